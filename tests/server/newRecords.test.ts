// Whole new records: a prayer the site does not list yet, proposed by a visitor (its Friends held
// to the reveal rule, a duplicate of a prayer the visitor can see refused, the same proposal from
// many players one suggestion) and added by a maintainer who saves it filled in from the
// suggestion, crediting it; and a new Friend saved with her portrait in the same change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for new records';
const images = mkdtempSync(join(tmpdir(), 'lw-new-records-'));
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite({ imagesDir: images, suggestionLimit: { points: 1000, windowSeconds: 3600 }, trustProxy: true });
  await upsertAccount('hana', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('hana', PASSWORD);
});
afterAll(async () => {
  await site.close();
  rmSync(images, { recursive: true, force: true });
});

const SUGGEST =
  'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId field key count prayer { name types start startPrecision end characters } } }';

type Answer = {
  data?: {
    suggestCorrection: { suggestionId: number; key: string; count: number; prayer: Record<string, unknown> };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function propose(prayer: Record<string, unknown>, options: { from?: string; spoilers?: boolean } = {}): Promise<Answer> {
  const res = await fetch(`${site.base}/graphql${options.spoilers ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.from ?? '203.0.113.7' },
    body: JSON.stringify({
      query: SUGGEST,
      variables: { input: { field: 'NEW_PRAYER', key: 'new', prayer, source: { url: 'https://example.org/news/new-banner' } } },
    }),
  });
  return (await res.json()) as Answer;
}

const banner = {
  name: '  Moonlit   Festival ',
  types: ['debut', 'event'],
  start: '2022-07-01T06:00:00Z',
  startPrecision: 'INSTANT',
  end: '2022-07-15T05:59:00Z',
  endPrecision: 'INSTANT',
  characters: ['l1-reimu', 'a6-reimu', 'l1-marisa'],
};

async function publicSuggestion(id: number, spoilers = false) {
  const res = await fetch(`${site.base}/graphql${spoilers ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ suggestion(id: ${id}) { field prayer { name characters } } }` }),
  });
  return ((await res.json()) as { data: { suggestion: unknown } }).data.suggestion;
}

describe('a new prayer proposed by a visitor', () => {
  let id = 0;

  it('is filed under its name, with its Friends, once however many players send it', async () => {
    const first = await propose(banner);
    expect(first.errors).toBeUndefined();
    expect(first.data?.suggestCorrection).toMatchObject({
      key: 'moonlitfestival',
      count: 1,
      prayer: {
        name: 'Moonlit Festival',
        types: ['debut', 'event'],
        start: '2022-07-01T06:00:00.000Z',
        startPrecision: 'INSTANT',
        end: '2022-07-15T05:59:00.000Z',
        characters: ['a6-reimu', 'l1-marisa', 'l1-reimu'],
      },
    });
    id = first.data?.suggestCorrection.suggestionId as number;
    // The same banner from another player, its Friends in another order: counted on the first.
    const again = await propose({ ...banner, characters: ['l1-marisa', 'l1-reimu', 'a6-reimu'] }, { from: '198.51.100.4' });
    expect(again.data?.suggestCorrection).toMatchObject({ suggestionId: id, count: 2 });
  });

  it('refuses what a prayer may not hold, and a prayer the visitor can see on the site already', async () => {
    const refused = async (prayer: Record<string, unknown>) => (await propose({ ...banner, ...prayer })).errors?.[0].message;
    expect(await refused({ name: '  ' })).toMatch(/Give the prayer's name/);
    expect(await refused({ name: '<b>Festival</b>' })).toMatch(/plain text/);
    expect(await refused({ name: 'x'.repeat(121) })).toMatch(/longer than 120/);
    expect(await refused({ types: ['gacha'] })).toMatch(/Unknown prayer type: gacha/);
    expect(await refused({ types: [] })).toMatch(/what kind of prayer/);
    expect(await refused({ end: '2022-06-01T00:00:00Z' })).toMatch(/end must come after the start/);
    expect(await refused({ start: '2019-01-01T00:00:00Z' })).toMatch(/global launch/);
    expect(await refused({ characters: ['no-such-friend'] })).toMatch(/Every Friend must be a character of the site/);
    // Written otherwise, a prayer the site lists is the same one: its page is named.
    expect(await refused({ name: 'scarlet-festival' })).toMatch(/lists this prayer already \(\/prayer\/info\/1\)/);
    // A prayer not yet announced to the visitor is not named (nor refused): the maintainers see the duplicate.
    const hidden = await propose({ ...banner, name: 'Scarlet Night of Flandre' });
    expect(hidden.errors).toBeUndefined();
  });

  it('names a Friend not yet announced only for a visitor with the spoiler switch, and is shown only to such a visitor', async () => {
    const withHidden = { ...banner, name: 'Ghostly Festival', characters: ['a7-yuyuko'] };
    expect((await propose(withHidden)).errors?.[0].message).toMatch(/Every Friend must be a character of the site/);
    const filed = await propose(withHidden, { spoilers: true, from: '192.0.2.50' });
    expect(filed.errors).toBeUndefined();
    const hiddenId = filed.data?.suggestCorrection.suggestionId as number;
    expect(await publicSuggestion(hiddenId)).toBeNull();
    expect(await publicSuggestion(hiddenId, true)).toEqual({
      field: 'NEW_PRAYER',
      prayer: { name: 'Ghostly Festival', characters: ['a7-yuyuko'] },
    });
    expect(await publicSuggestion(id)).toMatchObject({ prayer: { name: 'Moonlit Festival' } });
  });

  it('is added by a maintainer from the record filled in from it: credited in the audit, the update log and the suggestion', async () => {
    const read = await admin.post('query($id: Int!) { suggestion: queuedSuggestion(id: $id) { newRecord value sourceUrl } }', { id });
    const suggestion = read.body.data?.suggestion as { newRecord: boolean; value: string; sourceUrl: string };
    expect(suggestion.newRecord).toBe(true);
    const proposal = JSON.parse(suggestion.value).record;
    // The maintainer adds the pool's id and a note before saving.
    const record = {
      id: 11,
      ...proposal,
      characters: proposal.characters.map((c: string) => ({ id: c })),
      note: 'Checked against the news post.',
    };
    const save =
      'mutation($json: String!, $s: Int, $dry: Boolean) { saveRecord(file: "prayers/prayers.json", json: $json, suggestion: $s, dryRun: $dry, source: { url: "https://example.org/news/new-banner" }) { applied auditId summary } }';
    const dry = await admin.post(save, { json: JSON.stringify(record), s: id, dry: true });
    expect(dry.body.data?.saveRecord).toMatchObject({ applied: false, summary: 'prayers/prayers.json: 1 added (11)' });
    const saved = await admin.post(save, { json: JSON.stringify(record), s: id });
    expect(saved.body.errors).toBeUndefined();
    const { auditId } = saved.body.data?.saveRecord as { auditId: number };
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: auditId }, select: { action: true } })).toEqual({ action: 'suggestion' });
    expect(await db.suggestion.findUniqueOrThrow({ where: { id }, select: { status: true, auditId: true } })).toEqual({
      status: 'accepted',
      auditId,
    });
    const detail = (await (await fetch(`${site.base}/api/prayers/get-detail?id=11`)).json()) as { data: { name: string } };
    expect(JSON.stringify(detail.data)).toContain('Moonlit Festival');
    for (const c of ['l1-reimu', 'a6-reimu', 'l1-marisa']) expect(JSON.stringify(detail.data)).toContain(`"${c}"`);
    const log = await db.updateItem.findMany({ where: { entry: { generated: true } }, orderBy: { id: 'desc' }, take: 1 });
    expect(log[0].detail).toBe(`Prayers: 1 added (<a href="/suggestions/${id}">from a visitor's suggestion ${id}</a>)`);
    // Saved once, it is decided: a second save crediting it is refused, and the prayer is not added twice.
    const twice = await admin.post(save, { json: JSON.stringify({ ...record, id: 12 }), s: id });
    expect(twice.body.errors?.[0].message).toMatch(/was accepted already/);
    // A suggestion of a fact of a held record is accepted from the queue, not by a save.
    const end = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
      body: JSON.stringify({
        query: SUGGEST,
        variables: {
          input: { field: 'END', key: '4', date: '2021-06-01T00:00:00Z', precision: 'DAY', source: { url: 'https://example.org/e' } },
        },
      }),
    });
    const endId = ((await end.json()) as Answer).data?.suggestCorrection.suggestionId;
    const wrong = await admin.post(save, { json: JSON.stringify({ ...record, id: 12, name: 'Other' }), s: endId });
    expect(wrong.body.errors?.[0].message).toMatch(/does not propose a new record/);
  });

  it('may be accepted from the queue as proposed, taking the next id', async () => {
    const filed = await propose({ ...banner, name: 'Harvest Moon Prayer', characters: ['l1-reimu'] }, { from: '198.51.100.77' });
    const newId = filed.data?.suggestCorrection.suggestionId as number;
    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied summary } }', { id: newId });
    expect(accepted.body.data?.acceptSuggestion).toEqual({ applied: true, summary: 'prayers/prayers.json: 1 added (12)' });
    const row = await db.prayer.findUniqueOrThrow({ where: { id: 12 }, select: { name: true, source: true } });
    expect(row).toEqual({ name: 'Harvest Moon Prayer', source: 'https://example.org/news/new-banner' });
  });

  it('is refused from the queue once a prayer like it was added meanwhile, and accepted by no second save', async () => {
    const filed = await propose({ ...banner, name: 'Autumn Leaves Prayer', characters: [] }, { from: '198.51.100.78' });
    const id = filed.data?.suggestCorrection.suggestionId as number;
    // A maintainer adds the same banner by hand, spelt otherwise, before looking at the queue.
    const manual = { id: 13, name: 'Autumn leaves prayer!', types: ['event'], startAt: '2022-07-01T06:00:00Z', startPrecision: 'instant' };
    const saved = await admin.post(
      'mutation($json: String!) { saveRecord(file: "prayers/prayers.json", json: $json, source: { url: "https://example.org/n" }) { applied } }',
      { json: JSON.stringify(manual) },
    );
    expect(saved.body.data?.saveRecord).toEqual({ applied: true });
    for (const attempt of [1, 2]) {
      const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied } }', { id });
      expect(accepted.body.errors?.[0].message, `attempt ${attempt}`).toMatch(/holds a record like the one suggestion \d+ proposes \(13\)/);
    }
    expect(await db.prayer.count({ where: { name: { startsWith: 'Autumn' } } })).toBe(1);
  });
});

