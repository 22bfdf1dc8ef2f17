import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentDataVersion } from '../../server/admin/datasetRepo.ts';
import { charactersLegacy, LEGACY_LIST_LIMIT } from '../../server/characters/legacy.ts';
import { clearReadCache } from '../../server/db.ts';
import { createRequestHandler } from '../../server/execution/handler.ts';
import { compileLegacyTables } from '../../server/legacy/router.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { schema } from '../../server/schema.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { graphql } from '../helpers/graphql.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LIST_FORM_KEYS = [
  'announced',
  'bottom',
  'id',
  'image',
  'metadata',
  'releaseDate',
  'role',
  'spoilerSafeImage',
  'status',
  'type',
  'universe',
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

/** Every documented path, with the query a request needs. */
const PATHS = charactersLegacy.routes.map((r) => (r.path === '/api/characters/modal' ? `${r.path}?id=l1-reimu` : r.path));

describe('/api/characters golden files', () => {
  it('cover every documented path', () => {
    expect(charactersLegacy.routes.map((r) => r.path.replace('/api/characters/', ''))).toEqual([
      'modal',
      'chronological',
      'release-date',
      'prayer-type',
      'role-type',
      'rebirth-date',
      'standard-prayer-date',
      'ritual-date',
      'rebirth-costume-date',
      'variants',
      'universe',
      'unreleased',
    ]);
  });

  it.each(PATHS)('%s', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.metadata).toEqual({ lastUpdate: { number: 3, timestamp: '2026-03-01T00:00:00.000Z' } });
    expectGolden(`characters-${new URL(path, 'http://x').pathname.split('/').pop()}`, res.body);
  });

  it.each(PATHS)('%s leaves out the unrevealed a7-yuyuko', async (path) => {
    const res = await api(path);
    expect(JSON.stringify(res.body)).not.toContain('yuyuko');
  });
});

