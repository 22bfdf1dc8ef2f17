// A banner the site does not list, in Chromium: a visitor hands it in from the prayer list with its
// three featured Friends and a screenshot; a maintainer opens it from the queue in the New prayer
// page, filled in from the suggestion (the Friends shown with their portraits, the screenshot beside
// them, the record checked as it stands), and adds it with one click. The prayer then shows on its
// page, in /api, in the public export and in the update log, which credits the suggestion.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { goto, reload, type Site, startSite } from './site.ts';

const PASSWORD = 'a passphrase for new banners';
let site: Site;
let context: BrowserContext;

beforeAll(async () => {
  site = await startSite({ suggestionLimit: { points: 100, windowSeconds: 3600 } });
  await upsertAccount('keeper', await hashPassword(PASSWORD), new Date());
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
});
afterAll(async () => {
  await context?.close();
  await site.close();
});

/** Counts what a person does (a fill, a click, a choice, a file picked), and the time the task takes. */
function tally() {
  let steps = 0;
  const started = Date.now();
  return {
    step: <T>(action: Promise<T>): Promise<T> => {
      steps++;
      return action;
    },
    report: (task: string) => {
      const ms = Date.now() - started;
      console.log(`${task}: ${steps} steps, ${ms} ms`);
      return { steps, ms };
    },
  };
}

/** Waits for the page the form goes to, or fails with the form's refusal. */
async function arrived(page: Page, url: RegExp) {
  await Promise.race([
    page.waitForURL(url),
    page
      .getByRole('alert')
      .first()
      .waitFor()
      .then(async () => {
        throw new Error(`refused: ${await page.getByRole('alert').first().textContent()}`);
      }),
  ]);
}

