// The prayer pages in Chromium against the fixture. Public: prayers 1-6 and 8-10, newest first
// 3, 8, 5, 2, 6, 10, 1, 4, 9. Prayer 5 is a step-up festival running until 2030 on a pool the
// tracker derives from the standard pool; prayer 6 is a god crystal prayer with its own pool and a
// limit of 3 pulls. Spoilers: prayer 7 (Flandre's) is announced in 2031; A7 Yuyuko, a JP-only
// announcement, is a rate-up of prayer 8 and in the standard pool; A6 Flandre is in the ritual
// pool and a new Friend of the latest forever prayer.
import { fc } from '@fast-check/vitest';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, goto, landing, routeVisits, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = (path: string, width = 1280, settings?: Record<string, unknown>): Promise<Watched> => site.open(path, { width, settings });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const TITLE_SUFFIX = ' | LostWord Global Tracker';

const ROUTES: [string, string[], string][] = [
  [
    '/prayers',
    [
      '/prayers',
      '/prayer',
      '/prayer-tracker',
      '/prayer-list',
      '/prayer-tracker/prayer-list',
      '/prayer-tracker/test',
      '/prayer-tracker/prayer-detail',
    ],
    'Prayer Tracker',
  ],
  ['/prayers/menu', ['/prayers/menu', '/prayer/menu', '/prayers/navigator'], 'Prayers'],
  ['/prayer/info/5', ['/prayer/info/5'], 'Marisa & Sakuya Step-Up Festival'],
  [
    '/prayer/standard-prayer',
    ['/prayer/standard-prayer', '/prayer/standard', '/characters/standard-prayer', '/characters/standard', '/standard-prayer'],
    'Standard Prayer',
  ],
  [
    '/prayer/standard-prayer/info',
    ['/prayer/standard-prayer/info', '/prayer/standard-prayer/simulator', '/prayer/standard-prayer/detail'],
    'Standard Prayer: Simulator',
  ],
  [
    '/prayer/ritual-prayer',
    ['/prayer/ritual-prayer', '/prayer/ritual', '/prayer/ema', '/characters/ritual-prayer', '/characters/ritual', '/characters/ema'],
    'Ritual Prayer',
  ],
  [
    '/prayer/ritual-prayer/info',
    ['/prayer/ritual-prayer/info', '/prayer/ritual-prayer/simulator', '/prayer/ritual-prayer/detail'],
    'Ritual Prayer: Simulator',
  ],
  [
    '/prayer/forever-prayer',
    [
      '/prayer/forever-prayer',
      '/prayer/fp',
      '/prayer/forever',
      '/forever-prayer',
      '/characters/forever-prayer',
      '/characters/fp',
      '/characters/forever',
      '/forever-prayer-v3',
    ],
    // The latest forever prayer is shown, under its own title.
    'Long Forever Prayer',
  ],
];

