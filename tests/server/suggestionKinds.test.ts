// The kinds of fact added to the suggestions: a prayer's end, the Friends a prayer features, and
// the day of a Friend's Fantasy Rebirth. Each is filed while the site does not know it, follows the
// reveal rule for the Friends it names, and, accepted, reaches the data with its source and the
// audit entry crediting the suggestion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for new kinds of fact';
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite({ suggestionLimit: { points: 1000, windowSeconds: 3600 } });
  await upsertAccount('gail', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('gail', PASSWORD);
});
afterAll(() => site.close());

const SUGGEST = 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId field status } }';

async function suggest(input: Record<string, unknown>) {
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SUGGEST, variables: { input: { source: { url: 'https://example.org/news/kinds' }, ...input } } }),
  });
  return (await res.json()) as {
    data?: { suggestCorrection: { suggestionId: number; field: string } } | null;
    errors?: { message: string }[];
  };
}

async function accept(id: number) {
  const answer = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id, sourceKind: "official-post") { applied auditId } }', {
    id,
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.acceptSuggestion as { applied: boolean; auditId: number };
}

const target = async (field: string, key: string) => {
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ suggestionTarget(field: ${field}, key: "${key}") { open date precision } }` }),
  });
  return ((await res.json()) as { data: { suggestionTarget: { open: boolean; date: string | null; precision: string | null } } }).data
    .suggestionTarget;
};

describe('more kinds of fact', () => {
  it("takes a prayer's end while it is unknown, and applies it with its source", async () => {
    expect(await target('END', '4')).toEqual({ open: true, date: null, precision: null });
    // Prayer 6 ends on a known day: the same day is nothing to correct, another is a correction for a maintainer to check.
    expect((await suggest({ field: 'END', key: '6', date: '2022-04-21T00:00:00Z', precision: 'DAY' })).errors?.[0].message).toMatch(
      /says this already/,
    );
    const correction = await suggest({ field: 'END', key: '6', date: '2022-04-24T00:00:00Z', precision: 'DAY' });
    expect(correction.errors).toBeUndefined();
    const queue = await admin.post('{ suggestionQueue(first: 50) { id value current } }');
    const listed = (queue.body.data?.suggestionQueue as { id: number; value: string; current: string }[]).find(
      (q) => q.id === correction.data?.suggestCorrection.suggestionId,
    );
    expect(JSON.parse(listed?.current ?? 'null')).toEqual({ date: '2022-04-21T00:00:00Z', precision: 'day' });
    expect(JSON.parse(listed?.value ?? 'null')).toEqual({ date: '2022-04-24T00:00:00.000Z', precision: 'day' });
    const filed = await suggest({ field: 'END', key: '4', date: '2021-05-25T00:00:00Z', precision: 'DAY' });
    expect(filed.errors).toBeUndefined();
    const { applied, auditId } = await accept(filed.data?.suggestCorrection.suggestionId as number);
    expect(applied).toBe(true);
    expect(await db.prayer.findUniqueOrThrow({ where: { id: 4 }, select: { endAt: true } })).toEqual({
      endAt: new Date('2021-05-25T00:00:00Z'),
    });
    expect(await target('END', '4')).toMatchObject({ open: false, date: '2021-05-25T00:00:00.000Z', precision: 'day' });
    const entry = await db.auditEntry.findUniqueOrThrow({ where: { id: auditId } });
    expect(entry.action).toBe('suggestion');
  });

  it('takes the three Friends a prayer features, refusing one not yet announced, and lists them on the prayer', async () => {
    const hidden = await suggest({ field: 'FEATURED', key: '9', characters: ['l1-reimu', 'a7-yuyuko'] });
    expect(hidden.errors?.[0].message).toMatch(/Every Friend must be a character of the site/);
    const filed = await suggest({ field: 'FEATURED', key: '9', characters: ['l1-reimu', 'l1-marisa', 'a6-reimu'] });
    expect(filed.errors).toBeUndefined();
    await accept(filed.data?.suggestCorrection.suggestionId as number);
    const detail = (await (await fetch(`${site.base}/api/prayers/get-detail?id=9`)).json()) as { data: unknown };
    for (const id of ['l1-reimu', 'l1-marisa', 'a6-reimu']) expect(JSON.stringify(detail.data)).toContain(`"${id}"`);
    // Listed now: the same list is nothing to correct.
    expect((await suggest({ field: 'FEATURED', key: '9', characters: ['a6-reimu', 'l1-reimu', 'l1-marisa'] })).errors?.[0].message).toMatch(
      /says this already/,
    );
  });

  it('takes the story cards a prayer features, refusing one not yet announced, and keeps what the prayer says of a card listed already', async () => {
    const hidden = await suggest({ field: 'CARDS', key: '4', cards: [1, 2] });
    expect(hidden.errors?.[0].message).toMatch(/Every story card must be a story card of the site/);
    expect((await suggest({ field: 'CARDS', key: '4', cards: [] })).errors?.[0].message).toMatch(/Name the story cards/);
    const filed = await suggest({ field: 'CARDS', key: '4', cards: [3, 1] });
    expect(filed.errors).toBeUndefined();
    await accept(filed.data?.suggestCorrection.suggestionId as number);
    const cards = await db.prayerRateUpCard.findMany({ where: { prayerId: 4 }, orderBy: { cardId: 'asc' }, select: { cardId: true } });
    expect(cards).toEqual([{ cardId: 1 }, { cardId: 3 }]);
    expect((await suggest({ field: 'CARDS', key: '4', cards: [1, 3] })).errors?.[0].message).toMatch(/says this already/);
    // Prayer 9 lists card 1 with its exchange price: a correction adding card 4 keeps it.
    const more = await suggest({ field: 'CARDS', key: '9', cards: [1, 4] });
    await accept(more.data?.suggestCorrection.suggestionId as number);
    const kept = await db.prayerRateUpCard.findFirstOrThrow({ where: { prayerId: 9, cardId: 1 } });
    expect(kept.exchangeAmount).toBe(100);
  });

  it('takes the day a story card came out while no source gives it, and refuses a card not yet announced', async () => {
    expect(await target('RELEASE', '5')).toEqual({ open: true, date: null, precision: null });
    expect((await suggest({ field: 'RELEASE', key: '2', date: '2022-01-01T00:00:00Z', precision: 'DAY' })).errors?.[0].message).toMatch(
      /no such record/,
    );
    const filed = await suggest({ field: 'RELEASE', key: '5', date: '2022-05-05T00:00:00Z', precision: 'DAY' });
    expect(filed.errors).toBeUndefined();
    await accept(filed.data?.suggestCorrection.suggestionId as number);
    const card = await db.storyCard.findUniqueOrThrow({ where: { id: 5 }, select: { releaseAt: true, source: true } });
    expect(card.releaseAt).toEqual(new Date('2022-05-05T00:00:00Z'));
    expect(card.source).toMatch(/release \(to the day\): https:\/\/example\.org\/news\/kinds$/);
    expect(await target('RELEASE', '5')).toMatchObject({ open: false, date: '2022-05-05T00:00:00.000Z' });
  });

  it("takes the day of a Friend's Fantasy Rebirth, only for a Friend that has one", async () => {
    expect(
      (await suggest({ field: 'REBIRTH', key: 'a6-reimu', date: '2022-02-01T00:00:00Z', precision: 'DAY' })).errors?.[0].message,
    ).toMatch(/has no fantasy rebirth/);
    const filed = await suggest({ field: 'REBIRTH', key: 'l1-marisa', date: '2022-03-01T00:00:00Z', precision: 'DAY' });
    expect(filed.errors).toBeUndefined();
    await accept(filed.data?.suggestCorrection.suggestionId as number);
    const marisa = await db.character.findUniqueOrThrow({
      where: { id: 'l1-marisa' },
      select: { rebirthAt: true, rebirthPrecision: true },
    });
    expect(marisa).toEqual({ rebirthAt: new Date('2022-03-01T00:00:00Z'), rebirthPrecision: 'day' });
  });
});

describe('a release batch', () => {
  it('takes the day of a batch known only to the month, and keeps a batch of spoilers only out of reach', async () => {
    expect(await target('BATCH', 'rebirth-2')).toEqual({ open: true, date: '2022-06-01T06:00:00.000Z', precision: 'month' });
    // a6-flandre, the rebirth costume batch's one Friend, is announced for 2031: the batch is hidden with her.
    const hidden = await suggest({ field: 'BATCH', key: 'rebirth-costume-1', date: '2022-06-03T00:00:00Z', precision: 'DAY' });
    expect(hidden.errors?.[0].message).toMatch(/no such record/);
    expect(
      (await suggest({ field: 'BATCH', key: 'not-a-batch', date: '2022-06-03T00:00:00Z', precision: 'DAY' })).errors?.[0].message,
    ).toMatch(/no such record/);
    const filed = await suggest({ field: 'BATCH', key: 'rebirth-2', date: '2022-06-03T00:00:00Z', precision: 'DAY' });
    expect(filed.errors).toBeUndefined();
    await accept(filed.data?.suggestCorrection.suggestionId as number);
    const batch = await db.characterBatch.findFirstOrThrow({
      where: { kind: 'rebirth', no: 2 },
      select: { date: true, datePrecision: true },
    });
    expect(batch).toEqual({ date: new Date('2022-06-03T00:00:00Z'), datePrecision: 'day' });
    const rebirths = (await (await fetch(`${site.base}/api/characters/rebirth-date`)).json()) as { data: { no: number; date: string }[] };
    expect(rebirths.data.find((b) => b.no === 2)?.date).toMatch(/^2022-06-03/);
  });
});
