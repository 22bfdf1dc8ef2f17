// The story-card search as it lives in the URL: every parameter spelling the spec lists is read,
// one spelling is written, and the state turns into the storyCards connection's variables.

import { SUITS, type Suit } from '../../server/shared/vocabulary.ts';
import { listParam } from '../shared/queryParams.ts';
import { isStatId, type StatId } from '../shared/storyCardStats.ts';

export { SUITS, type Suit };
export const SUIT_LABELS: Record<Suit, string> = { plum: 'Plum', orchid: 'Orchid', chrysanthemum: 'Chrysanthemum', bamboo: 'Bamboo' };

/** The rarity toggles: no card has 2 stars. */
export const RARITIES = [1, 3, 4, 5] as const;

export const OBTAINING_OPTIONS = [
  ['any', 'Any'],
  ['prayer', 'Any Prayer'],
  ['standard', 'Standard Prayer'],
  ['relic', 'Relic Prayer Exchange'],
  ['epic-prayer', 'Epic Prayer'],
  ['story', 'Main/Hifuu Story'],
  ['challenge-quest', 'Challenge Quest'],
  ['event', 'Events'],
  ['ruins', 'Ruins of Memory'],
  ['travelogue', 'Story Card Travelogue'],
  ['others', 'Others'],
] as const;

export const ROLE_OPTIONS = [
  ['any', 'Any'],
  ['attack', 'Attack'],
  ['debuff', 'Debuff'],
  ['defense', 'Defense'],
  ['destroy', 'Destroy'],
  ['heal', 'Heal'],
  ['speed', 'Speed'],
  ['support', 'Support'],
  ['technical', 'Technical'],
] as const;

export type SortChoice = 'desc' | 'asc' | 'none';
export type TargetChoice = 'any' | 'single' | 'multi';

export interface EffectSlot {
  kind: 'effect';
  value: string;
  sort: SortChoice;
  target: TargetChoice;
}
export interface StatSlot {
  kind: 'stat';
  value: StatId;
  sort: SortChoice;
}
export interface DateSlot {
  kind: 'date';
  /** YYYY-MM-DD or empty. */
  start: string;
  /** YYYY-MM-DD, "now" or empty. */
  end: string;
  sort: 'desc' | 'asc';
}
export interface NoSlot {
  kind: 'none';
}
export type Slot = EffectSlot | StatSlot | DateSlot | NoSlot;
export type SlotKind = Slot['kind'];

export const SLOT_COUNT = 3;
/** The date filter's default start: the global launch. */
export const DEFAULT_DATE_START = '2021-05-11';

export interface CardSearch {
  name: string;
  artist: string;
  featured: string[];
  rarities: number[];
  suits: Suit[];
  obtaining: string;
  role: string;
  slots: Slot[];
}

export const EMPTY_SEARCH: CardSearch = Object.freeze({
  name: '',
  artist: '',
  featured: [],
  rarities: [],
  suits: [],
  obtaining: 'any',
  role: 'any',
  slots: [{ kind: 'none' }, { kind: 'none' }, { kind: 'none' }],
}) as CardSearch;

/** A slot of a kind with the kind's defaults: Stat and Effect start at hp, Date at the launch with no end. */
export function defaultSlot(kind: SlotKind): Slot {
  switch (kind) {
    case 'effect':
      return { kind, value: 'hp', sort: 'desc', target: 'any' };
    case 'stat':
      return { kind, value: 'hp', sort: 'desc' };
    case 'date':
      return { kind, start: DEFAULT_DATE_START, end: '', sort: 'desc' };
    default:
      return { kind: 'none' };
  }
}

