// The admin area's HTTP endpoints, on the edge process (they set cookies and write):
//   POST /admin/graphql   the admin schema (application/json only)
//   GET  /admin/export    the current dataset as one bundle (a download)
// Who may run what is decided here, before execution: a query other than `me` needs a session
// (401), a mutation other than `signIn` needs a session (401) and its CSRF token in the
// x-csrf-token header (403). A request from another origin is refused (403), and a body that is not
// JSON is never executed (415).

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  execute,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  validate,
} from 'graphql';
import { readBody } from '../http/body.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { SECURITY_HEADERS, viaHttps } from '../http/headers.ts';
import { errorBody } from '../legacy/types.ts';
import { AuthError, csrfMatches, FAILURE_MEMORY_MS, KNOWN_ADDRESS_MS, readSession, SESSION_IDLE_MS, type Session } from './auth.ts';
import * as repo from './repo.ts';
import { type AdminContext, AdminError, ANONYMOUS_MUTATIONS, ANONYMOUS_QUERIES, adminSchema } from './schema.ts';

/** A signed-out caller may send only a sign-in. */
const ANONYMOUS_BODY_BYTES = 16 * 1024;
/** A signed-in one may send a whole dataset as a bundle. */
const SESSION_BODY_BYTES = 16 * 1024 * 1024;
const MAX_TOKENS = 5000;

export const COOKIE = 'lw_admin';
/** The cookie's name over HTTPS: the __Host- prefix pins it to this host, path / and Secure. */
export const SECURE_COOKIE = '__Host-lw_admin';

export interface AdminHttpOptions {
  now?: () => number;
  /** Believe X-Forwarded-Proto and X-Forwarded-For (behind a reverse proxy such as nginx). */
  trustProxy?: boolean;
  /** Where uploaded portraits' files are drawn (IMAGES_DIR). */
  imagesDir?: string;
}

export type AdminHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** JSON text as an answer, never stored; a HEAD answer has the headers only. */
function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string | string[]> = {}, withBody = true) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(withBody ? text : undefined);
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) =>
  sendText(res, status, JSON.stringify(body), headers);

const graphqlError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { errors: [{ message, extensions: { code, ...extra } }] },
});

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

