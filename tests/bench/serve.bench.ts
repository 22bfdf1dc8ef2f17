// Serving benchmark: every documented /api path, every page's persisted GraphQL query and a tool
// author's characters(first: 100), measured at 32 connections against the project and, in the
// same run, against a bare node:http server returning the same bytes (the project's own answer,
// headers and body, replayed); warm (response cache on), cold (response cache off, reads kept per
// data version) and uncached (both off); each cold row also runs the request through the execution
// handler in this process, with nothing around it (the ceiling of one execution thread). Then the
// cold release order on the real data and on the 100x synthetic data, and /health while 4
// connections send the heaviest query a tool author may send.
// BENCH_OBSERVED=on runs the same code a second time with its request log and metrics on, beside it
// with both off (the "now / observed" column is the cost of watching it).
// BENCH_BASELINE=<git revision> also runs that revision of the project, from a worktree of its
// own, side by side in the same run (the before and after of a change, in one table).
// Figures are reported, not asserted. Run: npm run bench (BENCH_FILES=serve for this one alone).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { parse } from 'graphql';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { createPrismaClient } from '../../prisma/connect.ts';
import { applyMigrations, sqlitePathFromUrl } from '../../prisma/migrate.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import type { ExecRequest, RequestHandler } from '../../server/execution/handler.ts';
import { LIMITS, priceOperation } from '../../server/execution/limits.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { schema } from '../../server/schema.ts';
import { START_ARGS, START_ENV } from '../helpers/npmStart.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const SKIP_EXTRAS = process.env.BENCH_ONLY !== undefined;
/** Alternating measurements of the project and of bare node per row (BENCH_ROUNDS, default 1). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

/** The run with the median throughput, with the errors of every run. */
function medianRun(runs: Measured[]): Measured {
  const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
  return { ...median, errors: runs.reduce((n, r) => n + r.errors, 0) };
}
const root = resolve(import.meta.dirname, '../..');

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Server {
  base: string;
  /** The process's id (a project's), for its resident memory. */
  pid?: number;
  stop(): Promise<void>;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((res, rej) => {
    let out = '';
    const on = (d: Buffer) => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m) {
        // Found: what the process writes later is read and dropped, not kept and scanned again.
        child.stdout?.off('data', on);
        child.stdout?.resume();
        res(m);
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', (d) => {
      out += d.toString();
    });
    child.once('exit', () => rej(new Error(`exited before it listened:\n${out}`)));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The project as `npm start` runs it, on a prepared database (from `cwd`: another revision's worktree). */
let started = 0;

export async function startProject(databaseUrl: string, env: Record<string, string> = {}, cwd = root): Promise<Server> {
  const output = join(tmpdir(), `lw-serve-output-${process.pid}-${++started}.log`);
  // As npm start runs it: compiled (server/start.mjs), or through tsx for a revision before it.
  const compiled = existsSync(join(cwd, 'server/start.mjs'));
  const args = compiled ? START_ARGS : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd,
    // The load comes from one address: rate limits would measure themselves (BENCH_RATE_LIMIT=on keeps them, unlimited).
    env: {
      ...process.env,
      ...(compiled ? START_ENV : {}),
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(process.env.BENCH_RATE_LIMIT === 'on' ? { RATE_LIMIT_POINTS: '100000000' } : { RATE_LIMIT: 'off' }),
      // npm start logs a line a request; BENCH_LOG_LEVEL=info measures with it (warn: without).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
    // Its output goes to a file, as under a process manager: read through a pipe, a request log's
    // lines would cost the load generator's own process, measured on the same cores.
    stdio: ['ignore', openSync(output, 'w'), 'pipe'],
  });
  const m = await waitForOutput(child, output, /running at http:\/\/[^:/]+:(\d+)\//);
  const stop = async () => {
    await stopChild(child);
    rmSync(output, { force: true });
  };
  return { base: `http://127.0.0.1:${m[1]}`, pid: child.pid, stop };
}

/** Waits for a line in the file a process writes its output to (and its standard error). */
async function waitForOutput(child: ChildProcess, file: string, pattern: RegExp): Promise<RegExpExecArray> {
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d.toString();
  });
  for (;;) {
    const m = pattern.exec(readFileSync(file, 'utf8').slice(0, 100_000));
    if (m) return m;
    if (child.exitCode !== null) throw new Error(`exited before it listened:\n${readFileSync(file, 'utf8')}${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The resident memory of a process (MB; 0 when it is gone), its threads included. */
export function residentMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 100 ms until stopped; gives the highest seen (MB). */
function watchMemory(pid: number | undefined): () => number {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}

/** Headers Node's http server adds itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startBare(status: number, headers: Headers, body: Buffer, dir: string): Promise<Server> {
  const spec = join(dir, `bare-${Math.random().toString(36).slice(2)}.json`);
  const replayed: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) replayed[name] = value;
  });
  replayed['content-length'] = String(body.length);
  writeFileSync(spec, JSON.stringify({ status, headers: replayed, body: body.toString('base64') }));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare.mjs'), spec], { stdio: ['ignore', 'pipe', 'pipe'] });
  const m = await waitForLine(child, /listening (\d+)/);
  return { base: `http://127.0.0.1:${m[1]}`, stop: () => stopChild(child) };
}

export function measure(base: string, target: Target, connections = CONNECTIONS, seconds = SECONDS): Promise<Measured> {
  return new Promise((res, rej) => {
    autocannon(
      {
        url: base + target.path,
        method: target.method ?? 'GET',
        body: target.body,
        headers: { accept: 'application/json', ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return rej(error);
        res({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
  });
}

/**
 * The ceiling of one execution thread: the request run by the execution handler in this process,
 * one after another for `seconds`, with no HTTP, no edge and no hop to a worker around it (reads
 * kept per data version, as in the cold mode). Requests a second.
 */
export async function executionAlone(handle: RequestHandler, target: Target, seconds = SECONDS): Promise<number> {
  const request: ExecRequest = {
    method: target.method ?? 'GET',
    url: target.path,
    headers: { accept: 'application/json', ...(target.body ? { 'content-type': 'application/json' } : {}) },
    body: target.body,
    dataVersion: 1,
  };
  for (let i = 0; i < 50; i++) await handle(request);
  let count = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 10; i++) await handle(request);
    count += 10;
  }
  return (count * 1000) / (performance.now() - started);
}

/** The execution handler, in this process, on a database (the server's own, as a worker makes it). */
async function aloneHandler(databaseUrl: string): Promise<RequestHandler> {
  const { connectDatabase } = await import('../../server/db.ts');
  const { createRequestHandler } = await import('../../server/execution/handler.ts');
  connectDatabase({ url: databaseUrl });
  return createRequestHandler({});
}

/** A database migrated and loaded with a dataset folder. */
export async function prepareDatabase(dataDir: string, dir: string, name: string): Promise<string> {
  const file = join(dir, `${name}.db`);
  applyMigrations(file);
  const prisma = createPrismaClient({ url: `file:${file}` });
  await loadDataset(prisma, dataDir);
  await prisma.$disconnect();
  return `file:${file}`;
}

/** The persisted id of each of the site's queries, by operation name. */
export function persistedIds(): Record<string, string> {
  const map = JSON.parse(readFileSync(join(root, 'client/__generated__/persisted-queries.json'), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(map).map(([id, text]) => [/query (\w+)/.exec(text)?.[1] ?? id, id]));
}

export function persisted(ids: Record<string, string>, name: string, variables: Record<string, unknown> = {}): Target {
  const params = new URLSearchParams({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: ids[name] } }) });
  if (Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
  return { name: `GraphQL ${name}`, path: `/graphql?${params}` };
}

/** The query string of the paths that need one (an id of the real data). */
const API_QUERIES: Record<string, string> = { '/api/characters/modal': '?id=l1-reimu', '/api/prayers/get-detail': '?id=25' };

/** The variables a page's query loads with when its URL has no parameters. */
const PAGE_VARIABLES: Record<string, Record<string, unknown>> = {
  ReleaseOrderPageQuery: { types: null, rebirth: null },
  PrayerTypePageQuery: { types: null },
  BatchOrderPageQuery: { kind: 'REBIRTH' },
  CharacterModalQuery: { slug: 'l1-reimu' },
  PrayerDetailPageQuery: { id: 25 },
  SpecialPoolPageQuery: { kind: 'STANDARD' },
  SpecialPoolSimulatorPageQuery: { kind: 'STANDARD' },
  TowerPageQuery: { floor: null },
  // Relay sends every variable of the search, null when the URL does not set it.
  StoryCardListPageQuery: {
    name: null,
    artist: null,
    featured: null,
    rarities: null,
    suits: null,
    obtaining: null,
    role: null,
    slots: null,
  },
};

export function targets(): Target[] {
  const ids = persistedIds();
  const api = legacyTables
    .flatMap((t) => t.routes)
    .filter((r) => (r.method ?? 'GET') === 'GET')
    .map((r) => ({ name: `GET ${r.path}`, path: r.path + (API_QUERIES[r.path] ?? '') }));
  // Every page's persisted query (named *PageQuery by convention), with the variables it loads with.
  const pages = Object.keys(ids)
    .filter((name) => name.endsWith('PageQuery') || name === 'CharacterModalQuery' || name === 'FooterQuery')
    .sort()
    .map((name) => persisted(ids, name, PAGE_VARIABLES[name] ?? {}));
  const tool: Target = {
    name: 'POST /graphql characters(first: 100)',
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({
      query: '{ characters(first: 100) { totalCount edges { node { id slug nameEn type currentRarity released worldCode debutAt } } } }',
    }),
  };
  return [...api, ...pages, tool];
}

/**
 * The heaviest document a tool author may send: aliases of full character pages, as many as the
 * node limit (and the alias limit) allow, priced with the server's own pricing.
 */
export function heaviestQuery(): string {
  const page =
    'characters(first: 100) { edges { node { slug nameEn nameJp titleEn colors aliases release { debut bannerCount lastBanner } images { full thumbnail } links { gamepress } world { code name } series { enTitle } } } }';
  const documentOf = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: ${page}`).join(' ')} }`;
  for (let n = 30; n > 1; n--) {
    const nodes = priceOperation({ schema, document: parse(documentOf(n)), trusted: false });
    if (nodes <= LIMITS.maxNodes) return documentOf(n);
  }
  return documentOf(1);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * A worktree of another revision, ready to start: the project's node_modules, and its generated
 * files made by its own `npm run generate`. Removed by `remove`.
 */
export function checkoutBaseline(revision: string, dir: string): { cwd: string; label: string; remove(): void } {
  const cwd = join(dir, 'baseline');
  const label = execFileSync('git', ['rev-parse', '--short', revision], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('git', ['worktree', 'add', '--detach', cwd, revision], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(cwd, 'node_modules'));
  execFileSync('npm', ['run', '-s', 'generate'], { cwd, stdio: 'ignore' });
  return { cwd, label, remove: () => execFileSync('git', ['worktree', 'remove', '--force', cwd], { cwd: root, stdio: 'ignore' }) };
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-serve-'));
  const baseline = process.env.BENCH_BASELINE ? checkoutBaseline(process.env.BENCH_BASELINE, dir) : undefined;
  // BENCH_OBSERVED=on: instead of another revision, this code again with its request log (LOG_LEVEL=info)
  // and its metrics counted (METRICS_TOKEN), beside the same code with neither.
  const observed = !baseline && process.env.BENCH_OBSERVED === 'on';
  // BENCH_IN_PROCESS=on: this code again with every request run in the edge's own thread
  // (EXECUTION_WORKERS=0), beside the default workers: what handing a request to a worker costs.
  const inProcess = !baseline && !observed && process.env.BENCH_IN_PROCESS === 'on';
  const otherLabel = baseline?.label ?? (observed ? 'observed' : inProcess ? 'in process' : '');
  try {
    const real = await prepareDatabase(join(root, 'data'), dir, 'real');
    // BENCH_ONLY (a regular expression) measures a subset, e.g. BENCH_ONLY=ritual-date.
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
    const list = targets().filter((t) => !only || only.test(t.name));
    const rows: string[] = [];
    const startMemory: string[] = [];
    // warm: answers cached; cold: every request executed, its reads kept per data version (as
    // after a reveal instant, or a tool author's new document over reads other requests made);
    // uncached: every read also asked of the database.
    const MODES = {
      warm: { RESPONSE_CACHE: 'on' },
      cold: { RESPONSE_CACHE: 'off' },
      uncached: { RESPONSE_CACHE: 'off', READ_CACHE: 'off' },
    } as const;
    // BENCH_MODES (a comma-separated list, e.g. warm) measures some of the modes.
    const modes = (['warm', 'cold', 'uncached'] as const).filter(
      (m) => !process.env.BENCH_MODES || process.env.BENCH_MODES.split(',').includes(m),
    );
    // The cold rows also give the ceiling of one execution thread (executionAlone), run here on the
    // same database.
    const alone = modes.includes('cold') ? await aloneHandler(real) : undefined;
    for (const mode of modes) {
      const env = MODES[mode];
      const project = await startProject(real, env);
      // A moment after it says it serves: its workers have loaded and warmed up.
      await new Promise((r) => setTimeout(r, 2000));
      startMemory.push(`${mode}: ${fmt(residentMb(project.pid))} MB`);
      // The revision before runs on a database of its own, which its start migrates and seeds from
      // its own dataset (its schema may lack what this revision's migrations added).
      const before = baseline
        ? await startProject(`file:${join(dir, 'baseline.db')}`, env, baseline.cwd)
        : observed
          ? await startProject(real, { ...env, LOG_LEVEL: 'info', METRICS_TOKEN: 'a-token-for-the-serving-bench-0123' })
          : inProcess
            ? await startProject(real, { ...env, EXECUTION_WORKERS: '0' })
            : undefined;
      try {
        for (const t of list) {
          process.stderr.write(`measuring ${t.name} (${mode})\n`);
          const sample = await fetch(project.base + t.path, {
            method: t.method ?? 'GET',
            body: t.body,
            headers: { accept: 'application/json', ...(t.body ? { 'content-type': 'application/json' } : {}) },
          });
          const bytes = Buffer.from(await sample.arrayBuffer());
          if (sample.status !== 200) console.warn(`${t.name}: status ${sample.status}: ${bytes.toString().slice(0, 200)}`);
          // The revision before may not know a request of this one (a persisted id it never had):
          // its row would measure a refusal, so it says so.
          const beforeStatus = before
            ? (
                await fetch(before.base + t.path, {
                  method: t.method ?? 'GET',
                  body: t.body,
                  headers: { accept: 'application/json', ...(t.body ? { 'content-type': 'application/json' } : {}) },
                })
              ).status
            : 200;
          if (beforeStatus !== 200) console.warn(`${t.name}: ${otherLabel} answers ${beforeStatus}: its figures measure a refusal`);
          // One second of load first, for every server, so none is measured while its code warms up;
          // then ROUNDS alternating measurements of each, the median reported (the machine's noise
          // falls on every side alike).
          const bare = await startBare(sample.status, sample.headers, bytes, dir);
          // The project's resident memory (edge and workers) before the row's load and at its peak.
          let idle = 0;
          let peak = 0;
          const servers = [project, ...(before ? [before] : []), bare];
          const runs: Measured[][] = servers.map(() => []);
          try {
            for (const server of servers) await measure(server.base, t, CONNECTIONS, 1);
            idle = residentMb(project.pid);
            for (let round = 0; round < ROUNDS; round++) {
              for (const [i, server] of servers.entries()) {
                const peakOf = i === 0 ? watchMemory(project.pid) : undefined;
                runs[i].push(await measure(server.base, t));
                if (peakOf) peak = Math.max(peak, peakOf());
              }
            }
          } finally {
            await bare.stop();
          }
          const [mine, ...others] = runs.map(medianRun);
          const base = others.at(-1) as Measured;
          const share = (m: Measured) => `${fmt((100 * m.rps) / base.rps, 1)} %`;
          const aloneRps = mode === 'cold' && alone && sample.status === 200 ? await executionAlone(alone, t) : undefined;
          const aloneCells = aloneRps === undefined ? ' | |' : ` ${fmt(aloneRps)} | ${fmt((100 * aloneRps) / base.rps, 1)} % |`;
          const beforeCells = !before
            ? ''
            : beforeStatus !== 200
              ? ` (${beforeStatus}) | | |`
              : ` ${fmt(others[0].rps)} | ${share(others[0])} | ${fmt((100 * mine.rps) / others[0].rps, 1)} % |`;
          rows.push(
            `| ${t.name} | ${mode} | ${fmt(bytes.length / 1024, 1)} KB | ${fmt(mine.rps)} | ${mine.p50} / ${mine.p99} ms | ${mine.errors} | ${fmt(base.rps)} | ${base.p50} / ${base.p99} ms | ${share(mine)} |${aloneCells} ${fmt(idle)} / ${fmt(peak)} MB |${beforeCells}`,
          );
          console.log(rows.at(-1));
        }
      } finally {
        await project.stop();
        await before?.stop();
      }
    }
    console.log(`\nServing at ${CONNECTIONS} connections, ${SECONDS} s each, project and bare node:http side by side:\n`);
    if (alone) {
      console.log(
        'Execution alone (cold rows): the same request run by the execution handler in one thread, one after another, with no HTTP, edge or worker hop around it; its share of the bare server is the most one execution thread could serve.\n',
      );
    }
    const beforeHead = otherLabel ? ` ${otherLabel} req/s | ${otherLabel} share | now / ${otherLabel} |` : '';
    const beforeRule = otherLabel ? ' --- | --- | --- |' : '';
    console.log(
      `| request | cache | bytes | project req/s | p50 / p99 | errors | bare req/s | bare p50 / p99 | share | execution alone req/s | its share | memory before / peak |${beforeHead}`,
    );
    console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${beforeRule}`);
    for (const r of rows) console.log(r);
    console.log(
      `\nResident memory of the project idle after its start (edge and ${process.env.EXECUTION_WORKERS ?? 'the default'} workers): ${startMemory.join(', ')}`,
    );

    if (SKIP_EXTRAS && !process.env.BENCH_EXTRAS) return;
    await benchExtras(real, dir, baseline);
  } finally {
    baseline?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cold release order on the real and the 100x data, and /health beside the heaviest query. */
async function benchExtras(real: string, dir: string, baseline?: { cwd: string; label: string }): Promise<void> {
  {
    // The cold release order, one request at a time, on the real data and the 100x synthetic data.
    const syntheticDir = join(dir, 'synthetic');
    for (const [file, records] of Object.entries(generateSynthetic(readDataset(join(root, 'data')), 100))) {
      writeJson(join(syntheticDir, file), records);
    }
    const synthetic = await prepareDatabase(syntheticDir, dir, 'synthetic');
    console.log('\nCold GET /api/characters/release-date (cache off, 1 connection):');
    for (const [label, url] of [
      ['real data', real],
      ['100x synthetic', synthetic],
    ] as const) {
      for (const [revision, cwd] of [['now', root], ...(baseline ? [[baseline.label, baseline.cwd]] : [])]) {
        const project = await startProject(url, { RESPONSE_CACHE: 'off' }, cwd);
        try {
          const target = { name: 'release', path: '/api/characters/release-date' };
          const bytes = (await (await fetch(project.base + target.path)).arrayBuffer()).byteLength;
          await measure(project.base, target, 1, 1);
          const r = await measure(project.base, target, 1, SECONDS);
          // One connection: the mean time per request is the inverse of the rate (p50 is whole ms).
          console.log(
            `  ${label.padEnd(16)} ${revision.padEnd(8)} ${fmt(bytes / 1024, 1)} KB, p50 ${r.p50} ms, mean ${fmt(1000 / r.rps, 2)} ms, p99 ${r.p99} ms, ${fmt(r.rps)} req/s`,
          );
          // The first request after an import: the data version moves (as an import moves it) before
          // each request, so nothing kept per data version is reused.
          const sqlite = new Database(sqlitePathFromUrl(url));
          try {
            const bump = sqlite.prepare('UPDATE DataVersion SET version = version + 1 WHERE id = 1');
            const times: number[] = [];
            for (let i = 0; i < 41; i++) {
              bump.run();
              const start = performance.now();
              await (await fetch(project.base + target.path)).arrayBuffer();
              times.push(performance.now() - start);
            }
            times.sort((a, b) => a - b);
            console.log(
              `  ${''.padEnd(16)} ${revision.padEnd(8)} first request after an import (41 imports): p50 ${fmt(times[20], 2)} ms, max ${fmt(times[40], 2)} ms`,
            );
          } finally {
            sqlite.close();
          }
        } finally {
          await project.stop();
        }
      }
    }

    // /health while 4 connections send the heaviest query a tool author may send (cache off).
    const project = await startProject(real, { RESPONSE_CACHE: 'off' });
    try {
      const heavy: Target = { name: 'heaviest', path: '/graphql', method: 'POST', body: JSON.stringify({ query: heaviestQuery() }) };
      const probe = await fetch(`${project.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: heavy.body,
      });
      const probeBody = await probe.text();
      const [load, health] = await Promise.all([
        measure(project.base, heavy, 4, SECONDS),
        measure(project.base, { name: 'health', path: '/health' }, 1, SECONDS),
      ]);
      console.log(
        `\n/health while 4 connections send the heaviest allowed query (${fmt(probeBody.length / 1024)} KB, status ${probe.status}, ${fmt(load.rps, 1)} req/s, p99 ${load.p99} ms):`,
      );
      console.log(`  /health p50 ${health.p50} ms, p99 ${health.p99} ms, ${health.errors} errors (budget: p99 <= 50 ms)`);
    } finally {
      await project.stop();
    }
  }
}
