// The pull planner's figures, as properties over any amounts and rates: the chance of a wished-for
// Friend is the prayer page's for as many pulls, it grows with pulls and with Friends wished for,
// and the pulls follow the prices, the tickets, the income and a prayer's limit.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { incomeDays, pullsOf, savingsBy, wantedChance } from '../../client/roster/planner.ts';
import { type ChanceEntry, chanceOfPulls, chanceWithin, stepMiss } from '../../client/shared/chance.ts';
import { dayNumber } from '../../client/shared/dates.ts';
import { EMPTY_PLANNER } from '../../client/shared/roster/format.ts';

const PRICES = { single: 30, multi: 300, pullsPerMulti: 10 };
const chance = fc.double({ min: 0, max: 0.2, noNaN: true });
const pulls = fc.integer({ min: 0, max: 3000 });
const amount = fc.integer({ min: 0, max: 10_000_000 });
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12;
const friend = (slug: string, chanceSc: number, chanceGc: number) => ({ slug, group: 'character', chanceSc, chanceGc, pickUp: false });
const step = (characters: number, card5: number, multiplier: number | null = null, pickUpGuaranteed = false, cost = 300) => ({
  guarantee: { characters, card5 },
  multiplier,
  pickUpGuaranteed,
  cost,
});
/** A pool whose chances add up to 1: Friends (the first rate-up) and 5-star and lower cards. */
const poolOf = (friends: number[], card5: number) => {
  const rest = Math.max(0, 1 - friends.reduce((a, b) => a + b, 0) - card5);
  return [
    ...friends.map((c, i) => ({ slug: `f${i}`, group: 'character', chanceSc: c, chanceGc: c, pickUp: i === 0 })),
    { slug: null, group: 'card5', chanceSc: card5, chanceGc: card5, pickUp: false },
    { slug: null, group: 'card3', chanceSc: rest, chanceGc: rest, pickUp: false },
  ];
};
const asEntries = (pool: ReturnType<typeof poolOf>, wanted: string): ChanceEntry[] =>
  pool.map((e) => ({ group: e.group, chance: e.chanceSc, pickUp: e.pickUp, wanted: e.slug === wanted }));

describe('the planner against the chance engine', () => {
  test.prop([chance, chance, pulls])("gives one Friend the prayer page's chance for as many pulls", (p, q, n) => {
    const result = wantedChance([friend('l1-marisa', p, q)], new Set(['l1-marisa']), { sc: n, gc: 0, steps: [] });
    expect(result.chance).toBe(chanceWithin(p, n));
  });

  test.prop([fc.array(chance, { minLength: 1, maxLength: 6 }), pulls])(
    'gives several Friends the chance of any of them, at least each one alone',
    (rates, n) => {
      const pool = rates.map((p, i) => friend(`f${i}`, p / rates.length, 0));
      const all = wantedChance(pool, new Set(pool.map((f) => f.slug as string)), { sc: n, gc: 0, steps: [] });
      const sum = Math.min(
        1,
        pool.reduce((s, f) => s + f.chanceSc, 0),
      );
      expect(close(all.chance, chanceWithin(sum, n))).toBe(true);
      for (const f of pool)
        expect(all.chance).toBeGreaterThanOrEqual(
          wantedChance(pool, new Set([f.slug as string]), { sc: n, gc: 0, steps: [] }).chance - 1e-12,
        );
    },
  );

  test.prop([chance, chance, pulls, pulls])(
    'adds god-crystal pulls at their own rate, and never loses chance with more pulls',
    (p, q, n, m) => {
      const pool = [friend('x', p, q)];
      const both = wantedChance(pool, new Set(['x']), { sc: n, gc: m, steps: [] }).chance;
      expect(close(both, 1 - (1 - chanceWithin(p, n)) * (1 - chanceWithin(q, m)))).toBe(true);
      expect(wantedChance(pool, new Set(['x']), { sc: n + 1, gc: m, steps: [] }).chance).toBeGreaterThanOrEqual(both);
    },
  );

  it('gives no chance for a Friend not wished for or not in the pool', () => {
    const pool = [friend('x', 0.01, 0.02)];
    expect(wantedChance(pool, new Set(['y']), { sc: 100, gc: 100, steps: [] })).toMatchObject({ chance: 0, friends: [] });
    expect(wantedChance(pool, new Set(), { sc: 100, gc: 100, steps: [] }).chance).toBe(0);
  });
});

