// Accounts, sessions and sign-in throttling of the admin area (OWASP ASVS level 1): argon2id
// passwords, random session tokens stored hashed, idle and absolute expiry, a CSRF token per
// session, common passwords refused, and growing delays per IP address and per account name.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { guessablePassword } from './passwords.ts';
import * as repo from './repo.ts';

export const PASSWORD_MIN = 12;
/** Bounds the work one sign-in can ask of argon2. */
export const PASSWORD_MAX = 128;
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Failures allowed before delays start; each further one doubles the delay, up to the cap. */
export const FREE_FAILURES = 3;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60_000;
/** After this many failures in a row an account name is locked for MAX_DELAY_MS. */
export const LOCKOUT_FAILURES = 10;
/** Failures older than this are forgotten. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** argon2id (the package's `Algorithm.Argon2id`, a const enum), at OWASP's recommended cost. */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Why a new password cannot be used, or null. */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters.`;
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'The password must not contain the account name.';
  return guessablePassword(password);
}

export const hashPassword = (password: string) => hash(password.normalize('NFC'), ARGON2);

/** A hash of nothing anyone knows, verified when the account does not exist so both cases take as long. */
let decoy: Promise<string> | undefined;

async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const against = stored ?? (await decoy);
  let ok = false;
  try {
    ok = await verify(against, password.normalize('NFC'));
  } catch {
    ok = false;
  }
  return ok && stored !== null;
}

export const validUsername = (name: string) => /^[a-z0-9][a-z0-9._-]{1,39}$/.test(name);

// ---------------------------------------------------------------- throttling

const throttleKeys = (ip: string, username: string) => [`ip:${ip}`, `user:${username.toLowerCase().slice(0, 64)}`];

async function checkThrottle(keys: string[], now: Date): Promise<void> {
  const rows = await repo.readThrottles(keys);
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) {
    const seconds = Math.ceil((until - now.getTime()) / 1000);
    throw new AuthError(429, `Too many failed sign-ins: try again in ${seconds} s.`, seconds);
  }
}

/** The delay a key's failures earn: none for the first few, then doubling, capped. */
export function delayAfter(failures: number): number {
  if (failures >= LOCKOUT_FAILURES) return MAX_DELAY_MS;
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}

async function recordFailure(keys: string[], now: Date): Promise<void> {
  const rows = new Map((await repo.readThrottles(keys)).map((r) => [r.key, r]));
  for (const key of keys) {
    const old = rows.get(key);
    const fresh = !old || now.getTime() - old.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
    const failures = fresh ? 1 : old.failures + 1;
    const delay = delayAfter(failures);
    await repo.writeThrottle({ key, failures, lastFailureAt: now, blockedUntil: delay ? new Date(now.getTime() + delay) : null });
  }
}

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
  await checkThrottle(keys, now);
  const account =
    username.length <= 64 && password.length <= PASSWORD_MAX * 4 ? await repo.findAccountByName(username.toLowerCase()) : null;
  const ok = await passwordMatches(account?.passwordHash ?? null, password.slice(0, PASSWORD_MAX * 4));
  if (!account || !ok) {
    await recordFailure(keys, now);
    throw new AuthError(401, 'Wrong account name or password.');
  }
  await repo.clearThrottle(keys[1]);
  const { token, row } = newSessionRow(account.id, now, meta.userAgent);
  await repo.createSession(row);
  return { token, session: sessionOf(row, account) };
}

/** The live session of a cookie token (its idle time renewed), or null. */
export async function readSession(token: string | undefined, now: Date): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const id = tokenId(token);
  const row = await repo.findSession(id);
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await repo.deleteSession(id);
    return null;
  }
  // Written at most once a minute, so reads do not all become writes.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) await repo.touchSession(id, now);
  return sessionOf(row, row.user);
}

export const signOut = (session: Session) => repo.deleteSession(session.id);

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
  await checkThrottle(keys, now);
  const account = await repo.findAccount(session.user.id);
  if (!account || !(await passwordMatches(account.passwordHash, oldPassword.slice(0, PASSWORD_MAX * 4)))) {
    await recordFailure(keys, now);
    throw new AuthError(400, 'The current password is wrong.');
  }
  const problem = passwordProblem(newPassword, account.username);
  if (problem) throw new AuthError(400, problem);
  if (await passwordMatches(account.passwordHash, newPassword))
    throw new AuthError(400, 'The new password must differ from the current one.');
  const { token, row } = newSessionRow(account.id, now, meta.userAgent);
  await repo.replacePassword(account.id, await hashPassword(newPassword), row, now);
  return { token, session: sessionOf(row, account) };
}