describe('prayer routes in Chromium', () => {
  it.each(ROUTES)(
    '%s opens from its path at 1280 px and from an alias at 360 px (no horizontal scroll) with its heading and no page error; every alias leads to it',
    async (path, froms, title) => {
      for (const from of froms) expect(await landing(site, from), from).toBe(path);
      for (const [from, width] of routeVisits(path, froms)) {
        const page = await open(from, width);
        await page.waitForURL(site.base + path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        expect(await page.evaluate(() => document.title), from).toBe(title + TITLE_SUFFIX);
        expect(await page.locator('.backgrounds').getAttribute('data-theme'), from).toBe('prayer');
        await settled(page);
        expect(await page.getByTestId('error-page').count(), from).toBe(0);
        if (width === 360) {
          await page.waitForTimeout(300);
          expect(await noHorizontalScroll(page), from).toBeLessThanOrEqual(0);
        }
        expect(page.errors, from).toEqual([]);
      }
    },
  );

  it.each([
    ['/prayer-list?name=scarlet&x=1', '/prayers?name=scarlet&x=1', 'Prayer Tracker'],
    ['/prayer/fp?id=1', '/prayer/forever-prayer?id=1', 'Forever Prayer of Winter'],
    ['/characters/fp?id=1#rates', '/prayer/forever-prayer?id=1#rates', 'Forever Prayer of Winter'],
    ['/prayer/ritual-prayer/simulator?from=menu', '/prayer/ritual-prayer/info?from=menu', 'Ritual Prayer: Simulator'],
    ['/prayer/info/fp-1', '/prayer/forever-prayer?id=1', 'Forever Prayer of Winter'],
  ])('%s lands on %s', async (from, to, title) => {
    const page = await open(from);
    await page.waitForURL(site.base + to);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('keeps the search of an alias: the list opens filtered', async () => {
    const page = await open('/prayer-tracker?name=scarlet');
    await page.waitForURL(`${site.base}/prayers?name=scarlet`);
    expect(await eventually(() => prayerIds(page), ['2', '1'])).toEqual(['2', '1']);
    expect(await page.getByRole('searchbox', { name: 'Search prayers by name' }).inputValue()).toBe('scarlet');
  });

  it.each([
    ['/prayer/info/abc', 'Page Not Found: /prayer/info/abc'],
    ['/prayer/info/12x', 'Page Not Found: /prayer/info/12x'],
    ['/prayer/info/999', 'Prayer id 999 does not exist'],
    // Announced only in 2031: without the spoiler switch it does not exist.
    ['/prayer/info/7', 'Prayer id 7 does not exist'],
    ['/prayer/forever-prayer?id=99', 'data is null'],
  ])('%s gives the not-found page: %s', async (path, message) => {
    const page = await open(path);
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.locator('.error-code').textContent()).toContain('404');
    expect(await error.locator('.error-message').textContent()).toBe(message);
    // The navigation stays, and the URL is the one asked for.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toBe(site.base + path);
    expect(page.errors).toEqual([]);
  });

  it('reaches every page from the prayer menu', async () => {
    const page = await open('/prayers/menu');
    for (const [link, heading] of [
      ['Prayer tracker: every prayer, with search', 'Prayer Tracker'],
      ['Forever prayer, with the chance calculator', 'Long Forever Prayer'],
    ]) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Prayers', exact: true }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Ritual prayer' }).getByRole('link', { name: 'Simulator' }).click();
    await page.waitForURL(`${site.base}/prayer/ritual-prayer/info`);
    await page.getByRole('heading', { level: 1, name: 'Ritual Prayer: Simulator' }).waitFor();
    // The pool pages' tabs move between the characters, the date order and the simulator.
    await page.getByRole('navigation', { name: 'Ritual Prayer' }).getByRole('link', { name: 'Characters' }).click();
    await page.waitForURL(`${site.base}/prayer/ritual-prayer`);
    await page.getByRole('heading', { level: 1, name: 'Ritual Prayer', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Ritual Prayer' }).getByRole('link', { name: 'Date order' }).click();
    await page.waitForURL(`${site.base}/prayer/ritual-prayer/date-order`);
    await page.getByRole('heading', { level: 1, name: 'Ritual Prayer Order' }).waitFor();
    // Back through the tabs: each page reads its own pool, whichever page loaded it last.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Ritual Prayer', exact: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Ritual Prayer: Simulator' }).waitFor();
    await page.locator('.pool-table [data-slug="a6-sakuya"]').waitFor();
    expect(page.errors).toEqual([]);
  });
});

/** The prayers the list shows, in order. */
const prayerIds = (page: Page) => page.locator('.prayer-card-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-prayer')));

const ALL = ['3', '8', '5', '2', '6', '10', '1', '4', '9'];

