// The single PrismaClient of the server process, its reads kept per data version (readCache.ts).
// Tests swap it with `connectDatabase` before the first query so they can point at a temporary
// file and count statements.
import { type ConnectOptions, createPrismaClient, DEFAULT_DATABASE_URL, type PrismaClient } from '../prisma/connect.ts';
import type { StoredInstants } from './shared/gameModels.ts';
import { type ReadCache, withReadCache } from './shared/readCache.ts';

let reads: ReadCache | undefined;
let client: PrismaClient | undefined;
let url: string | undefined;

function open(options?: ConnectOptions): PrismaClient {
  // READ_CACHE=off asks the database for every read (for measuring the uncached path).
  reads = withReadCache(createPrismaClient(options), undefined, process.env.READ_CACHE?.toLowerCase() !== 'off');
  return reads.client;
}

export function connectDatabase(options: ConnectOptions): PrismaClient {
  client = open(options);
  url = options.url;
  return client;
}

/** The data version a request is answered under: reads kept under an older one are dropped. */
export function advanceDataVersion(version: number | undefined): void {
  current();
  reads?.advance(version);
}

/** Forgets the reads kept, so the next request asks the database for everything it reads. */
export function clearReadCache(): void {
  reads?.clear();
}

/** The instants stored in each time column of the game's data, read once per data version. */
export function storedInstants(): Promise<StoredInstants> {
  current();
  return (reads as ReadCache).storedInstants();
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
}
