// The repo of what every domain shares: the data version, bumped by each import, and the instants
// at which what a viewer may see changes.
import { currentDatabaseUrl, db, storedInstants } from '../db.ts';

export { advanceDataVersion, storedInstants } from '../db.ts';

/** The data version as stored: bumped by every import and edit (0 before the first). */
export async function currentDataVersion(): Promise<number> {
  return (await db.dataVersion.findUnique({ where: { id: 1 }, select: { version: true } }))?.version ?? 0;
}

/** Names the data a request is answered from: the database and its data version (read here when the edge did not). */
export async function dataVersionKey(dataVersion: number | undefined): Promise<string> {
  const version = dataVersion ?? (await currentDataVersion());
  return `${currentDatabaseUrl()}#${version}`;
}

/** The columns whose instants decide what a viewer may see. */
type InstantColumn = ['character' | 'storyCard' | 'prayer', 'revealAt'] | ['storyCard', 'releaseAt'];

/** The distinct instants a column holds (nulls left out), sorted. */
export async function readInstants(...[model, field]: InstantColumn): Promise<Date[]> {
  const column = `${model[0].toUpperCase()}${model.slice(1)}.${field}`;
  return ((await storedInstants()).get(column) ?? []).map((t) => new Date(t));
}

/** Records as last applied, by file and key (joined by a NUL), in one read; a key with none is left out. */
export async function storedRecordsOf(keys: readonly { file: string; key: string }[]): Promise<Map<string, Record<string, unknown>>> {
  if (!keys.length) return new Map();
  const rows = await db.importedRecord.findMany({
    where: { OR: keys.map(({ file, key }) => ({ file, key })) },
    select: { file: true, key: true, body: true },
  });
  return new Map(rows.filter((r) => r.body).map((r) => [`${r.file}\u0000${r.key}`, JSON.parse(r.body) as Record<string, unknown>]));
}

/** One record as last applied (the stored record an export gives), by file and key; null when there is none. */
export async function storedRecord(file: string, key: string): Promise<Record<string, unknown> | null> {
  const row = await db.importedRecord.findUnique({ where: { file_key: { file, key } }, select: { body: true } });
  return row?.body ? (JSON.parse(row.body) as Record<string, unknown>) : null;
}
