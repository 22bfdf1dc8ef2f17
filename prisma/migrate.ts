// Applies the SQL migrations in prisma/migrations, in order, to a SQLite file, recording each one
// in Prisma's own `_prisma_migrations` table (same columns and checksum), so `prisma migrate
// deploy` and this runner agree about what has been applied. Prisma's binary schema engine cannot
// be downloaded on every machine; this runner needs nothing but better-sqlite3.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { isSqliteUrl, sqliteFileOf, unsupportedUrlMessage } from './dialect.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Turns a `file:` URL (relative to the working directory) or a plain path into a file path. */
export function sqlitePathFromUrl(url: string): string {
  // Anything but a file: URL is refused before a path is made of it (a postgres:// URL would
  // otherwise become a stray file named like the URL).
  if (!isSqliteUrl(url)) throw new MigrationError(unsupportedUrlMessage(url));
  const path = sqliteFileOf(url);
  return path === ':memory:' ? path : resolve(path);
}

export class MigrationError extends Error {}

/**
 * Creates `dir` and its missing parents one level at a time. Node's recursive mkdir can loop for
 * ever on special file systems (under /proc it never returns); this walk fails at once, and says
 * so when a path component is a file rather than a folder.
 */
export function ensureFolder(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (stat) {
      if (!stat.isDirectory()) {
        throw Object.assign(new Error(`${at} is a file, not a folder`), { code: 'ENOTDIR', path: at });
      }
      break;
    }
    const parent = dirname(at);
    if (parent === at) break;
    missing.push(at);
    at = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** What `_prisma_migrations` records of an applied migration. */
export interface AppliedMigration {
  checksum: string;
  finished_at: string | Date | null;
}

/**
 * The migrations of `dir` still to apply, in order, after checking the history the database
 * records: a migration it has that `dir` lacks, one that failed, or one edited since, is refused.
 */
export function pendingMigrations(applied: ReadonlyMap<string, AppliedMigration>, dir: string): Migration[] {
  const migrations = listMigrations(dir);
  const known = new Set(migrations.map((m) => m.name));
  for (const name of applied.keys()) {
    if (!known.has(name)) throw new MigrationError(`Database has migration ${name}, which is not in ${dir}`);
  }
  return migrations.filter((m) => {
    const row = applied.get(m.name);
    if (!row) return true;
    if (!row.finished_at) throw new MigrationError(`Migration ${m.name} failed earlier; repair the database first`);
    if (row.checksum !== m.checksum) throw new MigrationError(`Migration ${m.name} was edited after it was applied`);
    return false;
  });
}

/** Applies pending migrations; returns the names applied. Refuses edited or unknown history. */
export function applyMigrations(file: string, dir = MIGRATIONS_DIR): string[] {
  if (file !== ':memory:') ensureFolder(dirname(file));
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" TEXT PRIMARY KEY NOT NULL,
      "checksum" TEXT NOT NULL,
      "finished_at" DATETIME,
      "migration_name" TEXT NOT NULL,
      "logs" TEXT,
      "rolled_back_at" DATETIME,
      "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
      "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
    )`);
    const applied = new Map(
      (
        db.prepare('SELECT migration_name, checksum, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL').all() as {
          migration_name: string;
          checksum: string;
          finished_at: string | null;
        }[]
      ).map((r) => [r.migration_name, r]),
    );
    const done: string[] = [];
    for (const m of pendingMigrations(applied, dir)) {
      // SQLite runs DDL inside transactions, so a failing migration leaves no trace.
      db.transaction(() => {
        db.exec(m.sql);
        db.prepare(
          `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, applied_steps_count, started_at)
           VALUES (?, ?, ?, ?, 1, ?)`,
        ).run(randomUUID(), m.checksum, new Date().toISOString(), m.name, new Date().toISOString());
      })();
      done.push(m.name);
    }
    return done;
  } finally {
    db.close();
  }
}
