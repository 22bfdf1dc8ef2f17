// Story card benchmarks. In Chromium, on the 10x synthetic data (about 5,500 cards): each change
// of the advanced search, timed from the input event to the list showing the new search, with the
// longest main-thread task meanwhile (target: <= 100 ms), then scrolling down the list with the
// largest scroll batch (the list is virtualised: the cards in the document stay few). Then the
// cold list query, one request at a time, on the real data and on the 100x synthetic data
// (target: p50 at 100x <= 2x the p50 at 1x). The story-card rows of the serving table
// (GET /api/story-cards/*, the pages' persisted queries) are in serve.bench.ts.
// Figures are reported, not asserted. Run: npm run bench (BENCH_FILES=storyCards for this one alone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { CHROMIUM } from '../e2e/site.ts';
import { measure, persisted, persistedIds, prepareDatabase, startProject } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** BENCH_PARTS=browser or queries runs one half alone. */
const PARTS = process.env.BENCH_PARTS?.split(',');
const runs = (part: 'browser' | 'queries') => !PARTS || PARTS.includes(part);
/** How long the list must stay unchanged before a change of the search counts as shown. */
const QUIET_MS = 750;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function syntheticDatabase(scale: number, dir: string): Promise<{ url: string; cards: number }> {
  const dataset = generateSynthetic(readDataset(join(root, 'data')), scale);
  const dataDir = join(dir, `synthetic-${scale}`);
  for (const [file, records] of Object.entries(dataset)) writeJson(join(dataDir, file), records);
  return { url: await prepareDatabase(dataDir, dir, `synthetic-${scale}`), cards: dataset['storyCards/storyCards.json'].length };
}

/**
 * Installed before the site's scripts: records long tasks, the time of each input event, and the
 * times at which the list's signature (the modal's count text, the list status and the first cards
 * shown) changes. Plain JavaScript source, as the page runs it (a compiled function would carry the
 * compiler's helpers along).
 */
const INSTRUMENT = `
  window.bench = { longTasks: [], inputs: [], changes: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['click', 'input', 'change']) document.addEventListener(type, () => window.bench.inputs.push(performance.now()), true);
  let last = '';
  new MutationObserver(() => {
    const now = [
      document.querySelector('[data-testid="search-count"]')?.textContent,
      document.querySelector('[data-testid="card-list-status"]')?.textContent,
      ...[...document.querySelectorAll('.story-card')].slice(0, 6).map((e) => e.getAttribute('aria-label')),
    ].join('|');
    if (now !== last) {
      last = now;
      window.bench.changes.push({ at: performance.now(), signature: now });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

interface Step {
  name: string;
  act(page: Page): Promise<void>;
}

interface StepResult {
  latency: number;
  longest: number;
  longTasks: number;
  count: string;
}

/** Runs one change of the search and waits until the list has shown it and stayed still. */
async function timeStep(page: Page, step: Step): Promise<StepResult> {
  const mark = await page.evaluate(() => {
    const b = (window as unknown as { bench: { changes: unknown[]; inputs: unknown[] } }).bench;
    return { changes: b.changes.length, inputs: b.inputs.length };
  });
  await step.act(page);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await page.evaluate(
      ({ changes, inputs }) => {
        const b = (
          window as unknown as {
            bench: { longTasks: { start: number; duration: number }[]; inputs: number[]; changes: { at: number; signature: string }[] };
          }
        ).bench;
        const input = b.inputs[inputs] ?? b.inputs.at(-1) ?? 0;
        const seen = b.changes.slice(changes);
        const last = seen.at(-1);
        return {
          input,
          last: last?.at ?? null,
          signature: last?.signature ?? '',
          quiet: last ? performance.now() - last.at : 0,
          tasks: b.longTasks.filter((t) => t.start + t.duration >= input).map((t) => t.duration),
        };
      },
      { changes: mark.changes, inputs: mark.inputs },
    );
    if (state.last !== null && state.quiet >= QUIET_MS) {
      return {
        latency: state.last - state.input,
        longest: Math.max(0, ...state.tasks),
        longTasks: state.tasks.length,
        count: state.signature.split('|')[0] ?? '',
      };
    }
    if (Date.now() > deadline) throw new Error(`${step.name}: the list did not settle within 60 s (last seen: ${state.signature})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Story Card Search and Filter' });

