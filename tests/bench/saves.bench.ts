// The write path under a running site, side by side in one run: a stream of one-record saves as a
// maintainer makes them through the admin API, on the real data and on the 100x synthetic data
// (each save's time, p50 / p99, the first one apart: it starts the writer thread); /health asked
// from this process, not the server's, all the while (p50 / p99 / max), so a save that holds up
// the server's own thread shows; and, at 100x, a full bundle import (every file, a hundred prayers
// renamed) through POST /admin/bundle with /health and a public API asked meanwhile.
// BENCH_BASELINE=<git revision> runs that revision's saves on the real data too. BENCH_SCALES
// (default 1,100) picks the data sizes, BENCH_SAVES the saves per run. Figures are reported, not asserted.
// Run: BENCH_FILES=saves npm run bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { DATASET_FILE_NAMES } from '../../server/dataset/files.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { checkoutBaseline, prepareDatabase, startProject } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a passphrase for timing many saves';
const SCALES = (process.env.BENCH_SCALES ?? '1,100').split(',').map(Number);
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
/** Prayers the 100x import renames. */
const IMPORT_RENAMES = 100;
const HEALTH_EVERY_MS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Makes the bench account with the command of the revision at `cwd`, on its own database. */
function createAccount(cwd: string, databaseUrl: string): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'bench'], {
      cwd,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.stdin?.end(`${PASSWORD}\n`);
    child.once('exit', (code) => (code === 0 ? res() : rej(new Error(`admin:create failed: ${err}`))));
  });
}

interface Figures {
  /** The first save: it starts the writer thread, which reads the stored dataset. */
  first: number;
  saves: number[];
  health: number[];
}

