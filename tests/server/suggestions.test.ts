// Suggestions of corrections: what a visitor may suggest (and what is refused, with why), the
// queue's caps and the per-address count, the public status and list, and a maintainer accepting
// one through the write road (the record, its source, the audit entry, /api) or rejecting it. What
// a suggestion names follows the reveal rule; a flood from many addresses of a few networks leaves
// the queue open to everyone else; the edge counts suggestions however the request spells them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { loadPersistedOperations } from '../../server/execution/persistedOperations.ts';
import { QUEUE_CAPS } from '../../server/suggestions/rules.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for the queue';
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  // Addresses are simulated by X-Forwarded-For (a request without it comes from 127.0.0.1).
  site = await startTestSite({ suggestionLimit: { points: 1000, windowSeconds: 3600 }, trustProxy: true });
  await upsertAccount('dana', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('dana', PASSWORD);
});
afterAll(() => site.close());

const SUGGEST = `mutation($input: SuggestCorrectionInput!) {
  suggestCorrection(input: $input) { id: suggestionId field key date precision characters number slot sourceUrl inGameOn screenshotUrl moreSources note count status path }
}`;

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, Record<string, unknown> | null> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The spoiler switch, on: `${base}${JP}`. */
const JP = '/graphql?jpContent=1';

async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  body = JSON.stringify({ query, variables }),
): Promise<Answer> {
  const res = await fetch(base.includes('/graphql') ? base : `${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/** Headers of a request from `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address });

const debut = (key: string, date: string, extra: Record<string, unknown> = {}) => ({
  field: 'DEBUT',
  key,
  date,
  precision: 'DAY',
  source: { url: 'https://example.org/news/sakuya' },
  ...extra,
});

const suggest = (input: Record<string, unknown>, base = site.base, headers: Record<string, string> = {}) =>
  gql(base, SUGGEST, { input }, headers);

