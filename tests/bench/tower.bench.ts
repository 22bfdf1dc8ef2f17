// The HP chart in Chromium: how long the chart page takes from navigation to its bars on screen,
// and how long redrawing takes when an option is switched, with the 40 floors of the dataset that have HP and
// with 400 synthetic floors, and the longest main-thread task meanwhile (goal: 100 ms at most).
// Figures are reported, not asserted. Run: npm run bench (BENCH_FILES=tower for this one alone).
// The tower's /api paths and page queries are measured with the others in serve.bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import type { Dataset } from '../../server/dataset/files.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { CHROMIUM } from '../e2e/site.ts';
import { prepareDatabase, startProject } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHART_PATH = '/stages/scarlet-devil-tower/hp-chart';

/** The dataset with its tower replaced by `count` floors of the 10x synthetic data, numbered 1..count. */
export function withSyntheticFloors(base: Dataset, count: number): Dataset {
  const scaled = generateSynthetic(base, Math.ceil(count / base['tower/floors.json'].length) + 1);
  const floors = [...scaled['tower/floors.json']].sort((a, b) => a.floor - b.floor).slice(0, count);
  return {
    ...base,
    'characters/characters.json': scaled['characters/characters.json'],
    'tower/floors.json': floors.map((f, i) => ({ ...f, floor: i + 1 })),
  };
}

// Collects long tasks from the first instant of the page, and the time its chart first shows all bars.
const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;

interface Run {
  load: number;
  loadLongest: number;
  toggle: number;
  toggleLongest: number;
}

// Page functions are passed as text: the TypeScript loader would wrap named functions in a helper
// the page does not have.
async function waitForBars(page: Page, count: number): Promise<number> {
  return page.evaluate(`new Promise((done) => {
    const check = () => {
      if (document.querySelectorAll('.hp-chart svg rect').length >= ${count}) requestAnimationFrame(() => done(performance.now()));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

const longestSince = (page: Page, since: number) =>
  page.evaluate(
    `Math.max(0, ...window.__longTasks.filter((e) => e.start + e.duration >= ${since}).map((e) => e.duration))`,
  ) as Promise<number>;

async function measureChart(base: string, floors: number, width: number): Promise<Run[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const runs: Run[] = [];
  try {
    for (let r = 0; r < RUNS + 1; r++) {
      // A fresh context each run: nothing of the site is cached in the browser.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      await page.goto(base + CHART_PATH);
      const load = await waitForBars(page, floors);
      const loadLongest = await longestSince(page, 0);
      // Redraw: the logarithmic option, from the click to the new bars on screen.
      const before = await page.evaluate(() => performance.now());
      await page.getByLabel('Logarithmic').check();
      await page.locator('.hp-chart[data-log="true"]').waitFor();
      const toggled = await waitForBars(page, floors);
      const toggleLongest = await longestSince(page, before);
      await context.close();
      // The first run warms the server's caches and the browser's disk cache of fonts; it is not counted.
      if (r > 0) runs.push({ load, loadLongest, toggle: toggled - before, toggleLongest });
    }
  } finally {
    await browser.close();
  }
  return runs;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (n: number) => (n === 0 ? 'none over 50 ms' : `${n.toFixed(0)} ms`);

export async function bench(): Promise<void> {
  await ensureClientBuilt(resolve(root, 'client/dist'));
  const dir = mkdtempSync(join(tmpdir(), 'lw-tower-bench-'));
  try {
    const base = readDataset(join(root, 'data'));
    const syntheticDir = join(dir, 'synthetic');
    for (const [file, records] of Object.entries(withSyntheticFloors(base, 400))) writeJson(join(syntheticDir, file), records);
    const datasets = [
      {
        label: `${base['tower/floors.json'].length} floors (dataset)`,
        floors: base['tower/floors.json'].length,
        url: await prepareDatabase(join(root, 'data'), dir, 'real'),
      },
      { label: '400 floors (synthetic)', floors: 400, url: await prepareDatabase(syntheticDir, dir, 'synthetic') },
    ];
    const rows: string[] = [];
    for (const d of datasets) {
      const project = await startProject(d.url);
      try {
        for (const width of [1280, 360]) {
          process.stderr.write(`measuring the HP chart: ${d.label}, ${width} px\n`);
          const runs = await measureChart(project.base, d.floors, width);
          const worstLoad = Math.max(...runs.map((r) => r.loadLongest));
          const worstToggle = Math.max(...runs.map((r) => r.toggleLongest));
          rows.push(
            `| ${d.label} | ${width} px | ${median(runs.map((r) => r.load)).toFixed(0)} ms | ${ms(worstLoad)} | ${median(runs.map((r) => r.toggle)).toFixed(0)} ms | ${ms(worstToggle)} | ${Math.max(worstLoad, worstToggle) <= 100 ? 'yes' : 'no'} |`,
          );
          console.log(rows.at(-1));
        }
      } finally {
        await project.stop();
      }
    }
    console.log(`\nHP chart in Chromium (${RUNS} runs each, fresh browser context, medians; longest task: the worst run):\n`);
    console.log(
      '| data | window | navigation to bars | longest task (load) | logarithmic redraw | longest task (redraw) | within 100 ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(r);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
