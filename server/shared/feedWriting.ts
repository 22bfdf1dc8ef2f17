// What the feeds of every domain share: dates placed by their precision, Atom and RSS documents
// (`feed`) and iCalendar ones (`ical-generator`) named and linked the same way, entry ids and UIDs
// that stay the same at every request. An event's SEQUENCE is its record's revision (revisionRepo.ts).
import { Feed } from 'feed';
import ical, { type ICalCalendar, type ICalEventData } from 'ical-generator';
import type { FeedAnswer, FeedContext } from './feeds.ts';
import { SPOILER_PARAM } from './reveal.ts';

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** The newest entries an Atom or RSS feed holds. */
export const FEED_ENTRIES = 50;
export const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = 'LostWord Global Tracker';
const WITH_SPOILERS = ' (with JP content and spoilers)';

export const notFound = (what: string): FeedAnswer => ({ status: 404, headers: { 'content-type': TEXT_TYPE }, body: `No ${what}` });

/** A date as a feed may place it: exact, or a whole day (UTC). */
export interface Placed {
  at: Date;
  allDay: boolean;
}

/** A stored date placed by its precision: an instant is exact, a day (or the launch day) is all-day; a month, a bound or a range is not placed. */
export function placed(at: Date | null, precision: string | null): Placed | null {
  if (!at) return null;
  const p = precision ?? 'instant';
  if (p === 'instant') return { at, allDay: false };
  if (p === 'day' || p === 'launch')
    return { at: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())), allDay: true };
  return null;
}

export const whenText = (p: Placed) =>
  p.allDay ? p.at.toISOString().slice(0, 10) : `${p.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** "Starts …; ends …", each date as far as it is known. */
export function spanText(start: Placed | null, end: Placed | null): string {
  return `${start ? `Starts ${whenText(start)}` : 'Its start is not stated by a source'}; ${end ? `ends ${whenText(end)}` : 'its end is not stated by a source'}.`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sources of a record (one or several, separated by "; "). */
export const sourcesOf = (source: string | null) =>
  (source ?? '')
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A source as HTML: a link when it is a web address, else its text ("in game", a date). */
export const sourceHtml = (source: string) =>
  /^https?:\/\//.test(source) ? `<a href="${escapeHtml(source)}">${escapeHtml(source)}</a>` : escapeHtml(source);

/** How sample or synthetic records are labelled wherever they are shown. */
export const labelOf = (r: { sample: boolean; synthetic?: boolean }) =>
  r.synthetic ? ' (synthetic test data)' : r.sample ? ' (sample data)' : '';

/** The site's addresses for a feed's viewer: absolute, with the spoiler switch where it is on. */
export function addressesOf({ publicUrl, viewer }: FeedContext) {
  const host = new URL(publicUrl).hostname;
  const switched = viewer.jpContent ? `?${SPOILER_PARAM}=1` : '';
  return {
    host,
    /** An absolute address of the site, with the viewer's switch when `switch` is set. */
    absolute: (path: string, withSwitch = false) => `${publicUrl}${path}${withSwitch ? switched : ''}`,
    /** A tag URI (RFC 4151) under the site's host: an entry's id, the same at every request. */
    tag: (specific: string) => `tag:${host},2026:${specific}`,
    /** An iCalendar UID under the site's host. */
    uid: (specific: string) => `${specific}@${host}`,
  };
}

/** An Atom or RSS feed of the site, named for its viewer. */
export function newFeed(context: FeedContext, feed: { title: string; page: string; updated: Date | null; description: string }): Feed {
  const { absolute, tag } = addressesOf(context);
  const spoilers = context.viewer.jpContent;
  return new Feed({
    id: tag(`${context.path.slice(1)}${spoilers ? `?${SPOILER_PARAM}` : ''}`),
    title: `${feed.title}${spoilers ? WITH_SPOILERS : ''} · ${SITE}`,
    description: feed.description,
    link: absolute(feed.page, true),
    language: 'en',
    updated: feed.updated ?? new Date(0),
    generator: SITE,
    copyright: 'Game data © its owners; compiled by the LostWord Global Tracker with credit to its sources.',
    feedLinks: { atom: absolute(context.path, true) },
  });
}

export const atomAnswer = (feed: Feed, cacheUntil: number | null): FeedAnswer => ({
  status: 200,
  headers: { 'content-type': ATOM_TYPE },
  body: feed.atom1(),
  cacheUntil,
});

export const rssAnswer = (feed: Feed, cacheUntil: number | null): FeedAnswer => ({
  status: 200,
  headers: { 'content-type': RSS_TYPE },
  body: feed.rss2(),
  cacheUntil,
});

/** An iCalendar document of the site, named for its viewer; its times are UTC. */
export function newCalendar(context: FeedContext, name: string): ICalCalendar {
  return ical({
    name: `${name}${context.viewer.jpContent ? WITH_SPOILERS : ''} · ${SITE}`,
    description: `${name} of the Touhou LostWord global server, from the ${SITE} (times in UTC).`,
    prodId: { company: SITE, product: 'feeds', language: 'EN' },
    url: addressesOf(context).absolute(context.path, true),
    ttl: 60 * 60,
  });
}

export const calendarAnswer = (calendar: ICalCalendar, cacheUntil: number | null): FeedAnswer => ({
  status: 200,
  headers: { 'content-type': CALENDAR_TYPE },
  body: calendar.toString(),
  cacheUntil,
});

/**
 * An event's times from a start and an end either of which may be unknown (null: neither is): all-day
 * when either is known only to the day, its last day included; a single instant when only one is.
 */
export function eventTimes(start: Placed | null, end: Placed | null): Pick<ICalEventData, 'start' | 'end' | 'allDay'> | null {
  if (start && end) {
    if (start.allDay || end.allDay) {
      const first = placed(start.at, 'day') as Placed;
      const last = placed(end.at, 'day') as Placed;
      // DTEND of an all-day event is the day after its last day.
      return { start: first.at, end: new Date(Math.max(last.at.getTime(), first.at.getTime()) + DAY_MS), allDay: true };
    }
    return { start: start.at, end: end.at.getTime() > start.at.getTime() ? end.at : start.at, allDay: false };
  }
  const one = start ?? end;
  if (!one) return null;
  return one.allDay
    ? { start: one.at, end: new Date(one.at.getTime() + DAY_MS), allDay: true }
    : { start: one.at, end: one.at, allDay: false };
}

/** "Starts: " or "Ends: " before a title when only that end of the span is known. */
export const spanPrefix = (start: Placed | null, end: Placed | null) => (start && !end ? 'Starts: ' : !start && end ? 'Ends: ' : '');
