// The story-card pages in Chromium: every route and alias from a deep link on a desktop and a
// 360 px phone, the advanced search and its URL, the spoiler switch, and the reveal timer.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, goto, landing, routeVisits, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;
let context: BrowserContext | undefined;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const open = (path: string, width = 1280, base = site): Promise<Watched> => base.open(path, { width, consoleErrors: true });

const cardNames = (page: Page) => page.locator('.story-card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

// Each page, its aliases, its title, an entry the fixture keeps unrevealed until 2031 (a card
// announced on JP only, and the artist whose only card it is) and an entry always listed near it.
const ROUTES: [string, string[], string, string, string][] = [
  [
    '/story-cards',
    ['/story-card', '/story-card-list', '/card', '/cards', '/card-list', '/story-card-tracker/story-card-list', '/temps/sc-list'],
    'Story Cards',
    '.story-card[aria-label="Cherry Blossom Dream"]',
    '.story-card[aria-label="Scarlet Tea Time"]',
  ],
  [
    '/story-cards/illustrators',
    [
      '/story-cards/illustrator',
      '/story-cards/illustrator-tracker',
      '/story-cards/artist',
      '/story-cards/artist-tracker',
      '/story-cards/artists',
      '/story-card-tracker/illust-tracker',
    ],
    'Illustrator Tracker',
    '.illustrator[data-slug="unreleased-artist"]',
    '.illustrator[data-slug="moonlit-artist"]',
  ],
];

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * How many of each selector are in the document once the page is scrolled to its end: the card
 * list only renders the rows near the viewport, and on a phone the last cards are far below it.
 */
const countsAtEnd =
  (page: Page, ...selectors: string[]) =>
  async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return Promise.all(selectors.map((s) => page.locator(s).count()));
  };

describe('story card routes', () => {
  it.each(ROUTES)(
    '%s opens from its path on a desktop and from an alias on a 360 px phone, where the spoiler switch shows the unrevealed entry only while it is on; every alias leads to it',
    async (path, aliases, title, unrevealed, near) => {
      for (const from of aliases) expect(await landing(site, from), from).toBe(path);
      for (const [from, width] of routeVisits(path, aliases)) {
        const page = await open(from, width);
        await page.waitForURL(site.base + path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await page
          .locator(path === '/story-cards' ? '.story-card' : '.illustrator')
          .first()
          .waitFor();
        expect(await page.getByTestId('error-page').count()).toBe(0);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await page.title()).toBe(`${title} | LostWord Global Tracker`);
        if (width === 360) {
          await settled(page);
          // The neighbour is rendered beside it each time, so the entry's absence is neither the
          // virtualiser's doing nor a list still loading.
          const entries = countsAtEnd(page, near, unrevealed);
          expect(await eventually(entries, [1, 0])).toEqual([1, 0]);
          await flipSpoilerSwitch(page);
          expect(await eventually(entries, [1, 1])).toEqual([1, 1]);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await flipSpoilerSwitch(page);
          expect(await eventually(entries, [1, 0])).toEqual([1, 0]);
        }
        expect(page.errors).toEqual([]);
      }
    },
  );

  it('keeps a deep link search through an alias', async () => {
    const page = await open('/cards?rarity=5&types=b');
    await page.waitForURL(`${site.base}/story-cards?rarity=5&types=b`);
    expect(await eventually(() => cardNames(page), ['Announced Card', 'Shrine Maiden and Magician'])).toEqual([
      'Announced Card',
      'Shrine Maiden and Magician',
    ]);
  });
});

