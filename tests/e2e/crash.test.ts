// Crash safety on SQLite: `npm start` killed with SIGKILL in the middle of a stream of saves and of
// bundle imports through the admin area, then started again on the same file. The database passes
// SQLite's integrity check; every save and import answered as applied is there (or a later one
// that was in flight); and none is half there: each changed record's stored copy, its game table
// row, its revision, the audit log and the data version agree.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { npmStart, type StartedServer } from '../helpers/npmStart.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a password for the crash test';
const dir = mkdtempSync(join(tmpdir(), 'lw-crash-'));
const file = join(dir, 'crash.db');
const ENV = {
  DATABASE_URL: `file:${file}`,
  IMAGES_DIR: join(dir, 'images'),
  PORTRAITS_AT_START: 'off',
  RATE_LIMIT: 'off',
  EXECUTION_WORKERS: '1',
};
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<StartedServer> {
  const started = await npmStart(ENV);
  children.push(started.child);
  return started;
}

interface Stored {
  name: string;
  body: string;
  revision: number;
}

it('keeps every answered save and import after a SIGKILL, and nothing half done', async () => {
  const first = await start();
  // npm run admin:create, its password on stdin as a script gives it.
  const created = execFileSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'ada'], {
    cwd: ROOT,
    env: ENV,
    input: `${PASSWORD}\n`,
  });
  expect(created.toString()).toContain('Created the admin account ada.');
  const admin = new AdminBrowser(() => first.base);
  expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);

  const sent = { saves: new Set<string>(), imports: new Set<string>() };
  const applied = { saves: [] as string[], imports: [] as string[] };
  let killed = false;
  const save = async (n: number) => {
    const name = `Saved ${n}`;
    const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "2") { json revision } }');
    const record = loaded.body.data?.record as { json: string; revision: number };
    sent.saves.add(name);
    const saved = await admin.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "2", json: $j, revision: $r, source: { url: "https://example.org/news/2" }) { applied } }',
      { j: JSON.stringify({ ...JSON.parse(record.json), name }), r: record.revision },
    );
    if (saved.body.data?.saveRecord.applied) applied.saves.push(name);
  };
  const importBundle = async (n: number) => {
    const name = `Imported ${n}`;
    const exported = await fetch(`${first.base}/admin/export`, { headers: { cookie: admin.cookie } });
    const bundle = (await exported.json()) as Record<string, { id: number; name: string }[]>;
    bundle['prayers/prayers.json'] = (bundle['prayers/prayers.json'] ?? []).map((p) => (p.id === 1 ? { ...p, name } : p));
    sent.imports.add(name);
    const answer = await fetch(`${first.base}/admin/bundle?url=https://example.org/news/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      body: JSON.stringify(bundle),
    });
    if (answer.status === 200 && ((await answer.json()) as { applied?: boolean }).applied) applied.imports.push(name);
  };
  // One stream of changes, two saves then an import (whole bundles: an import beside a save would
  // be refused as a conflict with it), until the process is gone.
  const stream = (async () => {
    for (let n = 1; !killed; n++) {
      try {
        await (n % 3 === 0 ? importBundle(n) : save(n));
      } catch {
        return;
      }
    }
  })();
  // Kill it once both kinds of change have been applied, mid-stream.
  const deadline = Date.now() + 60_000;
  while ((applied.saves.length < 8 || applied.imports.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(applied.saves.length).toBeGreaterThanOrEqual(8);
  expect(applied.imports.length).toBeGreaterThanOrEqual(2);
  const exited = new Promise((r) => first.child.once('exit', r));
  first.child.kill('SIGKILL');
  killed = true;
  await exited;
  await stream;

  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
  } finally {
    db.close();
  }
  // Started again on the same file, it serves what was saved.
  const second = await start();
  const check = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(check.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    const stored = (key: string): Stored => {
      const row = check.prepare("SELECT body, revision FROM ImportedRecord WHERE file = 'prayers/prayers.json' AND key = ?").get(key) as {
        body: string;
        revision: number;
      };
      const name = check.prepare('SELECT name FROM Prayer WHERE id = ?').pluck().get(Number(key)) as string;
      return { name, body: row.body, revision: row.revision };
    };
    const version = check.prepare('SELECT version FROM DataVersion WHERE id = 1').pluck().get() as number;
    const audited = check.prepare('SELECT dataVersion, changes FROM AuditEntry WHERE dataVersion IS NOT NULL').all() as {
      dataVersion: number;
      changes: string;
    }[];
    expect(Math.max(...audited.map((a) => a.dataVersion))).toBe(version);
    for (const [key, kind] of [
      ['2', 'saves'],
      ['1', 'imports'],
    ] as const) {
      const record = stored(key);
      // The last change answered as applied, or one sent after it that was in flight at the kill.
      const last = applied[kind].at(-1) as string;
      const number = (name: string) => Number(/(\d+)$/.exec(name)?.[1]);
      expect(sent[kind].has(record.name), `${key}: ${record.name}`).toBe(true);
      expect(number(record.name)).toBeGreaterThanOrEqual(number(last));
      // The game table, the stored copy, the revision and the audit log tell the same change.
      expect(JSON.parse(record.body).name).toBe(record.name);
      const made = audited.find((a) => a.dataVersion === record.revision);
      expect(made, `no audit entry for revision ${record.revision}`).toBeDefined();
      expect(made?.changes).toContain(record.name);
      // And the site serves it.
      const detail = await (await fetch(`${second.base}/api/prayers/get-detail?id=${key}`)).json();
      expect(JSON.stringify(detail)).toContain(record.name);
    }
  } finally {
    check.close();
    second.child.kill('SIGTERM');
  }
}, 120_000);
