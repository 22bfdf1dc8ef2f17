// The pull planner's figures, as properties over any amounts and rates: the chance of a wished-for
// Friend is the prayer page's for as many pulls, it grows with pulls and with Friends wished for,
// and the pulls follow the prices, the tickets, the income and a prayer's limit.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dayNumber, incomeDays, pullsOf, savingsBy, wantedChance } from '../../client/roster/planner.ts';
import { chanceWithin } from '../../client/shared/chance.ts';
import { EMPTY_PLANNER } from '../../client/shared/roster/format.ts';

const PRICES = { single: 30, multi: 300, pullsPerMulti: 10 };
const chance = fc.double({ min: 0, max: 0.2, noNaN: true });
const pulls = fc.integer({ min: 0, max: 3000 });
const amount = fc.integer({ min: 0, max: 10_000_000 });
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12;

describe('the planner against the chance engine', () => {
  test.prop([chance, chance, pulls])("gives one Friend the prayer page's chance for as many pulls", (p, q, n) => {
    const result = wantedChance([{ slug: 'l1-marisa', chanceSc: p, chanceGc: q }], new Set(['l1-marisa']), { sc: n, gc: 0 });
    expect(result.chance).toBe(chanceWithin(p, n));
  });

  test.prop([fc.array(chance, { minLength: 1, maxLength: 6 }), pulls])(
    'gives several Friends the chance of any of them, at least each one alone',
    (rates, n) => {
      const pool = rates.map((p, i) => ({ slug: `f${i}`, chanceSc: p / rates.length, chanceGc: 0 }));
      const all = wantedChance(pool, new Set(pool.map((f) => f.slug)), { sc: n, gc: 0 });
      const sum = Math.min(
        1,
        pool.reduce((s, f) => s + f.chanceSc, 0),
      );
      expect(close(all.chance, chanceWithin(sum, n))).toBe(true);
      for (const f of pool)
        expect(all.chance).toBeGreaterThanOrEqual(wantedChance(pool, new Set([f.slug]), { sc: n, gc: 0 }).chance - 1e-12);
    },
  );

  test.prop([chance, chance, pulls, pulls])(
    'adds god-crystal pulls at their own rate, and never loses chance with more pulls',
    (p, q, n, m) => {
      const pool = [{ slug: 'x', chanceSc: p, chanceGc: q }];
      const both = wantedChance(pool, new Set(['x']), { sc: n, gc: m }).chance;
      expect(close(both, 1 - (1 - chanceWithin(p, n)) * (1 - chanceWithin(q, m)))).toBe(true);
      expect(wantedChance(pool, new Set(['x']), { sc: n + 1, gc: m }).chance).toBeGreaterThanOrEqual(both);
    },
  );

  it('gives no chance for a Friend not wished for or not in the pool', () => {
    const pool = [{ slug: 'x', chanceSc: 0.01, chanceGc: 0.02 }];
    expect(wantedChance(pool, new Set(['y']), { sc: 100, gc: 100 })).toMatchObject({ chance: 0, friends: [] });
    expect(wantedChance(pool, new Set(), { sc: 100, gc: 100 }).chance).toBe(0);
  });
});

describe('the pulls the savings buy', () => {
  test.prop([amount, fc.integer({ min: 0, max: 10_000 })])(
    'buy a pull for every 30 seal crystals, and one for each ticket',
    (sc, tickets) => {
      const result = pullsOf({ sealCrystals: sc, goldCrystals: 0, tickets }, PRICES, null);
      expect(result).toEqual({ sc: Math.floor(sc / 30) + tickets, gc: 0, total: Math.floor(sc / 30) + tickets, capped: false });
    },
  );

  test.prop([amount, amount, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 5000 })])(
    "never exceed a prayer's limit, and buy god-crystal ten-pulls at its price",
    (sc, gc, tickets, limit, gcCost) => {
      const result = pullsOf({ sealCrystals: sc, goldCrystals: gc, tickets }, PRICES, { maxPulls: limit, gcCost, disableSc: false });
      const uncapped = Math.floor(sc / 30) + tickets + Math.floor(gc / gcCost) * 10;
      expect(result.total).toBe(Math.min(limit, uncapped));
      expect(result.capped).toBe(uncapped > limit);
      expect(result.sc + result.gc).toBe(result.total);
    },
  );

  it('spend god crystals at the usual prices where seal crystals are disabled, and buy nothing with them without a prayer', () => {
    expect(pullsOf({ sealCrystals: 900, goldCrystals: 630, tickets: 2 }, PRICES, { disableSc: true, gcCost: 3000 })).toEqual({
      sc: 2,
      gc: 21,
      total: 23,
      capped: false,
    });
    expect(pullsOf({ sealCrystals: 0, goldCrystals: 100_000, tickets: 0 }, PRICES, null).total).toBe(0);
  });
});

describe('the savings by a day', () => {
  it('count a day of income for each day after today, and a week for each seven', () => {
    const today = dayNumber('2026-11-28');
    expect(incomeDays(today, dayNumber('2026-12-14'))).toEqual({ days: 16, weeks: 2 });
    expect(incomeDays(today, today)).toEqual({ days: 0, weeks: 0 });
    expect(incomeDays(today, today - 3)).toEqual({ days: 0, weeks: 0 });
    const planner = { ...EMPTY_PLANNER, sealCrystals: 1000, goldCrystals: 50, tickets: 3, incomePerDay: 60, incomePerWeek: 300 };
    expect(savingsBy(planner, today, dayNumber('2026-12-14'))).toEqual({
      sealCrystals: 1000 + 16 * 60 + 2 * 300,
      goldCrystals: 50,
      tickets: 3,
    });
    // A prayer's end is an instant: its UTC day counts.
    expect(dayNumber('2030-12-31T05:59:59Z')).toBe(dayNumber('2030-12-31'));
  });
});
