// Hostile input against a real server on loopback, executing in a worker thread as in production:
// every reproducer of a crash, a stall, a leak or a wrong status gets a 4xx with a code, the
// server keeps answering /health meanwhile, and its memory stays bounded.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { isObjectType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/app.ts';
import { priceOperation } from '../../server/execution/limits.ts';
import { schema } from '../../server/schema.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

let running: TestSite;
let base: string;

beforeAll(async () => {
  running = await startTestSite({ workers: 1 });
  base = running.base;
});
afterAll(() => running.close());

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

async function post(query: string, variables?: Record<string, unknown>, path = '/graphql'): Promise<Answer> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, text, json };
}

/** Every error of a GraphQL answer carries a code, and the answer is a 4xx. */
function expectClientError(answer: Answer, code?: string) {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.json?.errors?.length, answer.text).toBeGreaterThan(0);
  for (const e of answer.json.errors) expect(e.extensions?.code, answer.text).toBeTruthy();
  if (code) expect(answer.json.errors[0].extensions.code).toBe(code);
  expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

async function healthLatency(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/health`);
  expect(res.status).toBe(200);
  await res.json();
  return performance.now() - start;
}

describe('nested lists inside the depth limit', () => {
  const reproducers = {
    'character -> series -> characters cycle':
      '{ characters(first: 1) { edges { node { series { characters { series { characters { series { characters { id } } } } } } } } } }',
    'world -> characters -> world cycle':
      '{ worldGroups { worlds { characters { world { characters { world { characters { slug } } } } } } } }',
    'variant group cycle': '{ variantGroups { characters { variantGroup { characters { variantGroup { characters { slug } } } } } } }',
  };

  for (const [name, query] of Object.entries(reproducers)) {
    it(`refuses the ${name} before running it, and /health answers meanwhile`, async () => {
      const [answer, latency] = await Promise.all([post(query), healthLatency()]);
      expectClientError(answer, 'QUERY_TOO_EXPENSIVE');
      expect(answer.json.errors[0].extensions.cost).toBeGreaterThan(answer.json.errors[0].extensions.limit);
      expect(latency).toBeLessThan(1000);
    });
  }

  it("still answers the pages' own shapes for tool authors (groups partition the roster)", async () => {
    for (const query of [
      '{ worldGroups { id worlds { code characters { slug } } } }',
      '{ seriesTabs { id series { id characters { slug } } } }',
      '{ variantGroups { id characters { slug } } }',
      '{ roleGroups { id characters { slug } } }',
    ]) {
      const answer = await post(query);
      expect(answer.status, query).toBe(200);
      expect(answer.json.errors, query).toBeUndefined();
    }
  });

  it('prices every connection of the schema at its page size, by what its type declares', () => {
    // A type shaped like a connection or an edge that does not say so would be priced as one object.
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const fields = type.getFields();
      const shape = 'edges' in fields && 'pageInfo' in fields ? 'connection' : 'node' in fields && 'cursor' in fields ? 'edge' : undefined;
      expect((type.extensions as { pricing?: string }).pricing, type.name).toBe(shape);
    }
    const price = (query: string) => priceOperation({ schema, document: parse(query), trusted: false });
    const page = (first: number) => price(`{ characters(first: ${first}) { edges { node { series { id } } } } }`);
    // The connection, then per item an edge, its node and the node's series.
    expect(page(10)).toBe(1 + 10 * 3);
    expect(page(100) - page(10)).toBe(90 * 3);
  });

  it('keeps the server alive and its memory bounded after a burst of them', async () => {
    const query = reproducers['character -> series -> characters cycle'];
    // The test process also holds what the files run before this one in it loaded: the burst's
    // own growth is measured.
    const before = process.memoryUsage().rss;
    await Promise.all(Array.from({ length: 20 }, () => post(query)));
    expect((await fetch(`${base}/health`)).status).toBe(200);
    // The main process holds no query results; workers have their own capped heaps.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
  });
});

describe('amplifiers', () => {
  it('refuses an alias flood, __typename included', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ');
    expectClientError(await post(`{ ${aliases} }`));
  });

  it('refuses first/last above 100 for tool authors', async () => {
    const answer = await post('{ characters(first: 1000) { edges { node { slug } } } }');
    expectClientError(answer, 'BAD_USER_INPUT');
    expect(answer.json.errors[0].message).toMatch(/limit of 100/);
    const aliases = Array.from({ length: 29 }, (_, i) => `c${i}: characters(first: 100) { edges { node { slug } } }`).join(' ');
    // 29 pages of 100 are 2,900 nodes plus edges: within the node limit, so they run.
    expect((await post(`{ ${aliases} }`)).status).toBe(200);
    // One document priced again for other variables: an allowed page, then one past the limit, then the allowed one.
    const paged = 'query Paged($n: Int!) { characters(first: $n) { edges { node { slug } } } }';
    expect((await post(paged, { n: 5 })).status).toBe(200);
    const past = await post(paged, { n: 1000 });
    expectClientError(past, 'BAD_USER_INPUT');
    expect(past.json.errors[0].message).toMatch(/limit of 100/);
    expect((await post(paged, { n: 5 })).json.data.characters.edges).toHaveLength(5);
  });

  it('caps list arguments: 1000 ids, 5000 worlds', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `"Q2hhcmFjdGVyOmwxLXJlaW11${i}"`).join(',');
    expectClientError(await post(`{ nodes(ids: [${ids}]) { id } }`), 'BAD_USER_INPUT');
    const worlds = Array.from({ length: 5000 }, (_, i) => `W${i}`);
    expectClientError(
      await post('query($w: [String!]) { characters(first: 5, worlds: $w) { totalCount } }', { w: worlds }),
      'BAD_USER_INPUT',
    );
  });

  it('caps lists inside input objects as it caps list arguments: 101 Friends in a suggestion', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `"Q2hhcmFjdGVyOmwxLXJlaW11${i}"`).join(',');
    const nodes = await post(`{ nodes(ids: [${ids(101)}]) { id } }`);
    expectClientError(nodes, 'BAD_USER_INPUT');
    expect(nodes.json.errors[0].message).toBe('Argument ids of nodes takes at most 100 values, not 101.');
    const suggest = (characters: string[]) =>
      post('mutation($i: SuggestCorrectionInput!) { suggestCorrection(input: $i) { count } }', {
        i: { field: 'CHARACTERS', key: '4', characters, source: { url: 'https://example.org/friends' } },
      });
    const friends = (n: number) => Array.from({ length: n }, (_, i) => `no-such-friend-${i}`);
    const over = await suggest(friends(101));
    expectClientError(over, 'BAD_USER_INPUT');
    expect(over.json.errors[0].message).toBe('Argument input.characters of suggestCorrection takes at most 100 values, not 101.');
    // 100 pass the cap and reach the suggestion's own checks.
    const within = await suggest(friends(100));
    expect(within.json.errors[0].message).not.toMatch(/at most 100 values/);
    const literal = await post(
      `mutation { suggestCorrection(input: { field: CHARACTERS, key: "4", characters: [${ids(101)}], source: { url: "https://example.org/x" } }) { count } }`,
    );
    expectClientError(literal, 'BAD_USER_INPUT');
    expect(literal.json.errors[0].message).toMatch(/input\.characters of suggestCorrection takes at most 100 values/);
  });

  it('caps string arguments: a 99,000-character search', async () => {
    expectClientError(
      await post('query($s: String) { characters(first: 5, search: $s) { totalCount } }', { s: 'x'.repeat(99_000) }),
      'BAD_USER_INPUT',
    );
  });
});

describe('malformed ids and cursors', () => {
  const encode = (s: string) => Buffer.from(s).toString('base64');

  it('answers a malformed global id with BAD_USER_INPUT', async () => {
    expectClientError(await post('{ node(id: "not-a-global-id") { id } }'), 'BAD_USER_INPUT');
  });

  it('answers an id of an unknown type with BAD_USER_INPUT saying so, without echoing it', async () => {
    const answer = await post(`{ node(id: "${encode('Nope:1')}") { id } }`);
    expectClientError(answer, 'BAD_USER_INPUT');
    expect(answer.json.errors[0].message).toMatch(/argument id of node: its type is not one of this API/);
    expect(answer.text).not.toContain('Nope');
  });

  it('answers a non-numeric id inside a valid global id with BAD_USER_INPUT', async () => {
    expectClientError(await post(`{ node(id: "${encode('UpdateEntry:abc')}") { id } }`), 'BAD_USER_INPUT');
  });

  it('answers a malformed cursor with BAD_USER_INPUT', async () => {
    expectClientError(await post('{ characters(first: 2, after: "!!!not-a-cursor") { totalCount } }'), 'BAD_USER_INPUT');
    expectClientError(await post(`{ updates(first: 2, after: "${encode('GPC:N:abc')}") { totalCount } }`), 'BAD_USER_INPUT');
  });
});

describe('every error carries a code', () => {
  const bad: [string, () => Promise<Answer>][] = [
    ['syntax error', () => post('{ characters(first: ')],
    ['unknown field', () => post('{ nope }')],
    ['wrong argument type', () => post('{ characters(first: "x") { totalCount } }')],
    ['missing variable', () => post('query($n: Int!) { characters(first: $n) { totalCount } }')],
    ['variable of the wrong type', () => post('query($n: Int!) { characters(first: $n) { totalCount } }', { n: 'ten' })],
    [
      'unknown operation name',
      async () => {
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query A { lastUpdate { number } }', operationName: 'B' }),
        });
        const text = await res.text();
        return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
      },
    ],
    [
      'a body that is not JSON',
      async () => {
        const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
        const text = await res.text();
        return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
      },
    ],
    [
      'no query at all',
      async () => {
        const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        const text = await res.text();
        return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
      },
    ],
    ['a bad spoiler switch', () => post('{ lastUpdate { number } }', undefined, '/graphql?jpContent=maybe')],
    ...['f'.repeat(64), 'toString', '__proto__', 'constructor'].map((id): [string, () => Promise<Answer>] => [
      `an unknown persisted operation (${id.slice(0, 12)})`,
      async () => {
        const ext = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }));
        const res = await fetch(`${base}/graphql?extensions=${ext}`, { headers: { accept: 'application/json' } });
        const text = await res.text();
        return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
      },
    ]),
  ];
  for (const [name, send] of bad) {
    it(`for ${name}`, async () => {
      // An id no stored operation has is unknown, whatever it names on an object's prototype.
      expectClientError(await send(), name.startsWith('an unknown persisted operation') ? 'PERSISTED_QUERY_NOT_FOUND' : undefined);
    });
  }
});

describe('errors never echo the request', () => {
  // What a client sent (a secret pasted by mistake, a script) must not come back in an error.
  const SECRET = 'pasted-secret<script>x</script>';
  const json = (body: string) =>
    fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (res) => {
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, json: JSON.parse(text) } as Answer;
    });
  const get = (query: string) =>
    fetch(`${base}/graphql?${query}`, { headers: { accept: 'application/json' } }).then(async (res) => {
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, json: JSON.parse(text) } as Answer;
    });
  const q = encodeURIComponent;
  const cases: [string, () => Promise<Answer>, string, RegExp][] = [
    ['a body that is not JSON', () => json(`{"query": "${SECRET}`), 'BAD_REQUEST', /^The request body must be JSON\.$/],
    [
      'variables that are not JSON',
      () => get(`query=${q('{ lastUpdate { number } }')}&variables=${q(`{"${SECRET}`)}`),
      'BAD_REQUEST',
      /must be JSON/,
    ],
    [
      'extensions that are not JSON',
      () => get(`query=${q('{ lastUpdate { number } }')}&extensions=${q(`{"${SECRET}`)}`),
      'BAD_REQUEST',
      /must be JSON/,
    ],
    [
      'a variable of the wrong type',
      () => post('query($n: Int!) { characters(first: $n) { totalCount } }', { n: SECRET }),
      'BAD_USER_INPUT',
      /^Variable "\$n" got an invalid value for its type Int!\.$/,
    ],
    [
      'an input object with a value out of its enum',
      () =>
        post('mutation($i: SuggestCorrectionInput!) { suggestCorrection(input: $i) { count } }', {
          i: { field: SECRET, key: '4', source: {} },
        }),
      'BAD_USER_INPUT',
      /^Variable "\$i" got an invalid value/,
    ],
    [
      'a literal of the wrong type',
      () => post(`{ characters(first: ${JSON.stringify(SECRET)}) { totalCount } }`),
      'GRAPHQL_VALIDATION_FAILED',
      /Int cannot represent/,
    ],
    [
      'a string where a name belongs',
      () => post(`{ ${JSON.stringify(SECRET)} }`),
      'GRAPHQL_PARSE_FAILED',
      /^Syntax Error: Expected Name, found String\.$/,
    ],
    [
      'a malformed global id',
      () => post('query($id: ID!) { node(id: $id) { id } }', { id: SECRET }),
      'BAD_USER_INPUT',
      /argument id of node/,
    ],
    [
      'a malformed cursor',
      () => post('query($a: String) { characters(first: 2, after: $a) { totalCount } }', { a: SECRET }),
      'BAD_USER_INPUT',
      /argument after of characters/,
    ],
  ];
  for (const [name, send, code, message] of cases) {
    it(`for ${name}: a plain message with its code`, async () => {
      const answer = await send();
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.errors[0].extensions.code, answer.text).toBe(code);
      expect(answer.json.errors[0].message).toMatch(message);
      expect(answer.text).not.toContain('pasted-secret');
      expect(answer.text).not.toContain('originalError');
    });
  }
});

/** Sends raw bytes and returns the status line and body, so headers fetch() would refuse can be tried. */
function raw(bytes: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let out = '';
    socket.on('data', (d) => {
      out += d.toString();
    });
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    setTimeout(() => socket.end(), 2000).unref();
  });
}

