import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LIST = `query ($name: String, $characters: [String!], $cards: [Int!], $prayerTypes: [String!], $characterTypes: [String!], $stepUps: [String!], $start: String, $end: String) {
  prayers(first: 50, name: $name, characters: $characters, cards: $cards, prayerTypes: $prayerTypes, characterTypes: $characterTypes, stepUps: $stepUps, start: $start, end: $end) {
    totalCount
    edges { node { prayerId } }
  }
}`;

async function ids(variables: Record<string, unknown> = {}, jpContent = false): Promise<number[]> {
  const res = await graphql(LIST, variables, { jpContent });
  expect(res.errors).toBeUndefined();
  return res.data?.prayers.edges.map((e: any) => e.node.prayerId);
}

describe('prayer', () => {
  it('gives every field of a step-up prayer', async () => {
    const res = await graphql(`{
      prayer(id: 5) {
        id prayerId name types typeMeta typeLabel listingKind startAt startPrecision endAt endPrecision duration status
        maxPulls simulator disableSc gcCost dust poolId image revealed sample source
        rateUpCharacters { status position character { slug type } }
        rateUpCards { isNew exchange exchangeAmount card { kind cardId name rarity group image revealed } }
        stepUps { code index startAt endAt duration items { position cost guaranteed guarantee { characters card5 } multiplier pickUpGuaranteed dust } }
        pullKinds
        pool { id sample derived characters { item { slug } chanceSc pickUp } }
      }
    }`);
    expect(res.errors).toBeUndefined();
    const p = res.data?.prayer;
    expect(p).toMatchObject({
      prayerId: 5,
      name: 'Marisa & Sakuya Step-Up Festival',
      types: ['event', 'rerun'],
      typeMeta: 'normal',
      typeLabel: 'Seal Crystal',
      listingKind: 'step-up',
      startAt: '2025-01-01T06:00:00.000Z',
      startPrecision: 'INSTANT',
      duration: Date.parse('2030-12-31T05:59:59Z') - Date.parse('2025-01-01T06:00:00Z'),
      status: 'ONGOING',
      maxPulls: null,
      gcCost: null,
      poolId: null,
      revealed: true,
      rateUpCharacters: [
        { status: null, position: 0, character: { slug: 'l1-marisa', type: 'gen' } },
        { status: 'extra', position: 1, character: { slug: 'a6-sakuya', type: 'fes' } },
      ],
      rateUpCards: [
        {
          isNew: true,
          exchange: true,
          exchangeAmount: 50,
          card: { kind: 'CARD', cardId: 1, name: 'Scarlet Tea Time', rarity: '5', group: 'card5' },
        },
      ],
      pullKinds: ['SINGLE', 'MULTI', 'STEP_UP'],
    });
    expect(p.stepUps.map((s: any) => [s.code, s.index, s.items.length])).toEqual([
      ['asc', 0, 5],
      ['asc*', 1, 1],
    ]);
    expect(p.stepUps[0].items[3]).toEqual({
      position: 3,
      cost: 360,
      guaranteed: '2 Friends',
      guarantee: { characters: 2, card5: 0 },
      multiplier: null,
      pickUpGuaranteed: false,
      dust: 20,
    });
    expect(p.stepUps[0].items[1].guarantee).toEqual({ characters: 0, card5: 1 });
    // No published rates: the tracker builds a sample pool from the rate-ups and the standard pool.
    expect(p.pool).toMatchObject({ id: 'prayer-5', sample: true, derived: true });
    const marisa = p.pool.characters.find((e: any) => e.item.slug === 'l1-marisa');
    expect(marisa.pickUp).toBe(true);
  });

  it('keeps unknown dates unknown', async () => {
    const res = await graphql(
      '{ undated: prayer(id: 9) { startAt startPrecision endAt duration status } endOnly: prayer(id: 10) { startAt endAt endPrecision status typeLabel maxPulls } }',
    );
    expect(res.data?.undated).toEqual({ startAt: null, startPrecision: null, endAt: null, duration: null, status: 'UNKNOWN' });
    expect(res.data?.endOnly).toEqual({
      startAt: null,
      endAt: '2022-01-10T00:00:00.000Z',
      endPrecision: 'DAY',
      status: 'ENDED',
      typeLabel: 'God Crystal',
      maxPulls: 1,
    });
  });

  it('hides a prayer not yet announced, and a spoiler rate-up, unless the switch is on', async () => {
    const off = await graphql(
      '{ flandre: prayer(id: 7) { name } blossom: prayer(id: 8) { rateUpCharacters { character { slug } } rateUpCards { card { cardId } } } }',
    );
    expect(off.data?.flandre).toBeNull();
    expect(off.data?.blossom.rateUpCharacters.map((r: any) => r.character.slug)).toEqual(['a6-sakuya']);
    expect(off.data?.blossom.rateUpCards).toEqual([]);
    const on = await graphql(
      '{ flandre: prayer(id: 7) { name revealed } blossom: prayer(id: 8) { rateUpCharacters { character { slug } } rateUpCards { card { cardId revealed } } } }',
      {},
      { jpContent: true },
    );
    expect(on.data?.flandre).toEqual({ name: 'Scarlet Night of Flandre', revealed: false });
    expect(on.data?.blossom.rateUpCharacters.map((r: any) => r.character.slug)).toEqual(['a6-sakuya', 'a7-yuyuko']);
    expect(on.data?.blossom.rateUpCards).toEqual([{ card: { cardId: 2, revealed: false } }]);
  });

  it('applies the reveal rule to node(id) too', async () => {
    const id = Buffer.from('Prayer:7').toString('base64');
    expect((await graphql(`{ node(id: "${id}") { id } }`)).data?.node).toBeNull();
    expect((await graphql(`{ node(id: "${id}") { ... on Prayer { prayerId } } }`, {}, { jpContent: true })).data?.node).toEqual({
      prayerId: 7,
    });
  });
});