describe('a new Friend with her portrait', () => {
  const friend = {
    id: 'a8-aya',
    nameEn: 'Aya Shameimaru',
    shortNameEn: 'Aya',
    status: 'limited',
    type: 'fes',
    worldId: 'A6',
    debutAt: '2022-08-01T06:00:00Z',
    debutPrecision: 'instant',
    debutSource: 'https://example.org/news/aya',
    source: 'https://example.org/news/aya',
  };
  const save =
    'mutation($json: String!, $p: String, $file: String!) { saveRecord(file: $file, json: $json, portrait: $p, source: { url: "https://example.org/news/aya" }) { applied auditId summary } }';

  it('is added with her portrait in one change, which one undo takes back whole', async () => {
    const picture = await sharp({ create: { width: 300, height: 320, channels: 3, background: '#8a2be2' } })
      .png()
      .toBuffer();
    const saved = await admin.post(save, {
      json: JSON.stringify(friend),
      p: picture.toString('base64'),
      file: 'characters/characters.json',
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveRecord).toMatchObject({ applied: true, summary: 'characters/characters.json: 1 added (a8-aya)' });
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ character(slug: "a8-aya") { nameEn portrait { set src } } }' }),
    });
    const { character } = ((await res.json()) as { data: { character: { nameEn: string; portrait: { set: string; src: string } } } }).data;
    expect(character.nameEn).toBe('Aya Shameimaru');
    expect(character.portrait.set).toBe('upload');
    expect((await fetch(`${site.base}${character.portrait.src}`)).status).toBe(200);
    const undo = await admin.post('mutation($a: Int!) { undo(auditId: $a) { applied summary } }', {
      a: (saved.body.data?.saveRecord as { auditId: number }).auditId,
    });
    expect(undo.body.data?.undo).toMatchObject({ applied: true, summary: 'characters/characters.json: 1 removed (a8-aya)' });
  });

  it('refuses a portrait for a record of a file without portraits, and a file that is not a picture', async () => {
    const picture = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#222' } })
      .png()
      .toBuffer();
    const prayer = { id: 40, name: 'Pictured', types: ['other'] };
    const a = await admin.post(save, { json: JSON.stringify(prayer), p: picture.toString('base64'), file: 'prayers/prayers.json' });
    expect(a.body.errors?.[0].message).toMatch(/have no portraits/);
    const b = await admin.post(save, {
      json: JSON.stringify(friend),
      p: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
      file: 'characters/characters.json',
    });
    expect(b.body.errors?.[0].message).toBeTruthy();
    expect(await db.character.findUnique({ where: { id: 'a8-aya' } })).toBeNull();
    expect(await db.prayer.findUnique({ where: { id: 40 } })).toBeNull();
  });
});

