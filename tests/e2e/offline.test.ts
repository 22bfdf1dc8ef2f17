// Offline use and updates in Chromium: the service worker keeps the shell and the visited pages
// offline, a page never visited shows the offline page, a newer build is offered with a Reload
// button, a part of the site that fails to load reloads the page once, and the admin area
// registers no worker (development neither: tests/client/serviceWorker.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_BUILD_MESSAGE } from '../../client/shell/NewBuildNotice.tsx';
import { eventually, goto, reload, type Site, settled, startSite } from './site.ts';

let site: Site;

beforeAll(async () => {
  // A copy of the build of its own: one test changes its build manifest, as a deployment would.
  site = await startSite({ ownClient: true, serviceWorkers: 'allow' });
});
afterAll(() => site?.close());

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'You are offline' });

/** Waits until the service worker controls the page (it claims the page it was installed from). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Whether the browser keeps an answer for this path of the site (in any of the worker's caches). */
const kept = (page: Page, path: string) =>
  page.evaluate((url) => caches.match(url, { ignoreVary: true }).then(Boolean), new URL(path, site.base).href);

/** Records every call of `navigator.serviceWorker.register` the page makes, in `window.registered`. */
async function watchRegistrations(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { registered: string[] }).registered = calls;
    const container = navigator.serviceWorker;
    if (!container) return;
    const register = container.register.bind(container);
    container.register = (url, options) => {
      calls.push(String(url));
      return register(url, options);
    };
  });
}

