// Sign-in throttling: the counters of failed sign-ins per account and address, per address and per
// account, each written by compare-and-set so processes sharing a database never lose a failure,
// and the addresses an account signed in from.
import { db } from '../db.ts';

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
