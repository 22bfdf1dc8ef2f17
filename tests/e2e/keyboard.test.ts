// The site with a keyboard alone, in Chromium: no mouse, no clicks. Dialogs take the focus, keep
// Tab inside, close on Escape and give the focus back to the control that opened them; the
// advanced searches, the pull simulator and the tower's HP chart are operated with Tab, Enter,
// Space, Escape and the arrow keys.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = async (path: string, width = 1280, height = 800): Promise<Watched> => {
  const page = await site.open(path, { width, height, consoleErrors: true });
  await settled(page);
  return page;
};

/** Waits until the address (changed in place, as filters replace it) matches `pattern`. */
async function urlMatches(page: Page, pattern: RegExp): Promise<void> {
  expect(await eventually(async () => pattern.test(page.url()), true), `${page.url()} should match ${pattern}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const focusInside = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement));

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${await target.evaluate((el) => el.outerHTML.slice(0, 120))} never took the focus (${max} × ${key}; last: ${focused})`);
}

/** Tabs through a dialog forwards and backwards: the focus must never leave it, and must wrap. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const tabbable = await dialog.evaluate(
    (el) =>
      [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0,
      ).length,
  );
  expect(tabbable).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (let i = 0; i < tabbable + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
  }
  // It went round: the presses beyond the number of controls came back to ones seen before.
  expect(seen.size).toBeLessThanOrEqual(tabbable);
  for (let i = 0; i < tabbable + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
}

describe('dialogs with the keyboard', () => {
  it('the settings panel: opens on Enter with the focus inside, keeps Tab inside, closes on Escape back to its button', async () => {
    const page = await open('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    expect(await focusInside(dialog)).toBe(true);
    await expectFocusTrapped(page, dialog);

    // A setting changes from the keyboard: Space on the 24-hour checkbox.
    const clock = dialog.getByLabel('24-hour clock');
    await pressUntilFocused(page, clock);
    const before = await clock.isChecked();
    await page.keyboard.press('Space');
    expect(await clock.isChecked()).toBe(!before);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('the character modal: opens from a thumbnail on Enter, keeps Tab inside, closes on Escape back to the thumbnail', async () => {
    const page = await open('/characters/release-order');
    const thumb = page.locator('.character-thumb').nth(1);
    const slug = await thumb.getAttribute('data-slug');
    await pressUntilFocused(page, thumb);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Character' });
    // The modal shows the character the thumbnail stands for: the thumbnail's portrait, or the
    // placeholder art named after them.
    await dialog.locator('.character-details h3').waitFor();
    const art = await dialog.locator('.character-details img').getAttribute('src');
    // The thumbnail is drawn before it takes the focus: whether it has a portrait is known at once.
    const portrait = (await thumb.locator('img[data-portrait]').count())
      ? await thumb.locator('img[data-portrait]').getAttribute('src')
      : null;
    expect(portrait ? art === portrait : art?.includes(slug as string), `${slug}: ${art}`).toBe(true);
    expect(await focusInside(dialog)).toBe(true);
    // The attack section comes in after the details (its own chunk), with a link of its own.
    await dialog.locator('.attack-section').waitFor();
    await expectFocusTrapped(page, dialog);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(thumb)).toBe(true);
    // The thumbnail is a link to the character's page: Enter opens the modal again.
    expect(await thumb.getAttribute('href')).toBe(`/characters/${slug}`);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(thumb)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('the advanced searches with the keyboard', () => {
  it('story cards: every kind of filter is operated from the keyboard, and its state is exposed', async () => {
    const page = await open('/story-cards');
    const cards = page.locator('article.story-card');
    const all = await cards.count();
    const button = page.getByRole('button', { name: /^Advanced search/ });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Story Card Search and Filter' });
    await dialog.getByRole('group', { name: 'Rarity' }).waitFor();
    expect(await focusInside(dialog)).toBe(true);
    const count = dialog.getByTestId('search-count');
    // The count of cards shown is a live region: it is announced as filters change.
    expect(await count.getAttribute('aria-live')).toBe('polite');

    // A toggle button: Space presses it, and it says so.
    const fiveStars = dialog.getByRole('group', { name: 'Rarity' }).getByRole('button', { name: '5★' });
    await pressUntilFocused(page, fiveStars);
    await page.keyboard.press('Space');
    expect(await eventually(() => fiveStars.getAttribute('aria-pressed'), 'true')).toBe('true');
    await urlMatches(page, /rarities=5/);
    const fives = await eventually(() => cards.count(), 4);
    expect(fives).toBeLessThan(all);

    // A featured character: typed, chosen with Enter, listed as chosen and announced.
    const featured = dialog.getByRole('textbox', { name: 'Featured characters' });
    await pressUntilFocused(page, featured, { key: 'Shift+Tab' });
    await page.keyboard.type('Reimu');
    await page.keyboard.press('Enter');
    const chosen = dialog.getByRole('list', { name: 'Chosen characters' });
    await chosen.getByRole('listitem').first().waitFor();
    await dialog.getByRole('status').filter({ hasText: /added/ }).waitFor();
    await urlMatches(page, /featured=/);
    // Its remove button works from the keyboard, and the focus goes back to the field.
    const remove = chosen.getByRole('button', { name: /^Remove / });
    await pressUntilFocused(page, remove, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    expect(await eventually(() => chosen.getByRole('listitem').count(), 0)).toBe(0);
    expect(await isFocused(featured)).toBe(true);

    // A drop-down: the arrow keys choose an option.
    const obtaining = dialog.getByRole('combobox', { name: 'Obtaining' });
    await pressUntilFocused(page, obtaining);
    await page.keyboard.press('ArrowDown');
    expect(await obtaining.inputValue()).not.toBe('');
    await urlMatches(page, /obtaining=/);

    // A slot set to an effect: the effect picker's tabs follow the arrow keys, an effect is picked
    // with Enter and the focus comes back to the slot's effect button, which names it.
    const kind = dialog.getByRole('combobox', { name: 'Sort/Filter 1 kind' });
    await pressUntilFocused(page, kind);
    for (let i = 0; i < 4 && (await kind.inputValue()) !== 'effect'; i++) await page.keyboard.press('ArrowDown');
    expect(await kind.inputValue()).toBe('effect');
    const choice = dialog.getByRole('button', { name: /^Effect:/ });
    await pressUntilFocused(page, choice);
    await page.keyboard.press('Enter');
    expect(await choice.getAttribute('aria-expanded')).toBe('true');
    const general = dialog.getByRole('tab', { name: 'General Effects' });
    const tags = dialog.getByRole('tab', { name: 'Character Tags' });
    await pressUntilFocused(page, general);
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(tags)).toBe(true);
    expect(await tags.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await general.getAttribute('aria-selected')).toBe('true');
    const option = dialog.getByRole('tabpanel').getByRole('button').first();
    const effect = await option.textContent();
    await pressUntilFocused(page, option);
    await page.keyboard.press('Enter');
    expect(await eventually(() => choice.getAttribute('aria-expanded'), 'false')).toBe('false');
    expect(await isFocused(choice)).toBe(true);
    expect(await choice.textContent()).toContain(effect ?? '');

    // Escape closes the search; the focus is back on its button, which counts the filters.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await eventually(() => isFocused(button), true)).toBe(true);
    expect(await button.textContent()).toMatch(/Advanced search \(\d\)/);
    expect(page.errors).toEqual([]);
  });

  it('character filters on a phone: the Filters dialog is operated with Tab and Space, and closes with Escape', async () => {
    const page = await open('/characters/release-order', 390, 844);
    const thumbs = page.locator('.character-thumb');
    const all = await thumbs.count();
    const button = page.getByRole('button', { name: /^Filters/ });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    expect(await focusInside(dialog)).toBe(true);
    const festival = dialog.getByRole('checkbox', { name: 'Festival (L1)' });
    await pressUntilFocused(page, festival);
    await page.keyboard.press('Space');
    expect(await festival.isChecked()).toBe(true);
    await urlMatches(page, /type=fes/);
    expect(await eventually(async () => (await thumbs.count()) < all, true)).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
    expect(await button.textContent()).toBe('Filters (1)');
    expect(page.url()).toContain('type=fes');
    expect(page.errors).toEqual([]);
  });
});

describe('the pull simulator with the keyboard', () => {
  it('pulls with Enter and Space, keeps the focus on the pull button, announces the results and resets', async () => {
    const page = await open('/prayer/info/5');
    const sim = page.getByRole('region', { name: 'Pull simulator' });
    const single = sim.getByRole('button', { name: 'Pull ×1', exact: true });
    await pressUntilFocused(page, single);
    await page.keyboard.press('Enter');
    expect(await eventually(() => page.getByTestId('pull-count').textContent(), '1')).toBe('1');
    expect(await isFocused(single)).toBe(true);
    const status = sim.getByRole('status');
    expect(await eventually(async () => /^Pull 1: 1 result/.test((await status.textContent()) ?? ''), true)).toBe(true);

    const multi = sim.getByRole('button', { name: 'Pull ×10', exact: true });
    await page.keyboard.press('Tab');
    expect(await isFocused(multi)).toBe(true);
    await page.keyboard.press('Space');
    expect(await eventually(() => page.getByTestId('pull-count').textContent(), '11')).toBe('11');
    expect(await isFocused(multi)).toBe(true);
    expect(await eventually(async () => /^Pull 2: 10 results/.test((await status.textContent()) ?? ''), true)).toBe(true);
    expect(await page.locator('.result-slot.filled').count()).toBe(10);

    // A step-up track that runs out: its button is done, and the focus moves on rather than being lost.
    const second = sim.locator('.pull-button.step[data-track="1"]');
    await pressUntilFocused(page, second);
    await page.keyboard.press('Enter');
    expect(await eventually(() => second.textContent(), 'Ascending 2 step 1/1 (done)')).toBe('Ascending 2 step 1/1 (done)');
    const reset = sim.getByRole('button', { name: 'Reset' });
    expect(await eventually(() => isFocused(reset), true)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await eventually(() => page.getByTestId('pull-count').textContent(), '0')).toBe('0');
    expect(await page.locator('.result-slot.filled').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe('the tower HP chart with the keyboard', () => {
  it('reaches every floor with the arrow keys, Home and End, reads its HP, and opens it with Enter', async () => {
    const page = await open('/stages/scarlet-devil-tower/hp-chart');
    const slider = page.getByRole('slider', { name: /Floors of the chart/ });
    await pressUntilFocused(page, slider);
    const text = () => slider.getAttribute('aria-valuetext');
    await page.keyboard.press('ArrowRight');
    // The fixture's floors are sample data, and the slider says so.
    expect(await text()).toMatch(/^Floor 1 \(sample data\), HP [\d,]+$/);
    await page.keyboard.press('ArrowRight');
    expect(await text()).toMatch(/^Floor 2 \(sample data\), HP /);
    await page.keyboard.press('End');
    expect(await text()).toMatch(/^Floor 5 \(sample data\), HP /);
    expect(await slider.getAttribute('aria-valuenow')).toBe('5');
    await page.keyboard.press('Home');
    expect(await text()).toMatch(/^Floor 1 \(sample data\), HP /);
    await page.keyboard.press('ArrowUp');
    expect(await text()).toMatch(/^Floor 2 \(sample data\), HP /);
    await page.keyboard.press('ArrowDown');
    expect(await text()).toMatch(/^Floor 1 \(sample data\), HP /);

    // The values as a table, opened and read by keyboard too: one row per floor, with a link to it.
    const summary = page.getByText('Values as a table');
    await pressUntilFocused(page, summary);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'HP per floor' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 4);
    expect(await table.getByRole('row').nth(1).getByRole('cell').last().textContent()).toBe('sample');
    const link = table.getByRole('link', { name: 'Floor 3' });
    await pressUntilFocused(page, link);

    // Back on the chart: Enter opens the chosen floor.
    await pressUntilFocused(page, slider, { key: 'Shift+Tab' });
    await page.keyboard.press('ArrowRight');
    expect(await text()).toMatch(/^Floor 2 \(sample data\), HP /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/stages\/scarlet-devil-tower\?floor=2$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.errors).toEqual([]);
  });
});
