// `npm start` as a test runs it: the command of package.json's start script (the compiled server)
// in a child process, on a free port, in production mode, with the test's settings; resolved with
// its address once it says it is running.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

const START_SCRIPT = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const START = /^exec (?:env ((?:\w+=\S+ )+))?node (.+)$/.exec(START_SCRIPT);
if (!START) throw new Error(`package.json's start script is not "exec [env NAME=value ...] node <args>": ${START_SCRIPT}`);
/** The environment package.json's start script sets (`exec env NAME=value ... node`). */
export const START_ENV: Record<string, string> = Object.fromEntries(
  (START[1] ?? '')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
/** Node's arguments in package.json's start script. */
export const START_ARGS: string[] = START[2].split(' ');

export interface StartedServer {
  child: ChildProcess;
  base: string;
  exit: Promise<number | null>;
}

export async function npmStart(env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ROOT,
    // A request's log line is not what these tests read: warnings and errors are.
    env: { ...process.env, ...START_ENV, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