describe('the story card list', () => {
  it('shows each card with its figures, "?" before release, effects, artist, release, obtaining and the end of the list', async () => {
    const page = await open('/story-cards');
    const announced = page.getByRole('article', { name: 'Announced Card' });
    await announced.waitFor();
    expect(await announced.textContent()).toContain('? – 125');
    expect(await announced.textContent()).toContain('No Image');
    const tea = page.getByRole('article', { name: 'Scarlet Tea Time' });
    expect(await tea.textContent()).toMatch(/HP150 – 450/);
    expect(await tea.textContent()).toMatch(/Total60 – 180/);
    expect(await tea.textContent()).toContain('Yang ATK of the user up 1 → 2 levels for 3 turns');
    const garden = page.getByRole('article', { name: 'Moonlit Garden' });
    expect(await garden.textContent()).toContain('Until');
    // Seven cards fit in the first batch: the list ends with a dot.
    expect(await eventually(() => page.getByTestId('card-list-status').textContent(), '·')).toBe('·');
    expect(await page.locator('.story-card').count()).toBe(7);
    expect(page.errors).toEqual([]);
  });

  it('says when no card matches', async () => {
    const page = await open('/story-cards?name=nothing%20like%20it');
    expect(await eventually(() => page.getByTestId('card-list-status').textContent(), 'No card found')).toBe('No card found');
  });

  it('opens the character modal from a featured character', async () => {
    const page = await open('/story-cards');
    await page.locator('.story-card[data-card="1"] .featured-character[data-slug="a6-reimu"]').click();
    await page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name: 'Reimu Hakurei (Scarlet)' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it("leads from a card's name to the card's own page", async () => {
    const page = await open('/story-cards');
    const name = (await page.locator('.story-card[data-card="1"]').getAttribute('aria-label')) ?? '';
    await page.locator('.story-card[data-card="1"] .story-card-name').getByRole('link').click();
    await page.waitForURL(`${site.base}/story-cards/1`);
    expect(await eventually(() => page.locator('.story-card').evaluateAll((els) => els.length), 1)).toBe(1);
    expect(await page.locator('.story-card').getAttribute('aria-label')).toBe(name);
    expect(await page.title()).toContain(name);
    // The card's name is the page's one top-level heading.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([expect.stringContaining(name)]);
  });

  it('hints at Ctrl+Shift+F on the first Ctrl+F', async () => {
    const page = await open('/story-cards');
    await page.locator('.story-card').first().waitFor();
    await page.keyboard.press('Control+f');
    await page.getByText('Press Ctrl + Shift + F to open advanced search').waitFor();
  });
});

describe('the advanced search', () => {
  it('opens with Ctrl+Shift+F, filters as it changes and mirrors the search into the URL, replacing it', async () => {
    const page = await open('/story-cards');
    await page.locator('.story-card').first().waitFor();
    await page.keyboard.press('Control+Shift+F');
    const dialog = page.getByRole('dialog', { name: 'Story Card Search and Filter' });
    await dialog.waitFor();
    // The modal owns one history entry (Back closes it); the search itself must add none.
    const historyLength = await page.evaluate(() => history.length);
    const count = () => dialog.getByTestId('search-count').textContent();
    expect(await eventually(count, 'Showing all 7 story cards')).toBe('Showing all 7 story cards');

    await dialog.getByRole('button', { name: '5★' }).click();
    await page.waitForURL(/\?rarities=5$/);
    expect(await eventually(count, 'Showing 4 of 7 story cards')).toBe('Showing 4 of 7 story cards');

    await dialog.getByRole('button', { name: /Bamboo/ }).click();
    await page.waitForURL(/rarities=5&types=b$/);
    expect(await eventually(count, 'Showing 2 of 7 story cards')).toBe('Showing 2 of 7 story cards');

    await dialog.getByLabel('Name').fill('magician');
    await page.waitForURL(/name=magician/);
    expect(await eventually(count, 'Showing 1 of 7 story card')).toBe('Showing 1 of 7 story card');

    await dialog.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL((url) => !url.search.includes('name='));
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL(`${site.base}/story-cards`);

    // A sort slot: the highest Yang ATK effect first, single targets only.
    await dialog.getByLabel('Sort/Filter 1 kind').selectOption('effect');
    await dialog.getByRole('button', { name: /^Effect: / }).click();
    await dialog.getByRole('tab', { name: 'General Effects' }).waitFor();
    await dialog.getByRole('button', { name: 'Yang ATK Up' }).click();
    await dialog.getByLabel('Target').selectOption('single');
    await page.waitForURL(/effects=effect%3Ayang-atk%3Adesc%3Asingle/);
    expect(await eventually(() => cardNames(page), ["Sakuya's Knives", 'Announced Card', 'Scarlet Tea Time', 'Moonlit Garden'])).toEqual([
      "Sakuya's Knives",
      'Announced Card',
      'Scarlet Tea Time',
      'Moonlit Garden',
    ]);

    // Date may be chosen in one slot only.
    await dialog.getByLabel('Sort/Filter 2 kind').selectOption('date');
    const slot3 = await dialog.getByLabel('Sort/Filter 3 kind').locator('option').allTextContents();
    expect(slot3).toEqual(['None', 'Effect', 'Stat']);
    await page.waitForURL(/date%3A2021-05-11%3A/);

    // The Close button among Reset and Clear Search (the modal's × is named Close too).
    await dialog.locator('.search-buttons').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('effects=effect%3Ayang-atk%3Adesc%3Asingle%2Cdate%3A2021-05-11%3A');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(page.errors).toEqual([]);
  });

  it('offers character tags in their own tab and featured characters as chips', async () => {
    const page = await open('/story-cards');
    await page.getByRole('button', { name: /Advanced search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Story Card Search and Filter' });
    await dialog.getByLabel('Sort/Filter 1 kind').selectOption('effect');
    await dialog.getByRole('button', { name: /^Effect: / }).click();
    await dialog.getByRole('tab', { name: 'Character Tags' }).click();
    await dialog.getByRole('button', { name: 'Human' }).click();
    await page.waitForURL(/effect%3Ahuman/);
    expect(await eventually(() => cardNames(page), ['Moonlit Garden'])).toEqual(['Moonlit Garden']);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await dialog.getByLabel('Featured characters').fill('marisa');
    await dialog.getByRole('button', { name: 'Marisa Kirisame' }).click();
    await page.waitForURL(/featured=l1-marisa/);
    expect(await eventually(() => cardNames(page), ['Shrine Maiden and Magician'])).toEqual(['Shrine Maiden and Magician']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('featured=l1-marisa');
  });

  it('reads every parameter spelling from a deep link', async () => {
    const page = await open('/story-cards?star=4,5&types=p&options=stat:agi:desc&obtaining=challenge-quest&role=attack&artist=moonlit');
    expect(await eventually(() => cardNames(page), ["Sakuya's Knives"])).toEqual(["Sakuya's Knives"]);
    const page2 = await open('/story-cards?rarity=1&featured=&effects=effect:hp:asc:multi');
    expect(await eventually(() => cardNames(page2), ['Lucky Charm'])).toEqual(['Lucky Charm']);
  });

  it('hides slot 3 on a phone', async () => {
    const page = await open('/story-cards', 360);
    await page.getByRole('button', { name: /Advanced search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Story Card Search and Filter' });
    await dialog.getByTestId('slot-2').waitFor();
    expect(await dialog.getByTestId('slot-2').isVisible()).toBe(true);
    expect(await dialog.getByTestId('slot-3').isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('the illustrator tracker', () => {
  it('counts, warns, and sorts artists and their cards, flipping the direction of the active sort', async () => {
    const page = await open('/story-cards/illustrators');
    await page.getByText(/may contain content that is not suitable/).waitFor();
    expect(await eventually(() => page.getByTestId('illustrator-count').textContent(), '2')).toBe('2');
    const artists = () => page.locator('.illustrator h2').allTextContents();
    expect(await artists()).toEqual(['Fixture Artist テスト', 'Moonlit Artist 月夜']);
    const fixture = page.locator('.illustrator[data-slug="fixture-artist"]');
    expect(await fixture.textContent()).toMatch(/5 cards · earliest/);
    expect(await fixture.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toBe('https://twitter.com/fixture_artist');
    expect(await fixture.getByRole('link', { name: 'Pixiv' }).getAttribute('href')).toBe('https://www.pixiv.net/users/1');

    // The active Alphabet sort clicked again lists Z to A; the number of cards then sorts the most
    // first, and clicked again the fewest first.
    await page
      .getByRole('button', { name: /^Alphabet/ })
      .first()
      .click();
    expect(await eventually(artists, ['Moonlit Artist 月夜', 'Fixture Artist テスト'])).toEqual([
      'Moonlit Artist 月夜',
      'Fixture Artist テスト',
    ]);
    await page.getByRole('button', { name: /^No\. of Cards/ }).click();
    expect(await page.getByRole('button', { name: /^No\. of Cards/ }).textContent()).toMatch(/descending/);
    expect(await eventually(artists, ['Fixture Artist テスト', 'Moonlit Artist 月夜'])).toEqual([
      'Fixture Artist テスト',
      'Moonlit Artist 月夜',
    ]);
    await page.getByRole('button', { name: /^No\. of Cards/ }).click();
    expect(await eventually(artists, ['Moonlit Artist 月夜', 'Fixture Artist テスト'])).toEqual([
      'Moonlit Artist 月夜',
      'Fixture Artist テスト',
    ]);

    const cards = () => fixture.locator('.mini-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(await cards()).toEqual(['8', '7', '6', '4', '1']);
    await page.getByRole('button', { name: /^Release Date/ }).click();
    expect(await eventually(cards, ['6', '1', '4', '7', '8'])).toEqual(['6', '1', '4', '7', '8']);
    await page.getByRole('button', { name: /^Release Date/ }).click();
    expect(await eventually(cards, ['8', '7', '4', '1', '6'])).toEqual(['8', '7', '4', '1', '6']);
    expect(page.errors).toEqual([]);
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

describe('the spoiler switch', () => {
  it('shows the unrevealed card, marked, only while it is on', async () => {
    const page = await open('/story-cards');
    await page.locator('.story-card').first().waitFor();
    await settled(page);
    const card = page.getByRole('article', { name: 'Cherry Blossom Dream' });
    expect(await card.count()).toBe(0);
    await flipSpoilerSwitch(page);
    await card.waitFor();
    expect(await card.locator('.jp-badge').textContent()).toBe('JP');
    // Its minimum figures are shown under JP content.
    expect(await card.textContent()).toContain('20 – 60');
    await flipSpoilerSwitch(page);
    await card.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });

  it("shows the unrevealed card's artist on the illustrator tracker only while it is on", async () => {
    const page = await open('/story-cards/illustrators');
    await page.locator('.illustrator').first().waitFor();
    await settled(page);
    const artist = page.locator('.illustrator[data-slug="unreleased-artist"]');
    expect(await artist.count()).toBe(0);
    await flipSpoilerSwitch(page);
    await artist.waitFor();
    await flipSpoilerSwitch(page);
    await artist.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });
});

describe('the reveal timer', () => {
  // The list's persisted query, as its requests name it.
  const LIST_QUERY = Object.entries(
    JSON.parse(readFileSync('client/__generated__/persisted-queries.json', 'utf8')) as Record<string, string>,
  ).find(([, text]) => text.startsWith('query StoryCardListPageQuery('))?.[0];
  // Card 2 is revealed and released at this instant; the site and the browser both start a few
  // seconds before it.
  const REVEAL = Date.parse('2031-01-01T06:00:00Z');
  let timed: Site;
  let offset = 0;

  beforeAll(async () => {
    timed = await startSite({ now: () => Date.now() + offset });
  });
  afterAll(() => timed?.close());

  it('reveals a card at its time without a reload', async () => {
    // A minute before the reveal, however long the page takes to load on a busy machine.
    offset = REVEAL - 60_000 - Date.now();
    context = await timed.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.clock.install({ time: Date.now() + offset });
    const page = (await context.newPage()) as Watched;
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    await goto(page, `${timed.base}/story-cards?rarities=4`);
    await page.getByRole('article', { name: "Sakuya's Knives" }).waitFor();
    const card = page.getByRole('article', { name: 'Cherry Blossom Dream' });
    expect(await card.count()).toBe(0);
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    const asked: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql' && r.url().includes(String(LIST_QUERY))) asked.push(Date.now());
    });
    // The server's clock and the page's move on together to 3 s before the reveal; the page's own
    // timer then shows the card, without a reload.
    offset += 57_000;
    await context.clock.fastForward(57_000);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.locator('.jp-badge').count()).toBe(0);
    expect(await card.textContent()).toContain('20 – 60');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    expect(page.errors).toEqual([]);
    // The reveal is also a whole five minutes: the list is asked for once then, and once more a
    // second later in case the server's clock is behind, and no more until the next such time.
    await page.waitForTimeout(3000);
    expect(asked.length, `the list was asked for ${asked.length} times`).toBe(2);
  });
});