describe('suggesting a correction', () => {
  it("files a Friend's debut with its source, counts the same suggestion again, and shows it publicly", async () => {
    const first = await suggest(debut('a6-sakuya', '2021-06-20T09:00:00Z', { note: 'From the news post.' }));
    expect(first.body.errors).toBeUndefined();
    const s = first.body.data?.suggestCorrection as Record<string, unknown>;
    expect(s).toMatchObject({
      field: 'DEBUT',
      key: 'a6-sakuya',
      date: '2021-06-20T00:00:00.000Z',
      precision: 'DAY',
      count: 1,
      status: 'OPEN',
    });
    expect(s.path).toBe(`/suggestions/${s.id}`);

    // The count is of addresses: the same address again is not counted, another one is.
    const repeated = await suggest(debut('a6-sakuya', '2021-06-20T12:00:00Z', { source: { url: 'https://example.org/mine' } }));
    expect(repeated.body.data?.suggestCorrection).toMatchObject({ id: s.id, count: 1, moreSources: [] });
    const again = await suggest(
      debut('a6-sakuya', '2021-06-20T15:00:00Z', { source: { url: 'https://example.org/guide' } }),
      site.base,
      from('192.0.2.44'),
    );
    expect(again.body.data?.suggestCorrection).toMatchObject({ id: s.id, count: 2, moreSources: ['https://example.org/guide'] });
    for (let i = 0; i < 5; i++) await suggest(debut('a6-sakuya', '2021-06-20T00:00:00Z'), site.base, from('192.0.2.44'));

    const status = await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status count note sourceUrl expiresAt } }', {
      id: s.id,
    });
    expect(status.body.data?.suggestion).toMatchObject({
      status: 'OPEN',
      count: 2,
      note: 'From the news post.',
      sourceUrl: 'https://example.org/news/sakuya',
    });
    const expires = Date.parse(String(status.body.data?.suggestion?.expiresAt));
    expect(Math.round((expires - Date.now()) / (24 * 3600_000))).toBe(30);
    // Never kept: a suggestion made since shows at once.
    expect(status.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/);
    const list = await gql(site.base, '{ suggestions(field: DEBUT, key: "a6-sakuya") { id: suggestionId count } }');
    expect(list.body.data?.suggestions).toEqual([{ id: s.id, count: 2 }]);
  });

  it("takes a forever prayer's Friends, and a fact seen in the game with its screenshot", async () => {
    const friends = await suggest({
      field: 'CHARACTERS',
      key: '4',
      characters: ['l1-reimu', 'l1-marisa'],
      source: { inGameOn: '2024-03-01', screenshotUrl: 'https://example.org/shot.png' },
    });
    expect(friends.body.errors).toBeUndefined();
    expect(friends.body.data?.suggestCorrection).toMatchObject({
      characters: ['l1-marisa', 'l1-reimu'],
      inGameOn: '2024-03-01',
      screenshotUrl: 'https://example.org/shot.png',
      sourceUrl: null,
    });
  });

  it('refuses, with why, what a suggestion may not hold, and files nothing', async () => {
    const before = await db.suggestion.count();
    const cases: [Record<string, unknown>, RegExp, string][] = [
      // a6-reimu's debut is known to the day: the same day is nothing to correct.
      [debut('a6-reimu', '2021-06-01T00:00:00Z'), /says this already/, 'BAD_USER_INPUT'],
      [debut('no-such-friend', '2021-06-02T00:00:00Z'), /no such record/, 'NOT_FOUND'],
      // A Friend announced only in Japan does not exist for a global visitor.
      [debut('a7-yuyuko', '2021-06-02T00:00:00Z'), /no such record/, 'NOT_FOUND'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { note: 'see <a href="x">this</a>' }), /no HTML/, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { note: 'x'.repeat(501) }), /longer than 500/, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { source: { url: 'javascript:alert(1)' } }), /https:\/\//, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { source: { url: 'ftp://example.org/x' } }), /https:\/\//, 'BAD_USER_INPUT'],
      [
        debut('l1-mima', '2021-06-02T00:00:00Z', { source: { url: 'https://example.org@evil.example/x' } }),
        /The source must not hold a user name or password/,
        'BAD_USER_INPUT',
      ],
      [
        debut('l1-mima', '2021-06-02T00:00:00Z', {
          source: { inGameOn: '2024-01-01', screenshotUrl: 'https://me:pw@example.org/shot.png' },
        }),
        /The screenshot must not hold a user name or password/,
        'BAD_USER_INPUT',
      ],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { source: {} }), /Give a source/, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { source: { inGameOn: '2024-01-01' } }), /screenshot/, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2021-06-02T00:00:00Z', { website: 'http://spam.example' }), /Leave the website field empty/, 'BAD_USER_INPUT'],
      [debut('l1-mima', '2019-01-01T00:00:00Z'), /global launch/, 'BAD_USER_INPUT'],
      [
        { field: 'CHARACTERS', key: '4', characters: ['nobody'], source: { url: 'https://example.org' } },
        /character of the site/,
        'BAD_USER_INPUT',
      ],
    ];
    for (const [input, message, code] of cases) {
      const answer = await suggest(input);
      expect(answer.body.errors?.[0].message, JSON.stringify(input)).toMatch(message);
      expect(answer.body.errors?.[0].extensions?.code).toBe(code);
      expect(answer.status).toBe(code === 'NOT_FOUND' ? 404 : 400);
    }
    expect(await db.suggestion.count()).toBe(before);
  });
});

