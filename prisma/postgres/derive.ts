// Writes prisma/postgres/schema.prisma, the PostgreSQL schema, from prisma/schema.prisma: the same
// models, another provider and client. The SQLite schema is the one source; a test and CI check
// that this file is current. Usage: npm run db:derive-postgres (run by npm run generate).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SQLITE_SCHEMA = join(here, '..', 'schema.prisma');
export const POSTGRES_SCHEMA = join(here, 'schema.prisma');

const HEADER = `// Generated from prisma/schema.prisma by prisma/postgres/derive.ts: edit that file, then run
// npm run generate. The same models on PostgreSQL, with their own client and migrations.
`;

/** The PostgreSQL schema text for a SQLite schema text. */
export function derivePostgresSchema(sqlite: string): string {
  const blocks = sqlite.split(/\n(?=generator |datasource |model |enum |\/\/ -{8,})/);
  const out: string[] = [];
  for (const block of blocks) {
    if (block.startsWith('generator pothos')) continue;
    if (block.startsWith('generator client')) {
      out.push(block.replace(/output\s*=\s*"[^"]*"/, 'output       = "../generated/postgres"'));
    } else if (block.startsWith('datasource db')) {
      out.push(block.replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"'));
    } else out.push(block);
  }
  const body = out.join('\n');
  if (!/provider = "postgresql"/.test(body) || !/"..\/generated\/postgres"/.test(body)) {
    throw new Error('prisma/schema.prisma no longer has the generator and datasource this script rewrites');
  }
  return HEADER + body;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = derivePostgresSchema(readFileSync(SQLITE_SCHEMA, 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(POSTGRES_SCHEMA, 'utf8') !== text) {
      console.error('prisma/postgres/schema.prisma is stale: run npm run generate and commit it.');
      process.exit(1);
    }
  } else writeFileSync(POSTGRES_SCHEMA, text);
}
