// The tower's GraphQL fields against the fixture: floors 1, 2, 3 and 5 are released (3 has no
// release time), floor 6 opens in 2031; floor 3 holds A6 Flandre (a character revealed in 2031)
// and floor 6 A7 Yuyuko (JP-only); floor 4 does not exist.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const numbers = (data: any) => data.towerFloors.edges.map((e: any) => e.node.number);

describe('towerFloors', () => {
  it('lists the released floors lowest first, and every floor with JP content', async () => {
    const q = '{ towerFloors(first: 50) { totalCount edges { node { number released releaseAt sample } } } }';
    const off = await graphql(q);
    expect(off.errors).toBeUndefined();
    expect(numbers(off.data)).toEqual([1, 2, 3, 5]);
    expect(off.data?.towerFloors.totalCount).toBe(4);
    expect(off.data?.towerFloors.edges[2].node).toEqual({ number: 3, released: true, releaseAt: null, sample: true });
    const on = await graphql(q, {}, { jpContent: true });
    expect(numbers(on.data)).toEqual([1, 2, 3, 5, 6]);
    expect(on.data?.towerFloors.edges[4].node).toMatchObject({ number: 6, released: false, releaseAt: '2031-01-01T06:00:00.000Z' });
  });

  it('pages with cursors on the floor number', async () => {
    const first = await graphql('{ towerFloors(first: 2) { pageInfo { hasNextPage endCursor } edges { node { number } } } }');
    expect(numbers(first.data)).toEqual([1, 2]);
    const { endCursor, hasNextPage } = (first.data as any).towerFloors.pageInfo;
    expect(hasNextPage).toBe(true);
    const next = await graphql('query($after: String) { towerFloors(first: 5, after: $after) { edges { node { number } } } }', {
      after: endCursor,
    });
    expect(numbers(next.data)).toEqual([3, 5]);
  });

  it('gives each floor its rewards in order and the total HP of its enemies', async () => {
    const res = await graphql('{ towerFloors(first: 10) { edges { node { number totalHp rewards { amount item { slug name } } } } } }');
    const two = res.data?.towerFloors.edges[1].node;
    expect(two).toEqual({
      number: 2,
      totalHp: 13000,
      rewards: [
        { amount: 1500, item: { slug: 'coins', name: 'Coins' } },
        { amount: 2, item: { slug: 'manaka-3', name: 'Manaka Crystal' } },
      ],
    });
  });
});

