// The sign-in throttle against a real site and database (SQLite here, PostgreSQL in the
// server-postgres project): attempts sent all at once are each reserved before any password is
// checked, so no more are checked than the rule allows and a right password among them is refused
// too; a stranger's failures from other addresses never keep the owner out of their own; and
// reservations racing as several processes' would are written once each.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import {
  ACCOUNT_SCHEDULE,
  ADDRESS_SCHEDULE,
  FREE_FAILURES,
  hashPassword,
  LOCKOUT_FAILURES,
  MAX_DELAY_MS,
  passwordsVerified,
} from '../../server/admin/auth.ts';
import { reserveThrottles, type ThrottleRow } from '../../server/admin/throttleRepo.ts';
import { db } from '../../server/db.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';
import { startSiteProcess } from '../helpers/siteProcess.ts';

const PASSWORD = 'plum blossoms over the shrine steps';
const WRONG = 'not the password at all';
const OWNER = '127.0.0.1';
let clock = Date.parse('2026-11-20T12:00:00Z');
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  await upsertAccount('reimu', await hashPassword(PASSWORD), new Date(clock));
});
afterAll(() => running.close());
beforeEach(async () => {
  await db.signInThrottle.deleteMany();
  clock += 24 * 60 * 60_000;
});

interface Outcome {
  status: number;
  code?: string;
  retryAfter?: string;
}

/** A sign-in sent from a chosen loopback address (Linux answers on all of 127.0.0.0/8). */
function signIn(from: string, password: string, username = 'reimu', base = running.base): Promise<Outcome> {
  const body = JSON.stringify({
    query: 'mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { csrfToken } }',
    variables: { u: username, p: password },
  });
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/admin/graphql`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const parsed = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, code: parsed.errors?.[0]?.extensions?.code, retryAfter });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Wrong passwords from `from` one after another, the clock moved past each wait, until `count` failures. */
async function failFrom(from: string, count: number) {
  for (let i = 0; i < count; i++) {
    const outcome = await signIn(from, WRONG);
    expect(outcome.status).toBe(401);
    clock += 60_000;
  }
}

/** Fails from `from` until the account name is locked from there (the clock left within the lock). */
async function lockFrom(from: string) {
  await failFrom(from, LOCKOUT_FAILURES - 1);
  clock += MAX_DELAY_MS;
  await failFrom(from, 1);
  clock -= 60_000;
}

const failuresOf = async (key: string) => (await db.signInThrottle.findUnique({ where: { key } }))?.failures ?? 0;

describe('parallel sign-ins', () => {
  it('checks no more passwords than the rule allows, and refuses the right one sent once the limit is reached', async () => {
    const from = '127.0.0.10';
    // With the clock standing still, the rule allows the free failures and one more, whose failure
    // starts the first wait.
    const allowed = FREE_FAILURES + 1;
    const verifiedBefore = passwordsVerified();
    const first = Array.from({ length: 39 }, () => signIn(from, WRONG));
    // The right password goes out 40th, once an answer says the limit was reached (so it cannot
    // have been among the first attempts by chance), while the others are still under way.
    await Promise.any(first.map((p) => p.then((o) => (o.status === 429 ? o : Promise.reject(new Error('not refused'))))));
    const right = signIn(from, PASSWORD);
    const rest = Array.from({ length: 40 }, () => signIn(from, WRONG));
    const outcomes = await Promise.all([...first, ...rest]);
    const rightOutcome = await right;

    // argon2 ran that many times in all, for the wrong passwords answered 401; the others were
    // refused with 429 before any password was looked at.
    expect(passwordsVerified() - verifiedBefore).toBe(allowed);
    expect(outcomes.filter((o) => o.status === 401)).toHaveLength(allowed);
    const refused = outcomes.filter((o) => o.status === 429);
    expect(refused).toHaveLength(79 - allowed);
    for (const o of refused) expect(o.code).toBe('TOO_MANY_ATTEMPTS');
    expect(rightOutcome).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: '1' });
    // The database agrees: exactly that many attempts were reserved for the account from there.
    expect(await failuresOf(`pair:${from}|reimu`)).toBe(allowed);
    expect(await failuresOf('user:reimu')).toBe(allowed);

    // Once the wait is over the owner gets in from there, and the reservation is given back.
    clock += 1000;
    expect((await signIn(from, PASSWORD)).status).toBe(200);
    expect(await failuresOf(`pair:${from}|reimu`)).toBe(0);
    expect(await failuresOf('user:reimu')).toBe(allowed);
  });

  it('holds across two processes sharing the database', async () => {
    const from = '127.0.0.12';
    const allowed = FREE_FAILURES + 1;
    const other = await startSiteProcess(running.database.url, clock);
    // Both load their admin area first (a query that checks no password), so the attempts meet in
    // the database rather than in line.
    for (const base of [other.base, running.base]) {
      const res = await fetch(`${base}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { user { username } } }' }),
      });
      expect(res.status).toBe(200);
    }
    const verifiedBefore = passwordsVerified();
    let verifiedThere = 0;
    let outcomes: Outcome[];
    try {
      outcomes = await Promise.all(Array.from({ length: 80 }, (_, i) => signIn(from, WRONG, 'reimu', i % 2 ? other.base : running.base)));
    } finally {
      verifiedThere = await other.stop();
    }
    // Each process reserves in turn; between the two only the database's compare-and-set decides.
    // An attempt that lost a race on a later counter puts the earlier ones back, or leaves them
    // counted when another attempt was already written on top: never more than the rule allows.
    const verified = passwordsVerified() - verifiedBefore + verifiedThere;
    expect(verified).toBeGreaterThanOrEqual(1);
    expect(verified).toBeLessThanOrEqual(allowed);
    expect(outcomes.filter((o) => o.status === 401)).toHaveLength(verified);
    expect(outcomes.filter((o) => o.status === 429)).toHaveLength(80 - verified);
    const counted = await failuresOf(`pair:${from}|reimu`);
    expect(counted).toBeGreaterThanOrEqual(verified);
    expect(counted).toBeLessThanOrEqual(allowed);
  });

  it('holds when the attempts are spread over many account names from one address', async () => {
    const from = '127.0.0.11';
    const verifiedBefore = passwordsVerified();
    const names = Array.from({ length: 40 }, (_, i) => `nobody${i}`);
    const outcomes = await Promise.all(names.flatMap((name) => [signIn(from, WRONG, name), signIn(from, WRONG, name)]));
    // The address counter lets its free failures and one more through at once, whatever the names.
    expect(passwordsVerified() - verifiedBefore).toBe(ADDRESS_SCHEDULE.free + 1);
    expect(outcomes.filter((o) => o.status === 401)).toHaveLength(ADDRESS_SCHEDULE.free + 1);
    expect(outcomes.filter((o) => o.status === 429)).toHaveLength(80 - ADDRESS_SCHEDULE.free - 1);
    expect(await failuresOf(`ip:${from}`)).toBe(ADDRESS_SCHEDULE.free + 1);
  });
});

