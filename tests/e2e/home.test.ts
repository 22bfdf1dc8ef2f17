// The home page and the update log in Chromium: every part of the dashboard on a desktop and a
// 360 px phone, the donut's click-through, ticking countdowns, the spoiler switch, and the update
// log loading more entries near the bottom until the last.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../helpers/database.ts';
import { landing, type Site, startSite, type Watched } from './site.ts';

let site: Site;
const dir = mkdtempSync(join(tmpdir(), 'lw-home-'));

beforeAll(async () => {
  // The fixture plus 14 update-log entries, so the log needs three pages.
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  const file = join(dir, 'updates/updates.json');
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  for (let n = 4; n <= 17; n++) {
    entries.push({
      number: n,
      timestamp: `2026-0${1 + (n % 9)}-15T00:00:00Z`,
      title: `Fixture update ${n}`,
      items: [{ section: 'fixes', detail: `Fix number ${n}` }],
      source: 'fixture',
    });
  }
  writeFileSync(file, JSON.stringify(entries));
  site = await startSite({ dataDir: dir });
});
afterAll(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (path: string, width = 1280): Promise<Watched> => site.open(path, { width, consoleErrors: true });

describe('the home page', () => {
  for (const width of [1280, 360]) {
    it(`shows every part of the dashboard at ${width} px, with no console error and no horizontal scroll`, async () => {
      const page = await open('/', width);
      for (const heading of ['Playable characters', 'Schedule', 'Upcoming characters', 'Prayers', 'Story cards', 'Latest updates']) {
        await page.getByRole('heading', { name: new RegExp(heading) }).waitFor();
      }
      await page
        .getByRole('note')
        .getByText(/JP content/)
        .waitFor();
      await page.locator('.donut-chart path').first().waitFor();
      expect(await page.locator('.upcoming-list [data-slug="a7-youmu"]').count()).toBe(1);
      // Running and announced prayers, then the ones that ended last.
      const current = page.getByRole('list', { name: 'Ongoing and upcoming prayers' });
      await current
        .locator('[data-prayer="5"]')
        .getByText(/Ends in/)
        .waitFor();
      await current
        .locator('[data-prayer="8"]')
        .getByText(/Starts in/)
        .waitFor();
      const ended = page.getByRole('list', { name: 'Prayers that ended last' }).locator('[data-prayer]');
      expect(await ended.evaluateAll((items) => items.map((i) => i.getAttribute('data-prayer')))).toEqual(['2', '6', '10']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(page.errors).toEqual([]);
    });
  }

  it('opens the prayer-type list filtered to a donut segment', async () => {
    const page = await open('/');
    await page.locator('.donut-chart path').first().waitFor();
    // Wait out the 2.5 s entrance animation, then click the first segment (General).
    await page.waitForTimeout(2700);
    await page.locator('.donut-chart path').first().dispatchEvent('click');
    await page.waitForURL(/\/characters\/prayer-type\?type=/);
    expect(new URL(page.url()).searchParams.get('type')).toMatch(/^[a-z-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Characters by Prayer Type' }).waitFor();
  });

  it('ticks its countdowns', async () => {
    const page = await open('/');
    const reset = page.locator('.home-schedule .countdown').first();
    await reset.waitFor();
    const first = await reset.textContent();
    await page.waitForTimeout(1100);
    expect(await reset.textContent()).not.toBe(first);
  });

  it('ticks the countdown of a prayer and opens the prayer from its name', async () => {
    const page = await open('/');
    const countdown = page.locator('.home-prayers [data-prayer="5"] .countdown');
    await countdown.waitFor();
    const first = await countdown.textContent();
    await page.waitForTimeout(1100);
    expect(await countdown.textContent()).not.toBe(first);
    await page.locator('.home-prayers [data-prayer="5"]').getByRole('link').first().click();
    await page.waitForURL(/\/prayer\/info\/5$/);
  });

  it('shows the upcoming spoilers, a Friend and a prayer, only with the spoiler switch on', async () => {
    const page = await open('/');
    await page.locator('.upcoming-list [data-slug="a7-youmu"]').waitFor();
    await page.locator('.home-prayers [data-prayer="3"]').waitFor();
    expect(await page.locator('.upcoming-list [data-slug="a6-flandre"]').count()).toBe(0);
    expect(await page.locator('.home-prayers [data-prayer="7"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    await page.locator('.upcoming-list [data-slug="a6-flandre"]').waitFor();
    await page.locator('.home-prayers [data-prayer="7"]').getByText('JP spoiler').waitFor();
  });
});

describe('the update log', () => {
  it('loads more entries near the bottom until the last one', async () => {
    const page = await open('/update-log', 360);
    await page.getByRole('heading', { name: /#17 Fixture update 17/ }).waitFor();
    for (let i = 0; i < 20 && (await page.locator('.update-entry').count()) < 17; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    expect(await page.locator('.update-entry').count()).toBe(17);
    await page.getByText('That is every update.').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('shows a spoiler item only with the switch on, as its teaser with its reveal time', async () => {
    const page = await open('/update-log');
    const spoiler = page.getByText('Yuyuko (Cherry Blossom) appears');
    for (let i = 0; i < 20 && (await page.getByRole('heading', { name: /#2 Spring update/ }).count()) === 0; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    await page.getByRole('heading', { name: /#2 Spring update/ }).waitFor();
    expect(await spoiler.count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Show JP content and spoilers').click();
    await page.keyboard.press('Escape');
    // The log reloads from its first page in the other view: scroll down to the entry again.
    for (let i = 0; i < 20 && (await spoiler.count()) === 0; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    await spoiler.waitFor();
    expect(await page.locator('.update-item.spoiler .spoiler-note').first().textContent()).toMatch(/JP spoiler, revealed/);
  });

  it('opens from its aliases', async () => {
    const aliases = ['/updates', '/logs', '/changes', '/change-log'];
    for (const alias of aliases) expect(await landing(site, alias), alias).toBe('/update-log');
    for (const alias of aliases.slice(0, 1)) {
      const page = await open(alias);
      await page.waitForURL(`${site.base}/update-log`);
      await page.getByRole('heading', { level: 1, name: 'Update Log' }).waitFor();
    }
  });
});
