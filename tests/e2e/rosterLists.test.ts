// The player's marks on the character lists, in Chromium against the real server: "Tap to mark"
// marks Friends straight from a list at a phone's width and a desktop's, each thumbnail shows its
// mark, and the "My Friends" filter (owned, not owned, wishlist) keeps the right Friends on the
// release order, in its count, after a reload and in search; the spoiler switch still decides
// whether a hidden Friend on the wishlist is shown.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containing, eventually, goto, reload, type Site, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const thumb = (page: Page, slug: string) => page.locator(`.character-thumb[data-slug="${slug}"]`);
/** The slugs a list shows, in order. */
const shown = (page: Page) => page.locator('.character-thumb').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug));
const count = (page: Page) => page.locator('.list-count').first().textContent();
const choose = async (page: Page, label: string) => {
  await page.locator('.mine-choices').getByText(label, { exact: true }).click();
};

/** Flips the spoiler switch in the settings dialog, as a visitor does. */
async function flipSpoilerSwitch(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('marks on the character lists', () => {
  for (const width of [390, 1280]) {
    it(`are made with "Tap to mark" and filter the release order, its count, a reload and search, at ${width} px`, async () => {
      const page: Watched = await site.open('/characters/release-order', { width, height: 844, consoleErrors: true });
      await page.getByRole('heading', { level: 1, name: 'Release Order' }).waitFor();
      const everyone = await shown(page);
      expect(everyone).toEqual(expect.arrayContaining(['l1-reimu', 'l1-marisa', 'a6-sakuya']));
      const total = everyone.length;

      await page.getByText('Tap to mark', { exact: true }).click();
      await thumb(page, 'l1-marisa').click();
      // Owned, reborn, then the wishlist: three taps.
      for (let i = 0; i < 3; i++) await thumb(page, 'a6-sakuya').click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await thumb(page, 'l1-marisa').getAttribute('title')).toMatch(/: owned$/);
      expect(await thumb(page, 'a6-sakuya').locator('.thumb-mark').textContent()).toBe('Wish');
      expect(await thumb(page, 'l1-reimu').locator('.thumb-mark').count()).toBe(0);

      // Off again, a tap opens the Friend as before.
      await page.getByText('Tap to mark', { exact: true }).click();
      await thumb(page, 'l1-reimu').click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await choose(page, 'Owned');
      await page.waitForURL(/[?&]mine=owned/);
      expect(await eventually(() => shown(page), ['l1-marisa'])).toEqual(['l1-marisa']);
      expect(await count(page)).toBe(`1 of ${total} characters: owned`);
      await choose(page, 'Not owned');
      expect(await eventually(async () => (await shown(page)).length, total - 1)).toBe(total - 1);
      expect(await shown(page)).not.toContain('l1-marisa');
      await choose(page, 'Wishlist');
      expect(await eventually(() => shown(page), ['a6-sakuya'])).toEqual(['a6-sakuya']);

      // The filter is in the URL: a reload shows every Friend in the server's HTML, then the device's few.
      await reload(page);
      expect(await eventually(() => shown(page), ['a6-sakuya'])).toEqual(['a6-sakuya']);
      expect(await eventually(() => count(page), `1 of ${total} characters: wishlist`)).toBe(`1 of ${total} characters: wishlist`);
      await choose(page, 'All');
      expect(await eventually(async () => (await shown(page)).length, total)).toBe(total);

      // Search keeps the filter across a new search, and names each mark.
      await goto(page, `${site.base}/search?q=sakuya&mine=wishlist`);
      const found = page.getByRole('region', { name: /Characters/ });
      expect(await containing(() => found.getByRole('link').first().textContent(), 'Wish')).toContain('Sakuya');
      await goto(page, `${site.base}/search?q=marisa&mine=wishlist`);
      expect(await containing(() => found.textContent(), 'None of the')).toContain('is on your wishlist');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(page.errors).toEqual([]);
    });
  }

  it("show on the home page's upcoming Friends and on the attack comparison's rows", async () => {
    const page: Watched = await site.open('/', { width: 390, height: 844, consoleErrors: true });
    const upcoming = page.locator('.home-upcoming .character-thumb[data-slug]');
    await upcoming.first().waitFor();
    const wished = (await upcoming.first().getAttribute('data-slug')) ?? '';
    await goto(page, `${site.base}/characters/attacks`);
    const rows = page.locator('.attack-row[data-slug]');
    await rows.first().waitFor();
    const owned = (await rows.first().getAttribute('data-slug')) ?? '';
    expect(owned).not.toBe(wished);
    await page.evaluate(
      ({ wished, owned }) =>
        localStorage.setItem(
          'my-friends',
          JSON.stringify({
            version: 1,
            friends: {
              [wished]: { owned: false, rebirth: false, wishlist: true },
              [owned]: { owned: true, rebirth: false, wishlist: false },
            },
            planner: null,
            updatedAt: '2026-01-01T00:00:00.000Z',
          }),
        ),
      { wished, owned },
    );
    await reload(page);
    // Each row of the owned Friend says so, and no row of a Friend not marked has a mark.
    const marks = () =>
      rows.evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.slug}:${e.querySelector('.row-mark')?.textContent ?? ''}`));
    expect(await eventually(async () => (await marks()).includes(`${owned}:Owned`), true)).toBe(true);
    const all = await marks();
    expect(all.filter((m) => m.startsWith(`${owned}:`)).every((m) => m === `${owned}:Owned`)).toBe(true);
    expect(all.filter((m) => !m.startsWith(`${owned}:`) && !m.startsWith(`${wished}:`)).every((m) => m.endsWith(':'))).toBe(true);

    // The filter keeps the owned Friend's attacks only, once every attack is read, and says how many.
    const status = page.getByTestId('attack-list-status');
    const total = /(\d+) attacks?$/.exec((await status.textContent()) ?? '')?.[1];
    await page.locator('.mine-choices').getByText('Owned', { exact: true }).click();
    await page.waitForURL(/[?&]mine=owned/);
    expect(await page.getByText('Tap to mark', { exact: true }).count()).toBe(0);
    const slugs = () => rows.evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLElement).dataset.slug))]);
    expect(await eventually(slugs, [owned])).toEqual([owned]);
    expect(await containing(async () => (await status.textContent()) ?? '', 'attacks: owned')).toBe(
      `${await rows.count()} of ${total} attacks: owned`,
    );
    // The wished-for Friend (an upcoming one with attacks in the fixture) on the wishlist, marked so.
    await page.locator('.mine-choices').getByText('Wishlist', { exact: true }).click();
    expect(await eventually(slugs, [wished])).toEqual([wished]);
    expect(await rows.first().locator('.row-mark').textContent()).toBe('Wish');

    await goto(page, `${site.base}/`);
    const badge = page.locator(`.home-upcoming .character-thumb[data-slug="${wished}"] .thumb-mark`);
    expect(await containing(() => badge.textContent(), 'Wish')).toBe('Wish');
    expect(await page.locator('.home-upcoming .thumb-mark').count()).toBe(1);

    // With no Friend owned on this device, the comparison under the Owned filter says so, with no row.
    await page.evaluate(() => localStorage.removeItem('my-friends'));
    await goto(page, `${site.base}/characters/attacks?mine=owned`);
    await page.getByText('None of these Friends is marked owned on this device.').waitFor();
    expect(await rows.count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('keep a hidden Friend on the wishlist out of the list until the spoiler switch is on', async () => {
    const page: Watched = await site.open('/characters/unreleased-characters?mine=wishlist', {
      width: 1280,
      height: 844,
      consoleErrors: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Unreleased Characters' }).waitFor();
    await page.evaluate(() =>
      localStorage.setItem(
        'my-friends',
        JSON.stringify({
          version: 1,
          friends: {
            'a7-yuyuko': { owned: false, rebirth: false, wishlist: true },
            'l1-okina': { owned: false, rebirth: false, wishlist: true },
          },
          planner: null,
          updatedAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    await reload(page);
    expect(await eventually(() => shown(page), ['l1-okina'])).toEqual(['l1-okina']);
    await flipSpoilerSwitch(page);
    expect(await eventually(async () => (await shown(page)).sort(), ['a7-yuyuko', 'l1-okina'])).toEqual(['a7-yuyuko', 'l1-okina']);
    expect(page.errors).toEqual([]);
  });
});
