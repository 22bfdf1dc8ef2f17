// The masking rule, the one place GraphQL errors get their code and HTTP status (for /graphql, /api
// and /admin/graphql alike): expected errors reach clients with a code; anything else is replaced
// by a generic message carrying INTERNAL_SERVER_ERROR and logged with its stack.
import { GraphQLError, Kind, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { log } from './log.ts';

// By name, not instanceof: graphql-js can be loaded twice (its CommonJS and ESM builds), and
// errors from one copy are not instances of the other's class.
const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

/**
 * The same error with `extensions.code` set (kept when it has one), and the HTTP status it answers
 * with, whatever media type the client accepts (yoga's own request errors are marked as answering
 * 200 to an application/json client).
 */
export function withCode(error: Error, code: string, status?: number): GraphQLError {
  // spec: false keeps yoga from marking it as one of its own request errors later.
  const http = status ? { http: { status, spec: false } } : {};
  if (isGraphQLError(error)) {
    const own = error.extensions?.http as { status?: number; spec?: boolean } | undefined;
    if (error.extensions?.code && (!status || (own?.status && !own.spec))) return error;
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

/**
 * A refusal a resolver throws on purpose: its message reaches the client as it is, with its code,
 * any extensions of its own, and the HTTP status (and headers) of the answer.
 */
/** A client's mistake in what it asked (an argument, a parameter): 400 BAD_USER_INPUT with its message. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

export class ClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * An error's words without what the request sent: graphql-js quotes a variable's value, a literal
 * the document holds and a string token it could not place, and an answer must never carry the
 * request's own bytes back (a reflected script, or a secret pasted by mistake, in a log or a page
 * showing the error). What is left names the variable, the type expected, or the kind of token.
 */
export function withoutEchoes(error: GraphQLError): GraphQLError {
  const message = plainMessage(error);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

function plainMessage(error: GraphQLError): string {
  const { message } = error;
  const variable = /^(Variable "\$[_A-Za-z][_0-9A-Za-z]*") got invalid value/.exec(message);
  if (variable) {
    const node = error.nodes?.[0];
    const type = node?.kind === Kind.VARIABLE_DEFINITION ? ` for its type ${print(node.type)}` : '';
    return `${variable[1]} got an invalid value${type}.`;
  }
  const literal = /^(Expected value of type "[^"]*"), found /.exec(message) ?? /^(.+? cannot represent [^:"]*):/.exec(message);
  if (literal) return `${literal[1]}.`;
  return message.replace(/^(Syntax Error: .*\b(?:found|Unexpected) (?:String|BlockString)) "[\s\S]*"\.$/, '$1.');
}

/** The answer to a body or query string that is not the JSON it must be, naming no byte of it. */
const notJson = (what: string) =>
  new GraphQLError(`${what} must be JSON.`, { extensions: { code: 'BAD_REQUEST', http: { status: 400, spec: false } } });

/**
 * Every error leaves with a code: parse and validation failures get theirs (and a 400) here; a
 * body or parameter that is not JSON gets a plain one (yoga's own carries the parser's message,
 * which quotes the body, and a query string's is not even caught).
 */
export function useErrorCodes<C extends object>(): Plugin<C> {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw notJson('The variables and extensions parameters');
          if (isGraphQLError(error) && error.extensions?.originalError) throw notJson('The request body');
          throw error;
        }
      });
    },
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof Error) replaceParseResult(withoutEchoes(withCode(result, 'GRAPHQL_PARSE_FAILED', 400)));
      };
    },
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map((e) => withoutEchoes(withCode(e, 'GRAPHQL_VALIDATION_FAILED', 400))));
      };
    },
  };
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
  log.error({ where, reason: (error as Error)?.message?.split('\n').find(Boolean) ?? String(error) }, 'the database cannot be reached');
}

/** Errors the client caused, thrown by our own code or by input validation, by class name. */
const CLIENT_ERRORS = new Set(['PothosValidationError']);

/** Logs an unexpected error with its stack, once, where the operator can see it (with the request's id where the edge knows it). */
export function logUnexpected(error: unknown, where: string, reqId?: string): void {
  log.error({ err: error, where, ...(reqId ? { reqId } : {}) }, 'unexpected error');
}

/**
 * Errors from parsing, validation and variable coercion reach clients with their code (a client
 * error without one gets BAD_USER_INPUT); input validation of our own (a malformed global ID or
 * cursor) becomes BAD_USER_INPUT; anything else is logged and masked.
 */
export function maskError(error: unknown, message: string, isDev?: boolean, options: { unexpectedStatus?: number } = {}): Error {
  const unexpected = options.unexpectedStatus ? { http: { status: options.unexpectedStatus } } : {};
  if (isGraphQLError(error)) {
    const original = error.originalError;
    if (original instanceof ClientError) {
      const headers = Object.keys(original.headers).length ? { headers: original.headers } : {};
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: original.code, ...original.extensions, http: { status: original.status, ...headers } },
      });
    }
    if (!original || isGraphQLError(original)) {
      if (original && isGraphQLError(original) && original.extensions?.code) return withoutEchoes(original);
      // Without a path the error is about the request itself (parse, validation, limits): a 400.
      return withoutEchoes(withCode(error, 'BAD_USER_INPUT', error.path ? undefined : 400));
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
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(isDev ? { detail: original.message } : {}), ...unexpected },
    });
  }
  logUnexpected(error, 'GraphQL request');
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', ...unexpected } });
}

/** An error of a GraphQL answer, as its body carries it. */
export interface AnswerError {
  message: string;
  extensions?: { code?: unknown };
}

/**
 * The HTTP status a REST answer (`/api`) gives for the errors of the GraphQL answer it was made
 * from, by their codes (the first code of this list any error carries wins): the client's input,
 * an entity it names that is not there, a database that cannot be reached. Anything else is a 500.
 */
const REST_STATUS: readonly (readonly [code: string, status: 400 | 404 | 503])[] = [
  ['BAD_USER_INPUT', 400],
  ['NOT_FOUND', 404],
  [DATABASE_UNAVAILABLE, 503],
];

/** The error a REST answer reports for a GraphQL answer's errors, with its status and code; null for a 500. */
export function restFailure(errors: readonly AnswerError[]): { status: 400 | 404 | 503; code: string; message: string } | null {
  for (const [code, status] of REST_STATUS) {
    const error = errors.find((e) => e.extensions?.code === code);
    if (error) return { status, code, message: error.message };
  }
  return null;
}