describe("a Friend's portrait proposed by a visitor", () => {
  async function upload(bytes: Buffer, from: string): Promise<string> {
    const res = await fetch(`${site.base}/suggestions/evidence`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-forwarded-for': from },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { evidence: string }).evidence;
  }
  const suggestPicture = async (key: string, picture: string, from: string) => {
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId count } }',
        variables: { input: { field: 'PORTRAIT', key, picture, source: { url: 'https://example.org/art/mima' } } },
      }),
    });
    return (await res.json()) as { data?: { suggestCorrection: { suggestionId: number; count: number } }; errors?: { message: string }[] };
  };

  it('is filed with its picture, counted once for the same picture, and accepted as her portrait, drawn in every size', async () => {
    const art = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7b2cbf' } })
      .png()
      .toBuffer();
    const first = await suggestPicture('l1-mima', await upload(art, '203.0.113.20'), '203.0.113.20');
    expect(first.errors).toBeUndefined();
    const id = first.data?.suggestCorrection.suggestionId as number;
    const again = await suggestPicture('l1-mima', await upload(art, '203.0.113.21'), '203.0.113.21');
    expect(again.data?.suggestCorrection).toEqual({ suggestionId: id, count: 2 });
    // A token named twice, or one never uploaded, is refused; nothing is filed.
    expect((await suggestPicture('l1-mima', 'x'.repeat(24), '203.0.113.22')).errors?.[0].message).toMatch(/Upload it again/);
    // The public page says nothing of the picture; the queue shows it to the maintainers.
    const queue = await admin.post('{ suggestionQueue(first: 100) { id field evidence { url } } }');
    const listed = (queue.body.data?.suggestionQueue as { id: number; evidence: { url: string }[] }[]).find((q) => q.id === id);
    expect(listed?.evidence.length).toBe(2);
    expect((await fetch(`${site.base}${listed?.evidence[0].url}`)).status).toBe(401);

    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied summary auditId } }', { id });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data?.acceptSuggestion).toMatchObject({
      applied: true,
      summary: 'characters/characters.json: 1 changed (l1-mima)',
    });
    const { auditId } = accepted.body.data?.acceptSuggestion as { auditId: number };
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: auditId }, select: { action: true } })).toEqual({ action: 'suggestion' });
    expect(await db.suggestion.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({ status: 'accepted' });
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ character(slug: "l1-mima") { portrait { set src } } }' }),
    });
    const { portrait } = ((await res.json()) as { data: { character: { portrait: { set: string; src: string } } } }).data.character;
    expect(portrait.set).toBe('upload');
    const drawn = await fetch(`${site.base}${portrait.src}`);
    expect(drawn.status).toBe(200);
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).width).toBe(300);
    // The same picture again is nothing to correct.
    expect((await suggestPicture('l1-mima', await upload(art, '203.0.113.23'), '203.0.113.23')).errors?.[0].message).toMatch(
      /says this already/,
    );
  });

  it('is refused for a Friend not yet announced, as for one there is not', async () => {
    const art = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const hidden = await suggestPicture('a7-yuyuko', await upload(art, '203.0.113.30'), '203.0.113.30');
    expect(hidden.errors?.[0].message).toMatch(/no such record/);
  });
});

