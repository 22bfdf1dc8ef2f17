// The /api router: match a documented path, run its stored operation in-process against the
// schema, reshape the result into `{ data, metadata }`. Errors follow the spec's catalogue.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DocumentNode, execute, type GraphQLSchema, type OperationDefinitionNode, parse, validate } from 'graphql';
import { createContext } from '../context.ts';
import { LegacyError, type LegacyRoute, type LegacyTable } from './types.ts';

const METADATA_FRAGMENT = readFileSync(new URL('./metadata.graphql', import.meta.url), 'utf8');

interface CompiledRoute extends LegacyRoute {
  document: DocumentNode;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Page Not Found!',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

export function errorBody(status: number, message: string, context?: string) {
  return {
    error: true,
    statusCode: status,
    statusMessage: STATUS_MESSAGES[status] ?? 'Internal Server Error',
    message,
    ...(context ? { context } : {}),
  };
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Compiles every table against the schema; an invalid stored operation fails at startup. */
export function compileLegacyTables(schema: GraphQLSchema, tables: LegacyTable[]): Map<string, CompiledRoute> {
  const routes = new Map<string, CompiledRoute>();
  for (const table of tables) {
    const full = parse(`${table.document}\n${METADATA_FRAGMENT}`);
    const errors = validate(schema, full);
    if (errors.length) throw new Error(`Invalid stored operation: ${errors.map((e) => e.message).join('; ')}`);
    for (const route of table.routes) {
      const op = full.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === route.operation,
      );
      if (!op) throw new Error(`No stored operation ${route.operation} for ${route.path}`);
      // Keep the one operation and every fragment, so execute() needs no operationName.
      const document: DocumentNode = { ...full, definitions: full.definitions.filter((d) => d === op || d.kind === 'FragmentDefinition') };
      routes.set(`${route.method ?? 'GET'} ${route.path}`, { ...route, document });
    }
  }
  return routes;
}

export function createLegacyHandler(schema: GraphQLSchema, tables: LegacyTable[]) {
  const routes = compileLegacyTables(schema, tables);
  const paths = new Set([...routes.values()].map((r) => r.path));

  return async function handleLegacy(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const route = routes.get(`${request.method === 'HEAD' ? 'GET' : request.method} ${path}`);
    if (!route) {
      if (paths.has(path)) return json(errorBody(405, `Method ${request.method} is not allowed on ${path}`), 405, { allow: 'GET' });
      return json(errorBody(404, `Page not found: ${path}`), 404);
    }
    try {
      let body: unknown;
      if (route.method === 'POST') {
        try {
          body = await request.json();
        } catch {
          throw new LegacyError(400, 'The request body must be JSON');
        }
      }
      const variables = route.variables?.(url.searchParams, body) ?? {};
      const result = await execute({ schema, document: route.document, variableValues: variables, contextValue: createContext(request) });
      if (result.errors?.length) {
        const notFound = result.errors.find((e) => e.extensions?.code === 'NOT_FOUND');
        if (notFound) throw new LegacyError(404, notFound.message, route.context);
        const bad = result.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
        if (bad) throw new LegacyError(400, bad.message, route.context);
        for (const e of result.errors) console.error(e.originalError ?? e);
        throw new LegacyError(500, 'Server is not responding the request', route.context);
      }
      const data = result.data ? route.reshape(result.data as Record<string, unknown>, variables) : null;
      if (data === null || data === undefined) throw new LegacyError(500, 'Server is not responding the request', route.context);
      const text = JSON.stringify({ data, metadata: { lastUpdate: (result.data as { lastUpdate?: unknown }).lastUpdate ?? null } });
      const etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
      const headers = { 'content-type': 'application/json; charset=utf-8', etag, 'cache-control': 'public, max-age=60' };
      if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      return new Response(request.method === 'HEAD' ? null : text, { status: 200, headers });
    } catch (e) {
      if (e instanceof LegacyError) return json(errorBody(e.status, e.message, e.context), e.status);
      console.error(e);
      return json(errorBody(500, 'Server is not responding the request', route.context), 500);
    }
  };
}
