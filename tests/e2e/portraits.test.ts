// Portraits in Chromium: a character's page and a list show real pictures (decoded, not the
// placeholder), with their size set before they arrive so nothing moves, and a hidden Friend's
// picture comes and goes with the spoiler switch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../helpers/database.ts';
import { type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const hashOf = (id: string) =>
  (JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters/characters.json'), 'utf8')) as { id: string; portraitHash?: string }[]).find(
    (c) => c.id === id,
  )?.portraitHash as string;

/** What the browser made of an <img>: its attributes, the file it chose, and whether it decoded. */
function imageState(page: Page, selector: string) {
  return page.locator(selector).evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
    return {
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      currentSrc: new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
      naturalWidth: img.naturalWidth,
      inPicture: img.parentElement?.tagName === 'PICTURE',
    };
  });
}

/** Records every layout shift of the page from its start, with the elements that moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push({
          value: e.value,
          nodes: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The type of a file as the site serves it to the page, and whether it is the placeholder. */
const served = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p);
    return [res.headers.get('content-type'), res.headers.get('x-placeholder')];
  }, path);

const errorsOf = (page: Watched) => (page as Page & { errors: string[] }).errors;

describe('portraits in Chromium', () => {
  it('shows the portrait on a character page, fetched first, as AVIF, at a size set before it loads', async () => {
    const page = await site.open('/characters/l1-reimu');
    await page.getByRole('heading', { level: 1, name: 'Reimu Hakurei' }).waitFor();
    const art = await imageState(page, '.character-art img');
    expect(art).toMatchObject({ width: '192', height: '192', loading: 'eager', fetchPriority: 'high', inPicture: true });
    // Chromium takes AVIF: the largest file, as the picture is drawn wider than the source.
    expect(art.currentSrc).toBe(`/images/portrait-${hashOf('l1-reimu')}-135.avif`);
    expect(art.naturalWidth).toBeGreaterThan(0);
    expect(await served(page, art.currentSrc)).toEqual(['image/avif', null]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows portraits in a list, lazily, and the placeholder for a Friend without one', async () => {
    const page = await site.open('/characters/release-order');
    const reimu = page.locator('[data-slug="l1-reimu"] img');
    await reimu.waitFor();
    await reimu.scrollIntoViewIfNeeded();
    const tile = await imageState(page, '[data-slug="l1-reimu"] img');
    expect(tile).toMatchObject({ width: '72', height: '72', loading: 'lazy', inPicture: true });
    // One of its AVIF files (the browser may take the larger one it has already).
    expect(tile.currentSrc).toMatch(new RegExp(`^/images/portrait-${hashOf('l1-reimu')}-(96|135)\\.avif$`));
    expect(tile.naturalWidth).toBeGreaterThan(0);
    expect(await served(page, tile.currentSrc)).toEqual(['image/avif', null]);
    const youmu = page.locator('[data-slug="a7-youmu"] img');
    await youmu.scrollIntoViewIfNeeded();
    const placeholder = await imageState(page, '[data-slug="a7-youmu"] img');
    expect(placeholder).toMatchObject({ width: '72', height: '72', inPicture: false, currentSrc: '/images/a7-youmu.png' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('moves nothing as the pictures arrive, even when they are slow', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await watchShifts(page);
      // Every portrait file arrives a second late.
      await page.route('**/images/portrait-*', async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      await page.goto(`${site.base}/characters/release-order`);
      const tile = page.locator('[data-slug="l1-reimu"] img');
      await tile.waitFor();
      const before = await tile.boundingBox();
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-portrait]')].every((i) => (i as HTMLImageElement).complete),
        null,
        {
          timeout: 10_000,
        },
      );
      const after = await tile.boundingBox();
      expect(after).toEqual(before);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
      const byPictures = shifts.filter((s) => s.nodes.some((n) => /^<(img|picture)/i.test(n)));
      expect(byPictures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('credits the two fan sites the portraits come from on the about page', async () => {
    const page = await site.open('/about');
    await page.getByRole('heading', { name: 'Character portraits' }).waitFor();
    const links = await page.locator('.credits a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['THLWTierlist', 'https://github.com/MedicineMelancholy0/THLWTierlist'],
      ['LostWordTracker', 'https://github.com/MaddoScientisto/LostWordTracker'],
    ]);
    expect(await page.locator('.about-page').textContent()).toMatch(/Neither repository states a licence/);
  });

  it('shows a hidden Friend’s portrait only while the spoiler switch is on', async () => {
    const page = await site.open('/characters/release-order');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    const flandre = page.locator('[data-slug="a6-flandre"] img');
    expect(await flandre.count()).toBe(0);
    const hash = hashOf('a6-flandre');
    expect(await page.locator(`img[src*="${hash}"], source[srcset*="${hash}"]`).count()).toBe(0);

    await flipSpoilerSwitch(page);
    await flandre.waitFor();
    await flandre.scrollIntoViewIfNeeded();
    const shown = await imageState(page, '[data-slug="a6-flandre"] img');
    expect(shown.currentSrc).toMatch(new RegExp(`^/images/portrait-${hash}-(96|135)\\.avif\\?jpContent=1$`));
    expect(shown.naturalWidth).toBeGreaterThan(0);
    expect(await served(page, shown.currentSrc)).toEqual(['image/avif', null]);
    // The same file without the switch is the placeholder.
    expect(await served(page, shown.currentSrc.replace('?jpContent=1', ''))).toEqual(['image/svg+xml', '1']);

    await flipSpoilerSwitch(page);
    await flandre.waitFor({ state: 'detached' });
    expect(await page.locator(`img[src*="${hash}"], source[srcset*="${hash}"]`).count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
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
