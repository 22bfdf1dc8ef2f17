// Error types and the masking rule: expected errors reach clients with a code; anything else is
// replaced by a generic message carrying INTERNAL_SERVER_ERROR and logged.
import { GraphQLError } from 'graphql';

export class NotFoundError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'NOT_FOUND', http: { status: 404 } } });
  }
}

export class BadInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

// By name, not instanceof: graphql-js can be loaded twice (its CommonJS and ESM builds), and
// errors from one copy are not instances of the other's class.
const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

/**
 * Errors from parsing, validation and our own NotFound/BadInput reach clients as they are; Pothos
 * input validation (such as a malformed global ID) becomes BAD_USER_INPUT; anything else is masked.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  if (isGraphQLError(error)) {
    const original = error.originalError;
    if (!original || isGraphQLError(original)) return error;
    if (original.name === 'PothosValidationError') {
      return new GraphQLError(original.message, { nodes: error.nodes, path: error.path, extensions: { code: 'BAD_USER_INPUT' } });
    }
    console.error(original);
    return new GraphQLError(message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(isDev ? { detail: original.message } : {}) },
    });
  }
  console.error(error);
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
