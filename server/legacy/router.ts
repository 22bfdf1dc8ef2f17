// The /api router: match a documented path, run its stored operation in-process against the
// schema, reshape the result into `{ data, metadata }`. Errors follow the spec's catalogue.
import { readFileSync } from 'node:fs';
import {
  type DefinitionNode,
  type DocumentNode,
  type ExecutionResult,
  execute,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
  visit,
} from 'graphql';
import type { Context } from '../context.ts';
import {
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logUnavailable,
  logUnexpected,
} from '../shared/errors.ts';
import type { Viewer } from '../shared/reveal.ts';
import { echo, errorBody, LegacyError, type LegacyRoute, type LegacyTable } from './types.ts';

export { errorBody };

const METADATA_FRAGMENT = readFileSync(new URL('./metadata.graphql', import.meta.url), 'utf8');

interface CompiledRoute extends LegacyRoute {
  document: DocumentNode;
  run(context: Context, variables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
}

/** What a legacy call answers: the status, the JSON text, and whether it may be cached. */
export interface LegacyResult {
  status: number;
  body: string;
  headers?: Record<string, string>;
  cacheable: boolean;
}

const failure = (status: number, message: string, context?: string, headers?: Record<string, string>, code?: string): LegacyResult => ({
  status,
  body: JSON.stringify(code ? { ...errorBody(status, message, context), code } : errorBody(status, message, context)),
  headers,
  cacheable: false,
});

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
    const errors = validate(schema, full);
    if (errors.length) throw new Error(`Invalid stored operation: ${errors.map((e) => e.message).join('; ')}`);
    for (const route of table.routes) {
      const op = full.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === route.operation,
      );
      if (!op) throw new Error(`No stored operation ${route.operation} for ${route.path}`);
      // Keep the one operation and every fragment, so execute() needs no operationName.
      const document: DocumentNode = { ...full, definitions: full.definitions.filter((d) => d === op || d.kind === 'FragmentDefinition') };
      // Run by graphql-js, which hands every resolver of a list the same path objects: Pothos finds
      // the relations a list loaded with its rows by them, where a compiled executor's fresh paths
      // would make every nested list load row by row.
      const run = (contextValue: Context, variables: Record<string, unknown>) =>
        execute({ schema, document, variableValues: variables, contextValue });
      routes.set(`${route.method ?? 'GET'} ${route.path}`, { ...route, document, run });
    }
  }
  return routes;
}

export type LegacyHandler = (method: string, url: URL, body: string | undefined, viewer: Viewer) => Promise<LegacyResult>;

export function createLegacyHandler(schema: GraphQLSchema, tables: LegacyTable[]): LegacyHandler {
  const routes = compileLegacyTables(schema, tables);
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
      const contextValue: Context = { viewer, trusted: true };
      const result = await route.run(contextValue, variables);
      if (result.errors?.length) {
        const bad = result.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
        if (bad) throw new LegacyError(400, bad.message, route.context);
        // An entity the call names that does not exist (or that the viewer may not see): the field's own 404.
        const missing = result.errors.find((e) => e.extensions?.code === 'NOT_FOUND');
        if (missing) throw new LegacyError(404, missing.message, route.context);
        if (result.errors.some((e) => isDatabaseUnavailable(e.originalError))) {
          logUnavailable(result.errors[0].originalError, `${method} ${path}`);
          return unavailable(route.context);
        }
        for (const e of result.errors) logUnexpected(e.originalError ?? e, `${method} ${path}`);
        throw new LegacyError(500, 'Server is not responding the request', route.context);
      }
      const data = result.data ? route.reshape(result.data as Record<string, unknown>, variables) : null;
      if (data === null || data === undefined) throw new LegacyError(500, 'Server is not responding the request', route.context);
      const metadata = { lastUpdate: (result.data as { lastUpdate?: unknown }).lastUpdate ?? null };
      const text = JSON.stringify(route.envelope === false ? { ...(data as object), metadata } : { data, metadata });
      return { status: 200, body: text, cacheable: route.method !== 'POST' };
    } catch (e) {
      if (e instanceof LegacyError) return failure(e.status, e.message, e.context);
      if (isDatabaseUnavailable(e)) {
        logUnavailable(e, `${method} ${path}`);
        return unavailable(route.context);
      }
      logUnexpected(e, `${method} ${path}`);
      return failure(500, 'Server is not responding the request', route.context);
    }
  };
}
