// A migrated, seeded temporary SQLite file per test file, wired into the server's `db`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { applyMigrations } from '../../prisma/migrate.ts';
import { loadDataset } from '../../prisma/seed/load.ts';
import { connectDatabase, db, disconnectDatabase } from '../../server/db.ts';

export const FIXTURE_DATA = resolve(import.meta.dirname, '../fixtures/data');

export interface TestDatabase {
  file: string;
  url: string;
  /** SQL statements issued since the last reset. */
  statements: string[];
  close(): Promise<void>;
}

export async function createTestDatabase(dataDir = FIXTURE_DATA): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-test-'));
  const file = join(dir, 'test.db');
  const url = `file:${file}`;
  applyMigrations(file);
  const statements: string[] = [];
  const prisma = connectDatabase({ url, onQuery: (sql) => statements.push(sql) });
  await loadDataset(prisma, dataDir);
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
