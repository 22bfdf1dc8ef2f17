// Portraits, against the real data, real sharp and a real site over a SQLite file: how many Friends
// the two fan sites' sets cover, the files the pipeline draws, the spoiler switch on every file of a
// hidden character, and an admin upload from refusal to the character's page.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { drawPortrait, ensurePortraits, portraitFiles } from '../../server/shared/portraitPipeline.ts';
import { PORTRAIT_FILE, portraitWidths } from '../../server/shared/portraits.ts';
import { preparePortraits } from '../../server/startup.ts';
import { FIXTURE_DATA } from '../helpers/database.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const DATA = resolve(import.meta.dirname, '../../data');
/** The number of Friends with a portrait when this was written: the mapping may grow, never shrink. */
const MATCHED_AT_LEAST = 444;

interface CharacterRecord {
  id: string;
  portraitSet?: string;
  portraitFile?: string;
  portraitHash?: string;
  portraitSize?: number;
}
const characters = JSON.parse(readFileSync(join(DATA, 'characters/characters.json'), 'utf8')) as CharacterRecord[];
const fixture = JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters/characters.json'), 'utf8')) as CharacterRecord[];
const fixtureHash = (id: string) => fixture.find((c) => c.id === id)?.portraitHash as string;

describe('the mapping in the data', () => {
  const withPortrait = characters.filter((c) => c.portraitHash);

  it(`gives at least ${MATCHED_AT_LEAST} of the ${characters.length} Friends a portrait, each picture to one Friend`, () => {
    expect(withPortrait.length).toBeGreaterThanOrEqual(MATCHED_AT_LEAST);
    const files = withPortrait.map((c) => c.portraitFile);
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(withPortrait.map((c) => c.portraitSet))).toEqual(new Set(['THLWTierlist', 'LostWordTracker']));
  });

  it('names files that exist, with their content hash and size', async () => {
    for (const c of withPortrait) {
      const path = join(DATA, c.portraitFile as string);
      const bytes = readFileSync(path);
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16), c.id).toBe(c.portraitHash);
    }
    // Sizes read by the build from the WebP headers agree with what sharp decodes.
    for (const c of withPortrait.filter((_, i) => i % 40 === 0)) {
      const meta = await sharp(join(DATA, c.portraitFile as string)).metadata();
      expect(Math.min(meta.width ?? 0, meta.height ?? 0), c.id).toBe(c.portraitSize);
    }
  });

  it('joins the tier list by its own img field: L0o Satori is lo satori.webp', () => {
    expect(characters.find((c) => c.id === 'l0o-satori')?.portraitFile).toBe('raw/THLWTierlist/chara/lo satori.webp');
    // A unit-id file of LostWordTracker, for a Friend the tier list has no picture of.
    const tracker = withPortrait.filter((c) => c.portraitSet === 'LostWordTracker');
    expect(tracker.length).toBeGreaterThan(50);
  });
});

describe('the pipeline', () => {
  const out = mkdtempSync(join(tmpdir(), 'lw-portraits-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('never draws wider than the source, and at most 512 px', () => {
    expect(portraitWidths(135)).toEqual([96, 135]);
    expect(portraitWidths(100)).toEqual([100]);
    expect(portraitWidths(50)).toEqual([50]);
    expect(portraitWidths(1000)).toEqual([96, 192, 384, 512]);
  });

  it('draws square AVIF and WebP files of every width, named by hash, width and format', async () => {
    const reimu = characters.find((c) => c.id === 'l1-reimu') as Required<CharacterRecord>;
    const source = readFileSync(join(DATA, reimu.portraitFile));
    const bytes = await drawPortrait(out, source, reimu.portraitHash, reimu.portraitSize);
    const names = portraitFiles(reimu.portraitHash, reimu.portraitSize);
    expect(names.sort()).toEqual(readdirSync(out).sort());
    let written = 0;
    for (const name of names) {
      const [, , width, ext] = PORTRAIT_FILE.exec(name) as RegExpExecArray;
      const file = readFileSync(join(out, name));
      written += file.length;
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], name).toEqual([Number(width), Number(width)]);
      // sharp reports AVIF as HEIF with the AV1 codec.
      expect(ext === 'avif' ? [meta.format, meta.compression] : [meta.format], name).toEqual(ext === 'avif' ? ['heif', 'av1'] : ['webp']);
    }
    expect(bytes).toBe(written);
    // Smaller than the source picture at its own size.
    expect(readFileSync(join(out, `portrait-${reimu.portraitHash}-135.avif`)).length).toBeLessThan(source.length);
  });

  it('skips a portrait whose files are there, and reports a missing source without throwing', async () => {
    const reimu = characters.find((c) => c.id === 'l1-reimu') as Required<CharacterRecord>;
    const again = await ensurePortraits(out, [
      { hash: reimu.portraitHash, size: reimu.portraitSize, label: 'reimu', read: () => undefined },
      { hash: '0123456789abcdef', size: 135, label: 'gone', read: () => undefined },
    ]);
    expect(again).toMatchObject({ drawn: 0, present: 1, failed: [{ label: 'gone' }] });
  });
});

