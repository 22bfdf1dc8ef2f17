// The read path's response cache: finished answers (status, headers, bytes) with their ETag and
// gzip and brotli copies, so a hit costs a lookup and a write. Keys carry the data version, the
// path, the normalised query string (spoiler switch included), the Accept header and a hash of a
// POST body; an entry lives until the next instant its answer can change (a reveal, release,
// start or end in the data), never a guessed TTL, and the whole cache empties when the data
// version moves. Storage and bounded memory come from lru-cache; expiry is checked on read
// against the server's clock.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

export interface CachedResponse {
  /** When the answer may change by itself (ms); Infinity until the data changes. */
  expiresAt?: number;
  /** When it was stored: it holds from then (a clock set back does not find it). */
  storedAt?: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export interface ResponseCacheOptions {
  /** Memory the cached bodies may use, all copies counted. */
  maxBytes: number;
  /** The clock expiry is decided by (tests pass their own). */
  now?: () => number;
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse>;
  private readonly now: () => number;
  private version: number | undefined;

  constructor(options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.lru = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) => e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0) + 512,
    });
  }

  /** Forgets everything when the data version moves: no reader sees an answer older than the data. */
  forVersion(version: number): void {
    if (this.version !== version) {
      this.lru.clear();
      this.version = version;
    }
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if ((entry.expiresAt ?? Number.POSITIVE_INFINITY) <= now || (entry.storedAt ?? 0) > now) {
      this.lru.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores an answer until `until` (ms; null: until the data changes), then adds its compressed
   * copies in the background (zlib runs off the event loop) without extending its life.
   */
  set(key: string, answer: CachedResponse, until: number | null): void {
    const expiresAt = until ?? Number.POSITIVE_INFINITY;
    const storedAt = this.now();
    if (expiresAt <= storedAt) return;
    const entry = { ...answer, expiresAt, storedAt };
    this.lru.set(key, entry);
    if (entry.body.length < COMPRESS_FROM_BYTES) return;
    void Promise.all([
      gzipAsync(entry.body, { level: 9 }),
      brotliAsync(entry.body, {
        params: {
          // The best ratio for API answers; a lighter setting for the few large pages (GraphiQL).
          [constants.BROTLI_PARAM_QUALITY]: entry.body.length > 1024 * 1024 ? 5 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      }),
    ])
      .then(([gz, br]) => {
        if (this.lru.peek(key) === entry) this.lru.set(key, { ...entry, gzip: gz, br });
      })
      .catch(() => {});
  }

  get size(): number {
    return this.lru.size;
  }

  clear(): void {
    this.lru.clear();
  }
}

/** The encodings an entry can be sent in, best first. */
export function encodingsOf(entry: CachedResponse): Encoding[] {
  return [...(entry.br ? (['br'] as const) : []), ...(entry.gzip ? (['gzip'] as const) : []), 'identity'];
}

export function bodyFor(entry: CachedResponse, encoding: Encoding): Buffer {
  return (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined) ?? entry.body;
}
