// My Friends on a phone: `npm start`'s production server on the real data, Debian's Chromium at a
// phone's width with the CPU slowed four times (Lighthouse's mobile profile), the device's roster
// holding every Friend the site lists. Reported, not asserted:
// - the time the page's script takes to read that roster (the store's "my-friends: read" measure);
// - the interaction to next paint of marking a Friend: a tap on the checklist, and "Tap to mark"
//   on the release order (Event Timing: each tap's duration from input to the next paint).
// Lighthouse's scores of /my-friends and /my-friends/planner are in the pages benchmark.
// Run: BENCH_FILES=roster npm run bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../e2e/site.ts';
import { prepareDatabase, startProject } from './serve.bench.ts';

const TAPS = 12;
const LOADS = 5;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Records every interaction's Event Timing duration in `window.taps`. */
const watchInteractions = (page: Page) =>
  page.addInitScript(() => {
    const taps: number[] = [];
    (window as unknown as { taps: number[] }).taps = taps;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId && entry.name === 'pointerup') taps.push(entry.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-roster-'));
  const databaseUrl = await prepareDatabase(resolve('data'), dir, 'real');
  const server = await startProject(databaseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const slugs: string[] = [];
    for (let after: string | null = null; ; ) {
      const answer = (await (
        await fetch(`${server.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'query($after: String) { characters(first: 100, after: $after) { edges { node { slug } } pageInfo { hasNextPage endCursor } } }',
            variables: { after },
          }),
        })
      ).json()) as {
        data: { characters: { edges: { node: { slug: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
      };
      slugs.push(...answer.data.characters.edges.map((e) => e.node.slug));
      if (!answer.data.characters.pageInfo.hasNextPage) break;
      after = answer.data.characters.pageInfo.endCursor;
    }
    const whole = JSON.stringify({
      version: 1,
      friends: Object.fromEntries(slugs.map((slug, i) => [slug, { owned: i % 3 !== 2, rebirth: i % 5 === 0, wishlist: i % 3 === 2 }])),
      planner: null,
      updatedAt: '2026-11-28T00:00:00.000Z',
    });

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await watchInteractions(page);

    // Reading the roster: a page loaded with every Friend marked, then with none.
    const readTimes = async (text: string | null) => {
      const times: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        await page.goto(`${server.base}/my-friends`);
        await page.evaluate((t) => (t === null ? localStorage.removeItem('my-friends') : localStorage.setItem('my-friends', t)), text);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
        await page.waitForFunction(() => performance.getEntriesByName('my-friends: read').length > 0);
        times.push(await page.evaluate(() => performance.getEntriesByName('my-friends: read')[0].duration));
      }
      return times;
    };
    const full = await readTimes(whole);
    const empty = await readTimes(null);
    console.log(`Roster of ${slugs.length} Friends, CPU ×4 (median of ${LOADS} loads):`);
    console.log(`| roster | read by the page's script (p50) | slowest |`);
    console.log('| --- | --- | --- |');
    console.log(`| every Friend marked | ${quantile(full, 0.5).toFixed(2)} ms | ${Math.max(...full).toFixed(2)} ms |`);
    console.log(`| empty | ${quantile(empty, 0.5).toFixed(2)} ms | ${Math.max(...empty).toFixed(2)} ms |`);

    // Marking: taps on the checklist with that roster, then "Tap to mark" on the release order.
    const interactions = async (open: () => Promise<void>, targets: string) => {
      await open();
      await page.evaluate(() => {
        (window as unknown as { taps: number[] }).taps.length = 0;
      });
      // Taps at the tiles' centres, as a finger lands: a locator's click would also run the
      // driver's own checks (finding the element, hit-testing it) in the page between its events.
      const centres = await page.evaluate(
        ({ targets, taps }) => {
          document.querySelector(targets)?.scrollIntoView({ block: 'center' });
          return [...document.querySelectorAll(targets)].slice(0, taps).map((tile) => {
            const box = tile.getBoundingClientRect();
            return [box.x + box.width / 2, box.y + box.height / 2] as const;
          });
        },
        { targets, taps: TAPS },
      );
      if (centres.length < TAPS) throw new Error(`only ${centres.length} of ${TAPS} tiles to tap on ${page.url()}`);
      for (const [x, y] of centres) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(500);
      return page.evaluate(() => [...(window as unknown as { taps: number[] }).taps]);
    };
    const checklist = await interactions(async () => {
      await page.goto(`${server.base}/my-friends`);
      await page.evaluate((t) => localStorage.setItem('my-friends', t), whole);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
      // Once the page has drawn the roster it read (taps during that wait for it).
      await page.waitForTimeout(1000);
    }, '.roster-grid button');
    // The same taps on a device that has marked nothing yet.
    const fresh = await interactions(async () => {
      await page.goto(`${server.base}/my-friends`);
      await page.evaluate(() => localStorage.removeItem('my-friends'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'My Friends' }).waitFor();
      await page.waitForTimeout(1000);
    }, '.roster-grid button');
    const list = await interactions(async () => {
      await page.goto(`${server.base}/characters/release-order`);
      await page.getByRole('heading', { level: 1, name: 'Release Order' }).waitFor();
      await page.getByText('Tap to mark', { exact: true }).click();
      await page.waitForTimeout(1000);
    }, '.character-thumb');
    console.log(
      `\nMarking a Friend, ${TAPS} taps, CPU ×4 (interaction to next paint, Event Timing; taps under 16 ms are not reported by the browser):`,
    );
    console.log('| where | taps reported | p50 | p75 | slowest |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [where, taps] of [
      ['the checklist, every Friend marked', checklist],
      ['the checklist, nothing marked before', fresh],
      ['"Tap to mark" on the release order', list],
    ] as const)
      console.log(
        `| ${where} | ${taps.length} of ${TAPS} | ${taps.length ? `${quantile(taps, 0.5).toFixed(0)} ms` : 'under 16 ms'} | ${taps.length ? `${quantile(taps, 0.75).toFixed(0)} ms` : '-'} | ${taps.length ? `${Math.max(...taps).toFixed(0)} ms` : '-'} |`,
      );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