describe('the edge', () => {
  it('never answers a stack trace, whatever the Host header says', async () => {
    for (const path of ['/api/general/updates', '/graphql?query=%7BlastUpdate%7Bnumber%7D%7D', '/health']) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: a@b:c\r\nAccept: application/json\r\nConnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 [24]\d\d /);
      expect(answer, path).not.toMatch(/\bat .+\.(ts|js):\d+|Error:/);
    }
  });

  it('refuses request targets that are not paths', async () => {
    const answer = await raw('GET http://a@b:c/api/general/updates HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers /API/... in upper case from the API, never the HTML page', async () => {
    const res = await fetch(`${base}/API/characters/release-date`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  for (const size of [1, 20]) {
    it(`refuses a chunked body of ${size} MB with 413, counting the bytes read`, async () => {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        let sent = 0;
        const pump = () => {
          while (sent < size * 1024 * 1024) {
            sent += chunk.length;
            if (!req.write(chunk)) return req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
      expect((await fetch(`${base}/health`)).status).toBe(200);
    });
  }
});

describe('a request past its time', () => {
  it('is stopped with a coded 503, and the next request is served', async () => {
    const slowSite = createSite({
      clientDist: '/nonexistent',
      imagesDir: '/nonexistent',
      databaseUrl: running.database.url,
      workers: 1,
      timeoutMs: 1,
    });
    const slowBase = await slowSite.listen(0);
    try {
      const res = await fetch(`${slowBase}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ characters(first: 100) { edges { node { slug release { debut } } } } }' }),
      });
      expect(res.status).toBe(503);
      expect((await res.json()).errors[0].extensions.code).toBe('TIMEOUT');
      expect((await fetch(`${slowBase}/health`)).status).toBe(200);
    } finally {
      await slowSite.shutdown(1000);
    }
    // Its execution worker loads the schema before the site listens (see executor.test.ts).
  }, 120_000);
});
