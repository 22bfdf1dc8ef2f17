// The only module of the updates domain that talks to the database. Items and their sub-items go
// through the reveal rule here, at every depth.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import type { Viewer } from '../shared/reveal.ts';
import { visibleUpdateItems } from './reveal.ts';

type Query = { include?: Prisma.UpdateEntryInclude; select?: Prisma.UpdateEntrySelect };

export function latestUpdate(query: Query = {}) {
  return db.updateEntry.findFirst({ ...query, orderBy: { number: 'desc' } });
}

/** Entries newest first; `before` is the number of the last entry a client already has. */
export function listUpdates(
  query: Query & { take?: number; skip?: number; cursor?: Prisma.UpdateEntryWhereUniqueInput },
  before?: number | null,
) {
  return db.updateEntry.findMany({
    ...query,
    where: before ? { number: { lt: before } } : {},
    orderBy: { number: 'desc' },
  });
}

export function countUpdates(before?: number | null) {
  return db.updateEntry.count({ where: before ? { number: { lt: before } } : {} });
}

/**
 * node(id) of an update-log entry. Entries are public whatever the viewer (their items are not:
 * every list of items goes through the items' rule below), so the rule for the entry itself is
 * its number alone; the viewer is taken so the entry is declared like every other node.
 */
export function updateEntryById(number: number, _viewer: Viewer): Prisma.UpdateEntryWhereUniqueInput {
  return { number };
}

/** Relation arguments for an entry's top-level items the viewer may see, in order. */
export function entryItemsQuery(viewer: Viewer) {
  return { where: { parentId: null, ...visibleUpdateItems(viewer) }, orderBy: { position: 'asc' as const } };
}

/** Relation arguments for an item's sub-items the viewer may see, in order. */
export function subItemsQuery(viewer: Viewer) {
  return { where: visibleUpdateItems(viewer), orderBy: { position: 'asc' as const } };
}

type Item = Prisma.UpdateItemGetPayload<Record<string, never>>;

/**
 * The items the viewer may see under each of `keys` (an entry's number, or an item's id, by
 * `column`), in order: one read for every key asked.
 */
async function itemsUnder(
  column: 'entryNumber' | 'parentId',
  keys: readonly number[],
  { where, orderBy }: ReturnType<typeof subItemsQuery>,
): Promise<Item[][]> {
  const rows = await db.updateItem.findMany({ where: { ...where, [column]: { in: [...keys] } }, orderBy });
  const groups = new Map<number | null, Item[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(row[column])?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** The top-level items the viewer may see of each entry, in order. */
export const itemsOfEntries = (numbers: readonly number[], viewer: Viewer) => itemsUnder('entryNumber', numbers, entryItemsQuery(viewer));

/** The sub-items the viewer may see of each item, in order. */
export const subItemsOfItems = (ids: readonly number[], viewer: Viewer) => itemsUnder('parentId', ids, subItemsQuery(viewer));

/** The newest entries with the items (and sub-items) the viewer may see, for the feeds. */
export function listFeedUpdates(viewer: Viewer, take: number) {
  return db.updateEntry.findMany({
    orderBy: { number: 'desc' },
    take,
    select: {
      number: true,
      timestamp: true,
      title: true,
      subtitle: true,
      source: true,
      items: {
        ...entryItemsQuery(viewer),
        select: {
          section: true,
          detail: true,
          spoiler: true,
          revealAt: true,
          subItems: { ...subItemsQuery(viewer), select: { detail: true, spoiler: true, revealAt: true } },
        },
      },
    },
  });
}

type MaintenanceQuery = { include?: Prisma.MaintenanceInclude; select?: Prisma.MaintenanceSelect };

/** Maintenance windows, newest first. */
export function listMaintenances(query: MaintenanceQuery) {
  return db.maintenance.findMany({ ...query, orderBy: [{ endAt: 'desc' }, { id: 'desc' }] });
}

/** The first window not over yet (ongoing, else the next to start): done ones are dropped. */
export function nextMaintenance(query: MaintenanceQuery, viewer: Viewer) {
  return db.maintenance.findFirst({ ...query, where: { endAt: { gt: viewer.now } }, orderBy: [{ endAt: 'asc' }, { id: 'asc' }] });
}

type DevLetterQuery = { include?: Prisma.DevLetterInclude; select?: Prisma.DevLetterSelect };

/** Developer letters, newest first. */
export function listDevLetters(query: DevLetterQuery) {
  return db.devLetter.findMany({ ...query, orderBy: [{ at: 'desc' }, { id: 'desc' }] });
}

/**
 * The letter the home page shows: the one still to start, or started within the last hour
 * (its window), or else the latest one (then ended).
 */
export async function currentDevLetter(query: DevLetterQuery, viewer: Viewer, windowMs: number) {
  const live = await db.devLetter.findFirst({
    ...query,
    where: { at: { gt: new Date(viewer.now.getTime() - windowMs) } },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
  return live ?? db.devLetter.findFirst({ ...query, orderBy: [{ at: 'desc' }, { id: 'desc' }] });
}

/** The number of the newest entry (0 when the log is empty). */
export async function newestEntryNumber(): Promise<number> {
  return (await db.updateEntry.aggregate({ _max: { number: true } }))._max.number ?? 0;
}

/**
 * The numbers of the entries a data version added: those numbered past `last` (the newest a
 * subscriber had seen) and the site's own entry for the version, in order.
 */
export async function entriesAddedBy(version: number, last: number): Promise<number[]> {
  const rows = await db.updateEntry.findMany({
    where: { OR: [{ number: { gt: last } }, { dataVersion: version }] },
    orderBy: { number: 'asc' },
    select: { number: true },
  });
  return rows.map((r) => r.number);
}

/** One entry by its number, as a field's query asks for it. */
export function updateEntryByNumber(query: Query, number: number) {
  return db.updateEntry.findUnique({ ...query, where: { number } });
}
