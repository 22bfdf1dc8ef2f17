// What feed readers and calendar apps get: the update log and the prayers as Atom (and the update
// log as RSS 2.0), the prayers and the maintenance windows as iCalendar, one prayer's calendar for
// "Add to calendar". Each is read with a parser of its format (an Atom/RSS parser, Mozilla's
// iCalendar parser), never by matching strings, on the fixture database behind the real server:
// stable ids, dates placed by their precision, the spoiler switch by the URL parameter as the API
// takes it, and an admin's save followed (a new prayer in the feed, SEQUENCE raised).
import { resolve } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const clientDist = resolve('client/dist');
const PUBLIC_URL = 'https://tracker.example.org';
const TAG = 'tag:tracker.example.org,2026:';
const PASSWORD = 'a password for the feeds';
let running: TestSite;
let base: string;

beforeAll(async () => {
  await ensureClientBuilt(clientDist);
  running = await startTestSite({ clientDist, publicUrl: PUBLIC_URL });
  base = running.base;
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
});

afterAll(() => running?.close());

async function feed(path: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return { response, feed: parseFeed(await response.text()) };
}

interface Event {
  uid: string;
  summary: string;
  description: string;
  sequence: number;
  start: string;
  end: string;
  allDay: boolean;
  url: string | null;
}

async function calendar(path: string): Promise<{ response: Response; name: string; events: Map<string, Event> }> {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const root = new ICAL.Component(ICAL.parse(await response.text()));
  const events = new Map<string, Event>();
  for (const v of root.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    events.set(e.uid, {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      sequence: e.sequence,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      allDay: e.startDate.isDate,
      url: (v.getFirstPropertyValue('url') as string | null) ?? null,
    });
  }
  return { response, name: String(root.getFirstPropertyValue('x-wr-calname')), events };
}

