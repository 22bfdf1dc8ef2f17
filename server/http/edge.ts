// What every surface of the edge shares: the response cache and its read protocol (look up under
// the data version, price the request by hit or miss, share identical misses, send compressed),
// the rate limiter, requests counted in flight (for a graceful stop) and the answer of a failure.
// Surfaces reach these through the Edge they are given, so each concern lives here once.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SuggestionVerdict } from '../context.ts';
import { errorBody } from '../shared/errorBody.ts';
import { logUnexpected } from '../shared/errors.ts';
import { log, logRequest } from '../shared/log.ts';
import type { DataVersions, Store } from '../store/store.ts';
import { clientAddress } from './clientAddress.ts';
import type { Compressor } from './compression.ts';
import { setHeaders } from './headers.ts';
import type { Metrics } from './metrics.ts';
import { type AppOptions, DEFAULTS } from './options.ts';
import {
  createRateLimiter,
  EXECUTION_PRICE,
  HIT_PRICE,
  type RateLimiter,
  SUGGESTION_LIMIT_DEFAULTS,
  sizePrice,
  type Verdict,
} from './rateLimit.ts';
import { type Answer, type CachedResponse, type Filled, ResponseCache } from './responseCache.ts';
import { headersFor, refusalBody, sendEntry, sendExec, sendJson, setPairs, type Voice } from './send.ts';

/** What the request log and the metrics keep of a request until its answer is sent. */
export interface Watched {
  surface: string;
  /** Its id, as its line and the errors of that request name it (with the request log on). */
  id: string;
  started: number;
  /** What the connection had sent before this answer: the answer's size is what it sends now (its head included). */
  sentBefore: number;
  /** Whether a read was answered from the response cache. */
  cache: 'hit' | 'miss' | undefined;
}
/** The request's Watched, kept on the request itself (a property every request has, unlike an entry of a WeakMap, costs no bookkeeping of the collector). */
const WATCHED = Symbol('watched');
type WatchedRequest = IncomingMessage & { [WATCHED]?: Watched };
const watchedOf = (req: IncomingMessage): Watched | undefined => (req as WatchedRequest)[WATCHED];
/** An id a proxy in front may give (nginx's $request_id, a UUID). */
const REQUEST_ID = /^[\w.:-]{8,64}$/;
/** The ids this process gives requests: a prefix of its own and a count (unique without the cost of a random UUID a request). */
const ID_PREFIX = randomBytes(6).toString('base64url');
let requestCount = 0;
/** The key the log's client hashes are made with: this process's own, never written down. */
const CLIENT_LOG_KEY = randomBytes(32);

/** A read the response cache may answer: what selects its answer, and how it is made on a miss. */
export interface Read {
  voice: Voice;
  /** Cache key without the data version; null when the answer is never cached. */
  key: string | null;
  /**
   * Makes the answer under the data version of the moment, at the instant (ms) the edge received
   * the request: what it depends on is taken from these (server/shared/snapshot.ts).
   */
  run(version: number, at: number): Promise<Answer>;
  /** An unstored answer the surface sends its own way instead (true: sent). */
  instead?(answer: Answer): boolean;
  /** Whether the request is already counted in flight. */
  tracked?: boolean;
}

/**
 * Several processes on PostgreSQL count each client's points together, in the database (the
 * store's counters): the site's points (when rate limits are on) and, always, the suggestions an
 * address makes.
 */
function openLimiter(options: AppOptions, counters: Store['counters']): { limiter?: RateLimiter; suggestions?: RateLimiter } {
  const suggestionSettings = options.suggestionLimit === false ? undefined : (options.suggestionLimit ?? SUGGESTION_LIMIT_DEFAULTS);
  if (!options.rateLimit && !suggestionSettings) return {};
  let storeFailureLogged = 0;
  const onStoreError = (error: unknown) => {
    if (Date.now() - storeFailureLogged < 10_000) return;
    storeFailureLogged = Date.now();
    log.error({ reason: error instanceof Error ? error.message : String(error) }, 'rate limits are counted per process for now');
  };
  const limiter = options.rateLimit ? createRateLimiter(options.rateLimit, { counters, onStoreError }) : undefined;
  const suggestions = suggestionSettings
    ? createRateLimiter(suggestionSettings, { counters, onStoreError, keyPrefix: 'suggest' })
    : undefined;
  return { limiter, suggestions };
}

export class Edge {
  readonly cache: ResponseCache | undefined;
  private readonly limiter: RateLimiter | undefined;
  private readonly suggestionLimiter: RateLimiter | undefined;
  private inFlight = 0;
  private idle: (() => void) | undefined;
  draining = false;
  /** The process's metrics, when they are counted (AppOptions.metrics). */
  metrics: Metrics | undefined;
  /** The log's hashes of the client addresses seen lately. */
  private readonly hashedClients = new Map<string, string>();