describe('the prayer list', () => {
  it('lists every public prayer newest first and opens one', async () => {
    const page = await open('/prayers');
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    expect(await page.locator('.list-count').textContent()).toBe('9 prayers');
    const card = page.locator('.prayer-card-item[data-prayer="6"]');
    expect(await card.locator('.pull-limit').textContent()).toBe('Pull limit: 3 pulls');
    expect(await card.locator('.type-label').textContent()).toBe('God Crystal');
    await card.getByRole('link', { name: 'Golden Guaranteed Festival' }).click();
    await page.waitForURL(`${site.base}/prayer/info/6`);
    await page.getByRole('heading', { level: 1, name: 'Golden Guaranteed Festival' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${site.base}/prayers`);
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
  });

  it('searches by name ignoring case and punctuation, mirroring the search in the URL without new history entries', async () => {
    const page = await open('/prayers');
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    const historyLength = await page.evaluate(() => history.length);
    const box = page.getByRole('searchbox', { name: 'Search prayers by name' });
    await box.fill('FESTIVAL');
    await page.waitForURL(`${site.base}/prayers?name=FESTIVAL`);
    const festivals = ['3', '8', '5', '2', '6', '10', '1'];
    expect(await eventually(() => prayerIds(page), festivals)).toEqual(festivals);
    await box.fill('step-up fest');
    await page.waitForURL(`${site.base}/prayers?name=step-up+fest`);
    expect(await eventually(() => prayerIds(page), ['5'])).toEqual(['5']);
    await box.fill('no such prayer');
    expect(await eventually(() => page.locator('.list-count').textContent(), 'No prayer found')).toBe('No prayer found');
    expect(await prayerIds(page)).toEqual([]);
    await box.fill('');
    await page.waitForURL(`${site.base}/prayers`);
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(page.errors).toEqual([]);
  });

  it('reads other spellings of the search parameters', async () => {
    const page = await open('/prayers?chara=a6-sakuya&types=god-crystal');
    expect(await eventually(() => prayerIds(page), ['6'])).toEqual(['6']);
    await page.getByRole('button', { name: 'Advanced search (2)' }).waitFor();
  });

  it('filters with the advanced search: Friends and step-ups (all of), types (any of), dates; Reset clears it', async () => {
    const page = await open('/prayers');
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    await page.getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prayer Search and Filter' });
    await dialog.waitFor();

    await dialog.getByLabel('Rate-up Friends (all of)').fill('sakuya');
    await dialog.getByRole('button', { name: 'Sakuya (Scarlet)', exact: true }).click();
    await page.waitForURL(`${site.base}/prayers?characters=a6-sakuya`);
    expect(await eventually(() => prayerIds(page), ['8', '5', '2', '6'])).toEqual(['8', '5', '2', '6']);

    await dialog.getByLabel('Rate-up Friends (all of)').fill('marisa');
    await dialog.getByRole('button', { name: 'Marisa', exact: true }).click();
    await page.waitForURL(/characters=a6-sakuya%2Cl1-marisa$/);
    expect(await eventually(() => prayerIds(page), ['5', '6'])).toEqual(['5', '6']);

    await dialog.locator('label', { hasText: /^Ascending$/ }).click();
    await page.waitForURL(/step-ups=asc$/);
    expect(await eventually(() => prayerIds(page), ['5'])).toEqual(['5']);

    await dialog.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${site.base}/prayers`);
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);

    await dialog.locator('label', { hasText: /^God Crystal$/ }).click();
    await dialog.locator('label', { hasText: /^Story Card$/ }).click();
    await page.waitForURL(`${site.base}/prayers?prayer-types=god-crystal%2Cstory-card`);
    expect(await eventually(() => prayerIds(page), ['6', '1', '9'])).toEqual(['6', '1', '9']);
    await dialog.getByRole('button', { name: 'Clear filters' }).click();

    // A prayer is kept when it ends on or after the first day; unknown dates never exclude one.
    const from = dialog.getByLabel('From', { exact: true });
    const to = dialog.getByLabel('To', { exact: true });
    expect(await from.inputValue()).toBe('2021-05-11');
    await from.fill('2030-01-01');
    await page.waitForURL(`${site.base}/prayers?start=2030-01-01`);
    expect(await eventually(() => prayerIds(page), ['3', '8', '5', '4', '9'])).toEqual(['3', '8', '5', '4', '9']);
    await to.fill('2030-0');
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('YYYY-MM-DD or now').waitFor();
    await to.fill('2030-06-30');
    await page.waitForURL(`${site.base}/prayers?start=2030-01-01&end=2030-06-30`);
    expect(await eventually(() => prayerIds(page), ['8', '5', '4', '9'])).toEqual(['8', '5', '4', '9']);

    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL(`${site.base}/prayers`);
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Advanced search', exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('counts the filters on the button and keeps them after the modal closes and on Back', async () => {
    const page = await open('/prayers/menu');
    await page.getByRole('link', { name: 'Prayer tracker: every prayer, with search' }).click();
    await page.waitForURL(`${site.base}/prayers`);
    expect(await eventually(() => prayerIds(page), ALL)).toEqual(ALL);
    await page.getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prayer Search and Filter' });
    await dialog.locator('label', { hasText: /^No step-up$/ }).click();
    await page.waitForURL(`${site.base}/prayers?step-ups=none`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Advanced search (1)' }).waitFor();
    expect(await eventually(() => prayerIds(page), ['3', '8', '2', '6', '10', '1', '4', '9'])).toEqual([
      '3',
      '8',
      '2',
      '6',
      '10',
      '1',
      '4',
      '9',
    ]);
    expect(page.url()).toBe(`${site.base}/prayers?step-ups=none`);
    // The filter replaced the list's history entry: Back goes to the menu.
    await page.goBack();
    await page.waitForURL(`${site.base}/prayers/menu`);
  });

  it('opens the advanced search with Ctrl+Shift+F and hints at it on the first Ctrl+F', async () => {
    const page = await open('/prayers');
    await page.locator('.prayer-card-item').first().waitFor();
    await page.keyboard.press('Control+f');
    await page.getByText('Press Ctrl + Shift + F to open advanced search').waitFor();
    await page.keyboard.press('Control+Shift+F');
    await page.getByRole('dialog', { name: 'Prayer Search and Filter' }).waitFor();
  });

  it('shows the advanced search button on a wide screen after a character page', async () => {
    // The character pages' stylesheet hides their own filters button on wide screens.
    const page = await open('/characters/release-order');
    await page.locator('.character-thumb').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prayers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prayer Tracker' }).waitFor();
    expect(await page.getByRole('button', { name: 'Advanced search' }).isVisible()).toBe(true);
  });
});

/** The texts of the filled result slots' groups. */
const filledSlots = (page: Page) => page.locator('.result-slot.filled').count();
const total = (page: Page, term: string) =>
  page
    .locator('.simulator-totals div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd')
    .textContent();
const TOKENS: Record<string, number> = { character: 10, card5: 5, card4: 3, card3: 1 };
const slotTokens = (page: Page) =>
  page
    .locator('.result-slot.filled')
    .evaluateAll((els) => els.map((e) => /group-(\w+)/.exec(e.className)?.[1] ?? ''))
    .then((groups) => groups.reduce((sum, g) => sum + TOKENS[g], 0));

describe('the pull simulator', () => {
  it('pulls once and ten times, counts pulls, spending and coins, and resets', async () => {
    const page = await open('/prayer/info/5');
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    await sim.waitFor();
    expect(await filledSlots(page)).toBe(0);
    expect(await page.locator('.result-slot').count()).toBe(10);

    await sim.getByRole('button', { name: 'Pull ×1', exact: true }).click();
    expect(await eventually(() => filledSlots(page), 1)).toBe(1);
    expect(await page.getByTestId('pull-count').textContent()).toBe('1');
    expect(await total(page, 'Seal crystals')).toBe('30');
    const afterOne = await slotTokens(page);
    expect(await page.getByTestId('coin-count').textContent()).toBe(String(afterOne));

    await sim.getByRole('button', { name: 'Pull ×10', exact: true }).click();
    // Pulls count each pull drawn, not each button press.
    expect(await eventually(() => page.getByTestId('pull-count').textContent(), '11')).toBe('11');
    expect(await filledSlots(page)).toBe(10);
    expect(await total(page, 'Seal crystals')).toBe('330');
    expect(await total(page, 'Results')).toMatch(/^11 \(/);
    const coins = afterOne + (await slotTokens(page));
    expect(await page.getByTestId('coin-count').textContent()).toBe(String(coins));
    expect(await page.locator('.coin-meter-label').textContent()).toMatch(new RegExp(`^${coins % 60}/60`));
    // Each result shows its chance, to 5 decimals on a wide screen.
    expect(await page.locator('.result-slot.filled .result-chance').first().textContent()).toMatch(/^\d+\.\d{5}%$/);

    await sim.getByRole('button', { name: 'Reset' }).click();
    expect(await eventually(() => filledSlots(page), 0)).toBe(0);
    expect(await page.getByTestId('pull-count').textContent()).toBe('0');
    expect(await page.getByTestId('coin-count').textContent()).toBe('0');
    expect(await total(page, 'Seal crystals')).toBe('0');
    expect(await total(page, 'Results')).toBe('0 (0 Friends, 0 rate-up)');
    expect(page.errors).toEqual([]);
  });

  it('pulls a hundred at once: ten multis, the last ten shown, the hundred summed up', async () => {
    const page = await open('/prayer/info/5');
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    await sim.getByRole('button', { name: 'Pull ×100' }).click();
    expect(await eventually(() => page.getByTestId('pull-count').textContent(), '100')).toBe('100');
    expect(await filledSlots(page)).toBe(10);
    expect(await total(page, 'Seal crystals')).toBe('3,000');
    expect(await page.getByTestId('batch-summary').textContent()).toMatch(/^100 pulls: \d+ Friends? \(\d+ rate-up\), \d+ 5-star cards?\.$/);
    expect(page.errors).toEqual([]);
  });

  it('steps through a step-up with its guarantees, disables an exhausted track, and resets the counters', async () => {
    const page = await open('/prayer/info/5');
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    const ascending = sim.locator('.pull-button.step[data-track="0"]');
    const second = sim.locator('.pull-button.step[data-track="1"]');
    expect(await ascending.textContent()).toBe('Ascending step 1/5 · 60 · 1 Friend');
    expect(await second.textContent()).toBe('Ascending 2 step 1/1 · 300 · 1 Friend');

    await ascending.click();
    expect(await eventually(() => ascending.textContent(), 'Ascending step 2/5 · 160 · 5-star card')).toBe(
      'Ascending step 2/5 · 160 · 5-star card',
    );
    expect(await filledSlots(page)).toBe(10);
    expect(await page.locator('.result-slot.group-character .badge-guaranteed').count()).toBe(1);
    expect(await total(page, 'Seal crystals')).toBe('60');

    await second.click();
    // The button is disabled while the pull is in flight too: wait for its finished label.
    expect(await eventually(() => second.textContent(), 'Ascending 2 step 1/1 (done)')).toBe('Ascending 2 step 1/1 (done)');
    expect(await second.isDisabled()).toBe(true);
    // The step guarantees a rate-up Friend.
    expect(await page.locator('.result-slot.group-character.pick-up .badge-guaranteed').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('pull-count').textContent()).toBe('20');

    await sim.getByRole('button', { name: 'Reset' }).click();
    expect(await eventually(() => second.isDisabled(), false)).toBe(false);
    expect(await ascending.textContent()).toBe('Ascending step 1/5 · 60 · 1 Friend');
    expect(await page.getByTestId('pull-count').textContent()).toBe('0');
    expect(page.errors).toEqual([]);
  });

  it('stops god crystal pulls at the pull limit until reset', async () => {
    const page = await open('/prayer/info/6');
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    const gc = sim.getByRole('button', { name: 'God Crystal ×10 (300 GC)' });
    expect(await sim.getByRole('button', { name: 'Pull ×1' }).count()).toBe(0);
    expect(await page.getByTestId('pull-limit').textContent()).toBe('0 / 3 pulls');
    for (let i = 1; i <= 3; i++) {
      await gc.click();
      expect(await eventually(() => page.getByTestId('pull-limit').textContent(), `${i} / 3 pulls`)).toBe(`${i} / 3 pulls`);
    }
    expect(await page.getByTestId('pull-count').textContent()).toBe('30');
    expect(await eventually(() => gc.isDisabled(), true)).toBe(true);
    expect(await total(page, 'God crystals')).toBe('900');
    await sim.getByText('The pull limit is reached.').waitFor();
    await sim.getByRole('button', { name: 'Reset' }).click();
    expect(await eventually(() => gc.isDisabled(), false)).toBe(false);
    expect(await page.getByTestId('pull-limit').textContent()).toBe('0 / 3 pulls');
    expect(page.errors).toEqual([]);
  });

  it.each(['/prayer/standard-prayer/info', '/prayer/ritual-prayer/info'])('%s pulls from its pool', async (path) => {
    const page = await open(path);
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    await sim.getByRole('button', { name: 'Pull ×10', exact: true }).click();
    expect(await eventually(() => filledSlots(page), 10)).toBe(10);
    expect(await page.getByTestId('pull-count').textContent()).toBe('10');
    await sim.getByText('sample data').waitFor();
    await sim.getByRole('button', { name: 'Reset' }).click();
    expect(await eventually(() => filledSlots(page), 0)).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

/** The fixture's prayers with a simulator (public ones) and the pools' simulators. */
const SIMULATOR_PAGES = [
  '/prayer/info/3',
  '/prayer/info/8',
  '/prayer/info/5',
  '/prayer/info/2',
  '/prayer/info/6',
  '/prayer/info/10',
  '/prayer/info/1',
  '/prayer/info/4',
  '/prayer/info/9',
  '/prayer/standard-prayer/info',
  '/prayer/ritual-prayer/info',
];

/**
 * The simulators the sequences run on: one of each kind of prayer. The plain festivals (1, 2, 3 and
 * 8) offer the same pulls and differ only in their pools, so 3 stands for them; the others are the
 * standard prayer, the step-ups, god crystals with a pull limit, seal crystals disabled with a
 * limit of one, the story card collection, and the two pools.
 */
const SEQUENCE_PAGES = SIMULATOR_PAGES.filter((path) => !['/prayer/info/1', '/prayer/info/2', '/prayer/info/8'].includes(path));

/** The prayers a visitor sees with a simulator (any pull kind), and the two pools' simulators. */
async function simulatorPages(): Promise<string[]> {
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ prayers(first: 100) { edges { node { prayerId pullKinds } } } }' }),
  });
  const { data } = (await res.json()) as { data: { prayers: { edges: { node: { prayerId: number; pullKinds: string[] } }[] } } };
  const prayers = data.prayers.edges.filter((e) => e.node.pullKinds.length).map((e) => `/prayer/info/${e.node.prayerId}`);
  return [...prayers, '/prayer/standard-prayer/info', '/prayer/ritual-prayer/info'];
}

/** How many results a pull button draws (a x100 is ten multis; step-ups and god crystal pulls draw ten). */
const drawnBy = (label: string) =>
  label.startsWith('Pull ×100') ? 100 : label.startsWith('Pull ×1') && !label.startsWith('Pull ×10') ? 1 : 10;

describe('the pull simulator under any sequence of pulls', () => {
  // Each prayer's sequences: pulls of every kind it offers, in any order, each followed until the
  // page has drawn it. The store collects the records of released pulls once more than ten are
  // released, so the sequences are long enough to pass that (a x1, a x10, then a x100 once did).
  it('covers every prayer a visitor sees with a simulator, and both pools', async () => {
    expect(await simulatorPages()).toEqual(SIMULATOR_PAGES);
  });

  it.each(SEQUENCE_PAGES)('%s draws every pull of a random sequence without a page error', async (path) => {
    const page = await open(path);
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    await sim.waitFor();
    const count = async () => Number(await page.getByTestId('pull-count').textContent({ timeout: 2000 }));
    const pullButtons = (): Promise<Locator[]> => sim.locator('.pull-button:not(.reset):not([disabled])').all();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 3, maxLength: 5 }), async (choices) => {
        await sim.getByRole('button', { name: 'Reset' }).click();
        expect(await eventually(count, 0)).toBe(0);
        for (const choice of choices) {
          const buttons = await pullButtons();
          if (!buttons.length) break;
          const button = buttons[choice % buttons.length];
          const label = (await button.textContent()) ?? '';
          const before = await count();
          await button.click();
          // Drawn: the count moved and the panel is no longer busy (or the page failed).
          const drawn = async () =>
            page.errors.length > 0 || ((await count()) > before && (await sim.getAttribute('aria-busy')) === 'false');
          await eventually(drawn, true, 20_000);
          expect(page.errors, `${label} after ${before} pulls`).toEqual([]);
          const limited = (await sim.getByText('The pull limit is reached.').count()) > 0;
          if (!limited) expect((await count()) - before, label).toBe(drawnBy(label));
          expect(await filledSlots(page), label).toBeGreaterThan(0);
        }
      }),
      // The sequence a visitor found first comes first: a x1, a x10, then a x100 (where offered).
      { numRuns: 1, examples: [[[0, 1, 2, 2]]] },
    );
  });
});

