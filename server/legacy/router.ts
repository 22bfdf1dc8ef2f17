// The /api router: match a documented path, read its parameters, run its stored operation through
// the execution handler (as /graphql runs the site's persisted operations: same limits, context and
// data version), and turn the GraphQL answer into `{ data, metadata }` or the spec's error body,
// in one place (legacyAnswer). Errors follow the spec's catalogue.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  validate,
  visit,
} from 'graphql';
import {
  type AnswerError,
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logUnavailable,
  logUnexpected,
  restFailure,
} from '../shared/errors.ts';
import type { Snapshot } from '../shared/snapshot.ts';
import { echo, errorBody, LegacyError, type LegacyRoute, type LegacyTable } from './types.ts';

export { errorBody };

const METADATA_FRAGMENT = readFileSync(new URL('./metadata.graphql', import.meta.url), 'utf8');

export interface CompiledRoute extends LegacyRoute {
  /** The operation with every fragment it spreads, validated. */
  document: DocumentNode;
  /** Its id among the stored operations, and its text, as the execution handler runs it. */
  id: string;
  text: string;
  mutation: boolean;
}

/** What the execution handler answers for a stored operation (execution/handler.ts's response, the part read here). */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  /** The answer as JSON text, or (run in process) the result itself. */
  body: string;
  result?: { data?: Record<string, unknown> | null; errors?: readonly AnswerError[] };
  /** Present when the answer may be cached (see ExecResponse). */
  cacheUntil?: number | null;
  /** The run compiled or parsed its document first (see ExecResponse). */
  cold?: boolean;
}

/** Runs a stored operation by id through the execution handler, for the request's viewer. */
export type RunStored = (route: CompiledRoute, variables: Record<string, unknown>, viewer: Snapshot) => Promise<StoredAnswer>;

/** What a legacy call answers: the status, the JSON text, and, when it may be cached, until when (see ExecResponse). */
export interface LegacyResult {
  status: number;
  body: string;
  headers?: Record<string, string>;
  cacheUntil?: number | null;
  /** The run compiled or parsed its document first. */
  cold?: boolean;
}

const failure = (status: number, message: string, context?: string, headers?: Record<string, string>, code?: string): LegacyResult => ({
  status,
  body: JSON.stringify(code ? { ...errorBody(status, message, context), code } : errorBody(status, message, context)),
  headers,
});

const INTERNAL = 'Server is not responding the request';

/** The database cannot be reached: a 503 with the code every other 503 of the API carries, and when to try again. */
const unavailable = (context: string) => failure(503, DATABASE_UNAVAILABLE_MESSAGE, context, { 'retry-after': '5' }, DATABASE_UNAVAILABLE);