const STEPS: Step[] = [
  { name: 'rarity 5★', act: (page) => dialog(page).getByRole('button', { name: '5★' }).click() },
  {
    name: '+ type Bamboo',
    act: (page) =>
      dialog(page)
        .getByRole('button', { name: /Bamboo/ })
        .click(),
  },
  { name: 'Reset', act: (page) => dialog(page).getByRole('button', { name: 'Reset' }).click() },
  {
    name: 'slot 1: Stat (HP, highest first)',
    act: async (page) => {
      await dialog(page).getByLabel('Sort/Filter 1 kind').selectOption('stat');
    },
  },
  {
    name: 'slot 1: Effect (HP Recovery)',
    act: async (page) => {
      await dialog(page).getByLabel('Sort/Filter 1 kind').selectOption('effect');
    },
  },
  { name: 'Reset', act: (page) => dialog(page).getByRole('button', { name: 'Reset' }).click() },
  // The name field applies 300 ms after the last keystroke; that pause is part of the figure.
  { name: 'name "dream" (incl. 300 ms typing pause)', act: (page) => dialog(page).getByLabel('Name').fill('dream') },
  { name: 'Clear Search', act: (page) => dialog(page).getByRole('button', { name: 'Clear Search' }).click() },
];

async function benchBrowser(base: string, cards: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: INSTRUMENT });
    const page = await context.newPage();
    await page.goto(`${base}/story-cards`);
    await page.locator('.story-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+Shift+F');
    await dialog(page)
      .getByTestId('search-count')
      .getByText(/Showing all/)
      .waitFor();
    // Twice: first as a visitor meets each search (the server runs the query), then again (the
    // data layer has the answer, so the figure is the page's own work).
    const passes: StepResult[][] = [];
    for (let pass = 0; pass < 2; pass++) {
      const results: StepResult[] = [];
      for (const step of STEPS) results.push(await timeStep(page, step));
      passes.push(results);
    }
    const task = (r: StepResult) => (r.longTasks ? `${fmt(r.longest)} ms (${r.longTasks})` : '< 50 ms');
    console.log(`\nChanges of the advanced search on ${fmt(cards)} story cards (Chromium, 1280 x 800):\n`);
    console.log('| change | count text | shown after | longest task (long tasks) | again: shown after | again: longest task |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    STEPS.forEach((step, i) => {
      const [first, again] = [passes[0][i], passes[1][i]];
      console.log(
        `| ${step.name} | ${first.count} | ${fmt(first.latency)} ms | ${task(first)} | ${fmt(again.latency)} ms | ${task(again)} |`,
      );
    });
    const worst = Math.max(...passes.flat().map((r) => r.longest));
    console.log(`\nLongest task over all changes: ${worst ? `${fmt(worst)} ms` : 'none over 50 ms'} (target <= 100 ms)`);

    // Scrolling with the largest scroll batch: the visitor keeps reaching the bottom for 15 s.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.evaluate(() => localStorage.setItem('scroll-batch', '1000'));
    await page.reload();
    await page.locator('.story-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scrolled = await page.evaluate(async () => {
      const b = (window as unknown as { bench: { longTasks: { start: number; duration: number }[] } }).bench;
      const start = performance.now();
      let mostInDocument = 0;
      while (performance.now() - start < 15_000) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        mostInDocument = Math.max(mostInDocument, document.querySelectorAll('.story-card').length);
        await new Promise((r) => setTimeout(r, 100));
      }
      const rows = [...document.querySelectorAll('.story-card-row')].map((e) => Number(e.getAttribute('data-index')));
      const columns = getComputedStyle(document.querySelector('.story-card-row') as Element).gridTemplateColumns.split(' ').length;
      const tasks = b.longTasks.filter((t) => t.start >= start).map((t) => t.duration);
      return { rendered: (Math.max(...rows) + 1) * columns, mostInDocument, longest: Math.max(0, ...tasks), longTasks: tasks.length };
    });
    console.log(
      `Scrolling to the bottom every 100 ms for 15 s (scroll batch 1000): about ${fmt(scrolled.rendered)} cards rendered so far, ` +
        `at most ${scrolled.mostInDocument} in the document at once, longest task ${scrolled.longTasks ? `${fmt(scrolled.longest)} ms` : '< 50 ms'} ` +
        `(${scrolled.longTasks} long tasks)`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}

