// The update log's feeds: its newest entries as Atom and RSS 2.0, each with the items the viewer may
// see (the items' reveal rule, as every read of them), and the maintenance windows as iCalendar
// events. Declared in the domain's manifest (index.ts).

import type { FeedContext, FeedMaker } from '../shared/feeds.ts';
import {
  addressesOf,
  atomAnswer,
  calendarAnswer,
  escapeHtml,
  eventTimes,
  FEED_ENTRIES,
  newCalendar,
  newFeed,
  placed,
  rssAnswer,
  sourceHtml,
  sourcesOf,
  spanPrefix,
  spanText,
} from '../shared/feedWriting.ts';
import type { Viewer } from '../shared/reveal.ts';
import { revisionsOf } from '../shared/revisionRepo.ts';
import { listFeedUpdates, listMaintenances } from './repo.ts';
import { spoilerSafeText } from './reveal.ts';

const MAINTENANCE_FILE = 'updates/maintenance.json';

type Entry = Awaited<ReturnType<typeof listFeedUpdates>>[number];

/** An entry's items by section, as HTML (the items' detail is sanitised HTML). */
function entryHtml(entry: Entry, viewer: Viewer): string {
  const parts: string[] = [];
  if (entry.subtitle) parts.push(`<p>${escapeHtml(entry.subtitle)}</p>`);
  const sections = new Map<string, string[]>();
  for (const item of entry.items) {
    const subs = item.subItems.map((s) => `<li>${spoilerSafeText(s, viewer)}</li>`).join('');
    sections.set(item.section, [
      ...(sections.get(item.section) ?? []),
      `<li>${spoilerSafeText(item, viewer)}${subs ? `<ul>${subs}</ul>` : ''}</li>`,
    ]);
  }
  for (const [section, lines] of sections) parts.push(`<h3>${escapeHtml(section)}</h3><ul>${lines.join('')}</ul>`);
  for (const source of sourcesOf(entry.source)) parts.push(`<p>Source: ${sourceHtml(source)}</p>`);
  return parts.join('');
}

async function updateLog(context: FeedContext) {
  const entries = await listFeedUpdates(context.viewer, FEED_ENTRIES);
  const { absolute, tag } = addressesOf(context);
  const feed = newFeed(context, {
    title: 'Update log',
    page: '/update-log',
    updated: entries.reduce<Date | null>((newest, e) => (!newest || e.timestamp > newest ? e.timestamp : newest), null),
    description: `The newest ${FEED_ENTRIES} entries of the tracker's update log: its features, contents, fixes and data changes.`,
  });
  for (const e of entries) {
    feed.addItem({
      title: `#${e.number} ${e.title}`,
      id: tag(`update/${e.number}`),
      link: `${absolute('/update-log', true)}#update-${e.number}`,
      date: e.timestamp,
      published: e.timestamp,
      content: entryHtml(e, context.viewer),
    });
  }
  return feed;
}

export const updateLogAtom: FeedMaker = async (context) => atomAnswer(await updateLog(context), context.viewer.until);

export const updateLogRss: FeedMaker = async (context) => rssAnswer(await updateLog(context), context.viewer.until);

/** The maintenance windows, each an event where its start or end is known to the day at least. */
export const maintenanceCalendar: FeedMaker = async (context) => {
  const windows = await listMaintenances({
    select: { id: true, title: true, startAt: true, startPrecision: true, endAt: true, endPrecision: true, newsUrl: true, source: true },
  });
  const sequences = await revisionsOf(
    MAINTENANCE_FILE,
    windows.map((m) => String(m.id)),
  );
  const { uid } = addressesOf(context);
  const calendar = newCalendar(context, 'Maintenance');
  for (const m of windows) {
    const start = placed(m.startAt, m.startPrecision);
    const end = placed(m.endAt, m.endPrecision);
    const times = eventTimes(start, end);
    if (!times) continue;
    calendar.createEvent({
      id: uid(`maintenance-${m.id}`),
      sequence: sequences.get(String(m.id)) ?? 0,
      stamp: context.viewer.now,
      ...times,
      summary: `${spanPrefix(start, end)}${m.title ?? 'Maintenance'}`,
      description: [
        `Maintenance of the global server. ${spanText(start, end)}`,
        ...(m.newsUrl ? [`News: ${m.newsUrl}`] : []),
        ...sourcesOf(m.source).map((s) => `Source: ${s}`),
      ].join('\n'),
      ...(m.newsUrl ? { url: m.newsUrl } : {}),
    });
  }
  return calendarAnswer(calendar, context.viewer.until);
};
