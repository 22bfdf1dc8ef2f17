// One way to open the database, used by the server, the seed loader and the tests.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from './generated/client/client.ts';
import { sqlitePathFromUrl } from './migrate.ts';

export type { Prisma } from './generated/client/client.ts';
export { PrismaClient };

export const DEFAULT_DATABASE_URL = 'file:./var/lostword.db';

export interface ConnectOptions {
  url?: string;
  /** Receives every SQL statement; tests count them. */
  onQuery?: (sql: string) => void;
}

export function createPrismaClient({ url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, onQuery }: ConnectOptions = {}): PrismaClient {
  if (/^postgres(ql)?:/.test(url)) {
    throw new Error('PostgreSQL support needs the PostgreSQL schema and client, which this build does not include yet');
  }
  const adapter = new PrismaBetterSqlite3({ url: sqlitePathFromUrl(url) });
  const client = new PrismaClient({
    adapter,
    log: onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (onQuery) {
    (client as unknown as { $on(e: 'query', cb: (ev: { query: string }) => void): void }).$on('query', (ev) => onQuery(ev.query));
  }
  return client;
}
