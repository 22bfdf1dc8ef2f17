// Pages arrive rendered: the server draws each route with its own query, so a visitor without
// JavaScript (or before it has booted) reads the content; the built files go compressed to any
// client that asks. Runs the built client and its server entry against the fixture database.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, type Site } from '../../server/app.ts';
import { drawPortrait } from '../../server/shared/portraitPipeline.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

const clientDist = resolve('client/dist');
const PUBLIC_URL = 'https://tracker.example.org';
let site: Site;
let base: string;
let database: TestDatabase;
let imagesDir: string;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'lw-pages-images-'));
  // One character has real art in the images folder; the others are drawn as placeholders.
  writeFileSync(join(imagesDir, 'l1-marisa-full.png'), readFileSync(resolve('client/public/preview.png')));
  // Another has its portrait drawn (as a start draws every one), and no full art.
  const reimu = JSON.parse(readFileSync(resolve('tests/fixtures/data/characters/characters.json'), 'utf8')).find(
    (c: { id: string }) => c.id === 'l1-reimu',
  ) as { portraitFile: string; portraitHash: string; portraitSize: number };
  await drawPortrait(imagesDir, readFileSync(resolve('data', reimu.portraitFile)), reimu.portraitHash, reimu.portraitSize);
  site = createSite({ clientDist, imagesDir, databaseUrl: database.url, workers: 1, publicUrl: PUBLIC_URL });
  base = await site.listen(0);
});

afterAll(async () => {
  await site?.shutdown(1000);
  await database?.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

async function graphql<T>(query: string, jpContent = false): Promise<T> {
  const response = await fetch(`${base}/graphql${jpContent ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  const json = (await response.json()) as { data: T };
  return json.data;
}

const page = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The text a visitor reads: tags dropped, entities decoded as HTML has them. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('pages rendered on the server', () => {
  it('the home page carries its prayers, by name, in the HTML', async () => {
    const { home } = await graphql<{ home: { currentPrayers: { name: string }[]; endedPrayers: { name: string }[] } }>(
      '{ home { currentPrayers { name } endedPrayers(count: 3) { name } } }',
    );
    const names = [...home.currentPrayers, ...home.endedPrayers].map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    const html = await response.text();
    const text = textOf(html);
    for (const name of names) expect(text).toContain(name);
    // The title the page gives itself (the home: the tracker's name alone).
    expect(html).toContain('<title>LostWord Global Tracker</title>');
    expect(html).not.toContain('id="loading-cover"');
  });

  it('the story-card list carries its first cards, by name, and their records for the browser', async () => {
    const { storyCards } = await graphql<{ storyCards: { edges: { node: { name: string } }[] } }>(
      '{ storyCards(first: 3) { edges { node { name } } } }',
    );
    const response = await page('/story-cards');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const { node } of storyCards.edges) expect(textOf(html)).toContain(node.name);
    const start = html.indexOf('id="ssr-state">') + 'id="ssr-state">'.length;
    const state = JSON.parse(html.slice(start, html.indexOf('</script>', start)));
    expect(Object.keys(state.records).length).toBeGreaterThan(3);
  });

  it('renders for the spoiler switch of the settings cookie: a JP-only card shows only with it on', async () => {
    const names = async (jp: boolean) =>
      (
        await graphql<{ storyCards: { edges: { node: { name: string } }[] } }>('{ storyCards(first: 100) { edges { node { name } } } }', jp)
      ).storyCards.edges.map((e) => e.node.name);
    const global = new Set(await names(false));
    const hidden = (await names(true)).filter((name) => !global.has(name));
    expect(hidden.length).toBeGreaterThan(0);
    const search = `/story-cards?name=${encodeURIComponent(hidden[0] as string)}`;
    const off = textOf(await (await page(search)).text());
    const on = textOf(await (await page(search, 'lw-settings=jp%3D1')).text());
    expect(off).not.toContain(hidden[0]);
    expect(off).toContain('No card found');
    expect(on).toContain(hidden[0]);
  });

  it('draws dates in the format and zone the cookie selects', async () => {
    const iso = textOf(await (await page('/update-log', 'lw-settings=df%3D2%26tz%3DAsia%252FTokyo')).text());
    const plain = textOf(await (await page('/update-log')).text());
    expect(iso).toMatch(/\b20\d\d-\d\d-\d\d\b/);
    expect(plain).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    // Update #3 is at midnight UTC on 1 March 2026: the zone chosen wins over the browser's, and the
    // UTC switch of cookies from before the zone setting still draws UTC.
    const cookie = (value: string) => `lw-settings=${encodeURIComponent(value)}`;
    const newYork = textOf(await (await page('/update-log', cookie('zone=America/New_York'))).text());
    expect(newYork).toContain('Sat, 28 Feb 2026 19:00 UTC-5:00');
    const chosen = textOf(await (await page('/update-log', cookie('zone=America/New_York&tz=Asia/Tokyo'))).text());
    expect(chosen).toContain('Sat, 28 Feb 2026 19:00 UTC-5:00');
    const browser = textOf(await (await page('/update-log', cookie('tz=Asia/Tokyo'))).text());
    expect(browser).toContain('Sun, 1 Mar 2026 09:00 UTC+9:00');
    const utc = textOf(await (await page('/update-log', cookie('utc=1&tz=Asia/Tokyo'))).text());
    expect(utc).toContain('Sun, 1 Mar 2026 00:00 UTC');
    expect(utc).not.toContain('UTC+9:00');
  });

  it('answers a nested unknown path with 404 and the not-found page', async () => {
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await missing.text();
    expect(html).toContain('<title>Page not found | LostWord Global Tracker</title>');
    expect(textOf(html)).toContain('Page Not Found!');
    expect(textOf(html)).toContain('/no/such/page');
    expect(html).toContain('id="ssr-state"');
  });

  it('answers an alias with a redirect and an unknown page with 404, both rendered', async () => {
    const alias = await page('/home?x=1');
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/?x=1');
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(textOf(await missing.text())).toMatch(/not found/i);
  });

  it.each(['/suggestions/999999', '/suggestions/0', '/suggestions/abc', '/suggestions/1e3', '/characters/UPPER-case'])(
    'answers %s, an address for no record, with 404 and the not-found page',
    async (path) => {
      const missing = await page(path);
      expect(missing.status).toBe(404);
      // A malformed address is refused before any query and drawn as the not-found page; a record
      // the data does not hold leaves the page to the browser's error view (as every unknown id does).
      expect(textOf(await missing.text())).not.toMatch(/There is no such suggestion/);
    },
  );

  it('answers a tower floor past the end with 404, showing the nearest floor and saying so', async () => {
    const past = await page('/stages/scarlet-devil-tower?floor=9999');
    expect(past.status).toBe(404);
    const text = textOf(await past.text());
    expect(text).toMatch(/There is no floor 9999\s*;\s*showing floor \d+\s*,\s*the highest listed\./);
    const known = await page('/stages/scarlet-devil-tower?floor=1');
    expect(known.status).toBe(200);
    expect(textOf(await known.text())).not.toContain('There is no floor');
  });

  it('answers a repeated page from the cache with the same ETag, and 304 when the browser has it', async () => {
    const first = await page('/update-log');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/update-log`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });

  it('never serves the server entry', async () => {
    const response = await page('/.ssr/entry-server.js');
    expect(response.headers.get('content-type') ?? '').not.toMatch(/javascript/);
  });
});

