// Every key the spec names for every documented /api path (characters-home-shell.md sections 3 and
// 7, prayers-cards-tower-shell.md section 7), spelled as the spec spells it, so a renamed key fails.
// A path is a dotted walk: `a.b` needs key `b` under `a` (its value may be null), `a[]` needs an
// array, and `a[].b` needs `b` on every element of a list that has at least one element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyTables } from '../../server/legacyTables.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LIST_FORM = [
  'id',
  'status',
  'type',
  'announced',
  'image',
  'spoilerSafeImage',
  'metadata',
  'role',
  'universe',
  'bottom',
  'releaseDate',
];
const under = (prefix: string, keys: readonly string[]) => keys.map((k) => `${prefix}.${k}`);
const METADATA = ['metadata.lastUpdate'];
const BATCH = ['data[].no', 'data[].date', ...under('data[].characters[]', LIST_FORM), ...METADATA];

/** Request (GET unless a body is given) → the keys the spec documents for its answer. */
const DOCUMENTED: { path: string; body?: unknown; keys: string[] }[] = [
  {
    path: '/api/general/home',
    keys: [
      ...under('data.upcoming[]', LIST_FORM),
      ...under('data.counter', ['gen', 'fes', 'afes', 'sfes', 'exfes', 'relic', 'genic', 'epic', 'wfes', 'ds', 'yukkuri', 'aa']),
      ...under('data.storyCard', ['s1', 's2', 's3', 's4', 's5', 'plum', 'orchid', 'chrysanthemum', 'bamboo']),
      'data.prayers[]',
      ...under('data.maintenanceData', ['id', 'start', 'end', 'news', 'status', 'devLetter.time', 'devLetter.url']),
      'data.lastUpdate',
      'data.lastContent',
      ...METADATA,
    ],
  },
  {
    path: '/api/general/updates',
    keys: [
      ...under('data.content[]', ['number', 'timestamp', 'title', 'subtitle', 'complex', 'features', 'contents', 'fixes', 'data']),
      ...under('data.content[].features[]', ['detail', 'url', 'spoiler', 'revealTime', 'subItems']),
      'data.isLast',
      ...METADATA,
    ],
  },
  {
    path: '/api/characters/modal?id=l1-reimu',
    keys: under('data', [
      'id',
      'title.en',
      'name.jp',
      'name.kana',
      'name.en',
      'name.translit',
      'name.meta.modal-small',
      'name.meta.kana-structure',
      'img.full',
      'img.frFull',
      'color[]',
      'status',
      'type',
      ...under('release', ['debut', 'general', 'ritual', 'bannerCount', 'lastBanner', 'fr']),
      'releaseNo',
      ...under('info', ['gamepress', 'youtube', 'touhou-wiki', 'lw-chron']),
      'meta.world',
      'meta.role',
    ]),
  },
  {
    // The one path the spec documents without the `data` envelope.
    path: '/api/characters/chronological',
    keys: [
      ...under('counter', ['gen', 'fes', 'afes', 'sfes', 'exfes', 'relic', 'genic', 'epic', 'wfes', 'ds', 'yukkuri', 'aa']),
      ...under('upcoming[]', LIST_FORM),
      'content[].id',
      'content[].name',
      ...under('content[].data[]', ['series', 'jp-title', 'en-title', 'large', 'available', 'total']),
      ...under('content[].data[].data[]', LIST_FORM),
    ],
  },
  { path: '/api/characters/release-date', keys: [...under('data[]', LIST_FORM), ...METADATA] },
  { path: '/api/characters/prayer-type', keys: [...under('data[]', LIST_FORM), ...METADATA] },
  {
    path: '/api/characters/role-type',
    keys: [...under('data[]', ['id', 'name', 'kanji']), ...under('data[].characters[]', LIST_FORM), ...METADATA],
  },
  { path: '/api/characters/rebirth-date', keys: BATCH },
  { path: '/api/characters/standard-prayer-date', keys: BATCH },
  { path: '/api/characters/ritual-date', keys: BATCH },
  // Its one batch in the test data is a spoiler.
  { path: '/api/characters/rebirth-costume-date?jpContent=1', keys: BATCH },
  {
    path: '/api/characters/variants',
    keys: [
      ...under('data[]', ['jpName', 'enName', 'translitName', 'jpSize', 'available', 'total']),
      ...under('data[].characters[]', LIST_FORM),
      ...METADATA,
    ],
  },
  {
    path: '/api/characters/universe',
    keys: [
      'data[].id',
      'data[].name',
      ...under('data[].data[]', ['series', 'available', 'large', 'en-title', 'jp-title', 'total']),
      ...under('data[].data[].characters[]', LIST_FORM),
      ...METADATA,
    ],
  },
  {
    path: '/api/characters/unreleased',
    keys: [...under('data', ['jp[]', 'announced[]', 'story[]', 'printWorkStory[]', 'pc98Story[]', 'mv[]']), ...METADATA],
  },
  { path: '/api/prayers/get-list', keys: ['data.content[]', 'data.filterOpts', ...METADATA] },
  { path: '/api/prayers/get-detail?id=5', keys: ['data.id', ...METADATA] },
  { path: '/api/prayers/get-special/standard', keys: ['data', ...METADATA] },
  { path: '/api/prayers/get-special/ritual', keys: ['data', ...METADATA] },
  {
    path: '/api/prayers/roll',
    body: { id: 'ritual', type: 'multi', sbNo: -1, suNo: -1, pullNo: 0 },
    keys: under('data', ['result[]', 'coin', 'sc', 'gc', 'dust', 'disableGC', 'pullNo']),
  },
  { path: '/api/characters/standard-pool', keys: ['data[]', ...METADATA] },
  { path: '/api/characters/ritual-pool', keys: ['data[]', ...METADATA] },
  { path: '/api/characters/forever-prayer', keys: ['data.content', 'data.head'] },
  { path: '/api/characters/forever-prayer?id=1', keys: ['data.content', 'data.head'] },
  { path: '/api/towers/get-list', keys: ['data[]', ...METADATA] },
  { path: '/api/towers/get-detail?floor=3', keys: ['data'] },
  { path: '/api/towers/get-rewards', keys: ['data', ...METADATA] },
  { path: '/api/towers/get-hp-graph', keys: ['data[].floor', 'data[].value', 'data[].isReleased', 'metadata.lastUpdate'] },
  { path: '/api/story-cards/get-list', keys: ['data.content[]', 'data.tags', 'data.chips', ...METADATA] },
  { path: '/api/story-cards/get-illust', keys: ['data[]', ...METADATA] },
];

