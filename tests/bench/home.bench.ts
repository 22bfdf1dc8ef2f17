// Lighthouse-style figures for the home route in Chromium, on the real data: the JavaScript loaded
// before first paint (gzip), largest contentful paint and total blocking time (long tasks beyond
// 50 ms until the page is idle), on a desktop and on a 360 px phone with 4x CPU throttling.
// Figures are reported, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureClientBuilt } from '../../server/startup.ts';
import { prepareDatabase, startProject } from './serve.bench.ts';
import { gz, initialScripts } from './shell.bench.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function bench(): Promise<void> {
  await ensureClientBuilt(resolve('client/dist'));
  const dir = mkdtempSync(join(tmpdir(), 'lw-home-bench-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const project = await startProject(await prepareDatabase(resolve('data'), dir, 'real'));
    try {
      // One visit first, as any visitor after the first finds the answers cached.
      const warm = await browser.newPage();
      await warm.goto(`${project.base}/`, { waitUntil: 'networkidle' });
      await warm.close();
      for (const [label, viewport, throttle] of [
        ['desktop', { width: 1280, height: 800 }, 1],
        ['phone 360 px, CPU x4', { width: 360, height: 740 }, 4],
      ] as const) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const session = await context.newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const scripts: { url: string; bytes: number }[] = [];
        page.on('response', async (r) => {
          if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), bytes: gzipSync(await r.body()).length });
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __tbt: number; __fcp: number };
          w.__lcp = 0;
          w.__tbt = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
          }).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${project.base}/`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(3000);
        const figures = await page.evaluate(() => {
          const w = window as unknown as { __lcp: number; __tbt: number };
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return { lcp: w.__lcp, tbt: w.__tbt, fcp: paint?.startTime ?? 0 };
        });
        // Before first paint: the entry script, its modulepreloads and their static imports.
        const initialBytes = initialScripts().reduce((n, f) => n + gz(f), 0);
        const allBytes = scripts.reduce((n, s) => n + s.bytes, 0);
        console.log(
          `home, ${label}: initial JS ${(initialBytes / 1024).toFixed(1)} KB gzip (target <= 150 KB), all JS ${(allBytes / 1024).toFixed(1)} KB gzip; FCP ${figures.fcp.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms`,
        );
        await context.close();
      }
    } finally {
      await project.stop();
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