describe('/api/characters/modal', () => {
  it('gives the modal form of l1-reimu', async () => {
    const res = await api('/api/characters/modal?id=l1-reimu');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: 'l1-reimu',
      title: { en: null },
      name: { jp: '博麗 霊夢', kana: null, en: 'Reimu Hakurei', translit: null, meta: { 'modal-small': false, 'kana-structure': null } },
      img: { full: '/images/l1-reimu-full.png', frFull: null },
      color: ['#d7263d', '#ffffff'],
      status: 'non-limited',
      type: 'gen',
      release: {
        debut: '2021-05-11T06:00:00.000Z',
        general: null,
        ritual: null,
        bannerCount: 0,
        lastBanner: null,
        fr: '2022-02-01T06:00:00.000Z',
      },
      releaseNo: null,
      info: { gamepress: null, youtube: null, 'touhou-wiki': null, 'lw-chron': null },
      meta: { world: 'L1', role: 'attack' },
    });
  });

  it('counts past banners and gives the type a player sees now', async () => {
    const res = await api('/api/characters/modal?id=a6-reimu');
    expect(res.body.data.release).toMatchObject({ bannerCount: 2, lastBanner: '2022-06-01T06:00:00.000Z', fr: null });
    expect(res.body.data.type).toBe('afes');
  });

  it.each([
    ['/api/characters/modal', 'Query parameter id is required'],
    ['/api/characters/modal?id=%20', 'Query parameter id is required'],
    ['/api/characters/modal?id=', 'Query parameter id must not be empty'],
    ['/api/characters/modal?id', 'Query parameter id must not be empty'],
    ['/api/characters/modal?id=l1-reimu&id=l1-reimu', 'Query parameter id is given more than once'],
  ])('answers %s with a JSON 400', async (path, message) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, statusCode: 400, statusMessage: 'Bad Request', message });
  });

  it('repeats an unknown id in its 404 cut short, with control characters escaped', async () => {
    const newline = await api('/api/characters/modal?id=a%0Ab');
    expect(newline.status).toBe(404);
    expect(newline.body.message).toBe('Character a\\u000ab does not exist');
    const long = await api(`/api/characters/modal?id=${'x'.repeat(5000)}`);
    expect(long.body.message).toBe(`Character ${'x'.repeat(64)}… does not exist`);
  });

  it.each(['nobody', 'a7-yuyuko'])('answers the unknown or unrevealed %s with the catalogue 404', async (id) => {
    const res = await api(`/api/characters/modal?id=${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      statusCode: 404,
      statusMessage: 'Page Not Found!',
      message: `Character ${id} does not exist`,
      context: 'character-modal',
    });
  });
});

describe('character list form', () => {
  it('has exactly the spec fields, with the current rarity as type, and the release order tells how each debut is known', async () => {
    const res = await api('/api/characters/release-date');
    const releaseKeys = ['releasePrecision', 'releaseSource', 'releaseSourceKind'];
    for (const c of res.body.data) expect(Object.keys(c).sort()).toEqual([...LIST_FORM_KEYS, ...releaseKeys].sort());
    for (const c of (await api('/api/characters/role-type')).body.data[0].characters) expect(Object.keys(c).sort()).toEqual(LIST_FORM_KEYS);
    expect(res.body.data.find((c: { id: string }) => c.id === 'a6-sakuya')).toMatchObject({ releasePrecision: 'by' });
    expect(res.body.data.find((c: { id: string }) => c.id === 'a7-youmu')).toEqual({
      id: 'a7-youmu',
      status: 'upcoming',
      type: 'sfes',
      announced: false,
      image: '/images/a7-youmu.png',
      spoilerSafeImage: null,
      metadata: 'A7 · technical',
      role: 'technical',
      universe: 'A7',
      bottom: 'Youmu (Cherry Blossom)',
      releaseDate: '2031-01-01T06:00:00.000Z',
      releasePrecision: 'instant',
      releaseSource: null,
      releaseSourceKind: null,
    });
  });
});

describe('released character lists', () => {
  it('release-date lists every released character in release order', async () => {
    const res = await api('/api/characters/release-date');
    expect(ids(res.body.data)).toEqual(['l1-marisa', 'l1-reimu', 'a6-reimu', 'a6-sakuya', 'a7-youmu']);
  });

  it('prayer-type lists the same characters by name', async () => {
    const res = await api('/api/characters/prayer-type');
    expect(ids(res.body.data)).toEqual(['l1-marisa', 'l1-reimu', 'a6-reimu', 'a6-sakuya', 'a7-youmu']);
    expect(res.body.data.map((c: { type: string }) => c.type)).toEqual(['gen', 'gen', 'afes', 'fes', 'sfes']);
  });

  it('chronological counts released characters per current rarity and lists the upcoming ones', async () => {
    const res = await api('/api/characters/chronological');
    // Documented without the `data` envelope: the keys are at the top, beside metadata.
    expect(res.body.data).toBeUndefined();
    expect(res.body.counter).toEqual({
      gen: 2,
      fes: 1,
      afes: 1,
      sfes: 1,
      exfes: 0,
      relic: 0,
      genic: 0,
      epic: 0,
      wfes: 0,
      ds: 0,
      yukkuri: 0,
      aa: 0,
    });
    expect(ids(res.body.upcoming)).toEqual(['a7-youmu']);
    const l1 = res.body.content.find((t: { id: string }) => t.id === 'l1');
    expect(l1.data.map((s: { series: string; available: number; total: number }) => [s.series, s.available, s.total])).toEqual([
      ['l1-main', 2, 4],
      ['eosd', 2, 2],
    ]);
  });
});

describe('grouped lists', () => {
  it('role-type gives the eight roles with their characters', async () => {
    const res = await api('/api/characters/role-type');
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([
      'attack',
      'defense',
      'speed',
      'heal',
      'support',
      'debuff',
      'destroy',
      'technical',
    ]);
    expect(res.body.data[0]).toMatchObject({ id: 'attack', name: 'Attack', kanji: '攻撃' });
    expect(ids(res.body.data[0].characters)).toEqual(['l1-reimu', 'a6-reimu']);
  });

  it('batch paths list batches newest first', async () => {
    const rebirth = await api('/api/characters/rebirth-date');
    expect(rebirth.body.data.map((b: { no: number; date: string }) => [b.no, b.date])).toEqual([
      [2, '2022-06-01T06:00:00.000Z'],
      [1, '2022-02-01T06:00:00.000Z'],
    ]);
    expect(ids(rebirth.body.data[0].characters)).toEqual(['l1-marisa', 'a6-reimu']);
    const standard = await api('/api/characters/standard-prayer-date');
    expect(standard.body.data.map((b: { no: number }) => b.no)).toEqual([1]);
    expect(ids(standard.body.data[0].characters)).toEqual(['l1-reimu', 'l1-marisa']);
    const ritual = await api('/api/characters/ritual-date');
    expect(ritual.body.data.map((b: { no: number; date: string }) => [b.no, b.date])).toEqual([[1, '2022-03-01T06:00:00.000Z']]);
    expect(ids(ritual.body.data[0].characters)).toEqual(['a6-sakuya']);
    // The one rebirth costume batch is a spoiler (2031).
    expect((await api('/api/characters/rebirth-costume-date')).body.data).toEqual([]);
    const costumes = await api('/api/characters/rebirth-costume-date?jpContent=1');
    expect(ids(costumes.body.data[0].characters)).toEqual(['a6-flandre']);
  });

  it('variants follow the inclusion rule and leave out base names with nothing to show', async () => {
    const res = await api('/api/characters/variants');
    expect(res.body.data).toHaveLength(1);
    const reimu = res.body.data[0];
    expect(reimu).toMatchObject({ enName: 'Reimu Hakurei', jpName: '博麗霊夢', available: 2, total: 3 });
    expect(ids(reimu.characters)).toContain('a6-remilia');
    expect(ids(reimu.characters)).not.toContain('l1-mima');
  });

  it('universe gives each group with its worlds as series blocks', async () => {
    const res = await api('/api/characters/universe');
    expect(res.body.data.map((g: { id: string }) => g.id)).toEqual(['l1', 'a']);
    const worlds = res.body.data[1].data;
    expect(worlds.map((w: any) => [w.series, w['en-title'], w['jp-title'], w.large, w.available, w.total])).toEqual([
      ['A6', 'Scarlet', null, false, 2, 3],
      ['A7', 'Cherry Blossom', null, false, 1, 1],
    ]);
    expect(ids(worlds[1].characters)).toEqual(['a7-youmu']);
  });

  it('unreleased gives the six lists, the JP one empty in the spoiler-free view', async () => {
    const res = await api('/api/characters/unreleased');
    const lists = Object.fromEntries(Object.entries(res.body.data).map(([k, v]) => [k, ids(v as { id: string }[])]));
    expect(lists).toEqual({
      jp: [],
      announced: ['l1-okina'],
      story: ['l1-shinki'],
      printWorkStory: [],
      pc98Story: ['l1-mima'],
      mv: ['a6-remilia'],
    });
    expect(res.body.data.announced[0].announced).toBe(true);
  });
});

describe('errors and caching', () => {
  it('answer the 500 with the route context when an operation yields nothing', async () => {
    const handler = createRequestHandler({
      legacyTables: [
        {
          document: 'query Empty { ...LegacyMetadata }',
          routes: [
            {
              path: '/api/empty',
              operation: 'Empty',
              context: 'release-order',
              tag: 'Characters',
              summary: 'Nothing',
              response: z.null(),
              reshape: () => null,
            },
          ],
        },
      ],
    });
    const res = await handler({ method: 'GET', url: '/api/empty', headers: {}, dataVersion: await currentDataVersion() });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toMatchObject({
      statusCode: 500,
      message: 'Server is not responding the request',
      context: 'release-order',
    });
    expect(charactersLegacy.routes.map((r) => r.context)).toEqual([
      'character-modal',
      'conventional-order',
      'release-order',
      'prayer-type',
      'role-type',
      'rebirth-order',
      'standard-prayer',
      'ritual-prayer',
      'rebirth-costume-order',
      'variant-tracker',
      'universe-tracker',
      'unreleased-character',
    ]);
  });

  it('refuse other methods with 405', async () => {
    const res = await api('/api/characters/release-date', { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe('statements per request', () => {
  const releaseDate = compileLegacyTables(schema, legacyTables).get('GET /api/characters/release-date');

  /** Statements of one run, with nothing kept from the runs before it. */
  async function statementsFor(run: () => Promise<unknown>): Promise<number> {
    clearReadCache();
    database.statements.length = 0;
    await run();
    return database.statements.length;
  }

  it('release-date issues a small constant number', async () => {
    expect(await statementsFor(() => api('/api/characters/release-date'))).toBeLessThanOrEqual(6);
  });

  it('release-date does not issue more for a larger page', async () => {
    const query = print(releaseDate!.document);
    const run = (first: number) => async () => {
      const res = await graphql(query, { orderBy: 'RELEASE', first }, { trusted: true });
      expect(res.errors).toBeUndefined();
      expect(res.data?.characters.edges).toHaveLength(first === 1 ? 1 : 5);
    };
    // What is read once per data version is read by a first run.
    await run(1)();
    expect(await statementsFor(run(LEGACY_LIST_LIMIT))).toBe(await statementsFor(run(1)));
  });
});
