// The GraphQL server: yoga over the Pothos schema, with the limits every request passes, the
// site's persisted operations and error codes on every error.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { type DefinitionNode, type DocumentNode, type ExecutionResult, GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Context, SuggestionAllowance } from '../context.ts';
import type { CompiledRoute, StoredAnswer } from '../legacy/router.ts';
import { schema } from '../schema.ts';
import { maskError, useErrorCodes } from '../shared/errors.ts';
import { yogaLogging } from '../shared/log.ts';
import { readSpoilerSwitch } from '../shared/reveal.ts';
import { type Snapshot, takeSnapshot } from '../shared/snapshot.ts';
import { compiledExecutionEnabled, useCompiledExecution } from './compiled.ts';
import { useRequestLimits } from './limits.ts';
import { loadPersistedOperations } from './persistedOperations.ts';

/** What the HTTP edge hands to yoga with each request. */
export interface ServerContext {
  viewer?: Snapshot;
  trusted?: boolean;
  /** The client's address key, for a mutation. */
  client?: string;
  /** The address's allowance of suggestions, counted by the edge. */
  suggestionAllowance?: SuggestionAllowance;
  /** Set when the request runs in a light execution slot (see limits.ts). */
  priceLimit?: number;
  /**
   * Set by the execution: whether the answer may be cached, was deferred to a heavy slot unrun, or
   * was cold (this thread parsed and validated its document for it).
   */
  outcome?: { cacheable: boolean; deferred?: boolean; cold?: boolean };
}

/** The documents this thread has parsed (kept while its document cache keeps them). */
const parsedDocuments = new WeakSet<DocumentNode>();

/** Text of the documents whose parse (or parse error) is kept, per execution thread. */
const DOCUMENT_CACHE_CHARS = 256_000;

const persistedId = (params: { extensions?: Record<string, unknown> }) => {
  const pq = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof pq?.sha256Hash === 'string' ? pq.sha256Hash : null;
};

/** Marks persisted operations as trusted, and records whether an answer may be cached. */
function useOutcome(): Plugin<Context & ServerContext> {
  return {
    onParams({ params, context }) {
      if (!params.query && persistedId(params)) (context as ServerContext).trusted = true;
    },
    onParse({ context }) {
      return ({ result }) => {
        // A document from the cache is the object parsed before; a new object was parsed now.
        if (!result || result instanceof Error || parsedDocuments.has(result)) return;
        parsedDocuments.add(result);
        const outcome = (context as ServerContext).outcome;
        if (outcome) outcome.cold = true;
      };
    },
    onExecute({ args }) {
      const ctx = args.contextValue as ServerContext;
      const operation = (args.document.definitions as readonly DefinitionNode[]).find(
        (d) => d.kind === 'OperationDefinition' && (!args.operationName || d.name?.value === args.operationName),
      );
      return {
        onExecuteDone({ result }) {
          if (!ctx.outcome) return;
          const isQuery = operation?.kind === 'OperationDefinition' && operation.operation === 'query';
          ctx.outcome.cacheable = isQuery && !('errors' in result && result.errors?.length) && !(ctx as Context & ServerContext).fresh;
        },
      };
    },
  };
}

/**
 * The door of subscriptions (server/http/subscriptions.ts) runs nothing else: a query or a
 * mutation sent with Accept: text/event-stream is answered with an error naming the right way.
 */
function subscriptionsOnly(): Plugin<Context & ServerContext> {
  return {
    onExecute({ setResultAndStopExecution }) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            'Only subscriptions are sent as events: send queries and mutations to /graphql without Accept: text/event-stream.',
            {
              extensions: { code: 'BAD_REQUEST' },
            },
          ),
        ],
      });
    },
  };
}

/**
 * The GraphQL server. `stored` adds operations of the server's own by id (the `/api` paths'), run
 * like the site's persisted ones; `compiled` runs documents compiled where they may be
 * (compiled.ts; by default unless COMPILED_EXECUTION=off); `live` makes the door of subscriptions.
 */
