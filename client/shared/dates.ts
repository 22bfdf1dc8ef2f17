// Date and time formatting on top of Intl, with the site's three date formats.
import { formatOffset, ordinal } from './format';

/** 0 = `"Sat, 21 Nov 2026"`, 1 = `"November 21st, 2026"`, 2 = `"2026-11-21"`. */
export type DateFormat = 0 | 1 | 2;

/**
 * A time zone: an IANA name (`"Asia/Tokyo"`), a fixed offset string (`"+09:00"`, `"-0330"`),
 * or a fixed offset in minutes east of UTC (`540`). `undefined` means the runtime's local zone.
 */
export type TimeZoneInput = string | number | undefined;

export interface DateTimeOptions {
  dateFormat: DateFormat;
  use24Hour: boolean;
  timeZone?: TimeZoneInput;
}

export interface ZonedParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  /** 0..23 */
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC at this instant. */
  offsetMinutes: number;
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS_SHORT = MONTHS_LONG.map((m) => m.slice(0, 3));

const DAY_MS = 86_400_000;

/** The UTC day number (days since 1970-01-01) of an instant, in ms or as text, or of a `YYYY-MM-DD` day. */
export const dayNumber = (value: string | number): number =>
  Math.floor((typeof value === 'number' ? value : Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)) / DAY_MS);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Names of UTC itself, drawn without an Intl formatter. */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']);

// Node 20 and older browsers reject offset strings as an Intl timeZone, so they are handled here.
const OFFSET_RE = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/i;

function parseOffsetString(zone: string): number | undefined {
  const match = OFFSET_RE.exec(zone.trim());
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) throw new RangeError(`Invalid UTC offset "${zone}"`);
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

// Creating an Intl.DateTimeFormat is far more expensive than using one, and long lists format many dates.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = timeZone ?? '';
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  // setUTCFullYear rather than Date.UTC, which maps years 0..99 to 1900..1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function assertTimestamp(ms: number): void {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new RangeError(`Invalid timestamp ${ms}`);
}

/**
 * Calendar fields of an instant in a time zone. Throws a RangeError for an invalid timestamp
 * or an unknown time zone name.
 */
export function zonedParts(ms: number, timeZone?: TimeZoneInput): ZonedParts {
  assertTimestamp(ms);
  const fixedOffset =
    typeof timeZone === 'number'
      ? timeZone
      : typeof timeZone === 'string'
        ? UTC_NAMES.has(timeZone)
          ? 0
          : parseOffsetString(timeZone)
        : undefined;

  // The browser's own zone: its Date already knows it, with no Intl formatter to build (building
  // the first one loads the zone data, tens of milliseconds on a phone).
  if (timeZone === undefined) {
    const local = new Date(ms);
    return {
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
      weekday: local.getDay(),
      hour: local.getHours(),
      minute: local.getMinutes(),
      second: local.getSeconds(),
      offsetMinutes: -Math.round(local.getTimezoneOffset()),
    };
  }

  if (fixedOffset !== undefined) {
    if (!Number.isFinite(fixedOffset)) throw new RangeError(`Invalid UTC offset ${fixedOffset}`);
    const shifted = new Date(ms + Math.round(fixedOffset) * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      weekday: shifted.getUTCDay(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      offsetMinutes: Math.round(fixedOffset),
    };
  }

  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone as string | undefined).formatToParts(ms)) {
    fields[part.type] = part.value;
  }
  const eraYear = Number(fields.year);
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - eraYear : eraYear;
  const month = Number(fields.month);
  const day = Number(fields.day);
  const hour = Number(fields.hour) % 24;
  const minute = Number(fields.minute);
  const second = Number(fields.second);

  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  const localAsUtc = utcMs(year, month, day, hour, minute, second);
  return {
    year,
    month,
    day,
    weekday: new Date(localAsUtc).getUTCDay(),
    hour,
    minute,
    second,
    offsetMinutes: Math.round((localAsUtc - wholeSecond) / 60_000),
  };
}