/** The document with every fragment its definitions spread, directly or not, that it lacks. */
function withSpreadFragments(doc: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const have = new Set(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
  const added: FragmentDefinitionNode[] = [];
  const pending = [...doc.definitions];
  while (pending.length) {
    visit(pending.pop() as DefinitionNode, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !have.has(fragment.name.value)) {
          have.add(fragment.name.value);
          added.push(fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return { ...doc, definitions: [...doc.definitions, ...added] };
}

/** Validates and compiles every table against the schema once, at startup; an invalid stored operation fails there. */
export function compileLegacyTables(schema: GraphQLSchema, tables: LegacyTable[]): Map<string, CompiledRoute> {
  const routes = new Map<string, CompiledRoute>();
  const parsed = tables.map((table) => parse(table.document));
  // A stored operation may spread a fragment of another table's document (the home page's uses the
  // characters', prayers' and updates' forms) or the shared metadata: fragments are one namespace.
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of [...parsed.flatMap((doc) => doc.definitions), ...parse(METADATA_FRAGMENT).definitions]) {
    if (d.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(d.name.value)) fragments.set(d.name.value, d);
  }
  for (const [i, table] of tables.entries()) {
    const full = withSpreadFragments(parsed[i], fragments);
    const own = new Map(full.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    for (const route of table.routes) {
      const op = full.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === route.operation,
      );
      if (!op) throw new Error(`No stored operation ${route.operation} for ${route.path}`);
      // Keep the one operation and the fragments it spreads: a document of its own, valid alone.
      const document = withSpreadFragments({ kind: Kind.DOCUMENT, definitions: [op] }, own);
      const alone = validate(schema, document);
      if (alone.length) throw new Error(`Invalid stored operation ${route.operation}: ${alone.map((e) => e.message).join('; ')}`);
      // Run like any document: compiled from its second run when no field loads a relation
      // through the Prisma loader, else interpreted (execution/compiled.ts says why).
      const text = print(document);
      const id = createHash('sha256').update(text).digest('hex');
      routes.set(`${route.method ?? 'GET'} ${route.path}`, { ...route, document, id, text, mutation: op.operation === 'mutation' });
    }
  }
  return routes;
}

/** The stored operations' texts by id, for the GraphQL server to run them as it runs the site's persisted ones. */
export function storedOperations(routes: ReadonlyMap<string, CompiledRoute>): Map<string, string> {
  return new Map([...routes.values()].map((r) => [r.id, r.text]));
}

/**
 * The legacy answer for the GraphQL answer of a route's stored operation: the reshaped data with
 * its metadata, or the catalogue's error for the answer's errors (by their codes, shared/errors.ts).
 */
function legacyAnswer(route: CompiledRoute, variables: Record<string, unknown>, answer: StoredAnswer): LegacyResult {
  const result = answer.result ?? (JSON.parse(answer.body) as { data?: Record<string, unknown> | null; errors?: AnswerError[] });
  if (result.errors?.length) {
    const failed = restFailure(result.errors);
    if (!failed) return failure(500, INTERNAL, route.context);
    if (failed.status === 503) return unavailable(route.context);
    return failure(failed.status, failed.message, route.context);
  }
  if (!result.data) return failure(500, INTERNAL, route.context);
  const data = route.reshape(result.data, variables);
  if (data === null || data === undefined) return failure(500, INTERNAL, route.context);
  const metadata = { lastUpdate: result.data.lastUpdate ?? null };
  const text = JSON.stringify(route.envelope === false ? { ...(data as object), metadata } : { data, metadata });
  return {
    status: 200,
    body: text,
    cacheUntil: route.method !== 'POST' && answer.status === 200 ? answer.cacheUntil : undefined,
    cold: answer.cold,
  };
}

export type LegacyHandler = (method: string, url: URL, body: string | undefined, viewer: Snapshot) => Promise<LegacyResult>;

export function createLegacyHandler(routes: ReadonlyMap<string, CompiledRoute>, run: RunStored): LegacyHandler {
  const paths = new Map<string, string[]>();
  // A GET path answers HEAD too (a GET without its body).
  for (const r of routes.values()) {
    const method = r.method ?? 'GET';
    paths.set(r.path, [...(paths.get(r.path) ?? []), ...(method === 'GET' ? ['GET', 'HEAD'] : [method])]);
  }

  return async function handleLegacy(method, url, body, viewer) {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const route = routes.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
    if (!route) {
      const allowed = paths.get(path);
      if (allowed) return failure(405, `Method ${method} is not allowed on ${path}`, undefined, { allow: allowed.join(', ') });
      return failure(404, `Page not found: ${echo(path)}`);
    }
    try {
      let parsed: unknown;
      if (route.method === 'POST') {
        try {
          parsed = JSON.parse(body ?? '');
        } catch {
          throw new LegacyError(400, 'The request body must be JSON');
        }
      }
      const variables = route.variables?.(url.searchParams, parsed) ?? {};
      return legacyAnswer(route, variables, await run(route, variables, viewer));
    } catch (e) {
      if (e instanceof LegacyError) return failure(e.status, e.message, e.context);
      if (isDatabaseUnavailable(e)) {
        logUnavailable(e, `${method} ${path}`);
        return unavailable(route.context);
      }
      logUnexpected(e, `${method} ${path}`);
      return failure(500, INTERNAL, route.context);
    }
  };
}
