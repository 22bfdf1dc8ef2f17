// Writes the next PostgreSQL migration: the SQL that takes the PostgreSQL schema as last committed
// (git's HEAD:prisma/postgres/schema.prisma) to the one derived now. Prisma's schema engine diffs
// the two models: it connects to a PostgreSQL server but reads nothing from it (its introspection of
// PostgreSQL through adapter-pg fails on the "char" type). Usage, after npm run db:migration and
// npm run generate: DATABASE_URL=postgresql://... npm run db:migration:postgres -- <name>
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPostgresUrl } from '../dialect.ts';
import { openSchemaEngine } from '../schemaEngine.ts';
import { POSTGRES_SCHEMA } from './derive.ts';
import { POSTGRES_MIGRATIONS_DIR } from './migrate.ts';

/** The SQL from one PostgreSQL schema text to another; empty when they agree. */
export async function postgresSchemaChange(url: string, before: string, after = readFileSync(POSTGRES_SCHEMA, 'utf8')): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-pg-migration-'));
  try {
    const beforePath = join(dir, 'before.prisma');
    writeFileSync(beforePath, before);
    const engine = await openSchemaEngine(POSTGRES_SCHEMA, url);
    try {
      const result = await engine.diff({
        from: { tag: 'schemaDatamodel', files: [{ path: beforePath, content: before }] },
        to: { tag: 'schemaDatamodel', files: [{ path: POSTGRES_SCHEMA, content: after }] },
        script: true,
        exitCode: true,
        filters: { externalTables: [], externalEnums: [] },
      });
      return result.exitCode === 2 ? (result.stdout ?? '') : '';
    } finally {
      engine.free();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const before = execFileSync('git', ['show', 'HEAD:prisma/postgres/schema.prisma'], { cwd: root, encoding: 'utf8' });
  const url = process.env.DATABASE_URL ?? '';
  if (!isPostgresUrl(url))
    throw new Error('Set DATABASE_URL to a PostgreSQL server (postgresql://...): the schema engine needs one to run');
  const sql = await postgresSchemaChange(url, before);
  if (!sql) {
    console.log('prisma/postgres/schema.prisma has not changed since the last commit: no PostgreSQL migration to write.');
  } else {
    const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const folder = join(POSTGRES_MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'migration.sql'), sql);
    console.log(`Wrote ${folder}/migration.sql`);
  }
}
