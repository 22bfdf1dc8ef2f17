// What the data version makes constant, computed once per version instead of once per request.
// The data changes only through the import path, which bumps the one data version; an answer that
// also depends on "now" is constant within one epoch of the request's snapshot (snapshot.ts), so
// such values are kept per data version and `revealKey`.

import { LRUCache } from 'lru-cache';
import { dataVersionKey } from './repo.ts';
import type { DataScope } from './reveal.ts';

/**
 * The one memo of the read path: values kept per data version, on lru-cache's fetch. Each value is
 * computed once per (data version, key): concurrent callers share the computation, a failed one is
 * forgotten so the next caller tries again, at most `max` values are kept (the least recently used
 * goes first), and a value of an older data version is never returned (keys carry the version).
 */
export interface VersionMemo {
  get<T>(scope: DataScope, key: string, compute: () => Promise<T>): Promise<T>;
}

export function versionMemo(max: number): VersionMemo {
  const cache = new LRUCache<string, object, () => Promise<unknown>>({
    max,
    fetchMethod: async (_key, _stale, { context }) => (await context()) as object,
  });
  return {
    async get<T>(scope: DataScope, key: string, compute: () => Promise<T>): Promise<T> {
      const versioned = `${await dataVersionKey(scope.dataVersion)}|${key}`;
      // Values are wrapped so a falsy or primitive result is kept like any other.
      const boxed = (await cache.fetch(versioned, { context: async () => ({ value: await compute() }) })) as { value: T };
      return boxed.value;
    },
  };
}

/** One value per data version, loaded on first use: a memo of one key. */
export function perDataVersion<T>(load: (scope: DataScope) => Promise<T>): (scope: DataScope) => Promise<T> {
  const memo = versionMemo(2);
  return (scope) => memo.get(scope, '', () => load(scope));
}
