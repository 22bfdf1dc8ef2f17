// The pull planner: what the player will have saved by a day, the pulls that buys on a prayer (or
// at the simulator's prices), and the chance of at least one wished-for Friend within those pulls.
// Pure functions of the planner, the prices and the prayer; the chance per pull of each Friend is
// the pool's, as the prayer page's "Chance within N pulls" reads it, and the chance over pulls is
// the same function that section uses.
import { chanceWithin } from '../shared/chance.ts';
import type { Planner } from '../shared/roster/format.ts';

const DAY_MS = 86_400_000;

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
}

export interface PoolFriend {
  readonly slug: string;
  readonly chanceSc: number;
  readonly chanceGc: number;
}

/** The UTC day number (days since 1970-01-01) of an instant or of a `YYYY-MM-DD` day. */
export const dayNumber = (value: string | number): number =>
  Math.floor((typeof value === 'number' ? value : Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)) / DAY_MS);

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
  /** Pulls at seal-crystal rates: bought with seal crystals, and the tickets. */
  readonly sc: number;
  /** Pulls at god-crystal rates. */
  readonly gc: number;
  readonly total: number;
  /** True when the prayer's limit cut what the savings would buy. */
  readonly capped: boolean;
}

/** Whole multis first, then singles with what is left. */
const pullsFor = (amount: number, prices: Prices): number => {
  const multis = prices.multi > 0 ? Math.floor(amount / prices.multi) : 0;
  const rest = amount - multis * prices.multi;
  return multis * prices.pullsPerMulti + (prices.single > 0 ? Math.floor(rest / prices.single) : 0);
};

/**
 * The pulls the savings buy: tickets one pull each; seal crystals at the simulator's prices; god
 * crystals at the prayer's ten-pull cost (or at the usual prices where seal crystals are disabled).
 * Without a prayer god crystals buy nothing (no price is known). A prayer's limit is applied last,
 * to the god-crystal pulls first (the player keeps those crystals).
 */
export function pullsOf(savings: Savings, prices: Prices, prayer: PlannerPrayer | null): Pulls {
  let sc = savings.tickets + (prayer?.disableSc ? 0 : pullsFor(savings.sealCrystals, prices));
  let gc = 0;
  if (prayer?.disableSc) gc = pullsFor(savings.goldCrystals, prices);
  else if (prayer?.gcCost) gc = Math.floor(savings.goldCrystals / prayer.gcCost) * prices.pullsPerMulti;
  const limit = prayer?.maxPulls ?? null;
  let capped = false;
  if (limit !== null && sc + gc > limit) {
    capped = true;
    gc = Math.max(0, Math.min(gc, limit - sc));
    sc = Math.min(sc, limit);
  }
  return { sc, gc, total: sc + gc, capped };
}

/** The wished-for Friends of a pool, and the chance of at least one of them within the pulls. */
export function wantedChance(
  pool: readonly PoolFriend[],
  wanted: ReadonlySet<string>,
  pulls: Pick<Pulls, 'sc' | 'gc'>,
): { friends: PoolFriend[]; perPullSc: number; perPullGc: number; chance: number } {
  const friends = pool.filter((f) => wanted.has(f.slug));
  // One pull gives one item: the chances of different Friends in one pull add up.
  const perPullSc = Math.min(
    1,
    friends.reduce((sum, f) => sum + f.chanceSc, 0),
  );
  const perPullGc = Math.min(
    1,
    friends.reduce((sum, f) => sum + f.chanceGc, 0),
  );
  const miss = (1 - chanceWithin(perPullSc, pulls.sc)) * (1 - chanceWithin(perPullGc, pulls.gc));
  return { friends, perPullSc, perPullGc, chance: 1 - miss };
}
