// A Friend added in one page, in Chromium: the maintainer types her names and world (the page warns
// of a Friend of the same world and name already held), enters her debut in Japan time and sees it
// in UTC, picks her portrait, and adds her with one click; her page then shows her with the
// portrait, drawn from the upload, and the audit log holds one entry for both. A visitor's proposal
// of a new Friend opens the same page filled in, and adding her accepts it.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { goto, type Site, startSite } from './site.ts';

const PASSWORD = 'a passphrase for new friends';
let site: Site;
let context: BrowserContext;
let admin: Page;

beforeAll(async () => {
  site = await startSite({ suggestionLimit: { points: 100, windowSeconds: 3600 } });
  await upsertAccount('warden', await hashPassword(PASSWORD), new Date());
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
  admin = await context.newPage();
  await goto(admin, `${site.base}/admin/login?next=%2Fadmin%2Fdashboard`);
  await admin.getByLabel('Account name').fill('warden');
  await admin.getByLabel('Password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/dashboard/);
});
afterAll(async () => {
  await context?.close();
  await site.close();
});

describe('a new Friend', () => {
  it('is added with her portrait in one page and one change', async () => {
    const picture = await sharp({ create: { width: 320, height: 360, channels: 3, background: '#2b2d42' } })
      .png()
      .toBuffer();
    const auditBefore = await db.auditEntry.count();
    let steps = 0;
    const step = <T>(action: Promise<T>) => {
      steps++;
      return action;
    };
    const started = Date.now();
    await step(admin.getByRole('link', { name: 'New Friend' }).click());
    await admin.waitForURL(/\/admin\/new-friend$/);
    const form = admin.getByRole('form', { name: 'New Friend' });
    // A Friend the data holds already, by her world and name: the page says so as it is typed.
    await step(form.getByLabel('English name').fill('Reimu Hakurei'));
    await step(form.getByLabel(/^World/).selectOption('L1'));
    await admin
      .getByRole('alert')
      .filter({ hasText: 'Already held?' })
      .getByRole('link', { name: /l1-reimu/ })
      .waitFor();
    await step(form.getByLabel('English name').fill('Aya Shameimaru'));
    await step(form.getByLabel('Short name', { exact: true }).fill('Aya'));
    await step(form.getByLabel(/^World/).selectOption('A6'));
    expect(await form.getByLabel(/^Id/).getAttribute('placeholder')).toBe('a6-aya');
    // Her debut, as a Japanese news post states it: 15:00 in Tokyo is 06:00 UTC.
    const debut = form.getByRole('group', { name: 'Global debut' });
    await step(debut.getByLabel('Day').fill('2022-08-01'));
    await step(debut.getByLabel('Time (Asia/Tokyo)').fill('15:00'));
    await debut.getByText('2022-08-01 06:00 UTC').waitFor();
    await step(form.getByLabel(/^Image file/).setInputFiles({ name: 'aya.png', mimeType: 'image/png', buffer: picture }));
    await form.getByRole('img', { name: 'The portrait picked, cropped square' }).waitFor();
    await step(form.getByLabel('Address', { exact: true }).fill('https://example.org/news/aya'));
    await admin.getByText(/^Valid: saving it makes characters\/characters\.json: 1 added \(a6-aya\)\.$/).waitFor();
    // Every control has its name, and the page reads in order (WCAG 2.1 AA, as axe checks it).
    const axe = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await admin.getByRole('region', { name: 'Possible duplicates' }).count()).toBe(0);
    await step(form.getByRole('button', { name: 'Add the Friend' }).click());
    await admin.getByText(/^Added: characters\/characters\.json: 1 added \(a6-aya\)/).waitFor();
    const ms = Date.now() - started;
    console.log(`new Friend task: ${steps} steps, ${ms} ms`);

    // One change, one audit entry, for the Friend and her portrait.
    expect(await db.auditEntry.count()).toBe(auditBefore + 1);
    const row = await db.character.findUniqueOrThrow({ where: { id: 'a6-aya' } });
    expect(row).toMatchObject({
      nameEn: 'Aya Shameimaru',
      portraitSet: 'upload',
      debutAt: new Date('2022-08-01T06:00:00Z'),
      debutSource: 'https://example.org/news/aya',
    });
    const done = admin.locator('output.admin-done');
    expect(await done.getByRole('link', { name: 'Its page' }).getAttribute('href')).toBe('/characters/a6-aya');
    // The page is ready for the next Friend at once, her portrait let go with her.
    expect(await form.getByLabel('English name').inputValue()).toBe('');
    expect(await form.getByRole('img', { name: 'The portrait picked, cropped square' }).count()).toBe(0);
    expect(await form.getByLabel(/^Image file/).inputValue()).toBe('');
    await form.getByLabel('English name').fill('Hatate Himekaidou');
    await form.getByLabel(/^World/).selectOption('A6');
    await form.getByRole('button', { name: 'Add the Friend' }).click();
    await admin.getByText(/^Added: characters\/characters\.json: 1 added \(a6-hatate\)/).waitFor();
    expect(await db.character.findUniqueOrThrow({ where: { id: 'a6-hatate' }, select: { portraitSet: true } })).toEqual({
      portraitSet: null,
    });

    await done.getByRole('link', { name: 'Audit log' }).click();
    await admin.waitForURL(/\/admin\/audit$/);
    await admin.locator('.audit-entry').filter({ hasText: '1 added (a6-aya)' }).first().waitFor();
    expect(await admin.locator('.audit-entry').filter({ hasText: 'a6-aya' }).count()).toBe(1);

    // The public API reads her with the uploaded portrait.
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ character(slug: "a6-aya") { nameEn portrait { set src } } }' }),
    });
    const { character } = ((await res.json()) as { data: { character: { nameEn: string; portrait: { set: string; src: string } } } }).data;
    expect(character).toMatchObject({ nameEn: 'Aya Shameimaru', portrait: { set: 'upload' } });
    expect((await fetch(`${site.base}${character.portrait.src}`)).status).toBe(200);

    const visitor = await context.newPage();
    await goto(visitor, `${site.base}/characters/a6-aya`);
    await visitor.getByRole('heading', { level: 1, name: 'Aya Shameimaru' }).waitFor();
    const img = visitor.locator('.character-art img[src*="/images/portrait-"]').first();
    await img.waitFor();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visitor.close();
  });

  it("opens filled in from a visitor's proposal, and adding her accepts it", async () => {
    const visitor = await context.newPage();
    await goto(visitor, `${site.base}/characters/release-order`);
    await visitor.getByRole('link', { name: 'Suggest a new Friend' }).click();
    await visitor.getByRole('heading', { name: 'Suggest a new Friend' }).waitFor();
    await visitor.getByLabel(/^Her name/).fill('Momiji Inubashiri');
    await visitor.getByLabel(/^Her world/).fill('A6');
    await visitor.getByLabel('Rarity type').selectOption('gen');
    await visitor.getByLabel('Address', { exact: true }).fill('https://example.org/news/momiji');
    await visitor.getByRole('button', { name: 'Send the suggestion' }).click();
    await visitor.waitForURL(/\/suggestions\/\d+$/);
    const id = Number(visitor.url().split('/').pop());
    await visitor.getByText('Momiji Inubashiri (A6, gen)').waitFor();

    await goto(admin, `${site.base}/admin/suggestions`);
    await admin
      .getByRole('listitem', { name: `Suggestion ${id}` })
      .getByRole('link', { name: 'Accept in the New Friend page' })
      .click();
    await admin.waitForURL(new RegExp(`/admin/new-friend\\?suggestion=${id}$`));
    const form = admin.getByRole('form', { name: 'New Friend' });
    expect(await form.getByLabel('English name').inputValue()).toBe('Momiji Inubashiri');
    expect(await form.getByLabel('Address', { exact: true }).inputValue()).toBe('https://example.org/news/momiji');
    await form.getByRole('button', { name: `Add the Friend (accepts suggestion ${id})` }).click();
    await admin.getByText(/^Added: characters\/characters\.json: 1 added \(a6-momiji\)/).waitFor();
    await goto(visitor, `${site.base}/suggestions/${id}`);
    await visitor.getByText('Checked and applied to the data').waitFor();
  });
});
