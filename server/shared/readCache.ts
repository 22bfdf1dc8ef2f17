// The read path's one cache below GraphQL: every read of the game's models, kept per data version
// and shared by every request that asks the same thing. The data changes only with the data
// version (an import or an admin edit bumps it), so a read's result is constant until then, except
// for "now": the reveal rule compares stored instants with the request's time. Dates in a read's
// arguments are therefore keyed by where they fall among the instants stored in the data (every
// DateTime value of the game's models): two requests whose "now" falls between the same two
// stored instants ask the same question of the data and share the answer, so a reveal instant
// makes cold only the reads that compare with times at all, not the whole cache.
//
// Reads are single-flight (concurrent identical reads run once), the cache is bounded by the
// number of objects it holds, and a write through this client, or a request carrying a newer data
// version, empties it. Results are shared: they are frozen under test so a mutation fails loudly.
import { LRUCache } from 'lru-cache';
import type { PrismaClient } from '../../prisma/connect.ts';
import { delegateName, GAME_MODELS, readStoredInstants, type StoredInstants } from './gameModels.ts';
import { countAtOrBefore } from './instants.ts';

const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);

/** Objects (rows, nested rows and lists) the cache may hold at once, per process or worker. */
export const READ_CACHE_OBJECTS = 400_000;

export interface ReadCache {
  /** The client whose reads go through the cache. */
  client: PrismaClient;
  /** The data version a request was answered under: a newer one empties the cache. */
  advance(version: number | undefined): void;
  stats(): { hits: number; misses: number; entries: number; objects: number };
  /** The instants stored in the data, read once per data version (the keys' points, and the timeline's). */
  storedInstants(): Promise<StoredInstants>;
  /** Forgets every read kept (the next read of each asks the database). */
  clear(): void;
}

interface Entry {
  value: unknown;
  size: number;
}

/** How many objects a result holds (its size in the cache), counting up to `limit`. */
function countObjects(value: unknown, limit: number): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length && n < limit) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || v instanceof Date) continue;
    n++;
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return Math.max(1, n);
}

const LOCKED = new WeakSet<object>();

/**
 * Makes every value a cached result holds read-only, so a reader that changes one (sorting a cached
 * list in place, setting a field) fails in the tests instead of changing what the next reader gets.
 * A new property may still be added: Pothos marks a loaded row with its GraphQL type under a symbol
 * of its own (node(id) does so), which changes none of the row's values.
 */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || LOCKED.has(value)) return;
  LOCKED.add(value);
  for (const k of Object.keys(value)) {
    Object.defineProperty(value, k, { writable: false, configurable: false });
    deepFreeze((value as Record<string, unknown>)[k]);
  }
  if (Array.isArray(value)) Object.defineProperty(value, 'length', { writable: false });
}

const FREEZE = process.env.NODE_ENV === 'test';

/**
 * `keepReads: false` (READ_CACHE=off, for measuring the uncached path) asks the database for every
 * read; the stored instants are still read once per data version, as they are the version's
 * bookkeeping and not a read of the query being measured.
 */
export function withReadCache(base: PrismaClient, maxObjects = READ_CACHE_OBJECTS, keepReads = true): ReadCache {
  let version: number | undefined;
  /** Bumped on every emptying: a read started before it is not stored after it. */
  let generation = 0;
  let instants: Promise<{ columns: StoredInstants; points: number[] }> | undefined;
  let hits = 0;
  let misses = 0;
  const cache = new LRUCache<string, Entry>({ maxSize: maxObjects, sizeCalculation: (e) => e.size });
  const inFlight = new Map<string, Promise<unknown>>();

  function empty() {
    generation++;
    cache.clear();
    inFlight.clear();
    instants = undefined;
  }

  /** Every instant stored in the game's data, per column and all together (ms, sorted), read from the base client. */
  async function loadInstants() {
    const columns = await readStoredInstants(base);
    const points = [...new Set([...columns.values()].flat())].sort((a, b) => a - b);
    return { columns, points };
  }

  /** The instants of the current generation, read on first use; a failed read is not kept. */
  function currentInstants() {
    if (!instants) {
      const loading = loadInstants();
      instants = loading;
      loading.catch(() => {
        if (instants === loading) instants = undefined;
      });
    }
    return instants;
  }

  /** A read through the cache: one run per key and version, shared by every caller. */
  async function read(model: string, operation: string, args: unknown, run: () => Promise<unknown>): Promise<unknown> {
    if (!keepReads) return run();
    const started = generation;
    const { points } = await currentInstants();
    if (started !== generation) return run();
    const key = keyOf(model, operation, args, points);
    const hit = cache.get(key);
    if (hit) {
      hits++;
      return hit.value;
    }
    let pending = inFlight.get(key);
    if (!pending) {
      misses++;
      const loading: Promise<unknown> = run().then(
        (value) => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
          if (started === generation) {
            if (FREEZE) deepFreeze(value);
            cache.set(key, { value, size: countObjects(value, maxObjects + 1) });
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
          throw error;
        },
      );
      pending = loading;
      inFlight.set(key, loading);
    }
    return pending;
  }

  /** A write: the cache is emptied before it and again once it is done. */
  async function write(run: () => Promise<unknown>): Promise<unknown> {
    empty();
    try {
      return await run();
    } finally {
      empty();
    }
  }

  const client = routedClient(base, { caching: () => version !== undefined, read, write, empty });

  return {
    client,
    advance(next) {
      if (next === undefined || next === version) return;
      if (version === undefined || next > version) {
        version = next;
        empty();
      }
    },
    stats: () => ({ hits, misses, entries: cache.size, objects: cache.calculatedSize }),
    storedInstants: async () => (await currentInstants()).columns,
    clear() {
      // The instants stay: they belong to the data version, which has not changed.
      generation++;
      cache.clear();
      inFlight.clear();
    },
  };
}

