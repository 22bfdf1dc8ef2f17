// What the process edge reads from the database itself, straight from SQLite (no ORM, and no
// schema loaded in the edge's thread): the data version, one indexed read of a one-row table per
// turn of the event loop (the requests parsed in one turn share it: a read costs about 7 µs, a
// tenth of a warm small answer), so every cached answer is keyed on the data it came from; and the
// characters by image name, once per data version, for /images placeholders.
import Database from 'better-sqlite3';
import { sqlitePathFromUrl } from '../../prisma/migrate.ts';

export interface ImageOwner {
  shortNameEn: string | null;
  colors: string[];
  worldId: string | null;
}

export interface EdgeDatabase {
  /** The data version (0 before anything was imported), read at most once per turn of the event loop. */
  read(): number;
  /**
   * The characters by every image name they use and by id (`id:<id>`), for placeholders; see
   * images/handler.ts for how a file name is looked up.
   */
  imageOwners(): Map<string, ImageOwner>;
  close(): void;
}

const IMAGE_COLUMNS = ['imgThumb', 'imgFull', 'imgRebirthThumb', 'imgRebirthFull', 'imgAltThumb', 'imgSpoilerSafe', 'imgCard'] as const;

export function openEdgeDatabase(databaseUrl: string): EdgeDatabase {
  const sqlite = new Database(sqlitePathFromUrl(databaseUrl), { readonly: true, fileMustExist: true });
  let version: Database.Statement | undefined;
  let thisTurn: number | undefined;
  const forget = () => {
    thisTurn = undefined;
  };
  const readNow = (): number => {
    try {
      version ??= sqlite.prepare('SELECT version FROM DataVersion WHERE id = 1').pluck();
      return (version.get() as number | undefined) ?? 0;
    } catch {
      // Not migrated yet: nothing has been imported.
      version = undefined;
      return 0;
    }
  };
  return {
    read() {
      if (thisTurn === undefined) {
        thisTurn = readNow();
        setImmediate(forget);
      }
      return thisTurn;
    },
    imageOwners() {
      const owners = new Map<string, ImageOwner>();
      const rows = sqlite
        .prepare(`SELECT id, shortNameEn, colors, worldId, ${IMAGE_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM Character`)
        .all() as Record<string, string | null>[];
      for (const row of rows) {
        let colors: string[] = [];
        try {
          const parsed = JSON.parse(row.colors ?? '[]');
          if (Array.isArray(parsed)) colors = parsed.filter((c): c is string => typeof c === 'string');
        } catch {}
        const owner = { shortNameEn: row.shortNameEn, colors, worldId: row.worldId };
        owners.set(`id:${row.id}`, owner);
        for (const column of IMAGE_COLUMNS) {
          const name = row[column];
          if (name && !owners.has(name)) owners.set(name, owner);
        }
      }
      return owners;
    },
    close: () => sqlite.close(),
  };
}
