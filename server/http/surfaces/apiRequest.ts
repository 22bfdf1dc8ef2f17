// What /graphql and /api share: every request of either goes through here. A body is read up to
// MAX_BODY_BYTES; the edge learns what the request reads (server/http/readKey.ts) and refuses what
// cannot execute, sends GraphiQL's page, or serves the read (the response cache, else execution).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecRequest } from '../../execution/handler.ts';
import { readBody } from '../body.ts';
import type { GraphiQLPage } from '../graphiql.ts';
import { MAX_BODY_BYTES } from '../options.ts';
import { clientKey, HIT_PRICE } from '../rateLimit.ts';
import { describeRead } from '../readKey.ts';
import type { CachedResponse } from '../responseCache.ts';
import { refuse, sendEntry } from '../send.ts';
import type { EdgeParts, Target } from './surface.ts';

/** The API kind of a request target: GraphQL, /api, or neither (case-blind, so /API never reaches the page). */
export function apiKind(path: string): 'graphql' | 'api' | null {
  const lower = path.length < 9 ? path.toLowerCase() : path.slice(0, 9).toLowerCase();
  if (lower === '/graphql' || lower.startsWith('/graphql/')) return 'graphql';
  if (lower === '/api' || lower.startsWith('/api/')) return 'api';
  return null;
}

type ApiVoice = 'graphql' | 'api';

/** A /graphql or /api request: its body read first when it has one (counted in flight meanwhile). */
export function serveApiRequest(
  parts: EdgeParts,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  voice: ApiVoice,
  graphiql?: GraphiQLPage,
): void | Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return answer(parts, req, res, target, voice, undefined, false, graphiql);
  parts.edge.track(res);
  return readBody(req, MAX_BODY_BYTES).then((read) => {
    if (read.ok) return answer(parts, req, res, target, voice, read.body.toString('utf8'), true, graphiql);
    if (read.reason === 'aborted') return;
    res.setHeader('connection', 'close');
    refuse(res, voice, 413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
  });
}

function answer(
  { edge, executor }: EdgeParts,
  req: IncomingMessage,
  res: ServerResponse,
  { path, query }: Target,
  voice: ApiVoice,
  body: string | undefined,
  tracked: boolean,
  graphiql: GraphiQLPage | undefined,
): void | Promise<void> {
  const method = req.method ?? 'GET';
  const isGraphQL = voice === 'graphql';
  const read = describeRead({ method, path, query, isGraphQL, accept: req.headers.accept, contentType: req.headers['content-type'], body });
  if (read.kind === 'refused' || read.kind === 'graphiql') {
    if (!edge.charge(req, res, HIT_PRICE, voice)) return;
    if (read.kind === 'refused') return refuse(res, voice, read.status, read.code, read.message);
    if (!tracked) edge.track(res);
    return sendGraphiQL(req, res, graphiql as GraphiQLPage);
  }
  edge.serveRead(req, res, {
    voice,
    key: read.key,
    tracked,
    run: (version, at) => {
      const request: ExecRequest = {
        // HEAD is a GET whose body is not sent.
        method: method === 'HEAD' ? 'GET' : method,
        url: query ? `${path}?${query}` : path,
        headers: { accept: read.accept, ...(req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {}) },
        body,
        dataVersion: version,
        at,
        // A mutation may count per address (suggestions, against the allowance the edge keeps): the address's key goes with a POST.
        ...(method === 'POST' ? { client: clientKey(edge.client(req)) } : {}),
      };
      // A request with a cache key cannot change data: a quick one may share a worker (execution/pool.ts).
      return executor.run(request, { client: edge.client(req), kind: read.learnAs(), read: read.key !== null });
    },
  });
}

async function sendGraphiQL(req: IncomingMessage, res: ServerResponse, graphiql: GraphiQLPage) {
  await graphiql.ready;
  return sendEntry(req, res, graphiql.cache, graphiql.key, graphiql.cache.get(graphiql.key) as CachedResponse, 'graphql');
}
