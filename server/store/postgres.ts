// The store on PostgreSQL, where several processes share one database. The data version is kept in
// memory, told by the database's notification on the channel `data_version` (a trigger on
// DataVersion, prisma/postgres/migrations) and checked every VERSION_POLL_MS besides, so another
// process's import is seen within a second even when a notification is lost with a connection.
// The rate limits' counters are the table RateLimit, so every process counts a client's points
// together. Story card names are matched by the scan: the name index is SQLite's.
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { createPrismaClient, type PrismaClient } from '../../prisma/connect.ts';
import { maskedUrl } from '../../prisma/dialect.ts';
import { applyPostgresMigrations, withStartLock } from '../../prisma/postgres/migrate.ts';
import { backupPostgres, restorePostgres } from './backup.ts';
import {
  CARD_OWNERS_SQL,
  type DataVersions,
  type ImageOwner,
  OWNERS_SQL,
  ownersOf,
  type Store,
  type StoreOptions,
  VERSION_SQL,
} from './store.ts';

/** How often a PostgreSQL edge asks for the data version besides listening for it. */
export const VERSION_POLL_MS = 1000;

/**
 * A small pool for one of the store's uses. The data version and the counters each have their own,
 * so a burst of counter writes never delays seeing a new data version.
 */
function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection's failure: the next query fails too, and is handled where it is made.
  pool.on('error', () => {});
  return pool;
}

export function openPostgresStore(options: StoreOptions): Store {
  const { url } = options;
  let prisma: PrismaClient | undefined;
  let versions: (DataVersions & { close(): Promise<void> }) | undefined;
  let counterPool: pg.Pool | undefined;
  return {
    url,
    prisma() {
      prisma ??= createPrismaClient(options);
      return prisma;
    },
    versions() {
      versions ??= watchVersions(url);
      return versions;
    },
    counters(settings) {
      counterPool ??= openPool(url);
      return new RateLimiterPostgres({
        storeClient: counterPool,
        tableName: 'RateLimit',
        tableCreated: true,
        clearExpiredByTimeout: true,
        ...settings,
      });
    },
    storyCardsNamed: async () => undefined,
    // Processes started together take turns: the first seeds, the others find it seeded.
    prepare: (then) => withStartLock(url, async () => then(await applyPostgresMigrations(url))),
    explainFailure: (error) => `Cannot prepare the PostgreSQL database ${maskedUrl(url)}: ${(error as Error).message}`,
    backupExtension: '.pgdump',
    backup: (file) => backupPostgres(url, file),
    restore: (file) => restorePostgres(url, file),
    async close() {
      await versions?.close();
      versions = undefined;
      await counterPool?.end();
      counterPool = undefined;
      await prisma?.$disconnect();
      prisma = undefined;
    },
  };
}

/** The data version (and its image owners), listened for and polled. */
function watchVersions(url: string): DataVersions & { close(): Promise<void> } {
  const pool = openPool(url);
  // -1: nothing read yet (read() answers 0 until the first check, which `ready` waits for).
  let known = { version: -1, owners: new Map<string, ImageOwner>() };
  let listener: pg.Client | undefined;
  let closed = false;
  // One check at a time, so a slower older answer never replaces a newer one.
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = checking.then(async () => {
      if (closed) return;
      try {
        const { rows } = await pool.query<{ version: number }>(VERSION_SQL);
        const version = rows[0]?.version ?? 0;
        if (version === known.version) return;
        // The owners of a version are read before the version is shown, so both always agree.
        const owners = ownersOf((await pool.query(OWNERS_SQL)).rows, (await pool.query(CARD_OWNERS_SQL)).rows);
        known = { version, owners };
      } catch {
        // Unreachable, or not migrated yet: the last version known stands; execution answers 503.
      }
    });
    return checking;
  };
  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const lost = () => {
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => void check());
    try {
      await client.connect();
      await client.query('LISTEN data_version');
    } catch {
      lost();
    }
  };
  const timer = setInterval(() => {
    if (!listener) void listen();
    void check();
  }, VERSION_POLL_MS);
  timer.unref();
  void listen();
  return {
    ready: check(),
    refresh: check,
    read: () => Math.max(0, known.version),
    imageOwners: () => known.owners,
    async close() {
      closed = true;
      clearInterval(timer);
      await checking;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
