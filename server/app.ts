// The whole site as one HTTP server: /graphql and /api (executed in worker threads, answered from
// the response cache when they can be), /images, /health and the static client with its
// single-page fallback. Every response carries the security headers; the public API answers CORS
// for any origin without credentials. Tests import this.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import type { ExecRequest, ExecResponse } from './execution/handler.ts';
import { createExecutor, type Executor } from './execution/pool.ts';
import { readBody } from './http/body.ts';
import { createDataVersionReader, type DataVersionReader } from './http/dataVersion.ts';
import { API_HEADERS, API_SECURITY_HEADERS, GRAPHIQL_CSP, PREFLIGHT_HEADERS, SECURITY_HEADERS, setHeaders } from './http/headers.ts';
import { bodyFor, type CachedResponse, type Encoding, encodingsOf, etagOf, ResponseCache } from './http/responseCache.ts';
import { createImageHandler } from './images/handler.ts';
import { errorBody } from './legacy/router.ts';
import { logUnexpected } from './shared/errors.ts';

/** GraphQL documents and legacy bodies are small; anything larger is refused. */
export const MAX_BODY_BYTES = 100_000;
/** A GraphQL POST body up to this size is read on the cache's fast path. */
const SMALL_POST_BYTES = 4096;

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
const _ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

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

