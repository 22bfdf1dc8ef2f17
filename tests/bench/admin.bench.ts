// Admin edits on the real data: how long saving one record takes (validated with the whole dataset
// and applied in one transaction), how long the first public request after it takes (every cache
// moved on to the new data version), and the warm serving ratio against bare node:http after it,
// measured side by side. Figures are reported, not asserted. Run: BENCH_FILES=admin npm run bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { disconnectDatabase, upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { connectDatabase } from '../../server/db.ts';
import { measure, persisted, persistedIds, prepareDatabase, startProject, type Target } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a bench passphrase of some length';
const EDITS = 5;

/** A bare node:http server answering the same bytes, for the ratio. */
async function startBare(headers: Headers, body: Buffer, dir: string) {
  const spec = join(dir, `bare-${Math.random().toString(36).slice(2)}.json`);
  const replayed: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) replayed[name] = value;
  });
  replayed['content-length'] = String(body.length);
  writeFileSync(spec, JSON.stringify({ status: 200, headers: replayed, body: body.toString('base64') }));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare.mjs'), spec], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise<string>((res) =>
    child.stdout?.on('data', (d: Buffer) => /listening (\d+)/.test(d.toString()) && res(/listening (\d+)/.exec(d.toString())?.[1] ?? '')),
  );
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-admin-bench-'));
  try {
    const url = await prepareDatabase(join(root, 'data'), dir, 'admin');
    connectDatabase({ url });
    await upsertAccount('bench', await hashPassword(PASSWORD), new Date());
    await disconnectDatabase();
    const project = await startProject(url);
    try {
      const post = async (query: string, variables: Record<string, unknown>, cookie = '', csrf = '') => {
        const res = await fetch(`${project.base}/admin/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        return { res, body: (await res.json()) as { data: Record<string, any>; errors?: unknown[] } };
      };
      const signIn = await post('mutation($p: String!) { signIn(username: "bench", password: $p) { csrfToken } }', { p: PASSWORD });
      const cookie = signIn.res.headers.getSetCookie()[0].split(';')[0];
      const csrf = signIn.body.data.signIn.csrfToken as string;
      const record = JSON.parse(
        (await post('{ record(file: "prayers/prayers.json", key: "25") { json } }', {}, cookie)).body.data.record.json,
      );

      const ids = persistedIds();
      const publicTargets: Target[] = [
        { name: 'GET /api/prayers/get-list', path: '/api/prayers/get-list' },
        persisted(ids, 'PrayerListPageQuery'),
      ];
      const editMs: number[] = [];
      const firstMs: Record<string, number[]> = Object.fromEntries(publicTargets.map((t) => [t.name, []]));
      for (let i = 0; i < EDITS; i++) {
        // Every public answer is warm before the edit.
        for (const t of publicTargets) await fetch(project.base + t.path, { headers: { accept: 'application/json' } });
        const started = performance.now();
        const revision = (await post('{ record(file: "prayers/prayers.json", key: "25") { revision } }', {}, cookie, csrf)).body.data
          ?.record.revision;
        const saved = await post(
          'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "25", json: $j, revision: $r, source: { url: "https://example.org/bench" }) { applied } }',
          { j: JSON.stringify({ ...record, name: `${record.name} (${i % 2 ? 'again' : 'edited'})` }), r: revision },
          cookie,
          csrf,
        );
        editMs.push(performance.now() - started);
        if (!saved.body.data?.saveRecord?.applied) throw new Error(`the edit was not applied: ${JSON.stringify(saved.body)}`);
        for (const t of publicTargets) {
          const at = performance.now();
          const res = await fetch(project.base + t.path, { headers: { accept: 'application/json' } });
          await res.arrayBuffer();
          firstMs[t.name].push(performance.now() - at);
        }
      }
      console.log(
        `Saving one prayer (validated with the whole dataset, applied in one transaction), median of ${EDITS}: ${fmt(median(editMs))} ms (${editMs.map((m) => fmt(m)).join(', ')})\n`,
      );
      console.log('| first public request after an edit | median | each |');
      console.log('| --- | --- | --- |');
      for (const t of publicTargets)
        console.log(`| ${t.name} | ${fmt(median(firstMs[t.name]), 1)} ms | ${firstMs[t.name].map((m) => fmt(m, 1)).join(', ')} |`);

      console.log('\n| warm after the edits | project req/s | p50 / p99 | bare node:http req/s | ratio |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const t of publicTargets) {
        const sample = await fetch(project.base + t.path, { headers: { accept: 'application/json' } });
        const bare = await startBare(sample.headers, Buffer.from(await sample.arrayBuffer()), dir);
        try {
          await measure(project.base, t, 32, 1);
          await measure(bare.base, t, 32, 1);
          const mine = await measure(project.base, t);
          const theirs = await measure(bare.base, t);
          console.log(
            `| ${t.name} | ${fmt(mine.rps)} | ${mine.p50} / ${mine.p99} ms | ${fmt(theirs.rps)} | ${fmt((100 * mine.rps) / theirs.rps, 1)} % |`,
          );
        } finally {
          bare.stop();
        }
      }
    } finally {
      await project.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
