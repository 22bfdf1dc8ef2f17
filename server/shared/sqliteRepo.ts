// The SQL only SQLite speaks, in one place: what Prisma's query API cannot say. The tables it
// reads are created by the migrations (prisma/migrations) and left alone by their diff
// (prisma/schemaEngine.ts).

import { isSqliteUrl } from '../../prisma/dialect.ts';
import { currentDatabaseUrl, db } from '../db.ts';

/** The shortest term the trigram index can look up. */
const TRIGRAM = 3;

/**
 * The most cards a lookup hands on as ids (bound values of the statements that use them); a term
 * matching more is matched by a scan, which then costs about what reading the matches would.
 */
export const MAX_NAMED_CARDS = 5000;

/**
 * The ids of the story cards whose search key contains any of the terms, looked up in the name
 * index (StoryCardNameIndex, an FTS5 trigram table over StoryCard.searchKey). Undefined when the
 * index cannot answer better than a scan: a term shorter than a trigram, or more than
 * MAX_NAMED_CARDS cards.
 */
export async function storyCardsNamed(terms: readonly string[]): Promise<number[] | undefined> {
  // The index is SQLite's; on PostgreSQL the names are matched by the scan.
  if (!isSqliteUrl(currentDatabaseUrl())) return undefined;
  if (terms.length === 0 || terms.some((t) => [...t].length < TRIGRAM)) return undefined;
  // Each term a phrase: matched as a substring, whatever it holds.
  const match = terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    'SELECT rowid AS id FROM "StoryCardNameIndex" WHERE "StoryCardNameIndex" MATCH ? LIMIT ?',
    match,
    MAX_NAMED_CARDS + 1,
  );
  if (rows.length > MAX_NAMED_CARDS) return undefined;
  return rows.map((r) => Number(r.id));
}
