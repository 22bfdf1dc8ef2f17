// Applies the SQL migrations in prisma/postgres/migrations, in order, to a PostgreSQL database,
// recording each one in Prisma's own `_prisma_migrations` table (Prisma's columns and checksum),
// as prisma/migrate.ts does for SQLite. PostgreSQL runs DDL in transactions too, so a failing
// migration leaves no trace; concurrent starts take turns on an advisory lock.
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pendingMigrations } from '../migrate.ts';

export const POSTGRES_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock the runner holds while it migrates (any fixed number shared by every process). */
const MIGRATION_LOCK = 7_424_019;

/** Applies pending migrations; returns the names applied. Refuses edited or unknown history. */
export async function applyPostgresMigrations(url: string, dir = POSTGRES_MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const m of pendingMigrations(applied, dir)) {
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count, started_at)
           VALUES ($1, $2, now(), $3, 1, now())`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(m.name);
    }
    return done;
  } finally {
    await client.end();
  }
}

/** The advisory lock a start holds while it migrates and seeds, so processes started together seed once. */
const START_LOCK = 7_424_020;

/** Runs `work` while holding the start lock of the database at `url` (other starts wait for it). */
export async function withStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