/**
 * The cold list query (response cache off, 1 connection) on the real and the 100x data: p50 and
 * the ratio, with every read asked of the database (READ_CACHE=off: a query no one asked yet) and
 * with the reads kept per data version (a query asked again after a reveal instant or by another page).
 */
async function benchQueryScaling(real: string, dir: string): Promise<void> {
  const ids = persistedIds();
  const none = { name: null, artist: null, featured: null, rarities: null, suits: null, obtaining: null, role: null, slots: null };
  const targets = [
    persisted(ids, 'StoryCardListPageQuery', none),
    {
      ...persisted(ids, 'StoryCardListPageQuery', {
        ...none,
        rarities: [4, 5],
        slots: [
          { kind: 'EFFECT', value: 'yang-atk', sort: 'DESC' },
          { kind: 'STAT', value: 'agi', sort: 'DESC' },
        ],
      }),
      name: 'GraphQL StoryCardListPageQuery (4-5★, Yang ATK Up effect, then agility)',
    },
    { ...persisted(ids, 'StoryCardListPageQuery', { ...none, name: 'dream' }), name: 'GraphQL StoryCardListPageQuery (name "dream")' },
    // The list alone, without the search modal's options (effects and characters of all the cards).
    {
      ...persisted(ids, 'StoryCardListPaginationQuery', { ...none, count: 30, cursor: null }),
      name: 'GraphQL StoryCardListPaginationQuery (the list alone: 30 cards and the total)',
    },
    persisted(ids, 'IllustratorsPageQuery'),
  ];
  const synthetic = await syntheticDatabase(100, dir);
  const modes = { uncached: { READ_CACHE: 'off' }, 'reads kept': { READ_CACHE: 'on' } } as const;
  const p50: Record<string, number[]> = {};
  for (const [mode, env] of Object.entries(modes)) {
    for (const url of [real, synthetic.url]) {
      const project = await startProject(url, { RESPONSE_CACHE: 'off', ...env });
      try {
        for (const t of targets) {
          const sample = await fetch(project.base + t.path, { headers: { accept: 'application/json' } });
          const body = await sample.text();
          if (sample.status !== 200 || body.includes('"errors"')) console.warn(`${t.name}: status ${sample.status}: ${body.slice(0, 200)}`);
          await measure(project.base, t, 1, 1);
          const r = await measure(project.base, t, 1, SECONDS);
          const key = `${mode}|${t.name}`;
          p50[key] = [...(p50[key] ?? []), r.p50];
        }
      } finally {
        await project.stop();
      }
    }
  }
  console.log(
    `\nCold story card queries, 1 connection, ${SECONDS} s each: real data and 100x synthetic (${fmt(synthetic.cards)} cards):\n`,
  );
  console.log('| request | reads | p50 real | p50 100x | ratio (target <= 2) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const mode of Object.keys(modes)) {
    for (const t of targets) {
      const [one, hundred] = p50[`${mode}|${t.name}`];
      console.log(`| ${t.name} | ${mode} | ${one} ms | ${hundred} ms | ${fmt(hundred / Math.max(one, 1), 1)} |`);
    }
  }
}

export async function bench(): Promise<void> {
  await ensureClientBuilt(resolve(root, 'client/dist'));
  const dir = mkdtempSync(join(tmpdir(), 'lw-cards-'));
  try {
    if (runs('browser')) {
      const tenfold = await syntheticDatabase(10, dir);
      const project = await startProject(tenfold.url);
      try {
        await benchBrowser(project.base, tenfold.cards);
      } finally {
        await project.stop();
      }
    }
    if (runs('queries')) await benchQueryScaling(await prepareDatabase(join(root, 'data'), dir, 'real'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
