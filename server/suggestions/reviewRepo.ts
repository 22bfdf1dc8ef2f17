// The maintainers' side of the suggestions' queue: the suggestions waiting, what reached the queue
// lately (a flood's signs), a rejection with its audit entry, and, inside the transaction of the
// change that accepts or undoes one, the suggestion marked accepted or put back in the queue.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { removeEvidenceOf } from './evidenceRepo.ts';
import type { SuggestionRow } from './repo.ts';
import { sweepSuggestions } from './retentionRepo.ts';
import { ARRIVALS_KEPT_MS, waitingAt } from './rules.ts';

/**
 * The suggestions waiting, by record and, for each record, most made first; what the queue keeps
 * past its time (address hashes, expired suggestions, old arrivals) is cleared on the way.
 */
export async function suggestionQueue(first: number, now: Date): Promise<SuggestionRow[]> {
  await sweepSuggestions(now);
  return db.suggestion.findMany({
    where: waitingAt(now),
    orderBy: [{ file: 'asc' }, { recordKey: 'asc' }, { count: 'desc' }, { id: 'asc' }],
    take: first,
  });
}

/** What reached the suggestions' queue in a span of time. */
export interface Arrivals {
  /** Suggestions sent (each request that named a valid fact, taken or refused by a cap). */
  arrived: number;
  /** The distinct networks (IPv4 /24, IPv6 /48) they came from. */
  networks: number;
  /** Taken: filed, or counted on one made before. */
  taken: number;
  /** Refused by a cap (per address, per network, per fact). */
  refused: number;
}

const TAKEN = ['filed', 'counted', 'repeated'];

/** The arrivals since `since` (before `until`). */
async function arrivalsBetween(since: Date, until: Date): Promise<Arrivals> {
  const at = { gte: since, lt: until };
  const [outcomes, networks] = await Promise.all([
    db.suggestionArrival.groupBy({ by: ['outcome'], where: { at }, _count: { _all: true } }),
    db.suggestionArrival.groupBy({ by: ['networkHash'], where: { at, networkHash: { not: null } } }),
  ]);
  const count = (taken: boolean) => outcomes.filter((o) => TAKEN.includes(o.outcome) === taken).reduce((sum, o) => sum + o._count._all, 0);
  return { arrived: count(true) + count(false), networks: networks.length, taken: count(true), refused: count(false) };
}

/** The last hour's and day's arrivals, and what is usual: the hourly mean of the week before that day. */
export async function suggestionArrivals(now: Date): Promise<{ lastHour: Arrivals; lastDay: Arrivals; usualPerHour: number }> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const weekBefore = new Date(now.getTime() - ARRIVALS_KEPT_MS);
  const [lastHour, lastDay, before] = await Promise.all([
    arrivalsBetween(hourAgo, now),
    arrivalsBetween(dayAgo, now),
    db.suggestionArrival.count({ where: { at: { gte: weekBefore, lt: dayAgo } } }),
  ]);
  return { lastHour, lastDay, usualPerHour: before / ((ARRIVALS_KEPT_MS - 24 * 3600_000) / 3600_000) };
}

/** Rejects an open suggestion with its reason, and logs who did; false when it was not open. */
export const rejectSuggestion = (id: number, reason: string, actor: { userId: number; actorName: string }, now: Date): Promise<boolean> =>
  rejectSuggestions([id], reason, actor, now);

/** The most suggestions one rejection takes at once. */
export const REJECT_AT_ONCE = 100;

/**
 * Rejects several open suggestions with one reason (duplicates of one another, a flood's), and logs
 * one entry naming them; none is rejected when one of them is not open (false).
 */