describe('the pulls the savings buy', () => {
  test.prop([amount, fc.integer({ min: 0, max: 10_000 })])(
    'buy a pull for every 30 seal crystals, and one for each ticket',
    (sc, tickets) => {
      const result = pullsOf({ sealCrystals: sc, goldCrystals: 0, tickets }, PRICES, null);
      expect(result).toEqual({ sc: Math.floor(sc / 30) + tickets, gc: 0, total: Math.floor(sc / 30) + tickets, capped: false, steps: [] });
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
      steps: [],
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

describe('step-up steps', () => {
  const rates = fc.array(fc.double({ min: 0.001, max: 0.05, noNaN: true }), { minLength: 1, maxLength: 5 });
  test.prop([rates, fc.double({ min: 0, max: 0.2, noNaN: true })])(
    'count a step without guarantee or multiplier as ten plain pulls',
    (friends, card5) => {
      const entries = asEntries(poolOf(friends, card5), 'f0');
      expect(Math.abs(1 - stepMiss(entries, step(0, 0), 10) - chanceWithin(friends[0], 10))).toBeLessThan(1e-9);
    },
  );

  test.prop([
    rates,
    fc.double({ min: 0, max: 0.2, noNaN: true }),
    fc.integer({ min: 1, max: 3 }),
    fc.double({ min: 1, max: 5, noNaN: true }),
  ])(
    "raise the chance of a rate-up with a guaranteed Friend, more with a guaranteed rate-up, and with a multiplier on Friends' rates",
    (friends, card5, guaranteed, multiplier) => {
      const entries = asEntries(poolOf(friends, card5), 'f0');
      const plain = stepMiss(entries, step(0, 0), 10);
      const friend = stepMiss(entries, step(guaranteed, 0), 10);
      const rateUp = stepMiss(entries, step(guaranteed, 0, null, true), 10);
      expect(friend).toBeLessThanOrEqual(plain + 1e-12);
      expect(rateUp).toBeLessThanOrEqual(friend + 1e-12);
      // The first Friend is the only rate-up: a guaranteed rate-up slot always gives her.
      expect(rateUp).toBe(0);
      expect(stepMiss(entries, step(0, 0, multiplier), 10)).toBeLessThanOrEqual(plain + 1e-12);
      // A guaranteed 5-star card slot gives no Friend.
      expect(stepMiss(entries, step(0, 1), 10)).toBeGreaterThanOrEqual(plain - 1e-12);
    },
  );

  it('are bought first while the crystals last, count ten pulls each, and keep to the limit', () => {
    const prayer = {
      maxPulls: 35,
      gcCost: null,
      disableSc: false,
      stepUps: [{ items: [step(0, 0, null, false, 150), step(1, 0, null, true, 300), step(0, 1, 2, false, 600)] }],
    };
    // 150 + 300 pay for two steps; 600 is more than the 150 left, which buys 5 singles; and 1 ticket.
    const pulls = pullsOf({ sealCrystals: 600, goldCrystals: 0, tickets: 1 }, PRICES, prayer);
    expect(pulls).toMatchObject({ sc: 26, gc: 0, total: 26, capped: false });
    expect(pulls.steps.map((s) => (s as unknown as { cost: number }).cost)).toEqual([150, 300]);
    // Enough for every step: the third would pass the limit of 35 with the plain pulls cut.
    const rich = pullsOf({ sealCrystals: 100_000, goldCrystals: 0, tickets: 0 }, PRICES, prayer);
    expect(rich).toMatchObject({ total: 35, capped: true });
    expect(rich.steps).toHaveLength(3);
    // The planner's chance over those pulls is the prayer page's for the same steps and plain pulls.
    const pool = poolOf([0.01, 0.02], 0.05);
    const planned = wantedChance(pool, new Set(['f0']), pulls).chance;
    expect(planned).toBe(chanceOfPulls(asEntries(pool, 'f0'), pulls.steps, 6, 10));
    // The guaranteed rate-up of the second step makes her certain.
    expect(planned).toBe(1);
  });
});