async function measureSaves(base: string): Promise<Figures> {
  const admin = new AdminBrowser(() => base);
  await admin.signIn('bench', PASSWORD);
  // A revision before records had revisions answers their query with an error: it saves without one.
  const load = async (): Promise<{ json: string; revision?: number }> => {
    const withRevision = await admin.post('{ record(file: "prayers/prayers.json", key: "25") { json revision } }');
    if (!withRevision.body.errors) return withRevision.body.data?.record;
    return (await admin.post('{ record(file: "prayers/prayers.json", key: "25") { json } }')).body.data?.record;
  };

  const saveOnce = async (i: number) => {
    const loaded = await load();
    const record = JSON.parse(loaded.json);
    const started = performance.now();
    const saved = await admin.post(
      `mutation($j: String!${loaded.revision === undefined ? '' : ', $r: Int'}) { saveRecord(file: "prayers/prayers.json", key: "25", json: $j${loaded.revision === undefined ? '' : ', revision: $r'}, source: { url: "https://example.org/bench" }) { applied } }`,
      { j: JSON.stringify({ ...record, name: `Bench prayer ${i}` }), ...(loaded.revision === undefined ? {} : { r: loaded.revision }) },
    );
    const took = performance.now() - started;
    if (!saved.body.data?.saveRecord?.applied) throw new Error(`the save was not applied: ${JSON.stringify(saved.body)}`);
    return took;
  };
  const first = await saveOnce(-1);

  const health: number[] = [];
  let saving = true;
  const poller = (async () => {
    while (saving) {
      const at = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      health.push(performance.now() - at);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  const saves: number[] = [];
  try {
    for (let i = 0; i < SAVES; i++) saves.push(await saveOnce(i));
  } finally {
    saving = false;
    await poller;
  }
  return { first, saves, health };
}

/** Asks `url` again and again until `busy` resolves: each answer's time (ms). */
async function askWhile(url: string, busy: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void busy.finally(() => {
    done = true;
  });
  while (!done) {
    const at = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - at);
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
  }
  return times;
}

interface ImportFigures {
  bytes: number;
  took: number;
  changed: number;
  health: number[];
  api: number[];
}

/** A full bundle (every file of `dataDir`, some prayers renamed) imported through POST /admin/bundle, the site asked meanwhile. */
async function measureImport(base: string, dataDir: string): Promise<ImportFigures> {
  const admin = new AdminBrowser(() => base);
  await admin.signIn('bench', PASSWORD);
  const parts = DATASET_FILE_NAMES.map((file) => {
    let text = readFileSync(join(dataDir, file), 'utf8');
    if (file === 'prayers/prayers.json') {
      const prayers = JSON.parse(text) as { name: string }[];
      const step = Math.max(1, Math.floor(prayers.length / IMPORT_RENAMES));
      for (let i = 0; i < prayers.length && i / step < IMPORT_RENAMES; i += step) prayers[i].name = `${prayers[i].name} (imported)`;
      text = JSON.stringify(prayers);
    }
    return `${JSON.stringify(file)}: ${text}`;
  });
  // Encoded before the clock starts: the bench's own thread, which asks the site meanwhile, only streams it.
  const body = Buffer.from(`{${parts.join(',\n')}}`);
  const started = performance.now();
  const importing = fetch(`${base}/admin/bundle?url=https://example.org/bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
    body,
  }).then(async (res) => ({ status: res.status, answer: (await res.json()) as { applied?: boolean; changeCount?: number } }));
  const [health, api, done] = await Promise.all([
    askWhile(`${base}/health`, importing),
    askWhile(`${base}/api/general/home`, importing),
    importing,
  ]);
  const took = performance.now() - started;
  if (done.status !== 200 || !done.answer.applied) throw new Error(`the import was not applied: ${JSON.stringify(done)}`);
  return { bytes: body.length, took, changed: done.answer.changeCount ?? 0, health, api };
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-saves-bench-'));
  const baseline = process.env.BENCH_BASELINE ? checkoutBaseline(process.env.BENCH_BASELINE, dir) : undefined;
  try {
    const rows: [string, string, Figures][] = [];
    let imported: ImportFigures | undefined;
    for (const scale of SCALES) {
      // The data: the real dataset, or `scale` times it (data/build/synthetic.ts, labelled as sample data).
      const dataDir = scale > 1 ? join(dir, `synthetic-${scale}`) : join(root, 'data');
      if (scale > 1) {
        for (const [file, records] of Object.entries(generateSynthetic(readDataset(join(root, 'data')), scale))) {
          writeJson(join(dataDir, file), records);
        }
      }
      const data = scale > 1 ? `${scale}x synthetic` : 'real';
      // The revision before rewrote the whole dataset per save: at 100x a save outlasts the bench, so it runs on the real data only.
      const runs: [string, string, string | undefined][] = [
        ['now', root, await prepareDatabase(dataDir, dir, `saves-${scale}`)],
        ...(baseline && scale === 1 ? ([[baseline.label, baseline.cwd, undefined]] as [string, string, undefined][]) : []),
      ];
      for (const [label, cwd, prepared] of runs) {
        // The revision before runs on a database of its own, which its start migrates and seeds (from
        // the same data folder).
        const url = prepared ?? `file:${join(dir, `saves-${label}-${scale}.db`)}`;
        const project = await startProject(url, scale > 1 ? { DATA_DIR: dataDir } : {}, cwd);
        try {
          await createAccount(cwd, url);
          rows.push([label, data, await measureSaves(project.base)]);
          if (scale > 1 && label === 'now') imported = await measureImport(project.base, dataDir);
        } finally {
          await project.stop();
        }
      }
    }
    console.log(`\n${SAVES} one-record saves in a row (a prayer's name), /health asked every ${HEALTH_EVERY_MS} ms meanwhile:\n`);
    console.log('| revision | data | first save | save p50 | save p99 | /health p50 | /health p99 | /health max | /health answers |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, data, f] of rows) {
      console.log(
        `| ${label} | ${data} | ${fmt(f.first)} ms | ${fmt(percentile(f.saves, 50))} ms | ${fmt(percentile(f.saves, 99))} ms | ${fmt(percentile(f.health, 50), 1)} ms | ${fmt(percentile(f.health, 99), 1)} ms | ${fmt(Math.max(...f.health), 1)} ms | ${f.health.length} |`,
      );
    }
    if (imported) {
      const i = imported;
      console.log(
        `\nA full bundle import on the ${SCALES.at(-1)}x data (${fmt(i.bytes / 1e6, 1)} MB, ${i.changed} records changed), the site asked meanwhile:\n`,
      );
      console.log('| import | /health p50 | /health p99 | /health max | /api/general/home p50 | p99 | max | answers |');
      console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
      console.log(
        `| ${fmt(i.took / 1000, 1)} s | ${fmt(percentile(i.health, 50), 1)} ms | ${fmt(percentile(i.health, 99), 1)} ms | ${fmt(Math.max(...i.health), 1)} ms | ${fmt(percentile(i.api, 50), 1)} ms | ${fmt(percentile(i.api, 99), 1)} ms | ${fmt(Math.max(...i.api), 1)} ms | ${i.health.length + i.api.length} |`,
      );
    }
  } finally {
    baseline?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}
