// The masking rule: expected errors reach clients with a code; anything else is replaced by a
// generic message carrying INTERNAL_SERVER_ERROR and logged with its stack.
import { GraphQLError } from 'graphql';

// By name, not instanceof: graphql-js can be loaded twice (its CommonJS and ESM builds), and
// errors from one copy are not instances of the other's class.
const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

/** The same error with `extensions.code` set (kept when it has one), and the HTTP status it answers with. */
export function withCode(error: Error, code: string, status?: number): GraphQLError {
  const http = status ? { http: { status } } : {};
  if (isGraphQLError(error)) {
    if (error.extensions?.code && (!status || (error.extensions.http as { status?: number } | undefined)?.status)) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: { code, ...error.extensions, ...http },
    });
  }
  return new GraphQLError(error.message, { extensions: { code, ...http } });
}

/** The code and words of an answer the database could not give because it cannot be reached. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached at the moment; try again in a few seconds.';

/** Prisma's codes for a database it cannot reach, lost, or has no connection for in time. */
const UNREACHABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapters' kinds of the same. */
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** PostgreSQL's (shutting down, starting up, connection failures) and the system's. */
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** Whether an error, or one it wraps, says the database cannot be reached (not that the request was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; originalError?: unknown };
  if (typeof e.code === 'string' && (UNREACHABLE_PRISMA.has(e.code) || UNREACHABLE_CODES.has(e.code))) return true;
  if (typeof e.kind === 'string' && UNREACHABLE_KINDS.has(e.kind)) return true;
  return [e.cause, e.meta?.driverAdapterError, e.originalError].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

let lastUnavailableLog = 0;
/** Says the database cannot be reached, at most once every 10 s (a load would repeat it thousands of times). */
export function logUnavailable(error: unknown, where: string): void {
  const now = Date.now();
  if (now - lastUnavailableLog < 10_000) return;
  lastUnavailableLog = now;
  console.error(
    `[${new Date(now).toISOString()}] the database cannot be reached (${where}): ${(error as Error)?.message?.split('\n').find(Boolean) ?? error}`,
  );
}

/** Errors the client caused, thrown by our own code or by input validation, by class name. */
const CLIENT_ERRORS = new Set(['PothosValidationError']);

/** Logs an unexpected error with its stack, once, where the operator can see it. */
export function logUnexpected(error: unknown, where: string): void {
  console.error(`[${new Date().toISOString()}] unexpected error in ${where}:`, error);
}

/**
 * Errors from parsing, validation and variable coercion reach clients with their code (a client
 * error without one gets BAD_USER_INPUT); input validation of our own (a malformed global ID or
 * cursor) becomes BAD_USER_INPUT; anything else is logged and masked.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  if (isGraphQLError(error)) {
    const original = error.originalError;
    if (!original || isGraphQLError(original)) {
      if (original && isGraphQLError(original) && original.extensions?.code) return original;
      // Without a path the error is about the request itself (parse, validation, limits): a 400.
      return withCode(error, 'BAD_USER_INPUT', error.path ? undefined : 400);
    }
    if (CLIENT_ERRORS.has(original.name)) {
      return new GraphQLError(original.message, { nodes: error.nodes, path: error.path, extensions: { code: 'BAD_USER_INPUT' } });
    }
    if (isDatabaseUnavailable(original)) {
      logUnavailable(original, `GraphQL ${error.path?.join('.') ?? 'request'}`);
      return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: DATABASE_UNAVAILABLE, http: { status: 503, headers: { 'retry-after': '5' } } },
      });
    }
    logUnexpected(original, `GraphQL ${error.path?.join('.') ?? 'request'}`);
    return new GraphQLError(message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(isDev ? { detail: original.message } : {}) },
    });
  }
  logUnexpected(error, 'GraphQL request');
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