export interface App {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves once execution is ready to answer at full speed (every worker loaded and warm). */
  ready: Promise<void>;
  /** Stops taking work, waits up to `timeoutMs` for requests in flight; resolves with how many had to be cut. */
  drain(timeoutMs: number): Promise<number>;
  close(): Promise<void>;
  cache: ResponseCache | undefined;
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
  });
  const versions: DataVersionReader = createDataVersionReader(options.databaseUrl);
  /**
   * The data version, read once per turn of the event loop: requests handled in one turn arrive
   * together and are answered as of one instant, so a read per request would only repeat itself.
   */
  let versionThisTurn: number | undefined;
  const currentVersion = () => {
    if (versionThisTurn === undefined) {
      versionThisTurn = versions.read();
      setImmediate(() => {
        versionThisTurn = undefined;
      });
    }
    return versionThisTurn;
  };
  const cache =
    options.responseCache === false
      ? undefined
      : new ResponseCache({ maxBytes: options.cacheBytes ?? DEFAULTS.cacheBytes, now: options.now });
  /** Identical requests that miss at the same time share one execution. */
  const pending = new Map<string, Promise<ExecResponse>>();
  const images = createImageHandler(options.imagesDir, () => currentVersion());
  const hasClient = existsSync(join(options.clientDist, 'index.html'));
  const assets = hasClient
    ? sirv(options.clientDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          // Hashed build output never changes; the page shell must revalidate.
          res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : undefined;

  let inFlight = 0;
  let draining = false;
  let idle: (() => void) | undefined;

  /** The headers of a cached answer for each way it can be sent, built once per entry. */
  const prepared = new WeakMap<CachedResponse, Record<Encoding | 'notModified', string[]>>();
  function headersOf(entry: CachedResponse, isGraphQL: boolean) {
    let h = prepared.get(entry);
    if (!h) {
      const html = entry.headers['content-type']?.startsWith('text/html');
      const common: Record<string, string> = {
        ...API_HEADERS,
        ...(html ? { ...SECURITY_HEADERS, 'content-security-policy': GRAPHIQL_CSP } : {}),
        ...entry.headers,
        etag: entry.etag,
        'cache-control': API_CACHE_CONTROL,
        vary: isGraphQL ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
      };
      const flat = (extra: Record<string, string>) => Object.entries({ ...common, ...extra }).flat();
      const { 'content-type': _type, ...withoutType } = common;
      h = {
        identity: flat({ 'content-length': String(entry.body.length) }),
        gzip: entry.gzip ? flat({ 'content-encoding': 'gzip', 'content-length': String(entry.gzip.length) }) : [],
        br: entry.br ? flat({ 'content-encoding': 'br', 'content-length': String(entry.br.length) }) : [],
        notModified: Object.entries(withoutType).flat(),
      };
      prepared.set(entry, h);
    }
    return h;
  }

  /** Sends an answer of the read path: 304 when the client has it, else the best encoding it takes. */
  function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, isGraphQL: boolean) {
    const headers = headersOf(entry, isGraphQL);
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers.notModified).end();
      return;
    }
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? ((new Negotiator(req).encoding(encodingsOf(entry)) ?? 'identity') as Encoding) : 'identity';
    res.writeHead(entry.status, headers[encoding]).end(req.method === 'HEAD' ? undefined : bodyFor(entry, encoding));
  }

  function sendExec(req: IncomingMessage, res: ServerResponse, answer: ExecResponse, isGraphQL: boolean) {
    if (answer.status === 200 && answer.cacheUntil !== undefined) {
      const body = Buffer.from(answer.body);
      return sendEntry(req, res, { status: 200, headers: answer.headers, body, etag: etagOf(body) }, isGraphQL);
    }
    setHeaders(res, API_HEADERS);
    const headers: Record<string, string> = {
      ...answer.headers,
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(answer.body)),
    };
    res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : answer.body);
  }

  /** The cache key of a read: data version, method, path, query string as sent, Accept (GraphQL), body. */
  function cacheKey(version: number, method: string, path: string, query: string, req: IncomingMessage, isGraphQL: boolean, body?: string) {
    const accept = isGraphQL ? String(req.headers.accept ?? '').slice(0, 200) : '';
    // A small body is its own key; a large one is keyed by its hash.
    const hash = !body ? '' : body.length <= 4096 ? body : createHash('sha1').update(body).digest('base64url');
    return `${version}|${method === 'HEAD' ? 'GET' : method}|${path}|${query}|${accept}|${hash}`;
  }

  /** A cached answer of the data version the request is answered from (an older version's entries are dropped). */
  function fromCache(version: number, key: string): CachedResponse | undefined {
    cache?.forVersion(version);
    return cache?.get(key);
  }

  /** The API kind of a request target: GraphQL, /api, or neither (case-blind, so /API never reaches the page). */
  function apiKind(path: string): 'graphql' | 'api' | null {
    const lower = path.length < 9 ? path.toLowerCase() : path.slice(0, 9).toLowerCase();
    if (lower === '/graphql' || lower.startsWith('/graphql/')) return 'graphql';
    if (lower === '/api' || lower.startsWith('/api/')) return 'api';
    return null;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: string, isGraphQL: boolean, preread?: string) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...API_SECURITY_HEADERS, ...PREFLIGHT_HEADERS }).end();
      return;
    }
    let body = preread;
    if (body === undefined && method !== 'GET' && method !== 'HEAD') {
      const read = await readBody(req, MAX_BODY_BYTES);
      if (!read.ok) {
        if (read.reason === 'aborted') return;
        const message = `Request bodies are limited to ${MAX_BODY_BYTES} bytes`;
        setHeaders(res, API_HEADERS);
        res.setHeader('connection', 'close');
        if (isGraphQL) sendJson(res, 413, { errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
        else sendJson(res, 413, errorBody(413, message));
        return;
      }
      body = read.body.toString('utf8');
    }
    const version = currentVersion();
    const cacheable = !!cache && (method === 'GET' || method === 'HEAD' || (isGraphQL && method === 'POST'));
    const key = cacheable ? cacheKey(version, method, path, query, req, isGraphQL, body) : '';
    const hit = cacheable ? fromCache(version, key) : undefined;
    if (hit) return sendEntry(req, res, hit, isGraphQL);
    const request: ExecRequest = {
      method,
      url: query ? `${path}?${query}` : path,
      headers: {
        accept: String(req.headers.accept ?? ''),
        ...(req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {}),
      },
      body,
      dataVersion: version,
    };
    if (!cache || !cacheable) return sendExec(req, res, await executor.run(request), isGraphQL);

    let running = pending.get(key);
    if (!running) {
      running = executor.run(request).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    const answer = await running;
    if (answer.status === 200 && answer.cacheUntil !== undefined && !cache.get(key)) {
      const bytes = Buffer.from(answer.body);
      cache.set(key, { status: 200, headers: answer.headers, body: bytes, etag: etagOf(bytes) }, answer.cacheUntil);
    }
    const stored = cache.get(key);
    if (stored) return sendEntry(req, res, stored, isGraphQL);
    sendExec(req, res, answer, isGraphQL);
  }

  async function route(req: IncomingMessage, res: ServerResponse, preread?: string) {
    const target = splitTarget(req.url);
    if (!target) {
      setHeaders(res, SECURITY_HEADERS);
      return sendJson(res, 400, errorBody(400, 'The request target must be a path'));
    }
    const { path, query } = target;
    const kind = apiKind(path);
    if (kind) return handleApi(req, res, path, query, kind === 'graphql', preread);
    setHeaders(res, SECURITY_HEADERS);
    if (path === '/health') {
      // Answered here, never behind a busy worker: the edge and the database file are what it reports.
      try {
        return sendJson(res, 200, { status: 'ok', dataVersion: versions.read() }, { 'cache-control': 'no-store' });
      } catch {
        return sendJson(res, 503, { status: 'unavailable', reason: 'database' });
      }
    }
    if (path.startsWith('/images/')) return images(req, res, path.slice('/images/'.length));
    const notFound = () => sendJson(res, 404, errorBody(404, `Page not found: ${path}`));
    if (options.clientMiddleware) return options.clientMiddleware(req, res, notFound);
    if (assets) return assets(req, res, notFound);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The client is not built: run `npm run build`.');
  }

  /**
   * A cached read answered at once: no promise, no header merging, one lookup and one write. Such
   * an answer is complete when this returns, so it is not counted in flight.
   */
  function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (!cache || draining || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const target = splitTarget(req.url);
    if (!target) return false;
    const kind = apiKind(target.path);
    if (!kind) return false;
    const version = currentVersion();
    const hit = fromCache(version, cacheKey(version, req.method, target.path, target.query, req, kind === 'graphql'));
    if (!hit) return false;
    sendEntry(req, res, hit, kind === 'graphql');
    return true;
  }

  /** Counts a request in flight until its response closes (finished, or the connection gone). */
  function track(res: ServerResponse) {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  }

  /**
   * A small GraphQL POST: its body is read with two listeners and no promise, then answered from
   * the cache when it can be; anything else goes on to the general path with the body already read.
   */
  function answerPostFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (!cache || draining || req.method !== 'POST') return false;
    const declared = Number(req.headers['content-length']);
    if (!(declared > 0 && declared <= SMALL_POST_BYTES)) return false;
    const target = splitTarget(req.url);
    if (!target || apiKind(target.path) !== 'graphql') return false;
    track(res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
      try {
        const version = currentVersion();
        const hit = fromCache(version, cacheKey(version, 'POST', target.path, target.query, req, true, body));
        if (hit) return sendEntry(req, res, hit, true);
      } catch (error) {
        logUnexpected(error, `${req.method} ${req.url}`);
      }
      handle(req, res, body);
    });
    return true;
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (answerFromCache(req, res) || answerPostFromCache(req, res)) return;
    } catch (error) {
      logUnexpected(error, `${req.method} ${req.url}`);
    }
    track(res);
    handle(req, res);
  };

  /** The general path of a request already counted in flight; `preread` is a body already read. */
  function handle(req: IncomingMessage, res: ServerResponse, preread?: string) {
    // While draining, every answer closes its connection so clients move to another server.
    if (draining) res.setHeader('connection', 'close');
    route(req, res, preread).catch((error) => {
      logUnexpected(error, `${req.method} ${req.url}`);
      if (!res.headersSent) sendJson(res, 500, errorBody(500, 'Server is not responding the request'));
      else res.destroy();
    });
  }

  return {
    listener,
    ready: executor.ready,
    cache,
    drain(timeoutMs) {
      draining = true;
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
      versions.close();
    },
  };
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

/** How long a stopping server waits for requests already sent on open connections to be read. */
const READ_GRACE_MS = 100;

export function createSite(options: AppOptions): Site {
  const app = createApp(options);
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000 }, app.listener);
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
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
      // Stop listening only: http.Server#close would also drop every connection with no request
      // under way at once, among them ones whose request has arrived but not yet been read. Those
      // are read within a turn or two of the event loop; what is still idle after that is closed.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, READ_GRACE_MS));
      server.closeIdleConnections();
      const cut = await app.drain(timeoutMs);
      // Connections kept alive by requests that have just finished are idle now.
      server.closeIdleConnections();
      if (cut) server.closeAllConnections();
      await closed;
      await app.close();
      return cut;
    },
  };
}
