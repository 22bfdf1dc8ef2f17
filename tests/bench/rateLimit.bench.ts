// Rate limits under a burst: `npm start` with its default limits on the real data. One address
// (127.0.0.1) sends as fast as 32 connections allow; meanwhile a second address (127.0.0.2), a
// visitor reading one answer at a time at a steady pace, is timed, and compared with the same visitor alone on the
// same server in the same run. Also the cost of the limits themselves: the warm answer at 32
// connections with the limits off and on (unlimited points), side by side. Figures are reported,
// not asserted. Run: BENCH_FILES=rateLimit npm run bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { measure, prepareDatabase, startProject } from './serve.bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PATHS = ['/api/general/updates', '/api/characters/release-date'];

/** A visitor's pace: one request every 50 ms (1,200 a minute, within the default 3,000 points). */
const VISITOR_GAP_MS = 50;

/** One request at a time from `localAddress`, every VISITOR_GAP_MS, for `seconds`: latencies (ms) and statuses. */
async function visitor(base: string, path: string, localAddress: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await new Promise<number>((res, rej) => {
      const req = request(`${base}${path}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (r) => {
        r.resume();
        r.on('end', () => res(r.statusCode ?? 0));
      });
      req.on('error', rej);
      req.end();
    });
    const took = performance.now() - started;
    latencies.push(took);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, Math.max(0, VISITOR_GAP_MS - took)));
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), statuses: Object.fromEntries(statuses) };
}

/** The burst: 32 connections from 127.0.0.1, every status counted. */
function burst(base: string, path: string, seconds: number): Promise<Record<string, { count: number }>> {
  return new Promise((res, rej) => {
    autocannon({ url: base + path, connections: 32, duration: seconds, headers: { 'accept-encoding': 'gzip' } }, (error, result) => {
      if (error) return rej(error);
      res(result.statusCodeStats as unknown as Record<string, { count: number }>);
    });
  });
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-ratelimit-'));
  try {
    const databaseUrl = await prepareDatabase(resolve('data'), dir, 'real');
    console.log(`| request | visitor alone p50 / p99 | visitor during the burst p50 / p99 | visitor's answers | burst's answers |`);
    console.log('| --- | --- | --- | --- | --- |');
    for (const path of PATHS) {
      const server = await startProject(databaseUrl, { RATE_LIMIT: 'on', RATE_LIMIT_POINTS: '3000' });
      try {
        // The answer is computed once (and cached) before anyone is timed, from a third address.
        await visitor(server.base, path, '127.0.0.3', 0.2);
        const alone = await visitor(server.base, path, '127.0.0.2', SECONDS / 2);
        const [during, statuses] = await Promise.all([visitor(server.base, path, '127.0.0.2', SECONDS), burst(server.base, path, SECONDS)]);
        const codes = Object.entries(statuses)
          .map(([code, n]) => `${code}: ${n.count}`)
          .join(', ');
        console.log(
          `| GET ${path} | ${alone.p50.toFixed(1)} / ${alone.p99.toFixed(1)} ms | ${during.p50.toFixed(1)} / ${during.p99.toFixed(1)} ms | ${JSON.stringify(during.statuses)} | ${codes} |`,
        );
      } finally {
        await server.stop();
      }
    }

    console.log("\nThe limits' own cost, warm answers at 32 connections from one address (points unlimited):\n");
    console.log('| request | limits off req/s | limits on req/s | ratio |');
    console.log('| --- | --- | --- | --- |');
    const off = await startProject(databaseUrl, { RATE_LIMIT: 'off' });
    const on = await startProject(databaseUrl, { RATE_LIMIT: 'on', RATE_LIMIT_POINTS: '100000000' });
    try {
      for (const path of PATHS) {
        const target = { name: path, path };
        await measure(off.base, target, 32, 1);
        await measure(on.base, target, 32, 1);
        const a = await measure(off.base, target, 32, SECONDS / 2);
        const b = await measure(on.base, target, 32, SECONDS / 2);
        console.log(`| GET ${path} | ${a.rps.toFixed(0)} | ${b.rps.toFixed(0)} | ${(b.rps / a.rps).toFixed(2)} |`);
      }
    } finally {
      await off.stop();
      await on.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
