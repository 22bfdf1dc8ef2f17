// Benchmark of the release-order reads: the GraphQL page the release-order screen loads, and
// GET /api/characters/release-date, in process, on the real dataset and on the 100x synthetic one.
// Reports latency p50/p99, throughput and SQL statements per request. Figures are reported, not asserted.
// Run: npx tsx tests/bench/characters.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { applyMigrations } from '../../prisma/migrate.ts';
import { loadDataset } from '../../prisma/seed/load.ts';
import { createLegacyApp, createYogaApp } from '../../server/app.ts';
import { connectDatabase, disconnectDatabase } from '../../server/db.ts';

const WARM_UP = 20;
const REQUESTS = 200;
const CONCURRENCY = [1, 8];

// The fields of the release-order screen's first page (CharacterList_query and CharacterThumb_character).
const RELEASE_ORDER_QUERY = `query ReleaseOrder {
  characters(first: 100, released: true, orderBy: RELEASE) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      cursor
      node {
        __typename id slug debutAt shortName shortNameTranslit currentRarity status worldCode hasRebirth revealed sample
        images { thumbnail altThumbnail spoilerSafeThumbnail }
      }
    }
  }
}`;

interface Case {
  name: string;
  request: () => Response | Promise<Response>;
}

interface Row {
  dataset: string;
  case: string;
  concurrency: number;
  p50: number;
  p99: number;
  rps: number;
  statements: number;
  items: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function checked(c: Case): Promise<string> {
  const res = await c.request();
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${c.name} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/** REQUESTS requests spread over `concurrency` workers; each request's latency and the wall time. */
async function run(c: Case, concurrency: number): Promise<{ latencies: number[]; wall: number }> {
  for (let i = 0; i < WARM_UP; i++) await checked(c);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        await checked(c);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), wall: performance.now() - started };
}

function itemsIn(text: string): number {
  const body = JSON.parse(text);
  return Array.isArray(body.data) ? body.data.length : body.data.characters.edges.length;
}

async function benchDataset(label: string, dataDir: string): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-bench-'));
  const file = join(dir, 'bench.db');
  let statements = 0;
  try {
    applyMigrations(file);
    const prisma = connectDatabase({ url: `file:${file}`, onQuery: () => statements++ });
    const loadStart = performance.now();
    const counts = await loadDataset(prisma, dataDir);
    console.log(
      `${label}: loaded ${counts['characters/characters.json']} characters in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );

    const yoga = createYogaApp();
    const legacy = createLegacyApp();
    const cases: Case[] = [
      {
        name: 'GraphQL characters(first: 100, RELEASE)',
        request: () =>
          yoga.fetch('http://localhost/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
            body: JSON.stringify({ query: RELEASE_ORDER_QUERY }),
          }),
      },
      {
        name: 'GET /api/characters/release-date',
        request: () => legacy.fetch(new Request('http://localhost/api/characters/release-date')),
      },
    ];

    const rows: Row[] = [];
    for (const c of cases) {
      statements = 0;
      const text = await checked(c);
      const perRequest = statements;
      for (const concurrency of CONCURRENCY) {
        const { latencies, wall } = await run(c, concurrency);
        rows.push({
          dataset: label,
          case: c.name,
          concurrency,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          rps: (REQUESTS / wall) * 1000,
          statements: perRequest,
          items: itemsIn(text),
          bytes: Buffer.byteLength(text),
        });
      }
    }
    return rows;
  } finally {
    await disconnectDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const header = ['dataset', 'case', 'conc', 'p50 ms', 'p99 ms', 'req/s', 'SQL/req', 'items', 'KB'];
  const lines = rows.map((r) => [
    r.dataset,
    r.case,
    String(r.concurrency),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    r.rps.toFixed(0),
    String(r.statements),
    String(r.items),
    (r.bytes / 1024).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(format(l));
}

async function main() {
  const root = resolve(import.meta.dirname, '../..');
  const synthetic = mkdtempSync(join(tmpdir(), 'lw-synthetic-x100-'));
  try {
    execFileSync('npx', ['tsx', 'data/build/synthetic.ts', '--scale', '100', '--out', synthetic], { cwd: root, stdio: 'ignore' });
    const rows = [...(await benchDataset('real', join(root, 'data'))), ...(await benchDataset('x100', synthetic))];
    printTable(rows);
    console.log(`\n${WARM_UP} warm-up + ${REQUESTS} requests per row, in process; SQL/req counted on one request.`);
  } finally {
    rmSync(synthetic, { recursive: true, force: true });
  }
}

await main();
