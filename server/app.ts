// The whole site as one HTTP server: /graphql and /api (executed in worker threads, answered from
// the response cache when they can be), /images, /health and the static client with its
// single-page fallback. Every response carries the security headers; the public API answers CORS
// for any origin without credentials. Tests import this.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import sirv from 'sirv';
import { isPostgresUrl } from '../prisma/dialect.ts';
import type { AdminHandler } from './admin/http.ts';
import type { ExecRequest } from './execution/handler.ts';
import { createExecutor, type Executor } from './execution/pool.ts';
import type { ExportHandler } from './export/http.ts';
import { createApiReference } from './http/apiReference.ts';
import { readBody } from './http/body.ts';
import { clientAddress } from './http/clientAddress.ts';
import { Compressor, preferredEncoding } from './http/compression.ts';
import { type EdgeDatabase, type ImageOwner, openEdgeDatabase } from './http/edgeDatabase.ts';
import { loadGraphiQLPage } from './http/graphiql.ts';
import {
  API_HEADERS,
  API_SECURITY_HEADERS,
  GRAPHIQL_CSP,
  HSTS,
  PREFLIGHT_HEADERS,
  SECURITY_HEADERS,
  setHeaders,
  viaHttps,
} from './http/headers.ts';
import {
  createRateLimiter,
  EXECUTION_PRICE,
  HIT_PRICE,
  type RateLimiter,
  type RateLimitSettings,
  sizePrice,
  type Verdict,
} from './http/rateLimit.ts';
import { describeRead } from './http/readKey.ts';
import { type Answer, type CachedResponse, type Encoding, etagOf, type Filled, ResponseCache } from './http/responseCache.ts';
import { createImageHandler } from './images/handler.ts';
import { echo, errorBody } from './legacy/types.ts';
import { serverEntryPath } from './pages/render.ts';
import { logUnexpected } from './shared/errors.ts';

/** The public data export's one path (server/export/http.ts). */
const EXPORT_PATH = '/export/lostword-data.json';

/** GraphQL documents and legacy bodies are small; anything larger is refused. */
export const MAX_BODY_BYTES = 100_000;

export interface AppOptions {
  imagesDir: string;
  clientDist: string;
  databaseUrl: string;
  dev?: boolean;
  /** Execution worker threads; 0 runs requests in process. */
  workers?: number;
  /** Cache finished /graphql and /api answers (off: every request executes). */
  responseCache?: boolean;
  /** Memory of the response cache. */
  cacheBytes?: number;
  /** A /graphql or /api request still running after this long is stopped. */
  timeoutMs?: number;
  workerHeapMb?: number;
  /** The clock (ms) for reveal decisions and cache expiry; tests pass their own (in-process only). */
  now?: () => number;
  /** In dev mode, Vite's middleware serves the client instead of the built files. */
  clientMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Believe X-Forwarded-For and X-Forwarded-Proto (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Points per client address and window for /graphql, /api and pages (server/http/rateLimit.ts); off when absent. */
  rateLimit?: RateLimitSettings;
  /** The site's public address (scheme, host, port, no trailing slash): the absolute links of a page's head. */
  publicUrl?: string;
  /** How long a client may take to send its headers, and its whole request (408 after). */
  clientTimeouts?: { headersMs: number; requestMs: number };
}

export const DEFAULTS = {
  workers: 2,
  cacheBytes: 64 * 1024 * 1024,
  timeoutMs: 10_000,
  workerHeapMb: 512,
  maxQueue: 256,
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
/** API answers may be stored by browsers and proxies, but are revalidated on every use (ETag). */
const API_CACHE_CONTROL = 'public, no-cache';
/** A rendered page depends on the visitor's settings cookie: kept by the browser only, revalidated. */
const PAGE_CACHE_CONTROL = 'private, no-cache';

/** What an answer is: it decides its headers (CORS and Vary for the API, the site's policy for pages). */
type Surface = 'graphql' | 'api' | 'page';
/** The site's pages, files, images and /health are read-only. */
const READ_METHODS = 'GET, HEAD';

/** Sets header name/value pairs (a verdict's). */
function setPairs(res: ServerResponse, pairs: readonly string[]) {
  for (let i = 0; i < pairs.length; i += 2) res.setHeader(pairs[i], pairs[i + 1]);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text), ...headers }).end(text);
}