describe('a new Friend proposed by a visitor', () => {
  const proposeFriend = async (friend: Record<string, unknown>, from = '203.0.113.40') => {
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        query:
          'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId key count friend { name shortName world type debut debutPrecision } } }',
        variables: { input: { field: 'NEW_FRIEND', key: 'new', friend, source: { url: 'https://example.org/news/new-friend' } } },
      }),
    });
    return (await res.json()) as {
      data?: { suggestCorrection: { suggestionId: number; key: string; count: number; friend: Record<string, unknown> } };
      errors?: { message: string }[];
    };
  };
  const nitori = { name: 'Nitori Kawashiro', world: 'A6', type: 'fes', debut: '2022-09-01T06:00:00Z', debutPrecision: 'INSTANT' };

  it('is filed under her world and name, refused when the visitor can see her on the site, and accepted as an announced Friend', async () => {
    const filed = await proposeFriend(nitori);
    expect(filed.errors).toBeUndefined();
    expect(filed.data?.suggestCorrection).toMatchObject({
      key: 'a6-nitorikawashiro',
      friend: { name: 'Nitori Kawashiro', shortName: 'Nitori', world: 'A6', type: 'fes', debut: '2022-09-01T06:00:00.000Z' },
    });
    const id = filed.data?.suggestCorrection.suggestionId as number;
    expect((await proposeFriend({ ...nitori, name: ' nitori  kawashiro ' }, '198.51.100.41')).data?.suggestCorrection).toMatchObject({
      suggestionId: id,
      count: 2,
    });
    expect((await proposeFriend({ ...nitori, name: 'Reimu Hakurei', world: 'L1' })).errors?.[0].message).toMatch(
      /lists this friend already \(\/characters\/l1-reimu\)/,
    );
    // Her world typed in other letters is still her world.
    expect((await proposeFriend({ ...nitori, name: 'Reimu Hakurei', world: 'l1' })).errors?.[0].message).toMatch(
      /lists this friend already \(\/characters\/l1-reimu\)/,
    );
    // Not yet announced to the visitor: not named, not refused.
    expect((await proposeFriend({ ...nitori, name: 'Yuyuko Saigyouji (Cherry Blossom)', world: 'A7' })).errors).toBeUndefined();
    expect((await proposeFriend({ ...nitori, type: 'mythic' })).errors?.[0].message).toMatch(/Unknown rarity type/);
    expect((await proposeFriend({ ...nitori, world: 'A6<script>' })).errors?.[0].message).toMatch(/world/);
    expect((await proposeFriend({ ...nitori, name: '<i>Nitori</i>' })).errors?.[0].message).toMatch(/plain text/);

    const task = await admin.post('query($id: Int!) { suggestion: queuedSuggestion(id: $id) { newRecord task } }', { id });
    expect(task.body.data?.suggestion).toEqual({ newRecord: true, task: 'new-friend' });
    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied summary } }', { id });
    expect(accepted.body.data?.acceptSuggestion).toEqual({ applied: true, summary: 'characters/characters.json: 1 added (a6-nitori)' });
    const row = await db.character.findUniqueOrThrow({ where: { id: 'a6-nitori' }, select: { nameEn: true, status: true, debutAt: true } });
    expect(row).toEqual({ nameEn: 'Nitori Kawashiro', status: 'announced', debutAt: new Date('2022-09-01T06:00:00Z') });
  });
});

