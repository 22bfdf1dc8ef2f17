// One way to open the database, used by the server, the seed loader and the tests.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from './generated/client/client.ts';
import { sqlitePathFromUrl } from './migrate.ts';

export type { Prisma } from './generated/client/client.ts';
export { PrismaClient };

export const DEFAULT_DATABASE_URL = 'file:./var/lostword.db';

/**
 * The most values one statement may bind in the SQLite that better-sqlite3 builds (SQLite's own
 * default since 3.32). Prisma assumes 999 for any SQLite unless the adapter says otherwise.
 */
export const SQLITE_MAX_BOUND_VALUES = 32766;

/** better-sqlite3's adapter, telling Prisma how many values a statement may bind. */
class SqliteAdapterFactory extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    return Object.assign(adapter, {
      getConnectionInfo: () => ({ maxBindValues: SQLITE_MAX_BOUND_VALUES, supportsRelationJoins: false }),
    });
  }
}

export interface ConnectOptions {
  url?: string;
  /** Receives every SQL statement; tests count them. */
  onQuery?: (sql: string) => void;
}

export function createPrismaClient({ url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, onQuery }: ConnectOptions = {}): PrismaClient {
  if (/^postgres(ql)?:/.test(url)) {
    throw new Error('PostgreSQL support needs the PostgreSQL schema and client, which this build does not include yet');
  }
  const adapter = new SqliteAdapterFactory({ url: sqlitePathFromUrl(url) });
  const client = new PrismaClient({
    adapter,
    log: onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (onQuery) {
    (client as unknown as { $on(e: 'query', cb: (ev: { query: string }) => void): void }).$on('query', (ev) => onQuery(ev.query));
  }
  return client;
}