describe('a new prayer', () => {
  it('is handed in by a visitor with three Friends and a screenshot, and added by a maintainer through the New prayer page', async () => {
    const shot = await sharp({ create: { width: 750, height: 1334, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();
    const visitor = await context.newPage();
    const v = tally();
    await goto(visitor, `${site.base}/prayer`);
    await v.step(visitor.getByRole('link', { name: 'Suggest a new prayer' }).click());
    await visitor.getByRole('heading', { name: 'Suggest a new prayer' }).waitFor();
    await v.step(visitor.getByLabel('Its name').fill('Moonlit Shrine Festival'));
    await v.step(visitor.getByLabel('Debut').check());
    const start = visitor.getByRole('group', { name: 'Its start (UTC)' });
    await v.step(start.getByLabel('Day').fill('2022-07-01'));
    await v.step(start.getByLabel('How exact').selectOption('INSTANT'));
    await v.step(start.getByLabel('Time (UTC), when the source gives it').fill('06:00'));
    const end = visitor.getByRole('group', { name: 'Its end (UTC), if the source gives it' });
    await v.step(end.getByLabel('Day').fill('2022-07-15'));
    await v.step(visitor.getByLabel(/Their ids, separated by commas/).fill('l1-reimu, l1-marisa, a6-sakuya'));
    await v.step(visitor.getByLabel('Seen in the game, with a screenshot').check());
    await v.step(visitor.getByLabel('The day you saw it').fill('2022-07-01'));
    await v.step(
      visitor.getByLabel('Screenshot', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: shot }),
    );
    await v.step(visitor.getByRole('button', { name: 'Send the suggestion' }).click());
    await arrived(visitor, /\/suggestions\/\d+$/);
    const handedIn = v.report('new prayer handed in by a visitor');
    const id = Number(visitor.url().split('/').pop());
    await visitor.getByText('Waiting for a maintainer to check it').waitFor();
    await visitor.getByText(/“Moonlit Shrine Festival” \(debut\), from 2022-07-01 06:00 UTC/).waitFor();

    // The maintainer: the queue, then the task page filled in from the suggestion.
    const admin = await context.newPage();
    const m = tally();
    await goto(admin, `${site.base}/admin/login?next=%2Fadmin%2Fsuggestions`);
    await m.step(admin.getByLabel('Account name').fill('keeper'));
    await m.step(admin.getByLabel('Password').fill(PASSWORD));
    await m.step(admin.getByRole('button', { name: 'Sign in' }).click());
    await admin.waitForURL(/\/admin\/suggestions/);
    const item = admin.getByRole('listitem', { name: `Suggestion ${id}` });
    await m.step(item.getByRole('link', { name: 'Accept in the New prayer page' }).click());
    await admin.waitForURL(new RegExp(`/admin/new-prayer\\?suggestion=${id}$`));
    const form = admin.getByRole('form', { name: 'New prayer' });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Moonlit Shrine Festival');
    // Its Friends by name, with their portraits; the screenshot beside the form.
    const chosen = form.getByRole('list', { name: 'Featured Friends chosen' }).getByRole('listitem');
    expect(await chosen.count()).toBe(3);
    expect(await chosen.filter({ hasText: 'Marisa' }).locator('img').getAttribute('src')).toMatch(
      /^\/images\/portrait-[0-9a-f]{16}-\d+\.webp/,
    );
    await admin.getByRole('img', { name: /Screenshot \d+ handed in with the suggestion/ }).waitFor();
    // The start, entered in the browser's zone (Tokyo), is the suggestion's instant in UTC.
    const startField = form.getByRole('group', { name: 'Start' });
    expect(await startField.getByLabel('Time (Asia/Tokyo)').inputValue()).toBe('15:00');
    await startField.getByText('2022-07-01 06:00 UTC').waitFor();
    // The maintainer adds the story card it features, found by name, and the check says it is valid.
    await m.step(form.getByLabel('Find a story card by name').fill('Scarlet'));
    await m.step(form.getByRole('list', { name: 'Featured story cards found' }).getByRole('button').first().click());
    await admin.getByText(/^Valid: saving it makes prayers\/prayers\.json: 1 added \(\d+\)\.$/).waitFor();
    const axe = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await m.step(form.getByRole('button', { name: `Add the prayer (accepts suggestion ${id})` }).click());
    await admin.getByText(/^Added: prayers\/prayers\.json: 1 added \((\d+)\)/).waitFor();
    const added = m.report('new prayer added by a maintainer');
    const prayerId = Number(/1 added \((\d+)\)/.exec((await admin.locator('.admin-done').textContent()) ?? '')?.[1]);
    expect(prayerId).toBeGreaterThan(10);
    expect(handedIn.steps + added.steps).toBeLessThan(25);

    // The page is ready for the next prayer at once: the next id, the suggestion accepted and credited no more.
    await admin.getByText(`From suggestion ${id} (accepted,`).waitFor();
    expect(await form.getByLabel(/^Id/).inputValue()).toBe(String(prayerId + 1));
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await form.getByLabel('Name', { exact: true }).fill('Second Moon Prayer');
    await form.getByLabel('Event').check();
    await form.getByRole('group', { name: 'Start' }).getByLabel('How exact').selectOption('day');
    await form.getByRole('group', { name: 'Start' }).getByLabel('Day').fill('2022-08-01');
    await form.getByRole('button', { name: 'Add the prayer', exact: true }).click();
    await admin.getByText(`Added: prayers/prayers.json: 1 added (${prayerId + 1}).`).waitFor();
    // Reloaded, the page filled in from the suggestion says it is decided, and a save would credit it no more.
    await reload(admin);
    await admin.getByText(`From suggestion ${id} (accepted,`).waitFor();
    await form.getByRole('button', { name: 'Add the prayer', exact: true }).waitFor();

    // Its page, /api, the export and the update log.
    await goto(visitor, `${site.base}/prayer/info/${prayerId}`);
    await visitor.getByRole('heading', { name: 'Moonlit Shrine Festival' }).waitFor();
    const detail = (await (await fetch(`${site.base}/api/prayers/get-detail?id=${prayerId}`)).json()) as { data: unknown };
    expect(JSON.stringify(detail.data)).toContain('Moonlit Shrine Festival');
    for (const friend of ['l1-reimu', 'l1-marisa', 'a6-sakuya']) expect(JSON.stringify(detail.data)).toContain(`"${friend}"`);
    const exported = await (await fetch(`${site.base}/export/lostword-data.json`)).text();
    expect(exported).toContain('Moonlit Shrine Festival');
    await goto(visitor, `${site.base}/update-log`);
    await visitor
      .getByRole('link', { name: `from a visitor's suggestion ${id}` })
      .first()
      .waitFor();
    await goto(visitor, `${site.base}/suggestions/${id}`);
    await visitor.getByText('Checked and applied to the data').waitFor();
  });
});
