// The whole site on a real port: routing between GraphQL, /api, /images, /health and the static
// client with its single-page fallback.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, type Site } from '../../server/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { captureLog } from '../helpers/logCapture.ts';

let database: TestDatabase;
let site: Site;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'lw-http-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const clientDist = join(dir, 'dist');
  mkdirSync(join(clientDist, 'assets'), { recursive: true });
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(join(clientDist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(clientDist, 'assets', 'old-5678.js'), 'console.log(2)');
  writeFileSync(join(clientDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // The build's precompressed copies, beside the files they are copies of.
  for (const file of ['index.html', 'assets/app-1234.js']) {
    const path = join(clientDist, file);
    const text = file.endsWith('.html') ? '<!doctype html><title>shell</title><div id="root"></div>' : 'console.log(1)';
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
  writeFileSync(join(clientDist, 'manifest.webmanifest'), '{"name":"LostWord Global Tracker"}');
  mkdirSync(join(clientDist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(clientDist, 'builds', 'latest.json'), '{"id":"0123456789abcdef"}');
  writeFileSync(join(clientDist, 'builds', 'meta', '0123456789abcdef.json'), '{"id":"0123456789abcdef"}');
  const imagesDir = join(dir, 'images');
  mkdirSync(imagesDir);
  writeFileSync(join(imagesDir, 'real.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  site = createSite({ clientDist, imagesDir, databaseUrl: database.url, workers: 0 });
  base = await site.listen(0);
});
afterAll(async () => {
  await site.shutdown(1000);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed copies', () => {
  it('are sent as the encoding of the file they copy, never under their own names', async () => {
    const js = await fetch(`${base}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(await js.text()).toBe('console.log(1)');
    for (const path of [
      '/index.html.br',
      '/index.html.gz',
      '/assets/app-1234.js.br',
      '/assets/app-1234.js.gz',
      '/index.html%2Ebr',
      '/INDEX.HTML.BR',
    ]) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
  });
});

describe('one port', () => {
  it('serves the client shell for page routes, including deep links', async () => {
    for (const path of ['/', '/characters/release-order?type=fes', '/prayer/info/12', '/no/such/page']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('revalidates a static file with a 304, logging no error', async () => {
    const first = await fetch(`${base}/sw.js`);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    const logged = captureLog('warn');
    try {
      const again = await fetch(`${base}/sw.js`, { headers: { 'if-none-match': etag as string } });
      expect(again.status).toBe(304);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      logged.stop();
    }
    expect(logged.lines).toEqual([]);
  });

  it('cuts the answer for a built file deleted under the running server, logs it, and goes on serving', async () => {
    unlinkSync(join(dir, 'dist', 'assets', 'old-5678.js'));
    const logged = captureLog('warn');
    try {
      const outcome = await fetch(`${base}/assets/old-5678.js`).then(
        (res) =>
          res.text().then(
            () => 'read',
            () => 'cut',
          ),
        () => 'cut',
      );
      expect(outcome).toBe('cut');
    } finally {
      logged.stop();
    }
    expect(logged.lines.map((line) => [line.level, line.msg])).toEqual([
      ['error', expect.stringContaining('could not read /assets/old-5678.js')],
    ]);
    expect((await fetch(`${base}/assets/app-1234.js`)).status).toBe(200);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('never falls back to the shell under /api or /graphql', async () => {
    const res = await fetch(`${base}/api/unknown/thing`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Page not found: /api/unknown/thing');
    const gql = await fetch(`${base}/graphql/anything`);
    expect(gql.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${base}/assets/app-1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the service worker, the build manifest and the web app manifest to be revalidated on every use', async () => {
    for (const [path, type] of [
      ['/sw.js', /javascript/],
      ['/builds/latest.json', /application\/json/],
      ['/builds/meta/0123456789abcdef.json', /application\/json/],
      ['/manifest.webmanifest', /manifest\+json/],
    ] as const) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(type);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    // A build that is not there is not answered with the page shell.
    const missing = await fetch(`${base}/builds/meta/fedcba9876543210.json`);
    expect(missing.status).toBe(404);
  });

  it('answers GraphQL over POST and GET, and shows GraphiQL to a browser', async () => {
    const post = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ lastUpdate { number } }' }),
    });
    expect(await post.json()).toMatchObject({ data: { lastUpdate: { number: 3 } }, extensions: { cost: { cost: 1 } } });
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent('{ lastUpdate { number } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect((await get.json()).data.lastUpdate.number).toBe(3);
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/GraphiQL|graphiql/);
  });

  it('rejects a body that is not JSON with a 400, not a crash', async () => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
  });

  it('serves images from the folder, and a placeholder in the character colour otherwise', async () => {
    const real = await fetch(`${base}/images/real.png`);
    expect(real.headers.get('content-type')).toBe('image/png');
    const missing = await fetch(`${base}/images/l1-reimu.png`);
    expect(missing.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await missing.text();
    expect(svg).toContain('fill="#d7263d"');
    expect(svg).toContain('>R</text>');
    const hostile = await fetch(`${base}/images/..%2F..%2Fetc%2Fpasswd`);
    expect(hostile.status).toBe(404);
  });

  it('reports health', async () => {
    const res = await fetch(`${base}/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', dataVersion: 1 });
  });
});
