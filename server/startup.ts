// What `npm start` does before listening: check the port, migrate, seed an empty database, build a
// missing or stale client; and the words an operator gets when one of these fails.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import type { Config } from './config.ts';
import { fillSortKeys, isDatabaseEmpty, loadDataset } from './dataset/write.ts';
import { db, disconnectDatabase } from './db.ts';
import { writeGraphiQLPage } from './http/graphiql.ts';
import { serverEntryPath } from './pages/render.ts';
import { type EnsureResult, ensurePortraits } from './shared/portraitPipeline.ts';
import { scheduleBackups } from './store/backup.ts';
import { processStore, storeFor } from './store/index.ts';

const CLIENT_DIR = resolve('client');
const HASH_FILE = '.source-hash';
const BUILD_INPUTS = ['package-lock.json', 'schema.graphql', 'server/http/graphiql.ts'];

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
  await buildClient(clientDist);
}

/** Builds the client into `clientDist` with GraphiQL's page beside it, and records what it was built from. */
const serverEntryDir = (clientDist: string) => dirname(serverEntryPath(clientDist));

export async function buildClient(clientDist: string): Promise<void> {
  const hash = clientSourceHash(clientDist);
  console.log('Building the client...');
  const { build } = await import('vite');
  // Vite keeps an existing NODE_ENV (tests run with "test"), which would give a development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Prisma's generated client sets a global `__dirname` (its own folder); a build plugin that finds
  // its own files by `__dirname` when one exists (vite-plugin-pwa) would look there.
  const globals = globalThis as { __dirname?: string };
  const dirnameGlobal = globals.__dirname;
  delete globals.__dirname;
  try {
    await build({
      configFile: join(CLIENT_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: clientDist, emptyOutDir: true },
    });
    // The server's entry, which renders pages (server/pages/render.ts), in a folder sirv never serves.
    await build({
      configFile: join(CLIENT_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: join(CLIENT_DIR, 'entry-server.tsx'), outDir: serverEntryDir(clientDist), emptyOutDir: true },
    });
    // GraphiQL's page and its own files, beside the site's (server/http/graphiql.ts takes the page).
    await build({
      configFile: join(CLIENT_DIR, 'graphiql', 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: clientDist, emptyOutDir: false },
    });
  } finally {
    process.env.NODE_ENV = previous;
    if (dirnameGlobal !== undefined) globals.__dirname = dirnameGlobal;
  }
  writeGraphiQLPage(clientDist);
  writeFileSync(join(clientDist, HASH_FILE), hash);
}

/**
 * Migrates the database and seeds it when empty, through the process's store (which takes turns
 * with other processes starting on the same PostgreSQL database).
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const { store, owned } = storeFor(config.databaseUrl);
  try {
    await store.prepare((applied) => migrateAndSeed(config, applied));
  } catch (error) {
    // A refused dataset already names its file, record and field.
    if (error instanceof Error && error.name === 'DatasetError') throw error;
    throw new StartupError(store.explainFailure(error));
  } finally {
    if (owned) await store.close();
  }
}

async function migrateAndSeed(config: Config, applied: string[]): Promise<void> {
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (await isDatabaseEmpty(db)) {
    console.log(`Seeding the database from ${config.dataDir}...`);
    const counts = await loadDataset(db, config.dataDir, new Date(), 'npm start (first start)');
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Loaded ${total} records.`);
  } else {
    // A database migrated from one that kept ranks gets its sort keys once.
    await fillSortKeys(db);
  }
}

/**
 * The source of a portrait: a file under the data folder (never outside it), or an upload kept in
 * the database; undefined when it is gone.
 */
async function portraitSource(dataDir: string, file: string): Promise<Uint8Array | undefined> {
  const upload = /^upload\/([0-9a-f]{16})$/.exec(file);
  if (upload) return (await db.portraitUpload.findUnique({ where: { hash: upload[1] }, select: { bytes: true } }))?.bytes;
  const root = resolve(dataDir);
  const path = resolve(root, file);
  if (!path.startsWith(`${root}/`) || !existsSync(path)) return undefined;
  return readFileSync(path);
}

