// The status a client gets for what it sent wrong, from the edge as from the API, and the answers a
// cache must never mix up: each case names what went wrong in the status line and the body, and
// never costs more than the request deserves.
import { connect } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

let running: TestSite;
let base: string;

beforeAll(async () => {
  running = await startTestSite({ workers: 1 });
  base = running.base;
});
afterAll(() => running.close());

/** Sends raw bytes (in pieces, with pauses between them when given) and resolves with all that came back. */
function raw(pieces: string[], pauseMs = 0, at = base): Promise<string> {
  const { port } = new URL(at);
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = connect(Number(port), '127.0.0.1', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) break;
        socket.write(piece);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
    socket.on('data', (d) => {
      out += d.toString('latin1');
    });
    socket.on('close', () => resolve(out));
    socket.on('error', (e) => (out ? resolve(out) : reject(e)));
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('requests the edge cannot read', () => {
  it('answers a target of 100 KB with 414', async () => {
    const answer = await raw([`GET /api/general/updates?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(status(answer)).toBe(414);
    expect(answer).toContain('"statusCode":414');
  });

  it('answers 20 KB of headers with 431', async () => {
    const answer = await raw([`GET /api/general/updates HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(status(answer)).toBe(431);
  });

  // The limits README states, each tried at and just past its number.
  const get = (target: string, headers: string[] = []) =>
    raw([`GET ${target} HTTP/1.1\r\nHost: x\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`]);

  it('answers a target of 8 KiB, and one byte more with 414', async () => {
    const path = '/api/general/updates?x=';
    expect(status(await get(`${path}${'a'.repeat(8192 - path.length)}`))).toBe(200);
    const answer = await get(`${path}${'a'.repeat(8193 - path.length)}`);
    expect(status(answer)).toBe(414);
    expect(answer).toContain('"statusCode":414');
    expect(status(await get(`/health?x=${'a'.repeat(9000)}`))).toBe(414);
  });

  it('answers 100 header fields, and 101 with 431', async () => {
    // Host and Connection are two of them.
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `X-F${i}: 1`);
    expect(status(await get('/health', fields(98)))).toBe(200);
    const answer = await get('/health', fields(99));
    expect(status(answer)).toBe(431);
    expect(answer).toContain('"statusCode":431');
    // 2,000 small headers, 22.9 kB together, under Node's own count of names and values.
    expect(
      status(
        await get(
          '/health',
          Array.from({ length: 2000 }, (_, i) => `X-H${String(i).padStart(4, '0')}: v`),
        ),
      ),
    ).toBe(431);
  });

  it('answers a head of 16 KiB as sent, and one byte more with 431', async () => {
    const head = (filler: number) => `GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Fill: ${'a'.repeat(filler)}\r\n\r\n`;
    const base = head(0).length;
    expect(status(await raw([head(16_384 - base)]))).toBe(200);
    expect(status(await raw([head(16_385 - base)]))).toBe(431);
    // Forty fields of 400 bytes: about 16.4 kB as sent, while their names and values alone stay under it.
    const many = Array.from({ length: 40 }, (_, i) => `X-Many-${String(i).padStart(2, '0')}: ${'b'.repeat(398)}`);
    expect(status(await get('/health', many))).toBe(431);
  });

  describe('from a client too slow for the time allowed', () => {
    // A site of its own with short client timeouts; the other tests keep the default ones, so a
    // busy machine cannot make their ordinary requests late.
    let slow: TestSite;
    beforeAll(async () => {
      slow = await startTestSite({ workers: 1, clientTimeouts: { headersMs: 400, requestMs: 800 } });
    });
    afterAll(() => slow.close());

    it('answers headers that do not arrive in time with 408', async () => {
      const answer = await raw(['GET /api/general/updates HTTP/1.1\r\n', 'Host: x\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n'], 300, slow.base);
      expect(status(answer)).toBe(408);
    });

    it('answers a body that does not arrive in time with 408', async () => {
      const body = JSON.stringify({ query: '{ lastUpdate { number } }' });
      const answer = await raw(
        [
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          body.slice(0, 5),
          body.slice(5, 10),
          body.slice(10, 15),
        ],
        400,
        slow.base,
      );
      expect(status(answer)).toBe(408);
    });
  });

  it('answers a request naming its host twice with 400', async () => {
    for (const path of ['/api/general/updates', '/graphql?query=%7BlastUpdate%7Bnumber%7D%7D', '/health']) {
      const answer = await raw([`GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`]);
      expect(status(answer), path).toBe(400);
    }
  });
});

describe('methods', () => {
  const READ_ONLY = ['/', '/story-cards', '/assets/app.js', '/images/l1-reimu.png', '/health'];

  for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
    it(`answers ${method} on pages, files, images and /health with 405 and Allow: GET, HEAD`, async () => {
      for (const path of READ_ONLY) {
        const res = await fetch(base + path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), path).toBe('GET, HEAD');
      }
    });
  }

  it('answers TRACE with 405 (sent by hand: fetch() refuses it)', async () => {
    for (const path of READ_ONLY) {
      const answer = await raw([`TRACE ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
      expect(status(answer), path).toBe(405);
      expect(answer.toLowerCase(), path).toContain('allow: get, head');
    }
  });

  it('answers HEAD /graphql like GET, without a body, before and after the answer is cached', async () => {
    const url = `${base}/graphql?query=${encodeURIComponent('{ lastUpdate { number timestamp } }')}`;
    for (const round of ['miss', 'hit']) {
      const head = await fetch(url, { method: 'HEAD', headers: { accept: 'application/json' } });
      expect(head.status, round).toBe(200);
      expect(head.headers.get('content-type'), round).toMatch(/application\/json/);
      expect(await head.text(), round).toBe('');
      await fetch(url, { headers: { accept: 'application/json' } });
    }
  });
});

describe('GraphQL request errors', () => {
  const cases = {
    'a syntax error': '{ characters(first: ',
    'an unknown field': '{ nope }',
  };
  for (const [name, query] of Object.entries(cases)) {
    for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json']) {
      it(`answers ${name} with 400 (Accept: ${accept ?? 'none'})`, async () => {
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
          body: JSON.stringify({ query }),
        });
        expect(res.status).toBe(400);
        expect((await res.json()).errors[0].extensions.code).toMatch(/GRAPHQL_(PARSE|VALIDATION)_FAILED/);
      });
    }
  }
});

describe('the prayer simulator', () => {
  for (const field of ['id', 'pullNo', 'sbNo', 'suNo']) {
    it(`answers ${field} past 2^31 - 1 with 400 naming the field`, async () => {
      const body = { id: 5, type: 'step-up', sbNo: 0, suNo: 0, pullNo: 0, [field]: 2 ** 31 };
      const res = await fetch(`${base}/api/prayers/roll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(`Body field ${field}`);
    });
  }
});

describe('what selects a cached answer', () => {
  const QUERY = `/graphql?query=${encodeURIComponent('{ lastUpdate { number } characters(first: 2) { edges { node { id } } } }')}`;

  it('is the media type the client gets, not the raw Accept header', async () => {
    // A browser's request first: GraphiQL's page.
    const page = await fetch(base + QUERY, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // A JSON client whose Accept header begins like a browser's and runs past 200 characters.
    const accept = `${Array.from({ length: 30 }, (_, i) => `x/y${i};q=0.1`).join(', ')}, application/json`;
    expect(accept.length).toBeGreaterThan(200);
    const json = await fetch(base + QUERY, { headers: { accept } });
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json.json()).data.lastUpdate.number).toBe(3);
  });

  it('is the body and its type for a POST: a text/plain body is refused with 415, before and after the same body was cached as JSON', async () => {
    const body = JSON.stringify({ query: '{ lastUpdate { timestamp } }' });
    const plain = () => fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect((await plain()).status).toBe(415);
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(200);
    }
    const refused = await plain();
    expect(refused.status).toBe(415);
    expect((await refused.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png']) {
      expect((await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': type }, body })).status, type).toBe(415);
    }
  });

  it("is what the route reads: a parameter it does not read shares the route's entry", async () => {
    const cache = running.site.app.cache;
    const first = await fetch(`${base}/api/characters/release-date`);
    const size = cache?.size;
    const other = await fetch(`${base}/api/characters/release-date?x=1&utm_source=y`);
    expect(other.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(cache?.size).toBe(size);
    // A parameter the route does read is in the key.
    const modal = await fetch(`${base}/api/characters/modal?id=l1-reimu&x=1`);
    const modalToo = await fetch(`${base}/api/characters/modal?x=2&id=l1-reimu`);
    expect(modal.status).toBe(200);
    expect(modalToo.headers.get('etag')).toBe(modal.headers.get('etag'));
    expect((await fetch(`${base}/api/characters/modal?id=l1-marisa`)).headers.get('etag')).not.toBe(modal.headers.get('etag'));
  });

  it('for GraphiQL is nothing: every URL gets the one page, and the response cache holds none of it', async () => {
    const cache = running.site.app.cache;
    const size = cache?.size;
    const etags = new Set<string | null>();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/graphql?x=${i}&query=${i}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      etags.add(res.headers.get('etag'));
      await res.arrayBuffer();
    }
    expect(etags.size).toBe(1);
    expect(cache?.size).toBe(size);
  });
});

describe('image placeholders', () => {
  it('read the characters once per data version, not once per name', async () => {
    const first = await fetch(`${base}/images/l1-reimu.png`);
    expect(first.headers.get('x-placeholder')).toBe('1');
    const before = await first.text();
    // With the characters gone from the database (and the data version unchanged), names are
    // still drawn from what was read once.
    if (running.database.file) {
      const sqlite = new Database(running.database.file);
      sqlite.pragma('foreign_keys = OFF');
      sqlite.exec('DELETE FROM CharacterAlias; DELETE FROM Character');
      sqlite.close();
    } else {
      const client = new pg.Client({ connectionString: running.database.url });
      await client.connect();
      await client.query('TRUNCATE "CharacterAlias", "Character" CASCADE');
      await client.end();
    }
    expect(await (await fetch(`${base}/images/l1-reimu.png`)).text()).toBe(before);
    for (let i = 0; i < 200; i++) expect((await fetch(`${base}/images/unknown-${i}.png`)).status).toBe(200);
  });
});
