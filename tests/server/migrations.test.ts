import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingSchemaChange } from '../../prisma/createMigration.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import { applyMigrations, listMigrations, MIGRATIONS_DIR, MigrationError } from '../../prisma/migrate.ts';
import { disconnectDatabase } from '../../server/db.ts';
import { createTestDatabase } from '../helpers/database.ts';

const dir = mkdtempSync(join(tmpdir(), 'lw-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('match prisma/schema.prisma exactly (no pending schema change)', async () => {
    expect(await pendingSchemaChange()).toBe('');
  });

  it('create every column the Prisma model declares, with matching nullability', () => {
    const file = join(dir, 'drift.db');
    applyMigrations(file);
    const db = new Database(file, { readonly: true });
    const { models } = getDatamodel().datamodel;
    const problems: string[] = [];
    for (const [model, { fields }] of Object.entries(models)) {
      const columns = new Map(
        (db.prepare(`PRAGMA table_info("${model}")`).all() as { name: string; notnull: number }[]).map((c) => [c.name, c]),
      );
      if (columns.size === 0) problems.push(`table ${model} is missing`);
      for (const field of fields) {
        if (field.kind !== 'scalar') continue;
        const column = columns.get(field.name);
        if (!column) problems.push(`${model}.${field.name} is missing`);
        else if (!!column.notnull !== field.isRequired) problems.push(`${model}.${field.name} nullability differs`);
        columns.delete(field.name);
      }
      for (const extra of columns.keys()) problems.push(`${model}.${extra} exists only in the database`);
    }
    db.close();
    expect(problems).toEqual([]);
  });

  it('apply once and record themselves in _prisma_migrations', () => {
    const file = join(dir, 'twice.db');
    expect(applyMigrations(file)).toEqual(listMigrations().map((m) => m.name));
    expect(applyMigrations(file)).toEqual([]);
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT migration_name, checksum, finished_at FROM _prisma_migrations').all() as {
      checksum: string;
      finished_at: string;
    }[];
    db.close();
    expect(rows).toHaveLength(listMigrations().length);
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].finished_at).toBeTruthy();
  });

  it('refuse a migration edited after it was applied, and leave the database as it was', () => {
    const copy = join(dir, 'edited-migrations');
    cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    const file = join(dir, 'edited.db');
    applyMigrations(file, copy);
    const [first] = listMigrations(copy);
    const sqlPath = join(copy, first.name, 'migration.sql');
    writeFileSync(sqlPath, `${readFileSync(sqlPath, 'utf8')}\n-- edited\n`);
    expect(() => applyMigrations(file, copy)).toThrow(MigrationError);
  });

  it('roll back a failing migration completely', () => {
    const copy = join(dir, 'failing-migrations');
    cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    const failing = join(copy, '99999999999999_broken');
    cpSync(join(copy, listMigrations(copy)[0].name), failing, { recursive: true });
    writeFileSync(join(failing, 'migration.sql'), 'CREATE TABLE "Half" ("id" INTEGER);\nTHIS IS NOT SQL;');
    const file = join(dir, 'failing.db');
    expect(() => applyMigrations(file, copy)).toThrow();
    const db = new Database(file, { readonly: true });
    const half = db.prepare(`SELECT name FROM sqlite_master WHERE name = 'Half'`).get();
    const recorded = db.prepare(`SELECT count(*) AS n FROM _prisma_migrations WHERE migration_name LIKE '%broken'`).get() as { n: number };
    db.close();
    expect(half).toBeUndefined();
    expect(recorded.n).toBe(0);
  });
});

describe('a database seeded before the sort figures existed', () => {
  it('gets, when migrated, the same figures the loader writes', async () => {
    const database = await createTestDatabase();
    try {
      await disconnectDatabase();
      const sqlite = new Database(database.file);
      const figures = () => sqlite.prepare('SELECT cardId, key, value FROM StoryCardFigure ORDER BY key, cardId').all();
      const loaded = figures();
      expect(loaded.length).toBeGreaterThan(20);
      // As the database was before the backfill: the table there, empty, and the backfill not applied.
      const backfill = listMigrations().find((m) => m.name.endsWith('_story_card_figures_backfill'));
      expect(backfill).toBeTruthy();
      sqlite.exec('DELETE FROM StoryCardFigure');
      sqlite.prepare('DELETE FROM _prisma_migrations WHERE migration_name = ?').run(backfill?.name);
      sqlite.close();
      expect(applyMigrations(database.file)).toEqual([backfill?.name]);
      const again = new Database(database.file);
      expect(again.prepare('SELECT cardId, key, value FROM StoryCardFigure ORDER BY key, cardId').all()).toEqual(loaded);
      again.close();
    } finally {
      await database.close();
    }
  });
});

describe('a DATABASE_URL that is neither a SQLite file nor PostgreSQL', () => {
  const REPO = join(import.meta.dirname, '..', '..');
  it.each([
    ['npm run db:seed', 'prisma/seed.ts'],
    ['npm run db:migrate', 'prisma/migrateDatabase.ts'],
  ])('is refused by %s before anything is created, its password masked', async (_name, script) => {
    const { spawnSync } = await import('node:child_process');
    const { readdirSync } = await import('node:fs');
    const cwd = mkdtempSync(join(tmpdir(), 'lw-pg-url-'));
    try {
      const run = spawnSync(process.execPath, ['--import', join(REPO, 'node_modules/tsx/dist/esm/index.mjs'), join(REPO, script)], {
        cwd,
        env: { ...process.env, DATABASE_URL: 'mysql://lw:secret@localhost/lw', DATA_DIR: join(REPO, 'tests/fixtures/data') },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('DATABASE_URL must be a SQLite file URL');
      expect(run.stderr).toContain('mysql://***@localhost/lw');
      expect(run.stderr).not.toContain('secret');
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
