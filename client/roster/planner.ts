// The pull planner: what the player will have saved by a day, the pulls that buys on a prayer (or
// at the simulator's prices), and the chance of at least one wished-for Friend within those pulls.
// Pure functions of the planner, the prices and the prayer; the chance per pull of each Friend is
// the pool's, as the prayer page's "Chance within N pulls" reads it, and the chance over pulls and
// steps is the same function that section uses (`chanceOfPulls`): a prayer's step-up tracks are
// taken first, step by step while the savings pay for them, with their guarantees.
import { type ChanceEntry, type ChanceStep, chanceOfPulls, wantedPerPull } from '../shared/chance.ts';
import type { Planner } from '../shared/roster/format.ts';

export interface Prices {
  readonly single: number;
  readonly multi: number;
  readonly pullsPerMulti: number;
}

/** What of a prayer the planner counts with. */
export interface PlannerPrayer {
  readonly maxPulls?: number | null;
  /** God crystals a ten-pull costs, where the prayer takes them. */
  readonly gcCost?: number | null;
  /** Seal crystals cannot be used: pulls cost god crystals at the usual prices. */
  readonly disableSc: boolean;
  /** The step-up tracks, in order; a step costs its `cost` in the prayer's currency. */
  readonly stepUps?: readonly { readonly items: readonly (ChanceStep & { readonly cost: number })[] }[];
}

/** A pool entry: a Friend (`slug`) or a card, where it sits (`character`, `card5`, …), its chances and whether it is a rate-up. */
export interface PoolEntry {
  readonly slug: string | null;
  readonly group: string;
  readonly chanceSc: number;
  readonly chanceGc: number;
  readonly pickUp: boolean;
}

/** The daily incomes from today to the target day: one a day after today, the weekly one each full week. */
export function incomeDays(today: number, target: number): { days: number; weeks: number } {
  const days = Math.max(0, target - today);
  return { days, weeks: Math.floor(days / 7) };
}

export interface Savings {
  readonly sealCrystals: number;
  readonly goldCrystals: number;
  readonly tickets: number;
}

/** What the player holds on the target day: today's amounts and the income on the way (seal crystals). */
export function savingsBy(planner: Planner, today: number, target: number): Savings {
  const { days, weeks } = incomeDays(today, target);
  return {
    sealCrystals: planner.sealCrystals + planner.incomePerDay * days + planner.incomePerWeek * weeks,
    goldCrystals: planner.goldCrystals,
    tickets: planner.tickets,
  };
}

export interface Pulls {
  /** Pulls at seal-crystal rates: the steps paid with seal crystals, the pulls bought with them, and the tickets. */
  readonly sc: number;
  /** Pulls at god-crystal rates. */
  readonly gc: number;
  readonly total: number;
  /** True when the prayer's limit cut what the savings would buy. */
  readonly capped: boolean;
  /** The step-up steps taken (each a multi pull, counted in `sc`, or in `gc` where seal crystals are disabled). */
  readonly steps: readonly ChanceStep[];
}

/** Whole multis first, then singles with what is left. */
const pullsFor = (amount: number, prices: Prices): number => {
  const multis = prices.multi > 0 ? Math.floor(amount / prices.multi) : 0;
  const rest = amount - multis * prices.multi;
  return multis * prices.pullsPerMulti + (prices.single > 0 ? Math.floor(rest / prices.single) : 0);
};

/**
 * The pulls the savings buy. A prayer's step-up tracks come first, each step in order while the
 * crystals pay for it and the prayer's limit allows. Then tickets are one pull each, seal crystals
 * buy pulls at the simulator's prices, and god crystals at the prayer's ten-pull cost (or at the
 * usual prices where seal crystals are disabled). Without a prayer god crystals buy nothing (no
 * price is known). The limit cuts the god-crystal pulls first (the player keeps those crystals).
 */
export function pullsOf(savings: Savings, prices: Prices, prayer: PlannerPrayer | null): Pulls {
  const limit = prayer?.maxPulls ?? null;
  let sealCrystals = prayer?.disableSc ? 0 : savings.sealCrystals;
  let godCrystals = savings.goldCrystals;
  const steps: ChanceStep[] = [];
  for (const track of prayer?.stepUps ?? []) {
    for (const step of track.items) {
      const wallet = prayer?.disableSc ? godCrystals : sealCrystals;
      if (step.cost > wallet || (limit !== null && (steps.length + 1) * prices.pullsPerMulti > limit)) break;
      if (prayer?.disableSc) godCrystals -= step.cost;
      else sealCrystals -= step.cost;
      steps.push(step);
    }
  }
  const stepPulls = steps.length * prices.pullsPerMulti;
  let sc = savings.tickets + (prayer?.disableSc ? 0 : stepPulls + pullsFor(sealCrystals, prices));
  let gc = 0;
  if (prayer?.disableSc) gc = stepPulls + pullsFor(godCrystals, prices);
  else if (prayer?.gcCost) gc = Math.floor(godCrystals / prayer.gcCost) * prices.pullsPerMulti;
  let capped = false;
  if (limit !== null && sc + gc > limit) {
    // The steps taken fit the limit: it cuts the plain pulls, god-crystal ones first.
    capped = true;
    let over = sc + gc - limit;
    const cutGc = Math.min(over, gc - (prayer?.disableSc ? stepPulls : 0));
    gc -= cutGc;
    over -= cutGc;
    sc -= Math.min(over, sc - (prayer?.disableSc ? 0 : stepPulls));
  }
  return { sc, gc, total: sc + gc, capped, steps };
}

/**
 * The chance of at least one wished-for Friend within the pulls: the steps at their currency's
 * rates with their guarantees, then the plain pulls. `friends` are the wished-for entries found.
 */
export function wantedChance(
  pool: readonly PoolEntry[],
  wanted: ReadonlySet<string>,
  pulls: Pick<Pulls, 'sc' | 'gc' | 'steps'>,
  options: { disableSc?: boolean; pullsPerMulti?: number } = {},
): { friends: PoolEntry[]; perPullSc: number; perPullGc: number; chance: number } {
  const perMulti = options.pullsPerMulti ?? 10;
  const friends = pool.filter((e) => e.slug !== null && wanted.has(e.slug));
  const entries = (currency: 'chanceSc' | 'chanceGc'): ChanceEntry[] =>
    pool.map((e) => ({ group: e.group, chance: e[currency], pickUp: e.pickUp, wanted: e.slug !== null && wanted.has(e.slug) }));
  const bySc = entries('chanceSc');
  const byGc = entries('chanceGc');
  const stepsSc = options.disableSc ? [] : pulls.steps;
  const stepsGc = options.disableSc ? pulls.steps : [];
  const sc = chanceOfPulls(bySc, stepsSc, Math.max(0, pulls.sc - stepsSc.length * perMulti), perMulti);
  const gc = chanceOfPulls(byGc, stepsGc, Math.max(0, pulls.gc - stepsGc.length * perMulti), perMulti);
  return { friends, perPullSc: wantedPerPull(bySc), perPullGc: wantedPerPull(byGc), chance: 1 - (1 - sc) * (1 - gc) };
}
