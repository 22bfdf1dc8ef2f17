// Migrates the database DATABASE_URL names (npm run db:migrate): a SQLite file through
// prisma/migrate.ts, a PostgreSQL database through prisma/postgres/migrate.ts.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_URL } from './connect.ts';
import { isPostgresUrl, maskedUrl } from './dialect.ts';
import { applyMigrations, MigrationError, sqlitePathFromUrl } from './migrate.ts';
import { applyPostgresMigrations } from './postgres/migrate.ts';

/** Applies the pending migrations of the database a URL names; returns the names applied. */
export async function migrateDatabase(url: string): Promise<string[]> {
  return isPostgresUrl(url) ? applyPostgresMigrations(url) : applyMigrations(sqlitePathFromUrl(url));
}

/** A URL as it may be printed: without its password. */

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  try {
    const done = await migrateDatabase(url);
    console.log(done.length ? `Applied ${done.join(', ')} to ${maskedUrl(url)}` : `${maskedUrl(url)} is up to date`);
  } catch (e) {
    if (!(e instanceof MigrationError) && !(e as NodeJS.ErrnoException).code) throw e;
    // A refused history, or a database that cannot be reached (its password never printed).
    console.error(maskedUrl((e as Error).message));
    process.exitCode = 1;
  }
}
