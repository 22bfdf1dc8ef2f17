// Story cards and illustrators over GraphQL, at fixed instants: every filter and sort of the
// advanced search, the reveal rule on cards and every nested list, and the illustrator tracker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db.ts';
import { createYogaApp } from '../../server/execution/yoga.ts';
import { pageOfIds } from '../../server/shared/paging.ts';
import { takeSnapshot } from '../../server/shared/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const yoga = createYogaApp();
/** The fixture's "today": card 8 is announced but not released, card 2 is a spoiler until 2031. */
const NOW = '2026-11-23T00:00:00Z';

interface Res {
  status: number;
  data?: Record<string, any>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A request as a visitor at `now`, with or without the spoiler switch. */
async function gql(query: string, variables: Record<string, unknown> = {}, { jp = false, now = NOW, trusted = false } = {}): Promise<Res> {
  const response = await yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    },
    { viewer: await takeSnapshot(jp, new Date(now)), trusted },
  );
  return { status: response.status, ...((await response.json()) as Omit<Res, 'status'>) };
}

const LIST = `query($name: String, $artist: String, $featured: [String!], $rarities: [Int!], $suits: [String!], $obtaining: String, $role: String, $slots: [StoryCardSlotInput!], $orderBy: StoryCardOrder, $first: Int, $after: String, $last: Int, $before: String) {
  storyCards(name: $name, artist: $artist, featured: $featured, rarities: $rarities, suits: $suits, obtaining: $obtaining, role: $role, slots: $slots, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    edges { node { cardId } }
  }
}`;

/** Card numbers of a search (20 per page unless given), asserting it succeeded. */
async function ids(variables: Record<string, unknown>, options: { jp?: boolean; now?: string } = {}): Promise<number[]> {
  const res = await gql(LIST, { first: 20, ...variables }, options);
  expect(res.errors).toBeUndefined();
  const conn = res.data?.storyCards;
  expect(conn.totalCount).toBe(conn.edges.length);
  return conn.edges.map((e: any) => e.node.cardId);
}

async function errorOf(variables: Record<string, unknown>) {
  const res = await gql(LIST, { first: 20, ...variables });
  return { status: res.status, message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code };
}

const VISIBLE = [8, 7, 6, 5, 4, 3, 1];