export function createAdminHandler(options: AdminHttpOptions = {}): AdminHandler {
  const now = () => new Date(options.now ? options.now() : Date.now());
  let lastSweep = 0;

  const isSecure = (req: IncomingMessage) => viaHttps(req, options.trustProxy);

  const clientIp = (req: IncomingMessage) => clientAddress(req, options.trustProxy);

  const cookieHeader = (req: IncomingMessage, token: string | null, expiresAt?: Date) => {
    const secure = isSecure(req);
    const name = secure ? SECURE_COOKIE : COOKIE;
    const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
    if (token === null) return `${name}=; Max-Age=0; ${attributes.join('; ')}`;
    const maxAge = Math.max(0, Math.floor(((expiresAt?.getTime() ?? 0) - now().getTime()) / 1000));
    return `${name}=${token}; Max-Age=${maxAge}; ${attributes.join('; ')}`;
  };

  /** A request from a page of another site is refused: the Origin, when sent, must be this host. */
  const sameOrigin = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };

  async function session(req: IncomingMessage): Promise<Session | null> {
    // Over HTTPS only the __Host- cookie counts: a plain-named one may have been set by a
    // neighbouring host or over plain HTTP, where the prefix's guarantees do not hold.
    const token = cookieValue(req.headers.cookie, isSecure(req) ? SECURE_COOKIE : COOKIE);
    const at = now();
    // Expired sessions and forgotten sign-in counters are swept now and then, so the tables do not grow.
    if (at.getTime() - lastSweep > 10 * 60_000) {
      lastSweep = at.getTime();
      void repo.deleteExpiredSessions(at, new Date(at.getTime() - SESSION_IDLE_MS)).catch(() => undefined);
      void repo.deleteStaleThrottles(at, FAILURE_MEMORY_MS, KNOWN_ADDRESS_MS).catch(() => undefined);
    }
    return readSession(token, at);
  }

  async function exportBundle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, errorBody(405, `Method ${req.method} is not allowed on /admin/export`), { allow: 'GET, HEAD' });
    }
    if (!(await session(req))) return send(res, 401, errorBody(401, 'Sign in to export the data.'));
    const d = await repo.readDataset();
    if (!d) return send(res, 409, errorBody(409, 'The database holds no dataset applied record by record yet: run npm run db:seed once.'));
    const version = await repo.currentDataVersion();
    const disposition = { 'content-disposition': `attachment; filename="lostword-data-v${version}.json"` };
    sendText(res, 200, JSON.stringify(d, null, 1), disposition, req.method !== 'HEAD');
  }

  async function graphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer = (r: { status: number; body: unknown }, headers: Record<string, string | string[]> = {}) =>
      send(res, r.status, r.body, headers);
    if (req.method !== 'POST') {
      return answer(graphqlError(405, 'METHOD_NOT_ALLOWED', 'The admin API takes POST requests only.'), { allow: 'POST' });
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'application/json') {
      // A form, multipart or text/plain body (what another site's page can send without asking) is never executed.
      return answer(graphqlError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The admin API takes application/json bodies only.'));
    }
    if (!sameOrigin(req)) return answer(graphqlError(403, 'FORBIDDEN', 'Requests from other sites are refused.'));
    const current = await session(req);
    const limit = current ? SESSION_BODY_BYTES : ANONYMOUS_BODY_BYTES;
    const read = await readBody(req, limit);
    if (!read.ok) {
      if (read.reason === 'aborted') return;
      res.setHeader('connection', 'close');
      return answer(
        graphqlError(413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${limit} bytes${current ? '' : ' before signing in'}.`),
      );
    }
    let request: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      request = JSON.parse(read.body.toString('utf8'));
    } catch {
      return answer(graphqlError(400, 'BAD_REQUEST', 'The body must be JSON: { "query": ..., "variables": ... }.'));
    }
    if (!request || typeof request !== 'object' || typeof request.query !== 'string') {
      return answer(graphqlError(400, 'BAD_REQUEST', 'The body must hold a query string.'));
    }
    const variables = request.variables ?? undefined;
    if (variables !== undefined && (variables === null || typeof variables !== 'object' || Array.isArray(variables))) {
      return answer(graphqlError(400, 'BAD_REQUEST', 'variables must be an object.'));
    }
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    let document: DocumentNode;
    try {
      document = parse(request.query, { maxTokens: MAX_TOKENS });
    } catch (e) {
      return answer(graphqlError(400, 'GRAPHQL_PARSE_FAILED', (e as GraphQLError).message));
    }
    const invalid = validate(adminSchema, document);
    if (invalid.length) {
      return answer({
        status: 400,
        body: { errors: invalid.map((e) => ({ message: e.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) },
      });
    }
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const op = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!op) return answer(graphqlError(400, 'BAD_REQUEST', 'Name the operation to run (operationName).'));
    const fields = rootFields(op, document);
    if (op.operation === 'mutation') {
      const guarded = fields.filter((f) => !ANONYMOUS_MUTATIONS.has(f));
      if (guarded.length && !current) return answer(graphqlError(401, 'UNAUTHENTICATED', 'Sign in first.'));
      if (guarded.length && current) {
        const token = req.headers['x-csrf-token'];
        if (!csrfMatches(current, typeof token === 'string' ? token : undefined)) {
          return answer(
            graphqlError(403, 'CSRF_TOKEN_MISSING', 'This change needs the x-csrf-token header of your session (reload the page).'),
          );
        }
      }
    } else if (fields.some((f) => !ANONYMOUS_QUERIES.has(f)) && !current) {
      return answer(graphqlError(401, 'UNAUTHENTICATED', 'Sign in first.'));
    }

    const cookies: string[] = [];
    const context: AdminContext = {
      session: current,
      ip: clientIp(req),
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
      now,
      imagesDir: options.imagesDir,
      setSessionCookie: (token, expiresAt) => {
        cookies.push(cookieHeader(req, token, expiresAt));
      },
    };
    const result = await execute({
      schema: adminSchema,
      document,
      operationName,
      variableValues: variables as Record<string, unknown>,
      contextValue: context,
    });
    let status = 200;
    const headers: Record<string, string | string[]> = cookies.length ? { 'set-cookie': cookies } : {};
    const errors = result.errors?.map((e) => {
      const original = e.originalError;
      if (original instanceof AuthError) {
        status = original.status;
        if (original.retryAfterSeconds) headers['retry-after'] = String(original.retryAfterSeconds);
        const code = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 429: 'TOO_MANY_ATTEMPTS' }[original.status];
        return { message: original.message, path: e.path, extensions: { code } };
      }
      if (original instanceof AdminError) {
        status = original.status;
        const code = { 400: 'BAD_USER_INPUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 422: 'BAD_USER_INPUT' }[
          original.status
        ];
        return { message: original.message, path: e.path, extensions: { code, issues: original.issues } };
      }
      if (original && !(original instanceof GraphQLError)) {
        status = 500;
        console.error('Admin API error:', original);
        return { message: 'Unexpected error.', path: e.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return { message: e.message, path: e.path, extensions: { code: 'BAD_USER_INPUT' } };
    });
    answer({ status, body: errors ? { data: result.data ?? null, errors } : { data: result.data } }, headers);
  }

  return async (req, res, path) => {
    try {
      if (path === '/admin/export') return await exportBundle(req, res);
      return await graphql(req, res);
    } catch (e) {
      console.error('Admin API error:', e);
      if (!res.headersSent) send(res, 500, errorBody(500, 'Unexpected error.'));
      else res.destroy();
    }
  };
}
