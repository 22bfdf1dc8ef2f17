import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, goto, routeVisits, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = (path: string, width = 1280): Promise<Watched> => site.open(path, { width });

const PAGES: [string, string, string][] = [
  ['/characters', '/chara', 'Characters'],
  ['/characters/conventional-list', '/characters/chronological', 'Conventional List'],
  ['/characters/release-order', '/characters/debut', 'Release Order'],
  ['/characters/rebirth-order', '/characters/fr', 'Rebirth Order'],
  ['/characters/rebirth-costume-order', '/characters/rebirth-costume', 'Rebirth Costume Order'],
  ['/characters/prayer-type', '/prayer-type-listing', 'Characters by Prayer Type'],
  ['/characters/role-type', '/characters/roles', 'Characters by Role'],
  ['/characters/variant-tracker', '/characters/variants', 'Variant Tracker'],
  ['/characters/universe-tracker', '/characters/universes', 'Universe Tracker'],
  ['/characters/unreleased-characters', '/characters/unreleased', 'Unreleased Characters'],
];

describe('character pages in Chromium', () => {
  it.each(PAGES)(
    '%s opens from its path at 1280 px and from the alias %s at 360 px, with no horizontal scroll',
    async (path, alias, title) => {
      for (const [from, width] of routeVisits(path, [alias])) {
        const page = await open(from, width);
        await page.waitForURL(site.base + path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        expect(await page.getByTestId('error-page').count()).toBe(0);
        if (width === 360) {
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), from).toBeLessThanOrEqual(0);
        }
        expect((page as Page & { errors: string[] }).errors).toEqual([]);
      }
    },
  );

  it('filters the release order by type and rebirth, replacing the URL', async () => {
    const page = await open('/characters/release-order');
    await page.locator('.character-thumb').first().waitFor();
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.filters-inline label', { hasText: /^Festival$/ }).click();
    await page.waitForURL(`${site.base}/characters/release-order?type=afes`);
    expect(await eventually(() => page.locator('.character-thumb').count(), 1)).toBe(1);
    await page.locator('.filters-inline label', { hasText: /^General$/ }).click();
    await page.waitForURL(/type=gen%2Cafes/);
    await page.locator('.filters-inline label', { hasText: /^Rebirthable$/ }).click();
    await page.waitForURL(/rebirth=yes/);
    const slugs = () => page.locator('.character-thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
    expect(await eventually(slugs, ['l1-marisa', 'l1-reimu'])).toEqual(['l1-marisa', 'l1-reimu']);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('opens the character modal from two pages and closes it with Esc and with Back', async () => {
    const page = await open('/characters/release-order');
    await page.locator('.character-thumb[data-slug="a6-reimu"]').click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    await dialog.getByRole('heading', { name: 'Reimu Hakurei (Scarlet)' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await goto(page, `${site.base}/characters/variant-tracker`);
    await page.locator('.character-thumb[data-slug="l1-reimu"]').click();
    await dialog.getByRole('heading', { name: 'Reimu Hakurei' }).waitFor();
    await expect(dialog.textContent()).resolves.toContain('Rebirth available');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${site.base}/characters/variant-tracker`);
  });

  it("leads from the modal to the character's own page, an address to share", async () => {
    const page = await open('/characters/release-order');
    await page.locator('.character-thumb[data-slug="l1-reimu"]').click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    await dialog.getByRole('link', { name: 'Page of Reimu Hakurei' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reimu Hakurei' }).waitFor();
    expect(page.url()).toBe(`${site.base}/characters/l1-reimu`);
    expect(await dialog.count()).toBe(0);
  });

  it('switches universes with the picker and the universe parameter', async () => {
    const page = await open('/characters/universe-tracker?universe=a');
    await page.getByRole('heading', { name: /A6 · Scarlet/ }).waitFor();
    await page.getByRole('button', { name: /Universe:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Main world' }).click();
    await page.waitForURL(`${site.base}/characters/universe-tracker`);
    await page.getByRole('heading', { name: /^L1/ }).waitFor();
  });

  it('puts the filters in a modal on a phone', async () => {
    const page = await open('/characters/release-order', 360);
    expect(await page.locator('.filters-inline').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .locator('label', { hasText: /^Epic$/ })
      .click();
    await page.waitForURL(/type=epic/);
  });
});

describe('choices made inside an overlay', () => {
  it('survive closing the overlay', async () => {
    const page = await open('/characters/release-order', 360);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .locator('label', { hasText: /^Epic$/ })
      .click();
    await page.waitForURL(/type=epic/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${site.base}/characters/release-order?type=epic`);
    await expect(page.getByRole('button', { name: 'Filters (1)' }).isVisible()).resolves.toBe(true);
  });
});

/** Flips the spoiler switch in the settings modal, as a visitor does, and closes it. */
async function flipSpoilerSwitch(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

// Each character page with a character the fixture keeps unrevealed until 2031: a JP-only
// announcement (Yuyuko) or an upcoming spoiler (Flandre, in a series, a world, a role, a variant
// group and two batches). The navigator lists no character.
const SPOILER_PAGES: [string, string][] = [
  ['/characters/conventional-list', 'a6-flandre'],
  ['/characters/release-order', 'a6-flandre'],
  ['/characters/rebirth-order', 'a6-flandre'],
  ['/characters/rebirth-costume-order', 'a6-flandre'],
  ['/characters/prayer-type', 'a6-flandre'],
  ['/characters/role-type', 'a6-flandre'],
  ['/characters/variant-tracker', 'a6-flandre'],
  ['/characters/universe-tracker?universe=a', 'a6-flandre'],
  ['/characters/unreleased-characters', 'a7-yuyuko'],
];

describe('the spoiler switch', () => {
  it.each(SPOILER_PAGES)('on %s shows %s only while it is on', async (path, slug) => {
    const page = await open(path);
    const thumb = page.locator(`[data-slug="${slug}"]`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await thumb.count()).toBe(0);
    await flipSpoilerSwitch(page);
    await thumb.first().waitFor({ state: 'visible' });
    await flipSpoilerSwitch(page);
    await thumb.first().waitFor({ state: 'detached' });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('opens an unrevealed character in the modal only while it is on', async () => {
    const page = await open('/characters/release-order');
    await flipSpoilerSwitch(page);
    await page.locator('[data-slug="a6-flandre"]').click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    await dialog.getByRole('heading', { name: 'Flandre Scarlet (Scarlet)' }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('release history', () => {
  it('shows a debut known only as an upper bound as "by" its date, with the source in the modal', async () => {
    const page = await open('/characters/release-order');
    const group = page.locator('.date-group', { has: page.locator('[data-slug="a6-sakuya"]') });
    await group.waitFor();
    expect(await group.locator('h2').textContent()).toMatch(/^Out by .*2021 \(an upper bound\)$/);
    await page.locator('[data-slug="a6-sakuya"]').click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    await dialog.getByText(/by /).first().waitFor();
    expect(await dialog.getByRole('link', { name: 'source' }).getAttribute('href')).toBe('https://example.org/fixture/sakuya-available');
    // The kind of source is said beside the link.
    expect(await dialog.locator('.date-source').last().textContent()).toContain('(guide page)');
    // The legend explains the marker and the CN-server tie-breaker.
    await page.keyboard.press('Escape');
    await page.getByText('Legend').first().click();
    await page.getByText(/order the Chinese server released them/).waitFor();
  });

  it('lists a batch known to the month with its month, and one known between two dates with both', async () => {
    const page = await open('/characters/rebirth-order');
    await page.getByRole('heading', { name: /Batch 2/ }).waitFor();
    expect(await page.getByRole('heading', { name: /Batch 2/ }).textContent()).toMatch(/Jun 2022|June 2022|2022-06/);
    // A batch with a lower bound says both.
    expect(await page.getByRole('heading', { name: /Batch 1/ }).textContent()).toMatch(/between .*2021 and .*2022/);
  });
});

describe("a Friend's own page", () => {
  it('lists its banner history, newest first, each a link to the prayer, at phone width', async () => {
    const page = await open('/characters/a6-reimu', 390);
    const rows = page.getByTestId('banner-row');
    await rows.first().waitFor();
    expect(await rows.locator('a').allTextContents()).toEqual(['Future Festival', 'Scarlet Festival rerun', 'Scarlet Festival']);
    expect(await rows.nth(0).textContent()).toMatch(/upcoming/);
    expect(await rows.nth(2).textContent()).toMatch(/debut/);
    // The count beside the dates agrees with the list: the two that have begun.
    expect(await page.locator('.release-dates dt', { hasText: 'Banners so far' }).locator('+ dd').textContent()).toBe('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await rows.nth(1).getByRole('link').click();
    await page.waitForURL(`${site.base}/prayer/info/2`);
    await page.getByRole('heading', { level: 1, name: 'Scarlet Festival rerun' }).waitFor();
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('says which permanent prayer holds a non-limited Friend, as its chip does', async () => {
    const page = await open('/characters/l1-reimu');
    const tags = page.locator('.character-tags');
    await tags.waitFor();
    expect(await tags.textContent()).toContain('In the standard prayer');
    const standard = page.locator('.release-dates dt', { hasText: 'Standard prayer' }).locator('+ dd');
    expect(await standard.textContent()).toMatch(/^in its pool/);
    expect(await page.locator('.release-dates dt', { hasText: 'Ritual prayer' }).locator('+ dd').textContent()).toBe('not in its pool');
    await page.getByText('No prayer in the data featured Reimu Hakurei as a rate-up.').waitFor();
  });

  it("shows an unrevealed Friend's page and banners only with the spoiler switch on", async () => {
    const page = await open('/characters/a6-flandre');
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('banner-row').count()).toBe(0);
    await flipSpoilerSwitch(page);
    await page.goto(`${site.base}/characters/a6-flandre`);
    const rows = page.getByTestId('banner-row');
    await rows.first().waitFor();
    expect(await rows.locator('a').allTextContents()).toEqual(['Scarlet Night of Flandre']);
  });
});

describe('pages for what is not there', () => {
  // The document's own 404 is the one console line a missing page may cause (the browser reports
  // every answer of 400 or more); the application itself logs nothing.
  const ownErrors = (page: Watched) => page.errors.filter((e) => !/Failed to load resource: .* 404/.test(e));

  it.each(['/characters/no-such-friend', '/suggestions/999999', '/story-cards/999999', '/prayer/info/999999'])(
    '%s shows the not-found view and logs no error of its own',
    async (path) => {
      const page = await site.open(path, { width: 390, consoleErrors: true });
      await settled(page);
      expect(await page.getByText(/not found|does not exist/i).count()).toBeGreaterThan(0);
      expect(ownErrors(page)).toEqual([]);
    },
  );

  it('the admin sign-in warns of nothing while its code loads', async () => {
    const page = await site.open('/admin/login', { width: 390 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
  });
});

describe('a long list drawn by the server', () => {
  it("keeps every Friend in the release order's HTML, each a link to its page", async () => {
    const html = await (await fetch(`${site.base}/characters/release-order`)).text();
    const total = Number(/class="list-count"[^>]*>(\d+)</.exec(html)?.[1]);
    const links = [...html.matchAll(/<a href="\/characters\/([a-z0-9-]+)" class="character-thumb"/g)].map((m) => m[1]);
    expect(total).toBeGreaterThan(3);
    expect(links.length).toBe(total);
    expect(new Set(links).size).toBe(total);
  });

  it('opens the modal from the last thumbnail at once, and keeps a Ctrl-click for a new tab', async () => {
    const page = await open('/characters/release-order', 390);
    const last = page.locator('.character-thumb').last();
    const slug = await last.getAttribute('data-slug');
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    await dialog.locator('.character-details h3').waitFor();
    expect(await dialog.locator('.character-details img').getAttribute('src')).toContain(slug);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), last.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`${site.base}/characters/${slug}`);
    await tab.close();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
