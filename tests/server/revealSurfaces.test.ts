// The reveal rule beyond the schema's nodes, against a real site and SQLite file: image
// placeholders and files, variant groups, and the update-log entry an import writes. A hidden
// record gets the answer an unknown one gets, until its reveal time passes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataset, readStoredDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

/** When a6-flandre (variant group "flandre", colours #b31b1b and #f5d547) is revealed in the fixture. */
const FLANDRE_REVEAL = Date.parse('2031-06-01T00:00:00Z');
const BEFORE = Date.parse('2026-11-23T00:00:00Z');
let clock = BEFORE;
let running: TestSite;
let base: string;
const images = mkdtempSync(join(tmpdir(), 'lw-images-'));
// A real file of the hidden character, and one of no character.
writeFileSync(join(images, 'a6-flandre-full.png'), 'flandre art');
writeFileSync(join(images, 'no-one-full.png'), 'other art');

beforeAll(async () => {
  running = await startTestSite({ now: () => clock, imagesDir: images });
  base = running.base;
});
afterAll(async () => {
  await running.close();
  rmSync(images, { recursive: true, force: true });
});

async function image(name: string, query = '') {
  const res = await fetch(`${base}/images/${name}${query}`);
  const headers = Object.fromEntries(['content-type', 'cache-control', 'x-placeholder'].map((h) => [h, res.headers.get(h)]));
  return { status: res.status, headers, body: await res.text() };
}