/**
 * Draws the image files of every character's portrait that are not in IMAGES_DIR yet (all of them
 * on a fresh clone; none on a restart: files are named by content hash). A portrait that cannot be
 * drawn is named in the log and keeps its placeholder.
 */
export async function preparePortraits(config: Pick<Config, 'dataDir' | 'imagesDir'>, log = true): Promise<EnsureResult> {
  const rows = await db.character.findMany({
    where: { portraitHash: { not: null } },
    select: { id: true, portraitFile: true, portraitHash: true, portraitSize: true },
    orderBy: { id: 'asc' },
  });
  const jobs = rows.map((r) => ({
    hash: r.portraitHash as string,
    size: r.portraitSize ?? 0,
    label: `${r.id} (${r.portraitFile})`,
    read: () => portraitSource(config.dataDir, r.portraitFile ?? ''),
  }));
  const result = await ensurePortraits(config.imagesDir, jobs);
  if (log && result.drawn)
    console.log(`Drew ${result.drawn} portraits (${result.bytes} bytes) in ${result.ms} ms into ${config.imagesDir}.`);
  // A dataset copied without its pictures (a synthetic one) would name every one: a few say enough.
  for (const f of result.failed.slice(0, 5)) console.error(`Portrait of ${f.label} not drawn: ${f.why}; its placeholder is shown.`);
  if (result.failed.length > 5) console.error(`... and ${result.failed.length - 5} more portraits not drawn.`);
  return result;
}

/** preparePortraits for a one-off command (npm run images:build), closing the database after. */
export async function drawPortraitsAndClose(config: Pick<Config, 'dataDir' | 'imagesDir'>): Promise<EnsureResult> {
  try {
    return await preparePortraits(config);
  } finally {
    await disconnectDatabase();
  }
}

/** A start that cannot go on, with what the operator should know. */
export class StartupError extends Error {}

/** Why the server cannot listen on `host:port`, in the operator's words. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): StartupError {
  const why =
    error.code === 'EADDRINUSE'
      ? 'another program is listening on it (stop it, or set PORT)'
      : error.code === 'EACCES'
        ? 'this user may not listen on it (ports below 1024 need privileges; set PORT)'
        : error.message;
  return new StartupError(`Cannot listen on ${host}:${port}: ${why}.`);
}

/**
 * Fails at once when the port is taken, before minutes of migration and warm-up; the server binds
 * it for real once it is ready (a port 0 is any free port, so there is nothing to check).
 *
 * The check connects rather than listens: a process restarted behind a proxy must not accept a
 * connection it is about to close, or a request the proxy sent on it (a POST, which it never
 * sends twice) fails. Only a port below 1024 is bound for a moment, to learn whether this user
 * may listen on it at all.
 */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const target = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const answered = await new Promise<boolean>((resolveConnect) => {
    const socket = connect({ port, host: target, timeout: 1_000 });
    const done = (listening: boolean) => {
      socket.destroy();
      resolveConnect(listening);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
  if (answered) throw listenError(Object.assign(new Error('in use'), { code: 'EADDRINUSE' }), host, port);
  if (port >= 1024) return;
  await new Promise<void>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, host, port)));
    probe.listen(port, host, () => probe.close(() => resolvePort()));
  });
}

/** Scheduled backups of the process's database (BACKUP_DIR), said in the log; returns their stop. */
export function startBackups(settings: NonNullable<Config['backups']>): () => void {
  mkdirSync(settings.dir, { recursive: true });
  const store = processStore();
  console.log(`Backups every ${settings.intervalMs / 60_000} min to ${settings.dir}, the newest ${settings.keep} kept.`);
  return scheduleBackups({
    ...settings,
    extension: store.backupExtension,
    backup: (file) => store.backup(file),
    report: (message, failed) => (failed ? console.error(message) : console.log(message)),
  });
}
