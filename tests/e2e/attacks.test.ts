// The Friends' attacks in Chromium, against the fixture's attack rows (tests/e2e/attackFixture.ts):
// a Friend's page at a desktop's width and a phone's, a Friend without data, the comparison page's
// filters and sort, the search in its URL (a reload keeps it), and the spoiler switch.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPower } from '../../client/characters/attacks.ts';
import { type FixtureAttack, fixtureAttacks, fixtureCharacters, publicSlugs } from './attackFixture.ts';
import { eventually, reload, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

const ATTACKS = fixtureAttacks();
const CHARACTERS = fixtureCharacters();
/** The attacks of the Friends a visitor sees without the spoiler switch, and the others. */
let VISIBLE: FixtureAttack[] = [];
let HIDDEN: FixtureAttack[] = [];
let PUBLIC = new Set<string>();

beforeAll(async () => {
  site = await startSite();
  PUBLIC = await publicSlugs(site.base);
  VISIBLE = ATTACKS.filter((a) => PUBLIC.has(a.slug));
  HIDDEN = ATTACKS.filter((a) => !PUBLIC.has(a.slug));
  if (VISIBLE.length === 0 || HIDDEN.length === 0) throw new Error('the fixture needs attacks of public and of hidden Friends');
});
afterAll(() => site?.close());

const open = (path: string, width = 1280): Promise<Watched> => site.open(path, { width, consoleErrors: true });

const KIND_LABEL: Record<string, string> = { SPELL_CARD_1: 'Spell card 1', SPELL_CARD_2: 'Spell card 2', LAST_WORD: 'Last word' };

const key = (a: { slug: string; kind: string }) => `${a.slug} ${a.kind}`;
/** The attacks' keys in a set order, to compare which attacks a list holds whatever its order. */
const keys = (list: readonly { slug: string; kind: string }[]) => list.map(key).sort();
const byKey = new Map(ATTACKS.map((a) => [key(a), a]));
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The snapshot's day, as the pages write it. */
const SNAPSHOT_DAY = '26 Oct 2024';

/** Flips the spoiler switch in the settings modal, as a visitor does, and closes it. */
async function flipSpoilerSwitch(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Show JP content and spoilers').click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Every row of the comparison, in order: the list draws its rows in batches as the visitor scrolls
 * towards its end, and only those near the viewport, so the page is scrolled through (as a visitor
 * would) until the list says it shows them all, and each row is kept by its place.
 */
async function listedRows(page: Page): Promise<{ slug: string; kind: string; sorted: number | null }[]> {
  const status = page.getByTestId('attack-list-status').or(page.getByTestId('attack-list-empty'));
  await status.first().waitFor();
  if (await page.getByTestId('attack-list-empty').count()) return [];
  const rows = new Map<number, { slug: string; kind: string; sorted: number | null }>();
  const statusText = () => page.getByTestId('attack-list-status').textContent();
  const until = Date.now() + 20_000;
  for (let y = 0; ; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
    const seen = await page.locator('.attack-body tr[data-index]').evaluateAll((els) =>
      els.map((e) => ({
        index: Number(e.getAttribute('data-index')),
        slug: e.getAttribute('data-slug') ?? '',
        kind: e.getAttribute('data-kind') ?? '',
        sorted: e.querySelector('[data-sorted-power]')?.getAttribute('data-sorted-power') ?? null,
      })),
    );
    for (const r of seen) rows.set(r.index, { slug: r.slug, kind: r.kind, sorted: r.sorted === null ? null : Number(r.sorted) });
    const all = /^(\d+) attacks?$/.exec((await statusText()) ?? '');
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (all && rows.size >= Number(all[1]) && y >= end) break;
    if (Date.now() > until) throw new Error(`the list did not show every attack: ${await statusText()}, ${rows.size} rows seen`);
    if (y >= end) y = end - 400 + 1;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}

/** Whether a list of numbers never grows (ties keep any order). */
const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || v <= values[i - 1] + 1e-6);

describe('the fixture', () => {
  it('has attacks for Friends a visitor sees, and for one the spoiler switch hides', () => {
    expect(VISIBLE.length).toBeGreaterThan(3);
    expect(HIDDEN.length).toBeGreaterThan(0);
    expect(PUBLIC.has('l1-reimu') && ATTACKS.some((a) => a.slug === 'l1-reimu')).toBe(true);
  });
});

describe("a Friend's attacks on its page", () => {
  // A Friend every visitor sees (the first test of the file checks it is public).
  const slug = 'l1-reimu';
  const own = ATTACKS.filter((a) => a.slug === slug);

  it.each([1280, 390])(
    'lists each attack with its total power and target, and credits the source with its date, at %i px',
    async (width) => {
      const page = await open(`/characters/${slug}`, width);
      const section = page.getByRole('region', { name: 'Attacks' });
      await section.waitFor();
      const cards = section.locator('article.attack-card');
      expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(own.map((a) => a.kind));
      for (const [i, a] of own.entries()) {
        const card = cards.nth(i);
        expect(await card.getByRole('heading').textContent()).toContain(KIND_LABEL[a.kind]);
        expect(await card.getByRole('heading').textContent()).toContain(a.target === 'ALL' ? 'All enemies' : 'One enemy');
        expect(await card.getByTestId('attack-total').textContent()).toBe(formatPower(a.total));
        // Each split's figures are text beside its chart: every element of the attack is named.
        const elements = await card.locator('[data-split="Elements"] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
        expect(elements.sort()).toEqual(Object.keys(a.elements).sort());
      }
      const source = section.locator('.figure-source').first();
      expect(await source.textContent()).toContain('lostwordchronicle.com');
      expect(await source.textContent()).toContain(SNAPSHOT_DAY);
      expect(await source.getByRole('link').getAttribute('href')).toMatch(/^https?:\/\//);
      // The charts come with the page (no second request for the data) and fit the width.
      await settled(page);
      expect(await section.locator('.attack-chart svg').count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(page.errors).toEqual([]);
    },
  );

  it('says so plainly for a Friend the source lists no attack for', async () => {
    const without = [...CHARACTERS.values()].find((c) => PUBLIC.has(c.id) && !ATTACKS.some((a) => a.slug === c.id));
    expect(without, 'a visible fixture Friend without attack rows').toBeDefined();
    const page = await open(`/characters/${without?.id}`, 390);
    await page.getByTestId('no-attacks').waitFor();
    expect(await page.getByTestId('no-attacks').textContent()).toBe('No attack data: the source lists no attacks for this Friend.');
    expect(await page.locator('article.attack-card').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('shows the attacks in the character modal too', async () => {
    const page = await open('/characters/release-order');
    await page.locator(`.character-thumb[data-slug="${slug}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Character' });
    const section = dialog.getByRole('region', { name: 'Attacks' });
    await section.waitFor();
    expect(await section.locator('article.attack-card').count()).toBe(own.length);
    expect(await section.getByTestId('attack-total').first().textContent()).toBe(formatPower(own[0].total));
    // Drawn in the browser (no server drawing here): the charts come once the section is in view.
    await section.scrollIntoViewIfNeeded();
    await section.locator('.attack-chart svg').first().waitFor();
    expect(await section.locator('.attack-chart svg').count()).toBeGreaterThan(0);
  });
});

describe('the attack comparison', () => {
  it('lists every attack a visitor sees, largest total power first, each Friend a link to its page, and credits the source', async () => {
    const page = await open('/characters/attacks');
    await page.getByRole('heading', { level: 1, name: 'Attack Comparison' }).waitFor();
    const rows = await listedRows(page);
    expect(keys(rows)).toEqual(keys(VISIBLE));
    expect(nonIncreasing(rows.map((r) => byKey.get(key(r))?.total ?? Number.NaN))).toBe(true);
    // The list is virtualised and was read by scrolling: back at the top, its first row is drawn again.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page.locator('.attack-body tr[data-index="0"]');
    expect(await first.getByRole('link').getAttribute('href')).toBe(`/characters/${rows[0].slug}`);
    expect(await page.locator('.figure-source').first().textContent()).toContain(SNAPSHOT_DAY);
    expect(await page.title()).toBe('Attack Comparison | LostWord Global Tracker');
    expect(page.errors).toEqual([]);
  });

  it('filters by an element and sorts by its power, the URL carrying both through a reload', async () => {
    // Fire, as a visitor would try first; another element where no visible attack has fire.
    const counts = new Map<string, number>();
    for (const a of VISIBLE) for (const code of Object.keys(a.elements)) counts.set(code, (counts.get(code) ?? 0) + 1);
    const element = counts.has('fire') ? 'fire' : [...counts.entries()].filter(([c]) => c !== 'no').sort((a, b) => b[1] - a[1])[0][0];
    const expected = keys(VISIBLE.filter((a) => (a.elements[element] ?? 0) > 0));
    const chip = (page: Page) => page.locator(`.filters-inline label:has(input[value="${element}"])`);
    const check = async (page: Page) => {
      expect(await eventually(async () => keys(await listedRows(page)), expected, 10_000)).toEqual(expected);
      // Largest power in the element first, each row saying the power it is sorted by.
      const rows = await listedRows(page);
      const powers = rows.map((r) => byKey.get(key(r))?.elements[element] ?? Number.NaN);
      expect(nonIncreasing(powers)).toBe(true);
      expect(rows.map((r) => r.sorted)).toEqual(powers.map((p) => Math.round(p)));
    };

    const page = await open('/characters/attacks');
    await page.getByTestId('attack-list-status').waitFor();
    const historyLength = await page.evaluate(() => history.length);
    await chip(page).click();
    await page.waitForURL(`${site.base}/characters/attacks?element=${element}`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('element');
    await page.waitForURL(`${site.base}/characters/attacks?element=${element}&sort=element`);
    await check(page);
    // The filters replace the history entry, so Back leaves the page rather than undoing them.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await reload(page);
    expect(page.url()).toBe(`${site.base}/characters/attacks?element=${element}&sort=element`);
    expect(await chip(page).locator('input').isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('element');
    await check(page);
    expect(page.errors).toEqual([]);
  });

  it('sorts by Friend name, A to Z, and reverses on a second click', async () => {
    const page = await open('/characters/attacks');
    await page.getByTestId('attack-list-status').waitFor();
    const names = async () => (await listedRows(page)).map((r) => CHARACTERS.get(r.slug)?.nameEn ?? '');
    const ascending = VISIBLE.map((a) => CHARACTERS.get(a.slug)?.nameEn ?? '').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await page
      .getByRole('columnheader', { name: /Friend/ })
      .getByRole('button')
      .click();
    await page.waitForURL(`${site.base}/characters/attacks?sort=name`);
    expect(await eventually(names, ascending, 10_000)).toEqual(ascending);
    await page
      .getByRole('columnheader', { name: /Friend/ })
      .getByRole('button')
      .click();
    await page.waitForURL(`${site.base}/characters/attacks?sort=name&order=desc`);
    expect(await eventually(names, [...ascending].reverse(), 10_000)).toEqual([...ascending].reverse());
  });

  it('says so when no attack matches, and clears the filters', async () => {
    // A kind and an element no visible attack has together, found in the fixture.
    const elements = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'];
    const kinds = [
      ['sc1', 'SPELL_CARD_1'],
      ['sc2', 'SPELL_CARD_2'],
      ['lw', 'LAST_WORD'],
    ] as const;
    const none = kinds
      .flatMap(([param, kind]) => elements.map((element) => ({ param, kind, element })))
      .find(({ kind, element }) => !VISIBLE.some((a) => a.kind === kind && (a.elements[element] ?? 0) > 0));
    expect(none, 'a kind and an element no visible attack of the fixture has together').toBeDefined();
    const page = await open(`/characters/attacks?kind=${none?.param}&element=${none?.element}`, 390);
    await page.getByText('No attack matches these filters.').waitFor();
    await page.getByTestId('attack-list-empty').getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${site.base}/characters/attacks`);
    expect(await eventually(async () => keys(await listedRows(page)), keys(VISIBLE), 10_000)).toEqual(keys(VISIBLE));
    expect(page.errors).toEqual([]);
  });

  it('ignores malformed parameters and corrects unknown ones, never failing', async () => {
    const page = await open('/characters/attacks?element=plasma&killer=abc&sort=bogus&order=sideways&target=%3Cb%3E');
    expect(await page.getByTestId('error-page').count()).toBe(0);
    expect(keys(await listedRows(page))).toEqual(keys(VISIBLE));
    // A killer id no attack has, or a world that does not exist, is taken out of the address.
    const corrected = await open('/characters/attacks?killer=9999&kind=lw&world=NoSuchWorld');
    await corrected.waitForURL(`${site.base}/characters/attacks?kind=lw`);
    const lastWords = keys(VISIBLE.filter((a) => a.kind === 'LAST_WORD'));
    expect(await eventually(async () => keys(await listedRows(corrected)), lastWords, 10_000)).toEqual(lastWords);
    expect([...page.errors, ...corrected.errors]).toEqual([]);
  });

  it('is usable at 390 px: cards, no sideways scroll, the filters in a dialog', async () => {
    const page = await open('/characters/attacks', 390);
    await page.getByTestId('attack-list-status').waitFor();
    expect(await page.locator('.filters-inline').isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.locator('label:has(input[value="LAST_WORD"])').click();
    await page.waitForURL(`${site.base}/characters/attacks?kind=lw`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    const lastWords = keys(VISIBLE.filter((a) => a.kind === 'LAST_WORD'));
    expect(await eventually(async () => keys(await listedRows(page)), lastWords, 10_000)).toEqual(lastWords);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  });

  it("lists a hidden Friend's attacks only while the spoiler switch is on", async () => {
    const hidden = HIDDEN[0].slug;
    const page = await open('/characters/attacks');
    await page.getByTestId('attack-list-status').waitFor();
    expect((await listedRows(page)).filter((r) => r.slug === hidden)).toEqual([]);
    await flipSpoilerSwitch(page);
    const listed = async () => keys(await listedRows(page));
    expect(await eventually(listed, keys(ATTACKS), 10_000)).toEqual(keys(ATTACKS));
    await flipSpoilerSwitch(page);
    expect(await eventually(listed, keys(VISIBLE), 10_000)).toEqual(keys(VISIBLE));
    expect(page.errors).toEqual([]);
  });

  it("opens a hidden Friend's attacks on its page only with the spoiler switch on", async () => {
    const hidden = HIDDEN[0].slug;
    const page = await open(`/characters/${hidden}`);
    await page.getByTestId('error-page').waitFor();
    await flipSpoilerSwitch(page);
    await page.goto(`${site.base}/characters/${hidden}`);
    const cards = page.getByRole('region', { name: 'Attacks' }).locator('article.attack-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(HIDDEN.filter((a) => a.slug === hidden).length);
  });
});
