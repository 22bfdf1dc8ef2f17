// Accounts, sessions and sign-in throttling of the admin area (OWASP ASVS level 1): argon2id
// passwords, random session tokens stored hashed, idle and absolute expiry, a CSRF token per
// session, common passwords refused, and sign-in attempts reserved before any password is checked,
// with growing delays per account and address, per address and per account name.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { clientKey } from '../http/rateLimit.ts';
import { ClientError } from '../shared/errors.ts';
import * as accountRepo from './accountRepo.ts';
import * as auditRepo from './auditRepo.ts';
import { guessablePassword } from './passwords.ts';
import * as sessionRepo from './sessionRepo.ts';
import * as throttleRepo from './throttleRepo.ts';

export const PASSWORD_MIN = 12;
/** Bounds the work one sign-in can ask of argon2. */
export const PASSWORD_MAX = 128;
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Failures allowed before delays start; each further one doubles the delay, up to the cap. */
export const FREE_FAILURES = 3;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60_000;
/** After this many failures in a row an account name is locked for MAX_DELAY_MS from that address. */
export const LOCKOUT_FAILURES = 10;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
/** An address the account signed in from within this long is exempt from the account-wide wait. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** How a counter's failures in a row turn into a wait before the next attempt. */
export interface Schedule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** From this many failures on, the wait is maxDelayMs at once. */
  lockAt?: number;
}

/** One account name from one address: strict, as only that address can fill it. */
export const PAIR_SCHEDULE: Schedule = {
  free: FREE_FAILURES,
  firstDelayMs: FIRST_DELAY_MS,
  maxDelayMs: MAX_DELAY_MS,
  lockAt: LOCKOUT_FAILURES,
};
/** One address, whatever the account names: a sprayer of many names slows down (a quarter of an hour from the 21st). */
export const ADDRESS_SCHEDULE: Schedule = { free: 10, firstDelayMs: FIRST_DELAY_MS, maxDelayMs: MAX_DELAY_MS };
/**
 * One account name, from every address: it delays (a minute at most, so at most about 60 guesses an
 * hour spread over any number of addresses) but never locks, and an address the account signed in
 * from lately is not held by it, so strangers cannot keep the owner out.
 */
export const ACCOUNT_SCHEDULE: Schedule = { free: 10, firstDelayMs: FIRST_DELAY_MS, maxDelayMs: 60_000 };

/** argon2id (the package's `Algorithm.Argon2id`, a const enum), at OWASP's recommended cost. */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const AUTH_CODES = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 429: 'TOO_MANY_ATTEMPTS' } as const;

/** A refused sign-in or password check; a 429 says in Retry-After how long to wait. */
export class AuthError extends ClientError {
  constructor(
    override readonly status: 400 | 401 | 403 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status, AUTH_CODES[status], {}, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
  }
}

