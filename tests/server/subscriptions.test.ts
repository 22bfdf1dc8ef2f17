// GraphQL subscriptions over server-sent events, as a browser's EventSource (the `eventsource`
// package, the same protocol) and a plain streaming fetch receive them: an admin's save announced
// (on PostgreSQL, made through another process), the update log's new entry, the
// spoiler switch on what is announced, the bounds per address and in all, refusals, and the end of
// every stream when the server stops.
import { EventSource } from 'eventsource';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { TEST_DATABASE_ENV } from '../helpers/database.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';
import { type SiteProcess, startSiteProcess } from '../helpers/siteProcess.ts';

const PASSWORD = 'a password for live events';
const onPostgres = process.env[TEST_DATABASE_ENV] === 'postgres';
let running: TestSite;
let base: string;
let admin: AdminBrowser;
let other: SiteProcess | undefined;
const sources: EventSource[] = [];
/** Before either process started: the other process's clock stands at its start. */
const startedAt = Date.now();

beforeAll(async () => {
  // Queries run in an execution worker, as under npm start; the subscriptions in the edge's thread.
  running = await startTestSite({ subscriptions: { max: 6, perAddress: 3 }, trustProxy: true, workers: 1 });
  base = running.base;
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  // On PostgreSQL the saves go through a second process: only the database joins the two.
  if (onPostgres) other = await startSiteProcess(running.database.url, Date.now());
  admin = new AdminBrowser(() => other?.base ?? base);
  expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
});

afterAll(async () => {
  for (const s of sources) s.close();
  await other?.stop();
  // The last test stops the server itself.
  await running?.close().catch(() => running.database.close());
});

interface Received {
  source: EventSource;
  events: { data: unknown; at: number }[];
  completed: boolean;
  /** The next event not yet taken, as soon as it has arrived. */
  next(): Promise<{ data: unknown; at: number }>;
}

/** Subscribes with an EventSource; resolves once the stream is open. */
async function subscribe(query: string, jpContent = false): Promise<Received> {
  const url = `${base}/graphql?query=${encodeURIComponent(query)}${jpContent ? '&jpContent=1' : ''}`;
  const source = new EventSource(url);
  sources.push(source);
  let taken = 0;
  const received: Received = {
    source,
    events: [],
    completed: false,
    next: () =>
      new Promise((resolve, reject) => {
        const index = taken++;
        const timer = setTimeout(() => reject(new Error(`no event within 5 s for ${query}`)), 5000);
        const poll = setInterval(() => {
          if (received.events.length > index) {
            clearTimeout(timer);
            clearInterval(poll);
            resolve(received.events[index]);
          }
        }, 5);
      }),
  };
  source.addEventListener('next', (e) => received.events.push({ data: JSON.parse(e.data), at: Date.now() }));
  source.addEventListener('complete', () => {
    received.completed = true;
    source.close();
  });
  await new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (e) => reject(new Error(`the stream did not open: ${JSON.stringify(e)}`));
  });
  return received;
}

afterEach(async () => {
  // A failed test's streams do not count against the next one's.
  for (const s of sources.splice(0)) s.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
});

async function renamePrayer(name: string) {
  const loaded = await admin.post('query { record(file: "prayers/prayers.json", key: "1") { json revision } }');
  const record = loaded.body.data?.record as { json: string; revision: number };
  const saved = await admin.post(
    'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "1", json: $j, revision: $r, source: { url: "https://example.org/news/1" }) { applied dataVersion } }',
    { j: JSON.stringify({ ...JSON.parse(record.json), name }), r: record.revision },
  );
  expect(saved.body.errors).toBeUndefined();
  return saved.body.data?.saveRecord as { applied: boolean; dataVersion: number };
}