/**
 * The read's key: its arguments as JSON, with every date replaced by its place among the stored
 * instants (`{"$at":"3"}` between the third and the fourth, `{"$at":"3="}` on the third), which
 * decides every comparison of a stored instant with it, and a bigint as `{"$big":"…"}`.
 */
export function keyOf(model: string, operation: string, args: unknown, points: number[]): string {
  return `${model}.${operation}:${keyPart(args ?? null, points)}`;
}

/**
 * One value of a read's arguments, written as JSON.stringify writes it (members left out or
 * written null alike), in one walk: JSON.stringify with a replacer calls back for every member,
 * which cost a request more than the read it keyed.
 */
function keyPart(value: unknown, points: number[]): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return `{"$big":"${value}"}`;
    case 'object':
      return value === null ? 'null' : objectKey(value, points);
    default:
      return 'null';
  }
}

/** A value JSON.stringify leaves out of an object. */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function objectKey(value: object, points: number[]): string {
  if (value instanceof Date) {
    const t = value.getTime();
    const i = countAtOrBefore(points, t);
    return `{"$at":"${i > 0 && points[i - 1] === t ? `${i}=` : i}"}`;
  }
  if (Array.isArray(value)) {
    let out = '[';
    // An item JSON leaves out of an object is written null here, as keyPart writes it.
    for (let i = 0; i < value.length; i++) out += `${i ? ',' : ''}${keyPart(value[i], points)}`;
    return `${out}]`;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return keyPart(toJSON.call(value), points);
  let out = '{';
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (omitted(v)) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(k)}:${keyPart(v, points)}`;
  }
  return `${out}}`;
}

/** What the client wrapped by the cache does with each kind of call. */
interface Routes {
  /** Whether reads go through the cache (once a data version is known). */
  caching(): boolean;
  read(model: string, operation: string, args: unknown, run: () => Promise<unknown>): Promise<unknown>;
  write(run: () => Promise<unknown>): Promise<unknown>;
  empty(): void;
}

/**
 * The client with the game's model delegates' reads through the cache and their writes emptying
 * it; the rest of the client as it is.
 */
function routedClient(base: PrismaClient, routes: Routes): PrismaClient {
  // Each delegate is wrapped once, on first use.
  const delegates = new Map<string, object>();
  const WRITES_OF_CLIENT = new Set(['$executeRaw', '$executeRawUnsafe', '$transaction']);
  return new Proxy(base, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string') return value;
      if (WRITES_OF_CLIENT.has(prop) && typeof value === 'function') {
        return (...args: unknown[]) => routes.write(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      // The client's own methods run on the client itself, not on this proxy (Prisma keeps private state).
      if (typeof value === 'function') return value.bind(target);
      const model = prop[0].toUpperCase() + prop.slice(1);
      if (!GAME_MODELS.has(model) || delegateName(model) !== prop || !value || typeof value !== 'object') return value;
      let wrapped = delegates.get(prop);
      if (!wrapped) {
        const delegate = value as Record<string, (args?: unknown) => Promise<unknown>>;
        wrapped = new Proxy(delegate, {
          get(d, operation) {
            const method = Reflect.get(d, operation);
            if (typeof operation !== 'string' || typeof method !== 'function') return method;
            if (READS.has(operation)) {
              return (args?: unknown) =>
                routes.caching() ? routes.read(model, operation, args, () => method.call(d, args)) : method.call(d, args);
            }
            // A write empties the cache when it is made. What it returns stays Prisma's own lazy
            // promise (a $transaction batches it); a read that overlaps it is dropped with the data
            // version that the write bumps.
            return (args?: unknown) => {
              routes.empty();
              return method.call(d, args);
            };
          },
        });
        delegates.set(prop, wrapped);
      }
      return wrapped;
    },
  });
}
