// The zones a visitor may show dates in: every IANA zone the runtime knows, and UTC, found by any
// part of their name ("tokyo", "Asia/To", "new york") and labelled with their offset now.
import { timeZoneOffsetMinutes } from './dates.ts';

/** The time-zone setting's value for "the browser's own zone". */
export const BROWSER_ZONE = '';

const validZones = new Map<string, boolean>();

/** Whether the runtime knows an IANA time zone name (checked once per name). */
export function isTimeZone(zone: string): boolean {
  let valid = validZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = /^[A-Za-z_+\-/0-9]{1,64}$/.test(zone);
    } catch {
      valid = false;
    }
    if (validZones.size < 1000) validZones.set(zone, valid);
  }
  return valid;
}

let zones: readonly string[] | undefined;

/**
 * Every zone the runtime lists, and UTC (which `Intl.supportedValuesOf` leaves out), in
 * alphabetical order. Read once: the list costs the runtime's zone data.
 */
export function allTimeZones(): readonly string[] {
  if (!zones) {
    const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = [...new Set(['UTC', ...listed])].sort();
  }
  return zones;
}

/** `"+09:00"`, `"-03:30"`, `"+00:00"`: an offset in minutes east of UTC, as zone pickers write it. */
export function formatUtcOffset(offsetMinutes: number): string {
  const abs = Math.abs(Math.round(offsetMinutes));
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * A zone as the picker lists it: `"Asia/Tokyo (UTC+09:00)"`, with its offset at `now` (daylight
 * saving included); UTC as itself.
 */
export function timeZoneLabel(zone: string, now: number): string {
  if (zone === 'UTC') return zone;
  return `${zone} (UTC${formatUtcOffset(timeZoneOffsetMinutes(now, zone))})`;
}

/** Lower case, with the underscores of IANA names as the spaces people type. */
const searchable = (text: string): string => text.toLowerCase().replace(/_/g, ' ').trim();

/**
 * The zones whose name holds `query` (case and underscores aside; "tokyo", "Asia/To",
 * "new york"), best first: those whose place (the part after the last slash) starts with it, then
 * those where a part of the name does, then the rest, each alphabetically. An empty query gives
 * every zone.
 */
export function searchTimeZones(query: string, list: readonly string[] = allTimeZones()): string[] {
  const q = searchable(query);
  if (!q) return [...list];
  const ranked: [number, string][] = [];
  for (const zone of list) {
    const name = searchable(zone);
    const at = name.indexOf(q);
    if (at < 0) continue;
    const place = name.slice(name.lastIndexOf('/') + 1);
    const rank = place.startsWith(q) ? 0 : at === 0 || /[/ -]/.test(name[at - 1]) ? 1 : 2;
    ranked.push([rank, zone]);
  }
  return ranked.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)).map(([, zone]) => zone);
}