describe('the queue, for maintainers', () => {
  it('accepts a suggestion through the write road: the record, its source, the audit entry and /api show it', async () => {
    const made = await suggest(debut('a6-sakuya', '2021-06-24T00:00:00Z', { source: { url: 'https://example.org/news/24' } }));
    const id = (made.body.data?.suggestCorrection as { id: number }).id;
    const queue = await admin.post('{ suggestionQueue { id key field value count } }');
    expect(queue.body.data?.suggestionQueue).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, key: 'a6-sakuya', field: 'debut' })]),
    );

    const dry = await admin.post(
      'mutation($id: Int!) { acceptSuggestion(id: $id, dryRun: true) { applied changes { key fields { field before after } } } }',
      { id },
    );
    expect(dry.body.data?.acceptSuggestion.applied).toBe(false);
    const fields = dry.body.data?.acceptSuggestion.changes[0].fields as { field: string; after: string }[];
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['debutAt', 'debutPrecision', 'debutSource']));

    const accepted = await admin.post(
      'mutation($id: Int!) { acceptSuggestion(id: $id, sourceKind: "official-post") { applied auditId } }',
      { id },
    );
    expect(accepted.body.data?.acceptSuggestion.applied).toBe(true);
    const character = await db.character.findUniqueOrThrow({ where: { id: 'a6-sakuya' } });
    expect(character).toMatchObject({
      debutAt: new Date('2021-06-24T00:00:00Z'),
      debutPrecision: 'day',
      debutSource: 'https://example.org/news/24',
      debutSourceKind: 'official-post',
    });
    const entry = await db.auditEntry.findUniqueOrThrow({ where: { id: accepted.body.data?.acceptSuggestion.auditId } });
    expect(entry).toMatchObject({ action: 'suggestion', actorName: 'dana' });
    expect(entry.source).toMatch(new RegExp(`^suggestion ${id}: https://example.org/news/24`));
    const status = await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status } }', { id });
    expect(status.body.data?.suggestion).toEqual({ status: 'ACCEPTED' });
    const api = (await (await fetch(`${site.base}/api/characters/release-date`)).json()) as unknown;
    expect(JSON.stringify(api)).toMatch(/https:\/\/example\.org\/news\/24/);

    // The others about the same fact can no longer apply.
    const again = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied } }', { id });
    expect(again.body.errors?.[0].message).toMatch(/accepted already/);

    // Undoing the change puts the suggestion back in the queue, and the debut back as it was.
    const undo = await admin.post('mutation($a: Int!) { undo(auditId: $a) { applied } }', {
      a: accepted.body.data?.acceptSuggestion.auditId,
    });
    expect(undo.body.data?.undo.applied).toBe(true);
    expect((await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status } }', { id })).body.data?.suggestion).toEqual({
      status: 'OPEN',
    });
    expect((await db.character.findUniqueOrThrow({ where: { id: 'a6-sakuya' } })).debutPrecision).toBe('by');
    const reapplied = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id, sourceKind: "official-post") { applied } }', {
      id,
    });
    expect(reapplied.body.data?.acceptSuggestion.applied).toBe(true);
  });

  it('rejects a suggestion with the reason its public page shows, and logs who did', async () => {
    // Prayer 9 of the fixture has no start; prayer 1 has one, known to the instant: giving the same is nothing to correct.
    expect(
      (
        await suggest({
          field: 'START',
          key: '1',
          date: '2021-06-01T06:00:00Z',
          precision: 'INSTANT',
          source: { url: 'https://example.org/p1' },
        })
      ).body.errors?.[0].message,
    ).toMatch(/says this already/);
    const answer = await suggest({
      field: 'START',
      key: '9',
      date: '2021-07-01T00:00:00Z',
      precision: 'DAY',
      source: { url: 'https://example.org/p9' },
    });
    expect(answer.body.errors).toBeUndefined();
    const id = (answer.body.data?.suggestCorrection as { id: number }).id;
    const rejected = await admin.post('mutation($id: Int!, $r: String!) { rejectSuggestion(id: $id, reason: $r) { status reason } }', {
      id,
      r: 'The post is about the JP server.',
    });
    expect(rejected.body.data?.rejectSuggestion).toEqual({ status: 'rejected', reason: 'The post is about the JP server.' });
    const status = await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status reason } }', { id });
    expect(status.body.data?.suggestion).toEqual({ status: 'REJECTED', reason: 'The post is about the JP server.' });
    expect(await db.auditEntry.count({ where: { action: 'suggestion-reject', actorName: 'dana' } })).toBe(1);
  });

  it('rejects several duplicates at once with one reason and one audit entry, or none when one of them is decided already', async () => {
    const file = async (day: string) => {
      const answer = await suggest({
        field: 'START',
        key: '9',
        date: `2021-07-${day}T00:00:00Z`,
        precision: 'DAY',
        source: { url: `https://example.org/p9/${day}` },
      });
      expect(answer.body.errors).toBeUndefined();
      return (answer.body.data?.suggestCorrection as { id: number }).id;
    };
    const [a, b, c] = [await file('02'), await file('03'), await file('04')];
    const REJECT = 'mutation($ids: [Int!]!, $r: String!) { rejectSuggestions(ids: $ids, reason: $r) { id status reason } }';
    const entries = await db.auditEntry.count({ where: { action: 'suggestion-reject' } });
    const both = await admin.post(REJECT, { ids: [a, b], r: 'Duplicates of one another.' });
    expect(both.body.data?.rejectSuggestions).toEqual([
      { id: a, status: 'rejected', reason: 'Duplicates of one another.' },
      { id: b, status: 'rejected', reason: 'Duplicates of one another.' },
    ]);
    expect(await db.auditEntry.count({ where: { action: 'suggestion-reject' } })).toBe(entries + 1);
    // b is decided already: c is left open, and the refusal says why.
    const again = await admin.post(REJECT, { ids: [c, b], r: 'Again.' });
    expect(again.body.errors?.[0].message).toMatch(/not open .*none was rejected/);
    expect((await db.suggestion.findUniqueOrThrow({ where: { id: c } })).status).toBe('open');
    const many = await admin.post(REJECT, { ids: Array.from({ length: 101 }, (_, i) => i + 1), r: 'Too many.' });
    expect(many.body.errors?.[0].message).toMatch(/Name 1 to 100/);
    expect((await admin.post(REJECT, { ids: [c], r: '   ' })).body.errors?.[0].message).toMatch(/Say why/);
    expect((await db.suggestion.findUniqueOrThrow({ where: { id: c } })).status).toBe('open');
  });
});