const registrations = (page: Page) =>
  page.evaluate(async () => ({
    calls: (window as unknown as { registered?: string[] }).registered ?? [],
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));

describe('offline', () => {
  it('keeps the pages visited and the shell; a page never visited shows the offline page', async () => {
    const page = await site.open('/update-log');
    await page.getByRole('heading', { name: /Summer update/ }).waitFor();
    await controlledByWorker(page);
    // The page the visit started on was loaded before the worker existed: the worker stores it.
    expect(await eventually(() => kept(page, '/update-log'), true, 20_000)).toBe(true);
    // A page reached within the site: its code and data come through the worker.
    await main(page).getByRole('link', { name: 'Characters' }).click();
    await page.waitForURL(`${site.base}/characters`);
    await page.getByRole('heading', { level: 1, name: 'Characters' }).waitFor();
    await settled(page);

    const context = page.context();
    await context.setOffline(true);
    try {
      // A reload of a page reached within the site: the shell draws it from the data kept.
      await reload(page);
      await page.getByRole('heading', { level: 1, name: 'Characters' }).waitFor();
      expect(await page.getByTestId('offline-page').count()).toBe(0);
      expect(await page.getByTestId('error-page').count()).toBe(0);

      // The page the visit started on, as it was rendered.
      await goto(page, `${site.base}/update-log`);
      await page.getByRole('heading', { name: /Summer update/ }).waitFor();
      expect(await page.getByTestId('offline-page').count()).toBe(0);

      // Never visited, opened from its address: the offline page, within the site's shell.
      await page.goto(`${site.base}/stages/scarlet-devil-tower`);
      await offlineHeading(page).waitFor();
      const text = (await page.getByTestId('offline-page').textContent()) ?? '';
      expect(text).toContain('pages you have visited are still available');
      expect(await page.title()).toBe('Offline | LostWord Global Tracker');
      await main(page).waitFor();

      // Never visited, followed from a link: the same.
      await main(page).getByRole('link', { name: 'Prayers' }).click();
      await page.waitForURL(`${site.base}/prayers`);
      await offlineHeading(page).waitFor();

      // And back to a visited page from there.
      await main(page).getByRole('link', { name: 'Update Log' }).click();
      await page.getByRole('heading', { name: /Summer update/ }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps My Friends and the pull planner working offline once visited: marks and amounts made offline stay', async () => {
    const page = await site.open('/my-friends');
    await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
    await controlledByWorker(page);
    expect(await eventually(() => kept(page, '/my-friends'), true, 20_000)).toBe(true);
    await goto(page, `${site.base}/my-friends/planner`);
    await page.getByRole('heading', { level: 1, name: 'Pull Planner' }).waitFor();
    await settled(page);
    expect(await eventually(() => kept(page, '/my-friends/planner'), true, 20_000)).toBe(true);

    const context = page.context();
    await context.setOffline(true);
    try {
      await goto(page, `${site.base}/my-friends`);
      const marisa = page.getByRole('button', { name: /^Marisa \(/ });
      await marisa.click();
      expect(await marisa.getAttribute('aria-label')).toBe('Marisa (L1): owned');
      await goto(page, `${site.base}/my-friends/planner`);
      const crystals = page.getByLabel('Seal crystals', { exact: true });
      expect(await eventually(() => crystals.isEnabled(), true)).toBe(true);
      await crystals.fill('900');
      await reload(page);
      expect(await eventually(() => crystals.inputValue(), '900')).toBe('900');
      expect(await page.getByTestId('offline-page').count()).toBe(0);
      await goto(page, `${site.base}/my-friends`);
      expect(await eventually(() => marisa.getAttribute('aria-label'), 'Marisa (L1): owned')).toBe('Marisa (L1): owned');
    } finally {
      await context.setOffline(false);
    }
  });

  it('never stores the admin area', async () => {
    const page = await site.open('/');
    await controlledByWorker(page);
    await page.goto(`${site.base}/admin/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);
    expect(await kept(page, '/admin/login')).toBe(false);
    expect(await page.evaluate(() => caches.keys().then((names) => names.join(' ')))).not.toMatch(/admin/);
  });
});

describe('registration', () => {
  it('registers the worker on public pages, never from the admin area', async () => {
    const context = await site.browser.newContext();
    try {
      await watchRegistrations(context);
      const visitor = await context.newPage();
      await goto(visitor, `${site.base}/about`);
      await controlledByWorker(visitor);
      expect((await registrations(visitor)).calls).toEqual(['/sw.js']);
      await visitor.close();

      const other = await site.browser.newContext();
      try {
        await watchRegistrations(other);
        const admin = await other.newPage();
        await goto(admin, `${site.base}/admin/login`);
        await admin.waitForLoadState('networkidle');
        // Well past the moment a public page registers it (once loaded and idle).
        await admin.waitForTimeout(1500);
        expect(await registrations(admin)).toEqual({ calls: [], workers: 0 });
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('a new build', () => {
  it('is offered with a Reload button once the build manifest names another build, and reloads only when asked', async () => {
    const manifestPath = join(site.clientDist, 'builds', 'latest.json');
    const original = readFileSync(manifestPath, 'utf8');
    const response = await fetch(`${site.base}/builds/latest.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const { id } = (await response.json()) as { id: string };

    const page = await site.open('/');
    // The page names the build it came from: the one the manifest names.
    expect(await page.locator('meta[name="lw-build"]').getAttribute('content')).toBe(id);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const toast = page.getByRole('status').filter({ hasText: NEW_BUILD_MESSAGE });

    // Shown again with the same build: asked, nothing offered.
    const asked = page.waitForResponse((r) => r.url().endsWith('/builds/latest.json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    await page.waitForTimeout(300);
    expect(await toast.count()).toBe(0);

    // Deployed: the manifest names another build (an id of the same length).
    const next = id.replace(/./g, (c) => (c === '0' ? '1' : '0'));
    writeFileSync(manifestPath, original.replace(id, next));
    try {
      // Back online after a moment without a connection: asked again. The page has seen the
      // connection go (a change it has not seen yet is no change to it) before it comes back.
      await page.context().setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await page.context().setOffline(false);
      await page.waitForFunction(() => navigator.onLine);
      await toast.waitFor();
      // The visitor decides: the page stays as it is meanwhile.
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    } finally {
      writeFileSync(manifestPath, original);
    }
  });
});

describe('a part of the site that fails to load', () => {
  /** A tab without service workers (their cache would answer), and the documents it loads. */
  async function tab() {
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    return { context, page, documents };
  }

  /** Makes the tower page's code fail to load `times` times (as when a newer build replaced it). */
  async function failTowerCode(page: Page, times: number) {
    let failed = 0;
    await page.route('**/assets/TowerPage-*.js', (route) => {
      if (failed >= times) return route.continue();
      failed++;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"gone"}' });
    });
    return () => failed;
  }

  it('reloads the page once, which then works', async () => {
    const { context, page, documents } = await tab();
    try {
      await goto(page, `${site.base}/`);
      const failures = await failTowerCode(page, 1);
      await main(page).getByRole('link', { name: 'Scarlet Tower' }).click();
      await page.getByRole('heading', { level: 1, name: 'Scarlet Devil Tower', exact: true }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(failures()).toBe(1);
      expect(documents).toEqual(['/', '/stages/scarlet-devil-tower']);
      expect(await page.getByTestId('error-page').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('reloads only once when it keeps failing, then shows the error page', async () => {
    const { context, page, documents } = await tab();
    try {
      await goto(page, `${site.base}/`);
      const failures = await failTowerCode(page, Number.POSITIVE_INFINITY);
      await main(page).getByRole('link', { name: 'Scarlet Tower' }).click();
      await page.getByTestId('error-page').waitFor();
      await page.waitForTimeout(1500);
      expect(documents).toEqual(['/', '/stages/scarlet-devil-tower']);
      expect(failures()).toBe(2);
      expect(await page.getByTestId('error-page').textContent()).toMatch(/dynamically imported module/);
    } finally {
      await context.close();
    }
  });
});
