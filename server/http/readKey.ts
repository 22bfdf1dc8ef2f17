// What a /graphql or /api request is, as far as the edge must know before executing it: which
// representation it asks for, the response cache key of its answer, and the kind of request its
// run time is learned by (for the fair scheduler).
//
// A key holds only what selects the answer, so two requests that get the same bytes share one
// entry whatever else their URL carries:
// - /api: the route and the variables its stored operation runs with (read by the route's own
//   function: `?id=a&x=1` and `?id=a` are one entry; a parameter the route does not read is not
//   in the key);
// - GraphQL GET: `query`, `variables`, `operationName` and `extensions`;
// - GraphQL POST: the JSON body;
// - all: the spoiler switch, read as the execution reads it, and for GraphQL the negotiated media
//   type (never the raw Accept header), which is also the only Accept handed to execution, so the
//   answer stored under a key is always the representation the key names.
import { createHash } from 'node:crypto';
import Negotiator from 'negotiator';
import { isPersistedMutation } from '../execution/persistedOperations.ts';
import type { LegacyRoute } from '../legacy/types.ts';
import { legacyTables } from '../legacyTables.ts';
import { readSpoilerSwitch, SPOILER_PARAM } from '../shared/reveal.ts';

export type GraphQLMediaType = 'application/graphql-response+json' | 'application/json';
const GRAPHQL_TYPES: GraphQLMediaType[] = ['application/graphql-response+json', 'application/json'];
const HTML = 'text/html';

/** Documented GET routes by path, for reading their variables at the edge. */
const API_ROUTES = new Map<string, LegacyRoute>(
  legacyTables.flatMap((t) => t.routes.filter((r) => (r.method ?? 'GET') === 'GET').map((r) => [r.path, r] as const)),
);

/** A POST body up to this length is its own key; a longer one is keyed by its hash. */
const BODY_KEY_MAX = 4096;

export type Read =
  /** GraphiQL's page (a browser asking /graphql for HTML). */
  | { kind: 'graphiql' }
  /** Refused before execution. */
  | { kind: 'refused'; status: number; code: string; message: string }
  /** Executed (or answered from the cache when `key` is set and an entry is live). */
  | {
      kind: 'execute';
      /** Cache key without the data version; null when the answer is never cached. */
      key: string | null;
      /** The Accept header execution sees. */
      accept: string;
      /** What the request's run time is learned by (computed only when it executes). */
      learnAs: () => string;
    };

/**
 * Whether a POST body may run a mutation: its text names one, or it sends the id of one of the
 * site's persisted mutations. Such a request has no key: it runs for its own client, so the same
 * suggestion sent at once from two addresses is counted twice, never answered by one shared run.
 */
function mayMutate(body: string | undefined): boolean {
  if (!body) return false;
  if (/\bmutation\b/.test(body)) return true;
  const id = /"sha256Hash"\s*:\s*"([0-9a-f]{64})"/.exec(body)?.[1];
  return id !== undefined && isPersistedMutation(id);
}

/** The media type a GraphQL request gets: a JSON type, GraphiQL's HTML, or null when it accepts none. */
export function graphqlMediaType(accept: string | undefined): GraphQLMediaType | typeof HTML | null {
  // No preference: the JSON every GraphQL client reads.
  if (!accept || accept === '*/*') return 'application/json';
  return (
    (new Negotiator({ headers: { accept } }).mediaType([...GRAPHQL_TYPES, HTML]) as GraphQLMediaType | typeof HTML | undefined) ?? null
  );
}

/** The spoiler switch as the key holds it; null when it is malformed (execution answers the 400). */
function spoilerKey(search: URLSearchParams): string | null {
  if (!search.has(SPOILER_PARAM)) return '0';
  try {
    return readSpoilerSwitch(search) ? '1' : '0';
  } catch {
    return null;
  }
}

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The variables of a documented GET route, as its stored operation would run with them; null when the path or a parameter is not valid. */
function apiVariables(path: string, search: URLSearchParams): { path: string; variables: string } | null {
  const route = API_ROUTES.get(path.replace(/\/+$/, ''));
  if (!route) return null;
  try {
    return { path: route.path, variables: JSON.stringify(route.variables?.(search) ?? {}) };
  } catch {
    return null;
  }
}

export function describeRead(options: {
  method: string;
  path: string;
  query: string;
  isGraphQL: boolean;
  accept: string | undefined;
  contentType: string | undefined;
  body: string | undefined;
}): Read {
  const { method, path, isGraphQL, body } = options;
  const search = new URLSearchParams(options.query);
  const spoiler = spoilerKey(search);
  const readMethod = method === 'HEAD' ? 'GET' : method;

  if (!isGraphQL) {
    const accept = options.accept ?? '';
    if (readMethod !== 'GET') return { kind: 'execute', key: null, accept, learnAs: () => `api ${readMethod} ${path}` };
    const api = apiVariables(path, search);
    return {
      kind: 'execute',
      key: api && spoiler ? `api|${api.path}|${spoiler}|${api.variables}` : null,
      accept,
      learnAs: () => `api GET ${api?.path ?? path}`,
    };
  }

  const media = graphqlMediaType(options.accept);
  if (media === HTML && readMethod === 'GET') return { kind: 'graphiql' };
  if (media === null || media === HTML) {
    return {
      kind: 'refused',
      status: 406,
      code: 'NOT_ACCEPTABLE',
      message: `GraphQL answers are ${GRAPHQL_TYPES.join(' or ')}; the Accept header allows neither.`,
    };
  }
  if (readMethod === 'POST') {
    const type = (options.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      return {
        kind: 'refused',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'A GraphQL POST body must be JSON (Content-Type: application/json).',
      };
    }
    const bodyKey = !body ? '' : body.length <= BODY_KEY_MAX ? body : hash(body);
    return {
      kind: 'execute',
      key: spoiler && !mayMutate(body) ? `graphql|POST|${media}|${spoiler}|${bodyKey}` : null,
      accept: media,
      learnAs: () => `graphql ${hash(body ?? '')}`,
    };
  }
  if (readMethod !== 'GET') return { kind: 'execute', key: null, accept: media, learnAs: () => `graphql ${readMethod}` };
  const params: string[] = [];
  for (const name of ['query', 'variables', 'operationName', 'extensions']) {
    const values = search.getAll(name);
    // A repeated parameter is ambiguous: executed as sent, never cached.
    if (values.length > 1) return { kind: 'execute', key: null, accept: media, learnAs: () => `graphql ${hash(options.query)}` };
    params.push(values[0] ?? '');
  }
  const [query, variables, operationName, extensions] = params;
  return {
    kind: 'execute',
    key: spoiler ? `graphql|GET|${media}|${spoiler}|${JSON.stringify(params)}` : null,
    accept: media,
    // The site's persisted operations are learned by their id, a tool author's document by its text and variables.
    learnAs: () => {
      const persisted = !query && /"sha256Hash"\s*:\s*"([0-9a-f]{64})"/.exec(extensions)?.[1];
      return persisted ? `persisted ${persisted}` : `graphql ${hash(`${query}|${variables}|${operationName}`)}`;
    },
  };
}
