// What `npm start` does before listening: migrate, seed an empty database, build a missing or
// stale client.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { applyMigrations, sqlitePathFromUrl } from '../prisma/migrate.ts';
import { isDatabaseEmpty, loadDataset } from '../prisma/seed/load.ts';
import type { Config } from './config.ts';
import { db } from './db.ts';

const CLIENT_DIR = resolve('client');
const HASH_FILE = '.source-hash';
const BUILD_INPUTS = ['package-lock.json', 'schema.graphql'];

function* walk(dir: string, skip: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (path === skip || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) yield* walk(path, skip);
    else yield path;
  }
}

/** A hash of everything the client build reads, so a stale build is detected without mtimes. */
export function clientSourceHash(clientDist: string): string {
  const hash = createHash('sha256');
  const files = [...walk(CLIENT_DIR, clientDist), ...BUILD_INPUTS.map((f) => resolve(f)).filter(existsSync)].sort();
  for (const file of files) {
    if (!statSync(file).isFile()) continue;
    hash.update(relative('.', file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export async function ensureClientBuilt(clientDist: string): Promise<void> {
  const hash = clientSourceHash(clientDist);
  const hashPath = join(clientDist, HASH_FILE);
  if (existsSync(join(clientDist, 'index.html')) && existsSync(hashPath) && readFileSync(hashPath, 'utf8') === hash) return;
  console.log('Building the client...');
  const { build } = await import('vite');
  // Vite keeps an existing NODE_ENV (tests run with "test"), which would give a development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(CLIENT_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: clientDist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  writeFileSync(hashPath, hash);
}

export async function prepareDatabase(config: Config): Promise<void> {
  const applied = applyMigrations(sqlitePathFromUrl(config.databaseUrl));
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (await isDatabaseEmpty(db)) {
    console.log(`Seeding the database from ${config.dataDir}...`);
    const counts = await loadDataset(db, config.dataDir);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Loaded ${total} records.`);
  }
}
