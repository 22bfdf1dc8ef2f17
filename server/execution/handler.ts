// Answers one /graphql or /api request, wherever it runs (an execution worker, or in process):
// decides the viewer from the request's spoiler switch, runs the operation through yoga (an /api
// path's stored operation as a persisted one) and says whether the answer may be cached, and until
// when.

import type { SuggestionAllowance } from '../context.ts';
import { renderSync } from '../export/sync.ts';
import { renderFeed } from '../feeds.ts';
import { compileLegacyTables, createLegacyHandler, errorBody, type RunStored, storedOperations } from '../legacy/router.ts';
import type { LegacyTable } from '../legacy/types.ts';
import { legacyTables } from '../legacyTables.ts';
import { createPageRenderer, DEFAULT_PUBLIC_URL, listedPaths } from '../pages/render.ts';
import { schema } from '../schema.ts';
import { persistedQueryBody } from '../shared/pageContract.ts';
import { readSpoilerSwitch } from '../shared/reveal.ts';
import { type Snapshot, takeSnapshot } from '../shared/snapshot.ts';
import { createSitemapRenderer } from '../sitemap/sitemap.ts';
import type { ChargeSuggestions } from './edgeCalls.ts';
import { createYogaApp, runStoredQuery, type ServerContext } from './yoga.ts';

export interface ExecRequest {
  method: string;
  /** Path and query string, e.g. /api/characters/modal?id=l1-reimu. */
  url: string;
  /** The headers execution reads: accept and content-type. */
  headers: Record<string, string>;
  body?: string;
  /** The data version the edge read for this request (answers are cached under it). */
  dataVersion: number;
  /** The instant (ms) the request is answered at, when it is part of a larger answer (a page's queries share one); else the clock's. */
  at?: number;
  /** Runs in a light slot: a tool author's document priced above this is not run but deferred. */
  priceLimit?: number;
  /** A page of the site to render (`url` is its path), for a visitor with this settings cookie. */
  page?: { cookie: string };
  /** The sitemap, or one of its parts (`url` is its path). */
  sitemap?: true;
  /** A feed or calendar (`url` is its path, with the spoiler switch in its query). */
  feed?: true;
  /** The sync for tools (`url` is its path and query: server/export/sync.ts). */
  sync?: true;
  /** The client's address key (rateLimit.ts `clientKey`), sent with a POST: a mutation may count per address. */
  client?: string;
}

export interface ExecResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * Present when the answer may be cached: the instant (ms) at which it may change because a
   * reveal, release, start or end in the data passes; null when nothing in the data is still to
   * come. The data version keys it otherwise.
   */
  cacheUntil?: number | null;
  /** Not run: priced above the light slot's limit, to be run in a heavy slot. */
  deferred?: boolean;
  /** The run parsed and validated its document first: its time says little of the next run's. */
  cold?: boolean;
}

export type RequestHandler = (request: ExecRequest) => Promise<ExecResponse>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers past this size are refused: the node limit keeps tool authors far below it. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** Whether a GraphQL answer carries errors and no data. */
function isRequestError(body: string): boolean {
  if (!body.startsWith('{"errors"')) return false;
  try {
    return !('data' in JSON.parse(body));
  } catch {
    return false;
  }
}

/** The allowance of suggestions of a request's address, counted by the edge; none without an address. */
function suggestionAllowance(client: string | undefined, charge: ChargeSuggestions | undefined): SuggestionAllowance | undefined {
  if (!client || !charge) return undefined;
  return { charge: async (count) => charge(client, count) };
}

/** A request refused whole (as the edge refuses one before execution): its status, Retry-After and GraphQL error. */
function refusalAnswer(refused: NonNullable<SuggestionAllowance['refused']>): ExecResponse {
  return {
    status: refused.status,
    headers: { 'content-type': JSON_TYPE, 'retry-after': String(refused.retryAfter) },
    body: JSON.stringify({ errors: [{ message: refused.message, extensions: { code: refused.code } }] }),
  };
}

/** Yoga answers a subscription asked for as JSON with an empty 406: this says how to ask. */
const SUBSCRIPTION_AS_JSON: ExecResponse = {
  status: 406,
  headers: { 'content-type': JSON_TYPE },
  body: JSON.stringify({
    errors: [
      {
        message: 'A subscription is a stream of events: ask for it with Accept: text/event-stream.',
        extensions: { code: 'NOT_ACCEPTABLE' },
      },
    ],
  }),
};

