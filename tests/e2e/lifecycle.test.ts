// `npm start` as an operator runs it: one process tree, so SIGTERM reaches the server; a SIGTERM
// during a burst lets every request in flight finish and exits 0; one that has to cut requests
// exits non-zero; nothing keeps serving on the port afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../server/startup.ts';

const dir = mkdtempSync(join(tmpdir(), 'lw-lifecycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  base: string;
  exit: Promise<number | null>;
  /** What the server printed, and the signal that ended it if one did: the message of a failed check. */
  log(): string;
  /** Everything it wrote on its standard output. */
  stdout(): string;
}

/**
 * Starts `npm start` on a free port; resolves once it listens. The file's one database is migrated
 * and seeded by the first start (as on a new machine, before the tests) and found ready by the next.
 */
async function start(env: Record<string, string>): Promise<Running> {
  const child = spawn('npm', ['start'], {
    // The real dataset; its portraits are not drawn (PORTRAITS_AT_START=off, as behind a load
    // balancer whose folder is drawn once): the stop is tested here, and drawing by
    // commands.test.ts (npm run images:build) and every browser test's site.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'lifecycle.db')}`,
      IMAGES_DIR: join(dir, 'images'),
      PORTRAITS_AT_START: 'off',
      // The stop is what is read here, not each request's log line.
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  const exit = new Promise<number | null>((res) =>
    child.once('exit', (code, signal) => {
      if (signal) output += `\n[ended by ${signal}]`;
      res(code);
    }),
  );
  const base = await new Promise<string>((res, rej) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      stdout += d.toString();
      const m = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (m) res(m[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d) => {
      output += d.toString();
    });
    void exit.then(() => rej(new Error(`npm start exited early:\n${output}`)));
  });
  return { child, base, exit, log: () => output.slice(-4000), stdout: () => stdout };
}

const isListening = (base: string) =>
  fetch(`${base}/health`).then(
    () => true,
    () => false,
  );

interface Answer {
  status: number;
  ok: boolean;
  at: number;
  error?: string;
}

/** A GET on a connection of its own: `written` once the request is on the wire, `answer` once read. */
function request(url: string): { written: Promise<void>; answer: Promise<Answer> } {
  let onWritten: () => void = () => {};
  const written = new Promise<void>((res) => {
    onWritten = res;
  });
  const answer = new Promise<Answer>((res) => {
    const failed = (e: unknown) => {
      onWritten();
      res({ status: 0, ok: false, error: String(e), at: Date.now() });
    };
    const req = get(url, { agent: false }, (r) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (d: string) => {
        body += d;
      });
      r.on('end', () => {
        let ok = false;
        try {
          ok = JSON.parse(body).counter !== undefined;
        } catch {
          ok = false;
        }
        res({ status: r.statusCode ?? 0, ok, at: Date.now() });
      });
      r.on('error', failed);
    });
    req.on('finish', onWritten);
    req.on('error', failed);
  });
  return { written, answer };
}

// The first start migrates and seeds the whole dataset: on a machine busy with the other files that
// alone may take a minute, so it is done here, within the hook's time, and the tests time the stops.
beforeAll(async () => {
  await ensureClientBuilt(resolve('client/dist'));
  const first = await start({});
  first.child.kill('SIGTERM');
  expect(await first.exit, first.log()).toBe(0);
});

describe('npm start', () => {
  it('stops on SIGTERM after finishing a burst of requests in flight: none fails, exit 0, port closed', async () => {
    // Uncached, so every request of the burst really executes. On a busy machine the burst may
    // queue longer than the default 10 s wait for a worker, which would rightly answer 503: the
    // request and shutdown timeouts are raised so that only the stop itself is tested here.
    const server = await start({ RESPONSE_CACHE: 'off', REQUEST_TIMEOUT_MS: '60000', SHUTDOWN_TIMEOUT_MS: '60000' });
    // Every request is written on its own open connection before the signal, so each one is in
    // flight when it comes (one still dialling would rightly be refused once the port closes).
    const sent = Array.from({ length: 16 }, () => request(`${server.base}/api/characters/chronological`));
    await Promise.all(sent.map((r) => r.written));
    // The server has taken them in: it accepts connections in order, and answers /health, on a
    // connection opened after them, only once it has. (A connection the kernel holds but the
    // process has not yet accepted is reset when the port closes, like a refused connect.)
    await fetch(`${server.base}/health`);
    const burst = sent.map((r) => r.answer);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const results = await Promise.all(burst);
    // The signal came while requests were still running, and every one of them was answered.
    expect(results.some((r) => r.at > signalledAt)).toBe(true);
    expect(results.filter((r) => r.status !== 200 || !r.ok)).toEqual([]);
    const exit = await server.exit;
    expect({ exit, listening: await isListening(server.base) }, server.log()).toEqual({ exit: 0, listening: false });
    // Started with PORTRAITS_AT_START=off, it drew none.
    expect(existsSync(join(dir, 'images')) ? readdirSync(join(dir, 'images')) : []).toEqual([]);
  });

  it('exits non-zero when it had to cut requests that outlived the shutdown timeout', async () => {
    const server = await start({ RESPONSE_CACHE: 'off', SHUTDOWN_TIMEOUT_MS: '0' });
    // Every request is on the wire before the signal (queued behind one another on the one
    // worker), so the stop finds some still running, whatever the machine's speed.
    const sent = Array.from({ length: 40 }, () => request(`${server.base}/api/characters/chronological`));
    await Promise.all(sent.map((r) => r.written));
    server.child.kill('SIGTERM');
    const results = await Promise.all(sent.map((r) => r.answer));
    expect(results.some((r) => r.status !== 200 || !r.ok)).toBe(true);
    const exit = await server.exit;
    expect({ exit, listening: await isListening(server.base) }, server.log()).toEqual({ exit: 1, listening: false });
  });

  it("writes every request's log line, as JSON, by the time it has stopped", async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const closed = new Promise((res) => server.child.once('close', res));
    // More lines than the log gathers before a write, and a last few it still holds when the signal comes.
    const ids = Array.from({ length: 300 }, (_, i) => `lifecycle-${String(i).padStart(4, '0')}`);
    for (let i = 0; i < ids.length; i += 30) {
      await Promise.all(ids.slice(i, i + 30).map((id) => fetch(`${server.base}/api/general/updates`, { headers: { 'x-request-id': id } })));
    }
    server.child.kill('SIGTERM');
    expect(await server.exit, server.log()).toBe(0);
    await closed;
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const requests = lines.filter((l) => l.msg === 'request' && String(l.reqId).startsWith('lifecycle-'));
    expect(requests.map((l) => l.reqId).sort()).toEqual(ids);
    expect(requests.every((l) => l.surface === 'api' && l.status === 200 && l.path === '/api/general/updates')).toBe(true);
  });
});
