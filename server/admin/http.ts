// The admin area's HTTP endpoints, on the edge process (they set cookies and write):
//   POST /admin/graphql   the admin schema, run by its yoga instance (yoga.ts: the request guard,
//                         the session, the body limit and who may run what are plugins there)
//   GET  /admin/export    the current dataset as one bundle (a download), written a page at a time;
//                         ?format=csv&file=<dataset file>: that file as CSV (server/dataset/csv.ts)
//   GET  /admin/evidence/<id>  a screenshot handed in with a suggestion (evidence.ts), to a session only
//   POST /admin/bundle    a bundle as the request body (JSON, up to 512 MiB): what importBundle does,
//                         or one file as CSV (text/csv, ?file=): what importCsv does;
//                         for a bundle too large for a GraphQL request; its bytes go to the writer
//                         thread unread, so a large import never holds up the site
// This file holds what is HTTP about a session: the cookie's name and flags, reading it, and
// writing yoga's answer back with the site's security headers and the cookies the operation set.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../http/clientAddress.ts';
import { viaHttps } from '../http/headers.ts';
import { errorBody } from '../legacy/types.ts';
import { log } from '../shared/log.ts';
import { send, sendText } from './answers.ts';
import { FAILURE_MEMORY_MS, KNOWN_ADDRESS_MS, readSession, SESSION_IDLE_MS, type Session } from './auth.ts';
import { exportBundle, importBundle } from './bundles.ts';
import type { ChangeOutcome, ChangeRequest } from './changes.ts';
import { EVIDENCE_PREFIX, sendEvidence } from './evidence.ts';
import * as sessionRepo from './sessionRepo.ts';
import * as throttleRepo from './throttleRepo.ts';
import { createWriter } from './writer.ts';
import { ADMIN_GRAPHQL_PATH, type AdminServerContext, createAdminYoga } from './yoga.ts';

export const COOKIE = 'lw_admin';
/** The cookie's name over HTTPS: the __Host- prefix pins it to this host, path / and Secure. */
export const SECURE_COOKIE = '__Host-lw_admin';

export interface AdminHttpOptions {
  now?: () => number;
  /** Believe X-Forwarded-Proto and X-Forwarded-For (behind a reverse proxy such as nginx). */
  trustProxy?: boolean;
  /** Where uploaded portraits' files are drawn (IMAGES_DIR). */
  imagesDir?: string;
  /** The database the writer thread opens for changes of the data. */
  databaseUrl: string;
  /** Told of every change applied, before its answer goes out: the site learns the new data version. */
  dataChanged?: () => Promise<void>;
  /** Told of each change and sign-in (the metrics, server/http/metrics.ts). */
  observe?: AdminObserver;
}

/** What the admin area tells whoever watches the site: each change of the data, each sign-in. */
export interface AdminObserver {
  change(outcome: 'applied' | 'unchanged' | 'refused', seconds: number): void;
  signIn(outcome: 'signed-in' | 'refused' | 'throttled'): void;
}

export interface AdminHandler {
  (req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  /** Ends the writer thread, once the changes queued there are done. */
  close(): Promise<void>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createAdminHandler(options: AdminHttpOptions): AdminHandler {
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

  async function session(req: IncomingMessage): Promise<Session | null> {
    // Over HTTPS only the __Host- cookie counts: a plain-named one may have been set by a
    // neighbouring host or over plain HTTP, where the prefix's guarantees do not hold.
    const token = cookieValue(req.headers.cookie, isSecure(req) ? SECURE_COOKIE : COOKIE);
    const at = now();
    // Expired sessions and forgotten sign-in counters are swept now and then, so the tables do not grow.
    if (at.getTime() - lastSweep > 10 * 60_000) {
      lastSweep = at.getTime();
      void sessionRepo.deleteExpiredSessions(at, new Date(at.getTime() - SESSION_IDLE_MS)).catch(() => undefined);
      void throttleRepo.deleteStaleThrottles(at, FAILURE_MEMORY_MS, KNOWN_ADDRESS_MS).catch(() => undefined);
    }
    return readSession(token, at);
  }

  const yoga = createAdminYoga();
  const writer = createWriter(options.databaseUrl);

  /** A change run by the writer; once applied, the site learns its data version before the answer goes out. */
  async function runChange(request: ChangeRequest): Promise<ChangeOutcome> {
    const started = performance.now();
    const outcome = await writer.run(request);
    if (outcome.ok && outcome.result.applied) await options.dataChanged?.();
    options.observe?.change(
      outcome.ok ? (outcome.result.applied ? 'applied' : 'unchanged') : 'refused',
      (performance.now() - started) / 1000,
    );
    return outcome;
  }

  async function graphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const server: AdminServerContext = {
      req,
      readSession: () => session(req),
      cookieHeader: (token, expiresAt) => cookieHeader(req, token, expiresAt),
      ip: clientIp(req),
      now,
      imagesDir: options.imagesDir,
      changes: runChange,
      observe: options.observe,
      cookies: [],
    };
    // Answers are application/json unless the client asks for another GraphQL media type.
    const headers: Record<string, string> = { accept: req.headers.accept || 'application/json' };
    if (typeof req.headers['content-type'] === 'string') headers['content-type'] = req.headers['content-type'];
    const response = await yoga.fetch(`http://localhost${ADMIN_GRAPHQL_PATH}`, { method: req.method, headers }, server);
    const text = await response.text();
    if (server.aborted) return;
    const answer: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') answer[key] = value;
    });
    if (server.cookies.length) answer['set-cookie'] = server.cookies;
    if (server.closeConnection) answer.connection = 'close';
    sendText(res, response.status, text, answer);
  }

  const handler = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    try {
      if (path === '/admin/export') return await exportBundle(req, res, { session });
      if (path === '/admin/bundle') return await importBundle(req, res, { session, now, runChange });
      if (path.startsWith(EVIDENCE_PREFIX)) return await sendEvidence(req, res, path.slice(EVIDENCE_PREFIX.length), { session });
      return await graphql(req, res);
    } catch (e) {
      log.error({ err: e }, 'admin API error');
      if (!res.headersSent) send(res, 500, errorBody(500, 'Unexpected error.'));
      else res.destroy();
    }
  };
  return Object.assign(handler, { close: () => writer.close() });
}
