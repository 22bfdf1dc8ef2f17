// The site-wide search in Chromium: the header's field on a phone and on a desktop, its keyboard
// shortcuts and keys, the /search page with and without scripts, and the spoiler switch.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const PHONE = { width: 390, height: 844, touch: true };
const DESKTOP = { width: 1280, height: 800 };

async function open(path: string, screen: { width: number; height: number; touch?: boolean }, settings?: Record<string, unknown>) {
  const page = await site.open(path, { ...screen, settings, consoleErrors: true });
  await settled(page);
  return page;
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Search characters, story cards, prayers and illustrators' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const optionNames = (page: Page) => results(page).getByRole('option').allTextContents();
const navLinksFit = (page: Page) => page.locator('.nav-links').evaluate((el) => el.scrollWidth <= el.clientWidth);

describe('the header search', () => {
  for (const [name, screen] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`finds a character as one types and opens its page (${name})`, async () => {
      const page = await open('/prayers', screen);
      const input = field(page);
      // The field is whole on the screen, its placeholder included.
      const box = await input.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= screen.width).toBe(true);
      expect(await input.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // ...and leaves the header's links whole.
      expect(await navLinksFit(page)).toBe(true);
      if (screen === PHONE) await input.tap();
      else await input.click();
      await input.pressSequentially('marisa k', { delay: 20 });
      const option = results(page).getByRole('option', { name: /Marisa Kirisame/ });
      await option.waitFor();
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      if (screen === PHONE) await option.tap();
      else await option.click();
      await page.waitForURL(`${site.base}/characters/l1-marisa`);
      await page.getByRole('heading', { level: 1, name: /Marisa Kirisame/ }).waitFor();
      expect(await results(page).isVisible()).toBe(false);
      expect(page.errors).toEqual([]);
    });
  }

  it('leaves the header links whole on a small phone and at the narrowest desktop widths', async () => {
    for (const width of [320, 360, 1000, 1200]) {
      const page = await open('/', { width, height: 800 });
      expect(await navLinksFit(page), `${width} px`).toBe(true);
      expect((await field(page).boundingBox())?.width ?? 0, `${width} px`).toBeGreaterThan(width < 1000 ? 60 : 150);
    }
  });

  it('groups what it finds by kind, the exact name first, and goes with the arrow keys and Enter', async () => {
    const page = await open('/', DESKTOP);
    const input = field(page);
    await input.click();
    await input.pressSequentially('reimu', { delay: 20 });
    await results(page)
      .getByRole('option', { name: /Reimu Hakurei \(Scarlet\)/ })
      .waitFor();
    const names = await optionNames(page);
    expect(names.findIndex((n) => n.startsWith('Reimu Hakurei') && !n.includes('Scarlet'))).toBe(0);
    expect(await results(page).getByRole('group', { name: 'Characters' }).count()).toBe(1);
    expect(names.at(-1)).toBe('See all results for “reimu”');
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}/characters/l1-reimu`);
    expect(page.errors).toEqual([]);
  });

  it("shows each character's portrait and tells variants of one name apart by world and type, in the field and on the search page", async () => {
    const page = await open('/', DESKTOP);
    const input = field(page);
    await input.click();
    await input.pressSequentially('reimu', { delay: 20 });
    const first = results(page)
      .getByRole('option', { name: /^Reimu Hakurei/ })
      .first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/^Reimu Hakurei.*L1\b.*General/);
    expect(
      await results(page)
        .getByRole('option', { name: /Reimu Hakurei.*A6\b.*Festival/ })
        .count(),
    ).toBe(1);
    expect(await first.locator('img[data-portrait]').count()).toBe(1);

    const list = await open('/search?q=reimu', PHONE);
    const links = list.locator('.search-group').first().getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    const texts = await links.allTextContents();
    // No two results read the same.
    expect(new Set(texts).size).toBe(texts.length);
    expect(await links.first().locator('img[data-portrait]').count()).toBe(1);
    expect(list.errors).toEqual([]);
  });

  it('says when nothing is found, and Enter opens the search page', async () => {
    const page = await open('/', DESKTOP);
    const input = field(page);
    await input.click();
    await input.pressSequentially('reimu', { delay: 20 });
    await results(page)
      .getByRole('option', { name: /Reimu Hakurei/ })
      .first()
      .waitFor();
    // What was found for the text before goes once the new text is answered.
    await input.fill('');
    await input.pressSequentially('zzqx', { delay: 20 });
    await page.getByText('No results for “zzqx”.').first().waitFor();
    expect(await optionNames(page)).toEqual(['See all results for “zzqx”']);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}/search?q=zzqx`);
    await page.getByRole('main').getByText('No results for “zzqx”.').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('opens with / and with Ctrl+K, not from a text field, and Escape gives the focus back', async () => {
    const page = await open('/story-cards', DESKTOP);
    const input = field(page);
    const tabs = page.getByRole('link', { name: 'Illustrators' }).first();
    await tabs.focus();
    await page.keyboard.press('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('tea', { delay: 20 });
    await results(page).getByRole('option', { name: 'Scarlet Tea Time' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await results(page).isVisible()).toBe(false);
    expect(await input.inputValue()).toBe('tea');
    await page.keyboard.press('Escape');
    expect(await tabs.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Control+k');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');

    // Typed into the page's own name field, the keys are text.
    const cards = page.getByRole('searchbox', { name: 'Search story cards by name' });
    await cards.click();
    await page.keyboard.type('a/b');
    expect(await cards.inputValue()).toBe('a/b');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('Control+k');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('finds a hidden character only once the spoiler switch is on', async () => {
    const page = await open('/', DESKTOP);
    const input = field(page);
    await input.click();
    await input.pressSequentially('yuyuko', { delay: 20 });
    await page.getByText('No results for “yuyuko”.').first().waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await input.click();
    await results(page)
      .getByRole('option', { name: /Yuyuko Saigyouji/ })
      .waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe('the search page', () => {
  /** The page as a browser without scripts gets it. */
  async function withoutScripts(path: string, cookie?: string): Promise<Page> {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    if (cookie) await context.addCookies([{ name: 'lw-settings', value: cookie, url: site.base }]);
    const page = await context.newPage();
    await page.goto(site.base + path);
    return page;
  }

  it('works without scripts: the header form submits, and the results are links', async () => {
    const page = await withoutScripts('/');
    try {
      const input = field(page);
      await input.fill('sakuya');
      await input.press('Enter');
      await page.waitForURL(`${site.base}/search?q=sakuya`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: /Characters/ }).waitFor();
      expect(await main.getByRole('link', { name: /Sakuya Izayoi \(Scarlet\)/ }).getAttribute('href')).toBe('/characters/a6-sakuya');
      expect(await main.getByRole('link', { name: /Sakuya's Knives/ }).getAttribute('href')).toBe('/story-cards/5');
      expect(await main.getByRole('link', { name: /Marisa & Sakuya Step-Up Festival/ }).getAttribute('href')).toBe('/prayer/info/5');
      await main.getByRole('link', { name: /Sakuya Izayoi/ }).click();
      await page.waitForURL(`${site.base}/characters/a6-sakuya`);
    } finally {
      await page.context().close();
    }
  });

  it('has an empty state, a no-results state and an answer for too long a text', async () => {
    const page = await withoutScripts('/search');
    try {
      const main = page.getByRole('main');
      await main.getByText('Type a name to find characters, story cards, prayers and illustrators.').waitFor();
      await page.goto(`${site.base}/search?q=%25%25`);
      await main.getByText('Type a name to find').waitFor();
      await page.goto(`${site.base}/search?q=nobody-here`);
      await main.getByText('No results for “nobody-here”.').waitFor();
      const response = await page.goto(`${site.base}/search?q=${'x'.repeat(150)}`);
      expect(response?.status()).toBe(200);
      await main.getByText('The search text is at most 100 characters long').waitFor();
      // Odd text is text: a NUL, a right-to-left override, pattern characters, a broken escape.
      for (const q of ['rei%00mu', '%E2%80%AEumier', '%25_%5B.*', '%ED%A0%80', '%F0%9F%A6%8A']) {
        const odd = await page.goto(`${site.base}/search?q=${q}`);
        expect(odd?.status(), q).toBe(200);
        await main.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      }
      await page.goto(`${site.base}/search?q=rei%00mu`);
      await main
        .getByRole('link', { name: /Reimu Hakurei/ })
        .first()
        .waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('honours the spoiler switch of the settings cookie', async () => {
    const off = await withoutScripts('/search?q=flandre');
    try {
      await off.getByRole('main').getByText('No results for “flandre”.').waitFor();
    } finally {
      await off.context().close();
    }
    const on = await withoutScripts('/search?q=flandre', 'jp%3D1');
    try {
      const main = on.getByRole('main');
      expect(await main.getByRole('link', { name: /Flandre Scarlet/ }).getAttribute('href')).toBe('/characters/a6-flandre');
      expect(await main.getByRole('link', { name: 'Scarlet Night of Flandre' }).getAttribute('href')).toBe('/prayer/info/7');
    } finally {
      await on.context().close();
    }
  });

  it('draws the same results once the application has attached', async () => {
    const page: Watched = await open('/search?q=moonlit', PHONE);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: /Moonlit Artist/ }).getAttribute('href')).toBe('/story-cards?artist=Moonlit+Artist');
    expect(await main.getByRole('link', { name: /Moonlit Garden/ }).getAttribute('href')).toBe('/story-cards/4');
    // The header's field shows the text searched for, and finds it again when used.
    expect(await field(page).inputValue()).toBe('moonlit');
    await field(page).tap();
    await results(page).getByRole('option', { name: 'Moonlit Garden' }).waitFor();
    // The page's own form searches again in place.
    const own = main.getByRole('searchbox', { name: 'Name of a character, story card, prayer or illustrator' });
    await own.fill('tea time');
    await own.press('Enter');
    await page.waitForURL(`${site.base}/search?q=tea+time`);
    await main.getByRole('link', { name: /Scarlet Tea Time/ }).waitFor();
    expect(await main.getByRole('link', { name: /Moonlit/ }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe('the story card search box on a phone', () => {
  it('shows its placeholder whole and no keyboard shortcut', async () => {
    const page = await open('/story-cards', PHONE);
    const box = page.getByRole('searchbox', { name: 'Search story cards by name' });
    const fits = await box.evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    expect(await page.getByText('Ctrl').first().isVisible()).toBe(false);
    const desktop = await open('/story-cards', DESKTOP);
    expect(await desktop.locator('.keyboard-hint').isVisible()).toBe(true);
  });
});
