// The character roulette in Chromium: draws that follow the filters, a link that gives the same
// Friends again (from the server's HTML too), a reveal that does not move under reduced motion,
// bad query values read as defaults, and the spoiler switch deciding who can be drawn.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const PATH = '/characters/roulette';

/** The fixture's Friends a visitor may draw with the switch off: type, role, world. */
const VISIBLE: Record<string, { type: string; role: string; world: string }> = {
  'l1-reimu': { type: 'gen', role: 'attack', world: 'L1' },
  'l1-marisa': { type: 'gen', role: 'destroy', world: 'L1' },
  'a6-reimu': { type: 'afes', role: 'attack', world: 'A6' },
  'a6-sakuya': { type: 'fes', role: 'speed', world: 'A6' },
  'a7-youmu': { type: 'sfes', role: 'technical', world: 'A7' },
};

const open = async (path: string, width = 1280): Promise<Watched> => {
  const page = await site.open(path, { width, consoleErrors: true });
  await page.getByRole('heading', { level: 1, name: 'Character Roulette' }).waitFor();
  return page;
};

/** The drawn Friends' slugs, in the order drawn. */
const drawnSlugs = (page: Page) =>
  page.locator('.roulette-list .roulette-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
const chip = (page: Page, label: string) => page.locator('.roulette-form label', { hasText: new RegExp(`^${label}$`) });
const poolSize = async (page: Page) =>
  Number(/^(\d+) Friends? to draw from$/.exec((await page.locator('.roulette-actions .list-count').textContent()) ?? '')?.[1]);
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Draws, and waits until the draw's seed is in the address and its cards are on the page. */
async function draw(page: Page, count: number): Promise<string[]> {
  const before = page.url();
  await page.getByRole('button', { name: /^Draw/ }).click();
  await eventually(async () => page.url() !== before && /[?&]seed=/.test(page.url()), true);
  await eventually(async () => (await drawnSlugs(page)).length, count);
  return (await drawnSlugs(page)) as string[];
}

/** Flips the spoiler switch in the settings modal, as a visitor does, and closes it. */
async function flipSpoilerSwitch(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('the character roulette', () => {
  it('opens from its old address on a phone (390 px) without horizontal scroll, and draws there', async () => {
    const page = await open('/character-tracker/roulette', 390);
    await page.waitForURL(site.base + PATH);
    expect(await poolSize(page)).toBe(Object.keys(VISIBLE).length);
    await page.getByLabel('How many').selectOption('3');
    const drawn = await draw(page, 3);
    expect(new Set(drawn).size).toBe(3);
    for (const slug of drawn) expect(Object.keys(VISIBLE)).toContain(slug);
    // The cards' portraits have arrived: the page is laid out as it stays.
    await settled(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  });

  it("is in the characters' menu, with its title", async () => {
    const page = await site.open('/characters');
    await page.getByRole('navigation', { name: 'Characters' }).getByRole('link', { name: 'Roulette' }).click();
    await page.waitForURL(site.base + PATH);
    await page.getByRole('heading', { level: 1, name: 'Character Roulette' }).waitFor();
    expect(await eventually(() => page.title(), 'Character Roulette | LostWord Global Tracker')).toBe(
      'Character Roulette | LostWord Global Tracker',
    );
  });

  it('draws only Friends that pass the filters, at 1280 px, with and without repeats', async () => {
    const page = await open(PATH);
    const inline = page.locator('.roulette-form');
    await chip(page, 'Attack').click();
    await chip(page, 'Speed').click();
    await page.waitForURL(/role=attack%2Cspeed/);
    expect(await poolSize(page)).toBe(3);
    await page.getByLabel('How many').selectOption('2');
    const two = await draw(page, 2);
    expect(new Set(two).size).toBe(2);
    for (const slug of two) expect(['attack', 'speed']).toContain(VISIBLE[slug].role);

    await inline.getByLabel('Allow repeats').check();
    await page.getByLabel('How many').selectOption('10');
    // A change of what to draw from leaves the last draw behind.
    expect(await drawnSlugs(page)).toEqual([]);
    const ten = await draw(page, 10);
    for (const slug of ten) expect(['attack', 'speed']).toContain(VISIBLE[slug].role);
    expect(new Set(ten).size).toBeLessThan(10);

    // A type and a world narrow it further: the festival (L1) and ultra festival Friends of A6.
    await chip(page, 'Festival \\(L1\\)').click();
    await chip(page, 'Ultra Festival').click();
    await page.getByLabel('World').selectOption('A6');
    await page.getByLabel('Allow repeats').uncheck();
    expect(await eventually(() => poolSize(page), 1)).toBe(1);
    await page.getByLabel('How many').selectOption('3');
    expect(await draw(page, 1)).toEqual(['a6-sakuya']);
    await page.locator('.roulette-summary', { hasText: '(only 1 match)' }).waitFor();
    const card = page.locator('.roulette-card[data-slug="a6-sakuya"]');
    expect(await card.textContent()).toContain('A6 · Scarlet');
    expect(await card.locator('img').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('announces the drawn Friends and opens one in the character modal, with the keyboard alone', async () => {
    const page = await open(`${PATH}?world=L1&count=2`);
    await settled(page);
    await page.getByRole('button', { name: 'Draw' }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => (await drawnSlugs(page)).length, 2);
    const status = page.getByRole('status').filter({ hasText: 'drawn from' });
    expect(await status.textContent()).toMatch(/^2 drawn from 2: (Reimu and Marisa|Marisa and Reimu)\.$/);
    // Focus stays on the button: another Enter draws again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Draw again');
    await page.locator('.roulette-card').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Character' }).locator('.character-details h3').waitFor();
    await page.keyboard.press('Escape');
    expect(page.errors).toEqual([]);
  });

  it('gives a link that shows the same Friends, copied as it is and drawn by the server', async () => {
    const page = await open(`${PATH}?count=4`);
    await settled(page);
    const drawn = await draw(page, 4);
    const link = page.url();
    expect(link).toMatch(/^[^?]+\/characters\/roulette\?count=4&seed=[0-9a-z]+$/);
    expect(await page.getByRole('link', { name: 'Link to this draw' }).getAttribute('href')).toBe(link.slice(site.base.length));

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link to this draw copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Opened by someone else: the same Friends in the same order, at once (no reveal to wait for).
    const again = await open(link.slice(site.base.length));
    expect(await drawnSlugs(again)).toEqual(drawn);
    expect(await again.locator('.roulette-list li').evaluateAll((els) => els.flatMap((e) => e.getAnimations()).length)).toBe(0);
    // And without JavaScript: the server's HTML already holds them.
    const html = await (await fetch(link)).text();
    expect([...html.matchAll(/class="roulette-card"[^>]*data-slug="([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual(drawn);
    expect(again.errors).toEqual([]);
  });

  it('reveals the cards one by one, and shows them at once under reduced motion', async () => {
    const page = await open(`${PATH}?count=3`);
    await settled(page);
    const animations = () =>
      page
        .locator('.roulette-list li')
        .evaluateAll((els) => els.map((e) => e.getAnimations().length + Number(getComputedStyle(e).opacity)));
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByRole('button', { name: 'Draw' }).click();
      await page.locator('.roulette-list li').first().waitFor();
      // No animation and every card fully shown, the moment they are on the page.
      expect(await animations()).toEqual([1, 1, 1]);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const before = page.url();
      await page.getByRole('button', { name: 'Draw again' }).click();
      await eventually(async () => page.url() !== before, true);
      // The last card waits its turn: animated and not yet fully shown.
      const moving = await animations();
      expect(moving).toHaveLength(3);
      expect(moving[2]).toBeGreaterThanOrEqual(1);
      expect(moving[2]).toBeLessThan(2);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });

  it('reads unknown or malformed values as the defaults', async () => {
    const page = await open(`${PATH}?type=zzz&role=tank&world=Q9&series=%3Cb%3E&count=99&repeats=maybe&seed=!!`);
    await settled(page);
    expect(await poolSize(page)).toBe(Object.keys(VISIBLE).length);
    expect(await page.getByLabel('How many').inputValue()).toBe('1');
    expect(await page.getByLabel('World').inputValue()).toBe('');
    expect(await page.getByLabel('Allow repeats').isChecked()).toBe(false);
    expect(await drawnSlugs(page)).toEqual([]);
    expect(await draw(page, 1)).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });
});

describe('the spoiler switch', () => {
  // An upcoming Friend still secret (Flandre: A6, destroy) and a JP-only one (Yuyuko: epic).
  it.each([
    ['role=destroy&world=A6', 'a6-flandre'],
    ['type=epic', 'a7-yuyuko'],
  ])('with %s, puts %s in the pool only while it is on', async (query, slug) => {
    const page = await open(`${PATH}?${query}`);
    await settled(page);
    await page.getByText('No Friend matches these filters.').waitFor();
    expect(await poolSize(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Draw' }).isDisabled()).toBe(true);

    await flipSpoilerSwitch(page);
    expect(await eventually(() => poolSize(page), 1)).toBe(1);
    expect(await draw(page, 1)).toEqual([slug]);

    await flipSpoilerSwitch(page);
    expect(await eventually(() => poolSize(page), 0)).toBe(0);
    expect(await drawnSlugs(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
