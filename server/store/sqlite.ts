// The store on a SQLite file, the embedded default. One process serves the file, so the rate
// limits' counts stay in its memory; the edge reads the data version with one indexed read of a
// one-row table per turn of the event loop (the requests parsed in one turn share it: a read costs
// about 7 µs, a tenth of a warm small answer). The name index is SQLite's own FTS5 table, which
// Prisma's query API cannot say: the migrations (prisma/migrations) create it and their diff
// (prisma/schemaEngine.ts) leaves it alone.
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { createPrismaClient, type PrismaClient } from '../../prisma/connect.ts';
import { applyMigrations, sqlitePathFromUrl } from '../../prisma/migrate.ts';
import { backupSqlite, restoreSqlite } from './backup.ts';
import { CARD_OWNERS_SQL, type DataVersions, OWNERS_SQL, ownersOf, type Store, type StoreOptions, VERSION_SQL } from './store.ts';

/** The shortest term the trigram index can look up. */
const TRIGRAM = 3;

/**
 * The most cards a lookup hands on as ids (bound values of the statements that use them); a term
 * matching more is matched by a scan, which then costs about what reading the matches would.
 */
export const MAX_NAMED_CARDS = 5000;

export function openSqliteStore(options: StoreOptions): Store {
  const { url } = options;
  let prisma: PrismaClient | undefined;
  let versions: (DataVersions & { close(): void }) | undefined;
  const client = () => {
    prisma ??= createPrismaClient(options);
    return prisma;
  };
  return {
    url,
    prisma: client,
    versions() {
      versions ??= watchVersions(url);
      return versions;
    },
    counters: () => undefined,
    storyCardsNamed: (terms) => storyCardsNamed(client(), terms),
    async prepare(then) {
      const file = sqlitePathFromUrl(url);
      await then(applyMigrations(file));
    },
    explainFailure: (error) => explainFailure(error, sqlitePathFromUrl(url)),
    backupExtension: '.sqlite',
    backup: (file) => backupSqlite(sqlitePathFromUrl(url), file),
    restore: (file) => restoreSqlite(sqlitePathFromUrl(url), file),
    async close() {
      versions?.close();
      versions = undefined;
      await prisma?.$disconnect();
      prisma = undefined;
    },
  };
}

/** The data version read through a read-only connection of the edge's own, at most once per turn. */
function watchVersions(url: string): DataVersions & { close(): void } {
  const sqlite = new Database(sqlitePathFromUrl(url), { readonly: true, fileMustExist: true });
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
    imageOwners: () =>
      ownersOf(
        sqlite.prepare(OWNERS_SQL).all() as Record<string, unknown>[],
        sqlite.prepare(CARD_OWNERS_SQL).all() as Record<string, unknown>[],
      ),
    close: () => sqlite.close(),
  };
}

/**
 * The ids of the story cards whose search key contains any of the terms, looked up in the name
 * index (StoryCardNameIndex, an FTS5 trigram table over StoryCard.searchKey). Undefined when the
 * index cannot answer better than a scan: a term shorter than a trigram, or more than
 * MAX_NAMED_CARDS cards.
 */
async function storyCardsNamed(prisma: PrismaClient, terms: readonly string[]): Promise<number[] | undefined> {
  if (terms.length === 0 || terms.some((t) => [...t].length < TRIGRAM)) return undefined;
  // Each term a phrase: matched as a substring, whatever it holds.
  const match = terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
  const rows = await prisma.$queryRawUnsafe<{ id: number | bigint }[]>(
    'SELECT rowid AS id FROM "StoryCardNameIndex" WHERE "StoryCardNameIndex" MATCH ? LIMIT ?',
    match,
    MAX_NAMED_CARDS + 1,
  );
  if (rows.length > MAX_NAMED_CARDS) return undefined;
  return rows.map((r) => Number(r.id));
}

/** What went wrong preparing the database file, naming the file and what to do. */
export function explainFailure(error: unknown, file: string): string {
  const e = error as NodeJS.ErrnoException & { code?: string };
  const code = e?.code ?? '';
  const message = e instanceof Error ? e.message : String(error);
  if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM')
    return `Cannot create the database folder ${dirname(file)}: it is not writable (${code}). Set DATABASE_URL to a writable place.`;
  if (code === 'ENOTDIR')
    return `Cannot create the database folder ${dirname(file)}: ${e.path ?? 'a part of its path'} is a file, not a folder. Set DATABASE_URL to another place.`;
  if (code === 'ENOENT') return `Cannot create the database folder ${dirname(file)}: ${message}. Set DATABASE_URL to a writable place.`;
  if (code === 'SQLITE_CANTOPEN')
    return `Cannot open the database file ${file}: check that its folder exists and is writable, or set DATABASE_URL.`;
  if (code.startsWith('SQLITE_READONLY'))
    return `The database file ${file} (or its folder) is read-only: the server must write to it. Fix its permissions or set DATABASE_URL.`;
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
    return `The database file ${file} is not a SQLite database or is damaged. Move it away (an empty one is created and seeded on the next start) or restore it from a backup.`;
  return `Could not prepare the database file ${file}: ${message}`;
}
