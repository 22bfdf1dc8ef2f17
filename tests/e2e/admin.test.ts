// The admin area in Chromium, as a maintainer uses it: sign in, change a prayer's start date with
// a source, see it on the public page and in /api, find it in the audit log and undo it; a lock-out
// after repeated wrong passwords; a session that ends; a zipped data folder exported and imported.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword, SESSION_IDLE_MS } from '../../server/admin/auth.ts';
import { DATASET_FILE_NAMES } from '../../server/dataset/files.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { eventually, goto, reload, type Site, startSite } from './site.ts';

const PASSWORD = 'a long maintainer passphrase';
let clock = Date.now();
let site: Site;
let context: BrowserContext;

beforeAll(async () => {
  site = await startSite({ now: () => clock });
  await upsertAccount('maintainer', await hashPassword(PASSWORD), new Date(clock));
});
afterAll(() => site.close());

async function fresh(): Promise<Page> {
  await context?.close();
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, password = PASSWORD) {
  await page.getByLabel('Account name').fill('maintainer');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const prayerStart = async (id: number) =>
  (
    (await (await fetch(`${site.base}/api/prayers/get-list`)).json()) as { data: { content: { id: number; start: string | null }[] } }
  ).data.content.find((p) => p.id === id)?.start;

describe('the admin area', () => {
  it('signs in, changes a prayer start date with a source, shows it on /prayers and in /api, audits it and undoes it', async () => {
    const page = await fresh();
    const original = await prayerStart(5);
    // A page of the admin area asks for a sign-in first, then comes back.
    await goto(page, `${site.base}/admin/edit?file=prayers%2Fprayers.json&key=5`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await signIn(page);
    await page.waitForURL(/\/admin\/edit\?file=prayers%2Fprayers\.json&key=5/);

    const form = page.getByRole('form', { name: /^Edit 5/ });
    await form.getByLabel('startAt', { exact: false }).first().fill('2026-01-02T03:00:00Z');
    await form.getByLabel('startPrecision').selectOption('instant');
    await form.getByLabel('Address').fill('https://example.org/news/prayer-5');
    await form.getByRole('button', { name: 'Preview changes' }).click();
    const preview = form.getByRole('region', { name: 'Preview' });
    await preview.getByText('prayers/prayers.json: 1 changed (5)').waitFor();
    expect(await preview.locator('tr', { hasText: 'startAt' }).locator('ins').textContent()).toBe('2026-01-02T03:00:00Z');
    // A preview changes nothing.
    expect(await prayerStart(5)).toBe(original);

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved: prayers\/prayers\.json: 1 changed/).waitFor();
    expect(await prayerStart(5)).toBe('2026-01-02T03:00:00.000Z');

    // The public list shows the new start at once.
    const visitor = await context.newPage();
    await goto(visitor, `${site.base}/prayers`);
    await visitor.locator('.prayer-card-item[data-prayer="5"] time[datetime="2026-01-02T03:00:00.000Z"]').waitFor();

    // The audit log names who, the source and the field; undo puts the date back.
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    const entry = page.locator('.audit-entry').first();
    await entry.getByText('https://example.org/news/prayer-5').waitFor();
    expect(await entry.textContent()).toContain('edit by maintainer');
    await entry.getByText('What changed').click();
    expect(await entry.locator('tr', { hasText: 'startAt' }).locator('del').textContent()).toBe(original?.replace('.000Z', 'Z'));
    page.once('dialog', (d) => void d.accept());
    await entry.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^Undone: prayers\/prayers\.json: 1 changed/).waitFor();
    expect(await prayerStart(5)).toBe(original);
    await reload(visitor);
    await visitor.locator('.prayer-card-item[data-prayer="5"]').waitFor();
    expect(await visitor.locator('.prayer-card-item[data-prayer="5"] time[datetime="2026-01-02T03:00:00.000Z"]').count()).toBe(0);
  });

  it('shows a save made after another maintainer changed the record as a conflict, and keeps both edits once applied to the record as it is now', async () => {
    await upsertAccount('second', await hashPassword(PASSWORD), new Date(clock));
    const page = await fresh();
    await goto(page, `${site.base}/admin/login`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await goto(page, `${site.base}/admin/edit?file=prayers%2Fprayers.json&key=6`);
    const form = page.getByRole('form', { name: /^Edit 6/ });
    await form.locator('#field-name').waitFor();

    // Another maintainer renames the prayer while this page has it open.
    const other = new AdminBrowser(() => site.base);
    expect((await other.signIn('second', PASSWORD)).status).toBe(200);
    const loaded = (await other.post('{ record(file: "prayers/prayers.json", key: "6") { json revision } }')).body.data?.record;
    const renamed = await other.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "6", json: $j, revision: $r, source: { url: "https://example.org/rename" }) { applied } }',
      { j: JSON.stringify({ ...JSON.parse(loaded.json), name: 'Renamed by the second maintainer' }), r: loaded.revision },
    );
    expect(renamed.body.data?.saveRecord.applied).toBe(true);

    await form.locator('#field-gcCost').fill('2750');
    await form.getByLabel('Address').fill('https://example.org/news/prayer-6');
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText(/changed since you loaded it \(by second\): name/).waitFor();
    expect(await alert.textContent()).toContain('changed since: now "Renamed by the second maintainer"');
    expect(
      JSON.parse((await other.post('{ record(file: "prayers/prayers.json", key: "6") { json } }')).body.data?.record.json).gcCost,
    ).not.toBe(2750);

    await form.getByRole('button', { name: 'Apply my edit to the record as it is now' }).click();
    await form.getByText(/Your edit \(gcCost\) is now on the record as it is now/).waitFor();
    expect(await form.locator('#field-name').inputValue()).toBe('Renamed by the second maintainer');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved: prayers\/prayers\.json: 1 changed/).waitFor();
    const now = JSON.parse((await other.post('{ record(file: "prayers/prayers.json", key: "6") { json } }')).body.data?.record.json);
    expect(now).toMatchObject({ name: 'Renamed by the second maintainer', gcCost: 2750 });
  });

  it('shows script in any text field as text on the public pages, never running it', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/admin/login`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const post = (query: string, variables: Record<string, unknown>) =>
      page.evaluate(
        async ({ query, variables }) => {
          const me = await (
            await fetch('/admin/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: '{ me { csrfToken } }' }),
            })
          ).json();
          const res = await fetch('/admin/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.me.csrfToken },
            body: JSON.stringify({ query, variables }),
          });
          return res.json();
        },
        { query, variables },
      );
    const record = async (file: string, key: string) =>
      JSON.parse(
        (await post('query($f: String!, $k: String!) { record(file: $f, key: $k) { json } }', { f: file, k: key })).data.record.json,
      );
    const save = async (file: string, key: string, json: unknown) =>
      post(
        'mutation($f: String!, $k: String!, $j: String!, $r: Int) { saveRecord(file: $f, key: $k, json: $j, revision: $r, source: { inGameOn: "2026-11-19" }) { applied } }',
        {
          f: file,
          k: key,
          j: JSON.stringify(json),
          r: (await post('query($f: String!, $k: String!) { record(file: $f, key: $k) { revision } }', { f: file, k: key })).data.record
            .revision,
        },
      );
    const hostile = '<img src=x onerror="window.__hit=1"><script>window.__hit=2</script>';
    const reimu = await record('characters/characters.json', 'l1-reimu');
    expect(
      (await save('characters/characters.json', 'l1-reimu', { ...reimu, shortNameEn: `Reimu ${hostile}` })).data.saveRecord.applied,
    ).toBe(true);
    const prayer = await record('prayers/prayers.json', '5');
    expect((await save('prayers/prayers.json', '5', { ...prayer, name: `Festival ${hostile}` })).data.saveRecord.applied).toBe(true);

    const visitor = await context.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const path of ['/characters/release-order', '/prayers', '/prayer/info/5', '/']) {
      await goto(visitor, `${site.base}${path}`);
      await visitor.waitForLoadState('networkidle');
      expect(await visitor.evaluate(() => (window as unknown as { __hit?: number }).__hit)).toBeUndefined();
    }
    await goto(visitor, `${site.base}/prayers`);
    expect(await visitor.locator('.prayer-card-item[data-prayer="5"]').textContent()).toContain('<script>window.__hit=2</script>');
    expect(dialogs).toEqual([]);
    // Put the records back for the tests after this one.
    await save('characters/characters.json', 'l1-reimu', reimu);
    await save('prayers/prayers.json', '5', prayer);
  });

  it('exports a zip of the data folder, reads it back as no change, and shows the diff of a changed one', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/admin/login?next=%2Fadmin%2Fimport`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Import and Export' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'as a zip of the data folder' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lostword-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipped = readFileSync(await download.path());
    const files = unzipSync(zipped);
    expect(Object.keys(files)).toContain('data/prayers/prayers.json');
    const exported = (await page.evaluate(async () => (await fetch('/admin/export')).json())) as Record<string, unknown>;
    // Every dataset file of the export, and not what the bundle says of itself.
    expect(exported.bundle).toMatchObject({ format: 'lostword-data' });
    expect(Object.keys(files).sort()).toEqual(
      Object.keys(exported)
        .filter((k) => k !== 'bundle')
        .map((k) => `data/${k}`)
        .sort(),
    );

    const input = page.getByLabel(/^Bundle file/);
    const preview = page.getByRole('region', { name: 'Preview' });
    // The bundle's source (the spreadsheet's section below has its own).
    await page.getByLabel('Address').first().fill('https://example.org/news/bundle');
    // What was exported reads back as no change.
    await input.setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zipped });
    await page.getByRole('button', { name: 'Check and preview (dry run)' }).click();
    await preview.getByRole('heading', { name: 'Dry run: No change' }).waitFor();

    // A folder above data/, a file that is not data, and one prayer renamed: the diff names it.
    const prayers = JSON.parse(strFromU8(files['data/prayers/prayers.json'])) as { id: number; name: string }[];
    const renamed = prayers.map((p) => (p.id === 5 ? { ...p, name: `${p.name} (renamed)` } : p));
    const changed = zipSync({
      'lostword/data/README.md': strToU8('not data'),
      'lostword/data/prayers/prayers.json': strToU8(JSON.stringify(renamed)),
    });
    await input.setInputFiles({ name: 'changed.zip', mimeType: 'application/zip', buffer: Buffer.from(changed) });
    await page.getByRole('button', { name: 'Check and preview (dry run)' }).click();
    await preview.getByText('prayers/prayers.json: 1 changed (5)').waitFor();
    expect(await preview.locator('tr', { hasText: 'name' }).locator('ins').first().textContent()).toMatch(/\(renamed\)$/);

    // A file that is not a zip is named, and nothing is sent.
    await input.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await page
      .getByRole('alert')
      .getByText(/^broken\.zip: not a readable zip archive/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Check and preview (dry run)' }).isDisabled()).toBe(true);
  });

  it('downloads a file as CSV, and takes an edited copy back through the dry run to the site', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/admin/login?next=%2Fadmin%2Fimport`);
    await signIn(page);
    const sheet = page.getByRole('region', { name: 'A file as a spreadsheet (CSV)' });
    await sheet.getByLabel('Dataset file').selectOption('prayers/prayers.json');
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('link', { name: /as CSV$/ }).click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^lostword-prayers-prayers-v\d+\.csv$/);
    const table = parse(readFileSync(await download.path(), 'utf8')) as string[][];
    const [id, start] = [table[0].indexOf('id'), table[0].indexOf('startAt')];
    const row = table.findIndex((r) => r[id] === '3');
    table[row][start] = '2022-05-01T00:00:00Z';
    await sheet.getByLabel('Edited CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(stringify(table)) });
    // The file's name gives the dataset file and the version it was exported at.
    expect(await sheet.getByLabel('Exported at data version').inputValue()).toBe(name.match(/-v(\d+)\.csv$/)?.[1]);
    await sheet.getByLabel('Address').fill('https://example.org/news/sheet');
    await sheet.getByRole('button', { name: 'Check and preview the CSV (dry run)' }).click();
    const preview = sheet.getByRole('region', { name: 'CSV preview' });
    await preview.getByText('prayers/prayers.json: 1 changed (3)').waitFor();
    expect(await preview.locator('tr', { hasText: 'startAt' }).locator('ins').first().textContent()).toMatch(/2022-05-01/);
    await sheet.getByRole('button', { name: 'Apply the CSV' }).click();
    await sheet.getByText(/^Applied: prayers\/prayers.json: 1 changed/).waitFor();
    expect(await eventually(async () => (await prayerStart(3))?.slice(0, 10), '2022-05-01')).toBe('2022-05-01');
  });

  it('names the field of an invalid edit and saves nothing', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/admin/login?next=%2Fadmin%2Fedit%3Ffile%3Dprayers%252Fprayers.json%26key%3D6`);
    await signIn(page);
    const form = page.getByRole('form', { name: /^Edit 6/ });
    await form.getByLabel('startAt', { exact: false }).first().fill('next tuesday');
    await form.getByLabel('Address').fill('https://example.org/news');
    const before = (await db.dataVersion.findUnique({ where: { id: 1 } }))?.version;
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .getByText(/field startAt/)
      .waitFor();
    expect((await db.dataVersion.findUnique({ where: { id: 1 } }))?.version).toBe(before);
  });

  it('locks sign-in after repeated wrong passwords, saying how long to wait', async () => {
    await db.signInThrottle.deleteMany();
    const page = await fresh();
    await goto(page, `${site.base}/admin/login`);
    for (let i = 0; i < 4; i++) {
      await signIn(page, 'not the passphrase at all');
      await page.getByRole('alert').getByText('Wrong account name or password.').waitFor();
    }
    await signIn(page);
    await page
      .getByRole('alert')
      .getByText(/Too many failed sign-ins: try again in \d+ s\./)
      .waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    clock += 60_000;
    await signIn(page);
    await page.waitForURL(/\/admin\/dashboard$/);
    await db.signInThrottle.deleteMany();
  });

  it('ends an idle session: the next page asks for a sign-in again', async () => {
    const page = await fresh();
    await goto(page, `${site.base}/admin/login`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await eventually(() => page.locator('.entity-list li').count(), DATASET_FILE_NAMES.length)).toBe(DATASET_FILE_NAMES.length);
    clock += SESSION_IDLE_MS + 1000;
    await goto(page, `${site.base}/admin/audit`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Faudit/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lw_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });
});
