// What a process keeps of the database, below the edge and the repos: the Prisma client, the data
// version (watched), the backing of the rate limits' counters, the story cards' name index and the
// characters by image name. One implementation per database (sqlite.ts, postgres.ts), chosen in
// index.ts: the only code of the server that asks prisma/dialect.ts which database a URL names.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PrismaClient } from '../../prisma/connect.ts';
import { characterHiddenUntil } from '../characters/reveal.ts';
import { cardArtHashOf } from '../shared/cardArt.ts';
import { cardHiddenUntil } from '../storyCards/reveal.ts';

/** Backups of the database (backup.ts). */
export interface Backups {
  /** The ending of a backup file's name: `.sqlite` or `.pgdump`. */
  backupExtension: string;
  /** Writes a backup of the whole database to `file`, while the site serves. */
  backup(file: string): Promise<void>;
  /** Loads a backup into the database, which must hold no row; refused, with nothing changed, when it does. */
  restore(file: string): Promise<void>;
}

export interface StoreOptions {
  url: string;
  /** Receives every SQL statement of the Prisma client; tests count them. */
  onQuery?: (sql: string) => void;
}

export interface ImageOwner {
  shortNameEn: string | null;
  colors: string[];
  worldId: string | null;
  /** Until when (ms) the character is a spoiler for global players (the characters' reveal rule). */
  hiddenUntil: number;
}

/**
 * The data version as the edge reads it (no ORM, and no schema loaded in the edge's thread), so
 * every cached answer is keyed on the data it came from, and the characters by image name, once
 * per data version, for /images placeholders.
 */
export interface DataVersions {
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
}

/** Where a rate limiter's points are counted (rate-limiter-flexible's store interface). */
export type Counters = Pick<RateLimiterAbstract, 'penalty'>;

/** What a rate limiter's counts are kept under: its points and window, and its keys' prefix. */
export interface CounterSettings {
  points: number;
  /** The window, in seconds. */
  duration: number;
  keyPrefix: string;
}

export interface Store extends Backups {
  /** The database URL the store was opened on. */
  readonly url: string;
  /** The Prisma client, created on first use: the edge's own parts never ask for it. */
  prisma(): PrismaClient;
  /** The data version and image owners, watched from the first call until the store closes. */
  versions(): DataVersions;
  /**
   * The counters every process on the database shares, or undefined when the counts stay in
   * this process's memory (server/http/rateLimit.ts).
   */
  counters(settings: CounterSettings): Counters | undefined;
  /**
   * The ids of the story cards whose search key contains any of the terms, looked up in the name
   * index; undefined when the index cannot answer better than a scan (or there is none).
   */
  storyCardsNamed(terms: readonly string[]): Promise<number[] | undefined>;
  /**
   * Applies the pending migrations, then runs `then` with their names (the first start's seed);
   * processes started together on one database take turns.
   */
  prepare(then: (applied: string[]) => Promise<void>): Promise<void>;
  /** What an operator is told when `prepare` failed: the file or database, and what to do. */
  explainFailure(error: unknown): string;
  /** Closes what the store opened. */
  close(): Promise<void>;
}

export const IMAGE_COLUMNS = [
  'imgThumb',
  'imgFull',
  'imgRebirthThumb',
  'imgRebirthFull',
  'imgAltThumb',
  'imgSpoilerSafe',
  'imgCard',
] as const;

// Plain SQL that SQLite and PostgreSQL both take, each through its own driver.
export const VERSION_SQL = 'SELECT "version" FROM "DataVersion" WHERE "id" = 1';
export const OWNERS_SQL = `SELECT id, "shortNameEn", colors, "worldId", "revealAt", "unreleasedGroup", "portraitHash", ${IMAGE_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "Character"`;

/** The story cards with art of their own (server/shared/cardArt.ts), with what their reveal rule reads. */
export const CARD_OWNERS_SQL = `SELECT "image", "revealAt", "releaseAt" FROM "StoryCard" WHERE "image" LIKE 'card-%'`;

/**
 * The characters by every image name they use and by id, from their rows (OWNERS_SQL); and the
 * story cards by the hash of their art (`card:<hash>`, from CARD_OWNERS_SQL), so a card's art is
 * served under the cards' reveal rule.
 */
export function ownersOf(rows: Record<string, unknown>[], cardRows: Record<string, unknown>[] = []): Map<string, ImageOwner> {
  const owners = new Map<string, ImageOwner>();
  for (const row of cardRows) {
    const hash = typeof row.image === 'string' ? cardArtHashOf(row.image) : undefined;
    if (!hash) continue;
    const hiddenUntil = cardHiddenUntil({ revealAt: instantOf(row.revealAt), releaseAt: instantOf(row.releaseAt) });
    const known = owners.get(`card:${hash}`);
    // The same art on two cards is shown while either card is.
    if (!known || hiddenUntil < known.hiddenUntil)
      owners.set(`card:${hash}`, { shortNameEn: null, colors: [], worldId: null, hiddenUntil });
  }
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
