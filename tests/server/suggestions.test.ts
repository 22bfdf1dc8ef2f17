// Suggestions of corrections: what a visitor may suggest (and what is refused, with why), the
// queue's caps and the per-address count, the public status and list, and a maintainer accepting
// one through the write road (the record, its source, the audit entry, /api) or rejecting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/admin/auth.ts';
import { upsertAccount } from '../../server/admin/repo.ts';
import { db } from '../../server/db.ts';
import { QUEUE_CAPS } from '../../server/suggestions/repo.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for the queue';
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite({ suggestionLimit: { points: 1000, windowSeconds: 3600 } });
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

async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

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

    const again = await suggest(debut('a6-sakuya', '2021-06-20T15:00:00Z', { source: { url: 'https://example.org/guide' } }));
    expect(again.body.data?.suggestCorrection).toMatchObject({ id: s.id, count: 2, moreSources: ['https://example.org/guide'] });

    const status = await gql(site.base, 'query($id: Int!) { suggestion(id: $id) { status count note sourceUrl } }', { id: s.id });
    expect(status.body.data?.suggestion).toEqual({
      status: 'OPEN',
      count: 2,
      note: 'From the news post.',
      sourceUrl: 'https://example.org/news/sakuya',
    });
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
      [debut('a6-reimu', '2021-06-02T00:00:00Z'), /known already/, 'BAD_USER_INPUT'],
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
    // Prayer 9 of the fixture has no start; prayer 1 has one, known already.
    expect(
      (
        await suggest({
          field: 'START',
          key: '1',
          date: '2021-07-01T00:00:00Z',
          precision: 'DAY',
          source: { url: 'https://example.org/p1' },
        })
      ).body.errors?.[0].message,
    ).toMatch(/known already/);
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
});