describe('subscriptions over server-sent events', () => {
  it(`announce an admin's save${onPostgres ? ', made through another process' : ''}, with the update log's new entry`, async () => {
    const changes = await subscribe('subscription { dataChanged { version at files } }');
    const entries = await subscribe('subscription { updateAdded { number title items { detail } } }');
    const saved = await renamePrayer('Scarlet Festival (live)');
    expect(saved.applied).toBe(true);
    // After the save's answer (it is applied then); how soon is a figure of the subscribers bench
    // (tests/bench/subscribers.bench.ts), not of this test, which shares the machine with others.
    const savedAt = Date.now();
    const change = await changes.next();
    expect(change.at).toBeGreaterThanOrEqual(savedAt);
    const data = (change.data as { data: { dataChanged: { version: number; at: string; files: string[] } } }).data.dataChanged;
    expect(data.version).toBe(saved.dataVersion);
    expect(data.files).toEqual(['prayers/prayers.json']);
    // The save's instant, by the clock of the process that made it.
    expect(Date.parse(data.at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(data.at)).toBeLessThanOrEqual(savedAt);
    const entry = (await entries.next()).data as { data: { updateAdded: { title: string; items: { detail: string }[] } } };
    expect(entry.data.updateAdded.title).toBe('Data update');
    expect(entry.data.updateAdded.items.map((i) => i.detail).join(' ')).toContain('1 changed');
    changes.source.close();
    entries.source.close();
  });

  it('tell a subscriber without the spoiler switch nothing of a change it may not see', async () => {
    const [open, switched] = await Promise.all([
      fetch(`${base}/export/lostword-data.json`).then((r) => r.json()),
      fetch(`${base}/export/lostword-data.json?jpContent=1`).then((r) => r.json()),
    ]);
    const shown = new Set((open['characters/characters.json'] as { id: string }[]).map((c) => c.id));
    const hidden = (switched['characters/characters.json'] as { id: string }[]).find((c) => !shown.has(c.id));
    expect(hidden, 'the fixture holds a character global players do not see yet').toBeDefined();
    const publicView = await subscribe('subscription { dataChanged { version files } }');
    const jpView = await subscribe('subscription { dataChanged { version files } }', true);
    const loaded = await admin.post('query($k: String!) { record(file: "characters/characters.json", key: $k) { json revision } }', {
      k: hidden?.id,
    });
    const record = loaded.body.data?.record as { json: string; revision: number };
    const saved = await admin.post(
      'mutation($k: String!, $j: String!, $r: Int) { saveRecord(file: "characters/characters.json", key: $k, json: $j, revision: $r, source: { url: "https://example.org/news/2" }) { applied } }',
      { k: hidden?.id, j: JSON.stringify({ ...JSON.parse(record.json), nameEn: 'A renamed secret' }), r: record.revision },
    );
    expect(saved.body.data?.saveRecord.applied).toBe(true);
    const [seenOpen, seenSwitched] = await Promise.all([publicView.next(), jpView.next()]);
    expect((seenOpen.data as { data: { dataChanged: { files: string[] } } }).data.dataChanged.files).toEqual([]);
    expect((seenSwitched.data as { data: { dataChanged: { files: string[] } } }).data.dataChanged.files).toContain(
      'characters/characters.json',
    );
    publicView.source.close();
    jpView.source.close();
  });

  it('open with a heartbeat comment and send every event in the GraphQL over SSE form', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { dataChanged { version } }' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // nginx passes it on unbuffered.
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith(':')).toBe(true);
    const saved = await renamePrayer('Scarlet Festival (streamed)');
    let text = '';
    while (!text.includes('\n\n') || !text.includes('event: next')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`event: next\ndata: {"data":{"dataChanged":{"version":${saved.dataVersion}}}}`);
    controller.abort();
  });
});

describe('what a subscription is refused', () => {
  it('refuses a query sent as events, a bad spoiler switch and a broken document', async () => {
    const query = await fetch(`${base}/graphql?query=${encodeURIComponent('{ lastUpdate { number } }')}`, {
      headers: { accept: 'text/event-stream' },
    });
    const body = await query.text();
    expect(body).toContain('Only subscriptions are sent as events');
    const bad = await fetch(`${base}/graphql?query=subscription{dataChanged{version}}&jpContent=yes`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(bad.status).toBe(400);
    const broken = await fetch(`${base}/graphql?query=${encodeURIComponent('subscription { dataChanged { nope } }')}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(await broken.text()).toContain('Cannot query field');
    const put = await fetch(`${base}/graphql`, { method: 'PUT', headers: { accept: 'text/event-stream' } });
    expect(put.status).toBe(405);
    // A subscription asked for as JSON is told how to ask.
    const asJson = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { dataChanged { version } }' }),
    });
    expect(asJson.status).toBe(406);
    expect(((await asJson.json()) as { errors: { message: string }[] }).errors[0].message).toContain('Accept: text/event-stream');
  });

  it('holds at most its bounds per address and in all', async () => {
    const mine = await Promise.all([1, 2, 3].map(() => subscribe('subscription { dataChanged { version } }')));
    const fourth = await fetch(`${base}/graphql?query=subscription{dataChanged{version}}`, { headers: { accept: 'text/event-stream' } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
    expect(((await fourth.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'TOO_MANY_SUBSCRIPTIONS',
    );
    // A closed one frees its place.
    mine[0].source.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await subscribe('subscription { dataChanged { version } }');
    // Three more from other addresses fill the server's six; a seventh, from anywhere, waits.
    const stream = (address: string) =>
      fetch(`${base}/graphql?query=subscription{dataChanged{version}}`, {
        headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
      });
    const others = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map(stream));
    expect(others.map((r) => r.status)).toEqual([200, 200, 200]);
    const full = await stream('192.0.2.4');
    expect(full.status).toBe(503);
    expect(((await full.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'TOO_MANY_SUBSCRIPTIONS',
    );
    for (const r of others) await r.body?.cancel();
    again.source.close();
    for (const m of mine) m.source.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('ends every stream with "complete" when the server stops', async () => {
    const live = await subscribe('subscription { dataChanged { version } }');
    const started = Date.now();
    await running.site.shutdown(5000);
    expect(live.completed).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
