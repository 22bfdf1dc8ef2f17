// The Friends' attacks: their vocabularies, how their figures are written, and the attack
// comparison's filters and sort as they live in the URL (read leniently, written one way) and as
// the attacks connection's variables.
import { TYPE_FILTER_VALUES } from '../../server/shared/vocabulary.ts';
import { listParam, readList } from '../shared/queryParams.ts';
import { TYPE_IDS } from './filters.ts';

export const ATTACK_KINDS = ['SPELL_CARD_1', 'SPELL_CARD_2', 'LAST_WORD'] as const;
export type AttackKindId = (typeof ATTACK_KINDS)[number];
export const KIND_LABELS: Record<string, string> = { SPELL_CARD_1: 'Spell card 1', SPELL_CARD_2: 'Spell card 2', LAST_WORD: 'Last word' };
/** The kinds as the URL spells them. */
const KIND_PARAMS: Record<AttackKindId, string> = { SPELL_CARD_1: 'sc1', SPELL_CARD_2: 'sc2', LAST_WORD: 'lw' };

export const TARGETS = ['SINGLE', 'ALL'] as const;
export type TargetId = (typeof TARGETS)[number];
export const TARGET_LABELS: Record<string, string> = { SINGLE: 'One enemy', ALL: 'All enemies' };

export const SIDES = ['YIN', 'YANG'] as const;
export type SideId = (typeof SIDES)[number];
export const SIDE_LABELS: Record<SideId, string> = { YIN: 'Yin', YANG: 'Yang' };

/** The element and bullet-type codes the API uses (AttackPower.code), in the game's order. */
export const ELEMENT_CODES = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'] as const;
export const BULLET_CODES = [
  'normal',
  'laser',
  'body',
  'slash',
  'heavy',
  'liquid',
  'energy',
  'ofuda',
  'light',
  'sharp',
  'missile',
] as const;
export const ROLE_IDS = ['attack', 'defense', 'speed', 'heal', 'support', 'debuff', 'destroy', 'technical'] as const;

/** Colours of the parts in the charts and the split bars: each readable on the site's dark panels. */
export const PART_COLOURS: Record<string, string> = {
  yin: '#8f7ad8',
  yang: '#f2b134',
  sun: '#ff9f43',
  moon: '#f6e58d',
  fire: '#e0475e',
  water: '#4aa3df',
  wood: '#4fc47a',
  metal: '#b8c2cc',
  earth: '#c49a6c',
  star: '#d98cf2',
  no: '#8e8aa3',
  normal: '#9fb3c8',
  laser: '#56ccf2',
  body: '#f2994a',
  slash: '#eb5757',
  heavy: '#a07855',
  liquid: '#2d9cdb',
  energy: '#bb6bd9',
  ofuda: '#f2c94c',
  light: '#fff3b0',
  sharp: '#6fcf97',
  missile: '#e67ea4',
};
const OTHER_COLOURS = ['#e0475e', '#4aa3df', '#4fc47a', '#f2b134', '#bb6bd9', '#56ccf2', '#f2994a', '#6fcf97'];

/** A part's colour: its own, or one of a few by its place (killers have none of their own). */
export const partColour = (code: string, index: number): string => PART_COLOURS[code] ?? OTHER_COLOURS[index % OTHER_COLOURS.length];

/** "17,921": power figures are whole numbers on the page (the source has tenths from bonuses). */
export const formatPower = (n: number): string => Math.round(n).toLocaleString('en-US');