  /** The data version and image owners, as the process's store watches them. */
  readonly versions: DataVersions;

  constructor(
    private readonly options: AppOptions,
    store: Pick<Store, 'versions' | 'counters'>,
    readonly compressor: Compressor,
  ) {
    this.versions = store.versions();
    this.cache =
      options.responseCache === false
        ? undefined
        : new ResponseCache({ maxBytes: options.cacheBytes ?? DEFAULTS.cacheBytes, compressor, now: options.now });
    ({ limiter: this.limiter, suggestions: this.suggestionLimiter } = openLimiter(options, (settings) => store.counters(settings)));
  }

  client(req: IncomingMessage): string {
    return clientAddress(req, this.options.trustProxy);
  }

  /** A client's address as the log keeps it: hashed with a key of this process, so lines can be grouped by client but not read back. */
  private hashedClient(req: IncomingMessage): string {
    const address = this.client(req);
    let hashed = this.hashedClients.get(address);
    if (hashed === undefined) {
      hashed = createHmac('sha256', CLIENT_LOG_KEY).update(address).digest('base64url').slice(0, 12);
      // The addresses seen lately; a flood of new ones starts the list again.
      if (this.hashedClients.size >= 10_000) this.hashedClients.clear();
      this.hashedClients.set(address, hashed);
    }
    return hashed;
  }

  /**
   * Starts watching a request a surface answers, for the metrics' count and latency and, with the
   * request log on, its line; undefined when neither is on. Its id is the proxy's X-Request-Id when
   * it sent a plausible one, else a new one. The id is not echoed on the answer: a header set
   * before a cached answer's prepared ones costs a warm read a tenth of its pace.
   */
  watch(surface: string, req: IncomingMessage): Watched | undefined {
    if (!this.metrics && !this.options.requestLog) return undefined;
    const given = this.options.requestLog ? req.headers['x-request-id'] : undefined;
    const watched: Watched = {
      surface,
      id: this.options.requestLog
        ? typeof given === 'string' && REQUEST_ID.test(given)
          ? given
          : `${ID_PREFIX}-${(++requestCount).toString(36)}`
        : '',
      started: performance.now(),
      sentBefore: req.socket.bytesWritten,
      cache: undefined,
    };
    (req as WatchedRequest)[WATCHED] = watched;
    return watched;
  }

  /**
   * Once the surface's handler returned: an answer already sent (a warm read, answered at once from
   * the response cache) is counted and logged now, with nothing left to listen to; any other once
   * it is sent or its connection ends (a warm read takes some 15 µs of this process, and the line
   * and the count are held to a few percent of it).
   */
  settle(watched: Watched, req: IncomingMessage, res: ServerResponse): void {
    if (res.writableEnded) this.answered(watched, req, res, false);
    else res.once('close', () => this.answered(watched, req, res, !res.writableFinished));
  }

  /** The request's count and line, once its answer is sent (`cut`: its connection ended first). */
  private answered(watched: Watched, req: IncomingMessage, res: ServerResponse, cut: boolean): void {
    const ms = performance.now() - watched.started;
    this.metrics?.request(watched.surface, res.statusCode, ms / 1000);
    if (!this.options.requestLog) return;
    const target = req.url ?? '';
    const query = target.indexOf('?');
    const operation =
      query >= 0 && target.includes('operationName=') ? new URLSearchParams(target.slice(query + 1)).get('operationName') : null;
    logRequest(watched.surface, req.method ?? '', (query >= 0 ? target.slice(0, query) : target).slice(0, 300), {
      reqId: watched.id,
      operation: operation ? operation.slice(0, 100) : undefined,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      cache: watched.cache,
      bytes: req.socket.bytesWritten - watched.sentBefore,
      client: this.hashedClient(req),
      cut: cut || undefined,
    });
  }

  /**
   * Charges a request its price; a client past its points is answered 429 here (and false
   * returned). The verdict's headers go on the answer.
   */
  admit(req: IncomingMessage, res: ServerResponse, price: number, voice: Voice): Verdict | undefined | false {
    if (!this.limiter) return undefined;
    const verdict = this.limiter.charge(this.client(req), price);
    if (verdict.allowed) return verdict;
    this.metrics?.refused('requests');
    if (this.options.requestLog) log.warn({ reqId: watchedOf(req)?.id, client: this.hashedClient(req), price }, 'rate limited');
    setHeaders(res, headersFor(voice));
    setPairs(res, verdict.headers);
    sendJson(res, 429, refusalBody(voice, 429, 'RATE_LIMITED', `Too many requests; try again in ${verdict.retryAfter} seconds.`));
    return false;
  }

