// Behind a reverse proxy that says the request came over HTTPS (TRUST_PROXY=1 and
// X-Forwarded-Proto: https): every answer carries Strict-Transport-Security, and the admin session
// is read from the __Host- cookie only. Over plain HTTP, or from a client the site does not trust
// to say so, neither applies.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { SECURE_COOKIE } from '../../server/admin/http.ts';
import { createSite, type Site } from '../../server/app.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'moonlight over the bamboo forest';
const HTTPS = { 'x-forwarded-proto': 'https' };
/** A year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';
let proxied: TestSite;
let direct: Site;
let directBase: string;

beforeAll(async () => {
  proxied = await startTestSite({ trustProxy: true });
  // A second site on the same database that trusts no proxy.
  direct = createSite({ clientDist: '/nonexistent', imagesDir: '/nonexistent', workers: 0, databaseUrl: proxied.database.url });
  directBase = await direct.listen(0);
  await upsertAccount('kaguya', await hashPassword(PASSWORD), new Date());
});
afterAll(async () => {
  await direct.shutdown(1000);
  await proxied.close();
});

const LAST_UPDATE = `/graphql?query=${encodeURIComponent('{ lastUpdate { number } }')}`;
/** Answers of every kind: a refusal before routing, the edge's own, executed, from the cache, 304, admin, errors. */
const PATHS = ['/health', '/api/general/updates', LAST_UPDATE, LAST_UPDATE, '/no/such/page', '/images/none.png', '/admin/graphql'];

describe('Strict-Transport-Security', () => {
  it('is on every answer of a request the trusted proxy says came over HTTPS', async () => {
    for (const path of PATHS) {
      const res = await fetch(proxied.base + path, { headers: HTTPS });
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
    const first = await fetch(proxied.base + LAST_UPDATE, { headers: HTTPS });
    const etag = first.headers.get('etag') ?? '';
    const notModified = await fetch(proxied.base + LAST_UPDATE, { headers: { ...HTTPS, 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('strict-transport-security')).toBe(HSTS);
    // A request target that is not a path is refused before it is routed, and still carries it.
    const refused = await new Promise<{ status: number; hsts: unknown }>((resolve, reject) => {
      const url = new URL(proxied.base);
      const req = request({ host: url.hostname, port: url.port, path: '*', method: 'OPTIONS', headers: HTTPS }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] });
      });
      req.on('error', reject);
      req.end();
    });
    expect(refused).toEqual({ status: 400, hsts: HSTS });
  });

  it('is absent over plain HTTP, and when the site trusts no proxy', async () => {
    for (const path of PATHS) {
      const plain = await fetch(proxied.base + path, { headers: { 'x-forwarded-proto': 'http' } });
      await plain.arrayBuffer();
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      const untrusted = await fetch(directBase + path, { headers: HTTPS });
      await untrusted.arrayBuffer();
      expect(untrusted.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('the admin cookie over HTTPS', () => {
  const me = async (cookie: string, headers: Record<string, string>) => {
    const res = await fetch(`${proxied.base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ query: '{ me { user { username } } }' }),
    });
    return ((await res.json()) as { data: { me: { user: { username: string } } | null } }).data.me?.user.username ?? null;
  };

  it('is read only under its __Host- name; the plain name is ignored', async () => {
    const res = await fetch(`${proxied.base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...HTTPS },
      body: JSON.stringify({ query: `mutation { signIn(username: "kaguya", password: "${PASSWORD}") { csrfToken } }` }),
    });
    expect(res.status).toBe(200);
    const [name, token] = res.headers.getSetCookie()[0].split(';')[0].split('=');
    expect(name).toBe(SECURE_COOKIE);
    expect(await me(`${SECURE_COOKIE}=${token}`, HTTPS)).toBe('kaguya');
    // The same token under the plain name (which a neighbouring host or plain HTTP could have set) is not a session.
    expect(await me(`lw_admin=${token}`, HTTPS)).toBeNull();
    expect(await me(`lw_admin=${token}; ${SECURE_COOKIE}=nonsense`, HTTPS)).toBeNull();
    // Over plain HTTP the site sets and reads the plain name only.
    expect(await me(`lw_admin=${token}`, {})).toBe('kaguya');
    expect(await me(`${SECURE_COOKIE}=${token}`, {})).toBeNull();
  });
});
