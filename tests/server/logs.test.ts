// The request log as the person hosting the site reads it: one JSON line per request with its id
// (the proxy's, echoed on the answer), surface, path, status, time, cache result, size and a
// hashed client; and no secret in any line after a sign-in, a password change and a CSRF failure.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { logRequest } from '../../server/shared/log.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { captureLog, type LogLine } from '../helpers/logCapture.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const clientDist = resolve('client/dist');
const PASSWORD = 'the first password of the log test';
const NEW_PASSWORD = 'a second password, never to be logged';
let running: TestSite;
let base: string;
let logged: ReturnType<typeof captureLog>;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  running = await startTestSite({ clientDist, requestLog: true });
  base = running.base;
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  logged = captureLog('info');
});

afterAll(async () => {
  logged?.stop();
  await running?.close();
});

/** The log's lines once the answers' `close` events have run. */
async function linesFor(reqId: string): Promise<LogLine[]> {
  for (let i = 0; i < 50; i++) {
    const found = logged.lines.filter((l) => l.reqId === reqId);
    if (found.length) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  return [];
}

describe('the request log', () => {
  it('has a JSON line per request with its id, surface, path, status, time, cache result, size and hashed client', async () => {
    const first = await fetch(`${base}/api/general/updates?x=1`, { headers: { 'x-request-id': 'proxy-id-0001' } });
    await first.text();
    const [line] = await linesFor('proxy-id-0001');
    expect(line).toMatchObject({ level: 'info', msg: 'request', surface: 'api', method: 'GET', path: '/api/general/updates', status: 200 });
    expect(line?.cache).toMatch(/^(hit|miss)$/);
    expect(typeof line?.ms).toBe('number');
    expect(line?.bytes).toBeGreaterThan(100);
    expect(line?.client).toMatch(/^[\w-]{12}$/);
    expect(Math.abs((line?.time as number) - Date.now())).toBeLessThan(60_000);
    // The same read again is a hit, under a new id of the server's own (a given id that is not plausible is not taken).
    const count = logged.lines.length;
    const again = await fetch(`${base}/api/general/updates`, { headers: { 'x-request-id': 'bad id <script>' } });
    await again.text();
    await new Promise((r) => setTimeout(r, 50));
    const page = await fetch(`${base}/prayers`);
    await page.text();
    await new Promise((r) => setTimeout(r, 50));
    const [hit, shown] = logged.lines.slice(count);
    // An id made here instead of the one refused: the process's prefix and a count, one per request.
    expect(hit?.reqId).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(hit).toMatchObject({ cache: 'hit', client: line?.client, path: '/api/general/updates' });
    expect(shown).toMatchObject({ surface: 'pages', path: '/prayers', status: 200 });
    expect(shown?.reqId).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(shown?.reqId).not.toBe(hit?.reqId);
  });

  it('holds no password, session token, CSRF token or address after a sign-in, a password change and a CSRF failure', async () => {
    const admin = new AdminBrowser(() => base);
    expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
    const token = admin.cookie.split('=')[1] ?? '';
    const csrf = admin.csrf;
    expect(token.length).toBeGreaterThan(10);
    const changed = await admin.post(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { csrfToken } }',
      { c: PASSWORD, n: NEW_PASSWORD },
    );
    expect(changed.status).toBe(200);
    const newToken = admin.cookie.split('=')[1] ?? '';
    const forged = await admin.post('mutation { signOut }', {}, { 'x-csrf-token': 'not-the-token' });
    expect(forged.status).toBe(403);
    // A wrong password too, which the sign-in throttle counts.
    expect((await new AdminBrowser(() => base).signIn('ada', `${NEW_PASSWORD}?`)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    const admins = logged.lines.filter((l) => l.surface === 'admin');
    expect(admins.map((l) => l.status)).toEqual(expect.arrayContaining([200, 403, 401]));
    const text = logged.lines.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of [PASSWORD, NEW_PASSWORD, token, newToken, csrf, admin.csrf, '127.0.0.1']) expect(text).not.toContain(secret);
  });

  it('names the surface, method and path of every line, past the paths it binds once', () => {
    const count = logged.lines.length;
    const paths = Array.from({ length: 2100 }, (_, i) => `/api/flood-${i}`);
    for (const path of paths) logRequest('api', 'GET', path, { reqId: `flood-${path}`, status: 404 });
    logRequest('api', 'GET', paths[0], { reqId: 'flood-again', status: 404 });
    const lines = logged.lines.slice(count);
    expect(lines.map((l) => l.path)).toEqual([...paths, paths[0]]);
    for (const line of [lines[0], lines[2099], lines[2100]])
      expect(line).toMatchObject({ surface: 'api', method: 'GET', status: 404, msg: 'request' });
  });
});