  /**
   * Counts `count` suggestions of corrections of an address (its rate-limit key) against its own
   * allowance; refused, none of them is counted. Execution asks it where a suggestion is filed
   * (server/suggestions/filing.ts), and answers a refusal 429 with Retry-After.
   */
  chargeSuggestions(client: string, count: number): SuggestionVerdict {
    if (!this.suggestionLimiter) return { allowed: true, retryAfter: 0 };
    const { allowed, retryAfter } = this.suggestionLimiter.charge(client, count);
    if (!allowed) this.metrics?.refused('suggestions');
    return { allowed, retryAfter };
  }

  /** Charges a flat price and puts the verdict's headers on the answer; false when refused (answered 429). */
  charge(req: IncomingMessage, res: ServerResponse, price: number, voice: Voice): boolean {
    const verdict = this.admit(req, res, price, voice);
    if (verdict === false) return false;
    if (verdict) setPairs(res, verdict.headers);
    return true;
  }

  /** The size part of an executed answer's price, charged once it is made. */
  private chargeSize(req: IncomingMessage, filled: Filled) {
    if (!this.limiter) return;
    this.limiter.add(this.client(req), sizePrice('stored' in filled ? filled.stored.body.length : Buffer.byteLength(filled.passed.body)));
  }

  /**
   * A read: looked up in the response cache under the data version of the moment and sent at once
   * when stored (synchronously, and uncounted in flight, when the copy the client wants is there);
   * a miss runs through the cache (identical misses share one run) when it may be stored, else alone.
   */
  serveRead(req: IncomingMessage, res: ServerResponse, read: Read): void {
    const { cache } = this;
    const version = this.versions.read();
    const at = (this.options.now ?? Date.now)();
    const key = cache && read.key ? `${version}|${read.key}` : null;
    const hit = this.lookUp(key, version);
    if (key) {
      this.metrics?.cacheLookup(hit !== undefined);
      const watched = watchedOf(req);
      if (watched) watched.cache = hit ? 'hit' : 'miss';
    }
    const verdict = this.admit(req, res, hit ? HIT_PRICE : EXECUTION_PRICE, read.voice);
    if (verdict === false) return;
    if (hit) {
      // A first compression is asynchronous: the answer is written later, so it is in flight.
      this.whenSent(req, res, sendEntry(req, res, cache, key as string, hit, read.voice, verdict), read.tracked);
      return;
    }
    if (!read.tracked) this.track(res);
    const run = () => read.run(version, at);
    const filled = cache && key ? cache.fill(key, run) : run().then((answer): Filled => ({ passed: answer }));
    filled
      .then((filled) => {
        this.chargeSize(req, filled);
        if ('stored' in filled) return sendEntry(req, res, cache, key as string, filled.stored, read.voice, verdict);
        if (read.instead?.(filled.passed)) return;
        return sendExec(req, res, filled.passed, read.voice, verdict);
      })
      .catch((error) => this.fail(req, res, error));
  }

  /** Sends a fixed answer (a page of its own cache, such as GraphiQL's or the API reference's). */
  sendFixed(
    req: IncomingMessage,
    res: ServerResponse,
    store: ResponseCache,
    key: string,
    entry: CachedResponse,
    voice: Voice,
    tracked = false,
  ) {
    this.whenSent(req, res, sendEntry(req, res, store, key, entry, voice), tracked);
  }

  /** An answer written later is counted in flight until then, and its failure answered. */
  whenSent(req: IncomingMessage, res: ServerResponse, sent: void | Promise<void>, tracked = false) {
    if (!sent) return;
    if (!tracked) this.track(res);
    sent.catch((error) => this.fail(req, res, error));
  }

  private lookUp(key: string | null, version: number): CachedResponse | undefined {
    if (!this.cache || !key) return undefined;
    this.cache.forVersion(version);
    return this.cache.get(key);
  }

  /**
   * Counts a request in flight until its response closes (finished, or the connection gone). A
   * cached answer sent at once is complete before the listener returns and is not counted.
   */
  track(res: ServerResponse) {
    this.inFlight++;
    res.once('close', () => {
      this.inFlight--;
      if (this.inFlight === 0) this.idle?.();
    });
  }

  fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    logUnexpected(error, `${req.method} ${req.url}`, watchedOf(req)?.id);
    if (!res.headersSent) sendJson(res, 500, errorBody(500, 'Server is not responding the request'));
    else res.destroy();
  }

  /** Stops taking work, waits up to `timeoutMs` for requests in flight; resolves with how many had to be cut. */
  drain(timeoutMs: number): Promise<number> {
    this.draining = true;
    this.compressor.close();
    if (this.inFlight === 0) return Promise.resolve(0);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.inFlight), timeoutMs);
      this.idle = () => {
        clearTimeout(timer);
        resolve(0);
      };
    });
  }

  async close() {
    await this.limiter?.close();
    await this.suggestionLimiter?.close();
  }
}