/** Path and query of an origin-form request target; anything else (absolute-form, `*`) is refused. */
function splitTarget(target: string | undefined): { path: string; query: string } | null {
  if (!target || target[0] !== '/' || target.startsWith('//')) return null;
  const q = target.indexOf('?');
  return q < 0 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/** A request naming its host more than once is ambiguous (request smuggling relies on such requests). */
function hasOneHost(req: IncomingMessage): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].length === 4 && req.rawHeaders[i].toLowerCase() === 'host') hosts++;
  return hosts <= 1;
}

/** The API kind of a request target: GraphQL, /api, or neither (case-blind, so /API never reaches the page). */
function apiKind(path: string): 'graphql' | 'api' | null {
  const lower = path.length < 9 ? path.toLowerCase() : path.slice(0, 9).toLowerCase();
  if (lower === '/graphql' || lower.startsWith('/graphql/')) return 'graphql';
  if (lower === '/api' || lower.startsWith('/api/')) return 'api';
  return null;
}

export interface App {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves once execution is ready to answer at full speed (every worker loaded and warm). */
  ready: Promise<void>;
  /** Stops taking work, waits up to `timeoutMs` for requests in flight; resolves with how many had to be cut. */
  drain(timeoutMs: number): Promise<number>;
  close(): Promise<void>;
  cache: ResponseCache | undefined;
  compressor: Compressor;
}