describe('the chance within N pulls', () => {
  const result = (page: Page) => page.getByTestId('rate-up-chance').textContent();

  it('follows the rate-up, the number of pulls and the currency', async () => {
    const page = await open('/prayer/info/6');
    const box = page.getByRole('region', { name: 'Chance within N pulls' });
    await box.waitFor();
    expect(await result(page)).toBe('100.00% to get Marisa at least once in 100 pulls (20.00000% per pull).');
    const pulls = box.getByLabel('Pulls');
    await pulls.fill('');
    await pulls.pressSequentially('3x');
    expect(await pulls.inputValue()).toBe('3');
    expect(await result(page)).toBe('48.80% to get Marisa at least once in 3 pulls (20.00000% per pull).');
    await box.getByText('50% after 4 pulls, 90% after 11 pulls at that rate.').waitFor();
    await box.getByLabel('Rates').selectOption('gc');
    expect(await result(page)).toBe('57.81% to get Marisa at least once in 3 pulls (25.00000% per pull).');
    await box.getByText('50% after 3 pulls, 90% after 9 pulls at that rate.').waitFor();
    await box.getByLabel('Rate-up').selectOption({ label: 'Sakuya (Scarlet)' });
    expect(await result(page)).toBe('57.81% to get Sakuya (Scarlet) at least once in 3 pulls (25.00000% per pull).');
    await pulls.fill('1');
    expect(await result(page)).toBe('25.00% to get Sakuya (Scarlet) at least once in 1 pull (25.00000% per pull).');
    expect(page.errors).toEqual([]);
  });

  it('offers the Friends of a pool without rate-ups', async () => {
    const page = await open('/prayer/standard-prayer/info');
    const box = page.getByRole('region', { name: 'Chance within N pulls' });
    const friends = () => box.getByLabel('Friend', { exact: true }).locator('option').allTextContents();
    expect(await eventually(friends, ['Reimu', 'Marisa'])).toEqual(['Reimu', 'Marisa']);
    await box.getByLabel('Pulls').fill('10');
    // The unreleased 4-star card of the pool is left out: the chances are over what is left.
    expect(await result(page)).toBe('73.69% to get Reimu at least once in 10 pulls (12.50000% per pull).');
    await box.getByText('50% after 6 pulls, 90% after 18 pulls at that rate.').waitFor();
  });
});