/** Why a new password cannot be used, or null. */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters.`;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'The password must not contain the account name.';
  return guessablePassword(password, username ? [username] : []);
}

export const hashPassword = (password: string) => hash(password.normalize('NFC'), ARGON2);

/** A hash of nothing anyone knows, verified when the account does not exist so both cases take as long. */
let decoy: Promise<string> | undefined;

let verified = 0;
/**
 * How many passwords this process has verified with argon2 (the decoy included): the work the
 * sign-in throttle bounds, and what its tests measure it by.
 */
export const passwordsVerified = () => verified;

async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const against = stored ?? (await decoy);
  let ok = false;
  verified++;
  try {
    ok = await verify(against, password.normalize('NFC'));
  } catch {
    ok = false;
  }
  return ok && stored !== null;
}

export const validUsername = (name: string) => /^[a-z0-9][a-z0-9._-]{1,39}$/.test(name);

// ---------------------------------------------------------------- throttling
//
// Every password check (a sign-in, the current password of a change) first reserves an attempt:
// it is counted as a failure on the account-and-address counter, the address counter and the
// account counter, each with one compare-and-set statement, and only then is the password
// verified. A counter that is waiting refuses the attempt before any password is checked, so
// parallel attempts cannot outrun it, in one process or in many sharing the database. A right
// password gives its reservation back.

/** The delay a counter's failures earn: none for the first few, then doubling, capped. */
export function delayAfter(failures: number, schedule: Schedule = PAIR_SCHEDULE): number {
  if (schedule.lockAt !== undefined && failures >= schedule.lockAt) return schedule.maxDelayMs;
  if (failures <= schedule.free) return 0;
  return Math.min(schedule.maxDelayMs, schedule.firstDelayMs * 2 ** (failures - schedule.free - 1));
}

type ThrottleKeys = throttleRepo.ThrottleKeys;
const throttleKeys = (ip: string, username: string): ThrottleKeys => throttleRepo.throttleKeys(clientKey(ip), username);

/** Attempts that lose a race to another process's reservation read again; past this many the caller is told to wait. */
const RESERVE_TRIES = 25;

let queue: Promise<unknown> = Promise.resolve();
/**
 * Runs reservations of this process one at a time, so they never race each other; a race with
 * another process sharing the database is caught by the compare-and-set of each counter.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** The counters' writes for one more failure, or the 429 that refuses the attempt when one of them is waiting. */
async function planAttempt(keys: ThrottleKeys, now: Date): Promise<throttleRepo.ThrottleWrite[]> {
  const rows = new Map((await throttleRepo.readThrottles(Object.values(keys))).map((r) => [r.key, r]));
  const known = rows.get(keys.known);
  const exempt = known !== undefined && now.getTime() - known.lastFailureAt.getTime() <= KNOWN_ADDRESS_MS;
  const counters: [string, Schedule, boolean][] = [
    [keys.pair, PAIR_SCHEDULE, true],
    [keys.address, ADDRESS_SCHEDULE, true],
    [keys.account, ACCOUNT_SCHEDULE, !exempt],
  ];
  let until = 0;
  const writes: throttleRepo.ThrottleWrite[] = [];
  for (const [key, schedule, holds] of counters) {
    const row = rows.get(key) ?? null;
    const fresh = !row || now.getTime() - row.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
    if (holds && !fresh) until = Math.max(until, row.blockedUntil?.getTime() ?? 0);
    const failures = fresh ? 1 : row.failures + 1;
    const delay = delayAfter(failures, schedule);
    writes.push({
      before: row,
      after: { key, failures, lastFailureAt: now, blockedUntil: delay ? new Date(now.getTime() + delay) : null },
    });
  }
  if (until > now.getTime()) {
    const seconds = Math.ceil((until - now.getTime()) / 1000);
    throw new AuthError(429, `Too many failed sign-ins: try again in ${seconds} s.`, seconds);
  }
  return writes;
}

/**
 * Reserves one password check for the account from the address, or throws the 429 that refuses
 * it. Returns the counters' writes it made (a failure, counted in advance).
 */
async function reserveAttempt(keys: ThrottleKeys, now: Date): Promise<throttleRepo.ThrottleWrite[]> {
  for (let i = 0; i < RESERVE_TRIES; i++) {
    // A waiting counter refuses at once, without queueing behind other attempts.
    await planAttempt(keys, now);
    // Read again in turn: what counts is the state the writes start from.
    const reserved = await oneAtATime(async () => {
      const writes = await planAttempt(keys, now);
      return (await throttleRepo.reserveThrottles(writes)) ? writes : null;
    });
    if (reserved) return reserved;
    // Another process changed a counter first: a short, random pause spreads the next reads.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
  }
  throw new AuthError(429, 'Too many sign-ins at once: try again in 1 s.', 1);
}

/** The password was right: the reservation is given back and the address remembered for the account. */
const recordSuccess = (keys: ThrottleKeys, now: Date) =>
  oneAtATime(() => throttleRepo.recordSignIn(keys.pair, keys.known, [keys.address, keys.account], now));

// ---------------------------------------------------------------- sessions

export interface Session {
  id: string;
  csrfToken: string;
  expiresAt: Date;
  user: { id: number; username: string; displayName: string | null };
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

function newSessionRow(userId: number, now: Date, userAgent: string | null) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    row: {
      id: tokenId(token),
      userId,
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      userAgent: userAgent?.slice(0, 200) ?? null,
    },
  };
}

/** The session a caller holds: the account's public fields only, never its password hash. */
const sessionOf = (
  row: { id: string; csrfToken: string; expiresAt: Date },
  user: { id: number; username: string; displayName: string | null },
): Session => ({
  id: row.id,
  csrfToken: row.csrfToken,
  expiresAt: row.expiresAt,
  user: { id: user.id, username: user.username, displayName: user.displayName },
});

/** Signs in: a new session's cookie token, or an AuthError that never says whether the account exists. */
export async function signIn(
  username: string,
  password: string,
  meta: { ip: string; userAgent: string | null },
  now: Date,
): Promise<{ token: string; session: Session }> {
  const keys = throttleKeys(meta.ip, username);
  const reserved = await reserveAttempt(keys, now);
  const account =
    username.length <= 64 && password.length <= PASSWORD_MAX * 4 ? await accountRepo.findAccountByName(username.toLowerCase()) : null;
  const ok = await passwordMatches(account?.passwordHash ?? null, password.slice(0, PASSWORD_MAX * 4));
  // A failure was counted when the attempt was reserved; the one that starts a wait is audited.
  if (!account || !ok) {
    const started = startedWait(reserved, now);
    if (started) {
      const whom = account ? `account ${account.username}` : 'an account name no account has';
      await auditRepo.recordAccountEvent(
        {
          userId: account?.id ?? null,
          actorName: account ? actorName(account) : null,
          action: 'sign-in-blocked',
          summary: `${started.failures} failed sign-ins for ${whom} from ${meta.ip}: the next attempts wait ${Math.ceil(started.waitMs / 1000)} s.`,
        },
        now,
      );
    }
    throw new AuthError(401, 'Wrong account name or password.');
  }
  await recordSuccess(keys, now);
  const { token, row } = newSessionRow(account.id, now, meta.userAgent);
  await sessionRepo.createSession(row);
  await auditRepo.recordAccountEvent(
    { userId: account.id, actorName: actorName(account), action: 'sign-in', summary: `Signed in from ${meta.ip}.` },
    now,
  );
  return { token, session: sessionOf(row, account) };
}

/** How an account is named in the audit log: its display name, else its user name (as it is at the time). */
export const actorName = (user: { username: string; displayName: string | null }) => user.displayName || user.username;

/** The counter whose failure started a wait (none was waiting before it), if one did. */
function startedWait(writes: throttleRepo.ThrottleWrite[], now: Date): { failures: number; waitMs: number } | undefined {
  for (const { before, after } of writes) {
    const waitedBefore = before?.blockedUntil && before.blockedUntil.getTime() > now.getTime();
    if (after.blockedUntil && !waitedBefore) return { failures: after.failures, waitMs: after.blockedUntil.getTime() - now.getTime() };
  }
  return undefined;
}

/** The live session of a cookie token (its idle time renewed), or null. */
export async function readSession(token: string | undefined, now: Date): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const id = tokenId(token);
  const row = await sessionRepo.findSession(id);
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await sessionRepo.deleteSession(id);
    return null;
  }
  // Written at most once a minute, so reads do not all become writes.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) await sessionRepo.touchSession(id, now);
  return sessionOf(row, row.user);
}

export async function signOut(session: Session, now: Date): Promise<void> {
  await sessionRepo.deleteSession(session.id);
  await auditRepo.recordAccountEvent(
    { userId: session.user.id, actorName: actorName(session.user), action: 'sign-out', summary: 'Signed out.' },
    now,
  );
}

/** Compares a CSRF token sent with a request to the session's, in constant time. */
export function csrfMatches(session: Session, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Changes the password (the old one must match): every other session of the account ends, and this
 * one continues under a new token. Returns the new token.
 */
export async function changePassword(
  session: Session,
  oldPassword: string,
  newPassword: string,
  meta: { ip: string; userAgent: string | null },
  now: Date,
): Promise<{ token: string; session: Session }> {
  const keys = throttleKeys(meta.ip, session.user.username);
  await reserveAttempt(keys, now);
  const account = await accountRepo.findAccount(session.user.id);
  if (!account || !(await passwordMatches(account.passwordHash, oldPassword.slice(0, PASSWORD_MAX * 4)))) {
    throw new AuthError(400, 'The current password is wrong.');
  }
  await recordSuccess(keys, now);
  const problem = passwordProblem(newPassword, account.username);
  if (problem) throw new AuthError(400, problem);
  if (await passwordMatches(account.passwordHash, newPassword))
    throw new AuthError(400, 'The new password must differ from the current one.');
  const { token, row } = newSessionRow(account.id, now, meta.userAgent);
  await sessionRepo.replacePassword({ id: account.id, actorName: actorName(account) }, await hashPassword(newPassword), row, now);
  return { token, session: sessionOf(row, account) };
}
