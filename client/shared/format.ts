// Pure formatting and parsing helpers shared by the client shell and pages.

/** `1234567.5` -> `"1,234,567.5"`. Non-finite values are returned as `String(n)`. */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  // String() switches to exponent notation from 1e21 on, and the grouping needs plain digits.
  const plain = abs >= 1e21 ? BigInt(abs).toString() : String(abs);
  const [int = '', frac] = plain.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (frac ? `.${frac}` : '');
}

const SUFFIXES = ['', 'k', 'M', 'B', 'T', 'q', 'Q'] as const;

function toSignificant(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

/**
 * Shortens a number to 3 significant digits with a power-of-1000 suffix:
 * `1234` -> `"1.23k"`, `999999` -> `"1M"`, `1.5e18` -> `"1.5Q"`.
 * Past the largest suffix the mantissa keeps growing (`1.5e21` -> `"1,500Q"`).
 */
export function shortenNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (n === 0) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  let tier = 0;
  while (tier < SUFFIXES.length - 1 && abs >= 1000 ** (tier + 1)) tier++;
  let mantissa = toSignificant(abs / 1000 ** tier, 3);
  // Rounding can carry into the next tier (999999 -> 1000k), which must read as 1M instead.
  if (mantissa >= 1000 && tier < SUFFIXES.length - 1) {
    tier++;
    mantissa = toSignificant(abs / 1000 ** tier, 3);
  }
  return sign + formatThousands(mantissa) + SUFFIXES[tier];
}

/** English ordinal suffix for an integer: `1` -> `"st"`, `12` -> `"th"`, `22` -> `"nd"`. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  if (!Number.isInteger(n)) throw new RangeError(`Ordinal needs an integer, got ${n}`);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 19) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** `21` -> `"21st"`, `111` -> `"111th"`. Throws a RangeError for non-integers. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral for an integer in 1..3999; anything else throws a RangeError. */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) {
    throw new RangeError(`Roman numerals are only defined for integers 1 to 3999, got ${n}`);
  }
  let rest = n;
  let out = '';
  for (const [value, symbol] of ROMAN) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

/**
 * Formats a UTC offset given in minutes east of UTC as `+h:mm`: `540` -> `"+9:00"`,
 * `-210` -> `"-3:30"`, `0` -> `"+0:00"`.
 * Note the sign is the opposite of `Date#getTimezoneOffset()`.
 */
