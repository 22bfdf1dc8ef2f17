// The character roulette: what a draw is made of (filters, count, repeats, seed), how it reads
// from and writes to the URL, and the draw itself. Pure: the same pool, settings and seed always
// give the same Friends, which is what makes a draw's link reproduce it.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { TYPE_FILTER_VALUES } from '../../server/shared/vocabulary.ts';
import { listParam, readList } from '../shared/queryParams.ts';
import { TYPE_IDS } from './filters.ts';

export const MAX_DRAW = 10;
/** A seed is an unsigned 32-bit integer, written in base 36 in the URL. */
const MAX_SEED = 0xffffffff;

export interface RouletteFilters {
  /** Type filter ids (as the prayer-type list's); empty: any type. */
  types: string[];
  /** Role ids; empty: any role. */
  roles: string[];
  /** One world code; null: any world. */
  world: string | null;
  /** One series id; null: any series. */
  series: string | null;
}

export interface RouletteState extends RouletteFilters {
  /** How many Friends to draw, 1 to MAX_DRAW. */
  count: number;
  /** Whether one Friend may be drawn more than once. */
  repeats: boolean;
  /** The draw's seed; null until the visitor draws. */
  seed: number | null;
}

/** What a Friend is filtered on. */
export interface RouletteFriend {
  readonly type: string;
  readonly role: string | null | undefined;
  readonly worldCode: string | null | undefined;
  readonly series: { readonly id: string } | null | undefined;
}

/** The values the page can offer: a value outside these is unknown and read as no choice. */
export interface RouletteVocabulary {
  roles: readonly string[];
  worlds: readonly string[];
  series: readonly string[];
}

export const DEFAULT_ROULETTE: RouletteState = { types: [], roles: [], world: null, series: null, count: 1, repeats: false, seed: null };

/** A seed from the URL: base 36 digits of an unsigned 32-bit integer; anything else is no seed. */
export function readSeed(raw: string | null): number | null {
  if (!raw || !/^[0-9a-z]{1,7}$/i.test(raw)) return null;
  const seed = Number.parseInt(raw, 36);
  return seed <= MAX_SEED ? seed : null;
}

export const seedParam = (seed: number): string => seed.toString(36);

/** A fresh seed, from the browser's cryptographic source when there is one. */
export function newSeed(): number {
  const buffer = new Uint32Array(1);
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(buffer)[0];
  return Math.floor(Math.random() * (MAX_SEED + 1));
}

/** A whole number in 1..MAX_DRAW written in decimal, or the default of one. */
function readCount(raw: string | null): number {
  if (!raw || !/^\d{1,2}$/.test(raw)) return DEFAULT_ROULETTE.count;
  const count = Number(raw);
  return count >= 1 && count <= MAX_DRAW ? count : DEFAULT_ROULETTE.count;
}

/** One value of `known` (matched without regard to case), or null. */
function readOne(raw: string | null, known: readonly string[]): string | null {
  if (!raw) return null;
  const wanted = raw.trim().toLowerCase();
  return known.find((v) => v.toLowerCase() === wanted) ?? null;
}

/** The roulette as the URL gives it: unknown or malformed values are read as their defaults. */
export function readRoulette(params: URLSearchParams, known: RouletteVocabulary): RouletteState {
  return {
    types: readList(params, 'type', TYPE_IDS),
    roles: readList(params, 'role', known.roles),
    world: readOne(params.get('world'), known.worlds),
    series: readOne(params.get('series'), known.series),
    count: readCount(params.get('count')),
    repeats: params.get('repeats') === 'yes',
    seed: readSeed(params.get('seed')),
  };
}

/** The query parameters of a roulette state; a default value is left out. */
export function writeRoulette(state: RouletteState, known: RouletteVocabulary): Record<string, string | null> {
  return {
    type: listParam(state.types, TYPE_IDS),
    role: listParam(state.roles, known.roles),
    world: state.world,
    series: state.series,
    count: state.count === DEFAULT_ROULETTE.count ? null : String(state.count),
    repeats: state.repeats ? 'yes' : null,
    seed: state.seed === null ? null : seedParam(state.seed),
  };
}

/** Whether a Friend passes the filters: any of the chosen values of each filter, every filter. */
export function matchesFilters(friend: RouletteFriend, filters: RouletteFilters): boolean {
  if (filters.types.length && !filters.types.some((t) => TYPE_FILTER_VALUES[t]?.includes(friend.type))) return false;
  if (filters.roles.length && !(friend.role && filters.roles.includes(friend.role))) return false;
  if (filters.world !== null && friend.worldCode !== filters.world) return false;
  if (filters.series !== null && friend.series?.id !== filters.series) return false;
  return true;
}

/**
 * `count` members of `pool` drawn with the seed: without repeats, distinct members (all of them,
 * shuffled, when the pool is smaller than the count); with repeats, each pick from the whole pool.
 * The same pool in the same order, count and seed give the same members in the same order.
 */
export function drawFriends<T>(pool: readonly T[], count: number, repeats: boolean, seed: number): T[] {
  if (pool.length === 0) return [];
  const rng = xoroshiro128plus(seed);
  if (repeats) return Array.from({ length: count }, () => pool[uniformInt(rng, 0, pool.length - 1)]);
  // The first steps of a Fisher-Yates shuffle: each step takes one of the members left.
  const left = [...pool];
  const drawn: T[] = [];
  for (let i = 0; i < Math.min(count, left.length); i++) {
    const j = uniformInt(rng, i, left.length - 1);
    [left[i], left[j]] = [left[j], left[i]];
    drawn.push(left[i]);
  }
  return drawn;
}
