// Backups that restore: `npm run db:backup` while the site serves and takes saves, then
// `npm run db:restore` into an empty database, on SQLite and on PostgreSQL. The restored database
// gives the export the served one gave, byte for byte, and keeps its audit log and accounts. A
// restore into a database that holds rows, or from a file that is no backup, is refused with
// nothing changed; scheduled backups keep the newest few.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../prisma/connect.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { applyPostgresMigrations } from '../../prisma/postgres/migrate.ts';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { createSite, type Site } from '../../server/app.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { pruneBackups, scheduleBackups } from '../../server/store/backup.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { createPostgresDatabase, type TestPostgres } from '../helpers/postgres.ts';

const run = promisify(execFile);
const clientDist = resolve('client/dist');
const PASSWORD = 'a password for the backups';
let dir: string;
let database: TestDatabase;
let site: Site;
let base: string;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  dir = mkdtempSync(join(tmpdir(), 'lw-backup-'));
  database = await createTestDatabase();
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  site = createSite({ clientDist, imagesDir: '/nonexistent', databaseUrl: database.url, workers: 0 });
  base = await site.listen(0);
});

afterAll(async () => {
  await site?.shutdown(1000);
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** npm run db:backup / db:restore as a maintainer runs them, on a database URL. */
async function cli(command: 'backup' | 'restore', file: string, url: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/backups.ts', command, file], {
      env: { ...process.env, DATABASE_URL: url },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The export a site on a database gives (its bytes), with the images of none. */
async function exportOf(url: string): Promise<string> {
  if (url === database.url) return (await fetch(`${base}/export/lostword-data.json`)).text();
  const other = createSite({ clientDist, imagesDir: '/nonexistent', databaseUrl: url, workers: 0 });
  const at = await other.listen(0);
  try {
    return await (await fetch(`${at}/export/lostword-data.json`)).text();
  } finally {
    await other.shutdown(1000);
  }
}

async function countsOf(url: string) {
  const prisma = createPrismaClient({ url });
  try {
    return {
      accounts: await prisma.adminUser.count(),
      audit: await prisma.auditEntry.count(),
      version: await prisma.dataVersion.findFirst(),
    };
  } finally {
    await prisma.$disconnect();
  }
}

describe('SQLite', () => {
  it('backs up while the site serves and saves, and restores into an empty file the same export, audit log and accounts', async () => {
    const admin = new AdminBrowser(() => base);
    expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
    const save = async (n: number) => {
      const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "2") { json revision } }');
      const record = loaded.body.data?.record as { json: string; revision: number };
      const saved = await admin.post(
        'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "2", json: $j, revision: $r, source: { url: "https://example.org/news/2" }) { applied } }',
        { j: JSON.stringify({ ...JSON.parse(record.json), name: `Scarlet Festival rerun ${n}` }), r: record.revision },
      );
      expect(saved.body.data?.saveRecord.applied).toBe(true);
    };
    await save(1);
    // Saves and reads go on while the backup is taken.
    const file = join(dir, 'nested', 'sqlite-backup.sqlite');
    let saving = true;
    const saves = (async () => {
      for (let n = 2; saving && n < 40; n++) await save(n);
    })();
    const reads = Array.from({ length: 20 }, () => fetch(`${base}/api/prayers/get-list`).then((r) => r.status));
    const made = await cli('backup', file, database.url);
    saving = false;
    await saves;
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/^Backed up .* in \d+ ms\.$/m);
    expect(new Set(await Promise.all(reads))).toEqual(new Set([200]));
    expect(readdirSync(join(dir, 'nested'))).toEqual(['sqlite-backup.sqlite']);

    // A backup of the site at rest restores to its export, byte for byte.
    const quiet = join(dir, 'quiet.sqlite');
    expect((await cli('backup', quiet, database.url)).code).toBe(0);
    const before = await exportOf(database.url);
    const target = `file:${join(dir, 'restored', 'lostword.db')}`;
    const restored = await cli('restore', quiet, target);
    expect(restored.code, restored.out).toBe(0);
    expect(await exportOf(target)).toBe(before);
    expect(await countsOf(target)).toEqual(await countsOf(database.url));
    expect((await countsOf(target)).accounts).toBe(1);
    expect((await countsOf(target)).audit).toBeGreaterThan(1);
    // The backup taken during the saves is whole: it restores, with one of the saved names.
    const during = `file:${join(dir, 'during.db')}`;
    expect((await cli('restore', file, during)).code).toBe(0);
    expect(await exportOf(during)).toMatch(/Scarlet Festival rerun \d+/);
  });

  it('refuses to restore into a database that holds rows, and a file that is no backup, changing nothing', async () => {
    const file = join(dir, 'refusal.sqlite');
    expect((await cli('backup', file, database.url)).code).toBe(0);
    const before = await exportOf(database.url);
    const into = await cli('restore', file, database.url);
    expect(into.code).toBe(1);
    expect(into.out).toMatch(/^Restore failed: The database at .* is not empty \(.+ hold rows\)/m);
    expect(await exportOf(database.url)).toBe(before);

    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all');
    const empty = join(dir, 'empty-target.db');
    const refused = await cli('restore', junk, `file:${empty}`);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Restore failed: .*junk\.sqlite is not a SQLite backup/);
    expect(existsSync(empty)).toBe(false);
    const missing = await cli('restore', join(dir, 'nowhere.sqlite'), `file:${empty}`);
    expect(missing.out).toMatch(/Restore failed: There is no backup at/);
    // A migrated database with no rows yet (as a first start leaves it after a failed seed) takes a restore.
    const migrated = join(dir, 'migrated.db');
    applyMigrations(migrated);
    expect((await cli('restore', file, `file:${migrated}`)).code).toBe(0);
    expect(await exportOf(`file:${migrated}`)).toBe(before);
  });

  it('keeps the newest scheduled backups', async () => {
    const folder = join(dir, 'scheduled');
    mkdirSync(folder);
    const made: string[] = [];
    let clock = Date.parse('2026-11-01T00:00:00Z');
    const reports: string[] = [];
    const stop = scheduleBackups(
      {
        dir: folder,
        intervalMs: 20,
        keep: 2,
        extension: '.sqlite',
        backup: async (file) => {
          made.push(file);
          writeFileSync(file, 'x');
        },
        report: (message) => reports.push(message),
      },
      () => {
        clock += 3_600_000;
        return new Date(clock);
      },
    );
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(made.length).toBeGreaterThanOrEqual(3);
    const kept = readdirSync(folder).sort();
    expect(kept).toEqual(made.slice(-2).map((f) => f.slice(folder.length + 1)));
    expect(kept[0]).toMatch(/^lostword-20261101T\d{6}Z\.sqlite$/);
    expect(reports.some((r) => r.includes('removed 1 older'))).toBe(true);
    // Only scheduled backups are pruned: another file of the folder stays.
    writeFileSync(join(folder, 'by-hand.sqlite'), 'x');
    pruneBackups(folder, 0);
    expect(readdirSync(folder)).toEqual(['by-hand.sqlite']);
  });
});

