// Friends' attacks through the public API, against the fixture's real rows of the attack table
// (tests/fixtures/data/characters/attacks.json): a Friend's attacks, the comparison list's every
// filter and order (expected values computed here from the fixture file), its pages, the reveal
// rule of the attack's Friend (hidden Friends' attacks appear nowhere without the spoiler switch),
// the filters' codes, and Japanese base stats where a record gives them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { type GraphQLResponse, graphql } from '../helpers/graphql.ts';

interface Part {
  code: string;
  label?: string;
  base: number;
  hard: number;
  slice: number;
}
interface FixtureAttack {
  id: string;
  characterId: string;
  kind: string;
  target: string;
  scale: string;
  durationSeconds?: number;
  timingRank?: number;
  totalPower: number;
  basePower: number;
  hardPower: number;
  slicePower: number;
  yinYang: Part[];
  elements: Part[];
  bulletTypes: Part[];
  killers: Part[];
  sourceName: string;
  sourceUrl: string;
  sourceDate: string;
  sourceLabel: string;
}
interface FixtureCharacter {
  id: string;
  nameEn: string;
  worldId?: string;
  type: string;
  role?: string;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(join(FIXTURE_DATA, file), 'utf8')) as T;
const ATTACKS = read<FixtureAttack[]>('characters/attacks.json');
const CHARACTERS = new Map(read<FixtureCharacter[]>('characters/characters.json').map((c) => [c.id, c]));
/** The fixture's Friends a viewer without the spoiler switch may not see (revealed in 2031; announced in Japan only). */
const HIDDEN = ['a6-flandre', 'a7-yuyuko'];
const VISIBLE = ATTACKS.filter((a) => !HIDDEN.includes(a.characterId));
const KINDS = ['spell-card-1', 'spell-card-2', 'last-word'];
const KIND_ENUM: Record<string, string> = { 'spell-card-1': 'SPELL_CARD_1', 'spell-card-2': 'SPELL_CARD_2', 'last-word': 'LAST_WORD' };

const total = (p: Part) => p.base + p.hard + p.slice;
const globalId = (id: string) => Buffer.from(`Attack:${id}`).toString('base64');
const nameOf = (a: FixtureAttack) => CHARACTERS.get(a.characterId)?.nameEn as string;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** The Friend's name, then spell card 1, 2, last word. */
const byCharacter = (a: FixtureAttack, b: FixtureAttack) =>
  collator.compare(nameOf(a), nameOf(b)) ||
  (a.characterId < b.characterId ? -1 : a.characterId > b.characterId ? 1 : 0) ||
  KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind);
const inParts = (parts: Part[], codes: string[]) => parts.filter((p) => codes.includes(p.code)).reduce((n, p) => n + total(p), 0);
/** Largest first by a figure, ties by the Friend's name and the attack. */
const largestFirst = (list: FixtureAttack[], figure: (a: FixtureAttack) => number) =>
  [...list].sort((a, b) => figure(b) - figure(a) || byCharacter(a, b)).map((a) => a.id);

const LIST = `query($first: Int, $after: String, $last: Int, $before: String, $kind: [AttackKind!], $target: AttackTarget,
  $yinYang: YinYang, $element: [String!], $bulletType: [String!], $killer: [String!], $world: [String!], $type: [String!],
  $role: [String!], $orderBy: AttackOrder, $descending: Boolean) {
  attacks(first: $first, after: $after, last: $last, before: $before, kind: $kind, target: $target, yinYang: $yinYang,
    element: $element, bulletType: $bulletType, killer: $killer, world: $world, type: $type, role: $role, orderBy: $orderBy,
    descending: $descending) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id totalPower kind character { slug } } }
  }
}`;

