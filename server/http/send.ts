// How the edge writes an answer: JSON, an answer of the read path (from the response cache, 304
// when the client has it, compressed in the encoding it prefers), an executed answer that is not
// stored, and a refusal in the answer's own language. The headers of each depend on its voice:
// CORS and Vary for the API, the site's policy for pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from '../shared/errorBody.ts';
import { preferredEncoding } from './compression.ts';
import { API_HEADERS, SECURITY_HEADERS, setHeaders } from './headers.ts';
import type { Verdict } from './rateLimit.ts';
import { type Answer, type CachedResponse, type Encoding, etagOf, type ResponseCache } from './responseCache.ts';

/**
 * What an answer is: it decides its headers (CORS and Vary for the API, the site's policy for pages
 * and for the files made from the data, such as the sitemap, which are the same for every visitor).
 */
export type Voice = 'graphql' | 'api' | 'page' | 'file';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** API answers may be stored by browsers and proxies, but are revalidated on every use (ETag). */
const API_CACHE_CONTROL = 'public, no-cache';
/** A rendered page depends on the visitor's settings cookie: kept by the browser only, revalidated. */
const PAGE_CACHE_CONTROL = 'private, no-cache';
/** A file made from the data is the same for everyone: stored by anyone, revalidated on every use (ETag). */
const FILE_CACHE_CONTROL = 'public, no-cache';

/** Sets header name/value pairs (a verdict's). */
export function setPairs(res: ServerResponse, pairs: readonly string[]) {
  for (let i = 0; i < pairs.length; i += 2) res.setHeader(pairs[i], pairs[i + 1]);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text), ...headers }).end(text);
}

/** The headers every answer of a voice carries besides its own. */
export const headersFor = (voice: Voice) => (voice === 'page' || voice === 'file' ? SECURITY_HEADERS : API_HEADERS);

/** A refusal's body in its voice: GraphQL's errors list, or the REST error body with its code. */
export function refusalBody(voice: Voice, status: number, code: string, message: string): unknown {
  return voice === 'graphql' ? { errors: [{ message, extensions: { code } }] } : { ...errorBody(status, message), code };
}

/** Refuses a request before execution, in the answer's own language. */
export function refuse(res: ServerResponse, voice: Voice, status: number, code: string, message: string) {
  setHeaders(res, headersFor(voice));
  sendJson(res, status, refusalBody(voice, status, code, message));
}

type Way = Encoding | 'identity' | 'notModified';
/** The headers of a cached answer for each way it can be sent, built once per entry and encoding. */
const prepared = new WeakMap<CachedResponse, Partial<Record<Way, string[]>>>();

function commonHeaders(entry: CachedResponse, voice: Voice): Record<string, string> {
  if (voice === 'page')
    return {
      ...SECURITY_HEADERS,
      ...entry.headers,
      etag: entry.etag,
      'cache-control': PAGE_CACHE_CONTROL,
      vary: 'Cookie, Accept-Encoding',
    };
  if (voice === 'file')
    return { ...SECURITY_HEADERS, ...entry.headers, etag: entry.etag, 'cache-control': FILE_CACHE_CONTROL, vary: 'Accept-Encoding' };
  const html = entry.headers['content-type']?.startsWith('text/html');
  return {
    ...API_HEADERS,
    ...(html ? SECURITY_HEADERS : {}),
    ...entry.headers,
    etag: entry.etag,
    'cache-control': API_CACHE_CONTROL,
    vary: voice === 'graphql' ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
  };
}

function headersOf(entry: CachedResponse, voice: Voice, way: Way, length: number): string[] {
  let h = prepared.get(entry);
  if (!h) {
    h = {};
    prepared.set(entry, h);
  }
  let headers = h[way];
  if (!headers) {
    const common = commonHeaders(entry, voice);
    if (way === 'notModified') {
      const { 'content-type': _type, ...withoutType } = common;
      headers = Object.entries(withoutType).flat();
    } else {
      headers = Object.entries({
        ...common,
        ...(way === 'identity' ? {} : { 'content-encoding': way }),
        'content-length': String(length),
      }).flat();
    }
    h[way] = headers;
  }
  return headers;
}

/**
 * Sends an answer of the read path: 304 when the client has it, else in the encoding the client
 * prefers, compressing it first when it has no such copy yet (and the compressor has room).
 */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  store: ResponseCache | undefined,
  key: string,
  entry: CachedResponse,
  voice: Voice,
  verdict?: Verdict,
): void | Promise<void> {
  const withLimit = (headers: string[]) => (verdict ? headers.concat(verdict.headers) : headers);
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, withLimit(headersOf(entry, voice, 'notModified', 0))).end();
    return;
  }
  const write = (encoding: Encoding | 'identity', bytes: Buffer) =>
    res.writeHead(entry.status, withLimit(headersOf(entry, voice, encoding, bytes.length))).end(req.method === 'HEAD' ? undefined : bytes);
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
export function sendExec(req: IncomingMessage, res: ServerResponse, answer: Answer, voice: Voice, verdict?: Verdict) {
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
    return sendEntry(req, res, undefined, '', entry, voice, verdict);
  }
  setHeaders(res, headersFor(voice));
  if (verdict) setPairs(res, verdict.headers);
  const headers: Record<string, string> = {
    ...answer.headers,
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(answer.body)),
  };
  res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : answer.body);
}
