import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../server/search/matching.ts';
import { searchAll } from '../../server/search/repo.ts';
import { createViewer } from '../../server/shared/reveal.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DOCUMENT = `query Search($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    query searched
    characters { slug } characterCount
    storyCards { name } storyCardCount
    prayers { name } prayerCount
    illustrators { slug } illustratorCount
  }
}`;

interface Answer {
  query: string;
  searched: boolean;
  characters: { slug: string }[];
  characterCount: number;
  storyCards: { name: string }[];
  storyCardCount: number;
  prayers: { name: string }[];
  prayerCount: number;
  illustrators: { slug: string }[];
  illustratorCount: number;
}

async function search(query: string, options: { first?: number; jpContent?: boolean } = {}) {
  const res = await graphql<{ search: Answer }>(DOCUMENT, { query, first: options.first ?? 10 }, { jpContent: options.jpContent });
  expect(res.errors, query).toBeUndefined();
  return res.data?.search as Answer;
}

const slugs = (a: Answer) => a.characters.map((c) => c.slug);

describe('search: characters', () => {
  it('finds every costume of a name, the exact name first', async () => {
    expect(slugs(await search('reimu'))).toEqual(['l1-reimu', 'a6-reimu']);
    expect(slugs(await search('Reimu Hakurei (Scarlet)'))[0]).toBe('a6-reimu');
    expect(slugs(await search('Reimu Hakurei'))).toEqual(['l1-reimu', 'a6-reimu']);
  });

  it('finds a costume by world and short name, in either order', async () => {
    expect(slugs(await search('L1 Reimu'))[0]).toBe('l1-reimu');
    expect(slugs(await search('A6 Reimu'))).toEqual(['a6-reimu']);
    expect(slugs(await search('hakurei l1'))).toEqual(['l1-reimu']);
  });

  it('ignores case, accents and punctuation, and takes partial words', async () => {
    for (const text of ['REIMU', 'Réimu', 'reimu!!', '  reimu  ', 'reimu h', 'rei hak', 'ｒｅｉｍｕ']) {
      expect(slugs(await search(text)), text).toEqual(['l1-reimu', 'a6-reimu']);
    }
    expect(slugs(await search('kirisa'))).toEqual(['l1-marisa']);
  });

  it('finds a character by an alias and by the Japanese name', async () => {
    expect(slugs(await search('shrine maiden'))).toEqual(['l1-reimu']);
    expect(slugs(await search('霊夢'))).toEqual(['l1-reimu']);
  });

  it('keeps at most `first` of a kind and counts them all', async () => {
    const one = await search('reimu', { first: 1 });
    expect(slugs(one)).toEqual(['l1-reimu']);
    expect(one.characterCount).toBe(2);
  });
});

describe('search: story cards, prayers, illustrators', () => {
  it('finds cards by name and alias', async () => {
    expect((await search('tea time')).storyCards).toEqual([{ name: 'Scarlet Tea Time' }]);
    expect((await search('shrine magic')).storyCards).toEqual([{ name: 'Shrine Maiden and Magician' }]);
  });

  it('finds prayers by name, names starting with the text first', async () => {
    const found = await search('scarlet fest');
    expect(found.prayers.map((p) => p.name)).toEqual(['Scarlet Festival', 'Scarlet Festival rerun']);
    expect((await search('festival')).prayerCount).toBeGreaterThan(3);
  });

  it('finds illustrators by name and Japanese name', async () => {
    expect((await search('moonlit')).illustrators).toEqual([{ slug: 'moonlit-artist' }]);
    expect((await search('月夜')).illustrators).toEqual([{ slug: 'moonlit-artist' }]);
    // An illustrator with no card is not one anybody can see.
    expect((await search('idle artist')).illustratorCount).toBe(0);
  });
});

describe('search: the spoiler switch', () => {
  it('finds a hidden character only with the switch, and counts nothing of it without', async () => {
    const off = await search('yuyuko');
    expect(off.characters).toEqual([]);
    expect(off.characterCount).toBe(0);
    const on = await search('yuyuko', { jpContent: true });
    expect(slugs(on)).toEqual(['a7-yuyuko']);
    expect(on.characterCount).toBe(1);
  });

  it('answers a hidden character’s name with nothing at all without the switch, its prayer included', async () => {
    const off = await search('flandre');
    expect(JSON.stringify({ ...off, query: '' })).not.toMatch(/flandre/i);
    expect([off.characterCount, off.storyCardCount, off.prayerCount, off.illustratorCount]).toEqual([0, 0, 0, 0]);
    const on = await search('flandre', { jpContent: true });
    expect(slugs(on)).toEqual(['a6-flandre']);
    expect(on.prayers).toEqual([{ name: 'Scarlet Night of Flandre' }]);
  });

  it('finds a character from its reveal instant on, from the same kept names, and a JP-only one never', async () => {
    const text = (t: string) => searchText(t) ?? expect.fail(t);
    // Flandre is revealed on 2031-06-01; Yuyuko is a JP-only announcement.
    const before = createViewer(false, new Date('2031-05-31T23:59:59Z'));
    const after = createViewer(false, new Date('2031-06-01T00:00:00Z'));
    expect((await searchAll(text('flandre'), 5, before)).characters).toEqual({ ids: [], total: 0 });
    expect((await searchAll(text('flandre'), 5, after)).characters).toEqual({ ids: ['a6-flandre'], total: 1 });
    expect((await searchAll(text('scarlet night'), 5, after)).prayers.ids).toEqual([7]);
    expect((await searchAll(text('yuyuko'), 5, after)).characters.total).toBe(0);
    expect((await searchAll(text('yuyuko'), 5, createViewer(true, before.now))).characters.ids).toEqual(['a7-yuyuko']);
  });

  it('finds an unrevealed card and its only illustrator only with the switch', async () => {
    expect((await search('cherry blossom dream')).storyCards).toEqual([]);
    expect((await search('unreleased artist')).illustrators).toEqual([]);
    expect((await search('cherry blossom dream', { jpContent: true })).storyCards).toEqual([{ name: 'Cherry Blossom Dream' }]);
    expect((await search('unreleased artist', { jpContent: true })).illustrators).toEqual([{ slug: 'unreleased-artist' }]);
  });
});

describe('search: the work it costs', () => {
  it('reads the names once per data version, then at most one statement per kind it found', async () => {
    await search('reimu');
    database.statements.length = 0;
    const nothing = await search('zzqxw');
    expect(nothing.characterCount).toBe(0);
    // Nothing found: the kept names answer alone (beside the data version the request is answered under).
    const reads = () => database.statements.filter((sql) => !/["`]DataVersion["`]/.test(sql));
    expect(database.statements.length).toBeGreaterThan(0);
    expect(reads()).toEqual([]);
    database.statements.length = 0;
    const some = await search('sak');
    expect(some.characterCount + some.storyCardCount + some.prayerCount).toBeGreaterThan(2);
    expect(reads().length).toBeGreaterThan(0);
    expect(reads().length).toBeLessThanOrEqual(4);
  });
});