export function createApp(options: AppOptions): App {
  const executor: Executor = createExecutor({
    workers: options.workers ?? DEFAULTS.workers,
    databaseUrl: options.databaseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    workerHeapMb: options.workerHeapMb ?? DEFAULTS.workerHeapMb,
    maxQueue: DEFAULTS.maxQueue,
    dev: options.dev,
    now: options.now,
    // Pages render where queries run; in dev mode Vite serves the client, drawn in the browser.
    clientDist: options.dev ? undefined : options.clientDist,
    publicUrl: options.publicUrl,
    imagesDir: options.imagesDir,
  });
  /** The data version is read at the edge (once per turn): answers are cached, and executed, under it. */
  const versions: EdgeDatabase = openEdgeDatabase(options.databaseUrl);
  const compressor = new Compressor();
  const cache =
    options.responseCache === false
      ? undefined
      : new ResponseCache({ maxBytes: options.cacheBytes ?? DEFAULTS.cacheBytes, compressor, now: options.now });
  const graphiql = loadGraphiQLPage(options.clientDist, compressor);
  const reference = createApiReference(compressor);
  let owners: { version: number; map: Map<string, ImageOwner> } | undefined;
  const images = createImageHandler(
    options.imagesDir,
    () => {
      const version = versions.read();
      if (owners?.version !== version) owners = { version, map: versions.imageOwners() };
      return owners.map;
    },
    options.now,
  );
  /** Several processes on PostgreSQL count each client's points together, in the database. */
  const limiterPool =
    options.rateLimit && isPostgresUrl(options.databaseUrl) ? new pg.Pool({ connectionString: options.databaseUrl, max: 2 }) : undefined;
  // An idle connection's failure: the store's next query fails too, and is reported (onStoreError).
  limiterPool?.on('error', () => {});
  let storeFailureLogged = 0;
  const limiter: RateLimiter | undefined = options.rateLimit
    ? createRateLimiter(options.rateLimit, {
        postgres: limiterPool,
        onStoreError: (error) => {
          if (Date.now() - storeFailureLogged < 10_000) return;
          storeFailureLogged = Date.now();
          console.error(`Rate limits are counted per process for now: ${error instanceof Error ? error.message : String(error)}`);
        },
      })
    : undefined;
  const client = (req: IncomingMessage) => clientAddress(req, options.trustProxy);
  /** The size part of an executed answer's price, charged once it is made. */
  function chargeSize(req: IncomingMessage, filled: Filled) {
    if (!limiter) return;
    limiter.add(client(req), sizePrice('stored' in filled ? filled.stored.body.length : Buffer.byteLength(filled.passed.body)));
  }
  /**
   * Charges a request its price; a client past its points is answered 429 here (and false
   * returned). The verdict's headers go on the answer.
   */
  function admit(req: IncomingMessage, res: ServerResponse, price: number, surface: Surface): Verdict | undefined | false {
    if (!limiter) return undefined;
    const verdict = limiter.charge(client(req), price);
    if (verdict.allowed) return verdict;
    const message = `Too many requests; try again in ${verdict.retryAfter} seconds.`;
    setHeaders(res, surface === 'page' ? SECURITY_HEADERS : API_HEADERS);
    setPairs(res, verdict.headers);
    if (surface === 'graphql') sendJson(res, 429, { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
    else sendJson(res, 429, { ...errorBody(429, message), code: 'RATE_LIMITED' });
    return false;
  }
  const hasClient = existsSync(join(options.clientDist, 'index.html'));
  /** Pages arrive rendered when the client was built with its server entry (not in dev mode). */
  const rendersPages = hasClient && !options.dev && !options.clientMiddleware && existsSync(serverEntryPath(options.clientDist));
  const assets = hasClient
    ? sirv(options.clientDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          // Hashed build output never changes. Everything else is revalidated on every use: the page
          // shell, the service worker (/sw.js, so a new build's worker is found at once), the build
          // manifest (/builds/latest.json, which tells an open page of a newer build) and the web app manifest.
          res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : undefined;

  let inFlight = 0;
  // The admin endpoints (sign-in, edits, imports) load on first use: visitors never pay for them.
  let admin: Promise<AdminHandler> | undefined;
  const adminHandler = () => {
    admin ??= import('./admin/http.ts').then((m) =>
      m.createAdminHandler({ now: options.now, trustProxy: options.trustProxy, imagesDir: options.imagesDir }),
    );
    return admin;
  };
  // The public data export loads on first use too.
  let exports: Promise<ExportHandler> | undefined;
  const exportHandler = () => {
    exports ??= import('./export/http.ts').then((m) => m.createExportHandler({ dataVersion: () => versions.read(), now: options.now }));
    return exports;
  };
  let draining = false;
  let idle: (() => void) | undefined;

  /** The headers of a cached answer for each way it can be sent, built once per entry and encoding. */
  const prepared = new WeakMap<CachedResponse, Partial<Record<Encoding | 'identity' | 'notModified', string[]>>>();
  function headersOf(entry: CachedResponse, surface: Surface, encoding: Encoding | 'identity' | 'notModified', length: number) {
    let h = prepared.get(entry);
    if (!h) {
      h = {};
      prepared.set(entry, h);
    }
    let headers = h[encoding];
    if (!headers) {
      const html = entry.headers['content-type']?.startsWith('text/html');
      const common: Record<string, string> =
        surface === 'page'
          ? {
              ...SECURITY_HEADERS,
              ...entry.headers,
              etag: entry.etag,
              'cache-control': PAGE_CACHE_CONTROL,
              vary: 'Cookie, Accept-Encoding',
            }
          : {
              ...API_HEADERS,
              ...(html ? { ...SECURITY_HEADERS, 'content-security-policy': GRAPHIQL_CSP } : {}),
              ...entry.headers,
              etag: entry.etag,
              'cache-control': API_CACHE_CONTROL,
              vary: surface === 'graphql' ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
            };
      if (encoding === 'notModified') {
        const { 'content-type': _type, ...withoutType } = common;
        headers = Object.entries(withoutType).flat();
      } else {
        headers = Object.entries({
          ...common,
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
          'content-length': String(length),
        }).flat();
      }
      h[encoding] = headers;
    }
    return headers;
  }

  /**
   * Sends an answer of the read path: 304 when the client has it, else in the encoding the client
   * prefers, compressing it first when it has no such copy yet (and the compressor has room).
   */
  function sendEntry(
    req: IncomingMessage,
    res: ServerResponse,
    store: ResponseCache | undefined,
    key: string,
    entry: CachedResponse,
    surface: Surface,
    verdict?: Verdict,
  ): void | Promise<void> {
    const withLimit = (headers: string[]) => (verdict ? headers.concat(verdict.headers) : headers);
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, withLimit(headersOf(entry, surface, 'notModified', 0))).end();
      return;
    }
    const write = (encoding: Encoding | 'identity', bytes: Buffer) =>
      res
        .writeHead(entry.status, withLimit(headersOf(entry, surface, encoding, bytes.length)))
        .end(req.method === 'HEAD' ? undefined : bytes);
    const encoding = preferredEncoding(req);
    if (encoding === 'identity') return void write('identity', entry.body);
    const copy = entry[encoding];
    if (copy) return void write(encoding, copy);
    if (!store) return void write('identity', entry.body);
    return store.copy(key, entry, encoding).then((made) => {
      if (made) write(encoding, made);
      else write('identity', entry.body);
    });
  }

  /** An executed answer that is not stored: sent as it is, never stored by anyone. */
  function sendExec(req: IncomingMessage, res: ServerResponse, answer: Answer, surface: Surface, verdict?: Verdict) {
    if (answer.status === 200 && answer.cacheUntil !== undefined) {
      // A cacheable answer with the cache off: the same headers a stored one would have.
      const body = Buffer.from(answer.body);
      const entry: CachedResponse = {
        status: 200,
        headers: answer.headers,
        body,
        etag: etagOf(body),
        expiresAt: 0,
        storedAt: 0,
        best: false,
        hits: 0,
      };
      return sendEntry(req, res, undefined, '', entry, surface, verdict);
    }
    setHeaders(res, surface === 'page' ? SECURITY_HEADERS : API_HEADERS);
    if (verdict) setPairs(res, verdict.headers);
    const headers: Record<string, string> = {
      ...answer.headers,
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(answer.body)),
    };
    res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : answer.body);
  }

  /** Refuses a request before execution, in the answer's own language. */
  function refuse(
    res: ServerResponse,
    isGraphQL: boolean,
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    setHeaders(res, API_HEADERS);
    if (isGraphQL) sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
    else sendJson(res, status, { ...errorBody(status, message), code }, headers);
  }

  /** The API description or its reference page: read-only files, sent like cached API answers. */
  function serveReference(req: IncomingMessage, res: ServerResponse, key: string): void {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      setHeaders(res, API_HEADERS);
      sendJson(res, 405, errorBody(405, `Method ${method} is not allowed on ${key}`), { allow: READ_METHODS });
      return;
    }
    const sent = sendEntry(req, res, reference.cache, key, reference.entry(key), 'api');
    if (sent) {
      track(res);
      sent.catch((error) => fail(req, res, error));
    }
  }

  async function sendGraphiQL(req: IncomingMessage, res: ServerResponse) {
    await graphiql.ready;
    return sendEntry(req, res, graphiql.cache, graphiql.key, graphiql.cache.get(graphiql.key) as CachedResponse, 'graphql');
  }

  /**
   * A /graphql or /api request: every one goes through here. A read is looked up in the response
   * cache under the data version of the moment and sent at once when stored (synchronously, and
   * uncounted in flight, when the copy the client wants is there); anything else executes.
   */
  function serveApi(req: IncomingMessage, res: ServerResponse, path: string, query: string, isGraphQL: boolean): void {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...API_SECURITY_HEADERS, ...PREFLIGHT_HEADERS }).end();
      return;
    }
    const referenceKey = isGraphQL ? null : reference.match(path);
    if (referenceKey) {
      serveReference(req, res, referenceKey);
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      answerApi(req, res, path, query, isGraphQL, undefined, false);
      return;
    }
    track(res);
    readBody(req, MAX_BODY_BYTES)
      .then((read) => {
        if (read.ok) return answerApi(req, res, path, query, isGraphQL, read.body.toString('utf8'), true);
        if (read.reason === 'aborted') return;
        res.setHeader('connection', 'close');
        refuse(res, isGraphQL, 413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
      })
      .catch((error) => fail(req, res, error));
  }

  function answerApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: string,
    isGraphQL: boolean,
    body: string | undefined,
    tracked: boolean,
  ): void {
    const method = req.method ?? 'GET';
    const read = describeRead({
      method,
      path,
      query,
      isGraphQL,
      accept: req.headers.accept,
      contentType: req.headers['content-type'],
      body,
    });
    const surface = isGraphQL ? 'graphql' : 'api';
    if (read.kind === 'refused' || read.kind === 'graphiql') {
      const verdict = admit(req, res, HIT_PRICE, surface);
      if (verdict === false) return;
      if (verdict) setPairs(res, verdict.headers);
      if (read.kind === 'refused') {
        refuse(res, isGraphQL, read.status, read.code, read.message);
        return;
      }
      if (!tracked) track(res);
      sendGraphiQL(req, res).catch((error) => fail(req, res, error));
      return;
    }
    const version = versions.read();
    const key = cache && read.key ? `${version}|${read.key}` : null;
    const hit = lookUp(key, version);
    const verdict = admit(req, res, hit ? HIT_PRICE : EXECUTION_PRICE, surface);
    if (verdict === false) return;
    if (hit) {
      const sent = sendEntry(req, res, cache, key as string, hit, surface, verdict);
      // A first compression is asynchronous: the answer is written later, so it is in flight.
      if (sent) {
        if (!tracked) track(res);
        sent.catch((error) => fail(req, res, error));
      }
      return;
    }
    if (!tracked) track(res);
    const request: ExecRequest = {
      // HEAD is a GET whose body is not sent.
      method: method === 'HEAD' ? 'GET' : method,
      url: query ? `${path}?${query}` : path,
      headers: { accept: read.accept, ...(req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {}) },
      body,
      dataVersion: version,
    };
    const run = () => executor.run(request, { client: client(req), kind: read.learnAs() });
    fill(key, run)
      .then((filled) => {
        chargeSize(req, filled);
        return 'stored' in filled
          ? sendEntry(req, res, cache, key as string, filled.stored, surface, verdict)
          : sendExec(req, res, filled.passed, surface, verdict);
      })
      .catch((error) => fail(req, res, error));
  }

  /** The stored answer for `key` under the data version of the moment, if any. */
  function lookUp(key: string | null, version: number): CachedResponse | undefined {
    if (!cache || !key) return undefined;
    cache.forVersion(version);
    return cache.get(key);
  }

  /** Runs a miss: through the cache (identical misses share one run) when it may be stored, else alone. */
  function fill(key: string | null, run: () => Promise<Answer>): Promise<Filled> {
    return cache && key ? cache.fill(key, run) : run().then((answer) => ({ passed: answer }));
  }

  /**
   * A page of the site: looked up in the response cache under the data version and the visitor's
   * settings cookie, else rendered where queries run (identical misses share one render). A page
   * that cannot be rendered falls back to the built page the browser draws by itself.
   */
  function servePage(req: IncomingMessage, res: ServerResponse, path: string, query: string) {
    const cookie = settingsVariant(req.headers.cookie);
    const version = versions.read();
    const url = query ? `${path}?${query}` : path;
    const key = cache ? `${version}|page ${url}|${cookie}` : null;
    const hit = lookUp(key, version);
    const verdict = admit(req, res, hit ? HIT_PRICE : EXECUTION_PRICE, 'page');
    if (verdict === false) return;
    if (hit) return sendEntry(req, res, cache, key as string, hit, 'page', verdict);
    const run = () =>
      executor.run(
        { method: 'GET', url, headers: {}, dataVersion: version, page: { cookie } },
        { client: client(req), kind: `page ${path}` },
      );
    return fill(key, run).then((filled) => {
      chargeSize(req, filled);
      if ('stored' in filled) return sendEntry(req, res, cache, key as string, filled.stored, 'page', verdict);
      if (filled.passed.status >= 500 && assets)
        return assets(req, res, () => sendJson(res, 404, errorBody(404, `Page not found: ${echo(path)}`)));
      return sendExec(req, res, filled.passed, 'page', verdict);
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: string) {
    if (path === '/admin/graphql' || path === '/admin/export') return (await adminHandler())(req, res, path);
    if (path === EXPORT_PATH) {
      // The whole dataset: priced as an execution whether it is made or sent from memory (its bytes are the cost).
      if (req.method !== 'OPTIONS') {
        const verdict = admit(req, res, EXECUTION_PRICE, 'api');
        if (verdict === false) return;
        if (verdict) setPairs(res, verdict.headers);
      }
      return (await exportHandler())(req, res, query);
    }
    setHeaders(res, SECURITY_HEADERS);
    // Everything else is read-only: pages, files, images and /health.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, errorBody(405, `Method ${req.method} is not allowed on ${echo(path)}`), { allow: READ_METHODS });
    }
    if (path === '/health') {
      // Answered here, never behind a busy worker: the edge and the database file are what it reports.
      try {
        return sendJson(res, 200, { status: 'ok', dataVersion: versions.read() }, { 'cache-control': 'no-store' });
      } catch {
        return sendJson(res, 503, { status: 'unavailable', reason: 'database' });
      }
    }
    if (path.startsWith('/images/')) return images(req, res, path.slice('/images/'.length), query);
    if (rendersPages && isPagePath(path)) return servePage(req, res, path, query);
    const notFound = () => sendJson(res, 404, errorBody(404, `Page not found: ${echo(path)}`));
    if (options.clientMiddleware) return options.clientMiddleware(req, res, notFound);
    if (assets) return assets(req, res, notFound);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The client is not built: run `npm run build`.');
  }

  /**
   * Counts a request in flight until its response closes (finished, or the connection gone). A
   * cached answer sent at once is complete before the listener returns and is not counted.
   */
  function track(res: ServerResponse) {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    logUnexpected(error, `${req.method} ${req.url}`);
    if (!res.headersSent) sendJson(res, 500, errorBody(500, 'Server is not responding the request'));
    else res.destroy();
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    try {
      // While draining, every answer closes its connection so clients move to another server.
      if (draining) res.setHeader('connection', 'close');
      // Set before any answer is written, so every answer of an HTTPS request carries it.
      if (viaHttps(req, options.trustProxy)) res.setHeader('strict-transport-security', HSTS);
      const target = splitTarget(req.url);
      if (!target || !hasOneHost(req)) {
        setHeaders(res, SECURITY_HEADERS);
        res.setHeader('connection', 'close');
        return sendJson(
          res,
          400,
          errorBody(400, target ? 'The request names its host more than once' : 'The request target must be a path'),
        );
      }
      const kind = apiKind(target.path);
      if (kind) return serveApi(req, res, target.path, target.query, kind === 'graphql');
      track(res);
      route(req, res, target.path, target.query).catch((error) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };

  return {
    listener,
    ready: Promise.all([executor.ready, versions.ready]).then(() => {}),
    cache,
    compressor,
    drain(timeoutMs) {
      draining = true;
      compressor.close();
      if (inFlight === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(inFlight), timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve(0);
        };
      });
    },
    async close() {
      await executor.close();
      await versions.close();
      await limiter?.close();
      await limiterPool?.end();
    },
  };
}

