import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyCardsLegacy } from '../../server/storyCards/legacy.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const CARD_FORM_KEYS = [
  'alias',
  'artist',
  'buffs',
  'characters',
  'id',
  'img',
  'name',
  'nameOfficial',
  'nameOriginal',
  'obtain',
  'randomBuffs',
  'rarity',
  'releaseDate',
  'revealTime',
  'sort',
  'stats',
  'totalStat',
  'type',
  'wiki',
];
const BUFF_KEYS = ['attr', 'attrName', 'attrType', 'character', 'enabled', 'metadata', 'rank', 'role', 'target', 'text', 'turn', 'values'];
const ILLUSTRATOR_KEYS = ['id', 'jp', 'pixiv', 'storyCards', 'twitter', 'website'];

describe('/api/story-cards golden files', () => {
  it('cover every documented path', () => {
    expect(storyCardsLegacy.routes.map((r) => r.path)).toEqual(['/api/story-cards/get-list', '/api/story-cards/get-illust']);
  });

  it.each(['get-list', 'get-illust'])('/api/story-cards/%s', async (name) => {
    const res = await api(`/api/story-cards/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.metadata).toEqual({ lastUpdate: { number: 3, timestamp: '2026-03-01T00:00:00.000Z' } });
    expectGolden(`story-cards-${name}`, res.body);
  });

  it.each(['get-list', 'get-illust'])(
    '/api/story-cards/%s leaves out the unrevealed card, its artist and featured spoilers',
    async (name) => {
      const text = JSON.stringify((await api(`/api/story-cards/${name}`)).body);
      expect(text).not.toContain('Cherry Blossom Dream');
      expect(text).not.toContain('Unreleased Artist');
      expect(text).not.toContain('yuyuko');
      expect(text).not.toContain('flandre');
      const jp = JSON.stringify((await api(`/api/story-cards/${name}?jpContent=1`)).body);
      expect(jp).toContain('Cherry Blossom Dream');
    },
  );

  it.each(['POST', 'PUT'])('answers %s with 405', async (method) => {
    const res = await api('/api/story-cards/get-list', { method, body: '{}' });
    expect(res.status).toBe(405);
  });
});

describe('/api/story-cards/get-list', () => {
  it('gives every card in the spec form, newest first, with the picker tags and the featured chips', async () => {
    const { data } = (await api('/api/story-cards/get-list')).body;
    expect(Object.keys(data).sort()).toEqual(['chips', 'content', 'tags']);
    expect(data.content.map((c: { id: number }) => c.id)).toEqual([8, 7, 6, 5, 4, 3, 1]);
    for (const card of data.content) {
      expect(Object.keys(card).sort()).toEqual(CARD_FORM_KEYS);
      for (const b of [...card.buffs, ...card.randomBuffs]) expect(Object.keys(b).sort()).toEqual(BUFF_KEYS);
    }
    expect(data.tags).toContainEqual({ id: 'human', name: 'Human', kind: 'character-tag' });
    expect(data.tags).toContainEqual({ id: 'yang-atk', name: 'Yang ATK Up', kind: 'general' });
    expect(data.chips.map((c: { id: string }) => c.id)).toEqual(['l1-marisa', 'l1-reimu', 'a6-reimu', 'a6-sakuya']);
  });

  it('gives stats as min and max lists (a random stat as its range), the total with HP at 0.2, and "?" as null before release', async () => {
    const { content } = (await api('/api/story-cards/get-list')).body.data;
    const fate = content.find((c: { id: number }) => c.id === 7);
    expect(fate.stats).toEqual([
      { type: 'hp', min: [100], max: [280, 340] },
      { type: 'yin-atk', min: [40], max: [100] },
    ]);
    expect(fate.totalStat).toEqual({ min: 60, max: 160 });
    expect(fate.randomBuffs).toMatchObject([{ attr: 'water', values: [5, 15] }]);
    const announced = content.find((c: { id: number }) => c.id === 8);
    expect(announced.stats[0]).toEqual({ type: 'yang-atk', min: [null], max: [125] });
    expect(announced.totalStat).toEqual({ min: null, max: 250 });
    expect(announced.buffs[0].values).toEqual([null, 50]);
    expect(announced).toMatchObject({ releaseDate: '2031-03-01T00:00:00.000Z', revealTime: '2026-01-01T00:00:00.000Z' });
  });

  it('gives obtaining entries with colon-separated metadata whose third part is the end, hiding ended ones', async () => {
    const { content } = (await api('/api/story-cards/get-list')).body.data;
    const garden = content.find((c: { id: number }) => c.id === 4);
    expect(garden.obtain).toEqual([
      {
        type: 'event',
        display: 'Moon Festival',
        metadata: `event::${Date.parse('2031-12-31T00:00:00Z')}`,
        endDate: '2031-12-31T00:00:00.000Z',
      },
    ]);
    expect(Number(garden.obtain[0].metadata.split(':')[2])).toBe(Date.parse(garden.obtain[0].endDate));
    const shrine = content.find((c: { id: number }) => c.id === 3);
    expect(shrine.obtain.map((o: { type: string }) => o.type)).toEqual(['standard-prayer']);
    expect(shrine.alias).toEqual([
      { value: 'Reimu and Marisa', priority: 1 },
      { value: 'Shrine Magic', priority: 0 },
    ]);
    expect(shrine.characters).toEqual(['l1-marisa', 'l1-reimu']);
  });
});

describe('/api/story-cards/get-illust', () => {
  it('lists illustrators with a released card, by name, with their cards', async () => {
    const { data } = (await api('/api/story-cards/get-illust')).body;
    expect(data.map((a: { id: string }) => a.id)).toEqual(['Fixture Artist', 'Moonlit Artist']);
    for (const a of data) expect(Object.keys(a).sort()).toEqual(ILLUSTRATOR_KEYS);
    expect(data[0]).toMatchObject({ jp: 'テスト', twitter: 'https://twitter.com/fixture_artist', pixiv: 'https://www.pixiv.net/users/1' });
    expect(data[0].storyCards[0]).toEqual({
      id: 8,
      name: 'Announced Card',
      sort: 'announced card',
      rarity: 5,
      releaseDate: '2031-03-01T00:00:00.000Z',
      image: null,
    });
    const jp = (await api('/api/story-cards/get-illust?jpContent=1')).body.data;
    expect(jp.map((a: { id: string }) => a.id)).toEqual(['Fixture Artist', 'Moonlit Artist', 'Unreleased Artist']);
  });
});
