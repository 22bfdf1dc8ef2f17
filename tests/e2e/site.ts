// A real site for browser tests: the built client, a seeded temporary database and a server on a
// free port, driven by Debian's Chromium through playwright-core.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Disposable, type Page } from 'playwright-core';
import { createSite } from '../../server/app.ts';
import { ensureClientBuilt, preparePortraits } from '../../server/startup.ts';
import { createTestDatabase, FIXTURE_DATA, TEMPLATE_IMAGES_ENV, type TestDatabase } from '../helpers/database.ts';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine as the
 * browser, built for headless use only, which spends about a third less CPU per visit than the full
 * browser in headless mode. The full browser is used where the shell is not installed.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export interface Site {
  base: string;
  browser: Browser;
  /** The built client the site serves (a copy of its own with `ownClient`). */
  clientDist: string;
  /**
   * Opens a page of the site as a first visit (no cookie, no stored settings but `settings`) and
   * waits until the application has attached to it. Visits reuse one browser tab per file (a tab
   * costs a browser more than a page load does); the previous visit is left and its storage
   * cleared first.
   */
  open(path: string, options?: OpenOptions): Promise<Watched>;
  close(): Promise<void>;
}

/**
 * A page whose uncaught errors (and, when asked, console errors) are collected in `errors`, and
 * whose requests in flight are counted (see `settled`).
 */
export type Watched = Page & { errors: string[]; inFlight: Set<unknown> };

/** Counts the page's requests in flight from now on, in `inFlight` (see `settled`). */
export function countRequests(page: Page): Set<unknown> {
  const inFlight = new Set<unknown>();
  (page as Watched).inFlight = inFlight;
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return inFlight;
}

/**
 * Waits until the page has had no request in flight for `quietMs` (its lazily loaded parts have
 * arrived and nothing it started is pending), as Playwright's `networkidle` does with 500 ms.
 */
export async function settled(page: Watched, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = page.inFlight.size ? undefined : Date.now();
  while (Date.now() < deadline) {
    if (page.inFlight.size) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  const urls = [...page.inFlight].map((r) => (r as { url?: () => string }).url?.() ?? String(r));
  throw new Error(`requests still in flight after ${timeoutMs} ms: ${urls.join(', ')}`);
}

/** What a visitor would see still loading: spinners, covers and placeholders. */
const LOADING = '.loading-spinner, .loading-cover, .modal-loading, .hp-chart-placeholder, .route-progress';

/** The class names of whatever is still loading on the page once it has had a few seconds to finish. */
export async function stillLoading(page: Page): Promise<string[]> {
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 5000 }).catch(() => {});
  return page.$$eval(LOADING, (found) => found.map((e) => e.className));
}

export interface OpenOptions {
  width?: number;
  height?: number;
  /** A touch screen (a tab of its own). */
  touch?: boolean;
  /** The browser's own time zone (an IANA name; a tab of its own); the machine's without it. */
  timezoneId?: string;
  /** Stored settings the visit starts with: localStorage keys and their values (JSON-encoded). */
  settings?: Record<string, unknown>;
  /** Also collects console errors. */
  consoleErrors?: boolean;
}

interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  scripts: Disposable[];
}

/** The tabs of one site, one per kind of screen and browser zone, each visit starting from a clean state. */
function createTabs(browser: Browser, base: string) {
  const tabs = new Map<string, Tab>();
  const origin = new URL(base).origin;

  async function tab(touch: boolean, timezoneId: string | undefined): Promise<Tab> {
    const key = `${touch}|${timezoneId ?? ''}`;
    const existing = tabs.get(key);
    if (existing && !existing.page.isClosed()) return existing;
    const context = await browser.newContext({ hasTouch: touch, timezoneId });
    const page = await context.newPage();
    const created: Tab = { context, page, cdp: await context.newCDPSession(page), scripts: [] };
    tabs.set(key, created);
    return created;
  }

  /** Leaves the previous visit (its page hides, as a visitor's does) and clears what it stored. */
  async function reset(t: Tab): Promise<void> {
    t.page.removeAllListeners();
    for (const script of t.scripts.splice(0)) await script.dispose();
    if (t.page.url().startsWith(origin)) await t.page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await t.page.goto('about:blank');
    await t.context.clearCookies();
    await t.context.clearPermissions();
    await t.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
  }

  return {
    async open(path: string, options: OpenOptions = {}): Promise<Watched> {
      const t = await tab(options.touch ?? false, options.timezoneId);
      await reset(t);
      const page = t.page as Watched;
      await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
      if (options.settings) {
        t.scripts.push(
          await page.addInitScript((settings) => {
            for (const [k, v] of Object.entries(settings)) localStorage.setItem(k, JSON.stringify(v));
          }, options.settings),
        );
      }
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      countRequests(page);
      if (options.consoleErrors) {
        page.on('console', (m) => {
          if (m.type() === 'error') page.errors.push(m.text());
        });
      }
      // The visit's page is the tab's only history entry, as in a new tab.
      await page.goto(base + path);
      await t.cdp.send('Page.resetNavigationHistory');
      await attached(page);
      return page;
    },
    async close() {
      for (const t of tabs.values()) await t.context.close().catch(() => {});
    },
  };
}

