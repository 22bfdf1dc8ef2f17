// The repo of what every domain shares: the data version, bumped by each import, and the instants
// at which what a viewer may see changes.
import { currentDatabaseUrl, db, storedInstants } from '../db.ts';
import { WAITING_MS } from './suggestions.ts';

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

/** One record as last applied (the stored record an export gives), by file and key; null when there is none. */
export async function storedRecord(file: string, key: string): Promise<Record<string, unknown> | null> {
  const row = await db.importedRecord.findUnique({ where: { file_key: { file, key } }, select: { body: true } });
  return row?.body ? (JSON.parse(row.body) as Record<string, unknown>) : null;
}

/** How long the keyed hash of a suggestion's address is kept. */
export const ADDRESS_KEPT_MS = 7 * 24 * 3600_000;

/**
 * Clears the address and network hashes of suggestions made more than ADDRESS_KEPT_MS before `now`,
 * and forgets which addresses made a suggestion past that time or once it left the queue.
 */
export async function forgetOldAddresses(now: Date, client: Pick<typeof db, 'suggestion' | 'suggestionMaker'> = db): Promise<void> {
  const before = new Date(now.getTime() - ADDRESS_KEPT_MS);
  await client.suggestion.updateMany({
    where: { OR: [{ addressHash: { not: null } }, { networkHash: { not: null } }], createdAt: { lt: before } },
    data: { addressHash: null, networkHash: null },
  });
  await client.suggestionMaker.deleteMany({ where: { OR: [{ createdAt: { lt: before } }, { suggestion: { status: { not: 'open' } } }] } });
}

/** How long what reached the suggestions' queue is kept: the last day, and the week before it for what is usual. */
export const ARRIVALS_KEPT_MS = 8 * 24 * 3600_000;

/**
 * Clears what the suggestions' queue keeps past its time: address hashes past their week, open
 * suggestions past WAITING_MS (expired), arrivals past eight days.
 */
export async function sweepSuggestions(
  now: Date,
  client: Pick<typeof db, 'suggestion' | 'suggestionMaker' | 'suggestionArrival'> = db,
): Promise<void> {
  await client.suggestion.updateMany({
    where: { status: 'open', createdAt: { lte: new Date(now.getTime() - WAITING_MS) } },
    data: { status: 'expired', addressHash: null, networkHash: null },
  });
  await forgetOldAddresses(now, client);
  await client.suggestionArrival.deleteMany({ where: { at: { lt: new Date(now.getTime() - ARRIVALS_KEPT_MS) } } });
}
