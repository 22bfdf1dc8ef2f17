// Rate limits per client address: what a client sees (RateLimit-* headers, 429 with Retry-After in
// the answer's own error form), what each answer costs (from memory 1 point, executed 10 and a
// point per 10 KB), that
// one address's burst leaves another's requests answered, that a forged X-Forwarded-For does not
// reset a count behind a proxy, and, on PostgreSQL, that two processes count one client together.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, type Site } from '../../server/app.ts';
import { clientKey, EXECUTION_PRICE, HIT_PRICE, sizePrice } from '../../server/http/rateLimit.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET from a chosen loopback address (Linux answers on all of 127.0.0.0/8). */
function get(base: string, path: string, options: { from?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'application/graphql-response+json, application/json', ...options.headers };
    const req = request(`${base}${path}`, { localAddress: options.from ?? '127.0.0.1', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const POINTS = 60;
const UPDATES = '/api/general/updates';
const LAST_UPDATE = `/graphql?query=${encodeURIComponent('{ lastUpdate { number } }')}`;

let database: TestDatabase;
let site: Site;
let base: string;
let proxied: Site;
let proxiedBase: string;
beforeAll(async () => {
  database = await createTestDatabase();
  site = createSite({
    clientDist: '/nonexistent',
    imagesDir: '/nonexistent',
    workers: 0,
    databaseUrl: database.url,
    rateLimit: { points: POINTS, windowSeconds: 60 },
  });
  base = await site.listen(0);
  proxied = createSite({
    clientDist: '/nonexistent',
    imagesDir: '/nonexistent',
    workers: 0,
    databaseUrl: database.url,
    trustProxy: true,
    rateLimit: { points: 25, windowSeconds: 60 },
  });
  proxiedBase = await proxied.listen(0);
});
afterAll(async () => {
  await site?.shutdown(1000);
  await proxied?.shutdown(1000);
  await database?.close();
});

describe('rate limits', () => {
  it('price an executed answer above one sent from memory, and say what is left', async () => {
    const from = '127.0.0.11';
    const first = await get(base, UPDATES, { from });
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(POINTS));
    expect(first.headers['ratelimit-policy']).toBe(`${POINTS};w=60`);
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(Number(first.headers['ratelimit-remaining'])).toBe(POINTS - EXECUTION_PRICE);
    // The same question again is answered from the response cache.
    const again = await get(base, UPDATES, { from });
    expect(Number(again.headers['ratelimit-remaining'])).toBe(POINTS - EXECUTION_PRICE - HIT_PRICE);
    // So is a revalidation that finds the answer unchanged.
    const revalidated = await get(base, UPDATES, { from, headers: { 'if-none-match': String(again.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(Number(revalidated.headers['ratelimit-remaining'])).toBe(POINTS - EXECUTION_PRICE - 2 * HIT_PRICE);
    // Browsers may read them from another origin.
    expect(String(first.headers['access-control-expose-headers'])).toContain('ratelimit-remaining');
  });

  it('price an executed answer by its size too, charged once it is made', async () => {
    const from = '127.0.0.15';
    const schema = `/graphql?query=${encodeURIComponent('{ __schema { types { name description fields { name description } } } }')}`;
    const first = await get(base, schema, { from });
    expect(first.status).toBe(200);
    const bytes = Buffer.byteLength(first.body);
    expect(sizePrice(bytes)).toBeGreaterThan(0);
    // The answer's own headers count the execution; its size shows in the next answer's.
    expect(Number(first.headers['ratelimit-remaining'])).toBe(POINTS - EXECUTION_PRICE);
    const next = await get(base, schema, { from });
    expect(Number(next.headers['ratelimit-remaining'])).toBe(POINTS - EXECUTION_PRICE - sizePrice(bytes) - HIT_PRICE);
  });

  it('answer 429 with Retry-After, in the /api and the GraphQL error forms, once the points are spent', async () => {
    const from = '127.0.0.12';
    const statuses: number[] = [];
    // The answer is in the response cache already (the test before asked for it): 1 point each.
    for (let i = 0; i < POINTS + 10; i++) statuses.push((await get(base, UPDATES, { from })).status);
    const allowed = POINTS / HIT_PRICE;
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);

    const api = await get(base, UPDATES, { from });
    expect(api.status).toBe(429);
    const retryAfter = Number(api.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(api.headers['ratelimit-remaining']).toBe('0');
    expect(JSON.parse(api.body)).toMatchObject({
      error: true,
      statusCode: 429,
      statusMessage: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Too many requests; try again in ${retryAfter} seconds.`,
    });

    const graphql = await get(base, LAST_UPDATE, { from });
    expect(graphql.status).toBe(429);
    expect(JSON.parse(graphql.body)).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many requests; try again in \d+ seconds\.$/), extensions: { code: 'RATE_LIMITED' } }],
    });
    // Refused requests cost nothing more: the client is told the same window's end.
    const later = await get(base, UPDATES, { from });
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
  });

  it('leave every other address answered while one is limited', async () => {
    const burst = await Promise.all(Array.from({ length: 80 }, () => get(base, LAST_UPDATE, { from: '127.0.0.13' })));
    expect(burst.some((r) => r.status === 429)).toBe(true);
    const other = await Promise.all(Array.from({ length: 5 }, () => get(base, LAST_UPDATE, { from: '127.0.0.14' })));
    expect(other.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('behind a proxy, count the address the proxy saw, whatever the client put before it', async () => {
    const viaProxy = (forwarded: string) => get(proxiedBase, UPDATES, { headers: { 'x-forwarded-for': forwarded } });
    let last: Reply | undefined;
    for (let i = 0; i < 20; i++) last = await viaProxy(`10.9.${i}.1, 203.0.113.7`);
    expect(last?.status).toBe(429);
    // Another client behind the same proxy is not limited.
    expect((await viaProxy('203.0.113.8')).status).toBe(200);
  });

  it('key an IPv6 client by its /64, and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('198.51.100.4')).toBe('198.51.100.4');
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('rate limits across processes on PostgreSQL', () => {
  it('count one client on every process together, within a flush', async () => {
    const second = createSite({
      clientDist: '/nonexistent',
      imagesDir: '/nonexistent',
      workers: 0,
      databaseUrl: database.url,
      rateLimit: { points: POINTS, windowSeconds: 60 },
    });
    const secondBase = await second.listen(0);
    try {
      const from = '127.0.0.21';
      // 30 answers from memory on the first process...
      await get(base, UPDATES, { from });
      for (let i = 0; i < 30; i++) await get(base, UPDATES, { from });
      await new Promise((resolve) => setTimeout(resolve, 700));
      // ...are counted by the second once it has heard from the database.
      await get(secondBase, UPDATES, { from });
      await new Promise((resolve) => setTimeout(resolve, 700));
      const seen = await get(secondBase, UPDATES, { from });
      expect(Number(seen.headers['ratelimit-remaining'])).toBeLessThanOrEqual(POINTS - 30 - EXECUTION_PRICE);
      let status = 200;
      for (let i = 0; i < POINTS && status === 200; i++) status = (await get(secondBase, UPDATES, { from })).status;
      expect(status).toBe(429);
    } finally {
      await second.shutdown(1000);
    }
  });
});
