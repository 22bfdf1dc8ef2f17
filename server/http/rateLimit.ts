// Rate limits per client address, priced by what an answer costs the server: an answer sent from
// memory (the response cache, a 304) costs 1 point, one that has to be executed or rendered costs
// EXECUTION_PRICE, plus a point for every SIZE_STEP bytes it came to (a large document's answer
// costs in proportion to what was read and written for it). Each address has `points` per window of `windowSeconds`; past them, /graphql,
// /api and the site's pages answer 429 with Retry-After until the window ends. Every answer carries
// RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy.
//
// The counting and its windows are rate-limiter-flexible's: its memory store for one process
// (SQLite), its PostgreSQL store (the table RateLimit) when several processes share a database.
// Decisions never wait for the store: each process adds what it charges to the address's total as
// the store last gave it, and hands the store its new points every FLUSH_MS in one write per
// address, learning the other processes' points from the answer. Across processes a burst may so
// pass the limit by what the others charged in the last FLUSH_MS. A store that cannot be reached
// leaves each process limiting on its own points.
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { CounterSettings, Counters } from '../store/store.ts';

export interface RateLimitSettings {
  /** Points one address may spend per window. */
  points: number;
  windowSeconds: number;
}

export const RATE_LIMIT_DEFAULTS: RateLimitSettings = { points: 3000, windowSeconds: 60 };

/** Corrections one address may suggest per window (each costs a point): a player with several facts, not a flood. */
export const SUGGESTION_LIMIT_DEFAULTS: RateLimitSettings = { points: 10, windowSeconds: 3600 };

/** An answer from memory: the response cache, a 304, a refusal before execution. */
export const HIT_PRICE = 1;
/**
 * An answer executed (a GraphQL document, an /api call, a page rendered): measured on this site,
 * a cold execution costs 1-4 ms of CPU against well under 0.1 ms for an answer from memory.
 */
export const EXECUTION_PRICE = 10;

/** An executed answer costs a point more for each of these bytes (charged once it is made). */
export const SIZE_STEP = 10_000;
/** What an executed answer of `bytes` costs beyond EXECUTION_PRICE. */
export const sizePrice = (bytes: number): number => Math.floor(bytes / SIZE_STEP);

/** How often a process hands its new points to the shared store. */
export const FLUSH_MS = 250;
/** Addresses followed at once; the least recently seen beyond this are forgotten. */
const MAX_CLIENTS = 100_000;

interface Window {
  /** Points of every process in this window, as the store last said, plus this process's since. */
  spent: number;
  /** Points this process charged that the store has not been told yet. */
  pending: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface Verdict {
  allowed: boolean;
  /** The RateLimit-* headers (and Retry-After when refused), as header name/value pairs. */
  headers: string[];
  /** Seconds until the window ends. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Charges `price` to the address unless it has spent its points: then nothing is charged. */
  charge(client: string, price: number): Verdict;
  /** Adds the part of a price known only once the answer is made (it may take the address past its points). */
  add(client: string, points: number): void;
  close(): Promise<void>;
}

type Store = Pick<RateLimiterMemory, 'penalty'>;

/**
 * The key of a client address: an IPv4 address (also written IPv4-mapped) as it is, an IPv6
 * address by its /64 network, which one subscriber usually holds whole.
 */
export function clientKey(address: string): string {
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) return address.slice(7);
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The network of a client address (or of its key): an IPv4 address's /24, an IPv6 address's /48,
 * what one provider or site usually hands out together, so many addresses of one network count as one.
 */
export function networkKey(address: string): string {
  const key = clientKey(address);
  if (key.endsWith('::/64')) return `${key.split(':').slice(0, 3).join(':')}::/48`;
  if (isIP(key) === 4) return `${key.slice(0, key.lastIndexOf('.'))}.0/24`;
  return key;
}

export function createRateLimiter(
  settings: RateLimitSettings,
  options: {
    /** The counters every process shares (the store's), or undefined: this process's memory. */
    counters?: (settings: CounterSettings) => Counters | undefined;
    onStoreError?: (error: unknown) => void;
    keyPrefix?: string;
  } = {},
): RateLimiter {
  const keyPrefix = options.keyPrefix ?? 'rl';
  const now = Date.now;
  const { points, windowSeconds } = settings;
  const windowMs = windowSeconds * 1000;
  const counted = { points, duration: windowSeconds, keyPrefix };
  const store: Store = options.counters?.(counted) ?? new RateLimiterMemory(counted);
  const windows = new LRUCache<string, Window>({ max: MAX_CLIENTS });
  const unsent = new Set<string>();
  const policy = `${points};w=${windowSeconds}`;
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    const keys = [...unsent];
    unsent.clear();
    await Promise.all(
      keys.map(async (key) => {
        const window = windows.get(key);
        if (!window || window.pending === 0) return;
        const sent = window.pending;
        window.pending = 0;
        let told: RateLimiterRes;
        try {
          told = await store.penalty(key, sent);
        } catch (error) {
          // Kept for the next try; meanwhile this process goes on counting its own points.
          window.pending += sent;
          unsent.add(key);
          options.onStoreError?.(error);
          return;
        }
        // The store's total holds these points and every other process's: add what was charged since.
        window.spent = told.consumedPoints + window.pending;
        window.resetAt = now() + told.msBeforeNext;
      }),
    );
  };
  const timer = setInterval(() => {
    if (flushing || !unsent.size) return;
    flushing = flush().finally(() => {
      flushing = undefined;
    });
  }, FLUSH_MS);
  timer.unref();

  /** The RateLimit-* headers for what is left, and Retry-After when the answer is a refusal. */
  const headersOf = (remaining: number, retryAfter: number, refused: boolean) => [
    'ratelimit-limit',
    String(points),
    'ratelimit-remaining',
    String(remaining),
    'ratelimit-reset',
    String(retryAfter),
    'ratelimit-policy',
    policy,
    ...(refused ? ['retry-after', String(retryAfter)] : []),
  ];
  /** Counts points to an address's window, to be handed to the store with the next flush. */
  const spend = (key: string, window: Window, spent: number) => {
    window.spent += spent;
    window.pending += spent;
    unsent.add(key);
  };

  return {
    charge(client, price) {
      const key = clientKey(client);
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        // A new window here (points of the last one not yet sent are dropped with it); the store's
        // own window, if another process opened it first, arrives with the next flush.
        window = { spent: 0, pending: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
      if (window.spent + price > points) return { allowed: false, retryAfter, headers: headersOf(0, retryAfter, true) };
      spend(key, window, price);
      return { allowed: true, retryAfter, headers: headersOf(points - window.spent, retryAfter, false) };
    },
    add(client, extra) {
      if (extra <= 0) return;
      const key = clientKey(client);
      const window = windows.get(key);
      if (window && window.resetAt > now()) spend(key, window, extra);
    },
    async close() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
