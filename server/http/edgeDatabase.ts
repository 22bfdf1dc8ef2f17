// What the process edge reads from the database itself (no ORM, and no schema loaded in the edge's
// thread): the data version, so every cached answer is keyed on the data it came from, and the
// characters by image name, once per data version, for /images placeholders.
// - SQLite: one indexed read of a one-row table per turn of the event loop (the requests parsed in
//   one turn share it: a read costs about 7 µs, a tenth of a warm small answer).
// - PostgreSQL: the version is kept in memory, told by the database's notification on the channel
//   `data_version` (a trigger on DataVersion, prisma/postgres/migrations) and checked every
//   VERSION_POLL_MS besides, so another process's import is seen within a second even when a
//   notification is lost with a connection.
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl } from '../../prisma/dialect.ts';
import { sqlitePathFromUrl } from '../../prisma/migrate.ts';
import { characterHiddenUntil } from '../characters/reveal.ts';

export interface ImageOwner {
  shortNameEn: string | null;
  colors: string[];
  worldId: string | null;
  /** Until when (ms) the character is a spoiler for global players (the characters' reveal rule). */
  hiddenUntil: number;
}

export interface EdgeDatabase {
  /** Resolves once the first data version (and its image owners) is known. */
  ready: Promise<void>;
  /** The data version (0 before anything was imported), read at most once per turn of the event loop. */
  read(): number;
  /** Learns the data version now (after a change this process made), so the next request sees it. */
  refresh(): Promise<void>;
  /**
   * The characters by every image name they use, by id (`id:<id>`) and by portrait hash
   * (`portrait:<hash>`), for placeholders and the spoiler switch; see
   * images/handler.ts for how a file name is looked up.
   */
  imageOwners(): Map<string, ImageOwner>;
  close(): Promise<void>;
}

/** How often a PostgreSQL edge asks for the data version besides listening for it. */
export const VERSION_POLL_MS = 1000;

const IMAGE_COLUMNS = ['imgThumb', 'imgFull', 'imgRebirthThumb', 'imgRebirthFull', 'imgAltThumb', 'imgSpoilerSafe', 'imgCard'] as const;

/** The characters by every image name they use and by id, from their rows. */
function ownersOf(rows: Record<string, unknown>[]): Map<string, ImageOwner> {
  const owners = new Map<string, ImageOwner>();
  for (const row of rows) {
    let colors: unknown = row.colors ?? [];
    if (typeof colors === 'string') {
      try {
        colors = JSON.parse(colors);
      } catch {
        colors = [];
      }
    }
    const owner = {
      shortNameEn: (row.shortNameEn as string | null) ?? null,
      colors: Array.isArray(colors) ? colors.filter((c): c is string => typeof c === 'string') : [],
      worldId: (row.worldId as string | null) ?? null,
      hiddenUntil: characterHiddenUntil({
        revealAt: instantOf(row.revealAt),
        unreleasedGroup: (row.unreleasedGroup as string | null) ?? null,
      }),
    };
    owners.set(`id:${row.id}`, owner);
    for (const column of IMAGE_COLUMNS) {
      const name = row[column];
      if (typeof name === 'string' && name && !owners.has(name)) owners.set(name, owner);
    }
    // A portrait's files are named by its hash (server/shared/portraits.ts).
    const hash = row.portraitHash;
    if (typeof hash === 'string' && hash && !owners.has(`portrait:${hash}`)) owners.set(`portrait:${hash}`, owner);
  }
  return owners;
}

/** An instant as a driver gives it: a Date (PostgreSQL), or milliseconds or ISO text (SQLite). */
function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string' && value) return new Date(/^\d+$/.test(value) ? Number(value) : value);
  return null;
}

// Plain SQL that SQLite and PostgreSQL both take, each through its own driver.
const VERSION_SQL = 'SELECT "version" FROM "DataVersion" WHERE "id" = 1';
const OWNERS_SQL = `SELECT id, "shortNameEn", colors, "worldId", "revealAt", "unreleasedGroup", "portraitHash", ${IMAGE_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "Character"`;

export function openEdgeDatabase(databaseUrl: string): EdgeDatabase {
  return isPostgresUrl(databaseUrl) ? openPostgresEdge(databaseUrl) : openSqliteEdge(databaseUrl);
}

function openSqliteEdge(databaseUrl: string): EdgeDatabase {
  const sqlite = new Database(sqlitePathFromUrl(databaseUrl), { readonly: true, fileMustExist: true });
  let version: Database.Statement | undefined;
  let thisTurn: number | undefined;
  const forget = () => {
    thisTurn = undefined;
  };
  const readNow = (): number => {
    try {
      version ??= sqlite.prepare(VERSION_SQL).pluck();
      return (version.get() as number | undefined) ?? 0;
    } catch {
      // Not migrated yet: nothing has been imported.
      version = undefined;
      return 0;
    }
  };
  return {
    ready: Promise.resolve(),
    refresh: async () => forget(),
    read() {
      if (thisTurn === undefined) {
        thisTurn = readNow();
        setImmediate(forget);
      }
      return thisTurn;
    },
    imageOwners: () => ownersOf(sqlite.prepare(OWNERS_SQL).all() as Record<string, unknown>[]),
    close: async () => {
      sqlite.close();
    },
  };
}

function openPostgresEdge(databaseUrl: string): EdgeDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A database that goes away is seen by the next read; the pool must not crash the process.
  pool.on('error', () => {});
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
        const owners = ownersOf((await pool.query(OWNERS_SQL)).rows);
        known = { version, owners };
      } catch {
        // Unreachable, or not migrated yet: the last version known stands; execution answers 503.
      }
    });
    return checking;
  };
  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
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
