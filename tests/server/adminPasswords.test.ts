// New admin passwords (OWASP ASVS 2.1.7): common ones from the estimator's list, a common one with
// digits or symbols around it, trivially repetitive or sequential ones, and ones the zxcvbn-ts
// estimator finds easy to guess (saying why) are refused by `npm run admin:create` and by the
// password change, which keep the minimum length; others pass.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword, PASSWORD_MIN, passwordProblem } from '../../server/admin/auth.ts';
import { commonPasswords } from '../../server/admin/passwords.ts';
import { db } from '../../server/db.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'lanterns drifting down the misty lake';
const REFUSED = [
  'password1234',
  'aaaaaaaaaaaa',
  'Password1234!',
  'qwertyuiop12',
  '2024iloveyou!!',
  'abcabcabcabc',
  'abcdefghijklmn',
  '111122223333',
];
const ACCEPTED = [PASSWORD, 'Kx9#mQ2vLp7!zR', 'shrine maiden of paradise 1996'];
/** Guessable, but past every rule of the list: only the estimator sees why. */
const ESTIMATED = [
  'correcthorsebatterystaple',
  'qwertyuiopas',
  'monkeymonkey1',
  'letmeinletmein1',
  'abcd1234abcd',
  'dragon12dragon',
  'Tr0ub4dor&3xyz',
];
/** The estimator's reasons, as the person choosing the password reads them. */
const REASON =
  /too easy to guess: (This is a well-known example password|This is similar to a commonly used password|Repeated character patterns)/;

const clock = Date.parse('2026-11-20T12:00:00Z');
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  await upsertAccount('sanae', await hashPassword(PASSWORD), new Date(clock));
});
afterAll(() => running.close());

describe('the rule', () => {
  it("reads the estimator's whole list, most used first", () => {
    const list = [...commonPasswords()];
    expect(list).toHaveLength(49_233);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it.each(REFUSED)('refuses %s', (password) => {
    expect(passwordProblem(password, 'sanae')).toMatch(/common|repeats|consecutive/);
  });

  it.each(ESTIMATED)('refuses %s, with the estimate saying why', (password) => {
    expect(passwordProblem(password, 'sanae')).toMatch(REASON);
  });

  it.each(ACCEPTED)('accepts %s', (password) => {
    expect(passwordProblem(password, 'sanae')).toBeNull();
  });

  it('keeps the minimum length and the account-name rule', () => {
    expect(passwordProblem('Kx9#mQ2vLp7', 'sanae')).toMatch(new RegExp(`at least ${PASSWORD_MIN} characters`));
    expect(passwordProblem('sanae kochiya of moriya', 'sanae')).toMatch(/account name/);
  });
});

/** `npm run admin:create -- <name>` as it runs, the password on stdin. */
function createAccount(name: string, password: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', name], {
    cwd: ROOT,
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: running.database.url },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run admin:create', () => {
  it.each(['password1234', 'aaaaaaaaaaaa'])('refuses %s and creates nothing', async (password) => {
    const run = createAccount('youmu', password);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/choose (another|one that is harder to guess)\. Nothing was changed\./);
    expect(run.stderr).not.toContain(password);
    expect(await db.adminUser.findUnique({ where: { username: 'youmu' } })).toBeNull();
  });

  it.each(['correcthorsebatterystaple', 'monkeymonkey1', 'Tr0ub4dor&3xyz'])(
    'refuses %s, saying why, and creates nothing',
    async (password) => {
      const run = createAccount('marisa', password);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(REASON);
      expect(run.stderr).toMatch(/Choose one that is harder to guess\. Nothing was changed\./);
      expect(await db.adminUser.findUnique({ where: { username: 'marisa' } })).toBeNull();
    },
  );

  it('creates an account with a password that is not guessable', async () => {
    const run = createAccount('youmu', PASSWORD);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Created the admin account youmu.');
    expect(await db.adminUser.findUnique({ where: { username: 'youmu' } })).not.toBeNull();
  });
});

describe('the password change', () => {
  it('refuses common and repetitive passwords, changing nothing, and takes a good one', async () => {
    const post = async (query: string, variables: Record<string, unknown>, session?: { cookie: string; csrf: string }) => {
      const res = await fetch(`${running.base}/admin/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, cookie: res.headers.getSetCookie()[0]?.split(';')[0], body: await res.json() };
    };
    const signedIn = await post('mutation($p: String!) { signIn(username: "sanae", password: $p) { csrfToken } }', { p: PASSWORD });
    expect(signedIn.status).toBe(200);
    const session = { cookie: signedIn.cookie as string, csrf: signedIn.body.data.signIn.csrfToken as string };
    const change = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { csrfToken } }';
    const hashBefore = (await db.adminUser.findUnique({ where: { username: 'sanae' } }))?.passwordHash;
    for (const password of ['password1234', 'aaaaaaaaaaaa']) {
      const refused = await post(change, { c: PASSWORD, n: password }, session);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toMatch(/choose/);
    }
    for (const password of ESTIMATED) {
      const refused = await post(change, { c: PASSWORD, n: password }, session);
      expect(refused.status, password).toBe(400);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toMatch(REASON);
    }
    expect((await db.adminUser.findUnique({ where: { username: 'sanae' } }))?.passwordHash).toBe(hashBefore);
    const changed = await post(change, { c: PASSWORD, n: 'green tea under the cherry trees' }, session);
    expect(changed.status).toBe(200);
    expect((await db.adminUser.findUnique({ where: { username: 'sanae' } }))?.passwordHash).not.toBe(hashBefore);
  });
});
