// The prayers' feeds: an Atom entry for each prayer added by a data change, announced, started, and
// a day before it ends, once that instant has passed; the prayers as iCalendar events, and one
// prayer's events for its page's "Add to calendar". Every prayer is read through the prayers'
// reveal rule. Declared in the domain's manifest (index.ts).

import type { FeedContext, FeedMaker } from '../shared/feeds.ts';
import {
  addressesOf,
  atomAnswer,
  calendarAnswer,
  DAY_MS,
  escapeHtml,
  eventTimes,
  FEED_ENTRIES,
  labelOf,
  newCalendar,
  newFeed,
  notFound,
  placed,
  sourceHtml,
  sourcesOf,
  spanPrefix,
  spanText,
} from '../shared/feedWriting.ts';
import { revisionsOf } from '../shared/revisionRepo.ts';
import { listFeedPrayers, prayersAddedByChanges } from './repo.ts';

type FeedPrayer = Awaited<ReturnType<typeof listFeedPrayers>>[number];

interface PrayerEvent {
  kind: 'added' | 'announced' | 'started' | 'ending';
  at: Date;
  title: string;
}

/** What a prayer's entries tell, each at its instant (still to come or passed). */
function eventsOf(p: FeedPrayer, added: Date | undefined): PrayerEvent[] {
  const events: PrayerEvent[] = [];
  const name = `${p.name}${labelOf(p)}`;
  if (added) events.push({ kind: 'added', at: added, title: `New prayer: ${name}` });
  if (p.revealAt) events.push({ kind: 'announced', at: p.revealAt, title: `Announced: ${name}` });
  const start = placed(p.startAt, p.startPrecision);
  if (start) events.push({ kind: 'started', at: start.at, title: `Started: ${name}` });
  const end = placed(p.endAt, p.endPrecision);
  if (end) {
    // A day before the end: before its instant, or before the day known only to the day is over.
    const over = end.allDay ? end.at.getTime() + DAY_MS : end.at.getTime();
    events.push({ kind: 'ending', at: new Date(over - DAY_MS), title: `Ends within a day: ${name}` });
  }
  return events;
}

function entryHtml(context: FeedContext, p: FeedPrayer, event: PrayerEvent): string {
  const lines = [
    `<p>${escapeHtml(event.title)}.</p>`,
    `<p>${escapeHtml(spanText(placed(p.startAt, p.startPrecision), placed(p.endAt, p.endPrecision)))}</p>`,
  ];
  if (p.note) lines.push(`<p>${escapeHtml(p.note)}</p>`);
  for (const source of sourcesOf(p.source)) lines.push(`<p>Source: ${sourceHtml(source)}</p>`);
  lines.push(`<p><a href="${escapeHtml(addressesOf(context).absolute(`/prayer/info/${p.id}`, true))}">The prayer's page</a></p>`);
  return lines.join('');
}

export const prayersAtom: FeedMaker = async (context) => {
  const { viewer } = context;
  const [prayers, added] = await Promise.all([listFeedPrayers(viewer), prayersAddedByChanges()]);
  const now = viewer.now.getTime();
  // The answer holds until the next entry's instant, or the next change the snapshot knows of.
  let until = viewer.until;
  const due: { prayer: FeedPrayer; event: PrayerEvent }[] = [];
  for (const prayer of prayers) {
    for (const event of eventsOf(prayer, added.get(prayer.id))) {
      const at = event.at.getTime();
      if (at <= now) due.push({ prayer, event });
      else if (until === null || at < until) until = at;
    }
  }
  due.sort((a, b) => b.event.at.getTime() - a.event.at.getTime() || b.prayer.id - a.prayer.id);
  const shown = due.slice(0, FEED_ENTRIES);
  const { absolute, tag } = addressesOf(context);
  const feed = newFeed(context, {
    title: 'Prayers',
    page: '/prayers',
    updated: shown[0]?.event.at ?? null,
    description: 'Prayers (banners) of the global server: each one added, announced, started, and a day before it ends.',
  });
  for (const { prayer, event } of shown) {
    feed.addItem({
      title: event.title,
      id: tag(`prayer/${prayer.id}/${event.kind}`),
      link: absolute(`/prayer/info/${prayer.id}`, true),
      date: event.at,
      content: entryHtml(context, prayer, event),
    });
  }
  return atomAnswer(feed, until);
};

/** The prayers (or the one of `context.id`) as events, each where its start or end is known to the day at least. */
export const prayersCalendar: FeedMaker = async (context) => {
  const { viewer, id } = context;
  const prayers = await listFeedPrayers(viewer, id);
  if (id !== undefined && prayers.length === 0) return notFound(`prayer ${id}`);
  const sequences = await revisionsOf(
    'prayers/prayers.json',
    prayers.map((p) => String(p.id)),
  );
  const { absolute, uid } = addressesOf(context);
  const calendar = newCalendar(context, id === undefined ? 'Prayers' : (prayers[0]?.name ?? 'Prayer'));
  for (const p of prayers) {
    const start = placed(p.startAt, p.startPrecision);
    const end = placed(p.endAt, p.endPrecision);
    const times = eventTimes(start, end);
    if (!times) continue;
    const page = absolute(`/prayer/info/${p.id}`, true);
    calendar.createEvent({
      id: uid(`prayer-${p.id}`),
      sequence: sequences.get(String(p.id)) ?? 0,
      stamp: viewer.now,
      ...times,
      summary: `${spanPrefix(start, end)}${p.name}${labelOf(p)}`,
      description: [
        `Prayer (banner) of the global server. ${spanText(start, end)}`,
        ...(p.note ? [p.note] : []),
        `Page: ${page}`,
        ...sourcesOf(p.source).map((s) => `Source: ${s}`),
      ].join('\n'),
      url: page,
    });
  }
  return calendarAnswer(calendar, viewer.until);
};
