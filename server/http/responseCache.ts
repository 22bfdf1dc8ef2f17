// The read path's response cache: finished answers (status, headers, bytes) with their ETag and
// compressed copies, so a hit costs a lookup and a write. Keys carry the data version and what
// selects the answer (see cacheKey.ts); an entry lives until the next instant its answer can
// change (a reveal, release, start or end in the data), never a guessed TTL, and the whole cache
// empties when the data version moves.
//
// A miss is filled through the cache too: identical requests that miss at the same time share one
// execution (lru-cache's fetch), and every caller gets its answer, stored or not.
//
// Memory is bounded by lru-cache: an entry is priced at its key, its body, every compressed copy
// and a fixed overhead, so the budget holds whatever the keys and bodies are. Compressed copies
// are made when first asked for, at a quick level; the best level is spent only on answers asked
// for often (see compression.ts for the bounds on both).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { COMPRESS_FROM_BYTES, type Compressor, type Encoding } from './compression.ts';

/** Bookkeeping of one entry besides its key and bytes (objects, timers, the LRU's slots). */
const ENTRY_OVERHEAD_BYTES = 512;
/** An entry asked for this many times gets its best-level copies. */
export const HOT_HITS = 3;

export interface CachedResponse {
  /** When the answer may change by itself (ms); Infinity until the data changes. */
  expiresAt: number;
  /** When it was stored: it holds from then (a clock set back does not find it). */
  storedAt: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Whether the copies are at the best level. */
  best: boolean;
  /** Whether a best-level job is queued or running for it. */
  bestQueued?: boolean;
  /** Times it was found. */
  hits: number;
  /** An answer that is not to be stored, on its way to the callers that shared its execution. */
  passed?: Answer;
}

/** An executed answer, as execution hands it to the edge. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Present when the answer may be stored: until when (ms), or null for as long as the data holds. */
  cacheUntil?: number | null;
}

/** What a fill gives each caller: the answer stored, or the answer passed on unstored. */
export type Filled = { stored: CachedResponse } | { passed: Answer };

const EMPTY = Buffer.alloc(0);

export type { Encoding };

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export interface ResponseCacheOptions {
  /** Memory the cache may use: keys, bodies and every copy counted. */
  maxBytes: number;
  compressor: Compressor;
  /** The clock expiry is decided by (tests pass their own). */
  now?: () => number;
}

/** What one entry costs the budget (keys are UTF-16 strings: two bytes a character). */
function sizeOf(entry: CachedResponse, key: string): number {
  return key.length * 2 + entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES;
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse, () => Promise<Answer>>;
  private readonly now: () => number;
  private readonly compressor: Compressor;
  private version: number | undefined;

  constructor(options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.compressor = options.compressor;
    this.lru = new LRUCache<string, CachedResponse, () => Promise<Answer>>({
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
      // Evicted or cleared (the data version moved) while it runs, an answer still reaches its callers.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const answer = await context();
        const entry = answer.status === 200 && answer.cacheUntil !== undefined ? this.entryOf(answer, answer.cacheUntil) : undefined;
        return (
          entry ?? {
            status: answer.status,
            headers: {},
            body: EMPTY,
            etag: '',
            expiresAt: 0,
            storedAt: 0,
            best: false,
            hits: 0,
            passed: answer,
          }
        );
      },
    });
  }

  /** Forgets everything when the data version moves: no reader sees an answer older than the data. */
  forVersion(version: number): void {
    if (this.version !== version) {
      this.lru.clear();
      this.version = version;
    }
  }

  /** A live entry for the key, counted as a hit; a hot one gets its best copies in the background. */
  get(key: string): CachedResponse | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt <= now || entry.storedAt > now) {
      this.lru.delete(key);
      return undefined;
    }
    // A job dropped for a full queue is tried again on a later hit.
    if (++entry.hits >= HOT_HITS && !entry.best && !entry.bestQueued) this.compressBest(key, entry);
    return entry;
  }

  /** Queues the best copies of an entry (dropped when the compressor's queue is full). */
  compressBest(key: string, entry: CachedResponse): void {
    if (entry.best || entry.bestQueued || entry.body.length < COMPRESS_FROM_BYTES) return;
    entry.bestQueued = this.compressor.best(entry.body, (copies) => this.replace(key, entry, { ...copies, best: true }));
  }

  /**
   * The answer of a request that missed: `run` executes it, once for every caller that misses the
   * same key while it runs; stored when it may be (a 200 with a lifetime still to come), else passed
   * on to those callers and forgotten.
   */
  async fill(key: string, run: () => Promise<Answer>): Promise<Filled> {
    const slot = (await this.lru.fetch(key, { forceRefresh: true, context: run })) as CachedResponse;
    if (!slot.passed) return { stored: slot };
    if (this.lru.peek(key) === slot) this.lru.delete(key);
    return { passed: slot.passed };
  }

  /** Stores an answer until `until` (ms; null: until the data changes); returns the entry, or undefined if already stale. */
  set(key: string, answer: Pick<CachedResponse, 'status' | 'headers' | 'body'>, until: number | null): CachedResponse | undefined {
    const entry = this.entryOf(answer, until);
    if (entry) this.lru.set(key, entry);
    return entry;
  }

  /** An answer as an entry stored now until `until`; undefined when that has already passed. */
  private entryOf(
    answer: Pick<Answer, 'status' | 'headers'> & { body: string | Buffer },
    until: number | null,
  ): CachedResponse | undefined {
    const expiresAt = until ?? Number.POSITIVE_INFINITY;
    const storedAt = this.now();
    if (expiresAt <= storedAt) return undefined;
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
    return { status: answer.status, headers: answer.headers, body, etag: etagOf(body), expiresAt, storedAt, best: false, hits: 0 };
  }

  /**
   * The entry's body in `encoding`: its copy when it has one, else a quick copy made now and kept;
   * undefined when the body is too small to gain or no compression slot is free.
   */
  async copy(key: string, entry: CachedResponse, encoding: Encoding): Promise<Buffer | undefined> {
    const have = entry[encoding];
    if (have || entry.body.length < COMPRESS_FROM_BYTES) return have;
    const made = await this.compressor.quick(entry.body, encoding);
    if (made) this.replace(key, entry, { [encoding]: made });
    return made;
  }

  /**
   * Stores the entry with a change (a copy added) in its place, if the same answer is still stored
   * there (copies made for an answer that has since been replaced are dropped); the budget is
   * recounted, which may evict others.
   */
  private replace(key: string, entry: CachedResponse, change: Partial<CachedResponse>): void {
    const current = this.lru.peek(key);
    if (!current || current.body !== entry.body) return;
    this.lru.set(key, { ...current, ...change });
  }

  /** Entries and the bytes they are priced at. */
  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  clear(): void {
    this.lru.clear();
  }
}