describe('prayers', () => {
  it('lists newest first, undated last, without unannounced prayers', async () => {
    expect(await ids()).toEqual([3, 8, 5, 2, 6, 10, 1, 4, 9]);
    expect(await ids({}, true)).toEqual([7, 3, 8, 5, 2, 6, 10, 1, 4, 9]);
  });

  it('searches names ignoring case and punctuation', async () => {
    expect(await ids({ name: 'MARISA&SAKUYA step' })).toEqual([5]);
    expect(await ids({ name: 'scarlet-festival' })).toEqual([2, 1]);
  });

  it('needs every chosen character and card to be a rate-up', async () => {
    expect(await ids({ characters: ['a6-sakuya'] })).toEqual([8, 5, 2, 6]);
    expect(await ids({ characters: ['a6-sakuya', 'l1-marisa'] })).toEqual([5, 6]);
    expect(await ids({ cards: [1] })).toEqual([5, 9]);
    // A spoiler character matches only for a viewer who may see it.
    expect(await ids({ characters: ['a7-yuyuko'] })).toEqual([]);
    expect(await ids({ characters: ['a7-yuyuko'] }, true)).toEqual([8]);
  });

  it('matches any of the prayer types and character types, with the spec mapping', async () => {
    expect(await ids({ prayerTypes: ['debut', 'story-card', 'nonsense'] })).toEqual([3, 1, 9]);
    expect(await ids({ characterTypes: ['ufes'] })).toEqual([3]);
    expect(await ids({ characterTypes: ['a-festival'] })).toEqual([3, 2, 1]);
    expect(await ids({ characterTypes: ['standard', 'l1-festival'] })).toEqual([8, 5, 2, 6, 10]);
    expect(await ids({ characterTypes: ['zzz'] })).toEqual(await ids());
  });

  it('needs every step-up, and reads none and the hyphen variants', async () => {
    expect(await ids({ stepUps: ['asc'] })).toEqual([5]);
    expect(await ids({ stepUps: ['asc', 'asc-2'] })).toEqual([5]);
    expect(await ids({ stepUps: ['asc', 'desc'] })).toEqual([]);
    expect(await ids({ stepUps: ['desc'] }, true)).toEqual([7]);
    expect(await ids({ stepUps: ['none'] })).toEqual([3, 8, 2, 6, 10, 1, 4, 9]);
  });

  it('filters by UTC day bounds, keeping what the data does not know', async () => {
    // Ends on or after 2022-04-21 00:00 UTC, starts on or before 2022-06-01 23:59:59 UTC.
    expect(await ids({ start: '2022-04-21', end: '2022-06-01' })).toEqual([2, 6, 4, 9]);
    expect(await ids({ start: 'now' })).toEqual([3, 8, 5, 4, 9]);
    const bad = await graphql(LIST, { start: '2022-13-01' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives the search its choices', async () => {
    const q = '{ prayerFilterOptions { characters { slug } cards { cardId name } prayerTypes characterTypes stepUps } }';
    const off = (await graphql(q)).data?.prayerFilterOptions;
    expect(off.characters.map((c: any) => c.slug)).toEqual(['l1-marisa', 'a6-reimu', 'a6-sakuya', 'a7-youmu']);
    expect(off.cards).toEqual([{ cardId: 1, name: 'Scarlet Tea Time' }]);
    expect(off.characterTypes).toContain('pfes');
    expect(off.stepUps).toEqual(['asc', 'asc-2', 'desc', 'desc-2', 'special', 'other', 'none']);
    const on = (await graphql(q, {}, { jpContent: true })).data?.prayerFilterOptions;
    expect(on.characters.map((c: any) => c.slug)).toEqual(expect.arrayContaining(['a6-flandre', 'a7-yuyuko']));
    expect(on.cards.map((c: any) => c.cardId)).toEqual([2, 1]);
  });
});

describe('pools', () => {
  it('gives the standard pool with its chances over what the viewer sees', async () => {
    const q =
      '{ prayerPool(kind: STANDARD) { id sample derived characters { item { slug } chanceSc chanceGc } card5 { item { cardId } chanceSc } card4 { item { cardId } } } }';
    const off = (await graphql(q)).data?.prayerPool;
    expect(off).toMatchObject({ id: 'standard', sample: true, derived: false, card4: [] });
    expect(off.characters.map((e: any) => e.chanceSc)).toEqual([0.125, 0.125]);
    expect(off.card5[0].chanceSc).toBeCloseTo(0.75);
    const on = (await graphql(q, {}, { jpContent: true })).data?.prayerPool;
    expect(on.characters[0].chanceSc).toBeCloseTo(0.05);
    expect(on.card4).toEqual([{ item: { cardId: 2 } }]);
  });

  it('gives the ritual pool without its spoiler Friend', async () => {
    const res = await graphql('{ prayerPool(kind: RITUAL) { characters { item { slug revealed } chanceSc } } }');
    expect(res.data?.prayerPool.characters).toEqual([{ item: { slug: 'a6-sakuya', revealed: true }, chanceSc: 1 }]);
  });

  it('derives the pool of a prayer without published rates from what the viewer sees', async () => {
    // Each rate-up at its sample chance (1%), the standard pool the viewer sees for the rest: the
    // JP-only Friend and the unreleased card in the standard pool move no chance a global player sees.
    const q = '{ prayer(id: 5) { pool { derived entries { item { slug cardId } chanceSc pickUp } } } }';
    const chances = async (jpContent: boolean) =>
      Object.fromEntries(
        (await graphql(q, {}, { jpContent })).data?.prayer.pool.entries.map((e: any) => [
          e.item.slug ?? `card-${e.item.cardId}`,
          e.chanceSc,
        ]),
      );
    expect(await chances(false)).toEqual({ 'l1-marisa': 0.13125, 'a6-sakuya': 0.01, 'l1-reimu': 0.12125, 'card-1': 0.7375 });
    const on = await chances(true);
    expect(on['a6-sakuya']).toBe(0.01);
    expect(on['a7-yuyuko']).toBeCloseTo((0.97 * 0.05) / 1.05, 10);
    expect(Object.values(on).reduce((a: number, b) => a + (b as number), 0)).toBeCloseTo(1, 10);
  });

  it("keeps a prayer's own published pool and marks its rate-ups", async () => {
    const res = await graphql('{ prayer(id: 6) { pool { id sample derived characters { item { slug } pickUp chanceGc } } pullKinds } }');
    expect(res.data?.prayer.pool).toMatchObject({ id: 'golden-gc', sample: false, derived: false });
    expect(res.data?.prayer.pool.characters.map((e: any) => [e.item.slug, e.pickUp, e.chanceGc])).toEqual([
      ['l1-marisa', true, 0.25],
      ['a6-sakuya', true, 0.25],
      ['l1-reimu', false, 0.1],
    ]);
    expect(res.data?.prayer.pullKinds).toEqual(['GC']);
  });
});

describe('forever prayer', () => {
  const FP =
    '{ id foreverPrayerId title startAt endAt status notes gap characters { isNew character { slug } } newCharacters { character { slug } } thresholds { rarity date rate count } }';

  it('gives the latest by default, with its Friends, new Friends and thresholds', async () => {
    const res = await graphql(`{ foreverPrayer ${FP} }`);
    expect(res.data?.foreverPrayer).toMatchObject({
      foreverPrayerId: 2,
      title: 'Long Forever Prayer',
      status: 'ONGOING',
      gap: 1,
      characters: [
        { isNew: false, character: { slug: 'l1-marisa' } },
        { isNew: true, character: { slug: 'a6-sakuya' } },
        { isNew: false, character: { slug: 'a6-reimu' } },
      ],
      newCharacters: [{ character: { slug: 'a6-sakuya' } }],
    });
    expect(res.data?.foreverPrayer.thresholds).toHaveLength(4);
    const on = await graphql(`{ foreverPrayer ${FP} }`, {}, { jpContent: true });
    expect(on.data?.foreverPrayer.newCharacters.map((c: any) => c.character.slug)).toEqual(['a6-sakuya', 'a6-flandre']);
  });

  it('gives a past one by id, and null for an unknown id', async () => {
    const res = await graphql(
      `{ past: foreverPrayer(id: 1) { title status } nope: foreverPrayer(id: 99) { title } all: foreverPrayers { foreverPrayerId } }`,
    );
    expect(res.data).toEqual({
      past: { title: 'Forever Prayer of Winter', status: 'ENDED' },
      nope: null,
      all: [{ foreverPrayerId: 2 }, { foreverPrayerId: 1 }, { foreverPrayerId: 3 }, { foreverPrayerId: 4 }],
    });
  });
});

describe('rollPrayer', () => {
  const ROLL = `mutation ($input: RollPrayerInput!) {
    rollPrayer(input: $input) {
      results { item { kind slug cardId group } chance pickUp guaranteed }
      coin sc gc dust gcDisabled limitReached stepUpDisabled pullNo stepUp step sample
    }
  }`;
  const rollOnce = (input: Record<string, unknown>, jpContent = false) => graphql(ROLL, { input }, { jpContent });

  it('pulls ten with a multi, paid in seal crystals, with the tokens of what came out', async () => {
    const res = await rollOnce({ prayerId: 5, kind: 'MULTI' });
    expect(res.errors).toBeUndefined();
    const r = res.data?.rollPrayer;
    expect(r.results).toHaveLength(10);
    expect(r).toMatchObject({ sc: 300, gc: 0, pullNo: 1, stepUp: null, step: null, stepUpDisabled: null, sample: true, gcDisabled: true });
    const tokens = { character: 10, card5: 5, card4: 3, card3: 1 } as Record<string, number>;
    expect(r.coin).toBe(r.results.reduce((s: number, x: any) => s + tokens[x.item.group], 0));
  });

  it('honours a step: its guarantee, its price, its counter, and refuses an exhausted track', async () => {
    const step4 = (await rollOnce({ prayerId: 5, kind: 'STEP_UP', stepUp: 0, step: 4, pullNo: 3 })).data?.rollPrayer;
    expect(step4).toMatchObject({ sc: 460, dust: 30, pullNo: 4, stepUp: 0, step: 5, stepUpDisabled: true });
    const guaranteed = step4.results.filter((x: any) => x.guaranteed);
    expect(guaranteed).toHaveLength(1);
    expect(guaranteed[0]).toMatchObject({ pickUp: true, item: { kind: 'CHARACTER' } });
    const exhausted = await rollOnce({ prayerId: 5, kind: 'STEP_UP', stepUp: 0, step: 5 });
    expect(exhausted.errors?.[0]).toMatchObject({ message: expect.stringMatching(/exhausted/), extensions: { code: 'BAD_USER_INPUT' } });
    const noTrack = await rollOnce({ prayerId: 5, kind: 'STEP_UP', stepUp: 7 });
    expect(noTrack.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('disables god crystal pulls once the pull limit is reached, and refuses one more', async () => {
    const first = (await rollOnce({ prayerId: 6, kind: 'GC', pullNo: 0 })).data?.rollPrayer;
    expect(first).toMatchObject({ gc: 300, sc: 0, dust: 10, pullNo: 1, gcDisabled: false, limitReached: false, sample: false });
    const last = (await rollOnce({ prayerId: 6, kind: 'GC', pullNo: 2 })).data?.rollPrayer;
    expect(last).toMatchObject({ pullNo: 3, gcDisabled: true, limitReached: true });
    const over = await rollOnce({ prayerId: 6, kind: 'GC', pullNo: 3 });
    expect(over.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const multi = await rollOnce({ prayerId: 6, kind: 'MULTI' });
    expect(multi.errors?.[0].message).toMatch(/no multi pull/);
  });

  it('rolls the standard and ritual pools on their own, never giving a spoiler without the switch', async () => {
    const standard = (await rollOnce({ pool: 'STANDARD', kind: 'MULTI' })).data?.rollPrayer;
    expect(standard.results.every((x: any) => x.item.cardId !== 2)).toBe(true);
    const ritual = (await rollOnce({ pool: 'RITUAL', kind: 'MULTI' })).data?.rollPrayer;
    expect(ritual.results.map((x: any) => x.item.slug)).toEqual(Array(10).fill('a6-sakuya'));
    expect((await rollOnce({ pool: 'RITUAL', kind: 'GC' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers unknown and unannounced prayers with NOT_FOUND, and bad input with BAD_USER_INPUT, never a 500', async () => {
    const unknown = await rollOnce({ prayerId: 999, kind: 'SINGLE' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Prayer id 999 does not exist', extensions: { code: 'NOT_FOUND' } });
    expect((await rollOnce({ prayerId: 7, kind: 'SINGLE' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await rollOnce({ prayerId: 7, kind: 'SINGLE' }, true)).data?.rollPrayer.results).toHaveLength(1);
    expect((await rollOnce({ prayerId: 5, pool: 'RITUAL', kind: 'SINGLE' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rollOnce({ prayerId: 5, kind: 'SINGLE', pullNo: -1 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badKind = await rollOnce({ prayerId: 5, kind: 'TEN' });
    expect(badKind.status).toBe(400);
    expect(badKind.errors?.[0].extensions?.code).toBeDefined();
    for (const e of [unknown.errors, badKind.errors].flat()) expect(e?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('reads the prayer and its pool from memory: a roll issues no statement once loaded', async () => {
    await rollOnce({ prayerId: 5, kind: 'SINGLE' });
    database.statements.length = 0;
    const res = await graphql(ROLL, { input: { prayerId: 5, kind: 'MULTI' } });
    expect(res.errors).toBeUndefined();
    // Without the edge's data version, the request reads the one-row version table, and nothing else.
    expect(database.statements.filter((s) => !/DataVersion/.test(s))).toEqual([]);
  });
});