describe('towerFloor', () => {
  const floor = async (arg: string, jp = false) => graphql(`{ towerFloor${arg} { number } }`, {}, { jpContent: jp });

  it('clamps the number between 1 and the highest released floor', async () => {
    expect((await floor('(number: 99)')).data?.towerFloor).toEqual({ number: 5 });
    expect((await floor('(number: 6)')).data?.towerFloor).toEqual({ number: 5 });
    expect((await floor('(number: 0)')).data?.towerFloor).toEqual({ number: 1 });
    expect((await floor('(number: -7)')).data?.towerFloor).toEqual({ number: 1 });
    expect((await floor('(number: 2)')).data?.towerFloor).toEqual({ number: 2 });
  });

  it('clamps to the highest floor of all with JP content', async () => {
    expect((await floor('(number: 99)', true)).data?.towerFloor).toEqual({ number: 6 });
    expect((await floor('(number: 6)', true)).data?.towerFloor).toEqual({ number: 6 });
  });

  it('gives the newest released floor without a number, with or without JP content', async () => {
    expect((await floor('')).data?.towerFloor).toEqual({ number: 5 });
    expect((await floor('', true)).data?.towerFloor).toEqual({ number: 5 });
  });

  it('answers a number that lands on no floor with NOT_FOUND and a 404, keeping the rest of the answer', async () => {
    const res = await graphql('{ towerFloor(number: 4) { number } towerFloors(first: 1) { totalCount } }');
    expect(res.status).toBe(404);
    expect(res.data?.towerFloor).toBeNull();
    expect(res.data?.towerFloors.totalCount).toBe(4);
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Tower floor does not exist!', extensions: { code: 'NOT_FOUND' } })]);
  });

  it('gives the enemies by slot with units, elements, barriers and gauges', async () => {
    const res = await graphql(`{ towerFloor(number: 3) {
      useGauge enemies {
        slot unit { slug name jpName image universe revealed } character { slug nameEn }
        hp gauges spells barriers barriersPerGauge weaks resists affinities tags { id name }
        ability { name effects { type anomalies elements value } }
        skills { name spell effects { attrType known attr attrName values target turn } }
      } } }`);
    expect(res.errors).toBeUndefined();
    const floor = res.data?.towerFloor;
    expect(floor.useGauge).toBe(true);
    expect(floor.enemies).toHaveLength(1);
    expect(floor.enemies[0]).toEqual({
      slot: 0,
      unit: {
        slug: 'a6-sakuya',
        name: 'Sakuya Izayoi (Scarlet)',
        jpName: '十六夜咲夜',
        image: '/images/a6-sakuya.png',
        universe: 'A6',
        revealed: true,
      },
      character: { slug: 'a6-sakuya', nameEn: 'Sakuya Izayoi (Scarlet)' },
      hp: 60000,
      gauges: [20000, 20000, 20000],
      spells: 5,
      barriers: [3, 4, 5],
      barriersPerGauge: true,
      weaks: ['MOON', 'STAR'],
      resists: ['NO'],
      affinities: ['METAL'],
      tags: [
        { id: 'human', name: 'Human' },
        { id: 'maid', name: 'Maid' },
      ],
      ability: {
        name: 'Perfect Maid',
        effects: [
          { type: 'anomaly-immunity', anomalies: ['BLIND', 'BURN', 'FREEZE', 'PARALYZE', 'POISON'], elements: [], value: null },
          { type: 'dmg-reduction', anomalies: [], elements: [], value: 20 },
        ],
      },
      skills: [
        {
          name: 'Killing Doll',
          spell: true,
          effects: [
            { attrType: 'stat', known: true, attr: 'yang-atk', attrName: 'Yang ATK Up', values: [2], target: 'self', turn: 3 },
            { attrType: 'mystery', known: false, attr: 'unknown-thing', attrName: null, values: [], target: null, turn: null },
          ],
        },
        {
          name: 'Time Stop',
          spell: false,
          effects: [{ attrType: 'layer', known: true, attr: 'freeze', attrName: 'Freeze', values: [], target: 'aoe', turn: null }],
        },
      ],
    });
  });

  it('keeps empty slots empty and gives units without a character their own picture', async () => {
    const res = await graphql(
      '{ towerFloor(number: 2) { enemies { slot unit { slug name image } character { slug } barriers barriersPerGauge } } }',
    );
    expect(res.data?.towerFloor.enemies).toEqual([
      {
        slot: 0,
        unit: { slug: null, name: 'Fairy Maid', image: '/images/fairy-maid.png' },
        character: null,
        barriers: [2],
        barriersPerGauge: false,
      },
      {
        slot: 2,
        unit: { slug: 'l1-marisa', name: 'Marisa Kirisame', image: '/images/tower-marisa.png' },
        character: { slug: 'l1-marisa' },
        barriers: [2],
        barriersPerGauge: false,
      },
    ]);
  });

  it('leaves out enemies whose character the viewer may not see, and counts only the enemies shown', async () => {
    const q = '{ towerFloor(number: 3) { totalHp enemies { slot unit { slug revealed } } } }';
    const off = (await graphql(q)).data?.towerFloor;
    expect(off).toEqual({ totalHp: 60000, enemies: [{ slot: 0, unit: { slug: 'a6-sakuya', revealed: true } }] });
    const on = (await graphql(q, {}, { jpContent: true })).data?.towerFloor;
    expect(on.totalHp).toBe(90000);
    expect(on.enemies[1]).toEqual({ slot: 1, unit: { slug: 'a6-flandre', revealed: false } });
    const jpOnly = (await graphql('{ towerFloor(number: 6) { enemies { unit { slug revealed } } } }', {}, { jpContent: true })).data
      ?.towerFloor;
    expect(jpOnly.enemies.map((e: any) => e.unit)).toEqual([
      { slug: 'l1-okina', revealed: true },
      { slug: 'a7-yuyuko', revealed: false },
    ]);
  });

  it('answers an element the API does not know with "element not found!"', async () => {
    const enemy = await db.towerEnemy.findFirstOrThrow({ where: { floor: 1 } });
    await db.towerEnemy.update({ where: { id: enemy.id }, data: { weaks: ['plasma'] } });
    try {
      const res = await graphql('{ towerFloor(number: 1) { number enemies { weaks } } }');
      expect(res.errors?.[0].message).toBe('element not found!');
    } finally {
      await db.towerEnemy.update({ where: { id: enemy.id }, data: { weaks: enemy.weaks ?? undefined } });
    }
    expect((await graphql('{ towerFloor(number: 1) { enemies { weaks } } }')).data?.towerFloor.enemies[0].weaks).toEqual(['SUN']);
  });
});

