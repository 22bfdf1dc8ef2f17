// What the data version makes constant, computed once per version instead of once per request.
// The data changes only through the import path, which bumps the one data version; an answer that
// also depends on "now" is constant between the data's reveal instants, so such values are kept per
// (data version, where "now" falls among those instants, the spoiler switch).

import { dataVersionKey, readInstants } from './repo.ts';
import type { Viewer } from './reveal.ts';

/**
 * One value per data version: loaded on first use (concurrent callers share the load), replaced
 * when the version moves on, dropped if its load fails so the next request tries again.
 */
export function perDataVersion<T>(
  load: (key: string, dataVersion: number | undefined) => Promise<T>,
): (dataVersion: number | undefined) => Promise<T> {
  let current: Promise<T> | undefined;
  let currentKey: string | undefined;
  return async (dataVersion) => {
    const key = await dataVersionKey(dataVersion);
    if (!current || currentKey !== key) {
      currentKey = key;
      const loading = load(key, dataVersion);
      current = loading;
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    return current;
  };
}

/**
 * Where the viewer's "now" falls among sorted instants (ms): every answer that changes only when
 * one of them passes is the same for all viewers with the same epoch. JP content sees everything,
 * whatever the time.
 */
export function epochOf(instants: readonly number[], viewer: Viewer): string {
  return viewer.jpContent ? 'jp' : `t${countAtOrBefore(instants, viewer.now.getTime())}`;
}

/** The first of sorted instants (ms) after the viewer's "now"; null when none is due. */
export function nextInstant(instants: readonly number[], viewer: Viewer): Date | null {
  const i = countAtOrBefore(instants, viewer.now.getTime());
  return i < instants.length ? new Date(instants[i]) : null;
}

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

/**
 * Values derived per key within one data version, at most `max` of them (the oldest goes first):
 * a failed computation is forgotten so the next request tries again.
 */
export class DerivedValues {
  private readonly values = new Map<string, Promise<unknown>>();
  constructor(private readonly max = 256) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit) return hit as Promise<T>;
    if (this.values.size >= this.max) this.values.delete(this.values.keys().next().value as string);
    const value = compute();
    this.values.set(key, value);
    value.catch(() => {
      if (this.values.get(key) === value) this.values.delete(key);
    });
    return value;
  }
}

/**
 * The characters' reveal instants (ms, sorted), read once per data version: every domain that
 * shows characters changes at these.
 */
export const characterRevealInstants = perDataVersion(async () => sortedInstants(await readInstants('character', 'revealAt')));
