// The forever prayer's chance calculator: one free pull a day; from each threshold's date on, a
// Friend of its rarity comes out with chance rate / count. The chance of getting at least one of the
// chosen Friends over the days counted is 1 - (1 - p)^days when the daily chance p is constant, and
// 1 - the product of (1 - p_day) when a threshold changes it on the way.

import { dayNumber } from '../shared/dates.ts';

/** The rarities a threshold may name; mfes counts as sfes. */
export const RARITIES = [
  'gen',
  'fes',
  'afes',
  'sfes',
  'exfes',
  'relic',
  'genic',
  'epic',
  'wfes',
  'ds',
  'yukkuri',
  'aya-assistance',
] as const;
export type Rarity = (typeof RARITIES)[number];

/** The rarity a threshold counts a character type under; an unknown rarity is an error. */
export function rarityOf(type: string): Rarity {
  if (type === 'mfes') return 'sfes';
  if (type === 'vs-ds') return 'ds';
  if ((RARITIES as readonly string[]).includes(type)) return type as Rarity;
  throw new Error(`Unknown rarity in the forever prayer data: ${type}`);
}

/**
 * 0: hidden; 1: all days of the prayer; 2: today and the days left; 3: only the days after today.
 * The default is 1 while the prayer runs, else 0.
 */
export type ChanceMode = 0 | 1 | 2 | 3;

export const MODE_LABELS: Record<ChanceMode, string> = {
  0: 'Hidden',
  1: 'All days',
  2: 'Today and the days left',
  3: 'The days left (not today)',
};

export function defaultMode(startAt: string, endAt: string, now: number): ChanceMode {
  return Date.parse(startAt) <= now && now < Date.parse(endAt) ? 1 : 0;
}

export interface Threshold {
  readonly rarity: string;
  readonly date: string;
  readonly rate: number;
  readonly count: number;
}

/** The UTC days a mode counts, as day numbers (days since 1970-01-01), first and last included. */
export function daysCounted(startAt: string, endAt: string, now: number, mode: ChanceMode): { first: number; last: number } | null {
  if (mode === 0) return null;
  const start = dayNumber(startAt);
  const end = dayNumber(endAt);
  const today = dayNumber(now);
  const first = mode === 1 ? start : Math.max(start, mode === 2 ? today : today + 1);
  return first > end ? { first, last: first - 1 } : { first, last: end };
}

/** The chance per daily pull of one Friend of `rarity` on `day`: the latest threshold dated that day or before. */
export function dailyChanceOf(rarity: Rarity, day: number, thresholds: readonly Threshold[]): number {
  let best: Threshold | null = null;
  for (const t of thresholds) {
    if (rarityOf(t.rarity) !== rarity || dayNumber(t.date) > day) continue;
    if (!best || Date.parse(t.date) >= Date.parse(best.date)) best = t;
  }
  return best && best.count > 0 ? best.rate / best.count : 0;
}

/** The chance of at least one of the chosen Friends (given by their types) over the days counted. */
export function foreverChance(
  chosenTypes: readonly string[],
  thresholds: readonly Threshold[],
  days: { first: number; last: number } | null,
): { chance: number; days: number; daily: number } {
  if (!days || days.last < days.first || chosenTypes.length === 0)
    return { chance: 0, days: days ? Math.max(0, days.last - days.first + 1) : 0, daily: 0 };
  const rarities = chosenTypes.map(rarityOf);
  // The daily chance changes only on threshold dates: walk the days in runs of equal chance.
  const changes = [...new Set(thresholds.map((t) => dayNumber(t.date)))]
    .filter((d) => d > days.first && d <= days.last)
    .sort((a, b) => a - b);
  const bounds = [days.first, ...changes, days.last + 1];
  let miss = 1;
  let daily = 0;
  for (let i = 0; i < bounds.length - 1; i++) {
    const p = Math.min(
      1,
      rarities.reduce((sum, r) => sum + dailyChanceOf(r, bounds[i], thresholds), 0),
    );
    if (i === 0) daily = p;
    miss *= (1 - p) ** (bounds[i + 1] - bounds[i]);
  }
  return { chance: 1 - miss, days: days.last - days.first + 1, daily };
}

/** How many Friends each rarity's rate is shared by: its latest threshold's count, by rarity. */
export function thresholdCounts(thresholds: readonly Threshold[]): Map<Rarity, number> {
  const latest = new Map<Rarity, Threshold>();
  for (const t of thresholds) {
    const r = rarityOf(t.rarity);
    const seen = latest.get(r);
    if (!seen || Date.parse(t.date) >= Date.parse(seen.date)) latest.set(r, t);
  }
  return new Map([...latest].map(([r, t]) => [r, t.count]));
}