describe("the queue's caps", () => {
  it('caps the suggestions waiting from one address, and keeps only a keyed hash of it', async () => {
    const waiting = await db.suggestion.count({ where: { status: 'open' } });
    const days = Array.from(
      { length: QUEUE_CAPS.perAddress + 1 },
      (_, i) => `2022-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    );
    const answers = [];
    for (const day of days) answers.push(await suggest(debut('l1-mima', day)));
    const refused = answers.filter((a) => a.body.errors?.[0].extensions?.code === 'QUEUE_FULL');
    // Some of the cap was spent by the tests before.
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0].status).toBe(429);
    expect(await db.suggestion.count({ where: { status: 'open' } })).toBe(Math.max(waiting, QUEUE_CAPS.perAddress));
    const rows = await db.suggestion.findMany({ select: { addressHash: true } });
    expect(rows.every((r) => r.addressHash === null || /^[\w-]{43}$/.test(r.addressHash))).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|::1/);
    // A week on, the hash goes, even when no suggestion comes to sweep it.
    const kept = await db.suggestion.findFirstOrThrow({ where: { addressHash: { not: null } } });
    await db.suggestion.update({ where: { id: kept.id }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3600_000) } });
    await admin.post('{ suggestionQueue { id } }');
    expect((await db.suggestion.findUniqueOrThrow({ where: { id: kept.id } })).addressHash).toBeNull();
  });
});

const SOURCE = { url: 'https://example.org/jp/news' };
const STATUS = 'query($id: Int!) { suggestion(id: $id) { id: suggestionId characters } }';
const LIST = 'query($f: SuggestionField!, $k: String!) { suggestions(field: $f, key: $k, first: 50) { id: suggestionId } }';

/** Saves a record through the admin area, with changes: how a record becomes one not yet announced. */
async function edit(file: string, key: string, change: Record<string, unknown>) {
  const loaded = await admin.post('query($f: String!, $k: String!) { record(file: $f, key: $k) { json revision } }', { f: file, k: key });
  const { json, revision } = loaded.body.data?.record as { json: string; revision: number };
  const saved = await admin.post(
    'mutation($f: String!, $k: String, $j: String!, $r: Int, $s: SourceInput!) { saveRecord(file: $f, key: $k, json: $j, revision: $r, source: $s) { applied } }',
    { f: file, k: key, j: JSON.stringify({ ...JSON.parse(json), ...change }), r: revision, s: { url: 'https://example.org/jp' } },
  );
  expect(saved.body.data?.saveRecord.applied).toBe(true);
}

describe('what a suggestion names follows the reveal rule', () => {
  it('refuses, without the spoiler switch, a suggestion naming a hidden record as one there is not, and shows one made with it only with it', async () => {
    // The fixture's hidden records: a7-yuyuko (announced only in Japan), floor 6 (released in 2031),
    // a6-flandre (revealed in 2031: a Friend in a list, and floor 3's enemy 1). Prayer 10 and forever
    // prayer 3 are made hidden here, as a maintainer enters an announcement from Japan.
    await edit('prayers/prayers.json', '10', { revealAt: '2031-06-01T00:00:00Z' });
    await edit('prayers/foreverPrayers.json', '3', { revealAt: '2031-06-01T00:00:00Z', sample: true });
    const cases: { what: string; input: Record<string, unknown>; unknown: Record<string, unknown>; field: string; key: string }[] = [
      {
        what: 'a hidden Friend',
        input: debut('a7-yuyuko', '2024-02-02T00:00:00Z', { source: SOURCE }),
        unknown: debut('no-such-friend', '2024-02-02T00:00:00Z', { source: SOURCE }),
        field: 'DEBUT',
        key: 'a7-yuyuko',
      },
      {
        what: 'a hidden prayer',
        input: { field: 'START', key: '10', date: '2024-03-01T00:00:00Z', precision: 'DAY', source: SOURCE },
        unknown: { field: 'START', key: '999', date: '2024-03-01T00:00:00Z', precision: 'DAY', source: SOURCE },
        field: 'START',
        key: '10',
      },
      {
        what: 'a hidden forever prayer',
        input: { field: 'CHARACTERS', key: '3', characters: ['l1-reimu'], source: SOURCE },
        unknown: { field: 'CHARACTERS', key: '999', characters: ['l1-reimu'], source: SOURCE },
        field: 'CHARACTERS',
        key: '3',
      },
      {
        what: 'a hidden Friend in a visible forever prayer',
        input: { field: 'CHARACTERS', key: '4', characters: ['a6-flandre', 'l1-reimu'], source: SOURCE },
        unknown: { field: 'CHARACTERS', key: '4', characters: ['nobody', 'l1-reimu'], source: SOURCE },
        field: 'CHARACTERS',
        key: '4',
      },
      {
        what: 'a hidden tower floor',
        input: { field: 'HP', key: '6', number: 123456, slot: 0, source: SOURCE },
        unknown: { field: 'HP', key: '999', number: 123456, slot: 0, source: SOURCE },
        field: 'HP',
        key: '6',
      },
      {
        what: 'a hidden Friend as the enemy of a visible floor',
        input: { field: 'HP', key: '3', number: 33333, slot: 1, source: SOURCE },
        unknown: { field: 'HP', key: '3', number: 33333, slot: 2, source: SOURCE },
        field: 'HP',
        key: '3',
      },
    ];
    for (const c of cases) {
      // Without the switch: refused exactly as the same suggestion about a record there is not.
      const refused = await suggest(c.input);
      const unknown = await suggest(c.unknown);
      expect(refused.body.errors?.[0].extensions?.code, c.what).toBe(unknown.body.errors?.[0].extensions?.code);
      const message = (a: Answer, input: Record<string, unknown>) => a.body.errors?.[0].message.replace(String(input.key), '?');
      expect(message(refused, c.input), c.what).toBe(message(unknown, c.unknown));
      expect(refused.status, c.what).toBe(unknown.status);

      const filed = await gql(`${site.base}${JP}`, SUGGEST, { input: c.input }, from('192.0.2.77'));
      expect(filed.body.errors, c.what).toBeUndefined();
      const id = (filed.body.data?.suggestCorrection as { id: number }).id;

      // Without the switch it does not exist: its status, the list about the record.
      expect((await gql(site.base, STATUS, { id })).body.data?.suggestion, c.what).toBeNull();
      const plainList = (await gql(site.base, LIST, { f: c.field, k: c.key })).body.data?.suggestions as unknown as { id: number }[];
      expect(
        plainList.map((x) => x.id),
        c.what,
      ).not.toContain(id);
      // With it, it does.
      expect((await gql(`${site.base}${JP}`, STATUS, { id })).body.data?.suggestion, c.what).toMatchObject({ id });
      const jpList = (await gql(`${site.base}${JP}`, LIST, { f: c.field, k: c.key })).body.data?.suggestions as unknown as { id: number }[];
      expect(
        jpList.map((x) => x.id),
        c.what,
      ).toContain(id);
    }
    // A floor's enemy that is a hidden Friend takes no suggestion of its HP without the switch.
    const TARGET = '{ suggestionTarget(field: HP, key: "3") { slots } }';
    expect((await gql(site.base, TARGET)).body.data?.suggestionTarget).toEqual({ slots: [0] });
    expect((await gql(`${site.base}${JP}`, TARGET)).body.data?.suggestionTarget).toEqual({ slots: [0, 1] });
  });
});

describe('suggestions left undecided', () => {
  it('expire after 30 days: the status says so, the lists leave them out, and the same suggestion made again is filed anew', async () => {
    const made = await suggest({
      field: 'START',
      key: '9',
      date: '2021-09-09T00:00:00Z',
      precision: 'DAY',
      source: { url: 'https://example.org/p9b' },
    });
    const id = (made.body.data?.suggestCorrection as { id: number }).id;
    await db.suggestion.update({ where: { id }, data: { createdAt: new Date(Date.now() - 31 * 24 * 3600_000) } });
    const status = await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status expiresAt } }', { id });
    expect(status.body.data?.suggestion).toEqual({ status: 'EXPIRED', expiresAt: null });
    const listed = await gql(site.base, LIST, { f: 'START', k: '9' });
    expect((listed.body.data?.suggestions as unknown as { id: number }[]).map((x) => x.id)).not.toContain(id);
    const queue = await admin.post('{ suggestionQueue(first: 500) { id } }');
    expect((queue.body.data?.suggestionQueue as { id: number }[]).map((x) => x.id)).not.toContain(id);
    expect((await db.suggestion.findUniqueOrThrow({ where: { id } })).status).toBe('expired');

    const again = await suggest(
      { field: 'START', key: '9', date: '2021-09-09T00:00:00Z', precision: 'DAY', source: { url: 'https://example.org/p9c' } },
      site.base,
      from('192.0.2.90'),
    );
    expect(again.body.data?.suggestCorrection).toMatchObject({ id, status: 'OPEN', count: 1, sourceUrl: 'https://example.org/p9c' });
  });
});

/** Runs `tasks` with at most `width` at once. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

describe('the same suggestion at the same instant', () => {
  it('counts the same suggestion sent at the same instant from several addresses once for each, as text or by the persisted id', async () => {
    const persisted = [...loadPersistedOperations()].find(([, text]) => /^mutation SuggestPageMutation\b[\s\S]*suggestionId/.test(text));
    expect(persisted).toBeDefined();
    const source = { url: 'https://example.org/same-instant' };
    const byText = { field: 'HP', key: '5', slot: 0, number: 4444, source };
    const byId = { field: 'HP', key: '5', slot: 0, number: 4445, source };
    const idBody = JSON.stringify({
      extensions: { persistedQuery: { version: 1, sha256Hash: persisted?.[0] } },
      variables: { input: byId },
    });
    const addresses = Array.from({ length: 6 }, (_, i) => `192.0.2.${120 + i}`);
    // Every body is the same bytes: only the address differs.
    const answers = await Promise.all(
      addresses.flatMap((address) => [suggest(byText, site.base, from(address)), gql(site.base, '', {}, from(address), idBody)]),
    );
    expect(answers.map((a) => [a.status, a.body.errors])).toEqual(answers.map(() => [200, undefined]));
    const counts = await gql(site.base, '{ suggestions(field: HP, key: "5") { number count } }');
    expect(counts.body.data?.suggestions).toEqual(
      expect.arrayContaining([
        { number: 4444, count: 6 },
        { number: 4445, count: 6 },
      ]),
    );
  });
});

/** The flood's addresses, in five networks (the probe that found the queue could be filled used 250; fewer keep the test short). */
const ADDRESSES = 40;

describe('a flood of suggestions', () => {
  it('counts addresses, caps networks and facts, leaves the queue open to a new visitor elsewhere, and shows the maintainers the flood', async () => {
    const ACTIVITY =
      '{ suggestionActivity { flood usualPerHour lastHour { arrived networks taken refused aboveNormal } lastDay { arrived networks aboveNormal } } }';
    expect((await admin.post(ACTIVITY)).body.data?.suggestionActivity.flood).toBe(false);
    const facts = ['l1-mima', 'l1-shinki', 'l1-okina', 'a6-remilia'];
    // ADDRESSES addresses of five /24 networks, nine suggestions each: eight of their own, and one they all make.
    const sent: (() => Promise<Answer>)[] = [];
    for (let n = 0; n < 5; n++) {
      for (let a = 0; a < ADDRESSES / 5; a++) {
        const address = `198.51.${100 + n}.${a + 1}`;
        for (let k = 0; k < 8; k++) {
          const i = (n * ADDRESSES + a) * 8 + k;
          const input =
            k < 4
              ? debut(facts[k], new Date(Date.UTC(2022, 0, 1) + (i % 1500) * 24 * 3600_000).toISOString(), {
                  source: { url: `https://example.org/f/${i}` },
                })
              : {
                  field: 'HP',
                  key: ['1', '2', '5', '2'][k - 4],
                  slot: k === 7 ? 2 : 0,
                  number: 1000 + i,
                  source: { url: `https://example.org/f/${i}` },
                };
          sent.push(() => suggest(input, site.base, from(address)));
        }
        sent.push(() =>
          suggest({ field: 'HP', key: '1', slot: 0, number: 7777, source: { url: 'https://example.org/all' } }, site.base, from(address)),
        );
      }
    }
    // Then 40 addresses of 40 networks, all about one fact.
    for (let n = 0; n < 40; n++)
      sent.push(() =>
        suggest(
          { field: 'HP', key: '3', slot: 0, number: 50_000 + n, source: { url: `https://example.org/g/${n}` } },
          site.base,
          from(`100.64.${n}.9`),
        ),
      );
    const started = Date.now();
    const answers = await inParallel(sent, 8);
    const seconds = (Date.now() - started) / 1000;
    const taken = answers.filter((a) => a.status === 200 && !a.body.errors);
    const refusals = answers.flatMap((a) => (a.body.errors ? [a.body.errors[0].message] : []));
    const byCap = {
      address: refusals.filter((m) => /This address has/.test(m)).length,
      network: refusals.filter((m) => /network of this address/.test(m)).length,
      fact: refusals.filter((m) => /This fact has/.test(m)).length,
    };
    expect(refusals.length).toBe(byCap.address + byCap.network + byCap.fact);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);

    // The one they all made is counted once per address, not per request.
    const shared = taken.filter((a) => (a.body.data?.suggestCorrection as { number?: number }).number === 7777);
    expect(shared.length).toBe(ADDRESSES);
    expect(await db.suggestion.count({ where: { value: JSON.stringify({ number: 7777, slot: 0 }) } })).toBe(1);
    const sharedCount = (await db.suggestion.findFirstOrThrow({ where: { value: JSON.stringify({ number: 7777, slot: 0 }) } })).count;
    expect(sharedCount).toBe(ADDRESSES);
    // No network has more than its share waiting, and no fact more than its own.
    const waiting = await db.suggestion.groupBy({
      by: ['networkHash'],
      where: { status: 'open', networkHash: { not: null } },
      _count: { _all: true },
    });
    expect(Math.max(...waiting.map((w) => w._count._all))).toBe(QUEUE_CAPS.perNetwork);
    expect(await db.suggestion.count({ where: { status: 'open', file: 'tower/floors.json', recordKey: '3', field: 'hp' } })).toBe(
      QUEUE_CAPS.perRecordField,
    );
    // Of the different ones the five networks sent, at most their five shares were taken (and the one fact's share of the others).
    expect(taken.length - shared.length).toBeLessThanOrEqual(5 * QUEUE_CAPS.perNetwork + QUEUE_CAPS.perRecordField);
    // Of their 8 × ADDRESSES different ones, the network cap refused more than a quarter (the fact caps some more).
    expect(byCap.network).toBeGreaterThan(ADDRESSES * 2);
    expect(byCap.fact).toBeGreaterThanOrEqual(40 - QUEUE_CAPS.perRecordField);

    // A new visitor of another network is taken.
    const visitor = await suggest(
      { field: 'START', key: '9', date: '2021-08-08T00:00:00Z', precision: 'DAY', source: { url: 'https://example.org/p9' } },
      site.base,
      from('203.0.113.50'),
    );
    expect(visitor.status).toBe(200);
    expect(visitor.body.data?.suggestCorrection).toMatchObject({ status: 'OPEN', count: 1 });

    // The maintainers see it: arrivals of the last hour and day, from how many networks, flagged.
    const activity = (await admin.post(ACTIVITY)).body.data?.suggestionActivity;
    expect(activity.flood).toBe(true);
    expect(activity.lastHour).toMatchObject({ aboveNormal: true });
    expect(activity.lastHour.arrived).toBeGreaterThanOrEqual(sent.length + 1);
    expect(activity.lastHour.refused).toBeGreaterThanOrEqual(refusals.length);
    expect(activity.lastHour.networks).toBeGreaterThanOrEqual(46);
    console.log(
      `Flood replay: ${sent.length} sent in ${seconds.toFixed(1)} s, ${taken.length} taken (the shared one counted ${sharedCount} times), ` +
        `refused by the address cap ${byCap.address}, the network cap ${byCap.network}, the fact cap ${byCap.fact}; ` +
        `new visitor: ${visitor.status} ${JSON.stringify(visitor.body.data?.suggestCorrection ?? visitor.body.errors)}; ` +
        `maintainers see the last hour: ${JSON.stringify(activity.lastHour)}`,
    );
  }, 300_000);
});