export function formatOffset(offsetMinutes: number): string {
  if (!Number.isFinite(offsetMinutes)) throw new RangeError(`Invalid offset ${offsetMinutes}`);
  const total = Math.round(offsetMinutes);
  const sign = total < 0 ? '-' : '+';
  const abs = Math.abs(total);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `${sign}${hours}:${String(minutes).padStart(2, '0')}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Renders a remaining duration as `dd:hh:mm:ss` (each field at least two digits).
 * Partial seconds are dropped, so the display reaches zero at the target instant, not a second early.
 * Negative durations clamp to `"00:00:00:00"`.
 */
export function formatRemaining(remainingMs: number): string {
  const ms = Number.isFinite(remainingMs) ? Math.max(0, remainingMs) : 0;
  const totalSeconds = Math.floor(ms / SECOND);
  const days = Math.floor(totalSeconds / 86400);
  const hours = Math.floor((totalSeconds % 86400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad2(days)}:${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** Countdown from `now` to `target` (both epoch ms); an unknown target yields `"?"`. */
export function countdown(target: number | null | undefined, now: number): string {
  if (target === null || target === undefined) return '?';
  return formatRemaining(target - now);
}

const DURATION_UNITS: Readonly<Record<string, number>> = {
  d: DAY,
  h: HOUR,
  m: MINUTE,
  s: SECOND,
  ms: 1,
};

/**
 * Parses duration text such as `"1d 2h 3m 4s 5ms"`, `"1h30m"`, `"500ms"` into milliseconds.
 * Parts are summed (so `"1h 1h"` is two hours); whitespace is optional; units are lowercase
 * `d`, `h`, `m`, `s`, `ms`; numbers may have a decimal part (`"1.5h"`).
 * Empty input, an unknown unit, a missing unit or any other garbage throws an Error
 * (rather than returning NaN, so a typo can never silently become a zero duration).
 */
export function parseDuration(text: string): number {
  const numberRe = /\d+(?:\.\d+)?/y;
  const unitRe = /[A-Za-z]+/y;
  const spaceRe = /\s*/y;
  const skipSpace = (at: number): number => {
    spaceRe.lastIndex = at;
    spaceRe.exec(text);
    return spaceRe.lastIndex;
  };

  let pos = skipSpace(0);
  if (pos === text.length) throw new Error('Invalid duration: the text is empty');

  let total = 0;
  while (pos < text.length) {
    numberRe.lastIndex = pos;
    const num = numberRe.exec(text);
    if (!num) {
      throw new Error(`Invalid duration "${text}": expected a number at position ${pos}`);
    }
    pos = skipSpace(numberRe.lastIndex);

    unitRe.lastIndex = pos;
    const unit = unitRe.exec(text);
    if (!unit) {
      throw new Error(`Invalid duration "${text}": missing unit after "${num[0]}" (use d, h, m, s or ms)`);
    }
    const factor = DURATION_UNITS[unit[0]];
    if (factor === undefined) {
      throw new Error(`Invalid duration "${text}": unknown unit "${unit[0]}" (use d, h, m, s or ms)`);
    }
    total += Number(num[0]) * factor;
    pos = skipSpace(unitRe.lastIndex);
  }
  return total;
}

export type ScrollPosition = 'none' | 'top' | 'middle' | 'bottom';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Where a scroll container currently is; "bottom" allows 2 px of slack for sub-pixel layouts. */
export function scrollPosition({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): ScrollPosition {
  const room = scrollHeight - clientHeight;
  if (room <= 0) return 'none';
  if (scrollTop <= 0) return 'top';
  if (room - scrollTop <= 2) return 'bottom';
  return 'middle';
}

/** Lowercases and keeps only `a-z`, `0-9` and `'`: `"Marisa (Kirisame)!"` -> `"marisakirisame"`. */
export function normaliseAlias(alias: string): string {
  return alias.toLowerCase().replace(/[^a-z0-9']/g, '');
}

/**
 * Story-card name search: lowercases, keeps only `a-z`, `0-9` and commas, then splits on commas
 * and drops empty terms: `"Scarlet Moon, , Ghost!"` -> `["scarletmoon", "ghost"]`.
 */
export function splitSearchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[^a-z0-9,]/g, '')
    .split(',')
    .filter((term) => term.length > 0);
}

export const RATE_UP_LIMIT = 10;

/**
 * Lists of up to 10 rate-ups are shown whole; longer ones show 9 items plus a "+N more"
 * entry, so the visible row never exceeds 10 slots.
 */
export function trimRateUps<T>(list: readonly T[]): { shown: T[]; more: number } {
  if (list.length <= RATE_UP_LIMIT) return { shown: [...list], more: 0 };
  const shown = list.slice(0, RATE_UP_LIMIT - 1);
  return { shown, more: list.length - shown.length };
}

export const STAT_IDS = ['hp', 'agi', 'yang-atk', 'yang-def', 'yin-atk', 'yin-def'] as const;
export type StatId = (typeof STAT_IDS)[number];

const STAT_LABELS: Readonly<Record<StatId, string>> = {
  hp: 'HP',
  agi: 'Agility',
  'yang-atk': 'Yang ATK',
  'yang-def': 'Yang DEF',
  'yin-atk': 'Yin ATK',
  'yin-def': 'Yin DEF',
};

export interface StatValue {
  id: string;
  value: number;
}

export function isStatId(id: string): id is StatId {
  return Object.hasOwn(STAT_LABELS, id);
}

/** Display label of a stat id; unknown ids throw. */
export function statLabel(id: string): string {
  if (!isStatId(id)) throw new Error(`Undefined stat id ${id}`);
  return STAT_LABELS[id];
}

/** Sum of all stats with HP weighted at 0.2; unknown ids throw. */
export function totalStat(stats: readonly StatValue[]): number {
  let total = 0;
  for (const { id, value } of stats) {
    if (!isStatId(id)) throw new Error(`Undefined stat id ${id}`);
    // Dividing by 5 is correctly rounded, whereas multiplying by 0.2 (itself inexact) can drift.
    total += id === 'hp' ? value / 5 : value;
  }
  return total;
}

/** Column count of the universe modal grid: `ceil(sqrt(groups / 180) * 20)`. */
export function universeColumns(groups: number): number {
  return Math.ceil(Math.sqrt(Math.max(0, groups) / 180) * 20);
}
