// Every route of the site at a phone's width, and one of each layout at a desktop's, opened directly as from a shared
// link: each page the server draws hydrates from the records it carries (no second request for its
// data), with no console error or warning and nothing left loading, and axe-core checks it against
// WCAG 2.0 and 2.1 (levels A and AA): no violation of impact "serious" or "critical" may remain. Pages
// with a parameter are visited with ids of the seeded fixture; the not-found page and the dialogs
// (settings, character, the searches and filters) are checked open too. One browser, one tab per
// width.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goto, type Site, settled, startSite, stillLoading, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
  // A suggestion for its page to show (the list of routes opens /suggestions/1).
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId } }',
      variables: { input: { field: 'CHARACTERS', key: '4', characters: ['l1-reimu'], source: { url: 'https://example.org/forever' } } },
    }),
  });
  const body = (await res.json()) as { data?: { suggestCorrection: { suggestionId: number } } };
  if (body.data?.suggestCorrection.suggestionId !== 1) throw new Error(`no suggestion 1: ${JSON.stringify(body)}`);
});
afterAll(() => site?.close());

const TOWER = '/stages/scarlet-devil-tower';

/** Every path of client/router.tsx and the domain route tables (aliases excepted), with fixture ids. */
const ROUTES = [
  '/',
  '/characters',
  '/characters/l1-marisa',
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
  '/characters/roulette',
  '/characters/roulette?type=afes,gen&count=3&seed=abc',
  '/characters/attacks',
  '/characters/attacks?element=fire&sort=element',
  '/my-friends',
  '/my-friends/planner',
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
  '/story-cards/1',
  TOWER,
  `${TOWER}?floor=3`,
  `${TOWER}/rewards`,
  `${TOWER}/hp-chart`,
  '/update-log',
  '/search',
  '/search?q=reimu',
  '/search?q=nobody-here',
  '/settings',
  '/menu',
  '/offline',
  '/about',
  '/suggest?field=debut&key=a6-sakuya',
  '/suggestions/1',
  '/test',
  '/404',
  '/definitely/not/here',
  '/admin/login',
] as const;

/**
 * The routes also checked at a desktop's width: one of each layout that widens there (the header's
 * links, a list with its filters inline, a detail page beside its side panel, a table with all its
 * columns, a chart, a form) and the pages that are the only one of their kind. The shell, the
 * cards and the colours are the same at every width; the dialogs are checked open at both.
 */
const DESKTOP_ROUTES = new Set<string>([
  '/',
  '/characters',
  '/characters/l1-marisa',
  '/characters/release-order',
  '/characters/attacks?element=fire&sort=element',
  '/my-friends',
  '/my-friends/planner',
  '/prayers',
  '/prayer/info/5',
  '/prayer/forever-prayer?id=1',
  '/story-cards',
  '/story-cards/illustrators',
  TOWER,
  `${TOWER}/rewards`,
  `${TOWER}/hp-chart`,
  '/update-log',
  '/search?q=reimu',
  '/suggest?field=debut&key=a6-sakuya',
  '/404',
  '/admin/login',
]);

/**
 * The site's operations a page asks apart on purpose once it is in the browser, by persisted id:
 * the suggestions being checked about a fact, which no page kept per data version may hold.
 */