async function gql(query: string, jp = false) {
  const res = await fetch(`${base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data: any; errors?: unknown[] };
}

describe('/images', () => {
  it('answers a hidden character’s placeholder as a name no character has: no colours, no world', async () => {
    clock = BEFORE;
    const hidden = await image('a6-flandre.png');
    // Another name of the same shape (the same initials), that no character has.
    const unknown = await image('a6-fzzzzzz.png');
    expect(hidden.status).toBe(200);
    expect(hidden.headers).toEqual(unknown.headers);
    expect(hidden.body.replaceAll('a6-flandre', 'a6-fzzzzzz')).toBe(unknown.body);
    expect(hidden.body).not.toMatch(/#b31b1b|#f5d547|>A6</i);
    // A JP-only character stays hidden for good.
    expect((await image('a7-yuyuko.png')).body.replaceAll('a7-yuyuko', 'a7-yzzzzz')).toBe((await image('a7-yzzzzz.png')).body);
  });

  it('never serves a hidden character’s own file without the switch', async () => {
    clock = BEFORE;
    const hidden = await image('a6-flandre-full.png');
    const unknown = await image('a6-fzzzzzz-full.png');
    expect(hidden.headers).toEqual(unknown.headers);
    expect(hidden.body.replaceAll('a6-flandre', 'a6-fzzzzzz')).toBe(unknown.body);
    expect(hidden.body).not.toContain('flandre art');
    // A file no character owns is served as before.
    expect((await image('no-one-full.png')).body).toBe('other art');
  });

  it('gives a hidden character’s image paths the switch, so the pages that show it with the switch show its art', async () => {
    clock = BEFORE;
    const SLUG = '{ character(slug: "a6-flandre") { thumbnail images { full } } }';
    const on = (await gql(SLUG, true)).data.character;
    expect(on).toEqual({ thumbnail: '/images/a6-flandre.png?jpContent=1', images: { full: '/images/a6-flandre-full.png?jpContent=1' } });
    expect((await image(on.thumbnail.slice('/images/'.length))).body).toMatch(/#b31b1b/i);
    expect(await fetch(`${base}${on.images.full}`).then((r) => r.text())).toBe('flandre art');
    clock = FLANDRE_REVEAL;
    expect((await gql(SLUG)).data.character).toEqual({
      thumbnail: '/images/a6-flandre.png',
      images: { full: '/images/a6-flandre-full.png' },
    });
    clock = BEFORE;
  });

  it('shows the character with the switch, and to everyone once it is revealed', async () => {
    clock = BEFORE;
    expect((await image('a6-flandre.png', '?jpContent=1')).body).toMatch(/#b31b1b/i);
    expect((await image('a6-flandre-full.png', '?jpContent=1')).body).toBe('flandre art');
    expect((await image('a6-flandre.png', '?jpContent=maybe')).status).toBe(400);
    clock = FLANDRE_REVEAL;
    const revealed = await image('a6-flandre.png');
    expect(revealed.body).toMatch(/#b31b1b/i);
    expect(revealed.body).toContain('>A6<');
    expect((await image('a6-flandre-full.png')).body).toBe('flandre art');
    clock = BEFORE;
  });
});

describe('variantGroups', () => {
  const GROUPS = '{ variantGroups { id enName characters { slug } } }';

  it('leaves out a group known only through hidden characters, until one of them is revealed', async () => {
    clock = BEFORE;
    const ids = (r: { data: { variantGroups: { id: string }[] } }) => r.data.variantGroups.map((g) => g.id);
    expect(ids(await gql(GROUPS))).not.toContain('flandre');
    expect(JSON.stringify(await gql(GROUPS))).not.toContain('Flandre');
    // a7-yuyuko is a JP-only announcement: its group stays out for global players for good.
    expect(ids(await gql(GROUPS))).not.toContain('yuyuko');
    expect(ids(await gql(GROUPS, true))).toEqual(expect.arrayContaining(['flandre', 'yuyuko']));
    clock = FLANDRE_REVEAL;
    const after = await gql(GROUPS);
    expect(after.data.variantGroups.find((g: { id: string }) => g.id === 'flandre').characters).toEqual([{ slug: 'a6-flandre' }]);
    expect(ids(after)).not.toContain('yuyuko');
    clock = BEFORE;
  });
});

describe('the update-log entry an import writes', () => {
  const LOG = '{ updates(first: 1) { edges { node { title subtitle items { detail hidden revealAt } } } } }';
  const newest = async (jp = false) => (await gql(LOG, jp)).data.updates.edges[0].node;
  const LATER = '2030-01-01T00:00:00Z';

  it('counts a hidden record only from its reveal time, and a JP-only one never', async () => {
    clock = BEFORE;
    const stored = await readStoredDataset(db);
    if (!stored) throw new Error('no stored dataset');
    const characters = stored['characters/characters.json'];
    const next = {
      ...stored,
      'characters/characters.json': [
        ...characters,
        {
          id: 'zz-later',
          nameEn: 'Later Character',
          shortNameEn: 'Later',
          status: 'upcoming' as const,
          type: 'fes' as const,
          revealAt: LATER,
        },
        {
          id: 'zz-jp-only',
          nameEn: 'Jp Character',
          shortNameEn: 'Jp',
          status: 'not-available' as const,
          type: 'fes' as const,
          unreleasedGroup: 'jp' as const,
        },
      ],
      'prayers/prayers.json': stored['prayers/prayers.json'].map((p) => (p.id === 5 ? { ...p, name: `${p.name} (renamed)` } : p)),
    };
    await applyDataset(db, next, { now: new Date(clock) });

    const now = await newest();
    expect(now.title).toBe('Data update');
    expect(now.subtitle).toBe('Prayers');
    expect(now.items).toEqual([{ detail: 'Prayers: 1 changed', hidden: false, revealAt: null }]);
    expect(JSON.stringify(await gql(LOG))).not.toMatch(/Characters/);
    // With the switch, the hidden change is there, by its spoiler label only.
    expect((await newest(true)).items).toEqual([
      { detail: 'Prayers: 1 changed', hidden: false, revealAt: null },
      { detail: '(JP spoiler)', hidden: true, revealAt: '2030-01-01T00:00:00.000Z' },
    ]);

    clock = Date.parse(LATER);
    expect((await newest()).items).toEqual([
      { detail: 'Prayers: 1 changed', hidden: false, revealAt: null },
      { detail: 'Characters: 1 added', hidden: false, revealAt: '2030-01-01T00:00:00.000Z' },
    ]);
    clock = BEFORE;
  });

  it('writes nothing of a hidden record that goes before it is revealed, and names no file of an import only hidden records change', async () => {
    clock = BEFORE;
    const stored = await readStoredDataset(db);
    if (!stored) throw new Error('no stored dataset');
    const entries = await db.updateEntry.count();
    // Removed while still hidden: a visitor never saw it.
    await applyDataset(
      db,
      { ...stored, 'characters/characters.json': stored['characters/characters.json'].filter((c) => c.id !== 'zz-later') },
      { now: new Date(clock) },
    );
    expect(await db.updateEntry.count()).toBe(entries);

    const again = await readStoredDataset(db);
    if (!again) throw new Error('no stored dataset');
    await applyDataset(
      db,
      {
        ...again,
        'characters/characters.json': [
          ...again['characters/characters.json'],
          { id: 'zz-later-2', nameEn: 'Second Later', shortNameEn: 'Second', status: 'upcoming', type: 'fes', revealAt: LATER },
        ],
      },
      { now: new Date(clock) },
    );
    const entry = await newest();
    expect(entry).toMatchObject({ title: 'Data update', subtitle: null, items: [] });
    expect((await newest(true)).items).toEqual([{ detail: '(JP spoiler)', hidden: true, revealAt: '2030-01-01T00:00:00.000Z' }]);
  });

  it('does not count a public prayer or card as changed when the only change is that it names a hidden character', async () => {
    clock = BEFORE;
    const stored = await readStoredDataset(db);
    if (!stored) throw new Error('no stored dataset');
    await applyDataset(
      db,
      {
        ...stored,
        'characters/characters.json': [
          ...stored['characters/characters.json'],
          { id: 'zz-later-3', nameEn: 'Third Later', shortNameEn: 'Third', status: 'upcoming', type: 'fes', revealAt: LATER },
        ],
        'prayers/prayers.json': stored['prayers/prayers.json'].map((p) =>
          p.id === 5 ? { ...p, characters: [...(p.characters ?? []), { id: 'zz-later-3' }] } : p,
        ),
        'storyCards/storyCards.json': stored['storyCards/storyCards.json'].map((c) =>
          c.id === 1 ? { ...c, featured: [...(c.featured ?? []), 'zz-later-3'] } : c,
        ),
      },
      { now: new Date(clock) },
    );
    const entry = await newest();
    expect(entry.subtitle).toBeNull();
    expect(JSON.stringify(entry)).not.toMatch(/Prayers|Story cards/);
  });
});
