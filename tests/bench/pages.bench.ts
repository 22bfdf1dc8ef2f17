// Lighthouse on the pages visitors arrive at, as a new visitor on a phone: `npm start`'s
// production server on the real data, Lighthouse's mobile profile with its simulated throttling,
// Debian's Chromium. Each page is measured LIGHTHOUSE_RUNS times (default 3); the run with the
// median performance score is reported, with the JavaScript the page loaded (bytes on the wire).
// Figures are reported, not asserted. Run: BENCH_FILES=pages npm run bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/site.ts';
import { prepareDatabase, startProject } from './serve.bench.ts';

const ALL_PAGES = [
  '/',
  '/story-cards',
  '/characters/release-order',
  '/characters/l1-reimu',
  '/characters/attacks',
  '/my-friends',
  '/my-friends/planner',
  '/prayer/info/25',
  '/stages/scarlet-devil-tower',
];
/** LIGHTHOUSE_PAGES: a comma list of paths to measure instead of every page above. */
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').filter(Boolean) : ALL_PAGES;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptKb: number;
  failing: string[];
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scored = ['accessibility', 'best-practices', 'seo'].flatMap((id) => categories[id]?.auditRefs ?? []);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    scriptKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    failing: scored.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
  };
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-pages-'));
  const databaseUrl = await prepareDatabase(resolve('data'), dir, 'real');
  const server = await startProject(databaseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    console.log(`Lighthouse ${RUNS} run(s) per page (mobile, simulated throttling), the median run:\n`);
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | FCP | JS loaded (on the wire) | failing audits (accessibility, best practices, SEO) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const path of PAGES) {
      const runs: Figures[] = [];
      // A first request renders and caches the page; Lighthouse measures what visitors get after.
      await fetch(server.base + path);
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.base + path, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      const m = runs[Math.floor(runs.length / 2)] as Figures;
      console.log(
        `| ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${(m.fcp / 1000).toFixed(1)} s | ${m.scriptKb.toFixed(0)} KB | ${m.failing.join(', ') || 'none'} |`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