describe('search: what is typed', () => {
  it('treats pattern and query characters as text, and answers text without letters with nothing', async () => {
    for (const text of ['%', '_', '%%', '.*', '\\', '[]+*?()|^$', '\u0301', '🦊', '\u200b', '']) {
      const found = await search(text);
      expect(found.searched, JSON.stringify(text)).toBe(false);
      expect([found.characterCount, found.storyCardCount, found.prayerCount, found.illustratorCount]).toEqual([0, 0, 0, 0]);
    }
    const sql = await search("' OR 1=1 --");
    expect(sql.characterCount).toBe(0);
    // Around a name, they are punctuation.
    expect(slugs(await search('%reimu_'))).toEqual(['l1-reimu', 'a6-reimu']);
    // Between words, a separator like a space, never a wildcard.
    const { query: _q, ...wild } = await search('sak%ya');
    const { query: _p, ...spaced } = await search('sak ya');
    expect(wild).toEqual(spaced);
  });

  it('finds nothing for a name nobody has', async () => {
    const found = await search('zzqx');
    expect(found.searched).toBe(true);
    expect(found.characters).toEqual([]);
  });

  it('refuses a text longer than 100 characters with a client error that says so', async () => {
    expect((await search('a'.repeat(100))).searched).toBe(true);
    for (const text of ['a'.repeat(101), '霊'.repeat(150)]) {
      const res = await graphql(DOCUMENT, { query: text });
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(/100 characters/);
    }
    const huge = await graphql(DOCUMENT, { query: 'x'.repeat(50_000) });
    expect(huge.status).toBe(400);
    expect(huge.data ?? null).toBeNull();
  });

  it('refuses a result count outside 1 to 20', async () => {
    for (const first of [0, -1, 21, 1000]) {
      const res = await graphql(DOCUMENT, { query: 'reimu', first });
      expect(res.status, String(first)).toBe(400);
      expect(res.errors?.[0].message).toMatch(/first/);
    }
  });
});
