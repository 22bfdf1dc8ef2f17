// Every route of the site, at a desktop's width and a phone's, checked by axe-core against WCAG
// 2.0 and 2.1 (levels A and AA): no violation of impact "serious" or "critical" may remain. Pages
// with a parameter are visited with ids of the seeded fixture; the not-found page, the settings
// panel and the character modal (open) are checked too. One browser, one tab per width.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goto, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const TOWER = '/stages/scarlet-devil-tower';

/** Every path of client/router.tsx and the domain route tables (aliases excepted), with fixture ids. */
const ROUTES = [
  '/',
  '/characters',
  '/characters/conventional-list',
  '/characters/variant-tracker',
  '/characters/universe-tracker',
  '/characters/universe-tracker?universe=a',
  '/characters/release-order',
  '/characters/rebirth-order',
  '/characters/rebirth-costume-order',
  '/characters/unreleased-characters',
  '/characters/prayer-type',
  '/characters/role-type',
  '/character-tracker/roulette',
  '/prayers',
  '/prayers/menu',
  '/prayer/info/5',
  '/prayer/info/6',
  '/prayer/standard-prayer',
  '/prayer/standard-prayer/info',
  '/prayer/standard-prayer/date-order',
  '/prayer/ritual-prayer',
  '/prayer/ritual-prayer/info',
  '/prayer/ritual-prayer/date-order',
  '/prayer/forever-prayer',
  '/prayer/forever-prayer?id=1',
  '/story-cards',
  '/story-cards?name=Scarlet%20Tea%20Time',
  '/story-cards/illustrators',
  TOWER,
  `${TOWER}?floor=3`,
  `${TOWER}/rewards`,
  `${TOWER}/hp-chart`,
  '/update-log',
  '/settings',
  '/menu',
  '/offline',
  '/about',
  '/test',
  '/404',
  '/definitely/not/here',
  '/admin/login',
] as const;

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the violations are read: leaving the passes out spares axe describing every node.
    .options({ resultTypes: ['violations'] })
    // The site's pages have no frames: axe runs in the page itself, rather than merging each frame's
    // results in a new tab per check (a tab costs Chromium more than the check does).
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}`));
}

/** Waits until the route's code and data have arrived and nothing is loading any more. */
async function ready(page: Watched): Promise<void> {
  await settled(page);
  await page.waitForFunction(() => !document.querySelector('.loading-cover, .route-progress'));
}

describe('accessibility (axe, WCAG 2.0/2.1 A and AA)', () => {
  for (const { name, width, height } of WIDTHS) {
    it(`every route at ${name} width (${width} px) has no serious or critical violation`, async () => {
      const found: string[] = [];
      const page = await site.open('/', { width, height });
      for (const path of ROUTES) {
        const t0 = Date.now();
        await goto(page, site.base + path);
        await ready(page);
        const t1 = Date.now();
        found.push(...(await violations(page, `${path} at ${width} px`)));
        console.log('TIMING', path, t1 - t0, Date.now() - t1);
      }

      // The settings panel, opened from the navigation (the phone's is in the same bar).
      await goto(page, `${site.base}/`);
      await ready(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      found.push(...(await violations(page, `settings panel on / at ${width} px`)));
      await page.keyboard.press('Escape');

      // The character modal, opened from a thumbnail, once its details have loaded.
      await goto(page, `${site.base}/characters/release-order`);
      await ready(page);
      await page.locator('.character-thumb').first().click();
      const modal = page.getByRole('dialog', { name: 'Character' });
      await modal.locator('.character-details img.loaded').waitFor();
      found.push(...(await violations(page, `character modal on /characters/release-order at ${width} px`)));

      expect(found, `accessibility violations:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