export function createYogaApp(
  dev = false,
  stored: ReadonlyMap<string, string> = new Map(),
  options: { compiled?: boolean; live?: boolean } = {},
): YogaServerInstance<ServerContext, Context> {
  const persisted = loadPersistedOperations();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // The edge decides the viewer for each request; a bare call (tests, tools in process) reads
    // the same `jpContent` parameter from the URL.
    context: async ({ request, viewer, trusted, client, suggestionAllowance }) => ({
      viewer: viewer ?? (await takeSnapshot(readSpoilerSwitch(new URL(request.url).searchParams))),
      trusted: trusted ?? false,
      ...(client ? { client } : {}),
      ...(suggestionAllowance ? { suggestionAllowance } : {}),
    }),
    maskedErrors: { maskError: (error, message) => maskError(error, message, dev) },
    // Parsed documents are kept by the bytes of their text, not their number: a thousand documents
    // of 5,000 tokens would otherwise hold hundreds of megabytes of syntax trees.
    parserAndValidationCache: {
      documentCache: new LRUCache<string, DocumentNode>({
        maxSize: DOCUMENT_CACHE_CHARS,
        sizeCalculation: (_doc, text) => text.length + 1,
      }),
      errorCache: new LRUCache<string, Error>({ maxSize: DOCUMENT_CACHE_CHARS, sizeCalculation: (_error, text) => text.length + 1 }),
    },
    // The edge reads every body under its own limit before a request gets here (http/body.ts,
    // MAX_BODY_BYTES; the door of subscriptions refuses a body without a length within it): yoga's
    // own limit would pipe each body through a counting stream again.
    maxRequestBodySize: false,
    // GraphiQL is a static page of the edge (http/graphiql.ts).
    graphiql: false,
    // CORS is answered at the HTTP edge, the same for /graphql and /api.
    cors: false,
    landingPage: false,
    // maskError logs unexpected errors with their stack; client errors (GraphQLErrors) are not logged.
    logging: yogaLogging(dev),
    plugins: [
      useErrorCodes<Context & ServerContext>(),
      useOutcome(),
      usePersistedOperations({
        allowArbitraryOperations: true,
        extractPersistedOperationId: persistedId,
        getPersistedOperation: (id) => persisted.get(id) ?? stored.get(id) ?? null,
        customErrors: {
          notFound: { message: 'Unknown persisted operation id', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
          keyNotFound: {
            message: 'Send a query, or the id of a persisted operation',
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          },
        },
      }),
      // Hostile documents (deep nesting, alias floods, huge token counts) are refused before they run.
      EnvelopArmorPlugin({
        // 13: the deepest of the site's own operations (a prayer list card's rate-up Friend's portrait).
        maxDepth: { n: 13, ignoreIntrospection: true },
        maxAliases: { n: 30, allowList: [] },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5000 },
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: false },
      }),
      useRequestLimits(),
      ...(options.live ? [subscriptionsOnly()] : []),
      useCompiledExecution({
        enabled: options.compiled ?? compiledExecutionEnabled(),
        // A run that compiled its document is cold, like one that parsed it: the scheduler does not
        // learn the kind's time from it.
        onCompile: (contextValue) => {
          const outcome = (contextValue as ServerContext).outcome;
          if (outcome) outcome.cold = true;
        },
      }),
    ],
  });
}

/**
 * Runs one of the server's stored queries (an /api path's) in process, through the same plugins as
 * any operation (the limits, the error codes and masking, the outcome), without an HTTP request
 * and answer around it: the document was parsed and validated when the paths were compiled, and
 * the answer is the result itself, not JSON text to be parsed back.
 */
export async function runStoredQuery(
  yoga: YogaServerInstance<ServerContext, Context>,
  route: Pick<CompiledRoute, 'document' | 'operation'>,
  variables: Record<string, unknown>,
  viewer: Snapshot,
): Promise<StoredAnswer> {
  const initial: ServerContext = { viewer, trusted: true, outcome: { cacheable: false } };
  const { execute, contextFactory, schema: runSchema } = yoga.getEnveloped(initial);
  const contextValue = (await contextFactory()) as Context & ServerContext;
  const result = (await execute({
    schema: runSchema,
    document: route.document,
    variableValues: variables,
    operationName: route.operation,
    contextValue,
  })) as ExecutionResult<Record<string, unknown>>;
  const ok = !result.errors?.length;
  return {
    status: ok ? 200 : 500,
    headers: {},
    body: '',
    result: result as StoredAnswer['result'],
    cacheUntil: ok && contextValue.outcome?.cacheable ? viewer.until : undefined,
    cold: contextValue.outcome?.cold,
  };
}