describe("a tower floor's enemies", () => {
  const giveFloor = async (key: string, enemies: Record<string, unknown>[], from = '203.0.113.60') => {
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        query:
          'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId count enemies { slot name elements weaknesses gauges barriers hp } } }',
        variables: { input: { field: 'FLOOR', key, floor: { enemies }, source: { url: 'https://example.org/tower/floor-2' } } },
      }),
    });
    return (await res.json()) as {
      data?: { suggestCorrection: { suggestionId: number; count: number; enemies: Record<string, unknown>[] } };
      errors?: { message: string }[];
    };
  };
  const real = [
    { slot: 1, name: 'Sunflower Fairy', elements: ['Sun'], weaknesses: ['moon', 'water'], gauges: [500_000, 750_000], barriers: [2, 3] },
    { slot: 0, name: 'Fairy Maid', elements: ['fire'], weaknesses: ['water'], barriers: [1], hp: 800_000 },
  ];

  it('turns a sample floor real: its enemies as given, its made-up rewards gone, the floor no longer sample', async () => {
    const filed = await giveFloor('2', real);
    expect(filed.errors).toBeUndefined();
    expect(filed.data?.suggestCorrection.enemies).toEqual([
      { slot: 0, name: 'Fairy Maid', elements: ['fire'], weaknesses: ['water'], gauges: [], barriers: [1], hp: 800_000 },
      {
        slot: 1,
        name: 'Sunflower Fairy',
        elements: ['sun'],
        weaknesses: ['moon', 'water'],
        gauges: [500_000, 750_000],
        barriers: [2, 3],
        hp: 1_250_000,
      },
    ]);
    const id = filed.data?.suggestCorrection.suggestionId as number;
    expect((await giveFloor('2', [...real].reverse(), '198.51.100.61')).data?.suggestCorrection).toMatchObject({
      suggestionId: id,
      count: 2,
    });
    const bad = async (enemies: Record<string, unknown>[]) => (await giveFloor('2', enemies)).errors?.[0].message;
    expect(await bad([])).toMatch(/1 to 3/);
    expect(
      await bad([
        { slot: 0, name: 'A' },
        { slot: 0, name: 'B' },
      ]),
    ).toMatch(/share a slot/);
    expect(await bad([{ slot: 3, name: 'A' }])).toMatch(/slot: 0, 1 or 2/);
    expect(await bad([{ slot: 0, name: 'A', elements: ['plasma'] }])).toMatch(/plasma is not an element/);
    expect(await bad([{ slot: 0, name: 'A', gauges: [1, 1, 1, 1] }])).toMatch(/at most 3 HP gauges/);
    expect(await bad([{ slot: 0, name: 'A', gauges: [100, 200], hp: 1000 }])).toMatch(/gauges' HP sum to 300/);
    expect(await bad([{ slot: 0, name: 'A', gauges: [100, 200], barriers: [1, 2, 3] }])).toMatch(/one for each of its gauges/);
    expect(await bad([{ slot: 0, name: '<img src=x>' }])).toMatch(/plain text/);
    expect(await bad([{ slot: 0, name: 'A', hp: -5 }])).toMatch(/HP must be a number above 0/);

    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied summary } }', { id });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data?.acceptSuggestion).toEqual({ applied: true, summary: 'tower/floors.json: 1 changed (2)' });
    const floor = await db.towerFloor.findUniqueOrThrow({ where: { floor: 2 }, select: { sample: true } });
    expect(floor.sample).toBe(false);
    const enemies = await db.towerEnemy.findMany({ where: { floor: 2 }, orderBy: { slot: 'asc' }, select: { unitName: true, hp: true } });
    expect(enemies).toEqual([
      { unitName: 'Fairy Maid', hp: 800_000 },
      { unitName: 'Sunflower Fairy', hp: 1_250_000 },
    ]);
    expect(await db.towerReward.count({ where: { floor: 2 } })).toBe(0);
    // Real now, the same enemies are nothing to correct.
    expect((await giveFloor('2', real, '203.0.113.62')).errors?.[0].message).toMatch(/says this already/);
  });
});