describe('the forever prayer', () => {
  const chance = (page: Page) => page.getByTestId('forever-chance').textContent();

  it('counts all days by default while it runs, and lists the other forever prayers', async () => {
    const page = await open('/prayer/forever-prayer');
    await page.getByRole('heading', { level: 1, name: 'Long Forever Prayer' }).waitFor();
    expect(await page.getByLabel('Days counted').inputValue()).toBe('1');
    // Without the spoiler switch one of its Festival Friends is not named: the calculator asks for counts.
    expect(await chance(page)).toBe('Say how many Friends of each rarity you want to see the chance of getting at least one of them.');
    await page.getByRole('navigation', { name: 'Forever prayers' }).getByRole('link', { name: 'Forever Prayer of Winter' }).click();
    await page.waitForURL(`${site.base}/prayer/forever-prayer?id=1`);
    await page.getByRole('heading', { level: 1, name: 'Forever Prayer of Winter' }).waitFor();
    // It has ended: the calculator starts hidden.
    expect(await page.getByLabel('Days counted').inputValue()).toBe('0');
    expect(await page.getByTestId('forever-chance').count()).toBe(0);
  });

  it('works out the chance for the Friends chosen one by one or by rarity', async () => {
    const page = await open('/prayer/forever-prayer?id=1');
    await page.getByRole('heading', { level: 1, name: 'Forever Prayer of Winter' }).waitFor();
    await page.getByLabel('Days counted').selectOption('1');
    expect(await chance(page)).toBe('Choose Friends to see the chance of getting at least one of them.');

    const friends = page.locator('.forever-characters');
    const reimu = friends.locator('[data-slug="l1-reimu"]');
    await reimu.click();
    expect(await reimu.getAttribute('aria-pressed')).toBe('true');
    expect(await chance(page)).toBe('37.41% to get at least one of the 1 chosen Friend in 31 daily pulls (1.50000% a day).');
    await friends.locator('[data-slug="a6-sakuya"]').click();
    expect(await chance(page)).toBe('54.38% to get at least one of the 2 chosen Friends in 31 daily pulls (2.50000% a day).');
    await reimu.click();
    expect(await reimu.getAttribute('aria-pressed')).toBe('false');

    // A rarity count chooses all of its Friends; clicking it again clears the choice.
    const general = page.getByRole('button', { name: 'General: 2' });
    await general.click();
    expect(await general.getAttribute('aria-pressed')).toBe('true');
    expect(await friends.locator('[aria-pressed="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')))).toEqual([
      'l1-reimu',
      'l1-marisa',
    ]);
    expect(await chance(page)).toBe('61.10% to get at least one of the 2 chosen Friends in 31 daily pulls (3.00000% a day).');
    await general.click();
    expect(await friends.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await chance(page)).toBe('Choose Friends to see the chance of getting at least one of them.');

    await page.getByLabel('Days counted').selectOption('0');
    expect(await page.getByTestId('forever-chance').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('asks how many Friends of each rarity are wanted where no complete list names them', async () => {
    const page = await open('/prayer/forever-prayer?id=3', 390);
    await page.getByRole('heading', { level: 1, name: 'Forever Prayer of Autumn' }).waitFor();
    expect(await page.getByTestId('forever-partial').textContent()).toMatch(/names 1 of the 5 Friends/);
    await page.getByLabel('Days counted').selectOption('1');
    expect(await chance(page)).toMatch(/^Say how many Friends of each rarity/);
    await page.getByLabel(/General \(of 3\)/).fill('1');
    // 6% shared by 3 general Friends: 2% a day, over the 20 days of the prayer.
    expect(await chance(page)).toBe('33.24% to get at least one of the 1 chosen Friend in 20 daily pulls (2.00000% a day).');
    await page.getByLabel(/Festival \(L1\) \(of 2\)/).fill('2');
    expect(await chance(page)).toBe('55.80% to get at least one of the 3 chosen Friends in 20 daily pulls (4.00000% a day).');
    // More than the rate counts is not possible.
    await page.getByLabel(/General \(of 3\)/).fill('9');
    expect(await page.getByLabel(/General \(of 3\)/).inputValue()).toBe('3');
    expect(page.errors).toEqual([]);
  });

  it('says so where no source gives the rates, instead of offering a choice', async () => {
    const page = await open('/prayer/forever-prayer?id=4');
    await page.getByRole('heading', { level: 1, name: 'Forever Prayer Lite' }).waitFor();
    await page.getByTestId('forever-no-rates').waitFor();
    expect(await page.getByLabel('Days counted').count()).toBe(0);
    expect(await page.getByText(/No source lists this forever prayer's Friends one by one/).count()).toBe(1);
  });

  it('opens a Friend in the character modal from its i button', async () => {
    const page = await open('/prayer/forever-prayer?id=1');
    await page.getByRole('button', { name: 'About a6-sakuya' }).click();
    await page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name: 'Sakuya Izayoi (Scarlet)' }).waitFor();
    // Opening the details chose no one.
    expect(await page.locator('.forever-characters [aria-pressed="true"]').count()).toBe(0);
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

// Each prayer page that shows data, with something the fixture keeps a spoiler until 2031. The
// prayer menu shows no data.
const SPOILER_PAGES: [string, string][] = [
  ['/prayers', '.prayer-card-item[data-prayer="7"]'],
  ['/prayers?characters=a6-sakuya', '.prayer-card-item[data-prayer="8"] [data-slug="a7-yuyuko"]'],
  ['/prayer/info/8', '.prayer-header [data-slug="a7-yuyuko"]'],
  ['/prayer/info/8', '.pool-table [data-slug="a7-yuyuko"]'],
  ['/prayer/standard-prayer', '.pool-characters [data-slug="a7-yuyuko"]'],
  ['/prayer/standard-prayer/info', '.pool-table [data-slug="a7-yuyuko"]'],
  ['/prayer/ritual-prayer', '.pool-characters [data-slug="a6-flandre"]'],
  ['/prayer/ritual-prayer/info', '.pool-table [data-slug="a6-flandre"]'],
  ['/prayer/forever-prayer', '.forever-characters [data-slug="a6-flandre"]'],
];

describe('the spoiler switch', () => {
  it.each(SPOILER_PAGES)('on %s shows %s only while it is on', async (path, selector) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    const spoiler = page.locator(selector);
    // The pool tables are folded on a prayer's page: open them to see every entry.
    const unfold = () =>
      page.locator('details.pool-table:not([open]) summary').evaluateAll((els) => els.forEach((e) => (e as HTMLElement).click()));
    await unfold();
    expect(await spoiler.count()).toBe(0);
    await flipSpoilerSwitch(page);
    // The list is asked again for the switch's position: on a busy machine that takes more than a second.
    await expect
      .poll(
        async () => {
          await unfold();
          return spoiler.count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await spoiler.first().waitFor({ state: 'visible' });
    await flipSpoilerSwitch(page);
    await spoiler.first().waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });

  it('turns the page of a prayer announced later from not found into the prayer and back', async () => {
    const page = await open('/prayer/info/7');
    await page.getByTestId('error-page').getByText('Prayer id 7 does not exist').waitFor();
    await flipSpoilerSwitch(page);
    await page.getByRole('heading', { level: 1, name: 'Scarlet Night of Flandre' }).waitFor();
    expect(await page.getByTestId('error-page').count()).toBe(0);
    await page.locator('.prayer-header .spoiler-tag').waitFor();
    await page.locator('.prayer-header [data-slug="a6-flandre"]').waitFor();
    // Its simulator pulls under the switch too.
    await page.getByRole('button', { name: 'Pull ×10', exact: true }).click();
    expect(await eventually(() => filledSlots(page), 10)).toBe(10);
    await flipSpoilerSwitch(page);
    await page.getByTestId('error-page').getByText('Prayer id 7 does not exist').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('links a prayer to its calendar and the list to the feeds, as far as the switch shows', async () => {
    const page = await open('/prayer/info/6', 390);
    const add = page.getByRole('link', { name: 'Add to calendar' });
    expect(await add.getAttribute('href')).toBe('/calendar/prayer/6.ics');
    const file = await page.request.get(`${site.base}/calendar/prayer/6.ics`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    // A prayer with no date known to the day has nothing to add.
    await goto(page, `${site.base}/prayer/info/9`);
    await page.getByRole('heading', { level: 1, name: 'Story Card Collection' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);

    await goto(page, `${site.base}/prayers`);
    const calendar = page.getByRole('link', { name: 'Prayer calendar' });
    expect(await calendar.getAttribute('href')).toBe('/calendar/prayers.ics');
    expect(await page.getByRole('link', { name: 'Atom feed of prayers' }).getAttribute('href')).toBe('/feeds/prayers.atom');
    await flipSpoilerSwitch(page);
    expect(await eventually(() => calendar.getAttribute('href'), '/calendar/prayers.ics?jpContent=1')).toBe(
      '/calendar/prayers.ics?jpContent=1',
    );
    // A prayer announced later is added with the switch, which its calendar file needs too.
    await goto(page, `${site.base}/prayer/info/7`);
    const hidden = page.getByRole('link', { name: 'Add to calendar' });
    expect(await hidden.getAttribute('href')).toBe('/calendar/prayer/7.ics?jpContent=1');
    expect((await page.request.get(`${site.base}/calendar/prayer/7.ics?jpContent=1`)).status()).toBe(200);
    expect(page.errors).toEqual([]);
  });

  it('opens the spoiler prayer from the list with ?jpContent-style settings on', async () => {
    const page = await open('/prayers', 1280, { 'jp-content': true });
    const card = page.locator('.prayer-card-item[data-prayer="7"]');
    await card.waitFor();
    expect(await prayerIds(page)).toEqual(['7', ...ALL]);
    expect(await card.locator('.spoiler-tag').textContent()).toBe('JP spoiler');
    await card.getByRole('link', { name: 'Scarlet Night of Flandre' }).click();
    await page.waitForURL(`${site.base}/prayer/info/7`);
    await page.getByRole('heading', { level: 1, name: 'Scarlet Night of Flandre' }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("keeps a rate-up's sample chance whatever is hidden in the standard pool", async () => {
    // Prayer 5 has no published rates: each rate-up at 1%, the standard pool the visitor sees for
    // the rest. The JP-only Friend in the standard pool moves neither figure.
    const page = await open('/prayer/info/5');
    const box = page.getByRole('region', { name: 'Chance within N pulls' });
    await box.getByLabel('Rate-up').selectOption({ label: 'Sakuya (Scarlet)' });
    const sakuya = '63.40% to get Sakuya (Scarlet) at least once in 100 pulls (1.00000% per pull).';
    expect(await page.getByTestId('rate-up-chance').textContent()).toBe(sakuya);
    await flipSpoilerSwitch(page);
    await page.locator('.pool-table [data-slug="a7-yuyuko"]').waitFor({ state: 'attached' });
    await box.getByLabel('Rate-up').selectOption({ label: 'Sakuya (Scarlet)' });
    expect(await page.getByTestId('rate-up-chance').textContent()).toBe(sakuya);
    expect(page.errors).toEqual([]);
  });
});

describe('on a phone', () => {
  it('the list has no horizontal scroll with every prayer, the spoilers and the advanced search shown', async () => {
    const page = await open('/prayers', 360, { 'jp-content': true });
    expect(await eventually(() => prayerIds(page), ['7', ...ALL])).toEqual(['7', ...ALL]);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Advanced search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prayer Search and Filter' });
    await dialog.getByLabel('Rate-up Friends (all of)').fill('a');
    await dialog.locator('.chip-options').waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  it('the detail has no horizontal scroll with results, its pool and its step-up tables shown, and chances to 2 decimals', async () => {
    const page = await open('/prayer/info/5', 360);
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    await sim.getByRole('button', { name: 'Pull ×10', exact: true }).click();
    expect(await eventually(() => filledSlots(page), 10)).toBe(10);
    expect(await page.locator('.result-slot.filled .result-chance').first().textContent()).toMatch(/^\d+\.\d{2}%$/);
    // Every star of every result shows inside its tile (five stars fit a phone's fifth of the row).
    const clipped = await page.locator('.result-slot.filled').evaluateAll((slots) =>
      slots.flatMap((slot) => {
        const stars = slot.querySelector('.stars');
        if (!stars) return [];
        const tile = slot.getBoundingClientRect();
        const box = stars.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(stars);
        const text = range.getBoundingClientRect();
        return text.right > tile.right || text.left < tile.left || box.right > tile.right ? [stars.textContent] : [];
      }),
    );
    expect(clipped).toEqual([]);
    await page.locator('.pool-table summary').click();
    await page.locator('.pool-table .chance-table').first().waitFor();
    expect(await page.locator('.pool-table td.chance').first().textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  });
});
