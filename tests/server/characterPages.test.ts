// Pages of characters with the response cache off: a page that reads only the characters' own
// columns is loaded once per data version and reveal epoch, and still changes exactly when a
// reveal time passes (controllable clock, forwards and back), with the spoiler switch, and after
// an import.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { FIXTURE_DATA, importWithCharacterChange } from '../helpers/database.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const REVEAL = Date.parse('2031-06-01T00:00:00Z');
const TODAY = Date.parse('2026-11-23T00:00:00Z');
let clock = TODAY;
let running: TestSite;
const work = mkdtempSync(join(tmpdir(), 'lw-pages-'));

beforeAll(async () => {
  running = await startTestSite({ now: () => clock, responseCache: false });
});
afterAll(async () => {
  await running.close();
  rmSync(work, { recursive: true, force: true });
});

const PAGE = '{ characters(first: 100) { edges { node { slug shortName } } } }';

/** The slugs of a page and the statements that read the character table for it. */
async function page(jp = false) {
  running.database.statements.length = 0;
  const res = await fetch(`${running.base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PAGE }),
  });
  const nodes = (await res.json()).data.characters.edges.map((e: { node: { slug: string; shortName: string } }) => e.node);
  // SQLite's quoting (`main`.`Character`) or PostgreSQL's ("public"."Character").
  const reads = running.database.statements.filter((sql) => /FROM [`"](main|public)[`"]\.[`"]Character[`"] WHERE/.test(sql)).length;
  return { slugs: nodes.map((n: { slug: string }) => n.slug), names: nodes.map((n: { shortName: string }) => n.shortName), reads };
}

async function releaseOrder() {
  const res = await fetch(`${running.base}/api/characters/release-date`);
  return (await res.json()).data.map((c: { id: string }) => c.id);
}

describe('a page of characters', () => {
  it('is read from the database once per reveal epoch', async () => {
    clock = REVEAL - 1;
    const first = await page();
    expect(first.reads).toBeGreaterThan(0);
    const again = await page();
    expect(again.reads).toBe(0);
    expect(again.slugs).toEqual(first.slugs);
  });

  it('changes exactly when a reveal time passes, and back when the clock is set back', async () => {
    clock = REVEAL - 1;
    expect((await page()).slugs).not.toContain('a6-flandre');
    expect(await releaseOrder()).not.toContain('a6-flandre');
    clock = REVEAL;
    expect((await page()).slugs).toContain('a6-flandre');
    expect(await releaseOrder()).toContain('a6-flandre');
    clock = REVEAL - 1;
    expect((await page()).slugs).not.toContain('a6-flandre');
    expect(await releaseOrder()).not.toContain('a6-flandre');
    clock = TODAY;
  });

  it('follows the spoiler switch', async () => {
    const off = await page();
    const on = await page(true);
    expect(off.slugs).not.toContain('a7-yuyuko');
    expect(on.slugs).toContain('a7-yuyuko');
    expect((await page()).slugs).toEqual(off.slugs);
  });

  it('answers from the new data right after an import', async () => {
    const before = await page();
    await importWithCharacterChange(work, 'l1-reimu', { shortNameEn: 'Reimu (renamed)' });
    const after = await page();
    expect(after.reads).toBeGreaterThan(0);
    expect(after.names).toContain('Reimu (renamed)');
    expect(before.names).not.toContain('Reimu (renamed)');
    await loadDataset(db, FIXTURE_DATA);
    expect((await page()).names).not.toContain('Reimu (renamed)');
  });
});
