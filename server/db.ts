// The single PrismaClient of the server process, its reads kept per data version (readCache.ts).
// Tests swap it with `connectDatabase` before the first query so they can point at a temporary
// file and count statements.
import { type ConnectOptions, createPrismaClient, DEFAULT_DATABASE_URL, type PrismaClient } from '../prisma/connect.ts';
import { readStoredInstants, type StoredInstants } from './shared/gameModels.ts';
import { type ReadCache, withReadCache } from './shared/readCache.ts';

let reads: ReadCache | undefined;
let client: PrismaClient | undefined;
let url: string | undefined;
/** Without the read cache: the data version of the latest request, and the instants read under it. */
let version: number | undefined;
let instants: { version: number | undefined; value: Promise<StoredInstants> } | undefined;

function open(options?: ConnectOptions): PrismaClient {
  const base = createPrismaClient(options);
  // READ_CACHE=off asks the database for every read (for measuring the uncached path).
  reads = process.env.READ_CACHE?.toLowerCase() === 'off' ? undefined : withReadCache(base);
  return reads?.client ?? base;
}

export function connectDatabase(options: ConnectOptions): PrismaClient {
  client = open(options);
  version = undefined;
  instants = undefined;
  url = options.url;
  return client;
}

/** The data version a request is answered under: reads kept under an older one are dropped. */
export function advanceDataVersion(next: number | undefined): void {
  current();
  reads?.advance(next);
  if (next !== undefined && (version === undefined || next > version)) version = next;
}

/** Forgets the reads kept, so the next request asks the database for everything it reads. */
export function clearReadCache(): void {
  reads?.clear();
}

/**
 * The instants stored in each time column of the game's data, read once per data version: with the
 * reads kept, or (READ_CACHE=off) on their own, as they are the version's bookkeeping and not a
 * read of the query being measured.
 */
export function storedInstants(): Promise<StoredInstants> {
  const client = current();
  if (reads) return reads.storedInstants();
  if (instants?.version !== version || version === undefined) {
    const value = readStoredInstants(client);
    instants = { version, value };
    value.catch(() => {
      if (instants?.value === value) instants = undefined;
    });
  }
  return (instants as { value: Promise<StoredInstants> }).value;
}

/** How the read cache has done since the client was opened. */
export function readCacheStats() {
  return reads?.stats();
}

/** The database the process is connected to (or will connect to). */
export function currentDatabaseUrl(): string {
  return url ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

function current(): PrismaClient {
  client ??= open();
  return client;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const c = current();
    const value = Reflect.get(c, prop, c);
    return typeof value === 'function' ? value.bind(c) : value;
  },
  has: (_target, prop) => prop in current(),
});

export async function disconnectDatabase(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
  reads = undefined;
  version = undefined;
  instants = undefined;
}