describe('PostgreSQL', () => {
  let source: TestPostgres;
  let target: TestPostgres;
  beforeAll(async () => {
    source = await createPostgresDatabase();
    target = await createPostgresDatabase();
    await applyPostgresMigrations(source.url);
    const prisma = createPrismaClient({ url: source.url });
    try {
      await loadDataset(prisma, FIXTURE_DATA);
      await prisma.adminUser.create({ data: { username: 'ada', passwordHash: await hashPassword(PASSWORD), createdAt: new Date() } });
    } finally {
      await prisma.$disconnect();
    }
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('backs up with pg_dump and restores into an empty database the same export and accounts; refuses a filled one', async () => {
    const file = join(dir, 'postgres.pgdump');
    const made = await cli('backup', file, source.url);
    expect(made.code, made.out).toBe(0);
    // The password is never printed.
    expect(made.out).not.toContain(new URL(source.url).password || 'no password set');
    const restored = await cli('restore', file, target.url);
    expect(restored.code, restored.out).toBe(0);
    expect(await exportOf(target.url)).toBe(await exportOf(source.url));
    expect(await countsOf(target.url)).toEqual(await countsOf(source.url));
    // Now it holds rows: a second restore is refused.
    const again = await cli('restore', file, target.url);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Restore failed: The database is not empty/);
  });
});