const GRAPHQL_URL = new URL('http://localhost/graphql');
/** The headers a stored operation is run with, as the site's pages run theirs. */
const STORED_HEADERS = { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' };

/** What a request handler is made with. */
export interface HandlerOptions {
  dev?: boolean;
  now?: () => number;
  clientDist?: string;
  publicUrl?: string;
  imagesDir?: string;
  /** The /api paths (by default every domain's). */
  legacyTables?: LegacyTable[];
  /** Counts an address's suggestions with the edge's counters (none are counted without it). */
  chargeSuggestions?: ChargeSuggestions;
}

export function createRequestHandler(options: HandlerOptions = {}): RequestHandler {
  const clock = options.now ?? Date.now;
  // The /api paths' operations, compiled once, are stored operations of the one GraphQL server.
  const legacyRoutes = compileLegacyTables(schema, options.legacyTables ?? legacyTables);
  const yoga = createYogaApp(options.dev, storedOperations(legacyRoutes));
  // An /api path's stored query runs in process through yoga's plugins, for the request's viewer:
  // its answer is the result itself, which the path reshapes, rather than JSON text to parse
  // back. A stored mutation is POSTed by persisted id through the execution below.
  const runStored: RunStored = (route, variables, viewer) =>
    route.mutation
      ? execute(GRAPHQL_URL, { method: 'POST', headers: STORED_HEADERS, body: persistedQueryBody(route.id, variables) }, viewer)
      : runStoredQuery(yoga, route, variables, viewer);
  const legacy = createLegacyHandler(legacyRoutes, runStored);
  const pages = options.clientDist
    ? createPageRenderer({
        clientDist: options.clientDist,
        handle: (r) => handle(r),
        now: clock,
        publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
        imagesDir: options.imagesDir,
      })
    : undefined;
  const sitemaps = createSitemapRenderer({
    listedPaths: () => listedPaths(options.clientDist),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    now: clock,
  });

  const handle: RequestHandler = async (request) => {
    if (request.sitemap) return sitemaps(request);
    if (request.page) {
      if (!pages) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Pages are not rendered here.' };
      return pages(request);
    }
    const url = new URL(request.url, 'http://localhost');
    const lower = url.pathname.toLowerCase();
    const isApi = lower === '/api' || lower.startsWith('/api/');
    let jpContent: boolean;
    try {
      jpContent = readSpoilerSwitch(url.searchParams);
    } catch (e) {
      const message = (e as Error).message;
      if (request.feed) return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: message };
      const body = isApi || request.sync ? errorBody(400, message) : { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
      return { status: 400, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
    }
    // What the answer depends on, taken once: every decision of the request and the answer's lifetime follow from it.
    const viewer = await takeSnapshot(jpContent, new Date(request.at ?? clock()), request.dataVersion);
    if (request.feed) {
      const answer = await renderFeed(url.pathname, viewer, options.publicUrl ?? DEFAULT_PUBLIC_URL);
      return { ...answer, cacheUntil: answer.status === 200 ? answer.cacheUntil : undefined };
    }
    if (request.sync) return renderSync(url, viewer);
    if (isApi) {
      const result = await legacy(request.method, url, request.body, viewer);
      return {
        status: result.status,
        headers: { 'content-type': JSON_TYPE, ...result.headers },
        body: result.body,
        cacheUntil: result.status === 200 ? result.cacheUntil : undefined,
        cold: result.cold,
      };
    }
    return execute(url, request, viewer);
  };

  /** Runs a /graphql request (or a stored operation) for the viewer: yoga with its limits, the answer's status and lifetime. */
  async function execute(
    url: URL,
    request: Pick<ExecRequest, 'method' | 'headers' | 'body' | 'priceLimit' | 'client'>,
    viewer: Snapshot,
  ): Promise<ExecResponse> {
    const allowance = suggestionAllowance(request.client, options.chargeSuggestions);
    const context: ServerContext = {
      viewer,
      trusted: false,
      priceLimit: request.priceLimit,
      outcome: { cacheable: false },
      ...(request.client ? { client: request.client } : {}),
      ...(allowance ? { suggestionAllowance: allowance } : {}),
    };
    const response = await yoga.fetch(
      `http://localhost${url.pathname}${url.search}`,
      {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      },
      context,
    );
    const body = await response.text();
    if (response.status === 406 && !body) return SUBSCRIPTION_AS_JSON;
    // The filing code refused the operation's suggestions (server/suggestions/filing.ts): a resolver
    // cannot set the status of the answer, so the request is answered here with the refusal it reported.
    if (allowance?.refused) return refusalAnswer(allowance.refused);
    if (context.outcome?.deferred) return { status: 0, headers: {} as Record<string, string>, body: '', deferred: true };
    if (body.length > MAX_RESPONSE_BYTES) {
      const message = `The answer would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; ask for fewer items.`;
      return {
        status: 400,
        headers: { 'content-type': JSON_TYPE },
        body: JSON.stringify({ errors: [{ message, extensions: { code: 'RESPONSE_TOO_LARGE' } }] }),
      };
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') headers[key] = value;
    });
    // An answer without data is about the request itself (it could not be parsed, validated or
    // given its variables): a 400 whatever the Accept header, where yoga would answer 200 to an
    // `application/json` client.
    const cold = context.outcome?.cold;
    if (response.status === 200 && isRequestError(body)) return { status: 400, headers, body, cold };
    const cacheable = response.status === 200 && !!context.outcome?.cacheable;
    return { status: response.status, headers, body, cacheUntil: cacheable ? viewer.until : undefined, cold };
  }
  return handle;
}
