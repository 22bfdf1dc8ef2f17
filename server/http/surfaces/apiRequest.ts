// What /graphql and /api share: every request of either goes through here. A body is read up to
// MAX_BODY_BYTES; the edge learns what the request reads (server/http/readKey.ts) and refuses what
// cannot execute, sends GraphiQL's page, or serves the read (the response cache, else execution).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DocumentNode, Kind, type OperationDefinitionNode, OperationTypeNode, parse, type SelectionSetNode } from 'graphql';
import type { ExecRequest } from '../../execution/handler.ts';
import { readBody } from '../body.ts';
import type { GraphiQLPage } from '../graphiql.ts';
import { MAX_BODY_BYTES } from '../options.ts';
import { clientKey, HIT_PRICE } from '../rateLimit.ts';
import { describeRead } from '../readKey.ts';
import type { CachedResponse } from '../responseCache.ts';
import { refuse, sendEntry } from '../send.ts';
import type { EdgeParts, Target } from './surface.ts';

/** The most tokens a document that executes may have (the limit execution applies). */
const MAX_TOKENS = 5000;

/** The mutation field that files a suggestion of a correction. */
const SUGGESTING_FIELD = 'suggestCorrection';

/**
 * How many suggestions a GraphQL document files when it runs: the root fields of its mutation
 * that are suggestCorrection, through aliases and fragments. The operation chosen is the one
 * `operationName` names; without one that names an operation of the document, every mutation of
 * it counts (whatever runs is then among them). A document that does not parse files none: it
 * does not run either.
 */
export function suggestionsIn(text: string, operationName: unknown): number {
  // A field's name is never escaped inside a document, so one without it files none.
  if (!text.includes(SUGGESTING_FIELD)) return 0;
  let document: DocumentNode;
  try {
    // Execution refuses a document of more tokens unrun (server/execution/yoga.ts), so it files none.
    document = parse(text, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return 0;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const named = operations.filter((o) => typeof operationName === 'string' && o.name?.value === operationName);
  const chosen = (named.length ? named : operations).filter((o) => o.operation === OperationTypeNode.MUTATION);
  const count = (selections: SelectionSetNode, through: ReadonlySet<string>): number =>
    selections.selections.reduce((sum, s) => {
      if (s.kind === Kind.FIELD) return sum + (s.name.value === SUGGESTING_FIELD ? 1 : 0);
      if (s.kind === Kind.INLINE_FRAGMENT) return sum + count(s.selectionSet, through);
      const fragment = fragments.get(s.name.value);
      // A fragment that spreads itself does not validate; counted once along each path all the same.
      if (!fragment || through.has(s.name.value)) return sum;
      return sum + count(fragment.selectionSet, new Set([...through, s.name.value]));
    }, 0);
  return chosen.reduce((sum, o) => sum + count(o.selectionSet, new Set()), 0);
}

/** The site's own operations that suggest one, by persisted id (their text is not in the request), with how many they file. */
const SUGGESTING_IDS: ReadonlyMap<string, number> = (() => {
  try {
    const operations = JSON.parse(readFileSync(new URL('../../../client/__generated__/persisted-queries.json', import.meta.url), 'utf8'));
    return new Map(
      Object.entries(operations as Record<string, string>).flatMap(([id, text]) => {
        const n = suggestionsIn(text, undefined);
        return n ? [[id, n] as const] : [];
      }),
    );
  } catch {
    return new Map<string, number>();
  }
})();

/** One request of a GraphQL body: its document, the operation it names, and the persisted operation it may name instead. */
interface Params {
  query?: unknown;
  operationName?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

/**
 * How many suggestions a GraphQL POST body files, counted on the parsed document (so no spelling
 * of the body, JSON escapes included, hides one): its document, or the site's persisted
 * operation it names, whichever files more; every request of a batch counts.
 */
export function suggestionsInBody(body: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 0;
  }
  const requests = (Array.isArray(parsed) ? parsed : [parsed]).filter((p): p is Params => typeof p === 'object' && p !== null);
  return requests.reduce((sum, p) => {
    const id = p.extensions?.persistedQuery?.sha256Hash;
    const persisted = typeof id === 'string' ? (SUGGESTING_IDS.get(id) ?? 0) : 0;
    return sum + Math.max(typeof p.query === 'string' ? suggestionsIn(p.query, p.operationName) : 0, persisted);
  }, 0);
}

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
  // Suggestions of corrections count against their address's own allowance too, one for each the
  // document files, whatever its spelling.
  const suggestions = isGraphQL && method === 'POST' && body ? suggestionsInBody(body) : 0;
  if (suggestions && !edge.chargeSuggestion(req, res, voice, suggestions)) return;
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
        // A mutation may count per address (suggestions): the address's key goes with a POST.
        ...(method === 'POST' ? { client: clientKey(edge.client(req)) } : {}),
      };
      return executor.run(request, { client: edge.client(req), kind: read.learnAs() });
    },
  });
}

async function sendGraphiQL(req: IncomingMessage, res: ServerResponse, graphiql: GraphiQLPage) {
  await graphiql.ready;
  return sendEntry(req, res, graphiql.cache, graphiql.key, graphiql.cache.get(graphiql.key) as CachedResponse, 'graphql');
}