describe('on a site', () => {
  const images = mkdtempSync(join(tmpdir(), 'lw-images-'));
  let running: TestSite;
  let base: string;
  const PASSWORD = 'correct horse battery staple';
  let cookie = '';
  let csrf = '';

  beforeAll(async () => {
    running = await startTestSite({ imagesDir: images });
    base = running.base;
    await preparePortraits({ dataDir: FIXTURE_DATA, imagesDir: images }, false);
    await upsertAccount('alice', await hashPassword(PASSWORD), new Date());
  });
  afterAll(async () => {
    await running.close();
    rmSync(images, { recursive: true, force: true });
  });

  async function gql(query: string, jp = false) {
    const res = await fetch(`${base}/graphql${jp ? '?jpContent=1' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data: any };
  }
  async function image(path: string) {
    const res = await fetch(`${base}${path}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      placeholder: res.headers.get('x-placeholder'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }
  const srcsOf = (p: { avifSrcSet: string; webpSrcSet: string }) =>
    [p.avifSrcSet, p.webpSrcSet].flatMap((s) => s.split(', ').map((e) => e.split(' ')[0]));

  it('drew every fixture portrait at start, and names them in the API', async () => {
    const { data } = await gql('{ character(slug: "l1-reimu") { portrait { set width src avifSrcSet webpSrcSet } } }');
    const p = data.character.portrait;
    expect(p).toMatchObject({ set: 'THLWTierlist', width: 135, src: `/images/portrait-${fixtureHash('l1-reimu')}-135.webp` });
    expect(p.avifSrcSet).toBe(
      `/images/portrait-${fixtureHash('l1-reimu')}-96.avif 96w, /images/portrait-${fixtureHash('l1-reimu')}-135.avif 135w`,
    );
    for (const src of srcsOf(p)) {
      const got = await image(src);
      expect([got.status, got.type, got.placeholder, got.cache], src).toEqual([
        200,
        src.endsWith('.avif') ? 'image/avif' : 'image/webp',
        null,
        'public, max-age=31536000, immutable',
      ]);
      expect(got.bytes.length).toBeGreaterThan(500);
    }
    // No portrait: null, and the placeholder thumbnail stands in.
    const none = await gql('{ character(slug: "a7-youmu") { portrait { src } thumbnail } }');
    expect(none.data.character).toEqual({ portrait: null, thumbnail: '/images/a7-youmu.png' });
  });

  it('serves no file of a hidden character without the switch, in any width or format', async () => {
    const hash = fixtureHash('a6-flandre');
    expect(existsSync(join(images, `portrait-${hash}-96.avif`))).toBe(true);
    // The API names no path of it without the switch, and paths with the switch on.
    expect((await gql('{ character(slug: "a6-flandre") { portrait { src } } }')).data.character).toBeNull();
    const on = (await gql('{ character(slug: "a6-flandre") { portrait { src avifSrcSet webpSrcSet } } }', true)).data.character.portrait;
    const paths = srcsOf(on);
    expect(paths.length).toBe(4);
    for (const path of paths) {
      expect(path).toMatch(/\?jpContent=1$/);
      const withSwitch = await image(path);
      expect([
        withSwitch.status,
        withSwitch.placeholder,
        withSwitch.type?.startsWith('image/') && withSwitch.type !== 'image/svg+xml',
      ]).toEqual([200, null, true]);
      const without = await image(path.replace('?jpContent=1', ''));
      expect([without.status, without.type, without.placeholder, without.cache]).toEqual([200, 'image/svg+xml', '1', 'no-cache']);
      expect(without.bytes.toString()).not.toMatch(/#b31b1b|#f5d547|Flandre|A6/i);
      // The very answer a portrait name no character has gets.
      const unknown = await image(path.replace('?jpContent=1', '').replace(fixtureHash('a6-flandre'), '0000000000000000'));
      expect(without.bytes.equals(unknown.bytes)).toBe(true);
    }
    // A JP-only Friend's files too.
    const yuyuko = await image(`/images/portrait-${fixtureHash('a7-yuyuko')}-135.webp`);
    expect(yuyuko.placeholder).toBe('1');
  });

  it('gives a hidden Friend in a prayer pool its paths with the switch', async () => {
    const { data } = await gql('{ prayerPool(kind: RITUAL) { entries { item { slug image portrait { src } } } } }', true);
    const items = JSON.stringify(data);
    const flandre = [...items.matchAll(/"slug":"a6-flandre","image":"([^"]+)","portrait":\{"src":"([^"]+)"\}/g)];
    expect(flandre.length).toBeGreaterThan(0);
    for (const [, thumb, src] of flandre) {
      expect(thumb).toMatch(/\?jpContent=1$/);
      expect(src).toMatch(/\?jpContent=1$/);
    }
  });

  it('names each character’s picture and its files in the export, a hidden one only in the JP edition', async () => {
    const plain = (await (await fetch(`${base}/export/lostword-data.json`)).json()) as any;
    const jp = (await (await fetch(`${base}/export/lostword-data.json?jpContent=1`)).json()) as any;
    const reimu = plain['characters/characters.json'].find((c: CharacterRecord) => c.id === 'l1-reimu');
    expect(reimu).toMatchObject({ portraitSet: 'THLWTierlist', portraitFile: 'raw/THLWTierlist/chara/l1 reimu.webp' });
    const h = fixtureHash('l1-reimu');
    expect(plain.bundle.portraitFiles['l1-reimu']).toEqual([
      `portrait-${h}-96.avif`,
      `portrait-${h}-96.webp`,
      `portrait-${h}-135.avif`,
      `portrait-${h}-135.webp`,
    ]);
    for (const name of plain.bundle.portraitFiles['l1-reimu']) expect(existsSync(join(images, name)), name).toBe(true);
    expect(plain.bundle.portraitFiles['a6-flandre']).toBeUndefined();
    expect(JSON.stringify(plain)).not.toContain(fixtureHash('a6-flandre'));
    expect(jp.bundle.portraitFiles['a6-flandre']).toHaveLength(4);
  });

  it('gives a tower enemy its character’s portrait, unless the unit has a picture of its own, and a hidden one its paths with the switch', async () => {
    const enemies = async (floor: number, jp = false) =>
      (await gql(`{ towerFloor(number: ${floor}) { enemies { unit { slug image portrait { src } } } } }`, jp)).data.towerFloor.enemies.map(
        (e: { unit: unknown }) => e.unit,
      );
    expect(await enemies(1)).toContainEqual({
      slug: 'l1-reimu',
      image: '/images/l1-reimu.png',
      portrait: { src: `/images/portrait-${fixtureHash('l1-reimu')}-135.webp` },
    });
    expect(await enemies(2)).toContainEqual({ slug: 'l1-marisa', image: '/images/tower-marisa.png', portrait: null });
    const floor3 = await enemies(3, true);
    expect(floor3).toContainEqual({
      slug: 'a6-flandre',
      image: '/images/a6-flandre.png?jpContent=1',
      portrait: { src: `/images/portrait-${fixtureHash('a6-flandre')}-135.webp?jpContent=1` },
    });
    expect(JSON.stringify(await enemies(3))).not.toContain(fixtureHash('a6-flandre'));
  });

  it('never serves a portrait file no character owns, though it is on disk', async () => {
    const source = readFileSync(join(DATA, 'raw/THLWTierlist/chara/l1 marisa.webp'));
    await drawPortrait(images, source, 'feedfacefeedface', 135);
    const got = await image('/images/portrait-feedfacefeedface-96.webp?jpContent=1');
    expect([got.type, got.placeholder]).toEqual(['image/svg+xml', '1']);
  });

  describe('an admin upload', () => {
    const upload =
      'mutation($c: String!, $i: String!, $s: SourceInput!) { uploadPortrait(character: $c, image: $i, source: $s) { applied summary auditId changes { key fields { field before after } } } }';

    async function admin(query: string, variables: Record<string, unknown> = {}) {
      const res = await fetch(`${base}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      for (const c of res.headers.getSetCookie()) cookie = c.split(';')[0];
      return {
        status: res.status,
        body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
      };
    }

    beforeAll(async () => {
      const signIn = await admin('mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { csrfToken } }', {
        u: 'alice',
        p: PASSWORD,
      });
      csrf = signIn.body.data?.signIn.csrfToken;
    });

    const source = { url: 'https://example.org/art' };
    const portraitOf = async (slug: string) =>
      (await gql(`{ character(slug: "${slug}") { portrait { set src } } }`)).data.character.portrait;

    it('refuses a file that is not an image by its content, whatever it is called', async () => {
      const before = await portraitOf('a6-sakuya');
      const text = Buffer.from('<html>not a picture</html>').toString('base64');
      const a = await admin(upload, { c: 'a6-sakuya', i: `data:image/png;base64,${text}`, s: source });
      expect([a.status, a.body.errors?.[0].extensions?.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      expect(a.body.errors?.[0].message).toMatch(/not a PNG, JPEG, WebP or AVIF/);
      expect(await portraitOf('a6-sakuya')).toEqual(before);
    });

    it('refuses a file over 4 MB, and a damaged one', async () => {
      const big = Buffer.alloc(4 * 1024 * 1024 + 10, 7);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const a = await admin(upload, { c: 'a6-sakuya', i: big.toString('base64'), s: source });
      expect([a.status, a.body.errors?.[0].extensions?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const cut = await admin(upload, { c: 'a6-sakuya', i: png.subarray(0, 60).toString('base64'), s: source });
      expect([cut.status, cut.body.errors?.[0].message]).toEqual([422, expect.stringMatching(/cannot be read/)]);
      const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const small = await admin(upload, { c: 'a6-sakuya', i: tiny.toString('base64'), s: source });
      expect(small.status).toBe(422);
    });

    it('takes a good picture: drawn in every size, audited, shown on the public API at once, and undone', async () => {
      const before = await portraitOf('a6-sakuya');
      const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c03030' } })
        .jpeg()
        .toBuffer();
      const hash = createHash('sha256').update(picture).digest('hex').slice(0, 16);
      const a = await admin(upload, { c: 'a6-sakuya', i: picture.toString('base64'), s: source });
      expect(a.status).toBe(200);
      expect(a.body.data?.uploadPortrait).toMatchObject({ applied: true, summary: 'characters/characters.json: 1 changed (a6-sakuya)' });
      const fields = a.body.data?.uploadPortrait.changes[0].fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['portraitSet', 'portraitFile', 'portraitHash', 'portraitSize']));

      const after = await portraitOf('a6-sakuya');
      expect(after).toEqual({ set: 'upload', src: `/images/portrait-${hash}-400.webp` });
      const got = await image(after.src);
      expect([got.status, got.type]).toEqual([200, 'image/webp']);
      const meta = await sharp(got.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([400, 400]);
      for (const name of portraitFiles(hash, 400)) expect(existsSync(join(images, name)), name).toBe(true);

      const log = await admin('{ auditLog(first: 1) { id user action source summary } }');
      const entry = log.body.data?.auditLog[0];
      expect(entry).toMatchObject({
        user: 'alice',
        action: 'edit',
        source: 'https://example.org/art',
        summary: a.body.data?.uploadPortrait.summary,
      });

      const undo = await admin('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: entry.id });
      expect(undo.body.data?.undo.applied).toBe(true);
      expect(await portraitOf('a6-sakuya')).toEqual(before);
    });

    it('draws an upload again from the database when its files are gone', async () => {
      const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#30c030' } })
        .webp()
        .toBuffer();
      const hash = createHash('sha256').update(picture).digest('hex').slice(0, 16);
      const a = await admin(upload, { c: 'l1-marisa', i: picture.toString('base64'), s: source });
      expect(a.body.data?.uploadPortrait.applied).toBe(true);
      for (const name of portraitFiles(hash, 300)) rmSync(join(images, name));
      const result = await preparePortraits({ dataDir: FIXTURE_DATA, imagesDir: images }, false);
      expect(result).toMatchObject({ drawn: 1, failed: [] });
      for (const name of portraitFiles(hash, 300)) expect(existsSync(join(images, name)), name).toBe(true);
    });
  });
});
