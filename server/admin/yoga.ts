// The admin API's GraphQL runtime: a second yoga instance over the admin schema, with the public
// one's error codes and masking (shared/errors.ts). The admin area's own rules are plugins:
//   - the request guard: POST only (405), application/json only (415: a form, multipart or
//     text/plain body, what another site's page can send without asking, is never executed), and
//     no request from another site's page (403);
//   - the session: read from the cookie before the body, which is limited by it (16 kB signed out,
//     16 MB signed in: 413);
//   - access: a query other than `me` needs a session (401); a mutation other than `signIn` needs a
//     session (401) and its CSRF token in the x-csrf-token header (403), decided before execution
//     from the root fields the operation selects.
import type { IncomingMessage } from 'node:http';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { readBody } from '../http/body.ts';
import { maskError, useErrorCodes } from '../shared/errors.ts';
import { yogaLogging } from '../shared/log.ts';
import { csrfMatches, type Session } from './auth.ts';
import { type AdminContext, ANONYMOUS_MUTATIONS, ANONYMOUS_QUERIES, adminSchema } from './schema.ts';

/** A signed-out caller may send only a sign-in. */
const ANONYMOUS_BODY_BYTES = 16 * 1024;
/** A signed-in one may send a whole dataset as a bundle. */
const SESSION_BODY_BYTES = 16 * 1024 * 1024;
const MAX_TOKENS = 5000;

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

/** What the admin edge hands to yoga with each request, and reads back from it. */
export interface AdminServerContext {
  /** The Node request: its cookie, origin, CSRF header and body are read from it. */
  req: IncomingMessage;
  /** The caller's session, looked up once per request (before its body is read). */
  readSession: () => Promise<Session | null>;
  /** Builds a Set-Cookie header for a new session token, or one that clears the cookie (null). */
  cookieHeader: (token: string | null, expiresAt?: Date) => string;
  ip: string;
  now: () => Date;
  imagesDir?: string;
  /** Runs a change of the data in the writer. */
  changes: AdminContext['changes'];
  /** Told of each sign-in's outcome. */
  observe?: AdminContext['observe'];
  /** Filled in by the runtime: the cookies to set, whether to close the connection, whether the client left. */
  cookies: string[];
  closeConnection?: boolean;
  aborted?: boolean;
  session?: Session | null;
}

/** A refusal of the request itself, answered with its status and a code. */
const refusal = (status: number, code: string, message: string) => new GraphQLError(message, { extensions: { code, http: { status } } });

/** A refusal answered before yoga reads the request. */
function refusalResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A request from a page of another site is refused: the Origin, when sent, must be this host. */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function useRequestGuard(): Plugin<AdminServerContext> {
  return {
    onRequest({ request, serverContext, endResponse }) {
      if (request.method !== 'POST') {
        return endResponse(refusalResponse(405, 'METHOD_NOT_ALLOWED', 'The admin API takes POST requests only.', { allow: 'POST' }));
      }
      const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') {
        return endResponse(refusalResponse(415, 'UNSUPPORTED_MEDIA_TYPE', 'The admin API takes application/json bodies only.'));
      }
      if (!sameOrigin((serverContext as unknown as AdminServerContext).req)) {
        return endResponse(refusalResponse(403, 'FORBIDDEN', 'Requests from other sites are refused.'));
      }
    },
  };
}

/** Looks the session up, then reads the body within the limit the session allows. */
function useSessionAndBody(): Plugin<AdminServerContext> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const server = serverContext as unknown as AdminServerContext;
      setRequestParser(async () => {
        const current = await server.readSession();
        server.session = current;
        const limit = current ? SESSION_BODY_BYTES : ANONYMOUS_BODY_BYTES;
        const read = await readBody(server.req, limit);
        if (!read.ok) {
          if (read.reason === 'aborted') {
            server.aborted = true;
            return new Response(null, { status: 400 });
          }
          server.closeConnection = true;
          throw refusal(413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${limit} bytes${current ? '' : ' before signing in'}.`);
        }
        let request: { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown };
        try {
          request = JSON.parse(read.body.toString('utf8'));
        } catch {
          throw refusal(400, 'BAD_REQUEST', 'The body must be JSON: { "query": ..., "variables": ... }.');
        }
        if (!request || typeof request !== 'object' || typeof request.query !== 'string') {
          throw refusal(400, 'BAD_REQUEST', 'The body must hold a query string.');
        }
        const variables = request.variables ?? undefined;
        if (variables !== undefined && (variables === null || typeof variables !== 'object' || Array.isArray(variables))) {
          throw refusal(400, 'BAD_REQUEST', 'variables must be an object.');
        }
        return {
          query: request.query,
          variables: variables as Record<string, unknown> | undefined,
          operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
        };
      });
    },
  };
}

/** Documents are parsed with a bound on their tokens. */
function useBoundedParse(): Plugin<AdminServerContext> {
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => parse(source, { maxTokens: MAX_TOKENS }));
    },
  };
}

/** The root fields an operation selects, through fragments. */
function rootFields(op: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(op.selectionSet);
  return names;
}

/** Why the operation may not run for this caller, or null. */
function accessRefusal(op: OperationDefinitionNode, document: DocumentNode, server: AdminServerContext): GraphQLError | null {
  const current = server.session ?? null;
  const fields = rootFields(op, document);
  if (op.operation === 'mutation') {
    const guarded = fields.some((f) => !ANONYMOUS_MUTATIONS.has(f));
    if (!guarded) return null;
    if (!current) return refusal(401, 'UNAUTHENTICATED', 'Sign in first.');
    const token = server.req.headers['x-csrf-token'];
    if (!csrfMatches(current, typeof token === 'string' ? token : undefined)) {
      return refusal(403, 'CSRF_TOKEN_MISSING', 'This change needs the x-csrf-token header of your session (reload the page).');
    }
    return null;
  }
  if (fields.some((f) => !ANONYMOUS_QUERIES.has(f)) && !current) return refusal(401, 'UNAUTHENTICATED', 'Sign in first.');
  return null;
}

function useAccess(): Plugin<AdminServerContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // yoga refuses a document whose operation cannot be picked (400) before it gets here; should
      // one reach this point anyway, it is refused rather than run unchecked.
      const op = getOperationAST(args.document, args.operationName);
      if (!op) {
        setResultAndStopExecution({ errors: [refusal(400, 'BAD_REQUEST', 'Name the operation to run (operationName).')] });
        return;
      }
      const refused = accessRefusal(op, args.document, args.contextValue as unknown as AdminServerContext);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}

export function createAdminYoga(): YogaServerInstance<AdminServerContext, AdminContext> {
  return createYoga<AdminServerContext, AdminContext>({
    schema: adminSchema,
    graphqlEndpoint: ADMIN_GRAPHQL_PATH,
    context: ({ session, ip, req, now, imagesDir, changes, observe, cookies, cookieHeader }) => ({
      session: session ?? null,
      ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
      now,
      imagesDir,
      changes,
      observe,
      setSessionCookie: (token, expiresAt) => {
        cookies.push(cookieHeader(token, expiresAt));
      },
    }),
    // An unexpected error is a 500 here: the admin screens show its message and nothing else.
    maskedErrors: { maskError: (error, message) => maskError(error, message, false, { unexpectedStatus: 500 }) },
    graphiql: false,
    cors: false,
    landingPage: false,
    batching: false,
    logging: yogaLogging(),
    plugins: [useRequestGuard(), useSessionAndBody(), useBoundedParse(), useErrorCodes<AdminServerContext>(), useAccess()],
  });
}
