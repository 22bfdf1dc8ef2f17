// The pull planner in Chromium against the real server, at a phone's width and a desktop's: the
// pulls saved by a day from what the player has and earns, and, for a prayer, the chance of a
// wished-for Friend, the same figure the prayer page's "Chance within N pulls" gives for as many
// pulls; kept after a reload, and an empty wishlist or a prayer without the Friend said plainly.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containing, eventually, goto, reload, type Site, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const pullsText = (page: Page) => page.getByTestId('planner-pulls').textContent();

describe('the pull planner', () => {
  for (const width of [390, 1280]) {
    it(`counts the pulls by a day, and the chance of a wished-for Friend on a prayer as its page does, at ${width} px`, async () => {
      const page: Watched = await site.open('/planner', { width, height: 844, consoleErrors: true });
      await page.waitForURL(`${site.base}/my-friends/planner`);
      await page.getByRole('heading', { level: 1, name: 'Pull Planner' }).waitFor();
      expect(await eventually(() => field(page, 'Seal crystals').isEnabled(), true)).toBe(true);
      await field(page, 'Seal crystals').fill('3000');
      await field(page, 'Prayer tickets').fill('5');
      await field(page, 'Seal crystals earned a day').fill('100');
      await field(page, 'Seal crystals earned a week').fill('500');
      await field(page, 'Target').selectOption('date');
      // Two weeks from today (the default day): 3,000 + 14 × 100 + 2 × 500 = 5,400 crystals, 18 multis, and 5 tickets.
      expect(await containing(() => pullsText(page), '185 pulls')).toContain('you will have 185 pulls: 5,400 seal crystals, 5 tickets');
      // A day typed in: 3 days on, no full week.
      const today = new Date();
      const inThree = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 3)).toISOString().slice(0, 10);
      await field(page, 'Day').fill(inThree);
      expect(await containing(() => pullsText(page), '115 pulls')).toContain('3,300 seal crystals');

      // Saving for a prayer (years away here: no income, or every chance would round to 100%), with nothing on the wishlist yet.
      await field(page, 'Seal crystals').fill('600');
      await field(page, 'Seal crystals earned a day').fill('0');
      await field(page, 'Seal crystals earned a week').fill('0');
      await field(page, 'Target').selectOption('prayer');
      await field(page, 'Prayer').selectOption({ label: 'Marisa & Sakuya Step-Up Festival (until 31 Dec 2030)' });
      await page.getByText('Your wishlist is empty').waitFor();
      await page.evaluate(() => {
        const roster = JSON.parse(localStorage.getItem('my-friends') ?? '{}');
        roster.friends = { 'l1-marisa': { owned: false, rebirth: false, wishlist: true } };
        localStorage.setItem('my-friends', JSON.stringify(roster));
      });
      await reload(page);
      const chance = await containing(() => page.getByTestId('planner-chance').textContent(), 'Marisa', 10_000);
      const [, planned, pulls] = /^([\d.]+%) to get at least one of Marisa in ([\d,]+) pulls/.exec(chance ?? '') ?? [];
      expect(Number.parseFloat(planned)).toBeGreaterThan(0);
      expect(Number.parseFloat(planned)).toBeLessThan(100);

      // 600 crystals pay for the first three steps of the first track (60, 160 and 260), and the rest buys plain pulls.
      expect(await pullsText(page)).toContain(`The first 30 are 3 steps of its step-ups.`);

      // The prayer page, for the same Friend, the same track and as many pulls.
      await goto(page, `${site.base}/prayer/info/5`);
      const section = page.getByRole('region', { name: 'Chance within N pulls' });
      await section.getByLabel('Rate-up').selectOption({ label: 'Marisa' });
      await section.getByLabel('Step-up').selectOption({ index: 1 });
      await section.getByLabel('Pulls').fill(pulls.replace(/,/g, ''));
      expect(await containing(() => section.getByTestId('rate-up-chance').textContent(), `${planned} to get Marisa`)).toContain(
        `${planned} to get Marisa at least once in ${pulls.replace(/,/g, '')} pulls`,
      );
      // Without the steps counted the same pulls give less, and the track chosen again gives the same figure.
      const shown = () => section.getByTestId('rate-up-chance').textContent();
      await section.getByLabel('Step-up').selectOption({ label: 'Not counted' });
      const plain = await eventually(async () => (await shown())?.startsWith(planned) === false, true);
      expect(plain).toBe(true);
      expect(Number.parseFloat((await shown()) ?? '')).toBeLessThan(Number.parseFloat(planned));
      await section.getByLabel('Step-up').selectOption({ index: 1 });
      expect(await containing(shown, `${planned} to get Marisa`)).toContain(`${planned} to get Marisa`);

      // The planner keeps its target and its steps when opened again.
      await goto(page, `${site.base}/my-friends/planner`);
      expect(await containing(() => pullsText(page), 'The first 30 are 3 steps')).toContain('The first 30 are 3 steps of its step-ups.');
      expect(await containing(async () => (await page.getByTestId('planner-chance').textContent()) ?? '', planned)).toContain(planned);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(page.errors).toEqual([]);
    });
  }

  it('lists a prayer still hidden from global players as a target only with the spoiler switch on', async () => {
    const page: Watched = await site.open('/my-friends/planner', { width: 1280, height: 844, consoleErrors: true });
    expect(await eventually(() => field(page, 'Target').isEnabled(), true)).toBe(true);
    await field(page, 'Target').selectOption('prayer');
    const options = () => field(page, 'Prayer').locator('option').allTextContents();
    expect((await options()).join('|')).toContain('Marisa & Sakuya Step-Up Festival');
    expect((await options()).join('|')).not.toContain('Scarlet Night of Flandre');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await containing(async () => (await options()).join('|'), 'Scarlet Night of Flandre')).toContain('Scarlet Night of Flandre');
    expect(page.errors).toEqual([]);
  });

  it('has the forever prayer calculator start from the wishlist, leaving out a Friend already owned', async () => {
    const page: Watched = await site.open('/prayer/forever-prayer?id=1', { width: 390, height: 844, consoleErrors: true });
    await page.getByRole('heading', { level: 1, name: 'Forever Prayer of Winter' }).waitFor();
    await page.evaluate(() =>
      localStorage.setItem(
        'my-friends',
        JSON.stringify({
          version: 1,
          friends: {
            'l1-reimu': { owned: false, rebirth: false, wishlist: true },
            'a6-sakuya': { owned: false, rebirth: false, wishlist: true },
            'l1-marisa': { owned: true, rebirth: false, wishlist: true },
          },
          planner: null,
          updatedAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    await reload(page);
    await page.getByLabel('Days counted').selectOption('1');
    expect(await containing(() => page.getByTestId('forever-from-wishlist').textContent(), 'Reimu')).toMatch(
      /^Chosen from your wishlist: Reimu, Sakuya/,
    );
    // The same figure as choosing Reimu and Sakuya by hand.
    expect(await page.getByTestId('forever-chance').textContent()).toBe(
      '54.38% to get at least one of the 2 chosen Friends in 31 daily pulls (2.50000% a day).',
    );
    // A choice of the player's own takes over.
    await page.locator('.forever-characters [data-slug="l1-reimu"]').click();
    expect(await page.getByTestId('forever-from-wishlist').count()).toBe(0);
    expect(await page.getByTestId('forever-chance').textContent()).toMatch(/^[\d.]+% to get at least one of the 1 chosen Friend in 31/);
    expect(page.errors).toEqual([]);
  });
});
