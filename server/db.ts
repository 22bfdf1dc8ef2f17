// The single PrismaClient of the server process, its reads kept per data version (readCache.ts).
// The client is the process's store's (server/store); tests swap it with `connectDatabase` before
// the first query so they can point at a temporary file and count statements.
import type { ConnectOptions, PrismaClient } from '../prisma/connect.ts';
import type { StoredInstants } from './shared/gameModels.ts';
import { type ReadCache, withReadCache } from './shared/readCache.ts';
import { closeProcessStore, connectStore, DEFAULT_DATABASE_URL, processStore, type Store } from './store/index.ts';

let reads: ReadCache | undefined;
let client: PrismaClient | undefined;
let store: Store | undefined;
let url: string | undefined;

function open(from: Store): PrismaClient {
  store = from;
  // READ_CACHE=off asks the database for every read (for measuring the uncached path).
  reads = withReadCache(from.prisma(), undefined, process.env.READ_CACHE?.toLowerCase() !== 'off');
  return reads.client;
}

export function connectDatabase(options: ConnectOptions): PrismaClient {
  client = open(connectStore({ ...options, url: options.url ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL }));
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

/**
 * The ids of the story cards whose search key contains any of the terms, from the database's name
 * index (server/store); undefined when the index cannot answer better than a scan, or there is none.
 */
export function storyCardsNamed(terms: readonly string[]): Promise<number[] | undefined> {
  current();
  return (store as Store).storyCardsNamed(terms);
}

function current(): PrismaClient {
  client ??= open(processStore());
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
  // The store closes with the client: the edge's data version watch and counters are the process's too.
  await closeProcessStore();
  client = undefined;
  reads = undefined;
  store = undefined;
}
