import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalRangePattern } from '../../server/legacy/types.ts';
import { prayersLegacy } from '../../server/prayers/legacy.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const METADATA = { lastUpdate: { number: 3, timestamp: '2026-03-01T00:00:00.000Z' } };

/** Every documented GET path with the query a request needs, and its golden file. */
const GOLDEN: [string, string][] = [
  ['/api/prayers/get-list', 'prayers-get-list'],
  ['/api/prayers/get-list?last=5', 'prayers-get-list-after-5'],
  ['/api/prayers/get-detail?id=5', 'prayers-get-detail'],
  ['/api/prayers/get-detail?id=6', 'prayers-get-detail-own-pool'],
  ['/api/prayers/get-special/standard', 'prayers-get-special-standard'],
  ['/api/prayers/get-special/ritual', 'prayers-get-special-ritual'],
  ['/api/characters/standard-pool', 'characters-standard-pool'],
  ['/api/characters/ritual-pool', 'characters-ritual-pool'],
  ['/api/characters/forever-prayer', 'characters-forever-prayer'],
  ['/api/characters/forever-prayer?id=1', 'characters-forever-prayer-id'],
];

const roll = (body: unknown, jp = false) =>
  api(`/api/prayers/roll${jp ? '?jpContent=1' : ''}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('/api prayer paths', () => {
  it('cover every documented path', () => {
    expect(prayersLegacy.routes.map((r) => `${r.method ?? 'GET'} ${r.path}`)).toEqual([
      'GET /api/prayers/get-list',
      'GET /api/prayers/get-detail',
      'GET /api/prayers/get-special/standard',
      'GET /api/prayers/get-special/ritual',
      'POST /api/prayers/roll',
      'GET /api/characters/standard-pool',
      'GET /api/characters/ritual-pool',
      'GET /api/characters/forever-prayer',
    ]);
  });

  it.each(GOLDEN)('%s (golden)', async (path, golden) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.metadata).toEqual(METADATA);
    expectGolden(golden, res.body);
  });

  it.each(GOLDEN)('%s leaves out what is still a spoiler', async (path) => {
    const text = JSON.stringify((await api(path)).body);
    for (const spoiler of ['a6-flandre', 'a7-yuyuko', 'Scarlet Night', 'Cherry Blossom Dream']) expect(text).not.toContain(spoiler);
  });
});

describe('/api/prayers/get-list', () => {
  it('pages after the last prayer loaded, newest first, with the search choices', async () => {
    const first = (await api('/api/prayers/get-list')).body.data;
    expect(first.content.map((p: any) => p.id)).toEqual([3, 8, 5, 2, 6, 10, 1, 4, 9]);
    expect(first.isLast).toBe(true);
    expect(Object.keys(first.filterOpts)).toEqual(['characters', 'cards']);
    const after = (await api('/api/prayers/get-list?last=6')).body.data;
    expect(after.content.map((p: any) => p.id)).toEqual([10, 1, 4, 9]);
  });

  it('keeps unknown dates unknown and gives the documented prayer form', async () => {
    const content = (await api('/api/prayers/get-list')).body.data.content;
    expect(content.find((p: any) => p.id === 9)).toMatchObject({ start: null, end: null, duration: null, status: 'unknown' });
    expect(content.find((p: any) => p.id === 10)).toMatchObject({
      start: null,
      end: '2022-01-10T00:00:00.000Z',
      endPrecision: 'day',
      max: 1,
      opts: { disableSC: true },
      typeLabel: 'God Crystal',
    });
  });

  it('shows an announced-later prayer only with the spoiler switch', async () => {
    const on = (await api('/api/prayers/get-list?jpContent=1')).body.data;
    expect(on.content[0]).toMatchObject({ id: 7, name: 'Scarlet Night of Flandre' });
    expect(on.filterOpts.characters.map((c: any) => c.id)).toContain('a6-flandre');
  });

  it('refuses a malformed last with a 400', async () => {
    const res = await api('/api/prayers/get-list?last=abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Query parameter last must be a non-negative integer');
  });
});

describe('/api/prayers/get-detail', () => {
  it('gives the pool with its chances and the pulls offered', async () => {
    const data = (await api('/api/prayers/get-detail?id=6')).body.data;
    expect(data.pullKinds).toEqual(['gc']);
    expect(data.pool.sample).toBe(false);
    expect(data.pool.characters[0]).toEqual({
      id: 'l1-marisa',
      shortName: 'Marisa',
      shortTranslitName: null,
      rateType: 'pick-up',
      chance: { sc: 0.2, gc: 0.25 },
      img: '/images/l1-marisa.png',
      rarity: 'gen',
      isPickUp: true,
    });
  });

  it('answers an unknown or unannounced prayer with the "Prayer id" 404', async () => {
    for (const id of [999, 7]) {
      const res = await api(`/api/prayers/get-detail?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: true, statusCode: 404, message: `Prayer id ${id} does not exist`, context: 'prayer-detail' });
    }
    expect((await api('/api/prayers/get-detail?id=7&jpContent=1')).body.data.name).toBe('Scarlet Night of Flandre');
  });

  it('needs a numeric id', async () => {
    expect((await api('/api/prayers/get-detail')).status).toBe(400);
    expect((await api('/api/prayers/get-detail?id=x')).status).toBe(400);
  });
});

