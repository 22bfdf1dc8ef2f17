// One way to open the database, used by the server, the seed loader and the tests.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { isPostgresUrl } from './dialect.ts';
import { PrismaClient } from './generated/client/client.ts';
import { PrismaClient as PostgresClient } from './generated/postgres/client.ts';
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
  const log = onQuery ? [{ emit: 'event' as const, level: 'query' as const }] : [];
  // The PostgreSQL client is generated from the same models (prisma/postgres/schema.prisma), so
  // it answers every query the SQLite client's type describes.
  const client = isPostgresUrl(url)
    ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: url }), log }) as unknown as PrismaClient)
    : new PrismaClient({ adapter: new SqliteAdapterFactory({ url: sqlitePathFromUrl(url) }), log });
  if (onQuery) {
    (client as unknown as { $on(e: 'query', cb: (ev: { query: string }) => void): void }).$on('query', (ev) => onQuery(ev.query));
  }
  return client;
}