export async function rejectSuggestions(
  ids: readonly number[],
  reason: string,
  actor: { userId: number; actorName: string },
  now: Date,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  return db
    .$transaction(async (tx) => {
      const decided = await tx.suggestion.updateMany({
        where: { id: { in: unique }, status: 'open' },
        data: {
          status: 'rejected',
          reason,
          decidedAt: now,
          decidedBy: actor.actorName,
          addressHash: null,
          networkHash: null,
          updatedAt: now,
        },
      });
      // One of them was decided meanwhile (or is not there): nothing of this rejection stays.
      if (decided.count !== unique.length) throw new NotAllOpen();
      await removeEvidenceOf(tx, unique);
      await tx.auditEntry.create({
        data: {
          at: now,
          userId: actor.userId,
          actorName: actor.actorName,
          action: 'suggestion-reject',
          summary: `Rejected suggestion${unique.length === 1 ? '' : 's'} ${unique.join(', ')}: ${reason}`,
        },
      });
      return true;
    })
    .catch((e) => {
      if (e instanceof NotAllOpen) return false;
      throw e;
    });
}

class NotAllOpen extends Error {}

type Tx = Prisma.TransactionClient;

/** Undoing the change that accepted a suggestion puts the suggestion back in the queue (within the undo's transaction). */
export async function reopenUndone(tx: Tx, undoneAuditId: number, now: Date): Promise<void> {
  // The credit its acceptance gave its addresses goes with it (while their hashes are kept), so an
  // acceptance undone and made again counts once.
  const reopened = await tx.suggestion.findMany({ where: { auditId: undoneAuditId, status: 'accepted' }, select: { id: true } });
  for (const { id } of reopened) await creditProposers(tx, id, now, -1);
  await tx.suggestion.updateMany({
    where: { auditId: undoneAuditId, status: 'accepted' },
    data: { status: 'open', decidedAt: null, decidedBy: null, auditId: null, updatedAt: now },
  });
}

/**
 * Marks an open suggestion accepted, crediting the audit entry of the change that applies it
 * (within that change's transaction), and forgets its address; false when it was not open.
 */
export async function markAccepted(tx: Tx, id: number, decidedBy: string, auditId: number, now: Date): Promise<boolean> {
  const decided = await tx.suggestion.updateMany({
    where: { id, status: 'open' },
    data: { status: 'accepted', decidedAt: now, decidedBy, auditId, addressHash: null, networkHash: null, updatedAt: now },
  });
  if (decided.count !== 1) return false;
  await creditProposers(tx, id, now);
  return true;
}

/**
 * Counts an accepted suggestion for each address that made it (by its keyed hash, the queue's hint
 * of trust), or takes the count back (`by` -1) when its acceptance is undone.
 */
async function creditProposers(tx: Tx, id: number, now: Date, by: 1 | -1 = 1): Promise<void> {
  const makers = await tx.suggestionMaker.findMany({ where: { suggestionId: id }, select: { addressHash: true } });
  const hashes = makers.map((m) => m.addressHash);
  if (by === -1) {
    await tx.suggestionProposer.updateMany({ where: { addressHash: { in: hashes } }, data: { accepted: { decrement: 1 } } });
    await tx.suggestionProposer.deleteMany({ where: { addressHash: { in: hashes }, accepted: { lte: 0 } } });
    return;
  }
  for (const addressHash of hashes) {
    await tx.suggestionProposer.upsert({
      where: { addressHash },
      create: { addressHash, accepted: 1, lastAcceptedAt: now },
      update: { accepted: { increment: 1 }, lastAcceptedAt: now },
    });
  }
}

/**
 * The most suggestions accepted before from any address that made each of these (by the keyed
 * hashes kept while a suggestion waits): 0 for none, or once its addresses are forgotten.
 */
export async function earlierAccepted(suggestionIds: readonly number[]): Promise<Map<number, number>> {
  const makers = await db.suggestionMaker.findMany({ where: { suggestionId: { in: [...suggestionIds] } } });
  const proposers = await db.suggestionProposer.findMany({
    where: { addressHash: { in: [...new Set(makers.map((m) => m.addressHash))] } },
  });
  const accepted = new Map(proposers.map((p) => [p.addressHash, p.accepted]));
  const most = new Map<number, number>(suggestionIds.map((id) => [id, 0]));
  for (const m of makers) most.set(m.suggestionId, Math.max(most.get(m.suggestionId) ?? 0, accepted.get(m.addressHash) ?? 0));
  return most;
}
