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

/** The log, and the request log: the same lines to the same place, the request log's fields being the edge's own (no redaction to run). */
/** The longest a written line waits in the log's buffer (ms). */
const FLUSH_MS = 1000;

function build(destination?: DestinationStream): { log: Logger; requests: Logger } {
  const options = {
    level: levelOf(process.env),
    base: { pid: process.pid },
    // Milliseconds since 1970 (pino's own, the cheapest); pino-pretty shows them as a time.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const redacted = { ...options, redact: { paths: REDACT, remove: true } };
  // A readable form where a person watches it run (npm run dev, or NODE_ENV=development).
  if (!destination && (process.env.NODE_ENV === 'development' || process.argv.includes('--dev'))) {
    const pretty = pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid' } });
    return { log: pino(redacted, pretty), requests: pino(options, pretty) };
  }
  // Lines are gathered and written 16 KB at a time, off the request's path, and at least every
  // second, so a line of a quiet process (an error) is never held back; what is left is written when
  // the process ends (flushLog, and pino's own exit handler).
  if (destination) return { log: pino(redacted, destination), requests: pino(options, destination) };
  const to = new Gathered(pino.destination({ dest: 1, sync: false }));
  gathered = to;
  process.once('exit', () => {
    try {
      to.flushSync();
    } catch {
      // The output is gone.
    }
  });
  setInterval(() => {
    try {
      to.flush();
    } catch {
      // The output is gone: nothing to do.
    }
  }, FLUSH_MS).unref();
  return { log: pino(redacted, to), requests: pino(options, to) };
}

/** The lines this thread's log holds back, when it writes to standard output. */
let gathered: Gathered | undefined;

/** How much the log gathers before it writes. */
const GATHER_BYTES = 16 * 1024;

/**
 * Lines gathered into one write of sonic-boom (pino's destination, which does the writing): its own
 * gathering measures the whole text gathered so far at every line, which costs a busy edge more
 * than making the line does.
 */
class Gathered {
  private lines: string[] = [];
  private length = 0;
  constructor(private readonly to: ReturnType<typeof pino.destination>) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= GATHER_BYTES) this.pass();
    return true;
  }

  private pass(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
    this.lines = [];
    this.length = 0;
    this.to.write(text);
  }

  flush(done?: (error?: Error) => void): void {
    this.pass();
    this.to.flush(done);
  }

  flushSync(): void {
    this.pass();
    this.to.flushSync();
  }
}

/** Writes out what the log still holds (before the process ends). */
export function flushLog(): void {
  try {
    if (gathered) gathered.flushSync();
    else log.flush();
  } catch {
    // A log that cannot be flushed has nowhere to say so.
  }
}

const built = build();
/** The log of this thread. */
export let log: Logger = built.log;
/** The edge's line a request (server/http/edge.ts): its fields are the edge's own, never a secret. */
let requestLog: Logger = built.requests;
/** The request log of each surface, method and path, bound once: pino writes a child's bindings once, not at every line. */
let requestLogs = new Map<string, Logger>();
/** How many surface, method and path the request log binds (a flood of other paths is logged with them in each line). */
const BOUND_PATHS = 2000;

/** Writes a request's line (server/http/edge.ts): `fields` are the edge's own, never a secret. */
export function logRequest(surface: string, method: string, path: string, fields: Record<string, unknown>): void {
  const key = `${surface} ${method} ${path}`;
  let bound = requestLogs.get(key);
  if (!bound && requestLogs.size < BOUND_PATHS) {
    bound = requestLog.child({ surface, method, path });
    requestLogs.set(key, bound);
  }
  if (bound) bound.info(fields, 'request');
  else requestLog.info({ surface, method, path, ...fields }, 'request');
}

/** Sends this thread's logs to a stream (tests read it there), at a level; returns the logs it replaced. */
export function logTo(destination: DestinationStream, level = 'info'): { log: Logger; requests: Logger } {
  const previous = { log, requests: requestLog };
  const next = build(destination);
  next.log.level = level;
  next.requests.level = level;
  ({ log, requests: requestLog } = next);
  requestLogs = new Map();
  return previous;
}

/** Puts back the logs `logTo` replaced. */
export function restoreLog(previous: { log: Logger; requests: Logger }): void {
  ({ log, requests: requestLog } = previous);
  requestLogs = new Map();
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
