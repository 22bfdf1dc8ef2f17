// The prayer list's search as the URL carries it. Many spellings of each parameter are read
// (prayer-types, prayerTypes, types...); the page writes the canonical ones back, replacing the
// history entry, so a shared link stays short and Back does not step through every filter.

import { PRAYER_TYPE_LABELS as TYPE_LABELS } from '../../server/shared/vocabulary.ts';

export interface PrayerSearch {
  name: string;
  characters: string[];
  cards: number[];
  prayerTypes: string[];
  characterTypes: string[];
  stepUps: string[];
  /** YYYY-MM-DD or "now"; empty for none. */
  start: string;
  end: string;
}

/** The start date the advanced search shows when none is chosen: the global launch. */
export const DEFAULT_START = '2021-05-11';

export const EMPTY_SEARCH: PrayerSearch = {
  name: '',
  characters: [],
  cards: [],
  prayerTypes: [],
  characterTypes: [],
  stepUps: [],
  start: '',
  end: '',
};

type Key = keyof PrayerSearch;

/** The canonical parameter of each field, as the spec names them. */
export const CANONICAL: Record<Key, string> = {
  name: 'name',
  characters: 'characters',
  cards: 'story-cards',
  prayerTypes: 'prayer-types',
  characterTypes: 'char-types',
  stepUps: 'step-ups',
  start: 'start',
  end: 'end',
};

/** Every spelling read for each field, compared without case, hyphens or underscores. */
const SPELLINGS: Record<Key, string[]> = {
  name: ['name', 'search', 'q', 'query', 'prayer', 'prayername', 'title'],
  characters: ['characters', 'character', 'chars', 'char', 'chara', 'charas', 'friends', 'friend', 'rateups', 'rateup'],
  cards: ['storycards', 'storycard', 'cards', 'card', 'sc'],
  prayerTypes: ['prayertypes', 'prayertype', 'types', 'type', 'ptypes', 'ptype'],
  characterTypes: ['chartypes', 'chartype', 'charactertypes', 'charactertype', 'rarities', 'rarity', 'ctypes', 'ctype'],
  stepUps: ['stepups', 'stepup', 'steps', 'step', 'su'],
  start: ['start', 'from', 'startdate', 'since', 'after'],
  end: ['end', 'to', 'enddate', 'until', 'before'],
};

const normaliseKey = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

const FIELD_OF = new Map<string, Key>(
  (Object.entries(SPELLINGS) as [Key, string[]][]).flatMap(([field, names]) => names.map((n) => [n, field] as const)),
);

/** Which search field a query parameter sets, by any of its spellings; undefined for others. */
export function fieldOf(param: string): Key | undefined {
  return FIELD_OF.get(normaliseKey(param));
}

/** The most values a list argument may carry (the API's cap). */
export const MAX_VALUES = 100;

const values = (raw: string[]) =>
  [
    ...new Set(
      raw
        .flatMap((r) => r.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_VALUES);

/** A date filter value: YYYY-MM-DD (a real day) or "now"; anything else is dropped. */
export function readDate(raw: string | undefined): string {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === 'now') return 'now';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? v : '';
}

/** Chip and character inputs match on letters, digits, hyphens and apostrophes only. */
export function chipText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9'-]/g, '');
}

/**
 * The step-up value the search uses: values starting with asc or desc become asc or asc-2 (desc or
 * desc-2) by whether they carry a hyphen; others are kept as they are.
 */
export function normaliseStepUp(value: string): string {
  const v = value.trim().toLowerCase();
  for (const base of ['asc', 'desc']) if (v.startsWith(base)) return v.includes('-') || v.includes('*') ? `${base}-2` : base;
  return v;
}

/** Reads the search from a query string, whatever spellings it uses. */
export function readSearch(params: URLSearchParams): PrayerSearch {
  const raw: Record<Key, string[]> = {
    name: [],
    characters: [],
    cards: [],
    prayerTypes: [],
    characterTypes: [],
    stepUps: [],
    start: [],
    end: [],
  };
  params.forEach((value, key) => {
    const field = fieldOf(key);
    if (field) raw[field].push(value);
  });
  return {
    name: (raw.name[0] ?? '').slice(0, 200),
    characters: values(raw.characters).map((v) => v.toLowerCase()),
    cards: values(raw.cards)
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number),
    prayerTypes: values(raw.prayerTypes).map((v) => v.toLowerCase()),
    characterTypes: values(raw.characterTypes).map((v) => v.toLowerCase()),
    stepUps: [...new Set(values(raw.stepUps).map(normaliseStepUp))],
    start: readDate(raw.start[0]),
    end: readDate(raw.end[0]),
  };
}

/**
 * The query string for a search: every spelling of the search's parameters removed, the canonical
 * ones written for what is set; other parameters kept. The default start is not written.
 */
export function writeSearch(search: PrayerSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  current.forEach((value, key) => {
    if (!fieldOf(key)) next.append(key, value);
  });
  const set = (field: Key, value: string) => {
    if (value) next.set(CANONICAL[field], value);
  };
  set('name', search.name.trim());
  set('characters', search.characters.join(','));
  set('cards', search.cards.join(','));
  set('prayerTypes', search.prayerTypes.join(','));
  set('characterTypes', search.characterTypes.join(','));
  set('stepUps', search.stepUps.join(','));
  set('start', search.start === DEFAULT_START ? '' : search.start);
  set('end', search.end);
  return next;
}

/** How many advanced-search fields are set (the name aside). */
export function activeFilters(search: PrayerSearch): number {
  return (
    search.characters.length +
    search.cards.length +
    search.prayerTypes.length +
    search.characterTypes.length +
    search.stepUps.length +
    (search.start && search.start !== DEFAULT_START ? 1 : 0) +
    (search.end ? 1 : 0)
  );
}

/** The page query's variables: null for what is not set. */
export function searchVariables(search: PrayerSearch) {
  const list = <T>(v: T[]) => (v.length ? v : null);
  return {
    name: search.name.trim() || null,
    characters: list(search.characters),
    cards: list(search.cards),
    prayerTypes: list(search.prayerTypes),
    characterTypes: list(search.characterTypes),
    stepUps: list(search.stepUps),
    start: search.start || null,
    end: search.end || null,
  };
}

/** Labels of the prayer types, by value (an unknown value shows as itself). */
export const PRAYER_TYPE_LABELS: Readonly<Record<string, string>> = TYPE_LABELS;

/** Character type filter values, their labels and the rarity icon each shows. */
export const CHARACTER_TYPE_LABELS: Record<string, [string, string]> = {
  standard: ['Standard', 'gen'],
  'l1-festival': ['L1 Festival', 'fes'],
  'a-festival': ['A Festival', 'afes'],
  'main-ufes': ['Main Ultra Festival', 'sfes'],
  'hifuu-ufes': ['Hifuu Ultra Festival', 'mfes'],
  ufes: ['Ultra Festival', 'sfes'],
  exfes: ['Extra Festival', 'exfes'],
  genic: ['Genic', 'genic'],
  relic: ['Relic', 'relic'],
  epic: ['Epic', 'epic'],
  pfes: ['Pure Festival', 'wfes'],
};

export const STEP_UP_LABELS: Record<string, string> = {
  asc: 'Ascending',
  'asc-2': 'Ascending (2nd)',
  desc: 'Descending',
  'desc-2': 'Descending (2nd)',
  special: 'Special',
  other: 'Other',
  none: 'No step-up',
};

/** "1 pull" or "3 pulls". */
export function pullsText(n: number): string {
  return `${n} pull${n === 1 ? '' : 's'}`;
}
