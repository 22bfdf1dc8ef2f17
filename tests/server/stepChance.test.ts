// The chance engine of the prayer page and the pull planner (client/shared/chance.ts) against the
// simulator's own draws (server/prayers/simulator.ts): for each step of a step-up track, the share
// of steps that give none of the wanted Friends, over many seeded rolls, is the chance `stepMiss`
// computes, within five standard errors.
import { describe, expect, it } from 'vitest';
import { type ChanceEntry, stepMiss } from '../../client/shared/chance.ts';
import { rng } from '../../data/build/lib/random.ts';
import {
  type PoolGroup,
  poolChances,
  roll,
  type SimEntry,
  type SimPrayer,
  type SimStep,
  type Visibility,
} from '../../server/prayers/simulator.ts';

const entry = (id: string, group: PoolGroup, sc: number, pickUp = false): SimEntry => ({
  item: {
    kind: group === 'character' ? 'character' : 'card',
    id,
    cardId: null,
    name: id,
    shortName: id,
    shortNameTranslit: null,
    image: '',
    portrait: null,
    rarity: group,
    group,
    hiddenUntil: Number.NEGATIVE_INFINITY,
  },
  sc,
  gc: sc,
  rateType: null,
  pickUp,
});

const step = (characters: number, card5: number, pickUpGuaranteed: boolean, multiplier: number | null): SimStep => ({
  cost: 300,
  guaranteed: null,
  guarantee: { characters, card5 },
  pickUpGuaranteed,
  multiplier,
  dust: null,
});

const STEPS = [step(0, 0, false, null), step(1, 0, false, 2), step(1, 1, true, null), step(2, 0, false, 3)];

function prayerWith(entries: SimEntry[]): SimPrayer {
  return {
    id: 1,
    name: 'A step-up',
    hiddenUntil: Number.NEGATIVE_INFINITY,
    simulator: true,
    listingKind: 'limited',
    maxPulls: null,
    gcCost: null,
    dust: null,
    disableSc: false,
    pool: { id: 'p', name: 'pool', sample: true, derived: false, source: null, entries },
    stepUps: [{ code: 'A', index: 0, items: STEPS }],
    cache: new Map(),
  };
}

const VIEW: Visibility = { key: 'public', visible: () => true };
const ROLLS = 20_000;

/** The share of rolls of a step that give none of the wanted entries. */
function missedShare(prayer: SimPrayer, at: number, wanted: ReadonlySet<string>, random: () => number): number {
  let missed = 0;
  for (let n = 0; n < ROLLS; n++) {
    const out = roll(prayer, { kind: 'step-up', stepUp: 0, step: at }, VIEW, random);
    if (!out.results.some((r) => wanted.has(r.entry.item.id))) missed++;
  }
  return missed / ROLLS;
}

/** A rate-up Friend, another Friend, and cards of each rarity. */
const WITH_RATE_UP: SimEntry[] = [
  entry('up', 'character', 2, true),
  entry('other', 'character', 3),
  entry('c5', 'card5', 5),
  entry('c4', 'card4', 20),
  entry('c3', 'card3', 70),
];

const POOLS: [string, SimEntry[], string[]][] = [
  ['a rate-up and another Friend wanted, beside cards', WITH_RATE_UP, ['other']],
  ['the rate-up wanted', WITH_RATE_UP, ['up']],
  [
    'no rate-up and no 5-star card (the guaranteed slots widen)',
    [entry('a', 'character', 4), entry('b', 'character', 6), entry('c4', 'card4', 30), entry('c3', 'card3', 60)],
    ['a'],
  ],
];

describe('the chance of a step, against the simulator', () => {
  it.each(POOLS)('%s', (_, entries, wantedIds) => {
    const prayer = prayerWith(entries);
    const wanted = new Set(wantedIds);
    // The entries as the prayer page reads them: the pool's chance per pull.
    const chances: ChanceEntry[] = poolChances(prayer, VIEW).map((c) => ({
      group: c.entry.item.group,
      chance: c.sc,
      pickUp: c.entry.pickUp,
      wanted: wanted.has(c.entry.item.id),
    }));
    const random = rng(20261128);
    STEPS.forEach((s, at) => {
      const expected = stepMiss(chances, { guarantee: s.guarantee, multiplier: s.multiplier, pickUpGuaranteed: s.pickUpGuaranteed }, 10);
      const seen = missedShare(prayer, at, wanted, random);
      const error = Math.sqrt((expected * (1 - expected)) / ROLLS);
      expect(Math.abs(seen - expected), `step ${at + 1}: ${seen} seen, ${expected} computed`).toBeLessThanOrEqual(5 * error + 1e-9);
    });
  });
});
