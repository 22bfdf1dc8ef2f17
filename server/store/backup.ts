// Backups of the whole database (game data, revisions, the audit log, suggestions and accounts)
// and their restore into an empty database, for each kind of store:
// - SQLite: the online backup API (better-sqlite3's `backup`), which copies a consistent state
//   while the site keeps serving and writing; a restore checks the backup's integrity and puts it
//   in place of the empty file.
// - PostgreSQL: pg_dump's custom format, and pg_restore in one transaction, with the connection's
//   settings passed in the environment (the password never on a command line).
// A backup is written beside its name and renamed when complete, so a file of that name is never
// half a backup.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** A backup or a restore that cannot be made, said plainly (the CLI prints it and exits 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const partial = (file: string) => join(dirname(file), `.${basename(file)}.partial`);

function prepareTarget(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && statSync(file).isDirectory()) throw new BackupError(`${file} is a folder, not a file`);
}

// ---------------------------------------------------------------- SQLite

/** The migrations' own record: a migrated database with no data yet is empty. */
const MIGRATIONS_TABLE = '_prisma_migrations';

/** The names of the tables of a SQLite database that hold the site's rows (not the migrations' record nor a full-text index's own tables). */
function sqliteTablesWithRows(db: Database.Database): string[] {
  const all = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
    sql: string | null;
  }[];
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => `${t.name}_`);
  const tables = all.map((t) => t.name).filter((n) => n !== MIGRATIONS_TABLE && !virtual.some((v) => n.startsWith(v)));
  return tables.filter((t) => {
    try {
      return db.prepare(`SELECT 1 FROM "${t.replaceAll('"', '""')}" LIMIT 1`).get() !== undefined;
    } catch {
      // A virtual table whose module this build lacks cannot hold the site's data.
      return false;
    }
  });
}

export async function backupSqlite(path: string, file: string): Promise<void> {
  if (!existsSync(path)) throw new BackupError(`There is no database at ${path} to back up`);
  prepareTarget(file);
  const source = new Database(path, { readonly: true, fileMustExist: true });
  const temporary = partial(file);
  try {
    await source.backup(temporary);
    renameSync(temporary, file);
  } finally {
    source.close();
    rmSync(temporary, { force: true });
  }
}

export async function restoreSqlite(path: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  let backup: Database.Database;
  try {
    backup = new Database(file, { readonly: true, fileMustExist: true });
    const check = backup.prepare('PRAGMA integrity_check').pluck().get();
    if (check !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(check)}`);
    const version = backup.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'DataVersion'").get();
    if (!version) throw new BackupError(`${file} is a SQLite database, but not a backup of this site (it has no DataVersion table)`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a SQLite backup: ${(error as Error).message}`);
  }
  backup.close();
  if (existsSync(path)) {
    const target = new Database(path, { readonly: true, fileMustExist: true });
    const filled = sqliteTablesWithRows(target);
    target.close();
    if (filled.length)
      throw new BackupError(
        `The database at ${path} is not empty (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ', ...' : ''} hold rows): restore into a new file, or move this one away first`,
      );
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = partial(path);
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // A copy through the backup API, not of the file's bytes: a backup taken in WAL mode is whole.
    await copy.backup(temporary);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    copy.close();
  }
  // In place of the empty database file and its journal files.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  renameSync(temporary, path);
}

// ---------------------------------------------------------------- PostgreSQL

/** The libpq environment of a connection URL, and the schema it names (Prisma's `?schema=`). */
function libpqEnv(url: string): { env: NodeJS.ProcessEnv; schema: string } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname) || 'localhost',
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
  };
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return { env, schema: u.searchParams.get('schema') ?? 'public' };
}

/** Runs a PostgreSQL client program; its error output is the failure's message. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${program} is not installed (Debian: apt install postgresql-client)` : `${program}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  prepareTarget(file);
  const { env, schema } = libpqEnv(url);
  const temporary = partial(file);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${temporary}`], env);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  const { env, schema } = libpqEnv(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1', [schema])).rows;
    const filled: string[] = [];
    for (const { name } of tables.filter((t) => t.name !== MIGRATIONS_TABLE)) {
      const rows = await client.query(`SELECT 1 FROM "${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}" LIMIT 1`);
      if (rows.rowCount) filled.push(name);
    }
    if (filled.length)
      throw new BackupError(
        `The database is not empty (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ', ...' : ''} hold rows): restore into a new database`,
      );
  } finally {
    await client.end();
  }
  // The empty tables a migration may have made are replaced by the backup's, all in one transaction.
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--schema=${schema}`,
      `--dbname=${env.PGDATABASE}`,
      file,
    ],
    env,
  );
}

// ---------------------------------------------------------------- scheduled backups

export interface BackupSchedule {
  dir: string;
  intervalMs: number;
  keep: number;
  /** The file name's ending: `.sqlite` or `.pgdump`. */
  extension: string;
  backup(file: string): Promise<void>;
  /** Told of each backup made, or of its failure. */
  report(message: string, failed: boolean): void;
}

const SCHEDULED = /^lostword-\d{8}T\d{6}Z\.(sqlite|pgdump)$/;

/** Keeps the newest `keep` scheduled backups of the folder and removes the others. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((f) => SCHEDULED.test(f))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const f of removed) rmSync(join(dir, f), { force: true });
  return removed;
}

/** Backs up every `intervalMs` into `dir`, keeping the newest `keep`; returns the stop. */
export function scheduleBackups(schedule: BackupSchedule, now: () => Date = () => new Date()): () => void {
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    const stamp = now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const file = join(schedule.dir, `lostword-${stamp}${schedule.extension}`);
    try {
      await schedule.backup(file);
      const removed = pruneBackups(schedule.dir, schedule.keep);
      schedule.report(`Backup written to ${file}${removed.length ? `; removed ${removed.length} older` : ''}.`, false);
    } catch (error) {
      schedule.report(`Backup to ${file} failed: ${(error as Error).message}`, true);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(once, schedule.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
