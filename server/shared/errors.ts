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
