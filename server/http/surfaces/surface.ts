// The one shape of a surface of the edge (a path space the site answers: its pages, files, images,
// /graphql, /api, ...), and the one function that applies the edge's cross-cutting concerns to a
// surface according to what it declares. A new surface is a module beside its siblings that exports
// a `MakeSurface`, listed in server/app.ts in the order surfaces are asked.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Executor } from '../../execution/pool.ts';
import { echo, errorBody } from '../../shared/errorBody.ts';
import type { Edge } from '../edge.ts';
import { API_SECURITY_HEADERS, HSTS, PREFLIGHT_HEADERS, SECURITY_HEADERS, setHeaders, viaHttps } from '../headers.ts';
import { type AppOptions, HEAD_LIMITS } from '../options.ts';
import { sendJson } from '../send.ts';

/** Path and query of an origin-form request target. */
export interface Target {
  path: string;
  query: string;
}

/** What a surface is made with: the site's options and the parts the app opened for every surface. */
export interface EdgeParts {
  options: AppOptions;
  edge: Edge;
  executor: Executor;
  /** The built client's files (sirv), when there is a build. */
  assets: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
}

export interface Surface {
  /** Names the surface (in tests and when reading the list). */
  name: string;
  /** Whether the surface answers a path; surfaces are asked in the order of the list, the first that matches answers. */
  match(path: string): boolean;
  /**
   * The headers the edge puts on its answers, and what the edge does before `handle`:
   * - 'site': the site's security headers; anything but GET and HEAD is answered 405;
   * - 'api': the public API's CORS (a preflight is answered here); the surface counts itself in
   *   flight when it has to wait (edge.serveRead, edge.whenSent), so an answer sent at once from the
   *   response cache costs no bookkeeping;
   * - 'own': the surface sets its own (the admin area, the export).
   */
  headers: 'site' | 'api' | 'own';
  /**
   * Points charged before `handle`, a refusal answered 429 in the surface's voice (absent, or
   * undefined for a request: free, or priced by hit or miss in edge.serveRead).
   */
  price?(req: IncomingMessage): number | undefined;
  /** Answers; a failure (thrown, or the promise rejected) is answered 500 by the edge. */
  handle(req: IncomingMessage, res: ServerResponse, target: Target): void | Promise<void>;
  /** Ends its long answers (event streams) when the app starts to drain: they would never finish alone. */
  drain?(): Promise<void>;
  /** Ends what the surface opened (a thread, a connection) when the app closes. */
  close?(): Promise<void>;
}

export type MakeSurface = (parts: EdgeParts) => Surface;

/** The site's pages, files, images and /health are read-only. */
export const READ_METHODS = 'GET, HEAD';

/** Answers a request with a surface, wrapped in what the surface declares (see Surface). */
export function serveWith(surface: Surface, edge: Edge, req: IncomingMessage, res: ServerResponse, target: Target): void {
  if (surface.headers === 'api' && req.method === 'OPTIONS') {
    res.writeHead(204, { ...API_SECURITY_HEADERS, ...PREFLIGHT_HEADERS }).end();
    return;
  }
  const watched = edge.watch(surface.name, req);
  try {
    answerWith(surface, edge, req, res, target);
  } finally {
    if (watched) edge.settle(watched, req, res);
  }
}

/** What the surface declares, then its handler. */
function answerWith(surface: Surface, edge: Edge, req: IncomingMessage, res: ServerResponse, target: Target): void {
  if (surface.headers !== 'api') edge.track(res);
  const price = surface.price?.(req);
  if (price !== undefined && !edge.charge(req, res, price, surface.headers === 'site' ? 'page' : 'api')) return;
  if (surface.headers === 'site') {
    setHeaders(res, SECURITY_HEADERS);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, errorBody(405, `Method ${req.method} is not allowed on ${echo(target.path)}`), { allow: READ_METHODS });
      return;
    }
  }
  // A handler may answer at once or later: its failure is the site's 500 either way.
  let answer: void | Promise<void>;
  try {
    answer = surface.handle(req, res, target);
  } catch (error) {
    edge.fail(req, res, error);
    return;
  }
  if (answer instanceof Promise) answer.catch((error) => edge.fail(req, res, error));
}

/** Path and query of an origin-form request target; anything else (absolute-form, `*`) is refused. */
function splitTarget(target: string | undefined): Target | null {
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

/**
 * The status and reason of a head past HEAD_LIMITS, or null. Node refuses a head only when its
 * names and values alone pass its limit; this counts the head as it came over the wire.
 */
function oversizedHead(req: IncomingMessage): [414 | 431, string] | null {
  // Node reads the head as latin1: one character is one byte of it.
  const target = req.url?.length ?? 0;
  if (target > HEAD_LIMITS.targetBytes) return [414, 'URI Too Long'];
  const raw = req.rawHeaders;
  if (raw.length / 2 > HEAD_LIMITS.fields) return [431, 'Request Header Fields Too Large'];
  // "METHOD SP target SP HTTP/x.y CRLF", then "name: value CRLF" per field, then the empty line.
  let bytes = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`.length + 2;
  for (let i = 0; i < raw.length; i += 2) bytes += raw[i].length + raw[i + 1].length + 4;
  return bytes > HEAD_LIMITS.headBytes ? [431, 'Request Header Fields Too Large'] : null;
}

/**
 * The request listener of a list of surfaces: what every request gets (HSTS over HTTPS, a closing
 * connection while the site stops, 400 for a target that is not a path or a host named twice),
 * then the first surface that matches its path.
 */
export function listenerOf(surfaces: readonly Surface[], edge: Edge, trustProxy: boolean | undefined) {
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      // While draining, every answer closes its connection so clients move to another server.
      if (edge.draining) res.setHeader('connection', 'close');
      // Set before any answer is written, so every answer of an HTTPS request carries it.
      if (viaHttps(req, trustProxy)) res.setHeader('strict-transport-security', HSTS);
      const oversized = oversizedHead(req);
      if (oversized) {
        setHeaders(res, SECURITY_HEADERS);
        res.setHeader('connection', 'close');
        return sendJson(res, oversized[0], errorBody(oversized[0], oversized[1]));
      }
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
      // The last surface (the client's files) answers every path.
      const surface = surfaces.find((s) => s.match(target.path)) as Surface;
      serveWith(surface, edge, req, res, target);
    } catch (error) {
      edge.fail(req, res, error);
    }
  };
}
