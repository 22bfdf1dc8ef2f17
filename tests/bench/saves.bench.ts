// A stream of one-record saves on the real data, as a maintainer makes them through the admin API:
// each save's time (p50 / p99), and /health asked from this process all the while (p50 / p99 /
// max), so a save that holds up the server's own thread shows. BENCH_BASELINE=<git revision> runs
// that revision too, side by side in the same run; BENCH_SCALE=100 runs on the 100x synthetic data
// instead (three saves unless BENCH_SAVES says). Figures are reported, not asserted.
// Run: BENCH_FILES=saves npm run bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { checkoutBaseline, prepareDatabase, startProject } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a passphrase for timing many saves';
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SAVES = Number(process.env.BENCH_SAVES ?? (SCALE > 1 ? 3 : 9));
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

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-saves-bench-'));
  const baseline = process.env.BENCH_BASELINE ? checkoutBaseline(process.env.BENCH_BASELINE, dir) : undefined;
  try {
    const rows: [string, Figures][] = [];
    // The data: the real dataset, or SCALE times it (data/build/synthetic.ts, labelled as sample data).
    const dataDir = SCALE > 1 ? join(dir, 'synthetic') : join(root, 'data');
    if (SCALE > 1) {
      for (const [file, records] of Object.entries(generateSynthetic(readDataset(join(root, 'data')), SCALE))) {
        writeJson(join(dataDir, file), records);
      }
    }
    const runs: [string, string, string | undefined][] = [
      ['now', root, await prepareDatabase(dataDir, dir, 'saves')],
      ...(baseline ? ([[baseline.label, baseline.cwd, undefined]] as [string, string, undefined][]) : []),
    ];
    for (const [label, cwd, prepared] of runs) {
      // The revision before runs on a database of its own, which its start migrates and seeds (from
      // the same data folder).
      const url = prepared ?? `file:${join(dir, `saves-${label}.db`)}`;
      const project = await startProject(url, SCALE > 1 ? { DATA_DIR: dataDir } : {}, cwd);
      try {
        await createAccount(cwd, url);
        rows.push([label, await measureSaves(project.base)]);
      } finally {
        await project.stop();
      }
    }
    const data = SCALE > 1 ? `the ${SCALE}x synthetic data` : 'the real data';
    console.log(`\n${SAVES} one-record saves in a row on ${data}, /health asked every ${HEALTH_EVERY_MS} ms meanwhile:\n`);
    console.log('| revision | first save | save p50 | save p99 | /health p50 | /health p99 | /health max | /health answers |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, f] of rows) {
      console.log(
        `| ${label} | ${fmt(f.first)} ms | ${fmt(percentile(f.saves, 50))} ms | ${fmt(percentile(f.saves, 99))} ms | ${fmt(percentile(f.health, 50), 1)} ms | ${fmt(percentile(f.health, 99), 1)} ms | ${fmt(Math.max(...f.health), 1)} ms | ${f.health.length} |`,
      );
    }
  } finally {
    baseline?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}
