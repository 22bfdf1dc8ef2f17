// The process's log (pino): one JSON object a line on standard output, at LOG_LEVEL (`info` by
// default; `silent` to `trace`), and readable lines in development (pino-pretty). Secrets never
// reach it: the fields that could hold one are removed wherever they appear, and no request's
// headers, cookies or body are logged at all. Each thread (the edge, an execution worker, the
// writer) has its own; tests send it elsewhere with `logTo`.
import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields removed from every log object, at the top or one level down. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'csrfToken',
  'cookie',
  'authorization',
  'sessionId',
  'session',
];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), 'headers', '*.headers', 'body', '*.body'];

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** LOG_LEVEL, or `info`; a value that is not a level is refused by the config (server/config.ts). */
function levelOf(env: NodeJS.ProcessEnv): string {
  const level = (env.LOG_LEVEL ?? '').toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level) ? level : 'info';
}

function build(destination?: DestinationStream): Logger {
  const options = {
    level: levelOf(process.env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, remove: true },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  // A readable form where a person watches it run (npm run dev, or NODE_ENV=development).
  if (process.env.NODE_ENV === 'development' || process.argv.includes('--dev'))
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid' } } });
  return pino(options);
}

/** The log of this thread. */
export let log: Logger = build();

/** Sends this thread's log to a stream (tests read it there), at a level; returns the log it replaced. */
export function logTo(destination: DestinationStream, level = 'info'): Logger {
  const previous = log;
  log = build(destination);
  log.level = level;
  return previous;
}

/** Puts back a log `logTo` replaced. */
export function restoreLog(previous: Logger): void {
  log = previous;
}

/** What graphql-yoga logs, into this log: its errors with their stack (never a client's GraphQLError), its warnings, and its debugging in development. */
export function yogaLogging(dev = false) {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      if (level === 'error' && args.some((a) => a instanceof Error && a.name === 'GraphQLError')) return;
      const err = args.find((a) => a instanceof Error);
      const text = args
        .filter((a) => !(a instanceof Error))
        .map(String)
        .join(' ');
      log[level]({ ...(err ? { err } : {}), source: 'graphql-yoga' }, text || (err as Error | undefined)?.message || 'graphql-yoga');
    };
  const quiet = () => {};
  return { debug: dev ? write('debug') : quiet, info: dev ? write('info') : quiet, warn: write('warn'), error: write('error') };
}
