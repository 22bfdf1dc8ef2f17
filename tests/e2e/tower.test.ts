// The tower pages in Chromium against the fixture: floors 1, 2, 3 and 5 are out, floor 6 opens in
// 2031 (a spoiler), floor 4 does not exist; floor 3 holds a three-gauge enemy (A6 Sakuya).
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, goto, landing, routeVisits, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = (path: string, width = 1280, options: { touch?: boolean; settings?: Record<string, unknown> } = {}): Promise<Watched> =>
  site.open(path, { width, touch: options.touch ?? width < 1000, settings: options.settings, consoleErrors: true });

const TOWER = '/stages/scarlet-devil-tower';
const ROUTES: [string, string[], string][] = [
  [
    TOWER,
    [
      TOWER,
      '/stages',
      '/stage',
      '/stage-tracker',
      '/stages/sdt',
      '/stages/scarlet-tower',
      '/stages/tower',
      '/stage-tracker/scarlet-devil-tower',
      '/stages/vs-divergent-spirit',
    ],
    'Scarlet Devil Tower',
  ],
  [
    `${TOWER}/rewards`,
    [
      `${TOWER}/rewards`,
      `${TOWER}/reward`,
      `${TOWER}/item`,
      `${TOWER}/items`,
      '/stages/sdt/rewards',
      '/stage-tracker/scarlet-devil-tower/rewards',
    ],
    'Scarlet Devil Tower Rewards',
  ],
  [
    `${TOWER}/hp-chart`,
    [
      `${TOWER}/hp-chart`,
      `${TOWER}/total-hp`,
      `${TOWER}/hp-graph`,
      '/stages/tower/hp-graph',
      '/stage-tracker/scarlet-devil-tower/hp-graph',
    ],
    'Scarlet Devil Tower HP Chart',
  ],
];

