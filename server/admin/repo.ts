// The admin area's database access: accounts, sessions, sign-in throttling, the audit log, and the
// one write road for game data (the dataset as last applied, and a change set written record by record).
import type { Prisma } from '../../prisma/connect.ts';
import type { RecordChange } from '../dataset/diff.ts';
import type { Dataset } from '../dataset/files.ts';
import { applyChanges, readStoredDataset } from '../dataset/write.ts';
import { db, disconnectDatabase } from '../db.ts';
import { ARRIVALS_KEPT_MS, sweepSuggestions } from '../shared/repo.ts';
import { waitingAt } from '../shared/suggestions.ts';

export { disconnectDatabase };

export interface AdminAccount {
  id: number;
  username: string;
  displayName: string | null;
  passwordHash: string;
  passwordChangedAt: Date | null;
}

export const findAccountByName = (username: string): Promise<AdminAccount | null> => db.adminUser.findUnique({ where: { username } });

export const findAccount = (id: number): Promise<AdminAccount | null> => db.adminUser.findUnique({ where: { id } });

export async function upsertAccount(username: string, passwordHash: string, now: Date): Promise<{ created: boolean }> {
  const existing = await findAccountByName(username);
  if (existing) {
    // A reset ends every session of the account, and clears the sign-in failures counted against
    // its name (from every address, and account-wide): the owner who resets a locked account can
    // sign in at once. The addresses it signed in from are kept.
    const { account, pair } = throttleKeys('', username);
    await db.$transaction([
      db.adminUser.update({ where: { id: existing.id }, data: { passwordHash, passwordChangedAt: now } }),
      db.adminSession.deleteMany({ where: { userId: existing.id } }),
      db.signInThrottle.deleteMany({
        where: { OR: [{ key: account }, { key: { startsWith: 'pair:', endsWith: pair.slice('pair:'.length) } }] },
      }),
      db.auditEntry.create({
        data: {
          at: now,
          userId: existing.id,
          actorName: ADMIN_COMMAND,
          action: 'password-change',
          summary: `Reset the password of ${username} from the command line; its sessions ended.`,
        },
      }),
    ]);
    return { created: false };
  }
  await db.$transaction(async (tx) => {
    const user = await tx.adminUser.create({ data: { username, passwordHash, passwordChangedAt: now } });
    await tx.auditEntry.create({
      data: { at: now, userId: user.id, actorName: ADMIN_COMMAND, action: 'password-change', summary: `Created the account ${username}.` },
    });
  });
  return { created: true };
}

/** Who acts when an account is made or reset from the command line. */
export const ADMIN_COMMAND = 'npm run admin:create';

export const setDisplayName = (userId: number, displayName: string | null) =>
  db.adminUser.update({ where: { id: userId }, data: { displayName } });

// ---------------------------------------------------------------- sessions

export interface SessionRow {
  id: string;
  userId: number;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export const createSession = (row: SessionRow & { userAgent: string | null }) => db.adminSession.create({ data: row });

export const findSession = (id: string) =>
  db.adminSession.findUnique({ where: { id }, include: { user: { select: { id: true, username: true, displayName: true } } } });

export const touchSession = (id: string, lastSeenAt: Date) =>
  db.adminSession.updateMany({ where: { id }, data: { lastSeenAt } }).then(() => undefined);

export const deleteSession = (id: string) => db.adminSession.deleteMany({ where: { id } }).then(() => undefined);

/**
 * A password change, in one transaction: the new hash, every session of the account ended,
 * `row` (the session that made the change, under a new token) in their place, and its audit entry.
 */
export async function replacePassword(
  user: { id: number; actorName: string },
  passwordHash: string,
  row: SessionRow & { userAgent: string | null },
  now: Date,
): Promise<void> {
  const userId = user.id;
  await db.$transaction([
    db.adminUser.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } }),
    db.adminSession.deleteMany({ where: { userId } }),
    db.adminSession.create({ data: row }),
    db.auditEntry.create({
      data: {
        at: now,
        userId,
        actorName: user.actorName,
        action: 'password-change',
        summary: 'Changed the password; every other session of the account ended.',
      },
    }),
  ]);
}

export const deleteExpiredSessions = (now: Date, idleBefore: Date) =>
  db.adminSession.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: idleBefore } }] } });

// ---------------------------------------------------------------- sign-in throttling

/**
 * A row of SignInThrottle. Counters (keys `pair:`, `ip:`, `user:`) hold failures in a row and
 * when the next attempt may come; a `known:` row records that an account signed in from an
 * address, its lastFailureAt being the time of that sign-in (failures 0).
 */
export interface ThrottleRow {
  key: string;
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date | null;
}