/** The keys of `keys` missing from `value`, each as the walk that failed. */
function missingKeys(value: unknown, keys: readonly string[]): string[] {
  const missing: string[] = [];
  for (const key of keys) {
    const steps = key.split('.');
    let reached = 0;
    const walk = (at: unknown, i: number, where: string): void => {
      if (i === steps.length) {
        reached++;
        return;
      }
      const list = steps[i].endsWith('[]');
      const name = list ? steps[i].slice(0, -2) : steps[i];
      if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, name)) {
        missing.push(`${key} (no ${name} at ${where || 'the top'})`);
        return;
      }
      const next = (at as Record<string, unknown>)[name];
      const here = where ? `${where}.${name}` : name;
      if (!list) walk(next, i + 1, here);
      else if (!Array.isArray(next)) missing.push(`${key} (${here} is not a list)`);
      else if (i + 1 === steps.length) reached++;
      else next.forEach((item, n) => walk(item, i + 1, `${here}[${n}]`));
    };
    walk(value, 0, '');
    // A key under lists that are all empty could not be checked: the answer must show it once.
    if (!reached && !missing.some((m) => m.startsWith(`${key} (`))) missing.push(`${key} (every list on the way is empty)`);
  }
  return [...new Set(missing.map((m) => m.replace(/\[\d+\]/g, '[]')))];
}

describe('documented /api keys', () => {
  it('the table names every documented path', () => {
    const routes = legacyTables.flatMap((t) => t.routes.map((r) => r.path));
    const named = new Set(DOCUMENTED.map((d) => new URL(d.path, 'http://x').pathname));
    expect(routes.filter((p) => !named.has(p) && !p.includes(':'))).toEqual([]);
  });

  it('the walk finds a missing or renamed key', () => {
    expect(missingKeys({ data: { name: { meta: { modalSmall: true } } } }, ['data.name.meta.modal-small'])).toEqual([
      'data.name.meta.modal-small (no modal-small at data.name.meta)',
    ]);
    expect(missingKeys({ data: [{ a: 1 }, { b: 1 }] }, ['data[].a'])).toEqual(['data[].a (no a at data[])']);
    expect(missingKeys({ data: [] }, ['data[].a'])).toEqual(['data[].a (every list on the way is empty)']);
    expect(missingKeys({ data: [{ b: [] }, { b: [{ a: 1 }] }] }, ['data[].b[].a'])).toEqual([]);
    expect(missingKeys({ data: { a: null } }, ['data.a'])).toEqual([]);
  });

  it.each(DOCUMENTED)('$path answers every key the spec names', async ({ path, body, keys }) => {
    const res = await api(path, body ? { method: 'POST', body: JSON.stringify(body) } : {});
    expect(res.status).toBe(200);
    expect(missingKeys(res.body, keys)).toEqual([]);
  });
});
