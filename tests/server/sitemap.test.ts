// What the site tells crawlers: /robots.txt keeps them out of the admin area and the APIs and names
// the sitemap by its absolute address; /sitemap.xml lists every fixed page of the route table (not
// its aliases) and every record page a visitor without the spoiler switch may open, each with when
// it last changed, and follows an admin's save. Runs the built client's route table against the
// fixture database.
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { createSite, type Site } from '../../server/app.ts';
import { listedPaths } from '../../server/pages/render.ts';
import { createSitemapRenderer } from '../../server/sitemap/sitemap.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

const clientDist = resolve('client/dist');
const PUBLIC_URL = 'https://tracker.example.org';
const PASSWORD = 'a password for the sitemap';
let site: Site;
let base: string;
let database: TestDatabase;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  database = await createTestDatabase();
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  site = createSite({ clientDist, imagesDir: '/nonexistent', databaseUrl: database.url, workers: 0, publicUrl: PUBLIC_URL });
  base = await site.listen(0);
});

afterAll(async () => {
  await site?.shutdown(1000);
  await database?.close();
});

interface Listed {
  loc: string;
  lastmod: string | null;
}

/** The entries of a sitemap (or the sitemaps of an index); the XML parser refuses a document that is not well-formed. */
function entriesOf(xml: string, element: 'url' | 'sitemap'): Listed[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  return [...doc.getElementsByTagName(element)].map((e) => ({
    loc: e.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: e.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

async function sitemap(): Promise<{ response: Response; urls: Listed[] }> {
  const response = await fetch(`${base}/sitemap.xml`);
  return { response, urls: entriesOf(await response.text(), 'url') };
}

const locs = (urls: Listed[]) => urls.map((u) => u.loc);

describe('robots.txt', () => {
  it('keeps crawlers out of the admin area and the APIs, and names the sitemap at its absolute address', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('etag')).toBeTruthy();
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /api/', 'Disallow: /graphql', 'Allow: /']));
    const named = lines.filter((l) => l.startsWith('Sitemap: '));
    expect(named).toEqual([`Sitemap: ${PUBLIC_URL}/sitemap.xml`]);
    // The address it names is the sitemap this site serves.
    const answer = await fetch(`${base}${new URL(named[0].slice('Sitemap: '.length)).pathname}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  });
});

describe('sitemap.xml', () => {
  it('lists the fixed pages and the record pages a visitor may open, never a hidden one, each with its last change', async () => {
    const { response, urls } = await sitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const listed = locs(urls);
    expect(listed).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/characters',
          '/characters/release-order',
          '/prayers',
          '/story-cards',
          '/story-cards/illustrators',
          '/stages/scarlet-devil-tower',
          '/update-log',
          '/about',
          '/characters/l1-reimu',
          '/characters/a6-sakuya',
          '/prayer/info/1',
          '/prayer/forever-prayer?id=1',
          '/story-cards/1',
          '/stages/scarlet-devil-tower?floor=1',
        ].map((p) => `${PUBLIC_URL}${p}`),
      ),
    );
    // Not yet revealed, or a JP-only announcement: a visitor without the switch cannot open them.
    for (const hidden of [
      '/characters/a7-yuyuko',
      '/characters/a6-flandre',
      '/prayer/info/7',
      '/story-cards/2',
      '/stages/scarlet-devil-tower?floor=6',
    ])
      expect(listed).not.toContain(`${PUBLIC_URL}${hidden}`);
    // Each page once, by its own path: no alias, no route pattern, no admin page, no search results.
    expect(new Set(listed).size).toBe(listed.length);
    for (const loc of listed) expect(new URL(loc).pathname).not.toMatch(/^\/home$|^\/character-list|:|\*|^\/admin|^\/search|^\/offline/);
    for (const { loc, lastmod } of urls) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Number.isNaN(Date.parse(lastmod as string)), loc).toBe(false);
    }
  });

  it('answers 304 to the ETag it gave, and 404 for a part it does not have', async () => {
    const { response } = await sitemap();
    const etag = response.headers.get('etag') as string;
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const again = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Everything fits in one file: there are no parts.
    expect((await fetch(`${base}/sitemap-2.xml`)).status).toBe(404);
  });

  it('follows an admin save: a prayer revealed by it is listed with the time of the save, and the ETag moves', async () => {
    const before = await sitemap();
    const etag = before.response.headers.get('etag');
    expect(locs(before.urls)).not.toContain(`${PUBLIC_URL}/prayer/info/7`);
    const admin = new AdminBrowser(() => base);
    expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
    const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "7") { json revision } }');
    const record = loaded.body.data?.record as { json: string; revision: number };
    const startedAt = Date.now();
    const saved = await admin.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "7", json: $j, revision: $r, source: { url: "https://example.org/news/7" }) { applied } }',
      { j: JSON.stringify({ ...JSON.parse(record.json), revealAt: '2020-01-01T00:00:00Z' }), r: record.revision },
    );
    expect(saved.body.data?.saveRecord.applied).toBe(true);

    const after = await sitemap();
    expect(after.response.headers.get('etag')).not.toBe(etag);
    const revealed = after.urls.find((u) => u.loc === `${PUBLIC_URL}/prayer/info/7`);
    expect(revealed).toBeDefined();
    expect(Date.parse(revealed?.lastmod as string)).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('is an index of parts when it would hold more addresses than one file may', async () => {
    // The same maker with a limit of 10 addresses a file instead of the protocol's 50,000.
    const render = createSitemapRenderer({
      listedPaths: () => listedPaths(clientDist),
      publicUrl: PUBLIC_URL,
      now: Date.now,
      perFile: 10,
    });
    const dataVersion = (await (await fetch(`${base}/health`)).json()).dataVersion as number;
    const index = await render({ url: '/sitemap.xml', dataVersion });
    expect(index.status).toBe(200);
    const parts = entriesOf(index.body, 'sitemap');
    expect(parts.length).toBeGreaterThan(1);
    const listed: string[] = [];
    for (const [i, part] of parts.entries()) {
      expect(part.loc).toBe(`${PUBLIC_URL}/sitemap-${i + 1}.xml`);
      const answer = await render({ url: `/sitemap-${i + 1}.xml`, dataVersion });
      const urls = entriesOf(answer.body, 'url');
      expect(urls.length).toBeLessThanOrEqual(10);
      listed.push(...locs(urls));
    }
    // The parts together are the whole sitemap, each page once.
    expect(listed.sort()).toEqual(locs((await sitemap()).urls).sort());
    expect((await render({ url: `/sitemap-${parts.length + 1}.xml`, dataVersion })).status).toBe(404);
  });
});
