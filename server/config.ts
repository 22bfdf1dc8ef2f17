// Environment configuration, read once. README.md lists these variables.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { SUBSCRIPTION_DEFAULTS } from './http/options.ts';
import { RATE_LIMIT_DEFAULTS, type RateLimitSettings } from './http/rateLimit.ts';
import { LOG_LEVELS } from './shared/log.ts';
import { DEFAULT_DATABASE_URL, refusedDatabaseUrl } from './store/index.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  imagesDir: string;
  clientDist: string;
  dev: boolean;
  workers: number;
  responseCache: boolean;
  cacheBytes: number;
  timeoutMs: number;
  shutdownMs: number;
  /** Behind a reverse proxy: believe X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Points per client address and window (server/http/rateLimit.ts); undefined when RATE_LIMIT=off. */
  rateLimit: RateLimitSettings | undefined;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** Draw the missing portraits before listening (PORTRAITS_AT_START=off leaves them to `npm run images:build`). */
  portraitsAtStart: boolean;
  /**
   * The metrics (server/http/metrics.ts), counted when METRICS_PORT or METRICS_TOKEN is set: served
   * on METRICS_PORT (on METRICS_HOST), and at /metrics on the public port to a request bearing METRICS_TOKEN.
   */
  metrics: { port?: number; host: string; token?: string } | undefined;
  /** Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_MINUTES, BACKUP_KEEP); undefined without BACKUP_DIR. */
  backups: { dir: string; intervalMs: number; keep: number } | undefined;
  /** Open subscriptions (server/http/subscriptions.ts): SUBSCRIPTIONS_MAX in all, SUBSCRIPTIONS_PER_ADDRESS from one address. */
  subscriptions: { max: number; perAddress: number };
}

/** A setting that cannot be used, named. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not ${raw}`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'off') return false;
  if (raw === '1' || raw === 'true' || raw === 'on') return true;
  throw new ConfigError(`${name} must be 1 or 0, not ${env[name]}`);
}

/** A switch that is on unless set to `off` (either case); anything else but `on` is refused. */
function onOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? 'on').toLowerCase();
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be on or off, not ${env[name]}`);
  return raw === 'on';
}

/** PUBLIC_URL: an http(s) origin, optionally with a path prefix; by default the local address of `npm start`. */
function publicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL;
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an address such as https://tracker.example.org, not ${raw}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`PUBLIC_URL must be an http or https address without query, fragment or credentials, not ${raw}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readConfig(env = process.env, argv = process.argv): Config {
  // Read where each thread's log is made (server/shared/log.ts); checked here.
  const level = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${env.LOG_LEVEL}`);
  const cache = onOff(env, 'RESPONSE_CACHE');
  // Read where the database is opened (server/db.ts), in every execution worker; checked here.
  onOff(env, 'READ_CACHE');
  const limits = onOff(env, 'RATE_LIMIT');
  const portraits = onOff(env, 'PORTRAITS_AT_START');
  const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  // Refused before anything is touched: a URL this build cannot open would otherwise be taken for a
  // file name. The store says which URLs it opens (nothing is opened to ask it), so this file
  // needs no knowledge of the databases of its own.
  const refused = refusedDatabaseUrl(databaseUrl);
  if (refused) throw new ConfigError(refused);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    imagesDir: resolve(env.IMAGES_DIR ?? 'var/images'),
    clientDist: resolve(env.CLIENT_DIST ?? 'client/dist'),
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
    // One core is the edge's; the others' run queries (a 1 GB host of one or two cores gets one worker).
    workers: integer(env, 'EXECUTION_WORKERS', Math.min(4, Math.max(1, availableParallelism() - 1)), 0, 64),
    responseCache: cache,
    cacheBytes: integer(env, 'CACHE_MB', 64, 1, 65536) * 1024 * 1024,
    timeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 10_000, 100, 600_000),
    shutdownMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    trustProxy: flag(env, 'TRUST_PROXY'),
    rateLimit: limits
      ? {
          points: integer(env, 'RATE_LIMIT_POINTS', RATE_LIMIT_DEFAULTS.points, 10, 100_000_000),
          windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_S', RATE_LIMIT_DEFAULTS.windowSeconds, 1, 86_400),
        }
      : undefined,
    publicUrl: publicUrl(env, port),
    portraitsAtStart: portraits,
    metrics: metricsSettings(env, port),
    subscriptions: {
      max: integer(env, 'SUBSCRIPTIONS_MAX', SUBSCRIPTION_DEFAULTS.max, 0, 1_000_000),
      perAddress: integer(env, 'SUBSCRIPTIONS_PER_ADDRESS', SUBSCRIPTION_DEFAULTS.perAddress, 1, 100_000),
    },
    backups: env.BACKUP_DIR
      ? {
          dir: resolve(env.BACKUP_DIR),
          intervalMs: integer(env, 'BACKUP_INTERVAL_MINUTES', 1440, 1, 525_600) * 60_000,
          keep: integer(env, 'BACKUP_KEEP', 7, 1, 10_000),
        }
      : undefined,
  };
}

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN; none set: no metrics. */
function metricsSettings(env: NodeJS.ProcessEnv, port: number): Config['metrics'] {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && (token.length < 16 || !/^[\x21-\x7e]+$/.test(token)))
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces');
  const metricsPort = env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 1, 65535) : undefined;
  if (metricsPort !== undefined && metricsPort === port) throw new ConfigError('METRICS_PORT must differ from PORT');
  if (metricsPort === undefined && token === undefined) return undefined;
  return {
    host: env.METRICS_HOST || '127.0.0.1',
    ...(metricsPort === undefined ? {} : { port: metricsPort }),
    ...(token ? { token } : {}),
  };
}
