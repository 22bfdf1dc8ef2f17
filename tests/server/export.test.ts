// The public data export over HTTP, against a real site and SQLite file: both variants of the
// spoiler switch, what each holds, the admin import reading it back, conditional requests,
// compression, and a new export after an edit.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { applyDataset, readStoredDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'an export checking password';
const PATH = '/export/lostword-data.json';
/** Every spoiler of the fixture is revealed in 2031. */
const AFTER_EVERY_REVEAL = Date.parse('2032-01-01T00:00:00Z');
let clock = Date.parse('2026-11-20T12:00:00Z');
let running: TestSite;
let base: string;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  base = running.base;
  await upsertAccount('exporter', await hashPassword(PASSWORD), new Date(clock));
});
afterAll(() => running.close());

const download = (query = '', headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${PATH}${query}`, { method, headers: { 'accept-encoding': 'identity', ...headers } });

type Bundle = Record<string, any>;
async function bundle(query = ''): Promise<{ text: string; json: Bundle; response: Response }> {
  const response = await download(query);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, json: JSON.parse(text), response };
}

const ids = (b: Bundle, file: string) => (b[file] as { id: unknown }[]).map((r) => r.id);

/** The admin area's import, as a dry run: what applying `text` would change. */
async function dryRunImport(text: string): Promise<{ applied: boolean; summary: string; changes: { file: string; key: string }[] }> {
  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  const signIn = await post('mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { csrfToken } }', {
    u: 'exporter',
    p: PASSWORD,
  });
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  const csrf = ((await signIn.json()) as { data: { signIn: { csrfToken: string } } }).data.signIn.csrfToken;
  const answer = await post(
    'mutation($b: String!) { importBundle(bundle: $b, source: { url: "https://example.org/export" }, dryRun: true) { applied summary changes { file key } } }',
    { b: text },
    { cookie, 'x-csrf-token': csrf },
  );
  const json = (await answer.json()) as { data?: { importBundle: any }; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data?.importBundle;
}

describe('the public data export', () => {
  it('downloads in both variants, saying what it is, with the API headers', async () => {
    const version = (await db.dataVersion.findUnique({ where: { id: 1 } }))?.version;
    for (const [query, jpContent] of [
      ['', false],
      ['?jpContent=1', true],
    ] as const) {
      const { json, response } = await bundle(query);
      expect(json.bundle).toMatchObject({ format: 'lostword-data', formatVersion: 1, dataVersion: version, jpContent });
      expect(json['characters/characters.json'].length).toBeGreaterThan(3);
      // Each bound's source kind and whether its time is known travel with the record.
      expect(json['characters/characters.json'].find((c: { id: string }) => c.id === 'a6-sakuya')).toMatchObject({
        debutSource: 'https://example.org/fixture/sakuya-available',
        debutSourceKind: 'guide-page',
        debutTimeKnown: false,
      });
      expect(json['prayers/prayers.json'].length).toBeGreaterThan(1);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="lostword-data${jpContent ? '-jp' : ''}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
      );
    }
    const preflight = await fetch(`${base}${PATH}`, { method: 'OPTIONS', headers: { origin: 'https://tool.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await download('?jpContent=maybe')).status).toBe(400);
    expect((await download('', {}, 'POST')).status).toBe(405);
  });

  it('leaves out of the default variant what only the spoiler switch shows, with every reference to it', async () => {
    const plain = await bundle();
    const full = await bundle('?jpContent=1');
    // A character revealed in 2031, one announced in Japan only, a prayer and a card revealed in 2031.
    expect(ids(plain.json, 'characters/characters.json')).not.toContain('a6-flandre');
    expect(ids(plain.json, 'characters/characters.json')).not.toContain('a7-yuyuko');
    expect(ids(plain.json, 'prayers/prayers.json')).not.toContain(7);
    expect(ids(plain.json, 'storyCards/storyCards.json')).not.toContain(2);
    for (const secret of ['a6-flandre', 'a7-yuyuko', 'Scarlet Night of Flandre', 'Cherry Blossom Dream', 'A secret character arrives'])
      expect(plain.text).not.toContain(secret);
    expect(ids(full.json, 'characters/characters.json')).toEqual(expect.arrayContaining(['a6-flandre', 'a7-yuyuko']));
    expect(ids(full.json, 'prayers/prayers.json')).toContain(7);
    expect(ids(full.json, 'storyCards/storyCards.json')).toContain(2);
    // A Friend's attacks and Japanese base stats go with the Friend: the hidden Friends' only with the switch.
    const friendsOf = (json: Record<string, unknown[]>, file: string) =>
      new Set((json[file] as { characterId?: string; id: string }[]).map((r) => r.characterId ?? r.id));
    expect(friendsOf(full.json, 'characters/attacks.json')).toEqual(
      new Set([...friendsOf(plain.json, 'characters/attacks.json'), 'a6-flandre', 'a7-yuyuko']),
    );
    expect(plain.json['characters/attacks.json'].length).toBeGreaterThan(0);
    expect(Array.isArray(plain.json['characters/japaneseBaseStats.json'])).toBe(true);
    // The switch shows an unrevealed news item by its teaser text, as the site does.
    expect(full.text).toContain('Yuyuko (Cherry Blossom) appears');
    expect(full.text).not.toContain('A secret character arrives');
  });

  it('holds nothing private: no admin account, session or audit entry', async () => {
    const full = await bundle('?jpContent=1');
    const stored = await readStoredDataset(db);
    expect(Object.keys(full.json).sort()).toEqual(['bundle', ...Object.keys(stored ?? {})].sort());
    for (const secret of ['exporter', '$argon2', 'csrf', 'passwordHash']) expect(full.text).not.toContain(secret);
  });

  it('reads back through the admin import: only the teaser-shown news changes now, nothing once every reveal has passed', async () => {
    const now = await dryRunImport((await bundle('?jpContent=1')).text);
    expect(now.applied).toBe(false);
    expect(now.changes.length).toBeGreaterThan(0);
    expect(new Set(now.changes.map((c) => c.file))).toEqual(new Set(['updates/updates.json']));
    const saved = clock;
    clock = AFTER_EVERY_REVEAL;
    try {
      const later = await dryRunImport((await bundle('?jpContent=1')).text);
      expect(later).toEqual({ applied: false, summary: 'No change', changes: [] });
      // Once revealed, the default variant holds it too.
      expect(ids((await bundle()).json, 'characters/characters.json')).toContain('a6-flandre');
    } finally {
      clock = saved;
    }
    expect(ids((await bundle()).json, 'characters/characters.json')).not.toContain('a6-flandre');
  });

  it('answers 304 to its strong ETag, and HEAD with the headers only', async () => {
    const first = await download();
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await download('', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await download('', { 'if-none-match': '"something-else"' })).status).toBe(200);
    // The other variant is another download.
    expect((await download('?jpContent=1', { 'if-none-match': etag })).status).toBe(200);
    const head = await download('', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(await first.text()));
  });

  it('sends brotli and gzip copies that decode to the same JSON, each with its own ETag', async () => {
    const plain = Buffer.from(await (await download('?jpContent=1')).arrayBuffer());
    const raw = async (encoding: string) => {
      // fetch would decode the body: read it as sent, with node:http.
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${base}${PATH}?jpContent=1`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('br, gzip');
    const gz = await raw('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.body.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.toString()));
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.toString()));
    expect(new Set([br.headers.etag, gz.headers.etag]).size).toBe(2);
    // The same copy each time: made once, kept.
    expect((await raw('br')).body.equals(br.body)).toBe(true);
  });

  it('gives a new export, with a new ETag, after an edit', async () => {
    const before = await download();
    const etag = before.headers.get('etag') as string;
    const d = await readStoredDataset(db);
    if (!d) throw new Error('the fixture was not applied record by record');
    const prayer = d['prayers/prayers.json'].find((p) => !p.revealAt) ?? d['prayers/prayers.json'][0];
    const renamed = {
      ...d,
      'prayers/prayers.json': d['prayers/prayers.json'].map((p) => (p === prayer ? { ...p, name: 'Renamed Prayer' } : p)),
    };
    await applyDataset(db, renamed, { now: new Date(clock) });
    const after = await download('', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const json = JSON.parse(await after.text());
    expect(json['prayers/prayers.json'].map((p: { name: string }) => p.name)).toContain('Renamed Prayer');
    expect(json.bundle.dataVersion).toBe((await db.dataVersion.findUnique({ where: { id: 1 } }))?.version);
  });
});
