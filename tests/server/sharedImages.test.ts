// An uploaded portrait on every process: two processes on one database, each with an images folder
// of its own, serve the same bytes of a portrait uploaded through either, at once; the second draws
// it from the upload the database keeps on its first request, and a hidden character's stays hidden.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';
import { type SiteProcess, startSiteProcess } from '../helpers/siteProcess.ts';

const PASSWORD = 'a password for the pictures';
const UPLOAD = 'mutation($c: String!, $i: String!, $s: SourceInput!) { uploadPortrait(character: $c, image: $i, source: $s) { applied } }';
let imagesA: string;
let imagesB: string;
let running: TestSite;
let other: SiteProcess;
let admin: AdminBrowser;

beforeAll(async () => {
  imagesA = mkdtempSync(join(tmpdir(), 'lw-images-a-'));
  imagesB = mkdtempSync(join(tmpdir(), 'lw-images-b-'));
  running = await startTestSite({ imagesDir: imagesA });
  other = await startSiteProcess(running.database.url, Date.now(), imagesB);
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => running.base);
  expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
});

afterAll(async () => {
  await other?.stop();
  await running?.close();
  for (const dir of [imagesA, imagesB]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function portraitSrc(base: string, slug: string, jp = false): Promise<string | undefined> {
  const response = await fetch(`${base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ character(slug: "${slug}") { portrait { src } } }` }),
  });
  return ((await response.json()) as { data: { character: { portrait: { src: string } | null } | null } }).data.character?.portrait?.src;
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  return {
    type: response.headers.get('content-type'),
    placeholder: response.headers.get('x-placeholder'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('a portrait uploaded through one process', () => {
  it('is served by the other, from its own folder, with the same bytes', async () => {
    const png = await sharp({ create: { width: 300, height: 240, channels: 3, background: '#aa3355' } })
      .png()
      .toBuffer();
    const uploaded = await admin.post(UPLOAD, { c: 'a6-sakuya', i: png.toString('base64'), s: { url: 'https://example.org/art' } });
    expect(uploaded.body.errors).toBeUndefined();
    expect(uploaded.body.data?.uploadPortrait.applied).toBe(true);
    const src = await portraitSrc(running.base, 'a6-sakuya');
    expect(src).toMatch(/^\/images\/portrait-[0-9a-f]{16}-\d+\.webp$/);
    // The other process has none of its files yet.
    expect(readdirSync(imagesB).filter((f) => f.startsWith('portrait-'))).toEqual([]);
    const [here, there] = await Promise.all([fetchImage(`${running.base}${src}`), fetchImage(`${other.base}${src}`)]);
    expect(here.type).toBe('image/webp');
    expect(there.type).toBe('image/webp');
    expect(there.placeholder).toBeNull();
    expect(there.bytes.equals(here.bytes)).toBe(true);
    // Drawn once into its own folder, every size and format: the next request reads the file.
    const hash = /portrait-([0-9a-f]{16})/.exec(src as string)?.[1];
    expect(readdirSync(imagesB).filter((f) => f.includes(hash as string)).length).toBe(
      readdirSync(imagesA).filter((f) => f.includes(hash as string)).length,
    );
  });

  it('is not drawn for a viewer who may not see its character, and a hash nobody uploaded stays a placeholder', async () => {
    const hidden = await fetch(`${running.base}/export/lostword-data.json?jpContent=1`).then((r) => r.json());
    const shown = new Set(
      (
        (await fetch(`${running.base}/export/lostword-data.json`).then((r) => r.json()))['characters/characters.json'] as { id: string }[]
      ).map((c) => c.id),
    );
    const secret = (hidden['characters/characters.json'] as { id: string }[]).find((c) => !shown.has(c.id))?.id as string;
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#225599' } })
      .png()
      .toBuffer();
    const uploaded = await admin.post(UPLOAD, { c: secret, i: png.toString('base64'), s: { url: 'https://example.org/art' } });
    expect(uploaded.body.data?.uploadPortrait.applied).toBe(true);
    const src = (await portraitSrc(running.base, secret, true)) as string;
    const path = src.replace('?jpContent=1', '');
    const hash = /portrait-([0-9a-f]{16})/.exec(path)?.[1] as string;
    const withoutSwitch = await fetchImage(`${other.base}${path}`);
    expect(withoutSwitch.placeholder).toBe('1');
    expect(readdirSync(imagesB).some((f) => f.includes(hash))).toBe(false);
    const withSwitch = await fetchImage(`${other.base}${path}?jpContent=1`);
    expect([withSwitch.type, withSwitch.placeholder]).toEqual(['image/webp', null]);
    const nobody = await fetchImage(`${other.base}/images/portrait-0123456789abcdef-96.webp`);
    expect(nobody.placeholder).toBe('1');
  });
});