describe('tower routes in Chromium', () => {
  it.each(ROUTES.flatMap(([path, froms, title]) => [1280, 360].map((w) => [path, w, froms, title] as const)))(
    '%s at %i px: opens (from its path on a desktop, from an alias on a phone) with no console error; every alias leads to it',
    async (path, width, froms, title) => {
      if (width === 1280) for (const from of froms) expect(await landing(site, from), from).toBe(path);
      for (const [from] of routeVisits(path, froms).filter(([, w]) => w === width)) {
        const page = await open(from, width);
        await page.waitForURL(site.base + path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        expect(await page.evaluate(() => document.title)).toBe(`${title} | LostWord Global Tracker`);
        expect(await page.locator('.backgrounds').getAttribute('data-theme')).toBe('tower');
        await settled(page);
        expect(await page.getByTestId('error-page').count()).toBe(0);
        if (width === 360)
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(page.errors, from).toEqual([]);
      }
    },
  );
});

const detailFloor = (page: Page) => page.locator('.floor-detail').getAttribute('data-floor');

describe('floor list and detail', () => {
  it('auto-selects the newest released floor on a wide screen, and navigates by list, selector and Back', async () => {
    const page = await open(TOWER);
    await page.locator('.floor-detail[data-floor="5"]').waitFor();
    expect(await page.locator('.floor-item.selected').getAttribute('data-floor')).toBe('5');
    await page.locator('.floor-item[data-floor="2"] a').click();
    await page.waitForURL(`${site.base}${TOWER}?floor=2`);
    await page.locator('.floor-detail[data-floor="2"]').waitFor();
    expect(await page.locator('.floor-detail .floor-meta .date-source > span').getAttribute('title')).toBe('fixture');
    const input = page.getByRole('textbox', { name: 'Floor number' });
    await input.pressSequentially('3x!');
    expect(await input.inputValue()).toBe('3');
    await input.press('Enter');
    await page.waitForURL(`${site.base}${TOWER}?floor=3`);
    await page.locator('.floor-detail[data-floor="3"]').waitFor();
    // The floor names its source: a link where the source is a page, its text alone where it is not.
    expect(await page.locator('.floor-detail .floor-meta .date-source a').getAttribute('href')).toBe(
      'https://example.org/tower-floor-guide',
    );
    await input.fill('99');
    await input.press('Enter');
    await page.waitForURL(`${site.base}${TOWER}?floor=5`);
    await input.press('Enter');
    expect(page.url()).toBe(`${site.base}${TOWER}?floor=5`);
    await page.goBack();
    await page.waitForURL(`${site.base}${TOWER}?floor=3`);
    expect(await eventually(() => detailFloor(page), '3')).toBe('3');
    expect(page.errors).toEqual([]);
  });

  it('clamps a deep link past the top to the highest released floor, and names a floor that does not exist', async () => {
    const page = await open(`${TOWER}?floor=40`);
    await page.locator('.floor-detail[data-floor="5"]').waitFor();
    await page.getByText('There is no floor 40; showing floor 5, the highest listed.').waitFor();
    await goto(page, `${site.base}${TOWER}?floor=4`);
    await page.getByText('Tower floor does not exist!').waitFor();
    expect(await page.locator('.floor-list .floor-item').count()).toBe(4);
  });

  it('shows enemies with a gauge toggle cycling all, each gauge, all; reward glows; the character modal', async () => {
    const page = await open(`${TOWER}?floor=3`);
    const card = page.locator('.enemy-card[data-slot="0"]');
    const toggle = card.getByRole('button', { name: /gauge/i });
    const state = async () =>
      `${await toggle.textContent()} | ${await card.locator('.enemy-hp').textContent()} | ${await card.locator('.enemy-barriers').textContent()}`;
    expect(await state()).toBe('All gauges | 60,000 | 3 / 4 / 5');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await toggle.click();
      seen.push(await state());
    }
    expect(seen).toEqual([
      'Gauge 1 (green) | 20,000 | 3',
      'Gauge 2 (yellow) | 20,000 | 4',
      'Gauge 3 (red) | 20,000 | 5',
      'All gauges | 60,000 | 3 / 4 / 5',
    ]);
    expect(await card.locator('.spell-icon').count()).toBe(5);
    expect(await card.locator('.spell-icon').evaluateAll((els) => new Set(els.map((e) => getComputedStyle(e).color)).size)).toBe(5);
    await card.getByText('All anomalies').waitFor();
    await card.getByText('NOT FOUND mystery').waitFor();
    expect(await page.locator('.floor-detail [data-item="kyara-2"]').getAttribute('class')).toContain('glow-red');
    await page.locator('.floor-item[data-floor="2"] a').click();
    expect(await page.locator('.floor-detail [data-item="manaka-3"]').getAttribute('class')).toContain('glow-gold');
    await page.goBack();
    await page.locator('.enemy-picture[data-slug="a6-sakuya"]').click();
    await page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name: 'Sakuya Izayoi (Scarlet)' }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('labels elements in kanji with the Japanese element setting', async () => {
    const page = await open(`${TOWER}?floor=3`, 1280, { settings: { 'element-lang': 'jp' } });
    expect(await page.locator('.enemy-card [data-element="moon"]').first().textContent()).toBe('月');
    expect(await page.locator('.enemy-card [data-element="no"]').first().textContent()).toBe('無');
  });
});

/** A one-finger swipe through the browser's own touch input (Chrome DevTools Protocol). */
async function swipe(cdp: CDPSession, from: [number, number], to: [number, number]) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1] }] });
  for (let i = 1; i <= 5; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / 5;
    const y = from[1] + ((to[1] - from[1]) * i) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('on a phone', () => {
  it('shows the list first, then the floor chosen; swipes of 75 px within 30 degrees show and hide the list', async () => {
    const page = await open(TOWER, 360, { touch: true });
    const list = page.locator('.floor-list-pane');
    await list.waitFor({ state: 'visible' });
    await page.locator('.floor-item[data-floor="3"] a').tap();
    await page.waitForURL(`${site.base}${TOWER}?floor=3`);
    await page.locator('.floor-detail[data-floor="3"]').waitFor({ state: 'visible' });
    expect(await list.isVisible()).toBe(false);
    const cdp = await page.context().newCDPSession(page);
    const visible = () => list.isVisible();
    await swipe(cdp, [60, 400], [180, 410]);
    expect(await eventually(visible, true)).toBe(true);
    await swipe(cdp, [300, 400], [180, 400]);
    expect(await eventually(visible, false)).toBe(false);
    // Too short, then too steep (45 degrees): nothing changes.
    await swipe(cdp, [60, 400], [110, 400]);
    await swipe(cdp, [60, 300], [160, 400]);
    await page.waitForTimeout(200);
    expect(await visible()).toBe(false);
    await page.getByRole('button', { name: 'Show floors' }).tap();
    expect(await eventually(visible, true)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('rewards tracker', () => {
  it('lists each item with its total and links each floor to the tower page', async () => {
    const page = await open(`${TOWER}/rewards`);
    const coins = page.locator('.reward-item[data-item="coins"]');
    expect(await coins.locator('.reward-total').textContent()).toBe('×7,000');
    expect(await coins.locator('.reward-floors li').count()).toBe(4);
    expect(await page.locator('.reward-item[data-item="kyara-2"] .reward-head').getAttribute('class')).toContain('glow-red');
    await coins.getByRole('link', { name: /Floor 2/ }).click();
    await page.waitForURL(`${site.base}${TOWER}?floor=2`);
    await page.locator('.floor-detail[data-floor="2"]').waitFor();
  });
});

describe('HP chart', () => {
  const chart = (page: Page) => page.locator('.hp-chart');

  it('switches between compact and 5 px bars, and to the logarithmic scale', async () => {
    const page = await open(`${TOWER}/hp-chart`);
    await chart(page).locator('svg').first().waitFor();
    expect(await chart(page).getAttribute('data-floors')).toBe('4');
    // The fixture's floors are all sample data: drawn as such, and the legend tells sample from real.
    expect(await chart(page).locator('rect[data-sample="true"]').count()).toBe(4);
    expect(await page.locator('.hp-chart-legend').textContent()).toContain('sample data (made up)');
    const width = async () => Number(await chart(page).locator('svg').first().getAttribute('width'));
    expect(await width()).toBeGreaterThan(900);
    await page.getByLabel('Compact').uncheck();
    // 96 px of axis, 4 bars of 5 px with 2 px gaps, 12 px on the right.
    expect(await eventually(width, 136)).toBe(136);
    await page.getByLabel('Compact').check();
    const labels = () => chart(page).locator('svg text').allTextContents();
    expect(await labels()).toContain('60k');
    await page.getByLabel('Logarithmic').check();
    expect(await eventually(async () => (await labels()).includes('31.6k'), true)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('shows Floor and HP with "Go to floor" on hover, and goes to the floor on a click at 1080 px and more', async () => {
    const page = await open(`${TOWER}/hp-chart`, 1280);
    const hit = page.locator('.hp-chart-hit');
    const box = (await hit.boundingBox())!;
    const bar = (i: number) => ({ x: box.x + (box.width / 4) * (i + 0.5), y: box.y + box.height - 5 });
    await page.mouse.move(bar(2).x, bar(2).y);
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText('Floor 3').waitFor();
    expect(await tooltip.textContent()).toContain('HP 60,000');
    await tooltip.getByRole('button', { name: 'Go to floor' }).click();
    await page.waitForURL(`${site.base}${TOWER}?floor=3`);
    await page.goBack();
    await hit.waitFor();
    await page.mouse.click(bar(1).x, bar(1).y);
    await page.waitForURL(`${site.base}${TOWER}?floor=2`);
    expect(page.errors).toEqual([]);
  });

  it('under 1080 px a compact chart only shows the tooltip on a click; without compact the click goes through', async () => {
    const page = await open(`${TOWER}/hp-chart`, 1000, { touch: false });
    const hit = page.locator('.hp-chart-hit');
    let box = (await hit.boundingBox())!;
    await page.mouse.click(box.x + (box.width / 4) * 0.5, box.y + box.height - 5);
    await page.getByRole('tooltip').getByText('Floor 1').waitFor();
    expect(page.url()).toBe(`${site.base}${TOWER}/hp-chart`);
    const compactWidth = box.width;
    await page.getByLabel('Compact').uncheck();
    // The chart is laid out again with 5 px bars: measured once it has been, and clicked where the
    // bars take the click (not where the first click's tooltip still stands).
    expect(await eventually(async () => (await hit.boundingBox())?.width !== compactWidth, true)).toBe(true);
    box = (await hit.boundingBox())!;
    const point = { x: box.x + 7 * 3.5, y: box.y + box.height - 5 };
    const onBars = () => page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.hp-chart-hit'), point);
    expect(await eventually(onBars, true)).toBe(true);
    await page.mouse.click(point.x, point.y);
    await page.waitForURL(`${site.base}${TOWER}?floor=5`);
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
  it.each([
    [TOWER, '.floor-item[data-floor="6"]'],
    [`${TOWER}/rewards`, '.reward-item[data-item="sasora-2"]'],
    [`${TOWER}/hp-chart`, '.hp-chart[data-floors="5"]'],
  ])('on %s shows the floor still to come only while it is on', async (path, selector) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    const spoiler = page.locator(selector);
    expect(await spoiler.count()).toBe(0);
    await flipSpoilerSwitch(page);
    await spoiler.first().waitFor({ state: 'visible' });
    await flipSpoilerSwitch(page);
    await spoiler.first().waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });

  it('marks the floor still to come and its rewards JP while it is on', async () => {
    const page = await open(`${TOWER}?floor=6`);
    await page.locator('.floor-detail[data-floor="5"]').waitFor();
    await flipSpoilerSwitch(page);
    await page.locator('.floor-detail[data-floor="6"] .jp-marker').first().waitFor();
    await page.locator('.floor-item[data-floor="6"] .jp-marker').waitFor();
    // Its JP-only enemy (A7 Yuyuko) shows, marked too.
    await page.locator('.enemy-card').filter({ hasText: 'Yuyuko' }).locator('.jp-marker').waitFor();
    await goto(page, `${site.base}${TOWER}/rewards`);
    await page.locator('.reward-item[data-item="coins"] li[data-floor="6"] .jp-marker').waitFor();
    expect(await page.locator('.reward-item[data-item="coins"] li[data-floor="5"] .jp-marker').count()).toBe(0);
  });
});
