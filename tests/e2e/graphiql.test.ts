// GraphiQL at /graphql on a phone: the page lays out at the phone's width (its own viewport), the
// editor fits one column with no sideways scroll, a query runs, and the first visit transfers a
// fraction of what the page inlining GraphiQL's whole bundle did.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from './site.ts';

let site: Site;
let context: BrowserContext | undefined;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await context?.close();
  await site?.close();
});

/**
 * The most bytes (headers and bodies, as sent) a first visit may transfer until the editor shows
 * and the network is quiet. GraphiQL with its editor is about 350 KB brotli (about 420 KB gzip):
 * the bound leaves room for a dependency's growth, and is still under a third of the page that
 * inlined GraphiQL's whole bundle, its editor's workers and every font (1.86 MB brotli, 2.43 MB gzip).
 */
const FIRST_VISIT_BYTES = 600 * 1024;

describe('GraphiQL on a phone', () => {
  it('fits 390 px with no sideways scroll, shows the editor, runs a query, and stays small on the wire', async () => {
    // A phone: the viewport meta decides the layout width (without it, a phone lays out at 980 px).
    context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = new Map<string, string>();
    const transferred: { url: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => sent.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => transferred.push({ url: sent.get(e.requestId) ?? '?', bytes: e.encodedDataLength }));
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);

    await page.goto(`${site.base}/graphql`);
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor({ state: 'visible', timeout: 20_000 });
    // The schema's introspection and the fonts the page draws have arrived.
    await page.locator('.graphiql-sidebar').waitFor();
    for (let quiet = 0; quiet < 5; ) {
      await page.waitForTimeout(100);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
    const firstVisit = transferred.reduce((sum, t) => sum + t.bytes, 0);
    console.info(
      `GraphiQL's first visit transferred ${firstVisit} bytes in ${transferred.length} answers:\n${transferred
        .map((t) => `  ${t.bytes}\t${t.url.replace(site.base, '')}`)
        .join('\n')}`,
    );
    expect(firstVisit).toBeLessThan(FIRST_VISIT_BYTES);

    const layout = await page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      bodyScrollWidth: document.body.scrollWidth,
    }));
    expect(layout.innerWidth).toBe(390);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.bodyScrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    // The editor and the answer are in one column, each as wide as most of the screen and on it.
    const query = await editor.boundingBox();
    const answer = await page.locator('.graphiql-response').boundingBox();
    expect(query && answer).toBeTruthy();
    if (!query || !answer) return;
    expect(query.width).toBeGreaterThan(280);
    expect(query.x).toBeGreaterThanOrEqual(0);
    expect(query.x + query.width).toBeLessThanOrEqual(390);
    expect(query.height).toBeGreaterThan(120);
    expect(answer.y).toBeGreaterThanOrEqual(query.y + query.height);
    expect(answer.width).toBeGreaterThan(280);

    // The default query runs and its answer shows.
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.waitForFunction(
      () => /"lastUpdate"[\s\S]*"number": 3/.test(document.querySelector('.graphiql-response')?.textContent ?? ''),
      null,
      {
        timeout: 10_000,
      },
    );
    await page.screenshot({ path: 'tests/.tmp/graphiql-390.png' }).catch(() => undefined);
    expect(problems).toEqual([]);
  });
});
