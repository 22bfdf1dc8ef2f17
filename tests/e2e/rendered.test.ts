// Pages the server rendered, in Chromium: interactive once hydrated, and drawn with the visitor's
// spoiler switch. (Every route opened directly, at a phone's width and a desktop's, hydrating from
// the records it carries with no error, is checked by the walk of tests/e2e/accessibility.test.ts.)
// One browser and one server for the file.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequests, type Site, settled, startSite, type Watched } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/**
 * Opens a page in `page` (a tab of its own, or one reused from the visit before), waits until
 * React has attached to the page the server drew and nothing is in flight any more, and reports
 * what happened on the way: console errors and warnings, and requests for data.
 */
async function visit(target: BrowserContext | Page, path: string) {
  const page = ('newPage' in target ? await target.newPage() : target) as Watched;
  page.removeAllListeners();
  const problems: string[] = [];
  const queries: string[] = [];
  countRequests(page);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') queries.push(r.url());
  });
  page.on('console', (m) => {
    // The test browser blocks the service worker (tests/e2e/site.ts) and says so in the console.
    if (m.text() === 'Service Worker registration blocked by Playwright') return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const response = await page.goto(site.base + path);
  // Hydrated: React has attached to the page the server drew.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await settled(page);
  return { page, status: response?.status(), problems, queries };
}

describe('server-rendered pages in Chromium', () => {
  it('is interactive once hydrated: a link navigates in the page, and the next page fetches its own query', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, queries } = await visit(context, '/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Update Log' }).click();
    await page.getByRole('heading', { level: 1, name: /Update Log/ }).waitFor();
    // Same document (no reload), and the new route asked for its data.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(queries.some((url) => url.includes('/graphql'))).toBe(true);
    await context.close();
  });

  it('renders with the spoiler switch of the visitor: on, a JP-only card is in the page and hydrates without a request', async () => {
    const context = await site.browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => localStorage.setItem('jp-content', 'true'));
    // The first visit has no cookie yet: the browser draws the page for the switch itself.
    const first = await visit(context, '/story-cards');
    expect(first.problems).toEqual([]);
    // Settings the cookie does not hold yet are written to it at once.
    await first.page.close();
    const cookies = await context.cookies();
    // The next visit arrives rendered with the switch on.
    expect(cookies.find((c) => c.name === 'lw-settings')?.value).toContain('jp');
    const { page, problems, queries } = await visit(context, '/story-cards');
    expect(problems).toEqual([]);
    expect(queries).toEqual([]);
    const html = await (
      await fetch(`${site.base}/story-cards`, {
        headers: { cookie: `lw-settings=${cookies.find((c) => c.name === 'lw-settings')?.value}` },
      })
    ).text();
    const plain = await (await fetch(`${site.base}/story-cards`)).text();
    expect(html).not.toBe(plain);
    await page.close();
    await context.close();
  });
});
