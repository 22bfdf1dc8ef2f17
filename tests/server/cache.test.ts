// The read path's cache as a client sees it: a repeated read is answered without touching the
// database, with an ETag that gives 304; the answer changes exactly when a reveal time passes
// (controllable clock) and right after an import; the spoiler switch and the request body are
// part of the key; compressed copies are served when accepted.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/app.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { FIXTURE_DATA, importWithCharacterChange, type TestDatabase } from '../helpers/database.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const DEBUT = Date.parse('2031-01-01T06:00:00Z');
let clock = Date.parse('2026-11-23T00:00:00Z');
let running: TestSite;
let database: TestDatabase;
let base: string;
const work = mkdtempSync(join(tmpdir(), 'lw-cache-'));

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  ({ database, base } = running);
});
afterAll(async () => {
  await running.close();
  rmSync(work, { recursive: true, force: true });
});

/** A GET and the number of SQL statements it cost. */
async function get(path: string, headers: Record<string, string> = {}) {
  database.statements.length = 0;
  const res = await fetch(base + path, { headers });
  const body = await res.arrayBuffer();
  return { res, body: Buffer.from(body), statements: database.statements.length };
}

const UPCOMING = `/graphql?query=${encodeURIComponent('{ upcomingCharacters { slug } }')}`;

