// The API description at /api/openapi.json: a valid OpenAPI 3.1 document, true to every golden
// answer, to every error a real server on a real database gives, and to the router's table; and
// its reference page at /api/docs loads everything from this site.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/app.ts';
import { connectDatabase, disconnectDatabase } from '../../server/db.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { captureLog } from '../helpers/logCapture.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

type Json = Record<string, any>;

let running: TestSite;
let base: string;
let doc: Json;
let ajv: Ajv2020;

beforeAll(async () => {
  running = await startTestSite();
  base = running.base;
  const res = await fetch(`${base}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components });
});
afterAll(() => running.close());

/** Follows a local `$ref` of the document. */
function resolve(value: Json): Json {
  if (!value?.$ref) return value;
  return resolve(
    (value.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: Json, key) => node[key], doc),
  );
}

/** Every documented operation: path, method (upper case) and the operation object. */
function operations(): { path: string; method: string; op: Json }[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Json })),
  );
}

const operation = (path: string, method = 'GET') => {
  const found = operations().find((o) => o.path === path && o.method === method);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found.op;
};

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();
/** Asserts that a body is what the document says `path`/`method` answers with `status`. */
function expectDocumented(path: string, method: string, status: number, body: unknown) {
  const response = resolve(operation(path, method).responses[String(status)]);
  expect(response, `${method} ${path} documents ${status}`).toBeDefined();
  const schema = response.content['application/json'].schema;
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema.$ref ? { $ref: `openapi${schema.$ref}` } : schema);
    validators.set(key, validate);
  }
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${method} ${path} ${status}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
}

/** A documented request: the path with its required parameters from their examples (and more). */
function exampleUrl(path: string, method: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const p of operation(path, method).parameters ?? []) {
    const param = resolve(p);
    if (param.required) query.set(param.name, String(param.example));
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const text = query.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

function exampleBody(path: string, method: string): string | undefined {
  const body = operation(path, method).requestBody;
  return body ? JSON.stringify(resolve(body.content['application/json'].schema).examples[0]) : undefined;
}

const send = async (url: string, method: string, body?: string) => {
  const res = await fetch(url, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
  const text = await res.text();
  return { res, body: text ? JSON.parse(text) : null };
};

/** The stored /api routes, as the router answers them. */
const ROUTES = legacyTables.flatMap((t) => t.routes).map((r) => ({ path: r.path, method: r.method ?? 'GET', context: r.context }));

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the router answers, and no path it does not', () => {
    const documented = operations()
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    const answered = [
      ...ROUTES.map((r) => `${r.method} ${r.path}`),
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /export/lostword-data.json',
      'GET /export/changes',
    ].sort();
    expect(documented).toEqual(answered);
  });

  it('answers every documented operation, built from its examples, with its documented 200', async () => {
    for (const { path, method } of operations()) {
      if (path === '/api/docs') continue;
      // The sync's example cursor names another site's data: this one's is the export's.
      const cursor =
        path === '/export/changes' ? ((await (await fetch(`${base}/export/lostword-data.json`)).json()) as Json).bundle.cursor : null;
      const url = cursor ? `${base}${path}?since=${cursor}` : exampleUrl(path, method);
      const { res, body } = await send(url, method, exampleBody(path, method));
      expect(res.status, `${method} ${path}`).toBe(200);
      if (path !== '/api/openapi.json') expectDocumented(path, method, 200, body);
    }
  });

  it('gives every path the spoiler switch and every error of the HTTP layer', () => {
    for (const { path, method, op } of operations()) {
      const statuses = Object.keys(op.responses);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['200', '405']));
      // The description and its page are served like static files, never limited.
      if (path.startsWith('/api/docs') || path === '/api/openapi.json') {
        expect(statuses, path).not.toContain('429');
        continue;
      }
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['429']));
      const limited = resolve(op.responses['429']);
      expect(Object.keys(limited.headers)).toEqual([
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'RateLimit-Policy',
      ]);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '500', '503']));
      expect(op.parameters.map((p: Json) => resolve(p).name)).toContain('jpContent');
      expect(Object.keys(resolve(op.responses['503']).headers)).toEqual(['Retry-After']);
    }
  });

  it('documents the rate limit answer in the /api error form, as a limited client gets it', async () => {
    const limited = resolve(operation('/api/general/home').responses['429']);
    const example = limited.content['application/json'].example;
    expectDocumented('/api/general/home', 'GET', 429, example);
    expect(() => expectDocumented('/api/general/home', 'GET', 429, { ...example, message: 'Slow down' })).toThrow();

    const strict = createSite({
      clientDist: '/nonexistent',
      imagesDir: '/nonexistent',
      workers: 0,
      databaseUrl: running.database.url,
      rateLimit: { points: 12, windowSeconds: 60 },
    });
    const strictBase = await strict.listen(0);
    try {
      let res = await fetch(`${strictBase}/api/general/home`);
      expect(Number(res.headers.get('ratelimit-remaining'))).toBe(2);
      for (let i = 0; i < 3 && res.status !== 429; i++) res = await fetch(`${strictBase}/api/general/home`);
      expect(res.status).toBe(429);
      expectDocumented('/api/general/home', 'GET', 429, await res.json());
      for (const name of Object.keys(limited.headers)) expect(res.headers.get(name), name).toMatch(/\S/);
      expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(resolve(limited.headers['RateLimit-Policy']).schema.pattern));
    } finally {
      await strict.shutdown(1000);
    }
  });
});

describe('every golden answer', () => {
  const dir = join(import.meta.dirname, 'golden');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const slug = (path: string) => path.replace(/^\/api\//, '').replaceAll('/', '-');

  it('belongs to a documented path', () => {
    expect(files.length).toBeGreaterThanOrEqual(33);
  });

  it.each(files)('%s validates against the schema of its path', (file) => {
    const name = file.replace(/\.json$/, '');
    // The golden files are named after their path, with a suffix for a variant (`-id`, `-jp`, ...).
    const route = ROUTES.filter((r) => name === slug(r.path) || name.startsWith(`${slug(r.path)}-`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0];
    expect(route, file).toBeDefined();
    expectDocumented(route.path, route.method, 200, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  });

  it('fails validation when a key is added, dropped or of the wrong type', () => {
    const golden = JSON.parse(readFileSync(join(dir, 'towers-get-detail.json'), 'utf8'));
    const path = '/api/towers/get-detail';
    expectDocumented(path, 'GET', 200, golden);
    const variants = [
      { ...golden, data: { ...golden.data, extra: 1 } },
      { ...golden, data: { ...golden.data, floor: undefined } },
      { ...golden, data: { ...golden.data, release: 'yesterday' } },
      { ...golden, data: { ...golden.data, enemies: golden.data.enemies.slice(1) } },
    ].map((v) => JSON.parse(JSON.stringify(v)));
    for (const variant of variants) expect(() => expectDocumented(path, 'GET', 200, variant)).toThrow();
  });
});

describe('every documented error, produced by real requests', () => {
  it('400: a malformed spoiler switch, on every path', async () => {
    for (const r of ROUTES) {
      const { res, body } = await send(exampleUrl(r.path, r.method, { jpContent: 'maybe' }), r.method, exampleBody(r.path, r.method));
      expect(res.status, `${r.method} ${r.path}`).toBe(400);
      expect(body.message).toContain('jpContent');
      expectDocumented(r.path, r.method, 400, body);
    }
  });

  it('400: a malformed query parameter, naming it', async () => {
    for (const { path, method, op } of operations()) {
      const numeric = ((op.parameters ?? []) as Json[]).map(resolve).filter((p) => p.name !== 'jpContent' && p.schema.type === 'integer');
      for (const p of numeric) {
        const { res, body } = await send(exampleUrl(path, method, { [p.name]: 'abc' }), method);
        expect(res.status, `${path}?${p.name}=abc`).toBe(400);
        expect(body.message).toContain(p.name);
        expectDocumented(path, method, 400, body);
      }
    }
  });

  it('400: a roll body that is not JSON, a field out of range (pullNo past the documented maximum) or an unknown key', async () => {
    const url = `${base}/api/prayers/roll`;
    const pullNo = resolve(
      resolve(operation('/api/prayers/roll', 'POST').requestBody.content['application/json'].schema).properties.pullNo,
    );
    const maximum = pullNo.anyOf.find((s: Json) => s.type === 'integer').maximum;
    expect(maximum).toBe(1_000_000);
    const cases: [string, string][] = [
      ['not json', 'The request body must be JSON'],
      [
        JSON.stringify({ id: 'ritual', type: 'multi', pullNo: maximum + 1 }),
        `Body field pullNo must be a whole number from 0 to ${maximum} (or -1)`,
      ],
      [JSON.stringify({ id: 'ritual', type: 'twice' }), 'Body field type must be single, multi, gc or step-up'],
      [
        JSON.stringify({ id: 'ritual', type: 'multi', count: 10 }),
        'Body field count is not allowed: the body takes id, type, sbNo, suNo, pullNo',
      ],
    ];
    for (const [text, message] of cases) {
      const { res, body } = await send(url, 'POST', text);
      expect(res.status, text).toBe(400);
      expect(body.message).toBe(message);
      expectDocumented('/api/prayers/roll', 'POST', 400, body);
    }
  });

  it('404: an id that names nothing, with the path’s own message', async () => {
    const withNotFound = operations().filter((o) => o.op.responses['404']);
    expect(withNotFound.map((o) => o.path).sort()).toEqual([
      '/api/characters/forever-prayer',
      '/api/characters/modal',
      '/api/prayers/get-detail',
      '/api/prayers/roll',
      '/api/towers/get-detail',
    ]);
    for (const { path, method, op } of withNotFound) {
      const extra: Record<string, string> = {};
      for (const p of (op.parameters as Json[]).map(resolve).filter((p) => p.name !== 'jpContent'))
        extra[p.name] = p.schema.type === 'integer' ? '99999999' : 'no-such-id';
      // The roll names its prayer in the body.
      const text = op.requestBody ? JSON.stringify({ ...JSON.parse(exampleBody(path, method) as string), id: 99999999 }) : undefined;
      const { res, body } = await send(exampleUrl(path, method, extra), method, text);
      expect(res.status, path).toBe(404);
      expectDocumented(path, method, 404, body);
    }
  });

  it('404: a tower floor that is not there, or none, is "Tower floor does not exist!"', async () => {
    for (const query of ['?floor=999999', '?floor=0', '?floor=-2', '?floor=6', '?floor=4', '']) {
      const { res, body } = await send(`${base}/api/towers/get-detail${query}`, 'GET');
      expect(res.status, query).toBe(404);
      expect(body.message).toBe('Tower floor does not exist!');
      expectDocumented('/api/towers/get-detail', 'GET', 404, body);
    }
    // Floor 6 is still to be released: the spoiler switch shows it.
    expect((await send(`${base}/api/towers/get-detail?floor=6&jpContent=1`, 'GET')).body.data.floor).toBe(6);
  });

  it('405: another method, with Allow', async () => {
    for (const { path, method } of operations()) {
      const other = method === 'GET' ? 'DELETE' : 'GET';
      const { res, body } = await send(`${base}${path}`, other);
      expect(res.status, `${other} ${path}`).toBe(405);
      expect(res.headers.get('allow')?.split(', ')).toContain(method);
      expectDocumented(path, method, 405, body);
    }
  });

  it('413: a body over 100 kB', async () => {
    const { res, body } = await send(`${base}/api/prayers/roll`, 'POST', JSON.stringify({ id: 'ritual', pad: 'x'.repeat(100_001) }));
    expect(res.status).toBe(413);
    expectDocumented('/api/prayers/roll', 'POST', 413, body);
  });

  it('500: a stored operation that fails, with its context', async () => {
    const logged = captureLog('error');
    const tables = ['UpdateEntry', 'Pool'];
    const dataVersion = async () => ((await (await fetch(`${base}/health`)).json()) as { dataVersion: number }).dataVersion;
    // Each change bumps the data version, and waits until the edge has seen it (at once on SQLite,
    // within a poll on PostgreSQL), so no answer cached before the change is sent after it.
    const alter = async (sql: string) => {
      const before = await dataVersion();
      await change(sql);
      for (let i = 0; i < 100 && (await dataVersion()) === before; i++) await new Promise((r) => setTimeout(r, 50));
    };
    const change = async (sql: string) => {
      if (running.database.file) {
        const sqlite = new Database(running.database.file);
        sqlite.exec(`${sql}; UPDATE "DataVersion" SET version = version + 1`);
        sqlite.close();
      } else {
        const client = new pg.Client({ connectionString: running.database.url });
        await client.connect();
        await client.query(sql);
        await client.query('UPDATE "DataVersion" SET version = version + 1');
        await client.end();
      }
    };
    await alter(tables.map((t) => `ALTER TABLE "${t}" RENAME TO "${t}Gone"`).join('; '));
    try {
      for (const r of ROUTES) {
        const { res, body } = await send(exampleUrl(r.path, r.method), r.method, exampleBody(r.path, r.method));
        expect(res.status, `${r.method} ${r.path}`).toBe(500);
        expect(body).toMatchObject({ message: 'Server is not responding the request', context: r.context });
        expectDocumented(r.path, r.method, 500, body);
      }
      // Each was logged as an unexpected error with its stack.
      expect(
        logged.lines.some((line) => line.msg === 'unexpected error' && typeof (line.err as { stack?: unknown })?.stack === 'string'),
      ).toBe(true);
    } finally {
      await alter(tables.map((t) => `ALTER TABLE "${t}Gone" RENAME TO "${t}"`).join('; '));
      logged.stop();
    }
    expect((await send(`${base}/api/general/updates`, 'GET')).res.status).toBe(200);
  });

  describe('503', () => {
    it('TIMEOUT (and SERVER_BUSY) from an execution worker out of time, with Retry-After', async () => {
      // The same database, run in a worker thread that may take 1 ms per request.
      const slow = createSite({
        databaseUrl: running.database.url,
        clientDist: '/nonexistent',
        imagesDir: '/nonexistent',
        workers: 1,
        timeoutMs: 1,
      });
      try {
        const slowBase = await slow.listen(0);
        const answers = await Promise.all(
          ROUTES.filter((r) => r.method === 'GET').map(async (r) => {
            const res = await fetch(`${slowBase}${r.path}${new URL(exampleUrl(r.path, r.method)).search}`);
            return { r, res, body: await res.json() };
          }),
        );
        const codes = new Set<string>();
        for (const { r, res, body } of answers) {
          expect(res.status, r.path).toBe(503);
          expect(res.headers.get('retry-after')).toBe('5');
          expectDocumented(r.path, r.method, 503, body);
          codes.add(body.code);
        }
        expect(codes).toContain('TIMEOUT');
      } finally {
        await slow.shutdown(1000);
      }
    });

    it('DATABASE_UNAVAILABLE while the database cannot be reached, with Retry-After', async () => {
      const logged = captureLog('error');
      // A PostgreSQL server that refuses connections (nothing listens on port 1).
      const url = 'postgresql://nobody:secret@127.0.0.1:1/lostword';
      connectDatabase({ url });
      const site = createSite({
        databaseUrl: url,
        clientDist: '/nonexistent',
        imagesDir: '/nonexistent',
        workers: 0,
        responseCache: false,
      });
      try {
        const down = await site.listen(0);
        for (const r of ROUTES) {
          const search = new URL(exampleUrl(r.path, r.method)).search;
          const res = await fetch(`${down}${r.path}${search}`, {
            method: r.method,
            body: exampleBody(r.path, r.method),
            headers: r.method === 'POST' ? { 'content-type': 'application/json' } : {},
          });
          const body = await res.json();
          expect(res.status, r.path).toBe(503);
          expect(res.headers.get('retry-after')).toBe('5');
          expect(body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', context: r.context });
          expectDocumented(r.path, r.method, 503, body);
        }
      } finally {
        await site.shutdown(1000);
        await disconnectDatabase();
        connectDatabase({ url: running.database.url });
        logged.stop();
      }
    });
  });
});

describe('serving', () => {
  it('sends the description with an ETag, the API CORS headers, 304 and compression', async () => {
    const first = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    expect((await first.json()).paths['/api/general/home']).toBeDefined();
    const again = await fetch(`${base}/api/openapi.json`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/api/openapi.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves a reference page whose scripts and styles all come from this site, and load', async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    // Every source the policy allows is this site itself (or data: images, inline style attributes).
    for (const directive of csp.split(';').map((d) => d.trim().split(/\s+/))) {
      for (const source of directive.slice(1))
        expect(["'self'", "'none'", "'unsafe-inline'", 'data:'], directive.join(' ')).toContain(source);
      if (directive[0] === 'script-src') expect(directive.slice(1)).toEqual(["'self'"]);
    }
    const html = await page.text();
    const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style\b/);
    for (const url of urls) {
      const resolved = new URL(url, `${base}/api/docs`);
      expect(resolved.origin, url).toBe(base);
      const res = await fetch(resolved, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, url).toBe(200);
      expect((await res.arrayBuffer()).byteLength, url).toBeGreaterThan(0);
    }
    // The page asks for the description of this site, and for no validator elsewhere.
    const init = await (await fetch(`${base}/api/docs/init.js`)).text();
    expect(init).toContain('"/api/openapi.json"');
    expect(init).toContain('validatorUrl: null');
  });
});
