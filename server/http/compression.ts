// Compression of the read path's answers, bounded so that no stream of requests can turn it into
// unbounded work. Two kinds of job:
// - a quick copy (brotli 4 or gzip 6), made when a client that accepts it first asks for an answer;
//   it costs about as much as writing the answer, and at most QUICK_CONCURRENCY run at once
//   (beyond that the answer goes uncompressed this time);
// - the best copy (brotli 11 and gzip 9), made only for answers asked for often; one runs at a
//   time and at most BEST_QUEUE wait: a job that finds the queue full is dropped, not queued.
// zlib runs on libuv's thread pool, so the event loop only starts and collects jobs. `close()`
// drops every waiting job, so nothing new starts once the server is stopping.
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

/** The encoding a client prefers among those an answer can be sent in; kept per Accept-Encoding header. */
const preferredEncodings = new Map<string, Encoding | 'identity'>();
export function preferredEncoding(req: IncomingMessage): Encoding | 'identity' {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = preferredEncodings.get(header);
  if (!encoding) {
    encoding = (new Negotiator(req).encoding(['br', 'gzip', 'identity']) ?? 'identity') as Encoding | 'identity';
    if (preferredEncodings.size >= 256) preferredEncodings.clear();
    preferredEncodings.set(header, encoding);
  }
  return encoding;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than a packet. */
export const COMPRESS_FROM_BYTES = 1024;
/** Quick jobs running at once; more are refused (the answer goes uncompressed). */
const QUICK_CONCURRENCY = 4;
/** Best-level jobs waiting; more are dropped. */
const BEST_QUEUE = 16;
/** Above this size the best copy uses a middle level: brotli 11 on megabytes takes seconds. */
const BEST_MAX_FULL_LEVEL_BYTES = 1024 * 1024;

/** A body compressed with one encoding at the quick or best level. */
export function compress(body: Buffer, encoding: Encoding, level: 'quick' | 'best'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
  const quality = level === 'quick' ? 4 : body.length > BEST_MAX_FULL_LEVEL_BYTES ? 6 : 11;
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

export interface CompressorStats {
  quickRunning: number;
  bestRunning: number;
  bestWaiting: number;
  /** Jobs refused or dropped because their queue was full. */
  dropped: number;
}

export class Compressor {
  private quickRunning = 0;
  private bestRunning = false;
  private readonly bestQueue: (() => Promise<void>)[] = [];
  private dropped = 0;
  private closed = false;

  /**
   * A quick copy, or undefined when QUICK_CONCURRENCY jobs already run (or the compressor is
   * closed): the caller then sends the body as it is.
   */
  async quick(body: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
    if (this.closed || this.quickRunning >= QUICK_CONCURRENCY) {
      this.dropped++;
      return undefined;
    }
    this.quickRunning++;
    try {
      return await compress(body, encoding, 'quick');
    } catch {
      return undefined;
    } finally {
      this.quickRunning--;
    }
  }

  /**
   * Queues a best-level job; `done` receives both copies. Returns false (and drops the job) when
   * the queue is full or the compressor closed.
   */
  best(body: Buffer, done: (copies: Record<Encoding, Buffer>) => void): boolean {
    if (this.closed || this.bestQueue.length >= BEST_QUEUE) {
      this.dropped++;
      return false;
    }
    this.bestQueue.push(async () => {
      const [br, gz] = await Promise.all([compress(body, 'br', 'best'), compress(body, 'gzip', 'best')]);
      done({ br, gzip: gz });
    });
    this.next();
    return true;
  }

  private next(): void {
    if (this.bestRunning || this.closed) return;
    const job = this.bestQueue.shift();
    if (!job) return;
    this.bestRunning = true;
    job()
      .catch(() => {})
      .finally(() => {
        this.bestRunning = false;
        this.next();
      });
  }

  stats(): CompressorStats {
    return {
      quickRunning: this.quickRunning,
      bestRunning: this.bestRunning ? 1 : 0,
      bestWaiting: this.bestQueue.length,
      dropped: this.dropped,
    };
  }

  /** Drops every waiting job and refuses new ones. */
  close(): void {
    this.closed = true;
    this.bestQueue.length = 0;
  }
}
