import { describe, expect, it } from 'vitest';
import {
  type AttackSearch,
  attackCountText,
  attackVariables,
  EMPTY_ATTACK_SEARCH,
  filterCount,
  formatDay,
  formatPower,
  formatShare,
  readAttackSearch,
  sortApplies,
  sortedCodes,
  withKnownValues,
  withoutFilters,
  writeAttackSearch,
} from '../../client/characters/attacks.ts';

const read = (query: string) => readAttackSearch(new URLSearchParams(query));
/** The query string a search writes, as the page's URL carries it. */
const written = (s: AttackSearch) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(writeAttackSearch(s))) if (v !== null) params.set(k, v);
  return params.toString();
};

describe('reading the attack comparison from the URL', () => {
  it('gives the empty search, by total power largest first, for no parameters', () => {
    expect(read('')).toEqual(EMPTY_ATTACK_SEARCH);
    expect(EMPTY_ATTACK_SEARCH.sort).toBe('total');
    expect(EMPTY_ATTACK_SEARCH.descending).toBe(true);
  });

  it('reads every filter, in any case and order, each value once', () => {
    const s = read(
      'kind=LW,sc1,sc1&target=All&side=yin&element=water,FIRE&bullet=ofuda,laser&killer=12,3,3&world=A6,L1&type=afes,gen&role=defense,attack',
    );
    expect(s).toEqual({
      ...EMPTY_ATTACK_SEARCH,
      kinds: ['SPELL_CARD_1', 'LAST_WORD'],
      target: 'ALL',
      side: 'YIN',
      elements: ['fire', 'water'],
      bullets: ['laser', 'ofuda'],
      killers: ['3', '12'],
      worlds: ['A6', 'L1'],
      types: ['gen', 'afes'],
      roles: ['attack', 'defense'],
    });
  });

  it('leaves out unknown and malformed values, and never throws', () => {
    const s = read(
      'kind=sc3,x&target=some&side=both&element=plasma,fire,&bullet=rocket&killer=-1,abc,12345,7&world=A6;drop,%3Cb%3E,L0o&type=legendary&role=tank&sort=power&order=up',
    );
    expect(s).toEqual({ ...EMPTY_ATTACK_SEARCH, elements: ['fire'], killers: ['7'], worlds: ['L0o'] });
    for (const junk of ['%', 'kind', 'element=,,,', `killer=${'1,'.repeat(500)}`, `world=${'a'.repeat(5000)}`, 'sort=&order=']) {
      expect(() => read(junk)).not.toThrow();
    }
    expect(read(`killer=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`).killers.length).toBe(40);
  });

  it('reads a sort with its direction; a sort of a part without its filter is total power', () => {
    expect(read('sort=name')).toMatchObject({ sort: 'name', descending: false });
    expect(read('sort=release&order=desc')).toMatchObject({ sort: 'release', descending: true });
    expect(read('sort=total&order=asc')).toMatchObject({ sort: 'total', descending: false });
    expect(read('element=fire&sort=element')).toMatchObject({ sort: 'element', descending: true });
    expect(read('sort=element')).toMatchObject({ sort: 'total', descending: true });
    expect(read('sort=killer&order=asc')).toMatchObject({ sort: 'total', descending: false });
    expect(read('side=yang&sort=side')).toMatchObject({ sort: 'side' });
    expect(read('bullet=laser&sort=BULLET')).toMatchObject({ sort: 'bullet' });
  });
});

describe('writing the attack comparison into the URL', () => {
  it('writes nothing for the empty search, and one spelling for each filter', () => {
    expect(written(EMPTY_ATTACK_SEARCH)).toBe('');
    const s = read(
      'kind=lw,sc2&target=single&side=yang&element=fire&bullet=laser&killer=5,1&world=L1&type=gen&role=speed&sort=killer&order=asc',
    );
    expect(written(s)).toBe(
      'kind=sc2%2Clw&target=single&side=yang&element=fire&bullet=laser&killer=1%2C5&world=L1&type=gen&role=speed&sort=killer&order=asc',
    );
  });

  it('reads back what it writes', () => {
    const searches: AttackSearch[] = [
      EMPTY_ATTACK_SEARCH,
      { ...EMPTY_ATTACK_SEARCH, sort: 'name', descending: false },
      { ...EMPTY_ATTACK_SEARCH, sort: 'name', descending: true },
      { ...EMPTY_ATTACK_SEARCH, elements: ['sun', 'no'], sort: 'element', descending: false },
      { ...EMPTY_ATTACK_SEARCH, kinds: ['SPELL_CARD_2'], target: 'SINGLE', side: 'YIN', sort: 'side', descending: true },
      {
        ...EMPTY_ATTACK_SEARCH,
        killers: ['2', '30'],
        worlds: ['A6', 'L0o'],
        types: ['ufes'],
        roles: ['heal'],
        sort: 'release',
        descending: true,
      },
    ];
    for (const s of searches) expect(read(written(s))).toEqual(s);
  });

  it('leaves out a choice of every kind, element, bullet type, rarity type or role: the same as none', () => {
    const all = read(
      'kind=sc1,sc2,lw&element=sun,moon,fire,water,wood,metal,earth,star,no&role=attack,defense,speed,heal,support,debuff,destroy,technical',
    );
    expect(written(all)).toBe('');
    expect(attackVariables(all)).toMatchObject({
      kind: null,
      role: ['attack', 'defense', 'speed', 'heal', 'support', 'debuff', 'destroy', 'technical'],
    });
  });

  it('drops the sort of a part whose filter is gone, and its direction with it', () => {
    const s: AttackSearch = { ...EMPTY_ATTACK_SEARCH, sort: 'element', descending: false };
    expect(writeAttackSearch(s)).toMatchObject({ sort: null, order: null });
  });
});

