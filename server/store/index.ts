// The store of the process, opened once from the database URL: server/db.ts takes the repos'
// Prisma client from it, server/app.ts the edge's data version and rate-limit counters, and
// server/startup.ts the migrations. Which implementation a URL gets is decided here: no other
// code of the server asks which database a URL names (tests/server/architecture.test.ts holds it).
import { DEFAULT_DATABASE_URL } from '../../prisma/connect.ts';
import { dialectOf, maskedUrl, unsupportedUrlMessage } from '../../prisma/dialect.ts';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store, StoreOptions } from './store.ts';

export type { CounterSettings, Counters, DataVersions, ImageOwner, Store, StoreOptions } from './store.ts';
export { DEFAULT_DATABASE_URL };

/** A database URL as it may be printed: its password hidden. */
export const printableUrl = maskedUrl;

/** Why no store can open a URL (a message naming the forms it takes), or undefined when one can. */
export function refusedDatabaseUrl(url: string): string | undefined {
  return dialectOf(url) ? undefined : unsupportedUrlMessage(url);
}

/** A store of its own on a database; its caller closes it. */
export function openStore(options: StoreOptions): Store {
  return dialectOf(options.url) === 'postgresql' ? openPostgresStore(options) : openSqliteStore(options);
}

let current: Store | undefined;

/** The store of this process, opened on DATABASE_URL on first use (nothing connects until asked). */
export function processStore(): Store {
  current ??= openStore({ url: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL });
  return current;
}

/**
 * Makes a store on `options` the process's own (a worker opens its database so; tests point the
 * process at a temporary one). The one it replaces stays open for whoever still holds it.
 */
export function connectStore(options: StoreOptions): Store {
  current = openStore(options);
  return current;
}

/** Closes the process's store; the next use opens one on DATABASE_URL again. */
export async function closeProcessStore(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.close();
}

/**
 * The process's store when it is on `url`, else one of its own on it (`owned`: the caller closes
 * it). Several sites in one process (as tests run them) so share the process's store when they
 * serve its database.
 */
export function storeFor(url: string): { store: Store; owned: boolean } {
  const store = processStore();
  return store.url === url ? { store, owned: false } : { store: openStore({ url }), owned: true };
}