/**
 * A path the client's router draws, rendered on the server: not a file (files have an extension)
 * and not the admin area (drawn in the browser, behind its sign-in).
 */
export function isPagePath(path: string): boolean {
  return !path.slice(path.lastIndexOf('/') + 1).includes('.') && path !== '/admin' && !path.startsWith('/admin/');
}

/**
 * The settings cookie as a part of a page's cache key: the client writes it in one canonical form
 * (client/shared/settingsCookie.ts); anything else selects the default rendering.
 */
export function settingsVariant(header: string | undefined): string {
  if (!header) return '';
  const match = /(?:^|;\s*)lw-settings=([A-Za-z0-9%._~-]{0,300})(?:;|$)/.exec(header);
  return match?.[1] ?? '';
}

/** The http.Server around an app, with graceful shutdown. */
export interface Site {
  server: Server;
  app: App;
  listen(port: number, host?: string): Promise<string>;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `timeoutMs`), closes idle
   * keep-alive connections, then cuts what is left. Resolves with the number of requests cut.
   */
  shutdown(timeoutMs?: number): Promise<number>;
}

/**
 * While stopping, a keep-alive connection idle this long is closed. A connection still in use gets
 * `Connection: close` on its next answer instead, so a client never has its request cut by a close
 * it could not see coming; one idle this long is not about to send.
 */
