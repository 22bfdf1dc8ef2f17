// Writes the next PostgreSQL migration: the SQL that takes a PostgreSQL database migrated to the
// newest existing migration (prisma/postgres/migrations) to prisma/postgres/schema.prisma.
// Usage, after npm run db:migration and npm run generate, with a database migrated to the newest
// PostgreSQL migration: DATABASE_URL=postgresql://... npm run db:migration:postgres -- <name>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSchemaEngine } from '../schemaEngine.ts';
import { POSTGRES_SCHEMA } from './derive.ts';
import { applyPostgresMigrations, isPostgresUrl, POSTGRES_MIGRATIONS_DIR } from './migrate.ts';

/** The SQL from what the database at `url` holds to the PostgreSQL schema; empty when they agree. */
export async function pendingPostgresSchemaChange(url: string, schemaPath = POSTGRES_SCHEMA): Promise<string> {
  const engine = await openSchemaEngine(schemaPath, url);
  try {
    const files = [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }];
    const result = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.exitCode === 2 ? (result.stdout ?? '') : '';
  } finally {
    engine.free();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL ?? '';
  if (!isPostgresUrl(url)) throw new Error('Set DATABASE_URL to a PostgreSQL database (postgresql://...) to diff against');
  await applyPostgresMigrations(url);
  const sql = await pendingPostgresSchemaChange(url);
  if (!sql) {
    console.log('The PostgreSQL migrations already match prisma/postgres/schema.prisma.');
  } else {
    const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const folder = join(POSTGRES_MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'migration.sql'), sql);
    console.log(`Wrote ${folder}/migration.sql`);
  }
}