describe('built files on the wire', () => {
  const files = readdirSync(join(clientDist, 'assets'))
    .filter((f) => /\.(js|css|svg)$/.test(f))
    .map((f) => `/assets/${f}`)
    .concat('/favicon.svg');

  it('every built script, style and image goes brotli to a client that asks for it, gzip to one that asks for that alone, raw to any other', async () => {
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      const raw = readFileSync(join(clientDist, path));
      const br = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding'), path).toBe('br');
      // fetch decodes what it receives: the body is the file itself.
      expect(Buffer.from(await br.arrayBuffer()).equals(raw), path).toBe(true);
      const gz = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding'), path).toBe('gzip');
      await gz.arrayBuffer();
      const plain = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(Buffer.from(await plain.arrayBuffer()).equals(raw), path).toBe(true);
    }
    // The copies on disk are the file compressed, not something else.
    const sample = files[0] as string;
    const original = readFileSync(join(clientDist, sample));
    expect(brotliDecompressSync(readFileSync(join(clientDist, `${sample}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(clientDist, `${sample}.gz`))).equals(original)).toBe(true);
  });
});

/** The head's link-preview tags: `property`/`name` to `content`, entities decoded. */
function headOf(html: string): { meta: Record<string, string>; canonical: string | undefined; title: string | undefined } {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (v: string) =>
    v
      .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)))
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) meta[m[1]] = decode(m[2]);
  return {
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n))),
  };
}

const JP = 'lw-settings=jp%3D1';

describe('link previews in the rendered head', () => {
  it('the home page: the site, its description and preview image, under the configured address', async () => {
    const { meta, canonical, title } = headOf(await (await page('/')).text());
    expect(title).toBe('LostWord Global Tracker');
    expect(meta.description).toMatch(/tracker for the global release of Touhou LostWord/);
    expect(meta['og:title']).toBe('LostWord Global Tracker');
    expect(meta['og:description']).toBe(meta.description);
    expect(meta['og:site_name']).toBe('LostWord Global Tracker');
    expect(meta['og:type']).toBe('website');
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/`);
    expect(canonical).toBe(`${PUBLIC_URL}/`);
    expect(meta['og:image']).toBe(`${PUBLIC_URL}/preview.png`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    // Exactly one description: the page's own replaces the built page's.
    expect((await (await page('/')).text()).match(/<meta name="description"/g)).toHaveLength(1);
    const image = await fetch(`${base}/preview.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('takes its address from the configuration, never from the Host header', async () => {
    const html = await new Promise<string>((done, fail) => {
      request(`${base}/story-cards`, { headers: { host: 'attacker.example' } }, (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => done(text));
      })
        .on('error', fail)
        .end();
    });
    const { meta, canonical } = headOf(html);
    expect(canonical).toBe(`${PUBLIC_URL}/story-cards`);
    expect(meta['og:image']).toBe(`${PUBLIC_URL}/preview.png`);
    expect(html).not.toContain('attacker.example');
    expect(meta.description).toMatch(/story card/i);
  });

  it('a prayer: its name and its dates in UTC', async () => {
    const response = await page('/prayer/info/1');
    expect(response.status).toBe(200);
    const { meta, canonical, title } = headOf(await response.text());
    expect(title).toBe('Scarlet Festival | LostWord Global Tracker');
    expect(meta['og:title']).toBe(title);
    expect(meta.description).toContain('Scarlet Festival');
    expect(meta.description).toContain('1 June 2021, 06:00 UTC');
    expect(meta.description).toContain('15 June 2021, 05:59 UTC');
    expect(meta['og:type']).toBe('article');
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/prayer/info/1`);
    expect(canonical).toBe(`${PUBLIC_URL}/prayer/info/1`);
    // No banner art in the data: the site's image.
    expect(meta['og:image']).toBe(`${PUBLIC_URL}/preview.png`);
  });

  it('a character: its name, type and role, and its art where the site has it', async () => {
    const response = await page('/characters/l1-marisa');
    expect(response.status).toBe(200);
    const html = await response.text();
    const { meta, title } = headOf(html);
    expect(title).toBe('Marisa Kirisame | LostWord Global Tracker');
    expect(meta['og:title']).toBe(title);
    expect(meta.description).toContain('Marisa Kirisame');
    expect(meta.description).toContain('General character');
    expect(meta.description).toContain('destroy role');
    expect(meta['og:image']).toBe(`${PUBLIC_URL}/images/l1-marisa-full.png`);
    expect(meta['twitter:card']).toBe('summary');
    expect(textOf(html)).toContain('Marisa Kirisame');
    // Without full art, its portrait's largest WebP file; with neither, the site's image.
    expect(headOf(await (await page('/characters/l1-reimu')).text()).meta['og:image']).toMatch(
      new RegExp(`^${PUBLIC_URL}/images/portrait-[0-9a-f]{16}-\\d+\\.webp$`),
    );
    expect(headOf(await (await page('/characters/a6-sakuya')).text()).meta['og:image']).toBe(`${PUBLIC_URL}/preview.png`);
  });

  it('a story card: its name and rarity', async () => {
    const response = await page('/story-cards/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    const { meta, title } = headOf(html);
    expect(title).toBe('Scarlet Tea Time | LostWord Global Tracker');
    expect(meta.description).toContain('Scarlet Tea Time');
    expect(meta.description).toContain('5★');
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/story-cards/1`);
    expect(textOf(html)).toContain('Scarlet Tea Time');
  });

  it('an unrevealed character, prayer and card: nothing of them without the spoiler switch, all of it with', async () => {
    const cases = [
      ['/characters/a6-flandre', 'Flandre Scarlet'],
      ['/prayer/info/7', 'Scarlet Night of Flandre'],
      ['/story-cards/2', 'Cherry Blossom Dream'],
    ] as const;
    for (const [path, name] of cases) {
      const hidden = await page(path);
      expect(hidden.status, path).toBe(404);
      const html = await hidden.text();
      expect(html, path).not.toContain(name);
      expect(html, path).not.toContain('Flandre');
      const { meta, canonical } = headOf(html);
      expect(meta['og:image'], path).toBe(`${PUBLIC_URL}/preview.png`);
      expect(canonical, path).toBeUndefined();

      const shown = await page(path, JP);
      expect(shown.status, path).toBe(200);
      const head = headOf(await shown.text());
      expect(head.title, path).toContain(name);
      expect(head.meta['og:title'], path).toContain(name);
      expect(head.meta.description, path).toContain(name);
    }
  });
});
