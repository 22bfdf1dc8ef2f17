// What a site is started with (server/config.ts reads it from the environment; tests pass their own).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitSettings } from './rateLimit.ts';

/** GraphQL documents and legacy bodies are small; anything larger is refused. */
export const MAX_BODY_BYTES = 100_000;

/**
 * What a request's head may hold (README, *Status codes of the HTTP layer*): a target (path and
 * query) of at most 8 KiB (414 past it), a head of at most 16 KiB as sent, request line, names,
 * values, separators and line ends counted (431), and at most 100 header fields (431). Node's own
 * limit counts only the names and values, so many small headers would pass it, and Node keeps at
 * most 2,000 fields and drops the rest without a word.
 */
export const HEAD_LIMITS = { targetBytes: 8 * 1024, headBytes: 16 * 1024, fields: 100 } as const;

export interface AppOptions {
  imagesDir: string;
  clientDist: string;
  databaseUrl: string;
  dev?: boolean;
  /** Execution worker threads; 0 runs requests in process. */
  workers?: number;
  /** Cache finished /graphql and /api answers (off: every request executes). */
  responseCache?: boolean;
  /** Memory of the response cache. */
  cacheBytes?: number;
  /** A /graphql or /api request still running after this long is stopped. */
  timeoutMs?: number;
  workerHeapMb?: number;
  /** The clock (ms) for reveal decisions and cache expiry; tests pass their own (in-process only). */
  now?: () => number;
  /** In dev mode, Vite's middleware serves the client instead of the built files. */
  clientMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Believe X-Forwarded-For and X-Forwarded-Proto (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Points per client address and window for /graphql, /api and pages (server/http/rateLimit.ts); off when absent. */
  rateLimit?: RateLimitSettings;
  /** Suggestions per client address and window (SUGGESTION_LIMIT_DEFAULTS when absent; false: none counted). */
  suggestionLimit?: RateLimitSettings | false;
  /** The site's public address (scheme, host, port, no trailing slash): the absolute links of a page's head. */
  publicUrl?: string;
  /** How long a client may take to send its headers, and its whole request (408 after). */
  clientTimeouts?: { headersMs: number; requestMs: number };
  /**
   * Count the metrics (server/http/metrics.ts); with a token, /metrics on this port answers a
   * request bearing it. Absent: nothing is counted and /metrics is no page of the site.
   */
  metrics?: { token?: string };
  /** Log a line for every request answered (npm start does; sites made by tests, unless they ask). */
  requestLog?: boolean;
  /** Open subscriptions in all and from one client address (SUBSCRIPTION_DEFAULTS when absent). */
  subscriptions?: { max: number; perAddress: number };
}

export const DEFAULTS = {
  workers: 2,
  cacheBytes: 64 * 1024 * 1024,
  timeoutMs: 10_000,
  workerHeapMb: 512,
  maxQueue: 256,
} as const;

/**
 * Open subscriptions: in all (each an idle connection costs a few kilobytes, and every new data
 * version is sent to each), and from one address (a page open in a few tabs, a bot or two).
 */
export const SUBSCRIPTION_DEFAULTS = { max: 2_000, perAddress: 8 };