describe('who a stranger can keep out', () => {
  it('locks the account only from the address that failed; the owner signs in from their own', async () => {
    const stranger = '127.0.0.20';
    await lockFrom(stranger);
    // The stranger's address is locked for 15 minutes, even with the right password...
    const locked = await signIn(stranger, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    // ...and the owner, who never signed in from here before, is not held by it.
    expect((await signIn(OWNER, PASSWORD)).status).toBe(200);
    clock += MAX_DELAY_MS;
    expect((await signIn(stranger, PASSWORD)).status).toBe(200);
  });

  it('frees the account from its locks when its password is reset (admin:create)', async () => {
    const stranger = '127.0.0.21';
    await lockFrom(stranger);
    expect((await signIn(stranger, PASSWORD)).status).toBe(429);
    const other = 'another passphrase for the shrine';
    await upsertAccount('reimu', await hashPassword(other), new Date(clock));
    expect((await signIn(stranger, other)).status).toBe(200);
    await upsertAccount('reimu', await hashPassword(PASSWORD), new Date(clock));
  });

  it('delays, never locks, an account failing from many addresses, and never delays an address it signed in from', async () => {
    // The owner signed in from home once.
    expect((await signIn(OWNER, PASSWORD)).status).toBe(200);
    // Strangers at several addresses, each under its own strict limit, fill the account-wide counter.
    const strangers = ['127.0.0.21', '127.0.0.22', '127.0.0.23'];
    for (const s of strangers) await failFrom(s, 6);
    expect(await failuresOf('user:reimu')).toBe(18);
    const longest = Math.ceil(ACCOUNT_SCHEDULE.maxDelayMs / 1000);
    // An address new to the account waits for the account-wide delay, with the right password too...
    clock -= 60_000;
    const fromNew = await signIn('127.0.0.30', PASSWORD);
    expect(fromNew.status).toBe(429);
    expect(Number(fromNew.retryAfter)).toBeGreaterThan(0);
    expect(Number(fromNew.retryAfter)).toBeLessThanOrEqual(longest);
    // ...while the owner's own address is not held by other addresses' failures.
    expect((await signIn(OWNER, PASSWORD)).status).toBe(200);
    // The account-wide delay ends: the new address gets in after at most a minute.
    clock += ACCOUNT_SCHEDULE.maxDelayMs;
    expect((await signIn('127.0.0.30', PASSWORD)).status).toBe(200);
    // The owner's own address keeps its strict limit: a mistyped password counts there.
    expect((await signIn(OWNER, WRONG)).status).toBe(401);
    expect(await failuresOf(`pair:${OWNER}|reimu`)).toBe(1);
  });
});

describe('reservations of processes sharing the database', () => {
  // Each process makes its own reservations one at a time; across processes only the database
  // decides. These calls race as other processes would, each from the state it read.
  const next = (key: string, before: ThrottleRow | null): { before: ThrottleRow | null; after: ThrottleRow } => ({
    before,
    after: { key, failures: (before?.failures ?? 0) + 1, lastFailureAt: new Date(clock), blockedUntil: null },
  });
  const row = async (key: string) => (await db.signInThrottle.findUnique({ where: { key } })) ?? null;

  it('writes one of several reservations made from the same read, and puts back one that lost on a later counter', async () => {
    const keys = ['pair:192.0.2.1|reimu', 'ip:192.0.2.1'];
    const racing = async () => {
      const read = await Promise.all(keys.map(row));
      return Promise.all(Array.from({ length: 20 }, () => reserveThrottles(keys.map((k, i) => next(k, read[i])))));
    };
    // From no row, then from one failure: each time exactly one of twenty is written.
    for (const expected of [1, 2]) {
      expect((await racing()).filter(Boolean)).toHaveLength(1);
      expect(await Promise.all(keys.map(failuresOf))).toEqual([expected, expected]);
    }
    // A reservation whose second counter moved since it was read writes neither.
    const [pair, address] = await Promise.all(keys.map(row));
    expect(await reserveThrottles([next(keys[1], address)])).toBe(true);
    expect(await reserveThrottles([next(keys[0], pair), next(keys[1], address)])).toBe(false);
    expect(await Promise.all(keys.map(failuresOf))).toEqual([2, 3]);
    expect(await row(keys[0])).toEqual(pair);
  });
});
