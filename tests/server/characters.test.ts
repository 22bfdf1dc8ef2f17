import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const slugs = (list: { slug: string }[]) => list.map((c) => c.slug);

describe('character', () => {
  it('gives every modal field by slug', async () => {
    const res = await graphql(`{
      character(slug: "l1-reimu") {
        slug nameEn shortName nameJp titleEn colors status type currentRarity released worldCode worldName role
        hasRebirth rebirthAvailable aliases sample
        nameMeta { modalSmall }
        images { full thumbnail rebirthThumbnail }
        links { gamepress }
        release { debut rebirth bannerCount lastBanner }
        series { id enTitle }
        variantGroup { id enName }
      }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.character).toMatchObject({
      slug: 'l1-reimu',
      nameJp: '博麗 霊夢',
      colors: ['#d7263d', '#ffffff'],
      currentRarity: 'gen',
      released: true,
      worldName: 'Main world',
      rebirthAvailable: true,
      aliases: ['reimu', 'reimuhakurei', 'shrinemaiden'],
      images: { full: '/images/l1-reimu-full.png', thumbnail: '/images/l1-reimu.png', rebirthThumbnail: null },
      release: { debut: '2021-05-11T06:00:00.000Z', rebirth: '2022-02-01T06:00:00.000Z', bannerCount: 0, lastBanner: null },
      series: { id: 'l1-main' },
      variantGroup: { id: 'reimu' },
    });
  });

  it('counts past banners only', async () => {
    const res = await graphql(`{ character(slug: "a6-reimu") { release { bannerCount lastBanner } } }`);
    expect(res.data?.character.release).toEqual({ bannerCount: 2, lastBanner: '2022-06-01T06:00:00.000Z' });
  });

  it('hides an unrevealed character unless the spoiler switch is on, and gives null for unknown slugs', async () => {
    const hidden = await graphql(`{ character(slug: "a7-yuyuko") { slug } }`);
    expect(hidden.data?.character).toBeNull();
    const shown = await graphql(`{ character(slug: "a7-yuyuko") { slug revealed } }`, {}, { jpContent: true });
    expect(shown.data?.character).toEqual({ slug: 'a7-yuyuko', revealed: false });
    const unknown = await graphql(`{ character(slug: "nobody") { slug } }`);
    expect(unknown.data?.character).toBeNull();
  });

  it('maps the ufes and pfes filter values and ignores unknown ones', async () => {
    const ufes = await graphql(`{ characters(first: 50, types: ["ufes"]) { edges { node { slug } } } }`);
    expect(slugs(ufes.data?.characters.edges.map((e: any) => e.node))).toEqual(['a7-youmu']);
    const unknownOnly = await graphql(`{ characters(first: 50, types: ["zzz"]) { totalCount } }`);
    const all = await graphql(`{ characters(first: 50) { totalCount } }`);
    expect(unknownOnly.data?.characters.totalCount).toBe(all.data?.characters.totalCount);
  });
});

describe('groupings', () => {
  it('lists series tabs with their blocks and available/total counts', async () => {
    const res = await graphql(`{ seriesTabs { id series { id total available characters { slug } } } }`);
    const l1 = res.data?.seriesTabs.find((t: any) => t.id === 'l1');
    const main = l1.series.find((s: any) => s.id === 'l1-main');
    expect(slugs(main.characters)).toEqual(['l1-marisa', 'l1-reimu', 'l1-mima', 'l1-shinki']);
    expect(main).toMatchObject({ total: 4, available: 2 });
  });

  it('lists world groups with worlds and counts', async () => {
    const res = await graphql(`{ worldGroups { id worlds { code name total available } } }`);
    const alternate = res.data?.worldGroups.find((g: any) => g.id === 'a');
    expect(alternate.worlds).toEqual([
      { code: 'A6', name: 'Scarlet', total: 3, available: 2 },
      { code: 'A7', name: 'Cherry Blossom', total: 1, available: 1 },
    ]);
    const withJp = await graphql(`{ worldGroups { id worlds { code total } } }`, {}, { jpContent: true });
    expect(withJp.data?.worldGroups.find((g: any) => g.id === 'a').worlds[1].total).toBe(2);
  });

  it('applies the variant inclusion rule', async () => {
    const res = await graphql(`{ variantGroups { id total available characters { slug } } }`);
    const reimu = res.data?.variantGroups.find((g: any) => g.id === 'reimu');
    // Mima is not-available and neither relic nor announced; Remilia is a relic.
    expect(slugs(reimu.characters)).toEqual(['l1-reimu', 'a6-reimu', 'a6-remilia']);
    expect(reimu).toMatchObject({ total: 3, available: 2 });
    const jp = await graphql(`{ variantGroups { id characters { slug } } }`, {}, { jpContent: true });
    expect(slugs(jp.data?.variantGroups.find((g: any) => g.id === 'reimu').characters)).toContain('l1-mima');
  });

  it('groups characters by role', async () => {
    const res = await graphql(`{ roleGroups { id name kanji characters { slug } } }`);
    expect(res.data?.roleGroups).toHaveLength(8);
    expect(res.data?.roleGroups.find((r: any) => r.id === 'attack')).toMatchObject({
      kanji: '攻撃',
      characters: [{ slug: 'l1-reimu' }, { slug: 'a6-reimu' }],
    });
  });

  it('lists batches newest first', async () => {
    const res = await graphql(`{ characterBatches(kind: REBIRTH) { no date characters { slug } } }`);
    expect(res.data?.characterBatches.map((b: any) => b.no)).toEqual([2, 1]);
    expect(slugs(res.data?.characterBatches[0].characters)).toEqual(['l1-marisa', 'a6-reimu']);
  });

  it('builds the unreleased lists with the JP rule', async () => {
    const q = (jp: boolean) =>
      graphql(
        '{ unreleasedCharacters { jp { slug } announced { slug } story { slug } printWork { slug } pc98 { slug } mv { slug } } }',
        {},
        { jpContent: jp },
      );
    const off = (await q(false)).data?.unreleasedCharacters;
    expect(off).toEqual({
      jp: [],
      announced: [{ slug: 'l1-okina' }],
      story: [{ slug: 'l1-shinki' }],
      printWork: [],
      pc98: [{ slug: 'l1-mima' }],
      mv: [{ slug: 'a6-remilia' }],
    });
    const on = (await q(true)).data?.unreleasedCharacters;
    // Shinki is out in Japan: with JP content she moves from the story list to the jp list.
    expect(slugs(on.jp).sort()).toEqual(['a7-yuyuko', 'l1-shinki']);
    expect(on.story).toEqual([]);
  });

  it('lists upcoming characters soonest first', async () => {
    const res = await graphql(`{ upcomingCharacters { slug debutAt } }`);
    expect(res.data?.upcomingCharacters).toEqual([{ slug: 'a7-youmu', debutAt: '2031-01-01T06:00:00.000Z' }]);
  });
});

describe('release history with its precision', () => {
  it('exposes each debut with its precision and source', async () => {
    const res = await graphql(
      '{ reimu: character(slug: "a6-reimu") { debutPrecision release { debut debutPrecision debutSource debutSourceKind debutTimeKnown } } sakuya: character(slug: "a6-sakuya") { debutAt debutPrecision release { debutPrecision debutSource debutSourceKind debutTimeKnown } } marisa: character(slug: "l1-marisa") { debutPrecision } okina: character(slug: "l1-okina") { debutAt debutPrecision } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.reimu.release).toEqual({
      debut: '2021-06-01T06:00:00.000Z',
      debutPrecision: 'DAY',
      debutSource: 'MaddoScientisto/LostWordTracker/LostWordTracker/wwwroot/Characters.json@b77abab09bf43a160d89a102435372c0861b1ed1',
      // A fan tracker's row, with the time its commit gives.
      debutSourceKind: 'FAN_TRACKER',
      debutTimeKnown: true,
    });
    expect(res.data?.sakuya).toMatchObject({
      debutPrecision: 'BY',
      release: {
        debutPrecision: 'BY',
        debutSource: 'https://example.org/fixture/sakuya-available',
        debutSourceKind: 'GUIDE_PAGE',
        debutTimeKnown: false,
      },
    });
    // A date given without a precision is an exact instant; no date has none.
    expect(res.data?.marisa.debutPrecision).toBe('INSTANT');
    expect(res.data?.okina).toEqual({ debutAt: null, debutPrecision: null });
  });

  it('gives each batch its date precision, lower bound and sources', async () => {
    const res = await graphql(
      '{ characterBatches(kind: REBIRTH) { no datePrecision dateAfter dateAfterSource dateAfterSourceKind source sourceKind } }',
    );
    expect(res.data?.characterBatches).toEqual([
      {
        no: 2,
        datePrecision: 'MONTH',
        dateAfter: null,
        dateAfterSource: null,
        dateAfterSourceKind: null,
        source: 'fixture',
        sourceKind: null,
      },
      {
        no: 1,
        datePrecision: 'BETWEEN',
        dateAfter: '2021-09-22T00:00:00.000Z',
        dateAfterSource: 'fixture: the first rebirth',
        dateAfterSourceKind: 'GUIDE_PAGE',
        source: 'fixture',
        sourceKind: 'FAN_TRACKER',
      },
    ]);
  });
});

describe('banner history and permanent pools', () => {
  const query = `query ($slug: String!) {
    character(slug: $slug) {
      status
      pools { id name since }
      release { bannerCount lastBanner }
      banners { status prayer { prayerId name status } }
    }
  }`;

  it('lists every prayer that featured the Friend, newest first, upcoming ones too', async () => {
    const res = await graphql(query, { slug: 'a6-reimu' });
    expect(res.errors).toBeUndefined();
    const c = res.data?.character as {
      banners: { status: string | null; prayer: { prayerId: number; status: string } }[];
      release: { bannerCount: number };
      pools: unknown[];
    };
    expect(c.banners.map((b) => b.prayer.prayerId)).toEqual([3, 2, 1]);
    expect(c.banners.map((b) => b.prayer.status)).toEqual(['UPCOMING', 'ENDED', 'ENDED']);
    expect(c.banners[2].status).toBe('new');
    // The count says how many have begun: the list's ended and running ones.
    expect(c.release.bannerCount).toBe(c.banners.filter((b) => b.prayer.status !== 'UPCOMING').length);
    expect(c.pools).toEqual([]);
  });

  it('says which permanent prayer holds a non-limited Friend, and none for a starter', async () => {
    const res = await graphql(query, { slug: 'l1-reimu' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.character).toMatchObject({
      status: 'non-limited',
      pools: [{ id: 'standard', name: expect.stringMatching(/standard/i), since: null }],
      banners: [],
    });
  });
});