describe('towerRewards', () => {
  const Q = '{ towerRewards { slug name icon total rewards { amount floorNumber floor { number released releaseAt } } } }';

  it('aggregates each item over the released floors, in the items file order, leaving out items no floor gives', async () => {
    const res = await graphql(Q);
    expect(res.errors).toBeUndefined();
    const items = res.data?.towerRewards;
    expect(items.map((i: any) => i.slug)).toEqual(['coins', 'kyara-2', 'manaka-3']);
    expect(items[0]).toMatchObject({ name: 'Coins', icon: '/images/item-coins.png', total: 7000 });
    expect(items[0].rewards.map((r: any) => [r.floorNumber, r.amount, r.floor.released])).toEqual([
      [1, 1000, true],
      [2, 1500, true],
      [3, 2000, true],
      [5, 2500, true],
    ]);
    expect(items[2]).toMatchObject({ icon: '/images/manaka-3.png', total: 2 });
  });

  it('adds the floors still to come with JP content, marked as not released', async () => {
    const items = (await graphql(Q, {}, { jpContent: true })).data?.towerRewards;
    expect(items.map((i: any) => i.slug)).toEqual(['coins', 'kyara-2', 'manaka-3', 'sasora-2']);
    expect(items[0].total).toBe(7500);
    expect(items[0].rewards.at(-1)).toEqual({
      amount: 500,
      floorNumber: 6,
      floor: { number: 6, released: false, releaseAt: '2031-01-01T06:00:00.000Z' },
    });
    expect(items[3]).toMatchObject({ total: 1, rewards: [{ floorNumber: 6, floor: { released: false } }] });
  });
});

describe('towerHpGraph', () => {
  it('gives the total HP of each floor with isReleased', async () => {
    expect((await graphql('{ towerHpGraph { floor value isReleased sample } }')).data?.towerHpGraph).toEqual([
      { floor: 1, value: 12000, isReleased: true, sample: true },
      { floor: 2, value: 13000, isReleased: true, sample: true },
      { floor: 3, value: 60000, isReleased: true, sample: true },
      { floor: 5, value: 40000, isReleased: true, sample: true },
    ]);
    const on = (await graphql('{ towerHpGraph { floor value isReleased } }', {}, { jpContent: true })).data?.towerHpGraph;
    expect(on.slice(2)).toEqual([
      { floor: 3, value: 90000, isReleased: true },
      { floor: 5, value: 40000, isReleased: true },
      { floor: 6, value: 240000, isReleased: false },
    ]);
  });
});

