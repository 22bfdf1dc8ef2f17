// `npm start` as a test runs it: the command of package.json's start script (the compiled server)
// in a child process, on a free port, in production mode, with the test's settings; resolved with
// its address once it says it is running.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Node's arguments in package.json's start script (`exec node <args>`). */
export const START_ARGS: string[] = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .replace(/^exec node /, '')
  .split(' ');

export interface StartedServer {
  child: ChildProcess;
  base: string;
  exit: Promise<number | null>;
}

export async function npmStart(env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ROOT,
    // A request's log line is not what these tests read: warnings and errors are.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  let output = '';
  const base = await new Promise<string>((res, rej) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (m) res(m[1].replace('localhost', '127.0.0.1'));
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    void exit.then(() => rej(new Error(`the server exited early:\n${output}`)));
  });
  return { child, base, exit };
}
