import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROULETTE,
  drawFriends,
  MAX_DRAW,
  matchesFilters,
  newSeed,
  type RouletteFriend,
  readRoulette,
  readSeed,
  seedParam,
  writeRoulette,
} from '../../client/characters/roulette.ts';

const KNOWN = { roles: ['attack', 'defense', 'heal'], worlds: ['L1', 'A6', 'A7'], series: ['l1-main', 'eosd'] };
const read = (query: string) => readRoulette(new URLSearchParams(query), KNOWN);
const POOL = Array.from({ length: 40 }, (_, i) => `friend-${i}`);

describe('reading a draw from the URL', () => {
  it('gives the defaults for no parameters: one Friend, no repeats, nothing drawn yet', () => {
    expect(read('')).toEqual(DEFAULT_ROULETTE);
  });

  it('reads every part of a shared link', () => {
    expect(read('type=afes,ufes&role=heal,attack&world=a6&series=EOSD&count=7&repeats=yes&seed=1z141z3')).toEqual({
      types: ['afes', 'ufes'],
      roles: ['heal', 'attack'],
      world: 'A6',
      series: 'eosd',
      count: 7,
      repeats: true,
      seed: 0xffffffff,
    });
  });

  it.each([
    ['type=nope,,%00', 'types', []],
    ['role=tank', 'roles', []],
    ['world=Z99', 'world', null],
    ['world=', 'world', null],
    ['series=not-a-series', 'series', null],
    ['count=0', 'count', 1],
    ['count=11', 'count', 1],
    ['count=2.5', 'count', 1],
    ['count=-3', 'count', 1],
    ['count=1e1', 'count', 1],
    ['count=%F0%9F%8E%B2', 'count', 1],
    ['repeats=maybe', 'repeats', false],
    ['seed=', 'seed', null],
    ['seed=1z141z4', 'seed', null],
    ['seed=12345678', 'seed', null],
    ['seed=-1', 'seed', null],
    ['seed=1_2', 'seed', null],
    ['seed=a%20b', 'seed', null],
  ] as const)('reads %s as the default', (query, key, expected) => {
    expect(read(query)[key]).toEqual(expected);
  });

  it('writes what it reads, leaving the defaults out', () => {
    const state = read('type=afes&role=heal&world=A6&count=3&repeats=yes&seed=abc');
    const written = Object.entries(writeRoulette(state, KNOWN)).filter(([, v]) => v !== null);
    expect(Object.fromEntries(written)).toEqual({ type: 'afes', role: 'heal', world: 'A6', count: '3', repeats: 'yes', seed: 'abc' });
    expect(read(new URLSearchParams(written as [string, string][]).toString())).toEqual(state);
    expect(Object.values(writeRoulette(DEFAULT_ROULETTE, KNOWN)).every((v) => v === null)).toBe(true);
  });

  it('writes a fresh seed so that it reads back', () => {
    for (let i = 0; i < 50; i++) {
      const seed = newSeed();
      expect(readSeed(seedParam(seed))).toBe(seed);
    }
    expect(readSeed(seedParam(0))).toBe(0);
  });
});

describe('filtering the pool', () => {
  const friend = (type: string, role: string | null, worldCode: string | null, series: string | null): RouletteFriend => ({
    type,
    role,
    worldCode,
    series: series ? { id: series } : null,
  });
  const none = { types: [], roles: [], world: null, series: null };

  it('keeps every Friend with no filter', () => {
    expect(matchesFilters(friend('gen', null, null, null), none)).toBe(true);
  });

  it('reads the type filter as the lists do: ultra festival is sfes and mfes, pure festival wfes, DS both kinds', () => {
    expect(matchesFilters(friend('mfes', null, null, null), { ...none, types: ['ufes'] })).toBe(true);
    expect(matchesFilters(friend('sfes', null, null, null), { ...none, types: ['ufes'] })).toBe(true);
    expect(matchesFilters(friend('wfes', null, null, null), { ...none, types: ['pfes'] })).toBe(true);
    expect(matchesFilters(friend('vs-ds', null, null, null), { ...none, types: ['ds'] })).toBe(true);
    expect(matchesFilters(friend('fes', null, null, null), { ...none, types: ['afes', 'gen'] })).toBe(false);
  });

  it('needs any chosen value of every filter', () => {
    const flandre = friend('afes', 'destroy', 'A6', 'eosd');
    expect(matchesFilters(flandre, { types: ['afes', 'gen'], roles: ['destroy', 'heal'], world: 'A6', series: 'eosd' })).toBe(true);
    expect(matchesFilters(flandre, { ...none, roles: ['heal'] })).toBe(false);
    expect(matchesFilters(flandre, { ...none, world: 'A7' })).toBe(false);
    expect(matchesFilters(flandre, { ...none, series: 'l1-main' })).toBe(false);
    expect(matchesFilters(friend('afes', null, null, null), { ...none, roles: ['destroy'] })).toBe(false);
  });
});

describe('the seeded draw', () => {
  it('gives the same Friends in the same order for the same seed', () => {
    for (const seed of [0, 1, 42, 0xffffffff]) {
      expect(drawFriends(POOL, 10, false, seed)).toEqual(drawFriends([...POOL], 10, false, seed));
      expect(drawFriends(POOL, 10, true, seed)).toEqual(drawFriends([...POOL], 10, true, seed));
    }
  });

  it('gives other Friends for other seeds', () => {
    const draws = new Set(Array.from({ length: 20 }, (_, seed) => drawFriends(POOL, 3, false, seed).join()));
    expect(draws.size).toBeGreaterThan(15);
  });

  it('never repeats a Friend without repeats, and draws the whole pool shuffled when it is smaller than the count', () => {
    for (let seed = 0; seed < 200; seed++) {
      const drawn = drawFriends(POOL, MAX_DRAW, false, seed);
      expect(drawn).toHaveLength(MAX_DRAW);
      expect(new Set(drawn).size).toBe(MAX_DRAW);
      for (const f of drawn) expect(POOL).toContain(f);
    }
    const small = ['a', 'b', 'c'];
    expect([...drawFriends(small, 10, false, 7)].sort()).toEqual(small);
  });

  it('may repeat a Friend with repeats, always the count asked for', () => {
    expect(drawFriends(['only'], 4, true, 9)).toEqual(['only', 'only', 'only', 'only']);
    const repeated = Array.from({ length: 100 }, (_, seed) => drawFriends(['a', 'b', 'c'], 5, true, seed)).filter(
      (d) => new Set(d).size < d.length,
    );
    expect(repeated.length).toBeGreaterThan(90);
  });

  it('gives every Friend its chance', () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed++) {
      const [f] = drawFriends(POOL, 1, false, seed);
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    // 100 expected each; a fair draw stays well within 50 to 150.
    expect(counts.size).toBe(POOL.length);
    for (const n of counts.values()) expect(n).toBeGreaterThan(50);
    for (const n of counts.values()) expect(n).toBeLessThan(150);
  });

  it('draws nothing from an empty pool', () => {
    expect(drawFriends([], 3, false, 1)).toEqual([]);
    expect(drawFriends([], 3, true, 1)).toEqual([]);
  });
});
