// A player who knows a date says so, in Chromium: from a Friend's "out by" debut, the form with a
// source; the suggestion's own page; a maintainer accepts it from the queue; the release order,
// /api/characters/release-date and the audit log then show it, with its source, crediting the
// suggestion. The spoiler switch: a Friend announced only in Japan takes no suggestion without it,
// and a suggestion naming a hidden Friend in a list shows only with it. One left undecided expires.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { goto, type Site, startSite } from './site.ts';

const PASSWORD = 'a passphrase for checking suggestions';
let site: Site;
let context: BrowserContext;

beforeAll(async () => {
  // One address (the browser's) makes every suggestion of this file, refused tries and uploads included.
  site = await startSite({ suggestionLimit: { points: 100, windowSeconds: 3600 } });
  await upsertAccount('checker', await hashPassword(PASSWORD), new Date());
});
afterAll(async () => {
  await context?.close();
  await site.close();
});

/** Flips the spoiler switch in the settings, as a visitor does. */
async function flipSpoilers(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Files a forever prayer's Friends as a tool author does, with the spoiler switch on or off. */
async function suggestFriends(characters: string[], jpContent: boolean): Promise<number> {
  const res = await fetch(`${site.base}/graphql${jpContent ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId } }',
      variables: { input: { field: 'CHARACTERS', key: '4', characters, source: { url: 'https://example.org/jp/forever' } } },
    }),
  });
  const body = (await res.json()) as { data?: { suggestCorrection: { suggestionId: number } } };
  if (!body.data) throw new Error(`refused: ${JSON.stringify(body)}`);
  return body.data.suggestCorrection.suggestionId;
}

/** The maintainers' queue, signed in, in a page of the visitor's context. */
async function maintainersQueue(): Promise<Page> {
  const admin = await context.newPage();
  await goto(admin, `${site.base}/admin/login?next=%2Fadmin%2Fsuggestions`);
  await admin.getByLabel('Account name').fill('checker');
  await admin.getByLabel('Password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/suggestions/);
  return admin;
}

async function fresh(): Promise<Page> {
  await context?.close();
  context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

describe('suggesting a correction', () => {
  it('a visitor hands in a fact seen in the game with a screenshot, which the maintainer sees in the queue and no visitor can', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/suggest?field=debut&key=a6-sakuya`);
    await page.getByText('Global debut of').waitFor();
    await page.getByLabel('Day', { exact: true }).fill('2021-06-23');
    await page.getByLabel('How exact').selectOption('DAY');
    await page.getByLabel('Seen in the game, with a screenshot').check();
    await page.getByLabel('The day you saw it').fill('2021-06-23');
    // Without the screenshot, the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.getByRole('alert').getByText('Add the screenshot, or the address of one.').waitFor();
    const shot = await sharp({ create: { width: 750, height: 1334, channels: 3, background: '#6a4c93' } })
      .png()
      .toBuffer();
    await page.getByLabel('Screenshot', { exact: true }).setInputFiles({ name: 'IMG_0042.PNG', mimeType: 'image/png', buffer: shot });
    // A note with HTML is refused by the server; corrected, the form is sent again with the
    // screenshot it sent already, not a second copy of it.
    const uploadsBefore = await db.suggestionEvidence.count();
    await page.getByLabel('Note (plain text, optional)').fill('Seen on <b>the banner</b>.');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page
      .getByRole('alert')
      .getByText(/no HTML/)
      .waitFor();
    await page.getByLabel('Note (plain text, optional)').fill('Seen on the banner.');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    expect(await db.suggestionEvidence.count()).toBe(uploadsBefore + 1);
    const id = Number(page.url().split('/').pop());
    await page.getByText('Seen in the game on 2021-06-23').waitFor();
    const evidence = await db.suggestionEvidence.findFirstOrThrow({ where: { suggestionId: id } });
    // The visitor's page names no screenshot of theirs, and the picture is the maintainers' alone.
    expect(await page.locator('img[src*="evidence"]').count()).toBe(0);
    expect((await fetch(`${site.base}/admin/evidence/${evidence.id}`)).status).toBe(401);

    const admin = await maintainersQueue();
    const picture = admin
      .getByRole('listitem', { name: `Suggestion ${id}` })
      .getByRole('img', { name: `Screenshot ${evidence.id} handed in with suggestion ${id}` });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);

    // Two duplicates about a forever prayer, narrowed to by age, selected and rejected at once.
    const [one, two] = [await suggestFriends(['l1-reimu'], false), await suggestFriends(['l1-marisa'], false)];
    await admin.reload();
    await admin.getByLabel('Age', { exact: true }).selectOption({ label: 'Waiting over a week' });
    await admin.getByText('No suggestion of this kind and age is waiting.').waitFor();
    await admin.getByLabel('Age', { exact: true }).selectOption({ label: 'Made in the last day' });
    for (const n of [one, two]) await admin.getByLabel(`Select #${n}`).check();
    await admin.getByRole('button', { name: 'Reject the 2 selected' }).click();
    await admin.getByText(`Suggestions ${one}, ${two} rejected.`).waitFor();
    expect(await admin.getByRole('listitem', { name: `Suggestion ${one}` }).count()).toBe(0);
    const decided = await db.suggestion.findMany({ where: { id: { in: [one, two] } }, select: { status: true } });
    expect(decided.map((d) => d.status)).toEqual(['rejected', 'rejected']);
  });

  it("hands in the three Friends a prayer features from the prayer's own page", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/prayer/info/9`);
    const unknown = page.locator('.prayer-featured-unknown');
    await unknown.getByText('The Friends this prayer features are not known here yet.').waitFor();
    await unknown.getByRole('link', { name: 'Know this? Suggest a correction' }).click();
    await page.waitForURL(/\/suggest\?field=featured&key=9/);
    await page.getByText('Featured Friends of').waitFor();
    await page.getByLabel(/^Their ids/).fill('l1-reimu, l1-marisa, a6-reimu');
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/news/prayer-9');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const filed = await db.suggestion.findUniqueOrThrow({ where: { id } });
    expect(filed).toMatchObject({ field: 'featured', recordKey: '9', status: 'open' });
    expect(JSON.parse(filed.value)).toEqual({ characters: ['a6-reimu', 'l1-marisa', 'l1-reimu'] });
  });

  it('hands in a portrait for a Friend who has none, which a maintainer accepts from the queue and her page then shows', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/characters/l1-shinki`);
    await page.getByText('No portrait yet.').waitFor();
    await page.getByRole('link', { name: 'Have one? Suggest it' }).click();
    await page.waitForURL(/\/suggest\?field=portrait&key=l1-shinki/);
    const art = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c1121f' } })
      .png()
      .toBuffer();
    await page.getByLabel('The picture (square works best)').setInputFiles({ name: 'shinki.png', mimeType: 'image/png', buffer: art });
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/art/shinki');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByText(/a picture \(the maintainers see it/).waitFor();

    const admin = await maintainersQueue();
    const item = admin.getByRole('listitem', { name: `Suggestion ${id}` });
    await item.getByRole('img').first().waitFor();
    await item.getByRole('button', { name: 'Accept' }).click();
    await admin.getByText(new RegExp(`Suggestion ${id} accepted: characters/characters\\.json: 1 changed \\(l1-shinki\\)`)).waitFor();

    await goto(page, `${site.base}/characters/l1-shinki`);
    const portrait = page.locator('.character-art img[src*="/images/portrait-"]').first();
    await portrait.waitFor();
    expect(await portrait.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByText('No portrait yet.').count()).toBe(0);
  });

  it("gives a sample floor's real enemies, which a maintainer accepts, and the floor then shows them as real data", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/stages/scarlet-devil-tower?floor=3`);
    await page.getByRole('link', { name: 'Know its enemies? Give them' }).click();
    await page.waitForURL(/\/suggest\?field=floor&key=3/);
    const first = page.getByRole('group', { name: 'Enemy 1' });
    await first.getByLabel('Name').fill('Clock Fairy');
    await first.getByLabel(/^Elements/).fill('moon, star');
    await first.getByLabel('Weak to').fill('sun');
    await first.getByLabel(/^HP of each gauge/).fill('400000, 600000');
    await first.getByLabel(/^Barriers/).fill('1, 2');
    const second = page.getByRole('group', { name: 'Enemy 2' });
    await second.getByLabel(/^Name/).fill('Knife Fairy');
    await second.getByLabel('Or its total HP').fill('900000');
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/tower/floor-3');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByText('Clock Fairy (slot 1, moon/star, 1,000,000 HP in 2 gauges); Knife Fairy (slot 2, 900,000 HP)').waitFor();

    const admin = await maintainersQueue();
    await admin
      .getByRole('listitem', { name: `Suggestion ${id}` })
      .getByRole('button', { name: 'Accept' })
      .click();
    await admin.getByText(new RegExp(`Suggestion ${id} accepted: tower/floors\\.json: 1 changed \\(3\\)`)).waitFor();

    await goto(page, `${site.base}/stages/scarlet-devil-tower?floor=3`);
    await page
      .getByText(/^Real data/)
      .first()
      .waitFor();
    await page.getByText('Clock Fairy').first().waitFor();
    expect(await page.getByText('Sample figures.').count()).toBe(0);
  });

  it("names the story cards a prayer features from the prayer's own page", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/prayer/info/6`);
    await page.getByRole('link', { name: 'Does it feature some? Name them' }).click();
    await page.waitForURL(/\/suggest\?field=cards&key=6/);
    await page.getByText('Featured story cards of').waitFor();
    await page.getByLabel(/^Their numbers/).fill('3, 4');
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/news/prayer-6-cards');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    await page.getByText('story cards 3, 4').waitFor();
  });

  it("hands in the day a story card came out from the card's own page", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/story-cards/5`);
    await page.locator('.story-card-facts').getByRole('link', { name: 'Know this? Suggest a correction' }).click();
    await page.waitForURL(/\/suggest\?field=release&key=5/);
    await page.getByText('Release of').waitFor();
    await page.getByLabel('Day', { exact: true }).fill('2022-05-05');
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/news/card-5');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    await page.getByText('2022-05-05 (the day)').waitFor();
  });

  it("hands in a story card's art from the card's page, which the card shows once a maintainer accepts it", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/story-cards/5`);
    await page.getByRole('link', { name: 'Have it? Suggest it' }).click();
    await page.waitForURL(/\/suggest\?field=art&key=5/);
    const art = await sharp({ create: { width: 480, height: 672, channels: 3, background: '#bc4749' } })
      .png()
      .toBuffer();
    await page.getByLabel('The picture (the whole card art)').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: art });
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/cards/5-art');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const admin = await maintainersQueue();
    await admin
      .getByRole('listitem', { name: `Suggestion ${id}` })
      .getByRole('button', { name: 'Accept' })
      .click();
    await admin.getByText(new RegExp(`Suggestion ${id} accepted: storyCards/storyCards\\.json: 1 changed \\(5\\)`)).waitFor();
    await goto(page, `${site.base}/story-cards/5`);
    const img = page.locator('.story-card-art img[src^="/images/card-"]');
    await img.waitFor();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalHeight)).toBe(672);
  });

  it('corrects a fact the site knows, with the source that says otherwise, which the queue shows beside the value held now', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/suggest?field=end&key=6`);
    await page.getByText('The site knows this fact from a source it names.').waitFor();
    await page.getByLabel('Day', { exact: true }).fill('2022-04-24');
    await page.getByLabel('How exact').selectOption('DAY');
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/news/prayer-6-extended');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const admin = await maintainersQueue();
    const item = admin.getByRole('listitem', { name: `Suggestion ${id}` });
    await item.getByText('the site holds now:').waitFor();
    const proposed = await item.locator('p', { hasText: 'the site holds now:' }).textContent();
    expect(proposed).toMatch(/Proposed: .*2022-04-24.*the site holds now: .*2022-04-21/);
  });

  it("offers the day of a batch known only to the month from its kind's page", async () => {
    const page = await fresh();
    await goto(page, `${site.base}/characters/rebirth-order`);
    const batch = page.locator('.batch', { hasText: 'Batch 2' });
    await batch.getByText('The day is not known here yet.').waitFor();
    // Batch 1 is known to a span, batch 2 to the month: each asks; no batch known to the day does.
    await batch.getByRole('link', { name: 'Know this? Suggest a correction' }).click();
    await page.waitForURL(/\/suggest\?field=batch&key=rebirth-2/);
    await page.getByText('Batch date of').waitFor();
    await page.getByRole('link', { name: 'rebirth batch 2' }).waitFor();
  });

  it('a visitor suggests a debut date with a source, a maintainer accepts it, and the site shows it with its source', async () => {
    const page = await fresh();
    // The Friend's page: the debut is only "out by" a date, so it asks for help.
    await goto(page, `${site.base}/characters/a6-sakuya`);
    await page.getByRole('link', { name: 'Know this? Suggest a correction' }).click();
    await page.waitForURL(/\/suggest\?field=debut&key=a6-sakuya/);
    await page.getByText('Global debut of').waitFor();

    await page.getByLabel('Day', { exact: true }).fill('2021-06-24');
    await page.getByLabel('How exact').selectOption('DAY');
    await page.getByLabel('Address').fill('https://example.org/news/sakuya-debut');
    await page.getByLabel('Note (plain text, optional)').fill('The global news post of that day.');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    // The suggestion's own page, or the form's refusal (which fails the test with its words).
    await Promise.race([
      page.waitForURL(/\/suggestions\/\d+$/),
      page
        .getByRole('alert')
        .waitFor()
        .then(async () => {
          throw new Error(`refused: ${await page.getByRole('alert').textContent()}`);
        }),
    ]);
    await page.getByText('Waiting for a maintainer to check it').waitFor();
    const id = Number(page.url().split('/').pop());
    expect(await page.getByText('https://example.org/news/sakuya-debut').count()).toBe(1);

    // The Friend's page says it is being checked (asked apart from the page, which is kept).
    const friend = await context.newPage();
    await goto(friend, `${site.base}/characters/a6-sakuya`);
    await friend.getByRole('link', { name: `suggestion ${id}` }).waitFor();

    // The form lists it as being checked for the next visitor.
    const next = await context.newPage();
    await goto(next, `${site.base}/suggest?field=debut&key=a6-sakuya`);
    await next
      .getByRole('region', { name: 'Being checked' })
      .getByRole('link', { name: `Suggestion ${id}` })
      .waitFor();

    // The maintainer's queue: preview, then accept as an official post.
    const admin = await maintainersQueue();
    const item = admin.getByRole('listitem', { name: `Suggestion ${id}` });
    await item.getByRole('button', { name: 'Preview' }).click();
    const preview = item.getByRole('region', { name: `Preview of suggestion ${id}` });
    await preview.getByText('characters/characters.json: 1 changed (a6-sakuya)').waitFor();
    expect(await preview.locator('tr', { hasText: 'debutPrecision' }).locator('ins').textContent()).toBe('day');
    await item.getByRole('combobox').selectOption('official-post');
    await item.getByRole('button', { name: 'Accept' }).click();
    await admin.getByText(new RegExp(`Suggestion ${id} accepted: characters/characters\\.json: 1 changed`)).waitFor();

    // The suggestion's page says so; the release order shows the day and its source's kind.
    await page.reload();
    await page.getByText('Checked and applied to the data').waitFor();
    await goto(page, `${site.base}/characters/release-order`);
    const group = page.locator('.date-group', { has: page.locator('h2', { hasText: /^On .*24.*2021/ }) });
    await group.getByText(/official post \(1\)/).waitFor();
    await group.locator('[data-slug="a6-sakuya"]').first().waitFor();

    const api = (await (await fetch(`${site.base}/api/characters/release-date`)).json()) as {
      data: { id: string; releaseDate: string; releasePrecision: string; releaseSource: string; releaseSourceKind: string }[];
    };
    expect(api.data.find((c) => c.id === 'a6-sakuya')).toMatchObject({
      releaseDate: '2021-06-24T00:00:00.000Z',
      releasePrecision: 'day',
      releaseSource: 'https://example.org/news/sakuya-debut',
      releaseSourceKind: 'official-post',
    });

    // The audit log names the suggestion.
    await goto(admin, `${site.base}/admin/audit`);
    const entry = admin.locator('.audit-entry').first();
    await entry.getByText(`suggestion ${id}: https://example.org/news/sakuya-debut`).waitFor();
    expect(await entry.textContent()).toContain('suggestion by checker');
    const audited = await db.auditEntry.findFirstOrThrow({ where: { action: 'suggestion' }, orderBy: { id: 'desc' } });
    expect(audited.source).toBe(`suggestion ${id}: https://example.org/news/sakuya-debut`);
  });

  it('takes no suggestion about a Friend announced only in Japan unless the spoiler switch is on, and shows it only with the switch on', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/suggest?field=debut&key=a7-yuyuko`);
    await page.getByText('There is no such record to correct.').waitFor();
    // The switch, as a visitor flips it in the settings.
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await goto(page, `${site.base}/suggest?field=debut&key=a7-yuyuko`);
    await page.getByText('Global debut of').waitFor();
    await page.getByLabel('Day', { exact: true }).fill('2024-02-02');
    await page.getByLabel('Address').fill('https://example.org/jp/news');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await page.waitForURL(/\/suggestions\/\d+$/);
    await page.getByText('Waiting for a maintainer to check it').waitFor();
    // With the switch off again, the suggestion about a spoiler is not there.
    await page.getByRole('button', { name: 'Settings' }).click();
    await dialog.getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText(`Suggestion ${page.url().split('/').pop()} does not exist`).waitFor();
  });

  it('shows a suggestion naming a Friend announced only in Japan only with the spoiler switch, its page and the "being checked" link alike', async () => {
    const hidden = await suggestFriends(['a6-flandre', 'l1-reimu'], true);
    const plain = await suggestFriends(['a6-reimu', 'l1-reimu'], false);
    const page = await fresh();
    await goto(page, `${site.base}/suggestions/${hidden}`);
    await page.getByText(`Suggestion ${hidden} does not exist`).waitFor();
    await goto(page, `${site.base}/prayer/forever-prayer?id=4`);
    await page.getByRole('link', { name: `suggestion ${plain}` }).waitFor();
    expect(await page.getByRole('link', { name: `suggestion ${hidden}` }).count()).toBe(0);

    await flipSpoilers(page);
    await goto(page, `${site.base}/suggestions/${hidden}`);
    await page.getByText('Waiting for a maintainer to check it').waitFor();
    expect(await page.locator('.suggestion-facts').textContent()).toContain('a6-flandre');
    await goto(page, `${site.base}/prayer/forever-prayer?id=4`);
    await page.getByRole('link', { name: `suggestion ${hidden}` }).waitFor();

    // Left undecided past its 30 days, the page says it is no longer waiting.
    await db.suggestion.update({ where: { id: plain }, data: { createdAt: new Date(Date.now() - 31 * 24 * 3600_000) } });
    await goto(page, `${site.base}/suggestions/${plain}`);
    await page.getByText(/Not checked in time, so no longer waiting; if it still holds, suggest it again/).waitFor();
  });
});
