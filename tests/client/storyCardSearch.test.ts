import { describe, expect, it } from 'vitest';
import {
  countText,
  DEFAULT_DATE_START,
  defaultSlot,
  EMPTY_SEARCH,
  kindsFor,
  readCardSearch,
  readSlot,
  readSuits,
  searchVariables,
  writeCardSearch,
} from '../../client/storyCards/search.ts';

const read = (query: string) => readCardSearch(new URLSearchParams(query));

describe('reading the story-card search from the URL', () => {
  it('gives the empty search for no parameters', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every spelling of the spec: rarities, rarity and star; effects and options', () => {
    expect(read('rarities=5,4').rarities).toEqual([4, 5]);
    expect(read('rarity=3').rarities).toEqual([3]);
    expect(read('star=1,5,2,9,x').rarities).toEqual([1, 5]);
    expect(read('effects=stat:hp:asc').slots[0]).toEqual({ kind: 'stat', value: 'hp', sort: 'asc' });
    expect(read('options=stat:agi:desc').slots[0]).toEqual({ kind: 'stat', value: 'agi', sort: 'desc' });
  });

  it('reads types by first letter, run together, or by name', () => {
    expect(readSuits('p,o')).toEqual(['plum', 'orchid']);
    expect(readSuits('cb')).toEqual(['chrysanthemum', 'bamboo']);
    expect(readSuits('Bamboo,plum')).toEqual(['plum', 'bamboo']);
    expect(readSuits('orange')).toEqual(['orchid']);
    expect(readSuits('x,,')).toEqual([]);
    expect(read('types=p').suits).toEqual(['plum']);
  });

  it('reads name, artist, featured, obtaining and role, dropping unknown values', () => {
    expect(
      read('name=Ordinary%20Magician,%20Yakumo&artist=NEKO&featured=l1-reimu,A6-Sakuya,bad%20id&obtaining=event&role=speed'),
    ).toMatchObject({
      name: 'Ordinary Magician, Yakumo',
      artist: 'NEKO',
      featured: ['l1-reimu', 'a6-sakuya'],
      obtaining: 'event',
      role: 'speed',
    });
    expect(read('obtaining=lottery&role=tank')).toMatchObject({ obtaining: 'any', role: 'any' });
  });

  it('reads effect items kind:value:sort[:target] and date items date:start:end[:asc]', () => {
    expect(readSlot('effect:yang-atk:desc:single')).toEqual({ kind: 'effect', value: 'yang-atk', sort: 'desc', target: 'single' });
    expect(readSlot('effect:human:none')).toEqual({ kind: 'effect', value: 'human', sort: 'none', target: 'any' });
    expect(readSlot('effect:sun')).toEqual({ kind: 'effect', value: 'sun', sort: 'desc', target: 'any' });
    expect(readSlot('date:2021-05-11:now:asc')).toEqual({ kind: 'date', start: '2021-05-11', end: 'now', sort: 'asc' });
    expect(readSlot('date:2021-05-11:')).toEqual({ kind: 'date', start: '2021-05-11', end: '', sort: 'desc' });
    expect(readSlot('date:garbage:2022-01-01')).toEqual({ kind: 'date', start: '', end: '2022-01-01', sort: 'desc' });
    expect(readSlot('stat:mp:asc')).toBeNull();
    expect(readSlot('effect:')).toBeNull();
    expect(readSlot('colour:red')).toBeNull();
  });

  it('keeps three slots at most and one date', () => {
    const s = read('effects=date:2021-05-11::,date:2022-01-01::,stat:hp:asc,stat:agi:asc,effect:sun:desc');
    expect(s.slots.map((x) => x.kind)).toEqual(['date', 'stat', 'stat']);
    expect(read('effects=stat:hp:asc').slots.map((x) => x.kind)).toEqual(['stat', 'none', 'none']);
  });
});

describe('writing the search', () => {
  it('writes one spelling and leaves out choices of none or all', () => {
    const s = read('rarity=5&types=p,o,c,b&star=1&options=stat:hp:asc');
    expect(writeCardSearch(s)).toEqual({
      name: null,
      artist: null,
      featured: null,
      rarities: '5',
      types: null,
      obtaining: null,
      role: null,
      effects: 'stat:hp:asc',
      rarity: null,
      star: null,
      options: null,
    });
    expect(writeCardSearch({ ...s, rarities: [1, 3, 4, 5], suits: ['orchid', 'plum'] })).toMatchObject({ rarities: null, types: 'p,o' });
  });

  it('round-trips every field', () => {
    const query =
      'name=tea&artist=neko&featured=l1-reimu&rarities=3,5&types=o,b&obtaining=prayer&role=heal&effects=effect:yang-atk:asc:multi,date:2021-05-11:now:asc,stat:hp:none';
    const s = read(query);
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(writeCardSearch(s))) if (v !== null) params.set(k, v);
    expect(read(params.toString())).toEqual(s);
  });
});

describe('the search as GraphQL variables', () => {
  it('maps slots, sorts and targets, and leaves out what is no filter', () => {
    expect(searchVariables(EMPTY_SEARCH)).toEqual({
      name: null,
      artist: null,
      featured: null,
      rarities: null,
      suits: null,
      obtaining: null,
      role: null,
      slots: null,
    });
    expect(
      searchVariables(read('name=a,b&rarities=1,3,4,5&types=p&effects=effect:sun:none:single,stat:agi:asc,date:2022-01-01:now')),
    ).toEqual({
      name: 'a,b',
      artist: null,
      featured: null,
      rarities: null,
      suits: ['plum'],
      obtaining: null,
      role: null,
      slots: [
        { kind: 'EFFECT', value: 'sun', sort: null, target: 'SINGLE' },
        { kind: 'STAT', value: 'agi', sort: 'ASC' },
        { kind: 'DATE', start: '2022-01-01', end: 'now', sort: 'DESC' },
      ],
    });
  });
});

describe('slots', () => {
  it('reset to their kind defaults: Stat and Effect to hp, Date to the launch with no end', () => {
    expect(defaultSlot('stat')).toEqual({ kind: 'stat', value: 'hp', sort: 'desc' });
    expect(defaultSlot('effect')).toEqual({ kind: 'effect', value: 'hp', sort: 'desc', target: 'any' });
    expect(defaultSlot('date')).toEqual({ kind: 'date', start: DEFAULT_DATE_START, end: '', sort: 'desc' });
    expect(DEFAULT_DATE_START).toBe('2021-05-11');
  });

  it('offer Date in only one slot', () => {
    const slots = [defaultSlot('date'), defaultSlot('none'), defaultSlot('stat')];
    expect(kindsFor(slots, 0)).toEqual(['none', 'effect', 'stat', 'date']);
    expect(kindsFor(slots, 1)).toEqual(['none', 'effect', 'stat']);
    expect(kindsFor(slots, 2)).toEqual(['none', 'effect', 'stat']);
  });
});

describe('the count text', () => {
  it('has the four forms of the spec', () => {
    expect(countText(553, 553)).toBe('Showing all 553 story cards');
    expect(countText(12, 553)).toBe('Showing 12 of 553 story cards');
    expect(countText(1, 553)).toBe('Showing 1 of 553 story card');
    expect(countText(0, 553)).toBe('No story card found');
  });
});