const IDLE_CLOSE_MS = 250;
/** How often a stopping server looks for such connections. */
const IDLE_SWEEP_MS = 50;

/** The status and reason a malformed or too slow request gets before it could be routed. */
export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // One limit covers the request line and the headers: a request line that does not end within
    // the packet that overflowed is a target too long.
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = packet.indexOf('\r\n');
    return lineEnd < 0 || lineEnd > 8192 ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large'];
  }
  return [400, 'Bad Request'];
}

export function createSite(options: AppOptions): Site {
  const app = createApp(options);
  const { headersMs, requestMs } = options.clientTimeouts ?? { headersMs: 15_000, requestMs: 30_000 };
  const server = createServer(
    { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs / 2) },
    app.listener,
  );
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, reason] = clientErrorStatus(error);
    const body = JSON.stringify(errorBody(status, reason));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${JSON_TYPE}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  // Each open connection, and when it last finished an answer (0 while one is being answered).
  const connections = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, performance.now());
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    connections.set(req.socket, 0);
    res.once('finish', () => {
      if (connections.has(req.socket)) connections.set(req.socket, performance.now());
    });
  });
  return {
    server,
    app,
    // Listens once the workers are warm, so the first visitors are not the ones who warm them.
    listen: (port, host = '127.0.0.1') =>
      app.ready.then(
        () =>
          new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => {
              const address = server.address();
              resolve(`http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`);
            });
          }),
      ),
    async shutdown(timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      // Stop listening only: http.Server#close would also drop every connection with no request
      // under way at once, among them ones whose request is on its way. Connections in use learn
      // of the stop from `Connection: close` on their next answer; idle ones are closed once they
      // have been idle a while (see IDLE_CLOSE_MS).
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => {
        const now = performance.now();
        for (const [socket, since] of connections) if (since && now - since >= IDLE_CLOSE_MS) socket.destroy();
      }, IDLE_SWEEP_MS);
      // Requests in flight may use the whole time but what closing the idle connections needs.
      let cut = await app.drain(Math.max(0, timeoutMs - 2 * IDLE_CLOSE_MS));
      if (!cut) {
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
        // A connection still answering a request at the deadline (one sent after the drain) is cut too.
        for (const since of connections.values()) if (!since) cut++;
      }
      server.closeAllConnections();
      await closed;
      clearInterval(sweep);
      await app.close();
      return cut;
    },
  };
}
