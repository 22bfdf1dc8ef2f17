import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { towerLegacy } from '../../server/tower/legacy.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const METADATA = { lastUpdate: { number: 3, timestamp: '2026-03-01T00:00:00.000Z' } };

/** Every documented path, with the golden file it is compared with. */
const GOLDEN: [string, string][] = [
  ['/api/towers/get-list', 'towers-get-list'],
  ['/api/towers/get-detail?floor=3', 'towers-get-detail'],
  ['/api/towers/get-detail?floor=2', 'towers-get-detail-empty-slot'],
  ['/api/towers/get-rewards', 'towers-get-rewards'],
  ['/api/towers/get-hp-graph', 'towers-get-hp-graph'],
  ['/api/towers/get-list?jpContent=1', 'towers-get-list-jp'],
];

describe('/api/towers golden files', () => {
  it('cover every documented path', () => {
    expect(towerLegacy.routes.map((r) => r.path)).toEqual([
      '/api/towers/get-list',
      '/api/towers/get-detail',
      '/api/towers/get-rewards',
      '/api/towers/get-hp-graph',
    ]);
    for (const r of towerLegacy.routes) expect(GOLDEN.some(([path]) => path.startsWith(r.path))).toBe(true);
  });

  it.each(GOLDEN)('%s', async (path, golden) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.metadata).toEqual(METADATA);
    expectGolden(golden, res.body);
  });

  it.each(GOLDEN.filter(([p]) => !p.includes('jpContent')))(
    '%s leaves out the floor still to come and the hidden characters',
    async (path) => {
      const text = JSON.stringify((await api(path)).body);
      expect(text).not.toMatch(/"floor":6\b|2031|sasora|flandre|yuyuko|okina/);
    },
  );
});

describe('/api/towers/get-list', () => {
  it('gives floor, release, rewards (id, name, amount) and the sample flag', async () => {
    const res = await api('/api/towers/get-list');
    expect(res.body.data[1]).toEqual({
      floor: 2,
      release: '2021-07-01T06:00:00.000Z',
      rewards: [
        { id: 'coins', name: 'Coins', amount: 1500 },
        { id: 'manaka-3', name: 'Manaka Crystal', amount: 2 },
      ],
      sample: true,
    });
  });
});

describe('/api/towers/get-detail', () => {
  it('gives three enemy places, null where a slot is empty, with barriers as a number or one per gauge', async () => {
    const empty = (await api('/api/towers/get-detail?floor=2')).body.data;
    expect(empty.enemies.map((e: any) => e?.unit.name ?? null)).toEqual(['Fairy Maid', null, 'Marisa Kirisame']);
    expect(empty.enemies[0]).toMatchObject({ unit: { id: null, jpName: '妖精メイド', translit: 'Yousei Meido' }, barriers: 2, gauges: [] });
    const boss = (await api('/api/towers/get-detail?floor=3')).body.data;
    expect(boss).toMatchObject({ floor: 3, release: null, useGauge: true, sample: true });
    expect(boss.enemies[0]).toMatchObject({ barriers: [3, 4, 5], gauges: [20000, 20000, 20000], weaks: ['moon', 'star'], resists: ['no'] });
    expect(boss.enemies[0].ability.effects[0]).toEqual({
      type: 'anomaly-immunity',
      anomalies: ['blind', 'burn', 'freeze', 'paralyze', 'poison'],
      elements: [],
      // Keys the data does not give are null, as in story card effects.
      value: null,
      text: null,
    });
  });

  it("answers a floor out of range, one still to be released, or none at all with the spec's 404 (the page's field clamps; this path does not)", async () => {
    for (const query of ['?floor=999999', '?floor=500', '?floor=0', '?floor=-2', '?floor=6', '']) {
      const res = await api(`/api/towers/get-detail${query}`);
      expect(res.status, query).toBe(404);
      expect(res.body, query).toEqual({
        error: true,
        statusCode: 404,
        statusMessage: 'Page Not Found!',
        message: 'Tower floor does not exist!',
        context: 'tower-floor',
      });
    }
    // The floor still to be released is there with the spoiler switch, and only the floor asked for is answered.
    expect((await api('/api/towers/get-detail?floor=6&jpContent=1')).body.data.floor).toBe(6);
    expect((await api('/api/towers/get-detail?floor=7&jpContent=1')).status).toBe(404);
    expect((await api('/api/towers/get-detail?floor=1')).body.data.floor).toBe(1);
    expect((await api('/api/towers/get-detail?floor=5')).body.data.floor).toBe(5);
  });

  it("answers a floor that does not exist with the spec's 404", async () => {
    const res = await api('/api/towers/get-detail?floor=4');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      statusCode: 404,
      statusMessage: 'Page Not Found!',
      message: 'Tower floor does not exist!',
      context: 'tower-floor',
    });
  });

  it('refuses a floor parameter that is not an integer, or out of its range', async () => {
    for (const bad of ['abc', '2.5', '1e3', '%20', '%203', '1000000000']) {
      const res = await api(`/api/towers/get-detail?floor=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('Query parameter floor must be an integer from -999999999 to 999999999');
    }
  });

  it('refuses a floor given empty, bare or twice, as every parameter', async () => {
    expect((await api('/api/towers/get-detail?floor=')).body.message).toBe('Query parameter floor must not be empty');
    expect((await api('/api/towers/get-detail?floor')).body.message).toBe('Query parameter floor must not be empty');
    const twice = await api('/api/towers/get-detail?floor=3&floor=3');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Query parameter floor is given more than once');
  });
});

describe('/api/towers/get-rewards', () => {
  it('gives each item with its total and its floors', async () => {
    const res = await api('/api/towers/get-rewards');
    expect(res.body.data[1]).toEqual({
      item: 'kyara-2',
      name: 'Character Fragment',
      total: 3,
      values: [
        { floor: 3, amount: 1, release: null },
        { floor: 5, amount: 2, release: '2022-01-01T06:00:00.000Z' },
      ],
    });
  });
});

describe('/api/towers/get-hp-graph', () => {
  it('gives floor, value and isReleased', async () => {
    const res = await api('/api/towers/get-hp-graph?jpContent=1');
    expect(res.body.data.at(-1)).toEqual({ floor: 6, value: 240000, isReleased: false });
    expect(Object.keys(res.body.data[0])).toEqual(['floor', 'value', 'isReleased']);
  });
});
