// A migrated, seeded temporary SQLite file per test file, wired into the server's `db`.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { applyMigrations } from '../../prisma/migrate.ts';
import { applyPostgresMigrations } from '../../prisma/postgres/migrate.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { connectDatabase, db, disconnectDatabase } from '../../server/db.ts';
import { createPostgresDatabase } from './postgres.ts';

export const FIXTURE_DATA = resolve(import.meta.dirname, '../fixtures/data');

export interface TestDatabase {
  file: string;
  url: string;
  /** SQL statements issued since the last reset. */
  statements: string[];
  close(): Promise<void>;
}

/**
 * Where the test run keeps the fixture dataset migrated and seeded once (tests/helpers/fixtureTemplate.ts,
 * before any file runs): a file copies it instead of seeding its own.
 */
export const TEMPLATE_ENV = 'LW_TEST_FIXTURE_DB';
/** The fixture's portraits, drawn once beside the template (a site's own folder starts as a copy). */
export const TEMPLATE_IMAGES_ENV = 'LW_TEST_FIXTURE_IMAGES';

/** Migrates `file` and loads `dataDir` into it through the server's `db`. */
async function migrateAndSeed(file: string, dataDir: string, onQuery?: (sql: string) => void) {
  applyMigrations(file);
  const prisma = connectDatabase({ url: `file:${file}`, onQuery });
  await loadDataset(prisma, dataDir);
}

/**
 * Builds the fixture template at `file` (closing the connection, so the file is whole on its own),
 * and draws its portraits into `imagesDir` as `npm start` would.
 */
export async function buildFixtureTemplate(file: string, imagesDir: string): Promise<void> {
  await migrateAndSeed(file, FIXTURE_DATA);
  try {
    const { preparePortraits } = await import('../../server/startup.ts');
    const drawn = await preparePortraits({ dataDir: FIXTURE_DATA, imagesDir }, false);
    if (drawn.failed.length) throw new Error(`fixture portraits not drawn: ${drawn.failed.map((f) => f.label).join(', ')}`);
  } finally {
    await disconnectDatabase();
  }
}

/** Set to `postgres` (the `server-postgres` project does), every test database is a PostgreSQL one. */
export const TEST_DATABASE_ENV = 'TEST_DATABASE';

async function createPostgresTestDatabase(dataDir: string): Promise<TestDatabase> {
  const database = await createPostgresDatabase();
  const statements: string[] = [];
  await applyPostgresMigrations(database.url);
  const prisma = connectDatabase({ url: database.url, onQuery: (sql) => statements.push(sql) });
  await loadDataset(prisma, dataDir);
  statements.length = 0;
  return {
    file: '',
    url: database.url,
    statements,
    close: async () => {
      await disconnectDatabase();
      await database.drop();
    },
  };
}

export async function createTestDatabase(dataDir = FIXTURE_DATA): Promise<TestDatabase> {
  if (process.env[TEST_DATABASE_ENV] === 'postgres') return createPostgresTestDatabase(dataDir);
  const dir = mkdtempSync(join(tmpdir(), 'lw-test-'));
  const file = join(dir, 'test.db');
  const url = `file:${file}`;
  const statements: string[] = [];
  const onQuery = (sql: string) => statements.push(sql);
  const template = dataDir === FIXTURE_DATA ? process.env[TEMPLATE_ENV] : undefined;
  if (template && existsSync(template)) {
    copyFileSync(template, file);
    connectDatabase({ url, onQuery });
  } else {
    await migrateAndSeed(file, dataDir, onQuery);
  }
  statements.length = 0;
  return {
    file,
    url,
    statements,
    close: async () => {
      await disconnectDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Imports the fixture dataset with one character changed (a copy in `workDir`), as an import of
 * new data would; `loadDataset(db, FIXTURE_DATA)` puts the fixture back.
 */
export async function importWithCharacterChange(workDir: string, id: string, change: Record<string, unknown>): Promise<void> {
  const dir = join(workDir, 'data');
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  const file = join(dir, 'characters/characters.json');
  const rows = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(
    rows.find((c: { id: string }) => c.id === id),
    change,
  );
  writeFileSync(file, JSON.stringify(rows));
  await loadDataset(db, dir);
}
