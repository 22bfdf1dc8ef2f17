// Scaling benchmark, on a real PostgreSQL (Debian's cluster, or TEST_POSTGRES_URL) with the real
// data:
// 1. 1, 2 and 4 processes (one execution worker each) behind nginx (deploy/nginx.conf), at 32
//    connections: a cached read (GET /api/general/updates) and an uncached GraphQL read
//    (POST /graphql characters(first: 100) with the response cache off and no reads kept).
// 2. PostgreSQL against SQLite for the cold path of each domain's main page query (the response
//    cache off, every read asked of the database): p50 at one connection, req/s at 32.
// Figures are reported, not asserted. Run: BENCH_FILES=scale npm run bench (needs nginx and PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPrismaClient } from '../../prisma/connect.ts';
import { applyPostgresMigrations } from '../../prisma/postgres/migrate.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { freePort } from '../helpers/ports.ts';
import { createPostgresDatabase, systemProgram } from '../helpers/postgres.ts';
import { measure, persisted, persistedIds, prepareDatabase, startProject, type Target } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** nginx with deploy/nginx.conf, its upstream lines replaced by the given processes. */
async function startNginx(ports: number[], dir: string): Promise<{ base: string; stop(): Promise<void> }> {
  const listen = await freePort();
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/( {4}server 127\.0\.0\.1:300\d[^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
  const here = mkdtempSync(join(dir, 'nginx-'));
  chmodSync(here, 0o777);
  writeFileSync(join(here, 'nginx.conf'), site);
  writeFileSync(join(here, 'nginx-standalone.conf'), readFileSync(join(root, 'deploy/nginx-standalone.conf'), 'utf8'));
  const child: ChildProcess = spawn(systemProgram('nginx'), ['-p', here, '-c', join(here, 'nginx-standalone.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

const CACHED: Target = { name: 'GET /api/general/updates (cached)', path: '/api/general/updates' };
const UNCACHED: Target = {
  name: 'POST /graphql characters(first: 100) (uncached)',
  path: '/graphql',
  method: 'POST',
  body: JSON.stringify({
    query: '{ characters(first: 100) { totalCount edges { node { id slug nameEn type currentRarity released worldCode debutAt } } } }',
  }),
};

/** Each domain's main page query, with the variables it loads with. */
function mainPageQueries(): Target[] {
  const ids = persistedIds();
  const none = { name: null, artist: null, featured: null, rarities: null, suits: null, obtaining: null, role: null, slots: null };
  return [
    persisted(ids, 'HomePageQuery', {}),
    persisted(ids, 'ReleaseOrderPageQuery', { types: null, rebirth: null }),
    persisted(ids, 'PrayerListPageQuery', {}),
    persisted(ids, 'StoryCardListPageQuery', none),
    persisted(ids, 'TowerPageQuery', { floor: null }),
    persisted(ids, 'UpdateLogPageQuery', {}),
  ];
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-scale-'));
  chmodSync(dir, 0o777);
  const postgres = await createPostgresDatabase();
  try {
    await applyPostgresMigrations(postgres.url);
    const prisma = createPrismaClient({ url: postgres.url });
    await loadDataset(prisma, join(root, 'data'));
    await prisma.$disconnect();

    // 1. Processes behind nginx.
    const rows: string[] = [];
    for (const [label, env, target] of [
      ['cached', { RESPONSE_CACHE: 'on' }, CACHED],
      ['uncached', { RESPONSE_CACHE: 'off', READ_CACHE: 'off' }, UNCACHED],
    ] as const) {
      for (const count of [1, 2, 4]) {
        process.stderr.write(`measuring ${count} process(es), ${label}\n`);
        const servers = await Promise.all(
          Array.from({ length: count }, () => startProject(postgres.url, { ...env, EXECUTION_WORKERS: '1', TRUST_PROXY: '1' })),
        );
        const proxy = await startNginx(
          servers.map((s) => Number(new URL(s.base).port)),
          dir,
        );
        try {
          await measure(proxy.base, target, 32, 1);
          const r = await measure(proxy.base, target, 32, SECONDS);
          rows.push(`| ${target.name} | ${count} | ${fmt(r.rps)} | ${r.p50} / ${r.p99} ms | ${r.errors} |`);
          console.log(rows.at(-1));
        } finally {
          await proxy.stop();
          await Promise.all(servers.map((s) => s.stop()));
        }
      }
    }
    console.log(`\nProcesses behind nginx on one PostgreSQL, 32 connections, ${SECONDS} s each (one execution worker per process):\n`);
    console.log('| request | processes | req/s | p50 / p99 | errors |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(r);

    // 2. PostgreSQL against SQLite, cold.
    const sqlite = await prepareDatabase(join(root, 'data'), dir, 'real');
    const cold = { RESPONSE_CACHE: 'off', READ_CACHE: 'off', EXECUTION_WORKERS: '2' };
    const results = new Map<string, Record<string, { p50: number; rps: number }>>();
    for (const [name, url] of [
      ['SQLite', sqlite],
      ['PostgreSQL', postgres.url],
    ] as const) {
      const server = await startProject(url, cold);
      try {
        for (const t of mainPageQueries()) {
          process.stderr.write(`measuring ${t.name} on ${name}\n`);
          await measure(server.base, t, 1, 1);
          const single = await measure(server.base, t, 1, SECONDS);
          const loaded = await measure(server.base, t, 32, SECONDS);
          const row = results.get(t.name) ?? {};
          row[name] = { p50: single.p50, rps: loaded.rps };
          results.set(t.name, row);
        }
      } finally {
        await server.stop();
      }
    }
    console.log(`\nThe cold path (response cache off, every read asked of the database), one process with 2 workers, ${SECONDS} s each:\n`);
    console.log('| page query | SQLite p50 (1 conn) | PostgreSQL p50 (1 conn) | SQLite req/s (32 conns) | PostgreSQL req/s (32 conns) |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, r] of results) {
      console.log(`| ${name} | ${r.SQLite.p50} ms | ${r.PostgreSQL.p50} ms | ${fmt(r.SQLite.rps)} | ${fmt(r.PostgreSQL.rps)} |`);
    }
  } finally {
    await postgres.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
