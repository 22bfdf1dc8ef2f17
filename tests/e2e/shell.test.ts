import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reload, type Site, startSite } from './site.ts';

let site: Site;
let context: BrowserContext;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = (path: string, viewport = { width: 1280, height: 800 }): Promise<Page> => site.open(path, viewport);

describe('the shell in Chromium', () => {
  it('navigates by the top navigation and shows the footer from the API', async () => {
    const page = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Characters' }).click();
    await page.waitForURL(`${site.base}/characters`);
    // The page's code loads with the route: wait for its heading rather than read the previous one.
    await page.getByRole('heading', { level: 1, name: 'Characters' }).waitFor();
    expect(await page.title()).toBe('Characters | LostWord Global Tracker');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scarlet Tower' }).click();
    await page.waitForURL(`${site.base}/stages/scarlet-devil-tower`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Update Log' }).click();
    await page.waitForURL(`${site.base}/update-log`);
    // The footer fetches the last update after first paint.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Update #3/ })
      .waitFor({ state: 'visible' });
  });

  it('follows aliases to the canonical address, keeping the query', async () => {
    const page = await open('/chara/debut?type=fes');
    await page.waitForURL(`${site.base}/characters/release-order?type=fes`);
    await page.getByRole('heading', { level: 1, name: 'Release Order' }).waitFor();
  });

  it('shows the 404 page for an unknown address', async () => {
    const page = await open('/definitely/not/here');
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain('Page not found: /definitely/not/here');
  });

  it('keeps a changed setting after a reload', async () => {
    const page = await open('/settings');
    const clock = page.getByLabel('24-hour clock');
    expect(await clock.isChecked()).toBe(true);
    await clock.uncheck();
    await reload(page);
    expect(await page.getByLabel('24-hour clock').isChecked()).toBe(false);
  });

  it('closes the settings modal with Esc and with the Back button', async () => {
    const page = await open('/menu');
    const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
    await settings.click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${site.base}/menu`);

    await settings.click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${site.base}/menu`);
  });

  it('fits a 360 px phone with no horizontal scroll, with the Menu link', async () => {
    const page = await open('/menu', { width: 360, height: 740 });
    await page.getByRole('heading', { name: 'Menu' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: 'tests/.tmp/menu-360.png' }).catch(() => undefined);
  });
});

describe('the API explorer', () => {
  it("runs GraphiQL from the project's own packages under its CSP, with no blocked resource", async () => {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('requestfailed', (r) => problems.push(`failed ${r.url()}`));
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.base) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) external.push(r.url());
    });
    await page.goto(`${site.base}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    expect(external).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
    await context.close();
  });
});