describe('/api/characters/forever-prayer', () => {
  it('answers an unknown id with "data is null"', async () => {
    const res = await api('/api/characters/forever-prayer?id=99');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'data is null', context: 'forever-prayer' });
  });

  it('shows a spoiler Friend only with the switch', async () => {
    const on = (await api('/api/characters/forever-prayer?jpContent=1')).body.data.content;
    expect(on.newCharacters.map((c: any) => c.id)).toEqual(['a6-sakuya', 'a6-flandre']);
  });
});

describe('POST /api/prayers/roll', () => {
  it('rolls and answers the documented form (golden: the ritual pool has one Friend without the switch)', async () => {
    const res = await roll({ id: 'ritual', type: 'multi', sbNo: -1, suNo: -1, pullNo: 0 });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
    expectGolden('prayers-roll', res.body);
  });

  it('honours step-up counters and says when a track is done', async () => {
    const res = await roll({ id: 5, type: 'step-up', sbNo: 0, suNo: 4, pullNo: 4 });
    expect(res.body.data).toMatchObject({ sc: 460, gc: 0, dust: 30, pullNo: 5, sbNo: 0, suNo: 5, disableSU: true, sample: true });
    expect(res.body.data.result).toHaveLength(10);
    expect(res.body.data.result.filter((r: any) => r.guaranteed && r.isPickUp && r.type === 'chara')).toHaveLength(1);
    const exhausted = await roll({ id: 5, type: 'step-up', sbNo: 0, suNo: 5, pullNo: 5 });
    expect(exhausted.status).toBe(400);
    expect(exhausted.body.message).toMatch(/exhausted/);
  });

  it('disables god crystal pulls at the pull limit', async () => {
    const last = await roll({ id: 6, type: 'gc', sbNo: -1, suNo: -1, pullNo: 2 });
    expect(last.body.data).toMatchObject({ gc: 300, pullNo: 3, disableGC: true, sbNo: -1, suNo: -1, disableSU: null });
    expect((await roll({ id: 6, type: 'gc', pullNo: 3 })).status).toBe(400);
  });

  it.each([
    [{ id: 999, type: 'single' }, 404, 'Prayer id 999 does not exist'],
    [{ id: 7, type: 'single' }, 404, 'Prayer id 7 does not exist'],
    [{ id: 5, type: 'ten' }, 400, 'Body field type must be single, multi, gc or step-up'],
    [{ type: 'single' }, 400, 'Body field id is required: a prayer id, standard or ritual'],
    [{ id: 5, type: 'step-up' }, 400, 'Body field sbNo is required for a step-up pull'],
    [{ id: 5, type: 'single', pullNo: 'many' }, 400, 'Body field pullNo must be a whole number from 0 to 1000000 (or -1)'],
    [{ id: 5, type: 'single', pullNo: 1_000_001 }, 400, 'Body field pullNo must be a whole number from 0 to 1000000 (or -1)'],
    [{ id: 5, type: 'single', pullNo: '-5' }, 400, 'Body field pullNo must be a whole number from 0 to 1000000 (or -1)'],
    [{ id: '0', type: 'single' }, 400, 'Body field id must be a prayer id (a whole number from 1 to 2147483647), standard or ritual'],
    [{ id: 5, type: 'single', pulls: 2 }, 400, 'Body field pulls is not allowed: the body takes id, type, sbNo, suNo, pullNo'],
    [
      { id: 5, type: 'single', ['a\n'.repeat(100)]: 1 },
      400,
      `Body field ${'a\\u000a'.repeat(32)}… is not allowed: the body takes id, type, sbNo, suNo, pullNo`,
    ],
    // Past GraphQL's Int: refused with the field's name, never a 500.
    ...(['id', 'sbNo', 'suNo'] as const).flatMap((field) =>
      [2 ** 31, '2147483648', 1e20].map(
        (value) =>
          [
            { id: 5, type: 'step-up', sbNo: 0, suNo: 0, pullNo: 0, [field]: value },
            400,
            field === 'id'
              ? 'Body field id must be a prayer id (a whole number from 1 to 2147483647), standard or ritual'
              : `Body field ${field} must be a whole number from 0 to 2147483647 (or -1)`,
          ] as const,
      ),
    ),
    ['not json', 400, 'The request body must be JSON'],
    [[1, 2], 400, 'The request body must be a JSON object'],
  ] as const)('%j answers %i', async (body, status, message) => {
    const res = await roll(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: true, statusCode: status, message });
  });

  it('takes as digit strings exactly the numbers of a field’s range', () => {
    for (const [min, max] of [
      [0, 5],
      [1, 10],
      [0, 1_000_000],
      [1, 2_147_483_647],
    ] as const) {
      const pattern = new RegExp(`^(?:${decimalRangePattern(min, max)})$`);
      const around = [0, 1, 9, 10, 99, 100, max - 1, max, max + 1, max * 10, Math.floor(max / 7)];
      for (const n of around) {
        expect(pattern.test(String(n)), `${n} in ${min}..${max}`).toBe(n >= min && n <= max);
        expect(pattern.test(`00${n}`), `00${n} in ${min}..${max}`).toBe(n >= min && n <= max);
      }
      for (const text of ['', '-1', '+1', '1.0', ' 1', '1e3']) expect(pattern.test(text), text).toBe(false);
    }
  });

  it('rolls a spoiler prayer with the switch on', async () => {
    const res = await roll({ id: 7, type: 'step-up', sbNo: 0, suNo: 1, pullNo: 0 }, true);
    expect(res.status).toBe(200);
    expect(res.body.data.result.filter((r: any) => r.guaranteed).map((r: any) => r.id)).toEqual(['a6-flandre']);
  });

  it('is POST only', async () => {
    const res = await api('/api/prayers/roll');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