describe('the queue of many suggestions', () => {
  it("reads each suggestion's record, screenshots and trust hint in one batch for the whole list, not one read apiece", async () => {
    const days = ['2021-07-01', '2021-07-02', '2021-07-03', '2021-07-04', '2021-07-05', '2021-07-06', '2021-07-07', '2021-07-08'];
    for (const [i, day] of days.entries()) {
      const res = await fetch(`${site.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i}.9` },
        body: JSON.stringify({
          query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId } }',
          variables: {
            input: {
              field: 'DEBUT',
              key: 'a6-sakuya',
              date: `${day}T00:00:00Z`,
              precision: 'DAY',
              source: { url: 'https://example.org/d' },
            },
          },
        }),
      });
      expect(res.status).toBe(200);
    }
    const read = async () => {
      site.database.statements.length = 0;
      const queue = await admin.post('{ suggestionQueue(first: 100) { id current earlierAccepted evidence { id } } }');
      expect(queue.body.errors).toBeUndefined();
      return {
        rows: (queue.body.data?.suggestionQueue as unknown[]).length,
        reads: site.database.statements.filter((s) => /^\s*SELECT/i.test(s)).length,
      };
    };
    const { rows, reads } = await read();
    expect(rows).toBeGreaterThanOrEqual(days.length);
    // The session, the queue, and one read for each of the three things asked (the trust hint takes two).
    expect(reads).toBeLessThan(12);
  });
});