/** Minutes east of UTC of `timeZone` at the instant `ms` (DST aware for IANA zones). */
export function timeZoneOffsetMinutes(ms: number, timeZone?: TimeZoneInput): number {
  return zonedParts(ms, timeZone).offsetMinutes;
}

/** Whether a zone is UTC by name (labelled plain "UTC", rather than by its offset). */
function isUtcName(timeZone: TimeZoneInput): boolean {
  return typeof timeZone === 'string' && UTC_NAMES.has(timeZone);
}

function dateFromParts(parts: ZonedParts, dateFormat: DateFormat): string {
  switch (dateFormat) {
    case 0:
      return `${WEEKDAYS_SHORT[parts.weekday]}, ${parts.day} ${MONTHS_SHORT[parts.month - 1]} ${parts.year}`;
    case 1:
      return `${MONTHS_LONG[parts.month - 1]} ${ordinal(parts.day)}, ${parts.year}`;
    case 2: {
      const year = parts.year < 0 ? `-${String(-parts.year).padStart(4, '0')}` : String(parts.year).padStart(4, '0');
      return `${year}-${pad2(parts.month)}-${pad2(parts.day)}`;
    }
    default:
      throw new RangeError(`Unknown date format ${String(dateFormat)}`);
  }
}

function timeFromParts(parts: ZonedParts, use24Hour: boolean): string {
  if (use24Hour) return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${hour12}:${pad2(parts.minute)} ${parts.hour < 12 ? 'AM' : 'PM'}`;
}

/** The date of `ms` in the given format and zone; see {@link DateFormat}. */
export function formatDate(ms: number, dateFormat: DateFormat, timeZone?: TimeZoneInput): string {
  return dateFromParts(zonedParts(ms, timeZone), dateFormat);
}

/** `"13:05"` in 24-hour mode, `"1:05 PM"` in 12-hour mode. */
export function formatTime(ms: number, use24Hour: boolean, timeZone?: TimeZoneInput): string {
  return timeFromParts(zonedParts(ms, timeZone), use24Hour);
}

function zoneLabel(timeZone: TimeZoneInput, offsetMinutes: number): string {
  return isUtcName(timeZone) ? 'UTC' : `UTC${formatOffset(offsetMinutes)}`;
}

/**
 * `"UTC"` for UTC itself; otherwise `"UTC"` plus the zone's offset at `ms`, e.g. `"UTC+9:00"`. A
 * zone that happens to sit at UTC (London in winter, the browser's) still reads `"UTC+0:00"`, so
 * UTC chosen as such stays distinguishable.
 */
export function formatZoneLabel(ms: number, timeZone?: TimeZoneInput): string {
  return zoneLabel(timeZone, timeZoneOffsetMinutes(ms, timeZone));
}

/** Date, time and zone label, e.g. `"Sat, 21 Nov 2026 13:05 UTC"` or `"2026-11-21 1:05 PM UTC+9:00"`. */
export function formatDateTime(ms: number, options: DateTimeOptions): string {
  const parts = zonedParts(ms, options.timeZone);
  return `${dateFromParts(parts, options.dateFormat)} ${timeFromParts(parts, options.use24Hour)} ${zoneLabel(options.timeZone, parts.offsetMinutes)}`;
}

/**
 * The first UTC midnight strictly after `now` (daily resets happen at 00:00 UTC).
 * At exactly midnight this is the following midnight, 24 h later.
 */
export function nextUtcMidnight(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
}

/** `"Apr 2022"`, `"April 2022"` or `"2022-04"` by the date format; a month is read in UTC. */
export function formatMonth(ms: number, dateFormat: DateFormat): string {
  const parts = zonedParts(ms, 0);
  if (dateFormat === 2) return `${String(parts.year).padStart(4, '0')}-${pad2(parts.month)}`;
  return `${(dateFormat === 1 ? MONTHS_LONG : MONTHS_SHORT)[parts.month - 1]} ${parts.year}`;
}
