// What the person hosting the site watches it by: the metrics in Prometheus' text format, read
// with a Prometheus text-format parser and seen to move under requests (pages, /api answered from
// the cache and not, GraphQL, a rate-limit refusal), on a port of their own and on the public port
// only to a request bearing the token; and readiness apart from liveness. The real server on a
// fixture database.
import type { Server } from 'node:http';
import { resolve } from 'node:path';
// @ts-expect-error: the parser ships no types; what it returns is described by `Family` below.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { createSite, type Site } from '../../server/app.ts';
import { serveMetrics } from '../../server/http/metrics.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

interface Sample {
  value?: string;
  labels?: Record<string, string>;
  count?: string;
  sum?: string;
  buckets?: Record<string, string>;
}
interface Family {
  name: string;
  help: string;
  type: string;
  metrics: Sample[];
}

const clientDist = resolve('client/dist');
const TOKEN = 'a-token-for-the-metrics-0123456789';
const PASSWORD = 'a password for the metrics';
let database: TestDatabase;
let site: Site;
let base: string;
let metricsServer: Server;
let metricsUrl: string;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  database = await createTestDatabase();
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  site = createSite({
    clientDist,
    imagesDir: '/nonexistent',
    databaseUrl: database.url,
    workers: 0,
    metrics: { token: TOKEN },
    rateLimit: { points: 400, windowSeconds: 60 },
  });
  base = await site.listen(0);
  metricsServer = await serveMetrics(site.app.metrics as NonNullable<typeof site.app.metrics>, 0, '127.0.0.1');
  const address = metricsServer.address();
  metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
});

afterAll(async () => {
  metricsServer?.close();
  await site?.shutdown(1000);
  await database?.close();
});

async function scrape(): Promise<Map<string, Family>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(await response.text()) as Family[];
  return new Map(families.map((f) => [f.name, f]));
}

/** The value of one sample of a family with these labels (0 when it has not been counted yet). */
function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = families.get(name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? sample?.count ?? 0);
}