/** The keys of the counters (and the known-address row) of one account name from one address. */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
  known: string;
}

/** The rows' keys for an address (as the rate limits key it) and an account name, in one place. */
export function throttleKeys(address: string, username: string): ThrottleKeys {
  const name = username.toLowerCase().slice(0, 64);
  return { pair: `pair:${address}|${name}`, address: `ip:${address}`, account: `user:${name}`, known: `known:${address}|${name}` };
}

export const readThrottles = (keys: string[]): Promise<ThrottleRow[]> => db.signInThrottle.findMany({ where: { key: { in: keys } } });

/** A counter as it was read (null: it had no row) and what it becomes. */
export interface ThrottleWrite {
  before: ThrottleRow | null;
  after: ThrottleRow;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === 'P2002';

/**
 * One statement that writes a counter only if it is still as it was read (a compare-and-set on
 * its failures and last failure, or an insert that fails when another attempt inserted first):
 * true when written.
 */
async function compareAndSet({ before, after }: ThrottleWrite): Promise<boolean> {
  if (!before) {
    try {
      await db.signInThrottle.create({ data: after });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
  const { count } = await db.signInThrottle.updateMany({
    where: { key: after.key, failures: before.failures, lastFailureAt: before.lastFailureAt },
    data: { failures: after.failures, lastFailureAt: after.lastFailureAt, blockedUntil: after.blockedUntil },
  });
  return count === 1;
}

/** Puts a counter back as it was read, unless another attempt has written it since (then its count stays). */
async function restore({ before, after }: ThrottleWrite): Promise<void> {
  const mine = { key: after.key, failures: after.failures, lastFailureAt: after.lastFailureAt };
  if (!before) await db.signInThrottle.deleteMany({ where: mine });
  else
    await db.signInThrottle.updateMany({
      where: mine,
      data: { failures: before.failures, lastFailureAt: before.lastFailureAt, blockedUntil: before.blockedUntil },
    });
}

/**
 * Writes the counters of one attempt, each with one compare-and-set statement, in order: true when
 * all were written. When one was changed by another attempt since it was read (another process
 * sharing the database), the ones already written are put back and false is returned: the attempt
 * reads again. No counter ever moves but from the state its writer read.
 */
export async function reserveThrottles(writes: ThrottleWrite[]): Promise<boolean> {
  const done: ThrottleWrite[] = [];
  for (const write of writes) {
    if (!(await compareAndSet(write))) {
      for (const earlier of done.reverse()) await restore(earlier);
      return false;
    }
    done.push(write);
  }
  return true;
}

/**
 * A password that was right: the account-and-address counter cleared, the address recorded as one
 * the account signs in from, and the failure each other counter was charged in advance given back.
 */
export async function recordSignIn(pairKey: string, knownKey: string, chargedKeys: string[], now: Date): Promise<void> {
  const known = { failures: 0, lastFailureAt: now, blockedUntil: null };
  await db.signInThrottle.deleteMany({ where: { key: pairKey } });
  await db.signInThrottle.upsert({ where: { key: knownKey }, create: { key: knownKey, ...known }, update: known });
  await db.signInThrottle.updateMany({ where: { key: { in: chargedKeys }, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
}

/** Counters with no failure for `memoryMs`, and addresses not signed in from for `knownMs`, are forgotten. */
export const deleteStaleThrottles = (now: Date, memoryMs: number, knownMs: number) =>
  db.signInThrottle.deleteMany({
    where: {
      OR: [
        { key: { startsWith: 'known:' }, lastFailureAt: { lt: new Date(now.getTime() - knownMs) } },
        { NOT: { key: { startsWith: 'known:' } }, lastFailureAt: { lt: new Date(now.getTime() - memoryMs) } },
      ],
    },
  });

// ---------------------------------------------------------------- game data and the audit log

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

export { currentDataVersion, storedRecord } from '../shared/repo.ts';

export class StaleDataError extends Error {
  constructor(message = 'The data changed while this change was prepared: reload and try again.') {
    super(message);
  }
}

export interface AuditInput {
  userId: number;
  /** The account's name as it is now (its display name, or its user name): kept with the entry. */
  actorName: string;
  action: 'edit' | 'import' | 'undo' | 'suggestion';
  summary: string;
  source: string;
  changes: string;
  undoOf?: number;
  /** The suggestion the change accepts: marked accepted, crediting this entry, in the same transaction. */
  suggestionId?: number;
}

/** An uploaded portrait, kept with the change that sets it (the source its image files are drawn from). */
export interface UploadInput {
  hash: string;
  type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Applies a whole dataset as one change, with its audit entry in the same transaction, provided
 * the data is still at `basedOn` (the version the change was computed from). Returns the entry.
 */
export async function applyChange(
  before: Dataset,
  next: Dataset,
  changes: readonly RecordChange[],
  basedOn: number,
  audit: AuditInput,
  now: Date,
  upload?: UploadInput,
): Promise<{ auditId: number; dataVersion: number }> {
  let auditId = 0;
  const undone =
    audit.undoOf === undefined
      ? null
      : (await db.auditEntry.findUnique({ where: { id: audit.undoOf }, select: { dataVersion: true } }))?.dataVersion;
  const { dataVersion } = await applyChanges(db, before, next, changes, {
    now,
    undoes: undone,
    within: async (tx: Prisma.TransactionClient, version: number) => {
      if (version !== basedOn + 1) throw new StaleDataError();
      const entry = await tx.auditEntry.create({
        data: {
          at: now,
          userId: audit.userId,
          actorName: audit.actorName,
          action: audit.action,
          summary: audit.summary,
          source: audit.source,
          changes: audit.changes,
          dataVersion: version,
          // At most one undo of an entry: a second one fails the unique key (and the transaction).
          undoOfId: audit.undoOf ?? null,
        },
      });
      auditId = entry.id;
      // Undoing the change that accepted a suggestion puts the suggestion back in the queue.
      if (audit.undoOf !== undefined) {
        await tx.suggestion.updateMany({
          where: { auditId: audit.undoOf, status: 'accepted' },
          data: { status: 'open', decidedAt: null, decidedBy: null, auditId: null, updatedAt: now },
        });
      }
      if (audit.suggestionId !== undefined) {
        const decided = await tx.suggestion.updateMany({
          where: { id: audit.suggestionId, status: 'open' },
          data: {
            status: 'accepted',
            decidedAt: now,
            decidedBy: audit.actorName,
            auditId: entry.id,
            addressHash: null,
            networkHash: null,
            updatedAt: now,
          },
        });
        if (decided.count !== 1) throw new StaleDataError(`Suggestion ${audit.suggestionId} was decided meanwhile.`);
      }
      // The same picture uploaded again is one row.
      if (upload) {
        await tx.portraitUpload.upsert({
          where: { hash: upload.hash },
          create: { ...upload, bytes: new Uint8Array(upload.bytes), at: now, userId: audit.userId },
          update: {},
        });
      }
    },
  });
  return { auditId, dataVersion };
}

export type SuggestionRow = Prisma.SuggestionGetPayload<object>;

export const findSuggestion = (id: number): Promise<SuggestionRow | null> => db.suggestion.findUnique({ where: { id } });

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
export async function rejectSuggestion(
  id: number,
  reason: string,
  actor: { userId: number; actorName: string },
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const decided = await tx.suggestion.updateMany({
      where: { id, status: 'open' },
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
    if (decided.count !== 1) return false;
    await tx.auditEntry.create({
      data: {
        at: now,
        userId: actor.userId,
        actorName: actor.actorName,
        action: 'suggestion-reject',
        summary: `Rejected suggestion ${id}: ${reason}`,
      },
    });
    return true;
  });
}

export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  summary: string;
  source: string;
  changes: string;
  dataVersion: number | null;
  undoOfId: number | null;
  actorName: string | null;
  undoneBy: { id: number } | null;
}

const AUDIT_ROW = { undoneBy: { select: { id: true } } } as const;

export const listAudit = (first: number, before?: number): Promise<AuditRow[]> =>
  db.auditEntry.findMany({
    where: before ? { id: { lt: before } } : undefined,
    orderBy: { id: 'desc' },
    take: first,
    include: AUDIT_ROW,
  });

export const findAudit = (id: number): Promise<AuditRow | null> => db.auditEntry.findUnique({ where: { id }, include: AUDIT_ROW });

/** An account event: a sign-in, a sign-out, a burst of failed sign-ins that started a wait, a password change. */
export interface AccountEvent {
  userId: number | null;
  actorName: string | null;
  action: 'sign-in' | 'sign-out' | 'sign-in-blocked' | 'password-change';
  summary: string;
}

/** Appends an account event to the audit log (in a transaction when given one). */
export async function recordAccountEvent(
  event: AccountEvent,
  now: Date,
  tx: Pick<Prisma.TransactionClient, 'auditEntry'> = db,
): Promise<void> {
  await tx.auditEntry.create({ data: { at: now, ...event } });
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

/** The audited changes of the data made after a data version: what they changed, and who made them. */
export async function changesAfter(
  dataVersion: number,
): Promise<{ id: number; actorName: string | null; action: string; changes: string }[]> {
  return db.auditEntry.findMany({
    where: { dataVersion: { gt: dataVersion } },
    orderBy: { id: 'asc' },
    select: { id: true, actorName: true, action: true, changes: true },
  });
}