describe("a story card's art proposed by a visitor", () => {
  it("is accepted as the card art, drawn in its own shape, drawn again where a folder lacks it, and served under the cards' reveal rule", async () => {
    const art = await sharp({ create: { width: 700, height: 980, channels: 3, background: '#386641' } })
      .png()
      .toBuffer();
    const upload = await fetch(`${site.base}/suggestions/evidence`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-forwarded-for': '203.0.113.70' },
      body: new Uint8Array(art),
    });
    const token = ((await upload.json()) as { evidence: string }).evidence;
    const suggest = async (key: string, picture: string) => {
      const res = await fetch(`${site.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.70' },
        body: JSON.stringify({
          query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId } }',
          variables: { input: { field: 'ART', key, picture, source: { url: 'https://example.org/cards/5' } } },
        }),
      });
      return (await res.json()) as { data?: { suggestCorrection: { suggestionId: number } }; errors?: { message: string }[] };
    };
    // A card not yet announced is as one there is not.
    expect((await suggest('2', token)).errors?.[0].message).toMatch(/no such record/);
    const filed = await suggest('5', token);
    expect(filed.errors).toBeUndefined();
    const id = filed.data?.suggestCorrection.suggestionId as number;
    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied summary } }', { id });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data?.acceptSuggestion).toEqual({ applied: true, summary: 'storyCards/storyCards.json: 1 changed (5)' });
    const res = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storyCard(cardId: 5) { image } }' }),
    });
    const image = ((await res.json()) as { data: { storyCard: { image: string } } }).data.storyCard.image;
    expect(image).toMatch(/^\/images\/card-[0-9a-f]{16}\.webp$/);
    const read = async () => {
      const got = await fetch(`${site.base}${image}`);
      expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/webp']);
      return sharp(Buffer.from(await got.arrayBuffer())).metadata();
    };
    // Fitted within 600 x 840, its shape kept.
    expect(await read()).toMatchObject({ width: 600, height: 840 });
    // Another process's folder (here: this one's, emptied) draws it from the picture the database keeps.
    rmSync(join(images, image.replace('/images/', '')));
    expect(await read()).toMatchObject({ width: 600, height: 840 });

    // Art no card names is never served, and a card not yet announced shows its art only with the spoiler switch.
    const unowned = await fetch(`${site.base}/images/card-0123456789abcdef.webp`);
    expect(unowned.headers.get('x-placeholder')).toBe('1');
    const record = await admin.post('{ record(file: "storyCards/storyCards.json", key: "2") { json revision } }');
    const { json, revision } = record.body.data?.record as { json: string; revision: number };
    const hidden = await admin.post(
      'mutation($json: String!, $revision: Int!) { saveRecord(file: "storyCards/storyCards.json", key: "2", json: $json, revision: $revision, source: { url: "https://example.org/cards/2" }) { applied } }',
      { json: JSON.stringify({ ...JSON.parse(json), image: image.replace('/images/', '') }), revision },
    );
    expect(hidden.body.errors).toBeUndefined();
    // Card 5 shows the same art publicly; on card 2 alone it would not be: card 5 takes another picture first.
    const other = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#6a994e' } })
      .png()
      .toBuffer();
    const token2 = (
      (await (
        await fetch(`${site.base}/suggestions/evidence`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'x-forwarded-for': '203.0.113.71' },
          body: new Uint8Array(other),
        })
      ).json()) as { evidence: string }
    ).evidence;
    const again = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.71' },
      body: JSON.stringify({
        query: 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId } }',
        variables: { input: { field: 'ART', key: '5', picture: token2, source: { url: 'https://example.org/cards/5b' } } },
      }),
    });
    const secondId = ((await again.json()) as { data: { suggestCorrection: { suggestionId: number } } }).data.suggestCorrection
      .suggestionId;
    expect(
      (await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied } }', { id: secondId })).body.errors,
    ).toBeUndefined();
    const publicAnswer = await fetch(`${site.base}${image}`);
    expect([publicAnswer.headers.get('content-type'), publicAnswer.headers.get('x-placeholder')]).toEqual(['image/svg+xml', '1']);
    const withSwitch = await fetch(`${site.base}${image}?jpContent=1`);
    expect([withSwitch.status, withSwitch.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});