/** The ids of the list, as the site's own operations read it (one page of everything). */
async function listIds(variables: Record<string, unknown>, jpContent = false): Promise<string[]> {
  const res = await graphql(LIST, { first: 100, ...variables }, { jpContent });
  expect(res.errors).toBeUndefined();
  const ids = res.data?.attacks.edges.map((e: { node: { id: string } }) => Buffer.from(e.node.id, 'base64').toString().slice(7));
  expect(res.data?.attacks.totalCount).toBe(ids.length);
  return ids;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the fixture', () => {
  it("holds every attack of its Friends the table gives, hidden Friends' included", () => {
    expect(ATTACKS.length).toBe(27);
    for (const id of HIDDEN) expect(ATTACKS.some((a) => a.characterId === id)).toBe(true);
    expect(VISIBLE.length).toBe(21);
  });
});

describe("a Friend's attacks", () => {
  it('lists spell card 1, spell card 2 and last word with their figures, splits and source', async () => {
    const res = await graphql(`{
      character(slug: "l1-reimu") {
        attacks {
          id kind target scale durationSeconds timingRank totalPower basePower hardPower slicePower
          yinYang { code label base hard slice total share }
          elements { code label total share }
          bulletTypes { code label total }
          killers { code label base hard slice total share }
          source { name url asOf label }
          character { slug }
        }
      }
    }`);
    expect(res.errors).toBeUndefined();
    const got = res.data?.character.attacks;
    const expected = ATTACKS.filter((a) => a.characterId === 'l1-reimu');
    expect(got.map((a: { kind: string }) => a.kind)).toEqual(['SPELL_CARD_1', 'SPELL_CARD_2', 'LAST_WORD']);
    expect(expected.map((a) => KIND_ENUM[a.kind])).toEqual(['SPELL_CARD_1', 'SPELL_CARD_2', 'LAST_WORD']);
    got.forEach((a: any, i: number) => {
      const e = expected[i];
      expect(a).toMatchObject({
        id: globalId(e.id),
        target: e.target.toUpperCase(),
        scale: e.scale,
        durationSeconds: e.durationSeconds ?? null,
        timingRank: e.timingRank ?? null,
        totalPower: e.totalPower,
        basePower: e.basePower,
        hardPower: e.hardPower,
        slicePower: e.slicePower,
        source: { name: e.sourceName, url: e.sourceUrl, asOf: e.sourceDate, label: e.sourceLabel },
        character: { slug: 'l1-reimu' },
      });
      expect(a.source.label).toBe('Global server, October 2024');
      // Each split: the fixture's parts, largest first, totalled and as shares of the whole.
      const sorted = (parts: Part[]) => [...parts].sort((x, y) => total(y) - total(x));
      expect(a.yinYang.map((p: Part) => p.code)).toEqual(sorted(e.yinYang).map((p) => p.code));
      expect(a.elements.map((p: Part) => p.code)).toEqual(sorted(e.elements).map((p) => p.code));
      expect(a.killers.map((p: Part) => [p.code, p.label])).toEqual(sorted(e.killers).map((p) => [p.code, p.label]));
      for (const p of a.yinYang) {
        const stored = e.yinYang.find((x) => x.code === p.code) as Part;
        expect(p).toMatchObject({ base: stored.base, hard: stored.hard, slice: stored.slice });
        expect(p.total).toBeCloseTo(total(stored), 6);
        expect(p.share).toBeCloseTo(total(stored) / e.totalPower, 6);
        expect(p.label).toBe(p.code === 'yin' ? 'Yin' : 'Yang');
      }
      // Yin and yang divide every bullet, as do elements and bullet types.
      for (const split of [a.yinYang, a.elements, a.bulletTypes])
        expect(split.reduce((n: number, p: { total: number }) => n + p.total, 0)).toBeCloseTo(e.totalPower, 2);
    });
  });

  it('is empty, and Japanese base stats null, for a Friend no source gives figures for', async () => {
    const res = await graphql('{ character(slug: "l1-mima") { attacks { id } japaneseBaseStats { hp } } }', {}, { jpContent: true });
    expect(res.errors).toBeUndefined();
    expect(ATTACKS.some((a) => a.characterId === 'l1-mima')).toBe(false);
    expect(res.data?.character).toEqual({ attacks: [], japaneseBaseStats: null });
    const reimu = await graphql('{ character(slug: "l1-reimu") { japaneseBaseStats { hp } } }');
    expect(reimu.data?.character.japaneseBaseStats).toBeNull();
  });

  it("gives a hidden Friend's attacks only with the spoiler switch, by node(id) as by the Friend", async () => {
    const hidden = ATTACKS.find((a) => a.characterId === 'a6-flandre') as FixtureAttack;
    const shown = VISIBLE[0];
    const query = 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Attack { totalPower character { slug } } } }';
    const off = await graphql(query, { ids: [globalId(hidden.id), globalId(shown.id)] });
    expect(off.errors).toBeUndefined();
    expect(off.data?.nodes).toEqual([
      null,
      { id: globalId(shown.id), totalPower: shown.totalPower, character: { slug: shown.characterId } },
    ]);
    const on = await graphql(query, { ids: [globalId(hidden.id)] }, { jpContent: true });
    expect(on.data?.nodes).toEqual([{ id: globalId(hidden.id), totalPower: hidden.totalPower, character: { slug: 'a6-flandre' } }]);
    const unknown = await graphql(query, { ids: [globalId('a6-flandre.no-such-attack')] }, { jpContent: true });
    expect(unknown.data?.nodes).toEqual([null]);
    const friend = await graphql('{ character(slug: "a6-flandre") { attacks { kind } } }', {}, { jpContent: true });
    expect(friend.data?.character.attacks).toHaveLength(3);
  });
});

