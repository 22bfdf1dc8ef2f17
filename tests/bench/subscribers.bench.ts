// Idle subscribers: 1,000 GraphQL subscriptions (server-sent event streams) held open on one
// process, as `npm start` runs it on the real data. Reported: warm reads at 32 connections without
// and with the subscribers, alternating in the same run (BENCH_ROUNDS rounds, the median of each);
// the process's resident memory before, while they are held (sampled over 30 s, past two heartbeats)
// and after they close; and the time from a new data version to its event reaching every one.
// Figures are reported, not asserted. Run: BENCH_FILES=subscribers npm run bench.

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { sqlitePathFromUrl } from '../../prisma/migrate.ts';
import { measure, persisted, persistedIds, prepareDatabase, residentMb, startProject, type Target } from './serve.bench.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const root = resolve(import.meta.dirname, '../..');

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Stream {
  /** Resolves when the stream has sent an event since `armed`. */
  nextEvent(): Promise<number>;
  close(): void;
}

/** One subscription on its own connection, read as it arrives. */
function openStream(base: string): Promise<Stream> {
  const query = encodeURIComponent('subscription { dataChanged { version files } }');
  return new Promise((resolveOpen, reject) => {
    let waiting: ((at: number) => void) | undefined;
    const req = request(`${base}/graphql?query=${query}`, { headers: { accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: next')) waiting?.(performance.now());
      });
      resolveOpen({
        nextEvent: () =>
          new Promise((done) => {
            waiting = done;
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', () => {});
    req.end();
  });
}

async function openStreams(base: string, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  // In batches, as clients arrive: not a thousand connections in one instant.
  for (let i = 0; i < count; i += 50)
    streams.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => openStream(base)))));
  return streams;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-subscribers-'));
  try {
    const real = await prepareDatabase(join(root, 'data'), dir, 'real');
    const project = await startProject(real, {
      RESPONSE_CACHE: 'on',
      SUBSCRIPTIONS_MAX: String(SUBSCRIBERS * 2),
      SUBSCRIPTIONS_PER_ADDRESS: String(SUBSCRIBERS * 2),
    });
    const pid = project.pid as number;
    try {
      const targets: Target[] = [
        { name: 'GET /api/general/updates', path: '/api/general/updates' },
        persisted(persistedIds(), 'ReleaseOrderPageQuery', { types: null, rebirth: null }),
      ];
      for (const t of targets) await measure(project.base, t, 32, 1);
      // The schema loads in the edge's thread with the first subscription: one opened and closed first.
      (await openStream(project.base)).close();
      await pause(500);
      const memory: string[] = [`idle, none open: ${fmt(residentMb(pid))} MB`];
      const rps = new Map<string, { without: number[]; with: number[] }>(targets.map((t) => [t.name, { without: [], with: [] }]));
      let fanOut = '';
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of targets) rps.get(t.name)?.without.push((await measure(project.base, t)).rps);
        const before = residentMb(pid);
        const opened = performance.now();
        const streams = await openStreams(project.base, SUBSCRIBERS);
        const openMs = performance.now() - opened;
        if (round === 0) {
          memory.push(`${SUBSCRIBERS} opened (in ${fmt(openMs)} ms): ${fmt(residentMb(pid))} MB (+${fmt(residentMb(pid) - before)} MB)`);
          const samples: string[] = [];
          for (let s = 0; s < 6; s++) {
            await pause(5000);
            samples.push(fmt(residentMb(pid)));
          }
          memory.push(`held, every 5 s for 30 s: ${samples.join(', ')} MB`);
          // A new data version (as a save makes it), announced to every subscriber.
          const events = streams.map((s) => s.nextEvent());
          const sqlite = new Database(sqlitePathFromUrl(real));
          const bumped = performance.now();
          sqlite.prepare('UPDATE DataVersion SET version = version + 1 WHERE id = 1').run();
          sqlite.close();
          const arrived = (await Promise.all(events)).map((at) => at - bumped).sort((a, b) => a - b);
          fanOut = `first ${fmt(arrived[0])} ms, median ${fmt(median(arrived))} ms, last ${fmt(arrived.at(-1) ?? 0)} ms`;
        } else await pause(2000);
        for (const t of targets) rps.get(t.name)?.with.push((await measure(project.base, t)).rps);
        for (const s of streams) s.close();
        await pause(1000);
        if (round === 0) memory.push(`closed again: ${fmt(residentMb(pid))} MB`);
      }
      console.log(
        `\nWarm reads at 32 connections, without and with ${SUBSCRIBERS} idle subscribers (median of ${ROUNDS} alternating rounds):\n`,
      );
      console.log('| request | without req/s | with req/s | with / without |');
      console.log('| --- | --- | --- | --- |');
      for (const [name, r] of rps) {
        console.log(
          `| ${name} | ${fmt(median(r.without))} | ${fmt(median(r.with))} | ${fmt((100 * median(r.with)) / median(r.without), 1)} % |`,
        );
      }
      console.log(`\nResident memory of the process (edge and execution workers):\n  ${memory.join('\n  ')}`);
      console.log(`\nA new data version to its event on each of ${SUBSCRIBERS} streams: ${fanOut}`);
    } finally {
      await project.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