/** The kinds slot `index` may take: a date only when no other slot is one. */
export function kindsFor(slots: readonly Slot[], index: number): SlotKind[] {
  const dateElsewhere = slots.some((s, i) => i !== index && s.kind === 'date');
  return dateElsewhere ? ['none', 'effect', 'stat'] : ['none', 'effect', 'stat', 'date'];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EFFECT_ID = /^[a-z0-9][a-z0-9-]{0,60}$/;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function first(params: URLSearchParams, names: readonly string[]): string | null {
  for (const n of names) {
    const v = params.get(n);
    if (v !== null) return v;
  }
  return null;
}

const commaList = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Suits from `types`: full names, or first letters (p, o, c, b), comma-separated or run together. */
export function readSuits(raw: string | null): Suit[] {
  const out = new Set<Suit>();
  for (const token of commaList(raw).map((t) => t.toLowerCase())) {
    const named = SUITS.find((s) => s === token);
    if (named) out.add(named);
    else if (/^[pocb]+$/.test(token)) for (const ch of token) out.add(SUITS.find((s) => s[0] === ch) as Suit);
    else {
      const byFirst = SUITS.find((s) => s[0] === token[0]);
      if (byFirst) out.add(byFirst);
    }
  }
  return SUITS.filter((s) => out.has(s));
}

function readSort(raw: string | undefined): SortChoice {
  return raw === 'asc' || raw === 'none' ? raw : 'desc';
}

/** One item of `effects`: kind:value:sort[:target], or date:start:end[:asc]. Unknown or broken items give null. */
export function readSlot(item: string): Slot | null {
  const [kind, ...rest] = item.trim().toLowerCase().split(':');
  if (kind === 'effect') {
    const [value, sort, target] = rest;
    if (!value || !EFFECT_ID.test(value)) return null;
    return { kind, value, sort: readSort(sort), target: target === 'single' || target === 'multi' ? target : 'any' };
  }
  if (kind === 'stat') {
    const [value, sort] = rest;
    if (!value || !isStatId(value)) return null;
    return { kind, value, sort: readSort(sort) };
  }
  if (kind === 'date') {
    const [start = '', end = '', sort] = rest;
    return {
      kind,
      start: DAY.test(start) ? start : '',
      end: end === 'now' || DAY.test(end) ? end : '',
      sort: sort === 'asc' ? 'asc' : 'desc',
    };
  }
  return null;
}

export function writeSlot(slot: Slot): string | null {
  switch (slot.kind) {
    case 'effect':
      return ['effect', slot.value, slot.sort, ...(slot.target === 'any' ? [] : [slot.target])].join(':');
    case 'stat':
      return ['stat', slot.value, slot.sort].join(':');
    case 'date':
      return ['date', slot.start, slot.end, ...(slot.sort === 'asc' ? ['asc'] : [])].join(':');
    default:
      return null;
  }
}

/** The search in a URL's query string; unknown values are dropped. */
export function readCardSearch(params: URLSearchParams): CardSearch {
  const rarities = [...new Set(commaList(first(params, ['rarities', 'rarity', 'star'])).map(Number))].filter((r) =>
    (RARITIES as readonly number[]).includes(r),
  );
  const featured = [...new Set(commaList(params.get('featured')).map((v) => v.toLowerCase()))].filter((v) => SLUG.test(v));
  const obtaining = (params.get('obtaining') ?? '').trim().toLowerCase();
  const role = (params.get('role') ?? '').trim().toLowerCase();
  const slots: Slot[] = [];
  for (const item of commaList(first(params, ['effects', 'options']))) {
    const slot = readSlot(item);
    if (!slot || slots.length >= SLOT_COUNT) continue;
    if (slot.kind === 'date' && slots.some((s) => s.kind === 'date')) continue;
    slots.push(slot);
  }
  while (slots.length < SLOT_COUNT) slots.push({ kind: 'none' });
  return {
    name: params.get('name') ?? '',
    artist: params.get('artist') ?? '',
    featured,
    rarities: RARITIES.filter((r) => rarities.includes(r)),
    suits: readSuits(params.get('types')),
    obtaining: OBTAINING_OPTIONS.some(([id]) => id === obtaining) ? obtaining : 'any',
    role: ROLE_OPTIONS.some(([id]) => id === role) ? role : 'any',
    slots,
  };
}

/** The query parameters of a search (null removes one); a choice of none or all is left out. */
export function writeCardSearch(s: CardSearch): Record<string, string | null> {
  const effects = s.slots.map(writeSlot).filter((v): v is string => v !== null);
  return {
    name: s.name.trim() ? s.name : null,
    artist: s.artist.trim() ? s.artist : null,
    featured: s.featured.length ? s.featured.join(',') : null,
    rarities: listParam(s.rarities, RARITIES),
    // Suits by their initials (p, o, c, b).
    types: listParam(
      s.suits.map((v) => v[0]),
      SUITS.map((v) => v[0]),
    ),
    obtaining: s.obtaining === 'any' ? null : s.obtaining,
    role: s.role === 'any' ? null : s.role,
    effects: effects.length ? effects.join(',') : null,
    // Other spellings are read, never written: drop them so the URL says one thing.
    rarity: null,
    star: null,
    options: null,
  };
}

export interface SlotVariable {
  kind: 'EFFECT' | 'STAT' | 'DATE';
  value?: string | null;
  sort?: 'ASC' | 'DESC' | null;
  target?: 'SINGLE' | 'MULTI' | null;
  start?: string | null;
  end?: string | null;
}

export interface CardSearchVariables {
  name: string | null;
  artist: string | null;
  featured: string[] | null;
  rarities: number[] | null;
  suits: string[] | null;
  obtaining: string | null;
  role: string | null;
  slots: SlotVariable[] | null;
}

const sortVariable = (sort: SortChoice) => (sort === 'none' ? null : sort === 'asc' ? 'ASC' : 'DESC');

/** The storyCards connection's arguments for a search. */
export function searchVariables(s: CardSearch): CardSearchVariables {
  const slots: SlotVariable[] = [];
  for (const slot of s.slots) {
    if (slot.kind === 'effect')
      slots.push({
        kind: 'EFFECT',
        value: slot.value,
        sort: sortVariable(slot.sort),
        target: slot.target === 'any' ? null : slot.target === 'single' ? 'SINGLE' : 'MULTI',
      });
    if (slot.kind === 'stat') slots.push({ kind: 'STAT', value: slot.value, sort: sortVariable(slot.sort) });
    if (slot.kind === 'date') slots.push({ kind: 'DATE', start: slot.start || null, end: slot.end || null, sort: sortVariable(slot.sort) });
  }
  return {
    name: s.name.trim() ? s.name : null,
    artist: s.artist.trim() ? s.artist : null,
    featured: s.featured.length ? s.featured : null,
    rarities: s.rarities.length && s.rarities.length < RARITIES.length ? s.rarities : null,
    suits: s.suits.length && s.suits.length < SUITS.length ? s.suits : null,
    obtaining: s.obtaining === 'any' ? null : s.obtaining,
    role: s.role === 'any' ? null : s.role,
    slots: slots.length ? slots : null,
  };
}

/** The count text of the search modal. */
export function countText(shown: number, total: number): string {
  if (shown === 0) return 'No story card found';
  if (shown === total) return `Showing all ${total} story cards`;
  if (shown === 1) return `Showing 1 of ${total} story card`;
  return `Showing ${shown} of ${total} story cards`;
}