/**
 * `dataDir`: another dataset than the fixture (e.g. a copy with more records). `now` sets the
 * server's clock (which then executes in its own thread, as workers read the real clock); pages see
 * the same instant when the browser context installs the clock too. `ownClient`: the site serves a
 * copy of the built client, which the test may change (as a new deployment would) without changing
 * what the other files' sites serve. `serviceWorkers: 'allow'`: the browser's contexts run the
 * site's service worker (blocked otherwise).
 */
export async function startSite(
  options: {
    now?: () => number;
    dataDir?: string;
    ownClient?: boolean;
    serviceWorkers?: 'allow' | 'block';
    /** The suggestions an address may make in a window (the site's default when absent). */
    suggestionLimit?: { points: number; windowSeconds: number };
  } = {},
): Promise<Site> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium-headless-shell (or set CHROMIUM_PATH)`);
  const built = resolve('client/dist');
  await ensureClientBuilt(built);
  // Inside the project, where its package.json makes the server's entry an ES module.
  const scratch = resolve('tests/.tmp');
  if (options.ownClient) mkdirSync(scratch, { recursive: true });
  const copy = options.ownClient ? mkdtempSync(join(scratch, 'client-')) : undefined;
  if (copy) cpSync(built, copy, { recursive: true });
  const clientDist = copy ?? built;
  const database: TestDatabase = await createTestDatabase(options.dataDir);
  const imagesDir = mkdtempSync(join(tmpdir(), 'lw-e2e-images-'));
  // The portraits' files, as `npm start` draws them: the fixture's are copied from those drawn before
  // the run, and any missing drawn.
  const drawnBefore = process.env[TEMPLATE_IMAGES_ENV];
  if (!options.dataDir && drawnBefore && existsSync(drawnBefore)) cpSync(drawnBefore, imagesDir, { recursive: true });
  await preparePortraits({ dataDir: options.dataDir ?? FIXTURE_DATA, imagesDir }, false);
  // One execution worker, as in production, so pages exercise the whole request path (in process
  // with a clock of its own).
  const site = createSite({
    clientDist,
    imagesDir,
    databaseUrl: database.url,
    workers: options.now ? 0 : 1,
    now: options.now,
    ...(options.suggestionLimit ? { suggestionLimit: options.suggestionLimit } : {}),
  });
  const base = await site.listen(0);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // One renderer process for every visit: the site has one origin, and a new process for each
      // navigation (site isolation, the back-forward cache) costs more CPU than the page itself.
      '--renderer-process-limit=1',
      '--disable-site-isolation-trials',
      '--disable-features=BackForwardCache',
    ],
  });
  // The service worker installs by precaching every built file, work a visit's test does not
  // need: contexts block it unless the site is started to test it (tests/e2e/offline.test.ts).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (contextOptions = {}) => newContext({ serviceWorkers: options.serviceWorkers ?? 'block', ...contextOptions });
  const tabs = createTabs(browser, base);
  return {
    base,
    browser,
    clientDist,
    open: tabs.open,
    close: async () => {
      await tabs.close();
      await browser.close();
      await site.shutdown(1000);
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a page of the site and waits until the application has attached to it (pages arrive
 * rendered by the server and are read-only until then), as a visitor waits to see it respond.
 */
export async function goto(page: Page, url: string) {
  const response = await page.goto(url);
  await attached(page);
  return response;
}

/** Waits until the application has attached to the page (`<html data-app="ready">`). */
function attached(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/** Reloads a page of the site and waits until the application has attached to it again. */
export async function reload(page: Page) {
  const response = await page.reload();
  await attached(page);
  return response;
}

/** Retries `check` until it returns the expected value (pages update after their query answers). */
export async function eventually<T>(check: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await check();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    last = await check();
  }
  return last;
}

/** Retries `read` until its text contains `part` (or the time is up); the last text read. */
export async function containing(read: () => Promise<string | null>, part: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = (await read().catch(() => null)) ?? '';
  while (!last.includes(part) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    last = (await read().catch(() => null)) ?? '';
  }
  return last;
}

/**
 * Where an address of the site leads a browser: the path and query it lands on after following the
 * server's redirects (each a 3xx with a Location on this site), or the address itself when the
 * server draws it at once. Throws on any other answer, a redirect off the site or a loop.
 */
export async function landing(site: Pick<Site, 'base'>, from: string): Promise<string> {
  const origin = new URL(site.base).origin;
  let path = from;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) return path;
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) throw new Error(`${path} answered ${response.status}`);
    const next = new URL(location, origin + path);
    if (next.origin !== origin) throw new Error(`${path} redirects off the site, to ${next.href}`);
    path = next.pathname + next.search;
  }
  throw new Error(`${from} redirects more than 5 times`);
}

/**
 * The visits a route test makes: the route itself on a desktop (1280 px), and one of its aliases on
 * a phone (360 px). The other aliases lead to the same page by the same server redirect, which
 * `landing` checks for each.
 */
export const routeVisits = (path: string, aliases: readonly string[]): (readonly [string, number])[] => [
  [path, 1280],
  [aliases.find((a) => a !== path) ?? path, 360],
];