// Last: a second site moves the server's database to its own.
describe('the per-address count at the edge', () => {
  it('answers 429 with Retry-After past the suggestions an address may make in a window', async () => {
    const limited = await startTestSite({ suggestionLimit: { points: 2, windowSeconds: 3600 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await suggest(debut('a6-sakuya', `2021-06-1${i}T00:00:00Z`), limited.base)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await suggest(debut('a6-sakuya', '2021-06-15T00:00:00Z'), limited.base);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      // Reading is not counted.
      expect((await gql(limited.base, '{ suggestions(field: DEBUT, key: "a6-sakuya") { suggestionId } }')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts them where they are filed, in an execution worker as in process', async () => {
    const limited = await startTestSite({ suggestionLimit: { points: 2, windowSeconds: 3600 }, workers: 1 });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < 3; i++) answers.push(await suggest(debut('a6-sakuya', `2021-06-2${i}T00:00:00Z`), limited.base));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2].headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answers[2].body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/^Too many suggestions from this address; try again in \d+ minutes\.$/),
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      });
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('counts every suggestion a request files, however it is spelled: escaped, aliased, in a fragment', async () => {
    const limited = await startTestSite({ suggestionLimit: { points: 2, windowSeconds: 3600 }, trustProxy: true });
    try {
      const input = (day: number) => debut('a6-sakuya', `2021-06-1${day}T00:00:00Z`);
      // The field's name JSON-escaped in the body: the same mutation once parsed.
      const escaped = (day: number) =>
        JSON.stringify({ query: SUGGEST, variables: { input: input(day) } }).replace('suggestCorrection', 'suggest\\u0043orrection');
      expect(escaped(0)).toContain('suggest\\u0043orrection(');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await gql(limited.base, '', {}, from('192.0.2.1'), escaped(i))).status);
      expect(statuses).toEqual([200, 200, 429]);

      // Two aliases of it in one document are two suggestions: a third in a fragment is past the limit.
      const twice = await gql(
        limited.base,
        `mutation($a: SuggestCorrectionInput!, $b: SuggestCorrectionInput!) {
          a: suggestCorrection(input: $a) { suggestionId } b: suggestCorrection(input: $b) { suggestionId }
        }`,
        { a: input(3), b: input(4) },
        from('192.0.2.2'),
      );
      expect(twice.status).toBe(200);
      expect(twice.body.data).toMatchObject({ a: { suggestionId: expect.any(Number) }, b: { suggestionId: expect.any(Number) } });
      const fragment = await gql(
        limited.base,
        '',
        {},
        from('192.0.2.2'),
        JSON.stringify({
          query: `query Q { __typename }
            mutation M($i: SuggestCorrectionInput!) { ...F }
            fragment F on Mutation { ... on Mutation { mine: suggestCorrection(input: $i) { suggestionId } } }`,
          variables: { i: input(5) },
          operationName: 'M',
        }),
      );
      expect(fragment.status).toBe(429);
      expect(fragment.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      // The same document's query alone files nothing, and is not counted.
      const query = await gql(
        limited.base,
        '',
        {},
        from('192.0.2.2'),
        JSON.stringify({
          query: 'query Q { __typename } mutation M($i: SuggestCorrectionInput!) { suggestCorrection(input: $i) { suggestionId } }',
          variables: { i: input(6) },
          operationName: 'Q',
        }),
      );
      expect(query.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