describe('the story card', () => {
  it('gives every field of the spec', async () => {
    const res = await gql(`{ storyCard(cardId: 3) {
      id cardId name nameOfficial nameOriginal sortKey rarity suit releaseAt revealAt revealed released image sample source
      aliases { value priority } artist { slug name jpName website }
      stats { stat label min max randomMin randomMax } totalStat { min max }
      buffs { attr attrName attrType effect values turn target role rank metadata enabled text character { slug } }
      randomBuffs { attr } featuredCharacters { slug } obtaining { type group display metadata endsAt } links { gameWiki loreWiki }
    } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.storyCard).toMatchObject({
      cardId: 3,
      name: 'Shrine Maiden and Magician',
      nameOfficial: true,
      sortKey: 'shrine maiden and magician',
      rarity: 5,
      suit: 'bamboo',
      releaseAt: '2022-03-15T00:00:00.000Z',
      revealAt: null,
      revealed: true,
      released: true,
      image: null,
      aliases: [
        { value: 'Reimu and Marisa', priority: 1 },
        { value: 'Shrine Magic', priority: 0 },
      ],
      artist: { slug: 'moonlit-artist', name: 'Moonlit Artist', jpName: '月夜', website: 'https://example.org/moonlit' },
      stats: [
        { stat: 'hp', label: 'HP', min: 200, max: 600, randomMin: null, randomMax: null },
        { stat: 'yin-atk', label: 'Yin ATK', min: 40, max: 110, randomMin: null, randomMax: null },
      ],
      // HP counts a fifth: 200 / 5 + 40 and 600 / 5 + 110.
      totalStat: { min: 80, max: 230 },
      buffs: [
        { attr: 'sun', attrType: 'elem', effect: 'sun', values: [20, 40], turn: 1, target: 'self', role: null, character: null },
        { attr: 'yang-atk', attrType: 'stat', effect: 'yang-atk', values: [2, 3], target: 'party', rank: 1, metadata: 'up' },
      ],
      randomBuffs: [],
      featuredCharacters: [{ slug: 'l1-marisa' }, { slug: 'l1-reimu' }],
      // The spring event ended in 2022: only the standard prayer is left.
      obtaining: [{ type: 'standard-prayer', group: 'standard', display: 'Standard prayer', metadata: null, endsAt: null }],
      links: { gameWiki: null, loreWiki: null },
    });
    const node = await gql('query($id: ID!) { node(id: $id) { ... on StoryCard { cardId } } }', { id: res.data?.storyCard.id });
    expect(node.data?.node).toEqual({ cardId: 3 });
  });

  it('gives random stat ranges, random buffs and effect ids with their direction', async () => {
    const res =
      await gql(`{ fate: storyCard(cardId: 7) { stats { stat max randomMin randomMax } buffs { effect character { slug } } randomBuffs { effect values } }
      knives: storyCard(cardId: 5) { buffs { effect target role } } garden: storyCard(cardId: 4) { buffs { effect attrType } } charm: storyCard(cardId: 6) { buffs { effect } } }`);
    expect(res.data?.fate).toEqual({
      stats: [
        { stat: 'hp', max: 300, randomMin: 280, randomMax: 340 },
        { stat: 'yin-atk', max: 100, randomMin: null, randomMax: null },
      ],
      buffs: [{ effect: 'fire', character: { slug: 'l1-reimu' } }],
      randomBuffs: [{ effect: 'water', values: [5, 15] }],
    });
    expect(res.data?.knives.buffs).toEqual([
      { effect: 'yang-atk', target: 'solo', role: 'attack' },
      { effect: 'yang-def-down', target: 'aoe', role: null },
    ]);
    expect(res.data?.garden.buffs).toEqual([
      { effect: 'yang-atk', attrType: 'stat' },
      { effect: 'human', attrType: 'tag' },
    ]);
    expect(res.data?.charm.buffs).toEqual([{ effect: 'hp' }]);
  });

  it('lists the effect picker options and the featured chips', async () => {
    const res = await gql('{ storyCardTags { id name kind cards } storyCardChips { slug } storyCardStatIds }');
    expect(res.data?.storyCardTags).toEqual([
      { id: 'yang-atk', name: 'Yang ATK Up', kind: 'GENERAL', cards: 5 },
      { id: 'yang-def-down', name: 'Yang DEF Down', kind: 'GENERAL', cards: 1 },
      { id: 'fire', name: 'Fire Power', kind: 'GENERAL', cards: 1 },
      { id: 'moon', name: 'Moon Power', kind: 'GENERAL', cards: 1 },
      { id: 'sun', name: 'Sun Power', kind: 'GENERAL', cards: 1 },
      { id: 'hp', name: 'HP Recovery', kind: 'GENERAL', cards: 1 },
      { id: 'human', name: 'Human', kind: 'CHARACTER_TAG', cards: 1 },
    ]);
    expect(res.data?.storyCardChips.map((c: any) => c.slug)).toEqual(['l1-marisa', 'l1-reimu', 'a6-reimu', 'a6-sakuya']);
    expect(res.data?.storyCardStatIds).toEqual(['hp', 'agi', 'yang-atk', 'yang-def', 'yin-atk', 'yin-def']);
  });
});

describe('the advanced search', () => {
  it('lists every card the viewer may see, newest first by default, with the other base orders', async () => {
    expect(await ids({})).toEqual(VISIBLE);
    expect(await ids({ orderBy: 'OLDEST' })).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(await ids({ orderBy: 'NAME' })).toEqual([8, 7, 6, 4, 5, 1, 3]);
    expect(await ids({ orderBy: 'RARITY' })).toEqual([8, 7, 3, 1, 5, 4, 6]);
  });

  it('matches name terms against the name and the aliases, any term of a comma list', async () => {
    expect(await ids({ name: 'scarlet' })).toEqual([1]);
    expect(await ids({ name: 'REIMU and marisa!' })).toEqual([3]);
    expect(await ids({ name: 'shrine magic' })).toEqual([3]);
    expect(await ids({ name: 'tea, garden' })).toEqual([4, 1]);
    // Punctuation and spaces are ignored; empty terms are dropped.
    expect(await ids({ name: "Sakuya's Kni" })).toEqual([5]);
    expect(await ids({ name: ' , ,' })).toEqual(VISIBLE);
    expect(await ids({ name: 'nothing like it' })).toEqual([]);
  });

  it('looks name terms up in the name index, which follows every change to a card', async () => {
    const usedIndex = () => database.statements.some((sql) => sql.includes('StoryCardNameIndex'));
    database.statements.length = 0;
    expect(await ids({ name: 'tea, garden' })).toEqual([4, 1]);
    // The index is SQLite's (FTS5); on PostgreSQL every search matches the keys, with the same answers.
    expect(usedIndex()).toBe(database.url.startsWith('file:'));
    // With a term shorter than a trigram, the terms are matched against every card's key instead.
    database.statements.length = 0;
    expect(await ids({ name: 'xq, garden' })).toEqual([4]);
    expect(usedIndex()).toBe(false);
    const original = await db.storyCard.findUniqueOrThrow({ where: { id: 4 }, select: { searchKey: true } });
    const rename = (searchKey: string) =>
      db.$transaction([
        db.storyCard.update({ where: { id: 4 }, data: { searchKey } }),
        db.dataVersion.update({ where: { id: 1 }, data: { version: { increment: 1 } } }),
      ]);
    await rename('lanternfestival');
    try {
      expect(await ids({ name: 'garden' })).toEqual([]);
      expect(await ids({ name: 'tea, lantern' })).toEqual([4, 1]);
    } finally {
      await rename(original.searchKey);
    }
    expect(await ids({ name: 'garden' })).toEqual([4]);
    expect(await ids({ name: 'lantern' })).toEqual([]);
  });

  it('matches the artist ignoring case and non-alphanumerics, in either name', async () => {
    expect(await ids({ artist: 'moon-LIT art' })).toEqual([5, 3]);
    expect(await ids({ artist: 'テスト' })).toEqual([8, 7, 6, 4, 1]);
    expect(await ids({ artist: '!!' })).toEqual(VISIBLE);
  });

  it('requires every chosen featured character, and never matches a character the viewer may not see', async () => {
    expect(await ids({ featured: ['l1-reimu'] })).toEqual([4, 3]);
    expect(await ids({ featured: ['l1-reimu', 'l1-marisa'] })).toEqual([3]);
    expect(await ids({ featured: ['a6-flandre'] })).toEqual([]);
    expect(await ids({ featured: ['a6-flandre'] }, { jp: true })).toEqual([5]);
  });

  it('filters rarities and suits, where none or all chosen is no filter and unknown values are ignored', async () => {
    expect(await ids({ rarities: [5] })).toEqual([8, 7, 3, 1]);
    expect(await ids({ rarities: [1, 4] })).toEqual([6, 5]);
    expect(await ids({ rarities: [1, 3, 4, 5] })).toEqual(VISIBLE);
    expect(await ids({ rarities: [9] })).toEqual(VISIBLE);
    expect(await ids({ rarities: [2] })).toEqual([]);
    expect(await ids({ suits: ['plum'] })).toEqual([5, 1]);
    expect(await ids({ suits: ['Orchid', 'bamboo'] })).toEqual([8, 6, 3]);
    expect(await ids({ suits: ['plum', 'orchid', 'chrysanthemum', 'bamboo'] })).toEqual(VISIBLE);
    expect(await ids({ suits: ['nope'] })).toEqual(VISIBLE);
  });

  it("filters by the spec's obtaining groups, on entries still current", async () => {
    expect(await ids({ obtaining: 'any' })).toEqual(VISIBLE);
    // Any prayer: a limited prayer, the standard prayer.
    expect(await ids({ obtaining: 'prayer' })).toEqual([8, 3, 1]);
    expect(await ids({ obtaining: 'standard' })).toEqual([3]);
    // Card 3's spring event ended in 2022; card 4's festival runs until the end of 2031.
    expect(await ids({ obtaining: 'event' })).toEqual([4]);
    expect(await ids({ obtaining: 'event' }, { now: '2032-01-01T00:00:00Z' })).toEqual([]);
    expect(await ids({ obtaining: 'event' }, { now: '2022-03-31T00:00:00Z' })).toEqual([3]);
    expect(await ids({ obtaining: 'challenge-quest' })).toEqual([5]);
    expect(await ids({ obtaining: 'others' })).toEqual([7, 6]);
    expect(await ids({ obtaining: 'epic-prayer' })).toEqual([]);
    expect(await ids({ obtaining: 'story' })).toEqual([]);
    expect(await errorOf({ obtaining: 'lottery' })).toEqual({
      status: 400,
      message: 'Unknown obtaining group "lottery"',
      code: 'BAD_USER_INPUT',
    });
  });

  it('keeps the cards compatible with a role: an effect for another role excludes the card', async () => {
    expect(await ids({ role: 'speed' })).toEqual([8, 7, 6, 4, 3, 1]);
    expect(await ids({ role: 'attack' })).toEqual([8, 7, 6, 5, 3, 1]);
    expect(await ids({ role: 'heal' })).toEqual([8, 7, 6, 3, 1]);
    expect(await errorOf({ role: 'tank' })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('filters and sorts on an Effect slot, by its value at max limit break, with the target rule', async () => {
    const effect = (extra: Record<string, unknown> = {}) => ({ slots: [{ kind: 'EFFECT', value: 'yang-atk', ...extra }] });
    expect(await ids(effect())).toEqual([8, 5, 4, 3, 1]);
    // 5: 4 levels, 3: 3, 8 and 1: 2 (newest first), 4: 1.
    expect(await ids(effect({ sort: 'DESC' }))).toEqual([5, 3, 8, 1, 4]);
    expect(await ids(effect({ sort: 'ASC' }))).toEqual([4, 8, 1, 3, 5]);
    // Single: the user or one enemy; multi: the party or all enemies.
    expect(await ids(effect({ target: 'SINGLE', sort: 'DESC' }))).toEqual([5, 8, 1, 4]);
    expect(await ids(effect({ target: 'MULTI' }))).toEqual([3]);
    expect(await ids({ slots: [{ kind: 'EFFECT', value: 'yang-def-down', target: 'MULTI' }] })).toEqual([5]);
    expect(await ids({ slots: [{ kind: 'EFFECT', value: 'human' }] })).toEqual([4]);
    expect(await ids({ slots: [{ kind: 'EFFECT', value: 'no-such-effect' }] })).toEqual([]);
    // With a role, cards with an effect for another role drop out.
    expect(await ids({ role: 'speed', ...effect({ sort: 'DESC' }) })).toEqual([3, 8, 1, 4]);
    expect(await errorOf({ slots: [{ kind: 'EFFECT', value: 'a b' }] })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('filters on a Stat slot, and sorts on one by the level-10 value (a random stat by its highest roll) without filtering', async () => {
    expect(await ids({ slots: [{ kind: 'STAT', value: 'hp' }] })).toEqual([7, 6, 3, 1]);
    // Sorting keeps every card the other filters keep: those without the stat come last, in the list's order.
    expect(await ids({ slots: [{ kind: 'STAT', value: 'hp', sort: 'DESC' }] })).toEqual([3, 1, 7, 6, 8, 5, 4]);
    expect(await ids({ slots: [{ kind: 'STAT', value: 'hp', sort: 'ASC' }] })).toEqual([6, 7, 1, 3, 8, 5, 4]);
    expect(await ids({ slots: [{ kind: 'STAT', value: 'agi', sort: 'DESC' }] })).toEqual([5, 4, 6, 8, 7, 3, 1]);
    const counted = async (variables: Record<string, unknown>) =>
      ((await gql(LIST, { first: 1, ...variables })).data?.storyCards as { totalCount: number }).totalCount;
    expect(await counted({ rarities: [5], slots: [{ kind: 'STAT', value: 'agi', sort: 'DESC' }] })).toBe(await counted({ rarities: [5] }));
    for (const stat of ['yang-atk', 'yang-def', 'yin-atk', 'yin-def']) {
      const res = await gql(LIST, { first: 20, slots: [{ kind: 'STAT', value: stat, sort: 'DESC' }] });
      expect(res.errors).toBeUndefined();
    }
  });

  it("refuses an unknown stat id with the spec's message", async () => {
    expect(await errorOf({ slots: [{ kind: 'STAT', value: 'mp' }] })).toEqual({
      status: 400,
      message: 'Undefined stat id mp',
      code: 'BAD_USER_INPUT',
    });
  });

  it('filters and sorts on a Date slot between UTC day bounds, "now" included', async () => {
    const date = (start: string | null, end: string | null, sort: string | null = 'DESC') => ({
      slots: [{ kind: 'DATE', start, end, sort }],
    });
    // Card 8 is announced, so listed, with its 2031 release.
    expect(await ids(date('2022-01-01', null))).toEqual([8, 7, 4, 3]);
    expect(await ids(date('2022-01-01', 'now'))).toEqual([7, 4, 3]);
    expect(await ids(date('2022-01-01', 'now', 'ASC'))).toEqual([3, 4, 7]);
    // Start counts from 00:00:00 UTC and end to 23:59:59 UTC, both inclusive.
    expect(await ids(date('2022-03-15', '2023-01-10'))).toEqual([4, 3]);
    expect(await ids(date('2022-03-16', '2023-01-09'))).toEqual([]);
    expect(await ids(date('2021-05-11', '2021-06-01', 'ASC'))).toEqual([6, 1]);
    // "now" is the request's instant.
    expect(await ids(date('2021-05-11', 'now'), { now: '2022-03-15T00:00:00Z' })).toEqual([3, 1, 6]);
    // Without bounds the slot sorts only; undated cards last.
    expect(await ids(date(null, null, 'ASC'))).toEqual([6, 1, 3, 4, 7, 8, 5]);
    expect(await ids(date(null, null, null))).toEqual(VISIBLE);
    expect(await errorOf(date('2022-13-01', null))).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('applies up to three slots in order, one date at most', async () => {
    expect(
      await ids({
        slots: [
          { kind: 'EFFECT', value: 'yang-atk' },
          { kind: 'DATE', sort: 'ASC' },
        ],
      }),
    ).toEqual([1, 3, 4, 8, 5]);
    expect(
      await ids({
        slots: [
          { kind: 'STAT', value: 'yang-atk', sort: 'DESC' },
          { kind: 'EFFECT', value: 'yang-atk', sort: 'ASC' },
          { kind: 'DATE', start: '2021-05-11' },
        ],
      }),
      // Cards 4 and 3 have no Yang ATK stat: after the others, in the effect's order.
    ).toEqual([8, 1, 4, 3]);
    // Ties on the first slot go to the second.
    expect(
      await ids({
        slots: [
          { kind: 'EFFECT', value: 'yang-atk', sort: 'DESC', target: 'SINGLE' },
          { kind: 'STAT', value: 'yang-atk', sort: 'ASC' },
        ],
      }),
    ).toEqual([5, 1, 8, 4]);
    expect(await errorOf({ slots: [{ kind: 'DATE' }, { kind: 'DATE' }] })).toEqual({
      status: 400,
      message: 'Only one sort/filter slot may be a date',
      code: 'BAD_USER_INPUT',
    });
    expect(
      await errorOf({
        slots: [{ kind: 'STAT', value: 'hp' }, { kind: 'STAT', value: 'agi' }, { kind: 'STAT', value: 'hp' }, { kind: 'DATE' }],
      }),
    ).toEqual({
      status: 400,
      message: 'At most 3 sort/filter slots, not 4',
      code: 'BAD_USER_INPUT',
    });
  });

  it('combines every filter', async () => {
    expect(
      await ids({
        name: 'tea, garden, magician',
        artist: 'fixture',
        featured: ['l1-reimu'],
        rarities: [3],
        suits: ['chrysanthemum'],
        obtaining: 'event',
        role: 'speed',
        slots: [{ kind: 'EFFECT', value: 'human', sort: 'DESC' }],
      }),
    ).toEqual([4]);
  });

  it('pages sorted results with cursors, forward and backward', async () => {
    const slots = [{ kind: 'EFFECT', value: 'yang-atk', sort: 'DESC' }];
    const first = await gql(LIST, { first: 2, slots });
    expect(first.data?.storyCards.edges.map((e: any) => e.node.cardId)).toEqual([5, 3]);
    expect(first.data?.storyCards).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
    const second = await gql(LIST, { first: 2, after: first.data?.storyCards.pageInfo.endCursor, slots });
    expect(second.data?.storyCards.edges.map((e: any) => e.node.cardId)).toEqual([8, 1]);
    const third = await gql(LIST, { first: 2, after: second.data?.storyCards.pageInfo.endCursor, slots });
    expect(third.data?.storyCards.edges.map((e: any) => e.node.cardId)).toEqual([4]);
    expect(third.data?.storyCards.pageInfo.hasNextPage).toBe(false);
    const back = await gql(LIST, { last: 2, before: third.data?.storyCards.pageInfo.startCursor, slots });
    expect(back.data?.storyCards.edges.map((e: any) => e.node.cardId)).toEqual([8, 1]);
    const unsorted = await gql(LIST, { first: 3, after: first.data?.storyCards.pageInfo.endCursor });
    expect(unsorted.data?.storyCards.edges.map((e: any) => e.node.cardId)).toEqual([1]);
  });

  it('caps pages at 100 for tool authors', async () => {
    const res = await gql(LIST, { first: 101 });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('pages of an ordered id list', () => {
  const list = [5, 3, 8, 1, 4];
  it('follow Prisma cursor semantics', () => {
    expect(pageOfIds(list, { take: 3 })).toEqual([5, 3, 8]);
    expect(pageOfIds(list, { take: 3, skip: 1, cursor: { id: 8 } })).toEqual([1, 4]);
    expect(pageOfIds(list, { take: -3 })).toEqual([8, 1, 4]);
    expect(pageOfIds(list, { take: -3, skip: 1, cursor: { id: 1 } })).toEqual([5, 3, 8]);
    expect(pageOfIds(list, { take: -3, skip: 1, cursor: { id: 3 } })).toEqual([5]);
    expect(pageOfIds(list, { take: 2, skip: 1, cursor: { id: 99 } })).toEqual([]);
  });
});

describe('the reveal rule', () => {
  const CARD = '{ storyCard(cardId: 2) { cardId revealed released stats { min max } featuredCharacters { slug } artist { slug } } }';

  it('hides a card until its reveal time unless the spoiler switch is on', async () => {
    expect((await gql(CARD)).data?.storyCard).toBeNull();
    expect((await gql(CARD, {}, { now: '2031-01-01T05:59:59.999Z' })).data?.storyCard).toBeNull();
    expect(await ids({})).not.toContain(2);
    // With the switch: listed, marked unrevealed, with its figures.
    const jp = (await gql(CARD, {}, { jp: true })).data?.storyCard;
    expect(jp).toEqual({
      cardId: 2,
      revealed: false,
      released: false,
      stats: [{ min: 20, max: 60 }],
      featuredCharacters: [{ slug: 'a7-yuyuko' }],
      artist: { slug: 'unreleased-artist' },
    });
    expect(await ids({}, { jp: true })).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("reveals it for everyone at its time, its featured spoiler following the character's own reveal", async () => {
    const at = (await gql(CARD, {}, { now: '2031-01-01T06:00:00Z' })).data?.storyCard;
    expect(at).toEqual({
      cardId: 2,
      revealed: true,
      released: true,
      stats: [{ min: 20, max: 60 }],
      featuredCharacters: [],
      artist: { slug: 'unreleased-artist' },
    });
    // Yuyuko is a JP-only announcement: without JP content she stays hidden after her reveal time.
    const later = (await gql(CARD, {}, { now: '2031-06-01T00:00:00Z' })).data?.storyCard;
    expect(later.featuredCharacters).toEqual([]);
    const knives = '{ storyCard(cardId: 5) { featuredCharacters { slug } } }';
    expect((await gql(knives)).data?.storyCard.featuredCharacters).toEqual([{ slug: 'a6-sakuya' }]);
    expect((await gql(knives, {}, { now: '2031-06-01T00:00:00Z' })).data?.storyCard.featuredCharacters).toEqual([
      { slug: 'a6-flandre' },
      { slug: 'a6-sakuya' },
    ]);
  });

  it('shows "?" (null) for the minimum figures of an announced card until its release, except with JP content', async () => {
    const q = '{ storyCard(cardId: 8) { revealed released stats { min max } totalStat { min max } buffs { values character { slug } } } }';
    expect((await gql(q)).data?.storyCard).toEqual({
      revealed: true,
      released: false,
      stats: [
        { min: null, max: 125 },
        { min: null, max: 125 },
      ],
      totalStat: { min: null, max: 250 },
      buffs: [
        { values: [null, 50], character: null },
        { values: [null, 2], character: null },
      ],
    });
    expect((await gql(q, {}, { jp: true })).data?.storyCard).toMatchObject({
      stats: [
        { min: 45, max: 125 },
        { min: 45, max: 125 },
      ],
      totalStat: { min: 90, max: 250 },
      buffs: [{ values: [25, 50] }, { values: [2, 2], character: { slug: 'a6-flandre' } }],
    });
    expect((await gql(q, {}, { now: '2031-03-01T00:00:00Z' })).data?.storyCard).toMatchObject({
      released: true,
      stats: [{ min: 45 }, { min: 45 }],
      buffs: [{ values: [25, 50] }, { values: [2, 2], character: null }],
    });
    expect((await gql(q, {}, { now: '2031-06-01T00:00:00Z' })).data?.storyCard.buffs[1].character).toEqual({ slug: 'a6-flandre' });
  });

  it('hides spoilers from the picker options and the chips', async () => {
    const q = '{ storyCardChips { slug } }';
    expect((await gql(q)).data?.storyCardChips.map((c: any) => c.slug)).not.toContain('a6-flandre');
    expect((await gql(q, {}, { jp: true })).data?.storyCardChips.map((c: any) => c.slug)).toEqual([
      'a6-flandre',
      'l1-marisa',
      'l1-reimu',
      'a6-reimu',
      'a6-sakuya',
      'a7-yuyuko',
    ]);
  });

  it('hides node(id) of an unrevealed card', async () => {
    const id = Buffer.from('StoryCard:2').toString('base64');
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id })).data?.node).toBeNull();
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id }, { jp: true })).data?.node).toEqual({ id });
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id }, { now: '2031-01-01T06:00:00Z' })).data?.node).toEqual({ id });
    const artist = Buffer.from('Illustrator:unreleased-artist').toString('base64');
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id: artist })).data?.node).toBeNull();
    expect((await gql('query($id: ID!) { node(id: $id) { id } }', { id: artist }, { jp: true })).data?.node).toEqual({ id: artist });
  });

  it('says when the figures of a card it shows are next released, and never when a hidden card is revealed', async () => {
    const q = '{ storyCardsChangeAt }';
    // Card 2 is revealed on 2031-01-01 06:00, which is a spoiler: only card 8's release is told.
    expect((await gql(q)).data?.storyCardsChangeAt).toBe('2031-03-01T00:00:00.000Z');
    expect((await gql(q, {}, { now: '2031-01-01T05:59:59Z' })).data?.storyCardsChangeAt).toBe('2031-03-01T00:00:00.000Z');
    // With the switch every card and figure shows already: nothing changes by itself.
    expect((await gql(q, {}, { jp: true })).data?.storyCardsChangeAt).toBeNull();
    expect((await gql(q, {}, { now: '2031-01-01T06:00:00Z' })).data?.storyCardsChangeAt).toBe('2031-03-01T00:00:00.000Z');
    expect((await gql(q, {}, { now: '2031-03-01T00:00:00Z' })).data?.storyCardsChangeAt).toBeNull();
  });
});

describe('answers computed once per data version', () => {
  const Q = `{
    storyCardCount storyCardsChangeAt storyCardTags { id cards } storyCardChips { slug }
    illustrators(first: 50, orderBy: CARD_COUNT) { totalCount edges { node { slug cardCount earliestReleaseAt } } }
    home { storyCardCounts { total } }
  }`;
  const at = async (now: string, jp = false) => {
    const res = await gql(Q, {}, { now, jp });
    expect(res.errors).toBeUndefined();
    return res.data as Record<string, any>;
  };

  it('move on exactly at a reveal instant, and never back for an earlier clock', async () => {
    const before = await at(NOW);
    expect(await at('2031-01-01T05:59:59.999Z')).toEqual(before);
    const after = await at('2031-01-01T06:00:00Z');
    expect(after.storyCardCount).toBe(before.storyCardCount + 1);
    expect(after.home.storyCardCounts.total).toBe(before.home.storyCardCounts.total + 1);
    expect(after.illustrators.totalCount).toBe(before.illustrators.totalCount + 1);
    expect(after.illustrators.edges.map((e: any) => e.node.slug)).toContain('unreleased-artist');
    // A featured character's own reveal moves the chips on.
    const chips = (data: Record<string, any>) => data.storyCardChips.map((c: any) => c.slug);
    expect(chips(after)).not.toContain('a6-flandre');
    expect(chips(await at('2031-06-01T00:00:00Z'))).toContain('a6-flandre');
    // The spoiler switch sees the later set at any time; the earlier clock still gets the earlier set.
    expect((await at(NOW, true)).storyCardCount).toBe(after.storyCardCount);
    expect(await at(NOW)).toEqual(before);
  });

  it('follow an import that bumps the data version', async () => {
    const before = await at(NOW);
    const original = await db.storyCard.findUniqueOrThrow({ where: { id: 1 }, select: { revealAt: true } });
    const importing = async (revealAt: Date | null) =>
      db.$transaction([
        db.storyCard.update({ where: { id: 1 }, data: { revealAt } }),
        db.dataVersion.update({ where: { id: 1 }, data: { version: { increment: 1 } } }),
      ]);
    await importing(new Date('2040-01-01T00:00:00Z'));
    try {
      const after = await at(NOW);
      expect(after.storyCardCount).toBe(before.storyCardCount - 1);
      expect(after.home.storyCardCounts.total).toBe(before.home.storyCardCounts.total - 1);
      // The card hidden until 2040 is not told of.
      expect(after.storyCardsChangeAt).toBe(before.storyCardsChangeAt);
      expect((await at('2040-01-01T00:00:00Z')).storyCardCount).toBe(before.storyCardCount + 1);
    } finally {
      await importing(original.revealAt);
    }
    expect(await at(NOW)).toEqual(before);
  });
});

describe('illustrators', () => {
  const Q = `query($orderBy: IllustratorOrder, $descending: Boolean, $cards: IllustratorCardOrder, $cardsDescending: Boolean) {
    illustrators(first: 50, orderBy: $orderBy, descending: $descending) {
      totalCount
      edges { node { slug name jpName pixiv twitter cardCount earliestReleaseAt storyCards(orderBy: $cards, descending: $cardsDescending) { cardId } } }
    }
  }`;
  const people = async (variables: Record<string, unknown> = {}, options: { jp?: boolean; now?: string } = {}) => {
    const res = await gql(Q, variables, options);
    expect(res.errors).toBeUndefined();
    return res.data?.illustrators;
  };

  it('drops illustrators without a card the viewer may see', async () => {
    const list = await people();
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((e: any) => e.node.slug)).toEqual(['fixture-artist', 'moonlit-artist']);
    expect((await people({}, { jp: true })).edges.map((e: any) => e.node.slug)).toEqual([
      'fixture-artist',
      'moonlit-artist',
      'unreleased-artist',
    ]);
    expect((await people({}, { now: '2031-01-01T06:00:00Z' })).totalCount).toBe(3);
  });

  it('gives each one its links, card count, earliest date and cards', async () => {
    const fixture = (await people()).edges[0].node;
    expect(fixture).toEqual({
      slug: 'fixture-artist',
      name: 'Fixture Artist',
      jpName: 'テスト',
      pixiv: 'https://www.pixiv.net/users/1',
      twitter: 'https://twitter.com/fixture_artist',
      cardCount: 5,
      earliestReleaseAt: '2021-05-20T00:00:00.000Z',
      storyCards: [{ cardId: 8 }, { cardId: 7 }, { cardId: 6 }, { cardId: 4 }, { cardId: 1 }],
    });
  });

  it('sorts artists by alphabet, earliest date and number of cards, either way', async () => {
    const order = async (orderBy: string, descending = false, options = {}) =>
      (await people({ orderBy, descending }, options)).edges.map((e: any) => e.node.slug);
    expect(await order('NAME', true)).toEqual(['moonlit-artist', 'fixture-artist']);
    expect(await order('EARLIEST')).toEqual(['fixture-artist', 'moonlit-artist']);
    expect(await order('EARLIEST', true)).toEqual(['moonlit-artist', 'fixture-artist']);
    expect(await order('CARD_COUNT')).toEqual(['moonlit-artist', 'fixture-artist']);
    expect(await order('CARD_COUNT', true)).toEqual(['fixture-artist', 'moonlit-artist']);
    // The unreleased artist's one card comes out in 2031: earliest date last among the dated.
    expect(await order('EARLIEST', true, { jp: true })).toEqual(['unreleased-artist', 'moonlit-artist', 'fixture-artist']);
    expect(await order('CARD_COUNT', false, { jp: true })).toEqual(['unreleased-artist', 'moonlit-artist', 'fixture-artist']);
  });

  it("sorts each artist's cards by alphabet or release date, unknown dates last", async () => {
    const cards = async (cardsOrder: string, cardsDescending = false) =>
      (await people({ cards: cardsOrder, cardsDescending })).edges.map((e: any) => e.node.storyCards.map((c: any) => c.cardId));
    expect(await cards('NAME')).toEqual([
      [8, 7, 6, 4, 1],
      [5, 3],
    ]);
    expect(await cards('NAME', true)).toEqual([
      [1, 4, 6, 7, 8],
      [3, 5],
    ]);
    expect(await cards('RELEASE')).toEqual([
      [6, 1, 4, 7, 8],
      [3, 5],
    ]);
    expect(await cards('RELEASE', true)).toEqual([
      [8, 7, 4, 1, 6],
      [3, 5],
    ]);
  });

  it('pages and finds one illustrator', async () => {
    const page = await gql(
      '{ illustrators(first: 1, orderBy: CARD_COUNT) { pageInfo { hasNextPage endCursor } edges { node { slug } } } }',
    );
    expect(page.data?.illustrators.edges[0].node.slug).toBe('moonlit-artist');
    const next = await gql(
      'query($a: String) { illustrators(first: 1, after: $a, orderBy: CARD_COUNT) { pageInfo { hasNextPage } edges { node { slug } } } }',
      {
        a: page.data?.illustrators.pageInfo.endCursor,
      },
    );
    expect(next.data?.illustrators).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { slug: 'fixture-artist' } }] });
    expect((await gql('{ illustrator(slug: "unreleased-artist") { slug } }')).data?.illustrator).toBeNull();
    expect((await gql('{ illustrator(slug: "idle-artist") { slug } }', {}, { jp: true })).data?.illustrator).toBeNull();
    expect((await gql('{ illustrators(first: 5, search: "MOON lit") { totalCount } }')).data?.illustrators.totalCount).toBe(1);
  });
});

describe('statements per request', () => {
  async function statementsFor(query: string, variables: Record<string, unknown> = {}): Promise<number> {
    database.statements.length = 0;
    const res = await gql(query, variables, { trusted: true });
    expect(res.errors).toBeUndefined();
    return database.statements.length;
  }
  const FULL = `query($first: Int, $slots: [StoryCardSlotInput!]) { storyCards(first: $first, slots: $slots) { totalCount edges { node {
    cardId name stats { min } totalStat { min } buffs { values character { slug } } randomBuffs { attr values } featuredCharacters { slug thumbnail } obtaining { type } aliases { value } artist { name }
  } } } }`;

  it('do not grow with the size of a card page, sorted or not', async () => {
    expect(await statementsFor(FULL, { first: 7 })).toBe(await statementsFor(FULL, { first: 1 }));
    const slots = [{ kind: 'EFFECT', value: 'yang-atk', sort: 'DESC' }];
    // Sorted, one statement more when the page ends inside a tie (its cards are read to place them).
    expect(await statementsFor(FULL, { first: 5, slots })).toBeLessThanOrEqual(await statementsFor(FULL, { first: 1, slots }));
    expect(await statementsFor(FULL, { first: 1, slots })).toBe(await statementsFor(FULL, { first: 2, slots }));
  });

  it('do not grow with the number of illustrators', async () => {
    const q = (n: number) =>
      `{ illustrators(first: ${n}, orderBy: EARLIEST) { edges { node { name cardCount earliestReleaseAt storyCards { name } } } } }`;
    expect(await statementsFor(q(2))).toBe(await statementsFor(q(1)));
  });
});
