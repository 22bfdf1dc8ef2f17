// A real site for browser tests: the built client, a seeded temporary database and a server on a
// free port, driven by Debian's Chromium through playwright-core.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createSite } from '../../server/app.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Site {
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * `dataDir`: another dataset than the fixture (e.g. a copy with more records). `now` sets the
 * server's clock (which then executes in its own thread, as workers read the real clock); pages see
 * the same instant when the browser context installs the clock too.
 */
export async function startSite(options: { now?: () => number; dataDir?: string } = {}): Promise<Site> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  const clientDist = resolve('client/dist');
  await ensureClientBuilt(clientDist);
  const database: TestDatabase = await createTestDatabase(options.dataDir);
  const imagesDir = mkdtempSync(join(tmpdir(), 'lw-e2e-images-'));
  // One execution worker, as in production, so pages exercise the whole request path (in process
  // with a clock of its own).
  const site = createSite({ clientDist, imagesDir, databaseUrl: database.url, workers: options.now ? 0 : 1, now: options.now });
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
    ],
  });
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await site.shutdown(1000);
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a page of the site and waits until the application has attached to it (pages arrive
 * rendered by the server and are read-only until then), as a visitor waits to see it respond.
 */
export async function goto(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  return response;
}

/** Reloads a page of the site and waits until the application has attached to it again. */
export async function reload(page: Page) {
  const response = await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
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