/** "83%", or "<1%" for a part too small to round to one. */
export function formatShare(share: number): string {
  const pct = Math.round(share * 100);
  return share > 0 && pct === 0 ? '<1%' : `${pct}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "26 Oct 2024" from "2024-10-26" (the source's own day, the same for every visitor); anything else as given. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return day;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** The sorts of the comparison: URL value, the API's order, its label, and the filter it needs. */
export const SORTS = [
  ['total', 'TOTAL_POWER', 'Total power', null],
  ['element', 'ELEMENT_POWER', 'Power in the chosen elements', 'elements'],
  ['bullet', 'BULLET_TYPE_POWER', 'Power in the chosen bullet types', 'bullets'],
  ['killer', 'KILLER_POWER', 'Power with the chosen killers', 'killers'],
  ['side', 'YIN_YANG_POWER', 'Power on the chosen side', 'side'],
  ['name', 'CHARACTER', 'Friend name', null],
  ['release', 'RELEASE', 'Release', null],
] as const;
export type SortId = (typeof SORTS)[number][0];
export type AttackOrderId = (typeof SORTS)[number][1];
const SORT_IDS = SORTS.map((s) => s[0]) as readonly string[];
/** Name and release read A to Z and earliest first; the power sorts largest first. */
export const startsDescending = (sort: SortId): boolean => sort !== 'name' && sort !== 'release';

export interface AttackSearch {
  kinds: AttackKindId[];
  target: TargetId | null;
  side: SideId | null;
  elements: string[];
  bullets: string[];
  /** The source's numeric killer ids, as strings. */
  killers: string[];
  /** World codes as the data spells them (L1, A6, L0o...). */
  worlds: string[];
  /** The character type filter's values (gen, ufes, pfes...). */
  types: string[];
  roles: string[];
  sort: SortId;
  descending: boolean;
}

export const EMPTY_ATTACK_SEARCH: AttackSearch = Object.freeze({
  kinds: [],
  target: null,
  side: null,
  elements: [],
  bullets: [],
  killers: [],
  worlds: [],
  types: [],
  roles: [],
  sort: 'total',
  descending: true,
}) as AttackSearch;

const KILLER = /^\d{1,4}$/;
const WORLD = /^[A-Za-z][A-Za-z0-9]{0,15}$/;
/** At most this many values of one free-form list are read (killer ids, worlds): a URL cannot ask for more. */
const MAX_FREE_VALUES = 40;

/** A comma list of values that match `pattern`, each once, in the order given. */
function freeList(raw: string | null, pattern: RegExp): string[] {
  const values = (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => pattern.test(v));
  return [...new Set(values)].slice(0, MAX_FREE_VALUES);
}

/** Whether a sort has what it sorts by: a part power needs its filter (else the API sorts by total power). */
export function sortApplies(sort: SortId, s: Pick<AttackSearch, 'elements' | 'bullets' | 'killers' | 'side'>): boolean {
  const needs = SORTS.find((x) => x[0] === sort)?.[3];
  if (!needs) return true;
  return needs === 'side' ? s.side !== null : s[needs].length > 0;
}

/** The search in a URL's query string: unknown or malformed values are left out, a sort without its filter is total power. */
export function readAttackSearch(params: URLSearchParams): AttackSearch {
  const kindParams = readList(params, 'kind', Object.values(KIND_PARAMS));
  const target = (params.get('target') ?? '').trim().toUpperCase();
  const side = (params.get('side') ?? '').trim().toUpperCase();
  const filters = {
    kinds: ATTACK_KINDS.filter((k) => kindParams.includes(KIND_PARAMS[k])),
    target: (TARGETS as readonly string[]).includes(target) ? (target as TargetId) : null,
    side: (SIDES as readonly string[]).includes(side) ? (side as SideId) : null,
    elements: ELEMENT_CODES.filter((c) => readList(params, 'element', ELEMENT_CODES).includes(c)),
    bullets: BULLET_CODES.filter((c) => readList(params, 'bullet', BULLET_CODES).includes(c)),
    killers: freeList(params.get('killer'), KILLER).sort((a, b) => Number(a) - Number(b)),
    worlds: freeList(params.get('world'), WORLD),
    types: TYPE_IDS.filter((t) => readList(params, 'type', TYPE_IDS).includes(t)),
    roles: ROLE_IDS.filter((r) => readList(params, 'role', ROLE_IDS).includes(r)),
  };
  const asked = (params.get('sort') ?? '').trim().toLowerCase();
  const sort: SortId = SORT_IDS.includes(asked) && sortApplies(asked as SortId, filters) ? (asked as SortId) : 'total';
  const order = (params.get('order') ?? '').trim().toLowerCase();
  const descending = order === 'asc' ? false : order === 'desc' ? true : startsDescending(sort);
  return { ...filters, sort, descending };
}

/** The query parameters of a search (null removes one): a choice of none or all, and the default sort, are left out. */
export function writeAttackSearch(s: AttackSearch): Record<string, string | null> {
  const sort = sortApplies(s.sort, s) ? s.sort : 'total';
  const descending = sort === s.sort ? s.descending : startsDescending(sort);
  return {
    kind: listParam(
      s.kinds.map((k) => KIND_PARAMS[k]),
      ATTACK_KINDS.map((k) => KIND_PARAMS[k]),
    ),
    target: s.target?.toLowerCase() ?? null,
    side: s.side?.toLowerCase() ?? null,
    element: listParam(s.elements, ELEMENT_CODES),
    bullet: listParam(s.bullets, BULLET_CODES),
    killer: s.killers.length ? s.killers.join(',') : null,
    world: s.worlds.length ? s.worlds.join(',') : null,
    type: listParam(s.types, TYPE_IDS),
    role: listParam(s.roles, ROLE_IDS),
    sort: sort === 'total' ? null : sort,
    order: descending === startsDescending(sort) ? null : descending ? 'desc' : 'asc',
  };
}

/** How many filters a search has (the sort is not one). */
export function filterCount(s: AttackSearch): number {
  const lists = [s.kinds, s.elements, s.bullets, s.killers, s.worlds, s.types, s.roles].filter((l) => l.length > 0).length;
  return lists + (s.target ? 1 : 0) + (s.side ? 1 : 0);
}

/** The search without its filters, keeping its sort where the sort needs none. */
export function withoutFilters(s: AttackSearch): AttackSearch {
  const sort = sortApplies(s.sort, EMPTY_ATTACK_SEARCH) ? s.sort : 'total';
  return { ...EMPTY_ATTACK_SEARCH, sort, descending: sort === s.sort ? s.descending : startsDescending(sort) };
}

/**
 * The search without the killers and worlds the page does not know (ids no visible attack has,
 * worlds that do not exist), or the same object when it has none of them.
 */
export function withKnownValues(s: AttackSearch, known: { killers: readonly string[]; worlds: readonly string[] }): AttackSearch {
  const killers = s.killers.filter((k) => known.killers.includes(k));
  const worlds = s.worlds.filter((w) => known.worlds.includes(w));
  if (killers.length === s.killers.length && worlds.length === s.worlds.length) return s;
  const next = { ...s, killers, worlds };
  return sortApplies(next.sort, next) ? next : { ...next, sort: 'total', descending: true };
}

export interface AttackVariables {
  kind: AttackKindId[] | null;
  target: TargetId | null;
  yinYang: SideId | null;
  element: string[] | null;
  bulletType: string[] | null;
  killer: string[] | null;
  world: string[] | null;
  type: string[] | null;
  role: string[] | null;
  orderBy: AttackOrderId;
  descending: boolean;
}

const orNull = <T>(list: readonly T[]): T[] | null => (list.length ? [...list] : null);

/** The attacks connection's arguments for a search: the type filter's values become the rarity types they stand for. */
export function attackVariables(s: AttackSearch): AttackVariables {
  const types = [...new Set(s.types.flatMap((t) => TYPE_FILTER_VALUES[t] ?? []))];
  return {
    kind: s.kinds.length && s.kinds.length < ATTACK_KINDS.length ? [...s.kinds] : null,
    target: s.target,
    yinYang: s.side,
    element: orNull(s.elements),
    bulletType: orNull(s.bullets),
    killer: orNull(s.killers),
    world: orNull(s.worlds),
    type: orNull(types),
    role: orNull(s.roles),
    orderBy: SORTS.find((x) => x[0] === s.sort)?.[1] ?? 'TOTAL_POWER',
    descending: s.descending,
  };
}

/** The codes a part sort adds up on a row (the chosen elements, bullet types, killers or side), or null for other sorts. */
export function sortedCodes(s: AttackSearch): { list: 'elements' | 'bulletTypes' | 'killers' | 'yinYang'; codes: string[] } | null {
  if (s.sort === 'element' && s.elements.length) return { list: 'elements', codes: s.elements };
  if (s.sort === 'bullet' && s.bullets.length) return { list: 'bulletTypes', codes: s.bullets };
  if (s.sort === 'killer' && s.killers.length) return { list: 'killers', codes: s.killers };
  if (s.sort === 'side' && s.side) return { list: 'yinYang', codes: [s.side.toLowerCase()] };
  return null;
}

/** "Showing 12 of 40 attacks" and its variants. */
export function attackCountText(shown: number, total: number): string {
  if (total === 0) return 'No attack matches these filters';
  if (shown >= total) return `${total} attack${total === 1 ? '' : 's'}`;
  return `Showing ${shown} of ${total} attacks`;
}
