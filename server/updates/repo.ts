// The only module of the updates domain that talks to the database.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';

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