const LIVE_QUERIES = new Set(
  Object.entries(
    JSON.parse(readFileSync(new URL('../../client/__generated__/persisted-queries.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ).flatMap(([id, text]) => (/^query SuggestLinkQuery\b/.test(text) ? [id] : [])),
);
const isLive = (url: string) => {
  const id = /"sha256Hash":"([0-9a-f]+)"/.exec(decodeURIComponent(new URL(url).searchParams.get('extensions') ?? ''))?.[1];
  return id !== undefined && LIVE_QUERIES.has(id);
};

/**
 * The routes the server draws whole with their data (all but the error pages, the admin area and
 * the offline page, which the browser draws).
 */
const RENDERED = new Set<string>(
  ROUTES.filter((path) => !['/test', '/404', '/definitely/not/here', '/admin/login', '/offline'].includes(path)),
);

/**
 * Dialogs and popups checked open: what, on which page, and how it is opened (false: it is not offered
 * at that width).
 */
const OPEN_STATES: [string, string, (page: Page, width: number) => Promise<boolean>][] = [
  [
    'the settings panel',
    '/',
    async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      return true;
    },
  ],
  [
    'the character modal',
    '/characters/release-order',
    async (page) => {
      await page.locator('.character-thumb').first().click();
      await page.getByRole('dialog', { name: 'Character' }).locator('.character-details img.loaded').waitFor();
      return true;
    },
  ],
  [
    'the story card search',
    '/story-cards',
    async (page) => {
      await page.getByRole('button', { name: /^Advanced search/ }).click();
      await page.getByRole('dialog', { name: 'Story Card Search and Filter' }).getByRole('group', { name: 'Rarity' }).waitFor();
      return true;
    },
  ],
  [
    'the prayer search',
    '/prayers',
    async (page) => {
      await page.getByRole('button', { name: /^Advanced search/ }).click();
      await page.getByRole('dialog', { name: 'Prayer Search and Filter' }).waitFor();
      return true;
    },
  ],
  [
    'the header search with its results',
    '/',
    async (page) => {
      const field = page.getByRole('combobox', { name: 'Search characters, story cards, prayers and illustrators' });
      await field.click();
      await field.pressSequentially('scarlet', { delay: 20 });
      await page
        .getByRole('listbox', { name: 'Search results' })
        .getByRole('option', { name: /Scarlet Tea Time/ })
        .waitFor();
      await page.keyboard.press('ArrowDown');
      return true;
    },
  ],
  [
    'the attack filters',
    '/characters/attacks',
    async (page, width) => {
      if (width >= 1000) return false;
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Killers' }).waitFor();
      return true;
    },
  ],
  [
    'the character filters',
    '/characters/release-order',
    async (page, width) => {
      // A phone's filters are in a dialog; a wide screen shows them on the page.
      if (width >= 1000) return false;
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      return true;
    },
  ],
];

// The phone is a touch screen: a browser context of its own, so its pages run in a renderer process
// of their own and the two widths are checked side by side.
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
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
  it('reports what a visitor would meet on a page that has it: a nameless button, faint text', async () => {
    const page = await site.open('/about');
    await ready(page);
    await page.evaluate(() => {
      const main = document.getElementById('main');
      main?.insertAdjacentHTML('beforeend', '<button type="button" class="probe-button"></button>');
      main?.insertAdjacentHTML('beforeend', '<p class="probe-text" style="color:#2a2838;background:#15131f">faint</p>');
    });
    const found = await violations(page, '/about');
    expect(found).toContain('/about: button-name (critical) at .probe-button');
    expect(found).toContain('/about: color-contrast (serious) at .probe-text');
  });

  /** One tab per width, with what each visit met on the way: console errors and warnings, data asked for. */
  interface Walker {
    width: number;
    page: Watched;
    problems: string[];
    queries: string[];
    /**
     * Whether the visited page's document has replaced the one before it: what the page before says
     * or asks for until it is gone (its timers run on) is not the visit's.
     */
    arrived: boolean;
  }
  const walkers: Walker[] = [];
  beforeAll(async () => {
    for (const { width, height, touch } of WIDTHS) {
      const walker: Walker = { width, page: await site.open('/', { width, height, touch }), problems: [], queries: [], arrived: true };
      walker.page.on('console', (m) => {
        // The test browser blocks the service worker (tests/e2e/site.ts) and says so in the console.
        if (m.text() === 'Service Worker registration blocked by Playwright') return;
        if (walker.arrived && (m.type() === 'error' || m.type() === 'warning')) walker.problems.push(`${m.type()}: ${m.text()}`);
      });
      walker.page.on('pageerror', (e) => walker.arrived && walker.problems.push(`pageerror: ${e.message}`));
      walker.page.on('request', (r) => {
        if (walker.arrived && new URL(r.url()).pathname === '/graphql' && !isLive(r.url())) walker.queries.push(r.url());
      });
      walker.page.on('framenavigated', (frame) => {
        if (frame === walker.page.mainFrame()) walker.arrived = true;
      });
      walkers.push(walker);
    }
  });

  /** Opens each path directly in the walker's tab, and says what a visitor would meet there. */
  async function visit(walker: Walker, paths: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (const path of paths) {
      walker.problems = [];
      walker.queries = [];
      walker.arrived = false;
      const response = await goto(walker.page, site.base + path);
      await ready(walker.page);
      const at = `${path} at ${walker.width} px`;
      // Opened directly (a shared link, a reload), the page finishes loading everything it shows.
      found.push(...(await stillLoading(walker.page)).map((what) => `${at}: still loading (${what})`));
      if (RENDERED.has(path)) {
        // Drawn by the server with its data: it hydrates from what it carries, without asking
        // again, and without an error or a hydration warning.
        if (response?.status() !== 200) found.push(`${at}: status ${response?.status()}`);
        found.push(...walker.problems.map((p) => `${at}: ${p}`));
        found.push(...walker.queries.map((q) => `${at}: asked again for its data (${q.slice(0, 120)})`));
      }
      found.push(...(await violations(walker.page, at)));
    }
    return found;
  }

  // The routes in groups of a few pages, each group checked at both widths side by side: a group
  // that fails names its pages, and each has time of its own on a machine busy with other files.
  // Every route at a phone's width; at a desktop's, the routes of DESKTOP_ROUTES.
  const GROUP = 8;
  for (let first = 0; first < ROUTES.length; first += GROUP) {
    const paths = ROUTES.slice(first, first + GROUP);
    const wide = paths.filter((path) => DESKTOP_ROUTES.has(path));
    const where = wide.length ? ` (${wide.join(', ')} at 1280 px too)` : '';
    it(`${paths.join(', ')} at 390 px${where}: no serious or critical violation, and each opened directly renders completely`, async () => {
      const found = (
        await Promise.all(
          walkers.map((walker) => visit(walker, walker.width >= 1024 ? paths.filter((path) => DESKTOP_ROUTES.has(path)) : paths)),
        )
      ).flat();
      expect(found, `accessibility violations:\n${found.join('\n')}`).toEqual([]);
    }, 180_000);
  }

  it(`the dialogs and popups open, at ${WIDTHS.map((w) => `${w.width} px`).join(' and ')}: no serious or critical violation`, async () => {
    const check = async ({ page, width }: Walker): Promise<string[]> => {
      const found: string[] = [];
      for (const [what, path, openIt] of OPEN_STATES) {
        await goto(page, site.base + path);
        await ready(page);
        const shown = await openIt(page, width);
        if (!shown) continue;
        await ready(page);
        found.push(...(await violations(page, `${what} on ${path} at ${width} px`)));
      }
      return found;
    };
    const found = (await Promise.all(walkers.map(check))).flat();
    expect(found, `accessibility violations:\n${found.join('\n')}`).toEqual([]);
  }, 180_000);
});