describe('the update log feed', () => {
  it('is Atom with the newest entries first, stable ids, the dates of the log and only the items a visitor may see', async () => {
    const { response, feed: atom } = await feed('/feeds/updates.atom');
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.meta.type).toBe('atom');
    expect(atom.url).toBe(`${PUBLIC_URL}/update-log`);
    expect(atom.self).toBe(`${PUBLIC_URL}/feeds/updates.atom`);
    expect(atom.items.map((i) => i.id)).toEqual([3, 2, 1].map((n) => `${TAG}update/${n}`));
    expect(atom.items.map((i) => i.updated?.toISOString())).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(atom.items[0]?.url).toBe(`${PUBLIC_URL}/update-log#update-3`);
    expect(atom.updated?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // The spring update's item still to be revealed is left out without the switch, and shown by its teaser with it.
    expect(atom.items[1]?.content).not.toContain('Cherry Blossom');
    const { feed: spoilers } = await feed('/feeds/updates.atom?jpContent=1');
    expect(spoilers.items[1]?.content).toContain('Yuyuko (Cherry Blossom) appears');
    expect(spoilers.self).toBe(`${PUBLIC_URL}/feeds/updates.atom?jpContent=1`);
    expect(spoilers.items.map((i) => i.id)).toEqual(atom.items.map((i) => i.id));
  });

  it('is also RSS 2.0 at /rss.xml, and the usual feed addresses move to the Atom feed for good', async () => {
    const { response, feed: rss } = await feed('/rss.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.meta.type).toBe('rss');
    expect(rss.items.map((i) => i.title)).toEqual(['#3 Summer update', '#2 Spring update', '#1 Tracker opens']);
    for (const path of ['/feed.xml', '/atom.xml']) {
      const moved = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/feeds/updates.atom');
    }
    const switched = await fetch(`${base}/feed.xml?jpContent=true`, { redirect: 'manual' });
    expect(switched.headers.get('location')).toBe('/feeds/updates.atom?jpContent=1');
  });

  it('is named in every page head for feed readers to find, and answers 304 to its ETag', async () => {
    for (const path of ['/', '/prayers', '/update-log']) {
      const html = await (await fetch(`${base}${path}`)).text();
      const links = [...new JSDOM(html).window.document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')];
      expect(links.map((l) => [l.getAttribute('title'), l.getAttribute('href')]).sort()).toEqual([
        ['Prayers', `${PUBLIC_URL}/feeds/prayers.atom`],
        ['Update log', `${PUBLIC_URL}/feeds/updates.atom`],
      ]);
    }
    const first = await fetch(`${base}/feeds/prayers.atom`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect((await fetch(`${base}/feeds/prayers.atom`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('the prayers feed', () => {
  it('has an entry for each start and each end within a day that has come, none still to come, none of a hidden prayer', async () => {
    const { feed: atom } = await feed('/feeds/prayers.atom');
    const ids = atom.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        `${TAG}prayer/1/started`,
        `${TAG}prayer/1/ending`,
        `${TAG}prayer/5/started`,
        `${TAG}prayer/4/started`,
        `${TAG}prayer/6/ending`,
        `${TAG}prayer/10/ending`,
      ]),
    );
    // Still to come: the future festival's start, the step-up festival's end; prayer 7 is not revealed.
    for (const absent of ['prayer/3/started', 'prayer/5/ending', 'prayer/7/started', 'prayer/7/announced'])
      expect(ids).not.toContain(`${TAG}${absent}`);
    const now = Date.now();
    const times = atom.items.map((i) => i.updated?.getTime() ?? Number.NaN);
    for (const t of times) expect(t).toBeLessThanOrEqual(now);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Ending a day before the end: to the instant, or the day before a day known only to the day.
    const ending = (id: number) => atom.items.find((i) => i.id === `${TAG}prayer/${id}/ending`);
    expect(ending(1)?.updated?.toISOString()).toBe('2021-06-14T05:59:59.000Z');
    expect(ending(6)?.updated?.toISOString()).toBe('2022-04-21T00:00:00.000Z');
    expect(ending(1)?.url).toBe(`${PUBLIC_URL}/prayer/info/1`);
    expect(ending(1)?.title).toBe('Ends within a day: Scarlet Festival');
  });
});

describe('the calendars', () => {
  it('place each prayer as an event, all-day where only the day is known, with the source, and no hidden one', async () => {
    const { name, events } = await calendar('/calendar/prayers.ics');
    expect(name).toBe('Prayers · LostWord Global Tracker');
    const uid = (id: number) => `prayer-${id}@tracker.example.org`;
    // Placed: every prayer with a start or an end known to the day; not 9 (no date), not 7 (hidden).
    expect([...events.keys()].sort()).toEqual([1, 10, 2, 3, 4, 5, 6, 8].map(uid).sort());
    const scarlet = events.get(uid(1)) as Event;
    expect(scarlet).toMatchObject({
      summary: 'Scarlet Festival',
      allDay: false,
      start: '2021-06-01T06:00:00Z',
      end: '2021-06-15T05:59:59Z',
    });
    expect(scarlet.url).toBe(`${PUBLIC_URL}/prayer/info/1`);
    expect(scarlet.description).toContain('Source: fixture');
    // Known to the day: all-day, its last day included (DTEND is the day after).
    expect(events.get(uid(6))).toMatchObject({ allDay: true, start: '2022-03-24', end: '2022-04-22' });
    expect(events.get(uid(4))).toMatchObject({ summary: 'Starts: Standard Prayer', allDay: true, start: '2021-05-11', end: '2021-05-12' });
    expect(events.get(uid(10))).toMatchObject({ summary: 'Ends: One-Time Festival', allDay: true, start: '2022-01-10' });
    expect(events.get(uid(3))).toMatchObject({ summary: 'Starts: Future Festival', start: '2031-01-01T06:00:00Z' });

    const { name: spoilerName, events: withSwitch } = await calendar('/calendar/prayers.ics?jpContent=1');
    expect(spoilerName).toContain('with JP content and spoilers');
    expect(withSwitch.get(uid(7))).toMatchObject({ summary: 'Scarlet Night of Flandre', start: '2031-06-10T06:00:00Z' });
    expect(withSwitch.get(uid(7))?.url).toBe(`${PUBLIC_URL}/prayer/info/7?jpContent=1`);
  });

  it("give one prayer's events for its page, hidden ones only with the switch", async () => {
    const { events } = await calendar('/calendar/prayer/6.ics');
    expect([...events.keys()]).toEqual(['prayer-6@tracker.example.org']);
    expect((await fetch(`${base}/calendar/prayer/7.ics`)).status).toBe(404);
    expect((await calendar('/calendar/prayer/7.ics?jpContent=1')).events.size).toBe(1);
    expect((await fetch(`${base}/calendar/prayer/999.ics`)).status).toBe(404);
  });

  it('place the maintenance windows to the instant', async () => {
    const { events } = await calendar('/calendar/maintenance.ics');
    expect(events.get('maintenance-2@tracker.example.org')).toMatchObject({
      summary: 'Half anniversary maintenance',
      allDay: false,
      start: '2021-11-11T02:00:00Z',
      end: '2021-11-11T08:00:00Z',
    });
    expect(events.get('maintenance-1@tracker.example.org')?.url).toBe('https://example.org/fixture/maintenance');
  });
});

describe('bad requests', () => {
  it('refuse an unknown or repeated parameter and a malformed switch with 400, and an unknown feed with 404', async () => {
    for (const query of ['?since=3', '?jpContent=2', '?jpContent=1&jpContent=1', '?jpContent']) {
      const answer = await fetch(`${base}/feeds/updates.atom${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toMatch(/jpContent/);
    }
    for (const path of ['/feeds/unknown.atom', '/calendar/prayer/0.ics', '/calendar/prayer/abc.ics', '/calendar/']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${base}/feeds/updates.atom`, { method: 'POST' })).status).toBe(405);
  });
});

describe('after an admin save', () => {
  it('lists a prayer added by the save, and raises the SEQUENCE of a changed event under the same UID', async () => {
    const before = await calendar('/calendar/prayers.ics');
    const uid = 'prayer-1@tracker.example.org';
    const admin = new AdminBrowser(() => base);
    expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
    const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "1") { json revision } }');
    const record = loaded.body.data?.record as { json: string; revision: number };
    const renamed = await admin.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "1", json: $j, revision: $r, source: { url: "https://example.org/news/1" }) { applied } }',
      { j: JSON.stringify({ ...JSON.parse(record.json), name: 'Scarlet Festival (first run)' }), r: record.revision },
    );
    expect(renamed.body.data?.saveRecord.applied).toBe(true);
    const startedAt = Date.now();
    const added = await admin.post(
      'mutation($j: String!) { saveRecord(file: "prayers/prayers.json", json: $j, source: { url: "https://example.org/news/11" }) { applied } }',
      {
        j: JSON.stringify({
          ...JSON.parse(record.json),
          id: 11,
          name: 'Autumn Festival',
          startAt: '2026-10-01T06:00:00Z',
          endAt: '2026-10-15T05:59:59Z',
        }),
      },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.saveRecord.applied).toBe(true);

    const after = await calendar('/calendar/prayers.ics');
    expect(after.events.get(uid)?.summary).toBe('Scarlet Festival (first run)');
    expect(after.events.get(uid)?.sequence).toBeGreaterThan(before.events.get(uid)?.sequence ?? Number.POSITIVE_INFINITY);
    // An event nothing changed keeps its SEQUENCE.
    expect(after.events.get('prayer-6@tracker.example.org')?.sequence).toBe(before.events.get('prayer-6@tracker.example.org')?.sequence);
    expect(after.events.get('prayer-11@tracker.example.org')?.summary).toBe('Autumn Festival');

    const { feed: atom } = await feed('/feeds/prayers.atom');
    const entry = atom.items.find((i) => i.id === `${TAG}prayer/11/added`);
    expect(entry?.title).toBe('New prayer: Autumn Festival');
    expect(entry?.updated?.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    // The newest entry comes first, and the feed is as new as it.
    expect(atom.items[0]?.id).toBe(`${TAG}prayer/11/added`);
    expect(atom.updated?.getTime()).toBe(entry?.updated?.getTime());
  });
});