describe('the attack list', () => {
  it('orders by total power, largest first, and counts only what the viewer may see', async () => {
    expect(await listIds({})).toEqual(largestFirst(VISIBLE, (a) => a.totalPower));
    const all = await listIds({}, true);
    expect(all).toEqual(largestFirst(ATTACKS, (a) => a.totalPower));
    for (const id of HIDDEN) expect(all.some((x) => x.startsWith(`${id}.`))).toBe(true);
    const smallestFirst = [...VISIBLE].sort((a, b) => a.totalPower - b.totalPower || byCharacter(a, b)).map((a) => a.id);
    expect(await listIds({ descending: false })).toEqual(smallestFirst);
  });

  it.each([
    ['kind', { kind: ['LAST_WORD', 'SPELL_CARD_1'] }, (a: FixtureAttack) => ['last-word', 'spell-card-1'].includes(a.kind)],
    ['target', { target: 'ALL' }, (a: FixtureAttack) => a.target === 'all'],
    ['yinYang', { yinYang: 'YIN' }, (a: FixtureAttack) => a.yinYang.some((p) => p.code === 'yin' && total(p) > 0)],
    [
      'element',
      { element: ['fire', 'water'] },
      (a: FixtureAttack) => a.elements.some((p) => ['fire', 'water'].includes(p.code) && total(p) > 0),
    ],
    ['bulletType', { bulletType: ['laser'] }, (a: FixtureAttack) => a.bulletTypes.some((p) => p.code === 'laser' && total(p) > 0)],
    ['killer', { killer: ['1', '7'] }, (a: FixtureAttack) => a.killers.some((p) => ['1', '7'].includes(p.code) && total(p) > 0)],
    ['world', { world: ['A6'] }, (a: FixtureAttack) => CHARACTERS.get(a.characterId)?.worldId === 'A6'],
    ['type', { type: ['gen', 'sfes'] }, (a: FixtureAttack) => ['gen', 'sfes'].includes(CHARACTERS.get(a.characterId)?.type as string)],
    ['role', { role: ['attack'] }, (a: FixtureAttack) => CHARACTERS.get(a.characterId)?.role === 'attack'],
    [
      'kind, element and world together',
      { kind: ['SPELL_CARD_2', 'LAST_WORD'], element: ['no', 'sun'], world: ['L1', 'A6'] },
      (a: FixtureAttack) =>
        a.kind !== 'spell-card-1' &&
        a.elements.some((p) => ['no', 'sun'].includes(p.code) && total(p) > 0) &&
        ['L1', 'A6'].includes(CHARACTERS.get(a.characterId)?.worldId as string),
    ],
  ] as const)('filters by %s', async (_name, filter, keep) => {
    const expected = largestFirst(VISIBLE.filter(keep), (a) => a.totalPower);
    // Each filter keeps some and leaves out some of the fixture's attacks.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(VISIBLE.length);
    expect(await listIds(filter)).toEqual(expected);
    // With the switch, the hidden Friends' attacks that match are there too.
    expect(await listIds(filter, true)).toEqual(largestFirst(ATTACKS.filter(keep), (a) => a.totalPower));
  });

  it('orders by the power in the named elements, bullet types, killers or side, or the total when none is named', async () => {
    const cases: [Record<string, unknown>, (a: FixtureAttack) => number][] = [
      [{ orderBy: 'ELEMENT_POWER', element: ['fire', 'no'] }, (a) => inParts(a.elements, ['fire', 'no'])],
      [{ orderBy: 'BULLET_TYPE_POWER', bulletType: ['light', 'ofuda'] }, (a) => inParts(a.bulletTypes, ['light', 'ofuda'])],
      [{ orderBy: 'YIN_YANG_POWER', yinYang: 'YANG' }, (a) => inParts(a.yinYang, ['yang'])],
      [{ orderBy: 'KILLER_POWER', killer: ['1'] }, (a) => inParts(a.killers, ['1'])],
      // Killers overlap: with several named, the largest of their parts.
      [{ orderBy: 'KILLER_POWER', killer: ['1', '7'] }, (a) => Math.max(inParts(a.killers, ['1']), inParts(a.killers, ['7']))],
      [{ orderBy: 'ELEMENT_POWER' }, (a) => a.totalPower],
      [{ orderBy: 'KILLER_POWER' }, (a) => a.totalPower],
    ];
    for (const [variables, figure] of cases) {
      const matching = VISIBLE.filter((a) => {
        const named = (variables.element ?? variables.bulletType ?? variables.killer) as string[] | undefined;
        const parts = variables.element ? a.elements : variables.bulletType ? a.bulletTypes : a.killers;
        if (variables.yinYang) return inParts(a.yinYang, ['yang']) > 0;
        return !named || parts.some((p) => named.includes(p.code) && total(p) > 0);
      });
      const expected = largestFirst(matching, figure);
      expect(await listIds(variables), JSON.stringify(variables)).toEqual(expected);
      // The order differs from the total's where the figure does (the test would not tell otherwise).
      if (Object.keys(variables).length > 1) expect(expected).not.toEqual(largestFirst(matching, (a) => a.totalPower));
    }
  });

  it("orders by the Friend's name and by release, each either way", async () => {
    const byName = [...VISIBLE].sort(byCharacter).map((a) => a.id);
    expect(await listIds({ orderBy: 'CHARACTER' })).toEqual(byName);
    const zToA = await listIds({ orderBy: 'CHARACTER', descending: true });
    expect(zToA.map((id) => nameOf(VISIBLE.find((a) => a.id === id) as FixtureAttack))).toEqual(
      [...byName].reverse().map((id) => nameOf(VISIBLE.find((a) => a.id === id) as FixtureAttack)),
    );
    // Release order: the characters list's own RELEASE order, each Friend's attacks in turn.
    const released = await graphql('{ characters(first: 100, orderBy: RELEASE) { edges { node { slug release { debut } } } } }');
    const order = released.data?.characters.edges.map((e: { node: { slug: string } }) => e.node.slug) as string[];
    const undated = new Set(
      released.data?.characters.edges.filter((e: any) => !e.node.release.debut).map((e: any) => e.node.slug) as string[],
    );
    const byRelease = (descending: boolean) =>
      [...VISIBLE]
        .sort((a, b) => {
          const ua = undated.has(a.characterId);
          const ub = undated.has(b.characterId);
          if (ua !== ub) return ua ? 1 : -1;
          // The character list's own order (release key, then id), reversed when descending.
          const d = order.indexOf(a.characterId) - order.indexOf(b.characterId);
          return (descending ? -d : d) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind);
        })
        .map((a) => a.id);
    expect(await listIds({ orderBy: 'RELEASE' })).toEqual(byRelease(false));
    expect(await listIds({ orderBy: 'RELEASE', descending: true })).toEqual(byRelease(true));
    expect(byRelease(true)).not.toEqual(byRelease(false));
  });

  it('pages forward and backward with cursors that follow the order, the count the same on every page', async () => {
    const expected = await listIds({ orderBy: 'ELEMENT_POWER', element: ['no'] });
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: GraphQLResponse = await graphql(LIST, { first: 4, after, orderBy: 'ELEMENT_POWER', element: ['no'] });
      expect(res.errors).toBeUndefined();
      const conn: { totalCount: number; edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } =
        res.data?.attacks;
      expect(conn.totalCount).toBe(expected.length);
      seen.push(...conn.edges.map((e: { node: { id: string } }) => Buffer.from(e.node.id, 'base64').toString().slice(7)));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    const lastPage = await graphql(LIST, { last: 3, orderBy: 'ELEMENT_POWER', element: ['no'] });
    const tail = lastPage.data?.attacks.edges.map((e: { node: { id: string } }) => Buffer.from(e.node.id, 'base64').toString().slice(7));
    expect(tail).toEqual(expected.slice(-3));
    const before = await graphql(LIST, {
      last: 2,
      before: lastPage.data?.attacks.pageInfo.startCursor,
      orderBy: 'ELEMENT_POWER',
      element: ['no'],
    });
    expect(before.data?.attacks.edges.map((e: { node: { id: string } }) => Buffer.from(e.node.id, 'base64').toString().slice(7))).toEqual(
      expected.slice(-5, -3),
    );
  });

  it('refuses an unknown element, bullet type or killer code, and caps a tool author at 100 a page', async () => {
    for (const variables of [{ element: ['fyre'] }, { bulletType: ['arrow'] }, { killer: ['human'] }]) {
      const res = await graphql(LIST, variables);
      expect(res.errors?.[0].extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(/Unknown (element|bullet type|killer)/);
    }
    const big = await graphql('{ attacks(first: 101) { totalCount } }');
    expect(big.errors?.length).toBeGreaterThan(0);
    // A full page with every split is within a tool author's cost limit.
    const full = await graphql(`{ attacks(first: 100) { edges { node { id totalPower
      yinYang { code total } elements { code total } bulletTypes { code total } killers { code label total }
      source { name } character { slug } } } } }`);
    expect(full.errors).toBeUndefined();
    expect(full.data?.attacks.edges).toHaveLength(VISIBLE.length);
  });
});

