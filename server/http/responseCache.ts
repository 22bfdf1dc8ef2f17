// The read path's response cache: finished answers (status, headers, bytes) with their ETag and
// gzip and brotli copies, so a hit costs a lookup and a write. Keys carry the data version, the
// path, the normalised query string (spoiler switch included), the Accept header and a hash of a
// POST body; an entry lives until the next instant its answer can change (a reveal, release,
// start or end in the data), never a guessed TTL, and the whole cache empties when the data
// version moves. Storage and bounded memory come from lru-cache.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

export interface CachedResponse {
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
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse>;
  private version: number | undefined;

  constructor(options: ResponseCacheOptions) {
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
    return this.lru.get(key);
  }

  /**
   * Stores an answer until `until` (ms; null: until the data changes), then adds its compressed
   * copies in the background (zlib runs off the event loop) without extending its life.
   */
  set(key: string, entry: CachedResponse, until: number | null): void {
    const ttl = until === null ? undefined : until - Date.now();
    if (ttl !== undefined && ttl <= 0) return;
    this.lru.set(key, entry, { ttl });
    if (entry.body.length < COMPRESS_FROM_BYTES) return;
    void Promise.all([
      gzipAsync(entry.body, { level: 9 }),
      brotliAsync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }),
    ])
      .then(([gz, br]) => {
        if (this.lru.get(key) !== entry) return;
        const remaining = this.lru.getRemainingTTL(key);
        const compressed = { ...entry, gzip: gz, br };
        this.lru.set(key, compressed, Number.isFinite(remaining) && remaining > 0 ? { ttl: remaining } : {});
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