describe('the attacks connection variables', () => {
  it('sends no filter for the empty search, and total power largest first', () => {
    expect(attackVariables(EMPTY_ATTACK_SEARCH)).toEqual({
      kind: null,
      target: null,
      yinYang: null,
      element: null,
      bulletType: null,
      killer: null,
      world: null,
      type: null,
      role: null,
      orderBy: 'TOTAL_POWER',
      descending: true,
    });
  });

  it('names each filter as the API does, and the rarity type filter by the types it stands for', () => {
    const v = attackVariables(
      read('kind=sc1&target=all&side=yin&element=fire&bullet=ofuda&killer=4&world=A6&type=ufes,pfes,ds&role=heal&sort=side&order=asc'),
    );
    expect(v).toEqual({
      kind: ['SPELL_CARD_1'],
      target: 'ALL',
      yinYang: 'YIN',
      element: ['fire'],
      bulletType: ['ofuda'],
      killer: ['4'],
      world: ['A6'],
      type: ['sfes', 'mfes', 'wfes', 'ds', 'vs-ds'],
      role: ['heal'],
      orderBy: 'YIN_YANG_POWER',
      descending: false,
    });
  });

  it('gives the same variables for the same search however the URL spells it (one cached answer)', () => {
    expect(attackVariables(read('element=water,fire&killer=9,2'))).toEqual(attackVariables(read('killer=2,9&element=FIRE,water')));
  });

  it('orders by each sort the API has', () => {
    const orders = [
      ['total', 'TOTAL_POWER'],
      ['element&element=fire', 'ELEMENT_POWER'],
      ['bullet&bullet=body', 'BULLET_TYPE_POWER'],
      ['killer&killer=1', 'KILLER_POWER'],
      ['side&side=yang', 'YIN_YANG_POWER'],
      ['name', 'CHARACTER'],
      ['release', 'RELEASE'],
    ];
    for (const [sort, order] of orders) expect(attackVariables(read(`sort=${sort}`)).orderBy).toBe(order);
  });
});

describe('the search as the page uses it', () => {
  it('counts the filters, and clears them keeping a sort that needs none', () => {
    const s = read('kind=sc1&target=all&element=fire,water&sort=name&order=desc');
    expect(filterCount(s)).toBe(3);
    expect(withoutFilters(s)).toEqual({ ...EMPTY_ATTACK_SEARCH, sort: 'name', descending: true });
    expect(withoutFilters(read('element=fire&sort=element&order=asc'))).toEqual(EMPTY_ATTACK_SEARCH);
  });

  it('drops killers and worlds the page does not know, and keeps the same search when all are known', () => {
    const s = read('killer=1,99&world=A6,Z99&sort=killer');
    expect(withKnownValues(s, { killers: ['1', '2'], worlds: ['A6', 'L1'] })).toEqual({ ...s, killers: ['1'], worlds: ['A6'] });
    expect(withKnownValues(s, { killers: ['2'], worlds: ['A6'] })).toMatchObject({ killers: [], sort: 'total' });
    const known = read('killer=1&world=L1');
    expect(withKnownValues(known, { killers: ['1'], worlds: ['L1'] })).toBe(known);
  });

  it('says which parts a part sort adds up on each row', () => {
    expect(sortedCodes(read('element=fire,water&sort=element'))).toEqual({ list: 'elements', codes: ['fire', 'water'] });
    expect(sortedCodes(read('side=yin&sort=side'))).toEqual({ list: 'yinYang', codes: ['yin'] });
    expect(sortedCodes(read('element=fire'))).toBeNull();
    expect(sortApplies('killer', EMPTY_ATTACK_SEARCH)).toBe(false);
  });
});

describe('figures as the pages write them', () => {
  it('writes power as whole numbers, shares as percentages, and the source day in words', () => {
    expect(formatPower(19207.4)).toBe('19,207');
    expect(formatPower(1286.5)).toBe('1,287');
    expect(formatShare(0.8372)).toBe('84%');
    expect(formatShare(0.004)).toBe('<1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatDay('2024-10-26')).toBe('26 Oct 2024');
    expect(formatDay('2021-07-01')).toBe('1 Jul 2021');
    expect(formatDay('someday')).toBe('someday');
    expect(attackCountText(0, 0)).toBe('No attack matches these filters');
    expect(attackCountText(10, 25)).toBe('Showing 10 of 25 attacks');
    expect(attackCountText(1, 1)).toBe('1 attack');
  });
});
