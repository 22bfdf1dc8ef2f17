// Chances over repeated pulls.

/** The chance of at least one success in `pulls` independent pulls of chance `p`: 1 - (1 - p)^n. */
export function chanceWithin(p: number, pulls: number): number {
  if (pulls <= 0 || p <= 0) return 0;
  if (p >= 1) return 1;
  return 1 - (1 - p) ** pulls;
}

/** The fewest pulls that reach `target` chance of at least one success; null when p is 0. */
export function pullsFor(p: number, target: number): number | null {
  if (p <= 0) return null;
  if (p >= 1) return 1;
  return Math.max(1, Math.ceil(Math.log(1 - target) / Math.log(1 - p)));
}

/** A pool entry as a chance counts it: where it sits (`character`, `card5`, …), its chance per pull, whether it is a rate-up, and whether it is wanted. */
export interface ChanceEntry {
  readonly group: string;
  readonly chance: number;
  readonly pickUp: boolean;
  readonly wanted: boolean;
}

/** One step of a step-up track: a multi pull whose guaranteed slots draw from Friends (or rate-up Friends) or 5-star cards only. */
export interface ChanceStep {
  readonly guarantee: { readonly characters: number; readonly card5: number };
  readonly multiplier?: number | null;
  readonly pickUpGuaranteed: boolean;
}

/**
 * The chance that a step gives none of the wanted entries, as the simulator draws a step
 * (`server/prayers/simulator.ts`): its ordinary slots from every entry with Friends' chances
 * multiplied, its guaranteed slots from Friends (rate-up Friends when the step says so) or 5-star
 * cards only. A guaranteed slot with nothing to draw from widens as the simulator's does: rate-up
 * Friends to every Friend, then to every entry.
 */
export function stepMiss(entries: readonly ChanceEntry[], step: ChanceStep, pullsPerMulti: number): number {
  const multiplier = step.multiplier ?? 1;
  const share = (keep: (e: ChanceEntry) => boolean): number | null => {
    let total = 0;
    let wanted = 0;
    for (const e of entries) {
      if (e.chance <= 0 || !keep(e)) continue;
      const weight = e.chance * (e.group === 'character' ? multiplier : 1);
      total += weight;
      if (e.wanted) wanted += weight;
    }
    return total > 0 ? wanted / total : null;
  };
  const all = share(() => true) ?? 0;
  const friends = share((e) => e.group === 'character') ?? all;
  const rateUps = share((e) => e.group === 'character' && e.pickUp) ?? friends;
  const cards = share((e) => e.group === 'card5') ?? all;
  const { characters, card5 } = step.guarantee;
  const ordinary = Math.max(0, pullsPerMulti - characters - card5);
  return (1 - all) ** ordinary * (1 - cards) ** card5 * (1 - (step.pickUpGuaranteed ? rateUps : friends)) ** characters;
}

/**
 * The chance of at least one wanted entry from the steps taken (in order), then `pulls` plain
 * pulls: the one chance engine of the prayer page and the pull planner.
 */
/** The chance of a wanted item in one pull: one pull gives one item, so the wanted ones' chances add up. */
export const wantedPerPull = (entries: readonly ChanceEntry[]): number =>
  Math.min(
    1,
    entries.reduce((sum, e) => sum + (e.wanted ? e.chance : 0), 0),
  );

export function chanceOfPulls(entries: readonly ChanceEntry[], steps: readonly ChanceStep[], pulls: number, pullsPerMulti: number): number {
  const p = wantedPerPull(entries);
  let miss = 1 - chanceWithin(p, pulls);
  for (const step of steps) miss *= stepMiss(entries, step, pullsPerMulti);
  return 1 - miss;
}
