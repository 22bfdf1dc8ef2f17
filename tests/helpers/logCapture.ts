// The server's log (server/shared/log.ts) read by a test: every line as the JSON object it is.
import { Writable } from 'node:stream';
import { logTo, restoreLog } from '../../server/shared/log.ts';

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** Captures this thread's log until `stop`; each line must parse as JSON. */
export function captureLog(level = 'info'): { lines: LogLine[]; stop(): void } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const previous = logTo(stream, level);
  return { lines, stop: () => restoreLog(previous) };
}