describe('the codes the filters take', () => {
  it('counts the attacks the viewer may see with power in each code, hidden Friends counted only with the switch', async () => {
    const query = `{ attackParts {
      yinYang { code label attackCount } elements { code label attackCount } bulletTypes { code label attackCount }
      killers { code label attackCount } source { name url asOf label } } }`;
    const count = (list: FixtureAttack[], pick: (a: FixtureAttack) => Part[]) => {
      const counts = new Map<string, number>();
      for (const a of list) for (const p of pick(a)) if (total(p) > 0) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
      return counts;
    };
    for (const [jpContent, list] of [
      [false, VISIBLE],
      [true, ATTACKS],
    ] as const) {
      const res = await graphql(query, {}, { jpContent });
      expect(res.errors).toBeUndefined();
      const parts = res.data?.attackParts;
      for (const [field, pick] of [
        ['yinYang', (a: FixtureAttack) => a.yinYang],
        ['elements', (a: FixtureAttack) => a.elements],
        ['bulletTypes', (a: FixtureAttack) => a.bulletTypes],
        ['killers', (a: FixtureAttack) => a.killers],
      ] as const) {
        const got = new Map(parts[field].map((p: { code: string; attackCount: number }) => [p.code, p.attackCount]));
        expect(got, `${field} ${jpContent}`).toEqual(count(list, pick));
      }
      const fire = parts.elements.find((p: { code: string }) => p.code === 'fire');
      if (fire) expect(fire.label).toBe('Fire');
      // Killers carry the source's names, and are listed by name.
      const human = parts.killers.find((p: { code: string }) => p.code === '1');
      expect(human?.label).toBe('Human');
      const labels = parts.killers.map((k: { label: string }) => k.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
      expect(parts.source).toEqual({
        name: ATTACKS[0].sourceName,
        url: ATTACKS[0].sourceUrl,
        asOf: ATTACKS[0].sourceDate,
        label: ATTACKS[0].sourceLabel,
      });
    }
    // A killer only hidden Friends' attacks carry is not offered without the switch.
    const visibleKillers = count(VISIBLE, (a) => a.killers);
    const onlyHidden = [...count(ATTACKS, (a) => a.killers).keys()].filter((k) => !visibleKillers.has(k));
    expect(onlyHidden.length).toBeGreaterThan(0);
    const off = await graphql('{ attackParts { killers { code } } }');
    for (const k of onlyHidden) expect(off.data?.attackParts.killers.map((p: { code: string }) => p.code)).not.toContain(k);
  });
});

describe('Japanese base stats', () => {
  it("gives a record's figures and source where one is held, and reads them with the Friend's reveal", async () => {
    const work = mkdtempSync(join(tmpdir(), 'lw-jp-stats-'));
    try {
      const dir = join(work, 'data');
      cpSync(FIXTURE_DATA, dir, { recursive: true });
      const record = (id: string, hp: number) => ({
        id,
        gameUnitId: 1001,
        hp,
        yangAttack: 930,
        yangDefense: 1235,
        agility: 910,
        yinAttack: 855,
        yinDefense: 1190,
        sourceName: 'thlost unit pages (Japanese server)',
        sourceUrl: 'https://github.com/TouhouLostword/thlost/tree/3d7ea4c5c8824da32c9271a161448a3d70f8a28a/public/unit',
        sourceDate: '2021-07-18',
        sourceLabel: 'Japanese server, July 2021',
        source: 'fixture',
      });
      writeFileSync(join(dir, 'characters/japaneseBaseStats.json'), JSON.stringify([record('l1-reimu', 6650), record('a7-yuyuko', 5000)]));
      await loadDataset(db, dir);
      const query = `{ character(slug: "l1-reimu") { japaneseBaseStats { hp yangAttack yangDefense agility yinAttack yinDefense
        source { name url asOf label } } } }`;
      const res = await graphql(query);
      expect(res.errors).toBeUndefined();
      expect(res.data?.character.japaneseBaseStats).toEqual({
        hp: 6650,
        yangAttack: 930,
        yangDefense: 1235,
        agility: 910,
        yinAttack: 855,
        yinDefense: 1190,
        source: {
          name: 'thlost unit pages (Japanese server)',
          url: 'https://github.com/TouhouLostword/thlost/tree/3d7ea4c5c8824da32c9271a161448a3d70f8a28a/public/unit',
          asOf: '2021-07-18',
          label: 'Japanese server, July 2021',
        },
      });
      const hidden = await graphql('{ character(slug: "a7-yuyuko") { japaneseBaseStats { hp } } }');
      expect(hidden.data?.character).toBeNull();
      const shown = await graphql('{ character(slug: "a7-yuyuko") { japaneseBaseStats { hp } } }', {}, { jpContent: true });
      expect(shown.data?.character.japaneseBaseStats).toEqual({ hp: 5000 });
    } finally {
      await loadDataset(db, FIXTURE_DATA);
      rmSync(work, { recursive: true, force: true });
    }
    const back = await graphql('{ character(slug: "l1-reimu") { japaneseBaseStats { hp } } }');
    expect(back.data?.character.japaneseBaseStats).toBeNull();
  });
});
