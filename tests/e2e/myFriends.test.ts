// "My Friends" in Chromium against the real server: marks made at a phone's width and a desktop's
// stay after a reload, two tabs of one browser stay in step, and the spoiler switch decides which
// Friends are counted; axe finds nothing serious on the page, marked, importing or shared.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeShare, exportRoster } from '../../client/roster/transfer.ts';
import { eventually, goto, reload, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** The fixture's Friends a visitor can own with the switch off, and with it on (Yuyuko out in Japan, Flandre not revealed yet). */
const VISIBLE = 5;
const WITH_SPOILERS = 7;

const open = async (path: string, width: number): Promise<Watched> => {
  const page = await site.open(path, { width, height: 844, consoleErrors: true });
  await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
  return page;
};

const friend = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\(`) });
const summary = (page: Page) => page.locator('.roster-owned').textContent();
const label = (page: Page, name: string) => friend(page, name).getAttribute('aria-label');

/** Flips the spoiler switch in the settings dialog, as a visitor does. */
async function flipSpoilerSwitch(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('My Friends', () => {
  for (const width of [390, 1280]) {
    it(`keeps two marked Friends after a reload, at ${width} px, without horizontal scroll`, async () => {
      const page = await open('/roster', width);
      await page.waitForURL(`${site.base}/my-friends`);
      expect(await summary(page)).toBe(`0 of ${VISIBLE} owned`);
      await friend(page, 'Marisa').click();
      await friend(page, 'Sakuya').click();
      await friend(page, 'Sakuya').click();
      expect(await label(page, 'Marisa')).toBe('Marisa (L1): owned');
      expect(await label(page, 'Sakuya')).toMatch(/\(A6\): owned and reborn$/);
      // Drawn by the server with its data, the page asks for nothing again when it hydrates.
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/graphql') asked.push(r.url());
      });
      await reload(page);
      expect(await eventually(() => label(page, 'Marisa'), 'Marisa (L1): owned')).toBe('Marisa (L1): owned');
      expect(await friend(page, 'Sakuya').getAttribute('aria-pressed')).toBe('true');
      expect(await summary(page)).toBe(`2 of ${VISIBLE} owned`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // A group off screen is not drawn, and keeps the height it will take when drawn (from its
      // count of portraits), so nothing in it lies over the next group before it is.
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.roster-group')].map((group) => ({
          drawn: group.getBoundingClientRect().height,
          kept: Number.parseFloat(getComputedStyle(group).containIntrinsicHeight.replace('auto ', '')),
        })),
      );
      expect(heights.length).toBeGreaterThan(1);
      for (const { drawn, kept } of heights) {
        expect(kept).toBeGreaterThanOrEqual(drawn);
        expect(kept - drawn).toBeLessThan(40);
      }
      expect(asked).toEqual([]);
      expect(page.errors).toEqual([]);
    });
  }

  it("is reached from the characters' page and the menu", async () => {
    const page = await site.open('/menu', { width: 390, height: 844, consoleErrors: true });
    await page.getByRole('navigation', { name: 'My Friends' }).getByRole('link', { name: 'My Friends (owned and wishlist)' }).waitFor();
    await goto(page, `${site.base}/characters`);
    await page.getByRole('navigation', { name: 'My Friends' }).getByRole('link', { name: 'My Friends (owned and wishlist)' }).click();
    await page.waitForURL(`${site.base}/my-friends`);
    await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
    expect(await eventually(() => page.title(), 'My Friends | LostWord Global Tracker')).toBe('My Friends | LostWord Global Tracker');
    expect(page.errors).toEqual([]);
  });

  it('keeps two tabs in step, and counts the Friends the spoiler switch shows', async () => {
    const page = await open('/my-friends', 1280);
    const other = await page.context().newPage();
    try {
      await goto(other, `${site.base}/my-friends`);
      await friend(page, 'Marisa').click();
      expect(await eventually(() => label(other, 'Marisa'), 'Marisa (L1): owned')).toBe('Marisa (L1): owned');
      await other.getByRole('button', { name: 'Mark all owned (A6 · Scarlet)' }).click();
      expect(await eventually(() => summary(page), `3 of ${VISIBLE} owned`)).toBe(`3 of ${VISIBLE} owned`);
    } finally {
      await other.close();
    }
    await flipSpoilerSwitch(page);
    expect(await eventually(() => summary(page), `3 of ${WITH_SPOILERS} owned`)).toBe(`3 of ${WITH_SPOILERS} owned`);
    await friend(page, 'Yuyuko').click();
    expect(await summary(page)).toBe(`4 of ${WITH_SPOILERS} owned`);
    // Switched off again, the hidden Friend is neither shown nor counted, though the roster keeps it.
    await flipSpoilerSwitch(page);
    expect(await eventually(() => summary(page), `3 of ${VISIBLE} owned`)).toBe(`3 of ${VISIBLE} owned`);
    expect(await friend(page, 'Yuyuko').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('has no serious or critical axe violation (WCAG 2.0/2.1 A and AA) at 390 px and 1280 px: marked, importing, shared', async () => {
    const found: string[] = [];
    const check = async (page: Page, where: string) => {
      await settled(page as Watched);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
      for (const v of results.violations) {
        if (v.impact === 'serious' || v.impact === 'critical')
          found.push(...v.nodes.map((n) => `${where}: ${v.id} at ${n.target.join(' ')}`));
      }
    };
    const file = exportRoster({
      version: 1,
      friends: {
        'l1-reimu': { owned: true, rebirth: false, wishlist: false },
        'a9-nobody': { owned: true, rebirth: false, wishlist: false },
      },
      planner: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    const code = encodeShare({ friends: { 'l1-marisa': { owned: true, rebirth: true, wishlist: false } } });
    for (const width of [390, 1280]) {
      const page = await open('/my-friends', width);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text() !== 'Service Worker registration blocked by Playwright') warnings.push(m.text());
      });
      await friend(page, 'Marisa').click();
      await friend(page, 'Sakuya').click();
      await friend(page, 'Sakuya').click();
      await friend(page, 'Youmu').click();
      await friend(page, 'Youmu').click();
      await friend(page, 'Youmu').click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
      await page.getByRole('region', { name: 'Import from backup.json' }).waitFor();
      await check(page, `importing at ${width} px`);
      await goto(page, `${site.base}/my-friends#r=${code}`);
      await page.getByText('Viewing a shared roster (read-only).').waitFor();
      await check(page, `shared at ${width} px`);
      expect([...page.errors, ...warnings]).toEqual([]);
    }
    expect(found).toEqual([]);
  });

  it("is marked from a Friend's page and from the character modal, and My Friends shows the marks", async () => {
    const page = await site.open('/characters/l1-marisa', { width: 390, height: 844, consoleErrors: true });
    const marks = page.getByRole('group', { name: /My Friends/ });
    // Drawn unpressed by the server; the buttons act once the page is live.
    await marks.getByRole('button', { name: 'Reborn' }).click();
    expect(await marks.getByRole('button', { name: 'Owned' }).getAttribute('aria-pressed')).toBe('true');
    expect(await marks.getByRole('button', { name: 'Reborn' }).getAttribute('aria-pressed')).toBe('true');
    // The modal of another Friend, opened from the release order.
    await goto(page, `${site.base}/characters/release-order`);
    await page.locator('.character-thumb[data-slug="a6-sakuya"]').click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    const wish = dialog.getByRole('button', { name: 'Wishlist' });
    await wish.click();
    // The dialog may draw itself again as its data settles; the mark shows once it has.
    expect(await eventually(() => wish.getAttribute('aria-pressed'), 'true')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await goto(page, `${site.base}/my-friends`);
    await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
    expect(await eventually(() => label(page, 'Marisa'), 'Marisa (L1): owned and reborn')).toBe('Marisa (L1): owned and reborn');
    expect(await label(page, 'Sakuya')).toMatch(/\(A6\): on the wishlist$/);
    expect(page.errors).toEqual([]);
  });
});