describe('the metrics', () => {
  it('move with the requests a site answers: per surface and status, latency, cache hits and misses', async () => {
    const before = await scrape();
    expect((await fetch(`${base}/api/general/updates`)).status).toBe(200);
    expect((await fetch(`${base}/api/general/updates`)).status).toBe(200);
    expect((await fetch(`${base}/prayers`)).status).toBe(200);
    expect((await fetch(`${base}/api/characters/modal?id=nobody`)).status).toBe(404);
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('lostword_http_requests_total', { surface: 'api', status: '200' })).toBe(2);
    expect(moved('lostword_http_requests_total', { surface: 'api', status: '404' })).toBe(1);
    expect(moved('lostword_http_requests_total', { surface: 'pages', status: '200' })).toBe(1);
    expect(moved('lostword_http_requests_total', { surface: 'graphql', status: '200' })).toBe(1);
    // The second read of the updates was answered from the cache.
    expect(moved('lostword_response_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('lostword_response_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    // The latency histogram (the parser folds its labelled series into one set of buckets).
    const latency = after.get('lostword_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    expect(Object.keys(latency?.metrics[0]?.buckets ?? {})).toEqual(expect.arrayContaining(['0.001', '1', '+Inf']));
    // The data version is the one /health gives, and the process's own figures are there.
    const health = (await (await fetch(`${base}/health`)).json()) as { dataVersion: number };
    expect(sampleValue(after, 'lostword_data_version')).toBe(health.dataVersion);
    expect(sampleValue(after, 'lostword_process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(after.has('lostword_nodejs_eventloop_lag_seconds')).toBe(true);
    expect(after.has('lostword_nodejs_heap_size_used_bytes')).toBe(true);
  });

  it("count the admin area's sign-ins by outcome and its changes of the data with their time", async () => {
    const before = await scrape();
    const admin = new AdminBrowser(() => base);
    expect((await admin.signIn('ada', `${PASSWORD}!`)).status).toBe(401);
    expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
    const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "2") { json revision } }');
    const record = loaded.body.data?.record as { json: string; revision: number };
    const change = (name: string, revision: number) =>
      admin.post(
        'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "2", json: $j, revision: $r, source: { url: "https://example.org/news/2" }) { applied } }',
        { j: JSON.stringify({ ...JSON.parse(record.json), name }), r: revision },
      );
    expect((await change('Scarlet Festival rerun (renamed)', record.revision)).body.data?.saveRecord.applied).toBe(true);
    // Made from the revision the first save replaced: a conflict, refused.
    expect((await change('Scarlet Festival rerun (again)', record.revision)).body.errors).toBeDefined();
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('lostword_admin_sign_ins_total', { outcome: 'refused' })).toBe(1);
    expect(moved('lostword_admin_sign_ins_total', { outcome: 'signed-in' })).toBe(1);
    expect(moved('lostword_admin_changes_total', { outcome: 'applied' })).toBe(1);
    expect(moved('lostword_admin_changes_total', { outcome: 'refused' })).toBe(1);
    expect(after.get('lostword_admin_change_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(sampleValue(after, 'lostword_data_version')).toBe(sampleValue(before, 'lostword_data_version') + 1);
  });

  it('count the subscriptions open', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${base}/graphql?query=${encodeURIComponent('subscription { dataChanged { version } }')}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(sampleValue(await scrape(), 'lostword_subscriptions_open')).toBe(1);
    controller.abort();
    for (let i = 0; i < 50 && sampleValue(await scrape(), 'lostword_subscriptions_open') !== 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(sampleValue(await scrape(), 'lostword_subscriptions_open')).toBe(0);
  });

  it('count the requests a rate limit refuses', async () => {
    const before = sampleValue(await scrape(), 'lostword_rate_limit_refusals_total', { limit: 'requests' });
    let refused = 0;
    // Each document is new to the cache, and an executed answer costs 10 points: 400 points last about 40.
    for (let i = 0; i < 80 && refused === 0; i++) {
      const answer = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ a${i}: __typename }` }),
      });
      if (answer.status === 429) refused++;
    }
    expect(refused).toBe(1);
    // A subscription is charged like a query: refused as well once the points are spent.
    const subscription = await fetch(`${base}/graphql?query=${encodeURIComponent('subscription { dataChanged { version } }')}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(subscription.status).toBe(429);
    expect(sampleValue(await scrape(), 'lostword_rate_limit_refusals_total', { limit: 'requests' }) - before).toBe(2);
  });

  it('are on the public port only for a request bearing the token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const families = parsePrometheusTextFormat(await answer.text()) as Family[];
    expect(families.some((f) => f.name === 'lostword_http_requests_total')).toBe(true);
    // The metrics port answers /metrics and nothing else.
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  });

  it('are not counted, and /metrics is no page, where they are not configured', async () => {
    const plain = createSite({ clientDist, imagesDir: '/nonexistent', databaseUrl: database.url, workers: 0 });
    const url = await plain.listen(0);
    try {
      expect(plain.app.metrics).toBeUndefined();
      const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await plain.shutdown(1000);
    }
  });
});

describe('readiness', () => {
  it('says the process can serve once it is ready, and not while it shuts down, while /health still says it is alive', async () => {
    const other = createSite({ clientDist, imagesDir: '/nonexistent', databaseUrl: database.url, workers: 0 });
    const url = await other.listen(0);
    try {
      await other.app.ready;
      const ready = await fetch(`${url}/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      const body = (await ready.json()) as { status: string; dataVersion: number };
      expect(body.status).toBe('ready');
      expect(body.dataVersion).toBeGreaterThan(0);
      const draining = other.app.drain(1000);
      const stopping = await fetch(`${url}/ready`);
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toEqual({ status: 'not ready', waiting: ['shutting down'] });
      expect((await fetch(`${url}/health`)).status).toBe(200);
      await draining;
    } finally {
      await other.shutdown(1000);
    }
  });
});
