// The dataset as last applied, for the admin area: read whole (the writer's starting point), counted
// per file, listed or paged through record by record, and each record's revision.
import type { Dataset } from '../dataset/files.ts';
import { readStoredDataset } from '../dataset/write.ts';
import { db } from '../db.ts';

export { currentDataVersion, storedRecord } from '../shared/repo.ts';

export const readDataset = (): Promise<Dataset | null> => readStoredDataset(db);

/** How many records each file holds, as last applied. */
export async function countRecords(): Promise<Map<string, number>> {
  const rows = await db.importedRecord.groupBy({ by: ['file'], _count: { _all: true } });
  return new Map(rows.map((r) => [r.file, r._count._all]));
}

/** True when a dataset was applied (its records are kept), found by one row of the stored records' key. */
export async function hasStoredDataset(): Promise<boolean> {
  return (await db.importedRecord.findFirst({ select: { file: true } })) !== null;
}

/**
 * The stored records of a file in file order, as the JSON text they were stored as, a page at a
 * time (`page` is given each page's texts, and the thread is let go between pages).
 */
export async function eachStoredPage(file: string, page: (bodies: string[]) => void): Promise<void> {
  const PAGE = 2000;
  for (let from = 0; ; from += PAGE) {
    const rows = await db.importedRecord.findMany({
      where: { file, position: { gte: from, lt: from + PAGE } },
      orderBy: { position: 'asc' },
      select: { body: true },
    });
    if (!rows.length) return;
    page(rows.map((r) => r.body));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Records of a file in file order, `first` at most, keeping those `keep` accepts; with `needle`,
 * only records whose JSON text holds it (any case) are read whole. Read a page at a time, so a
 * large file never holds the thread for long.
 */
export async function listRecords(
  file: string,
  first: number,
  keep: (key: string, body: unknown) => boolean,
  needle = '',
): Promise<{ key: string; body: unknown }[]> {
  const PAGE = 2000;
  const out: { key: string; body: unknown }[] = [];
  for (let from = 0; out.length < first; from += PAGE) {
    const rows = await db.importedRecord.findMany({
      where: { file, position: { gte: from, lt: from + PAGE } },
      orderBy: { position: 'asc' },
      select: { key: true, body: true },
    });
    if (!rows.length) break;
    for (const r of rows) {
      if (needle && !r.body.toLowerCase().includes(needle) && !r.key.toLowerCase().includes(needle)) continue;
      const body = JSON.parse(r.body) as unknown;
      if (keep(r.key, body)) out.push({ key: r.key, body });
      if (out.length >= first) break;
    }
    // Let other requests in between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

/** The keys of a file's stored records (their bodies left unread). */
export async function recordKeys(file: string): Promise<string[]> {
  return (await db.importedRecord.findMany({ where: { file }, select: { key: true } })).map((r) => r.key);
}

// ---------------------------------------------------------------- revisions

/** A record's revision: the data version at which it took its present content; null when there is no such record. */
export async function recordRevision(file: string, key: string): Promise<number | null> {
  const row = await db.importedRecord.findUnique({ where: { file_key: { file, key } }, select: { revision: true } });
  return row?.revision ?? null;
}

/** Every record's revision, by file and key (joined by a NUL). */
export async function recordRevisions(): Promise<Map<string, number>> {
  const rows = await db.importedRecord.findMany({ select: { file: true, key: true, revision: true } });
  return new Map(rows.map((r) => [`${r.file}\u0000${r.key}`, r.revision]));
}
