// Loads Prisma's WebAssembly schema engine. Node 20 cannot import the package's ESM `.wasm`
// module directly, so the wasm is instantiated here with the package's own JS glue.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import { isPostgresUrl } from './dialect.ts';

const require = createRequire(import.meta.url);
let started = false;

function instantiate(): void {
  if (started) return;
  const pkgDir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const bytes = readFileSync(join(pkgDir, 'schema_engine_bg.wasm'));
  const module = new WebAssembly.Module(bytes);
  const imports: Record<string, Record<string, unknown>> = {};
  for (const entry of WebAssembly.Module.imports(module)) {
    imports[entry.module] ??= {};
    imports[entry.module][entry.name] = (glue as Record<string, unknown>)[entry.name];
  }
  const instance = new WebAssembly.Instance(module, imports as WebAssembly.Imports);
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  started = true;
}

export type SchemaEngine = glue.SchemaEngine;

/** An engine bound to a SQLite file (`:memory:` by default) or a PostgreSQL URL, and the given Prisma schema. */
export async function openSchemaEngine(schemaPath: string, url = ':memory:'): Promise<SchemaEngine> {
  instantiate();
  const factory = isPostgresUrl(url) ? new PrismaPg({ connectionString: url }) : new PrismaBetterSqlite3({ url });
  // The engine expects Prisma's error-capturing wrapper (results as { ok, value | error }).
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const datamodel = readFileSync(schemaPath, 'utf8');
  return glue.SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, () => {}, adapter);
}

/**
 * Tables the migrations create outside the Prisma schema, which a diff leaves alone: the story
 * cards' name search index (an FTS5 table) and the tables SQLite keeps for it.
 */
export const NAME_INDEX_TABLES = ['', '_config', '_data', '_docsize', '_idx'].map((suffix) => `StoryCardNameIndex${suffix}`);

export const tableFilters = { externalTables: NAME_INDEX_TABLES, externalEnums: [] };

/**
 * The SQL that takes the database at `url` (SQLite or PostgreSQL) to the Prisma schema at
 * `schemaPath`; empty when they agree. PostgreSQL's tables outside Prisma would need qualified names.
 */
export async function schemaChangeFrom(url: string, schemaPath: string): Promise<string> {
  const engine = await openSchemaEngine(schemaPath, url);
  try {
    const files = [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }];
    const result = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: dirname(schemaPath) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: isPostgresUrl(url) ? { externalTables: [], externalEnums: [] } : tableFilters,
    });
    return result.exitCode === 2 ? (result.stdout ?? '') : '';
  } finally {
    engine.free();
  }
}