describe('global ids', () => {
  const id = (type: string, key: string | number) => Buffer.from(`${type}:${key}`).toString('base64');

  it('fetch floors and items with node(id), following the reveal rule', async () => {
    const q = `{ a: node(id: "${id('TowerFloor', 2)}") { ... on TowerFloor { number } } b: node(id: "${id('TowerFloor', 6)}") { id }
      c: node(id: "${id('TowerItem', 'sasora-2')}") { ... on TowerItem { name } } d: node(id: "${id('TowerItem', 'coins')}") { ... on TowerItem { name total } }
      e: node(id: "${id('TowerItem', 'unused-item')}") { id } }`;
    const off = await graphql(q);
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({ a: { number: 2 }, b: null, c: null, d: { name: 'Coins', total: 7000 }, e: null });
    const on = await graphql(q, {}, { jpContent: true });
    expect(on.data?.b).toEqual({ id: id('TowerFloor', 6) });
    expect(on.data?.c).toEqual({ name: 'Sasora Charm' });
  });

  it('refuse a floor id that is not a number', async () => {
    const res = await graphql(`{ node(id: "${id('TowerFloor', 'top')}") { id } }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('cost of tower queries', () => {
  it('lets a tool author read a page of floors with everything under it, and the whole rewards tracker', async () => {
    // Priced at their declared bounds: 3 enemies, 10 skills of 10 effects each per floor.
    const floors = await graphql(
      '{ towerFloors(first: 20) { edges { node { number rewards { amount item { name } } enemies { unit { name } tags { id } ability { effects { type } } skills { name effects { attr } } } } } } }',
    );
    expect(floors.errors).toBeUndefined();
    const rewards = await graphql('{ towerRewards { slug rewards { amount floor { number } } } }');
    expect(rewards.errors).toBeUndefined();
  });

  it('refuses cycling back through floors, items and rewards', async () => {
    const res = await graphql(
      '{ towerFloors(first: 100) { edges { node { rewards { item { rewards { floor { rewards { item { rewards { amount } } } } } } } } } } }',
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
  });

  it('issues as many statements for one floor as for all of them', async () => {
    const page = (n: number) =>
      `{ towerFloors(first: ${n}) { totalCount edges { node { number totalHp rewards { amount item { slug } } enemies { unit { slug } character { slug } weaks } } } } }`;
    database.statements.length = 0;
    await graphql(page(1));
    const one = database.statements.length;
    database.statements.length = 0;
    await graphql(page(5));
    expect(database.statements.length).toBe(one);
  });

  it('reads the rewards tracker in one statement per level, whatever the number of items', async () => {
    database.statements.length = 0;
    const res = await graphql('{ towerRewards { slug total rewards { amount floor { number released } } } }', {}, { jpContent: true });
    expect(res.data?.towerRewards).toHaveLength(4);
    // Items, their rewards (the total reads the same rows), and the floors of the rewards.
    expect(database.statements).toHaveLength(3);
  });
});

describe('floors from a guide without HP, and sample floors apart', () => {
  // The fixture with floor 5 made real (a round HP figure) and a real floor 7 whose guide gives no HP.
  let guided: TestDatabase;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lw-tower-guide-'));
    cpSync(FIXTURE_DATA, dir, { recursive: true });
    const path = join(dir, 'tower/floors.json');
    const floors = JSON.parse(readFileSync(path, 'utf8'));
    const five = floors.find((f: { floor: number }) => f.floor === 5);
    Object.assign(five, {
      sample: undefined,
      source: 'https://example.org/fixture/guide-5 (fixture guide)',
      note: 'Fixture: a real floor',
    });
    five.enemies[0].hpApprox = true;
    floors.push({
      floor: 7,
      source: 'https://example.org/fixture/guide-7 (fixture guide)',
      note: "Fixture: from the Japanese server's guide, HP not given",
      rewards: [],
      enemies: [{ slot: 0, unitName: 'Fairy', unitJpName: '妖精', affinities: ['fire'] }],
    });
    writeFileSync(path, JSON.stringify(floors));
    guided = await createTestDatabase(dir);
  });
  afterAll(() => guided?.close());

  it('gives no HP where the guide gives none, says a round figure is one, and keeps HP-less floors off the chart', async () => {
    const res = await graphql(
      '{ seven: towerFloor(number: 7) { sample note totalHp enemies { hp hpApprox affinities } } five: towerFloor(number: 5) { sample note totalHp enemies { hp hpApprox } } towerHpGraph { floor sample approx } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.seven).toEqual({
      sample: false,
      note: "Fixture: from the Japanese server's guide, HP not given",
      totalHp: null,
      enemies: [{ hp: null, hpApprox: false, affinities: ['FIRE'] }],
    });
    expect(res.data?.five).toEqual({
      sample: false,
      note: 'Fixture: a real floor',
      totalHp: 40000,
      enemies: [{ hp: 40000, hpApprox: true }],
    });
    expect(res.data?.towerHpGraph).toEqual([
      { floor: 1, sample: true, approx: false },
      { floor: 2, sample: true, approx: false },
      { floor: 3, sample: true, approx: false },
      { floor: 5, sample: false, approx: true },
    ]);
  });
});
