// Instants (ms) kept sorted, and where a time falls among them.

/** How many of sorted instants (ms) are at or before `t`. */
export function countAtOrBefore(instants: readonly number[], t: number): number {
  let lo = 0;
  let hi = instants.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (instants[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorted distinct instants (ms) of the given dates. */
export function sortedInstants(dates: Iterable<Date | null | undefined>): number[] {
  const set = new Set<number>();
  for (const d of dates) if (d) set.add(d.getTime());
  return [...set].sort((a, b) => a - b);
}