describe('a repeated read', () => {
  it('is answered from the cache, without a database statement, with the same bytes', async () => {
    const first = await get('/api/characters/release-date');
    expect(first.res.status).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    const again = await get('/api/characters/release-date');
    expect(again.statements).toBe(0);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('carries an ETag; If-None-Match gives 304 with no body, revalidated on every use', async () => {
    const first = await get('/api/characters/variants');
    const etag = first.res.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache');
    const again = await get('/api/characters/variants', { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keys on the spoiler switch: both answers are cached, and they differ', async () => {
    const off = await get('/api/characters/unreleased');
    const on = await get('/api/characters/unreleased?jpContent=1');
    expect(JSON.parse(on.body.toString()).data.jp.length).toBeGreaterThan(0);
    expect(JSON.parse(off.body.toString()).data.jp).toEqual([]);
    expect((await get('/api/characters/unreleased?jpContent=1')).statements).toBe(0);
    expect((await get('/api/characters/unreleased')).body.equals(off.body)).toBe(true);
  });

  it("keys a tool author's POST on its body", async () => {
    const post = async (query: string) => {
      database.statements.length = 0;
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return { json: await res.json(), statements: database.statements.length };
    };
    const a = await post('{ characters(first: 2) { edges { node { slug } } } }');
    expect((await post('{ characters(first: 2) { edges { node { slug } } } }')).statements).toBe(0);
    const b = await post('{ characters(first: 3) { edges { node { slug } } } }');
    expect(b.statements).toBeGreaterThan(0);
    expect(b.json.data.characters.edges.length).toBe(a.json.data.characters.edges.length + 1);
  });
});

/**
 * A GraphQL POST over a raw socket, its body sent in two pieces with a pause between them; with
 * `leave`, the client goes away after the first piece. Resolves with the raw response text.
 */
function postInPieces(target: string, query: string, leave = false): Promise<string> {
  const body = Buffer.from(JSON.stringify({ query }));
  const { hostname, port } = new URL(target);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`,
      );
      socket.write(body.subarray(0, 10));
      setTimeout(() => {
        if (leave) {
          socket.destroy();
          resolve('');
        } else socket.write(body.subarray(10));
      }, 50);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('a POST whose body arrives in pieces', () => {
  const query = '{ characters(first: 4) { edges { node { slug } } } }';

  it('is answered from the whole body, and its repeat from the cache', async () => {
    database.statements.length = 0;
    const first = await postInPieces(base, query);
    expect(first).toMatch(/^HTTP\/1.1 200/);
    expect(database.statements.length).toBeGreaterThan(0);
    const answer = JSON.parse(first.slice(first.indexOf('\r\n\r\n') + 4));
    expect(answer.data.characters.edges).toHaveLength(4);
    database.statements.length = 0;
    const again = await postInPieces(base, query);
    expect(database.statements.length).toBe(0);
    expect(again.slice(again.indexOf('\r\n\r\n'))).toBe(first.slice(first.indexOf('\r\n\r\n')));
  });

  it('from a client that leaves halfway is not left in flight: shutdown cuts nothing', async () => {
    // A site of its own on the same database, so its shutdown is the one observed.
    const other = createSite({ clientDist: '/nonexistent', imagesDir: '/nonexistent', databaseUrl: database.url, workers: 1 });
    const otherBase = await other.listen(0);
    try {
      expect(await postInPieces(otherBase, query)).toMatch(/^HTTP\/1.1 200/);
      await postInPieces(otherBase, query, true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      expect(await other.shutdown(2000)).toBe(0);
    }
  });
});

describe('time boundaries', () => {
  it('an answer that depends on an upcoming debut changes exactly when the debut passes', async () => {
    clock = DEBUT - 1;
    const before = await get(UPCOMING, { accept: 'application/json' });
    expect(JSON.parse(before.body.toString()).data.upcomingCharacters).toEqual([{ slug: 'a7-youmu' }]);
    const cached = await get(UPCOMING, { accept: 'application/json' });
    expect(cached.statements).toBe(0);
    clock = DEBUT;
    const after = await get(UPCOMING, { accept: 'application/json' });
    expect(after.statements).toBeGreaterThan(0);
    expect(JSON.parse(after.body.toString()).data.upcomingCharacters).toEqual([]);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    clock = Date.parse('2026-11-23T00:00:00Z');
  });
});

describe('an import', () => {
  it('bumps the data version: the next read answers from the new data, and an old ETag no longer matches', async () => {
    const before = await get('/api/characters/modal?id=l1-reimu');
    const etag = before.res.headers.get('etag') as string;
    await importWithCharacterChange(work, 'l1-reimu', { nameEn: 'Reimu Hakurei (renamed)' });
    const after = await get('/api/characters/modal?id=l1-reimu', { 'if-none-match': etag });
    expect(after.res.status).toBe(200);
    expect(JSON.parse(after.body.toString()).data.name.en).toBe('Reimu Hakurei (renamed)');
    await loadDataset(db, FIXTURE_DATA);
  });
});

describe('compression', () => {
  async function settled(path: string, encoding: string) {
    // Compressed copies are made off the event loop after the first answer.
    for (let i = 0; i < 50; i++) {
      const r = await get(path, { 'accept-encoding': encoding });
      if (r.res.headers.get('content-encoding')) return r;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return get(path, { 'accept-encoding': encoding });
  }

  it('serves brotli or gzip as accepted, the same content, with Vary', async () => {
    const plain = await get('/api/characters/role-type', { 'accept-encoding': 'identity' });
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toContain('Accept-Encoding');
    const br = await settled('/api/characters/role-type', 'br, gzip');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    const gzip = await settled('/api/characters/role-type', 'gzip');
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
    // fetch() decodes what it was sent: the same JSON in every encoding.
    const decoded = await (await fetch(`${base}/api/characters/role-type`, { headers: { 'accept-encoding': 'br' } })).json();
    expect(decoded).toEqual(JSON.parse(plain.body.toString()));
  });
});

describe("the public API's headers", () => {
  it('answer CORS for any origin without credentials, and preflights', async () => {
    const res = await fetch(`${base}/api/characters/role-type`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://tool.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ lastUpdate { number } }' }),
    });
    expect(gql.headers.get('access-control-allow-origin')).toBe('*');
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tool.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('carry the security headers on every response', async () => {
    for (const [path, csp] of [
      ['/api/characters/role-type', "default-src 'none'"],
      ['/graphql?query=%7BlastUpdate%7Bnumber%7D%7D', "default-src 'none'"],
      ['/api/nope', "default-src 'none'"],
      ['/health', "default-src 'self'"],
      ['/anything', "default-src 'self'"],
    ]) {
      const res = await fetch(base + path, { headers: { accept: 'application/json' } });
      expect(res.headers.get('content-security-policy'), path).toContain(csp);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("serve GraphiQL from the project's own packages, with no CDN", async () => {
    const res = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/graphiql/i);
    expect(html).not.toMatch(/https?:\/\/(unpkg\.com|cdn\.jsdelivr\.net|esm\.sh)/);
    // Its scripts are files of the site: no inline script is allowed.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
