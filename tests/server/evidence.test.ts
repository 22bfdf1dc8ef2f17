// Screenshots as evidence for suggestions: POST /suggestions/evidence takes a PNG, JPEG or WebP
// picture, writes it again (no metadata, no trailing payload survives) and answers a token; a
// suggestion claims it; maintainers see it beside the suggestion, visitors never; it goes with a
// rejected suggestion and, unclaimed, after an hour. What is not a screenshot is refused with why,
// and nothing is stored.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for the evidence';
let clock = Date.parse('2026-11-20T12:00:00Z');
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite({ now: () => clock, suggestionLimit: { points: 1000, windowSeconds: 3600 } });
  await upsertAccount('erin', await hashPassword(PASSWORD), new Date(clock));
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('erin', PASSWORD);
});
afterAll(() => site.close());

async function upload(body: Buffer, type = 'image/png') {
  const res = await fetch(`${site.base}/suggestions/evidence`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { evidence?: string; width?: number; height?: number; message?: string } };
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });

/** A phone screenshot as a PNG, with EXIF metadata and bytes hidden after its end. */
async function screenshotWithSecrets(): Promise<Buffer> {
  const png = await picture(1170, 2532)
    .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF-MARKER' } } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('SECRET-PAYLOAD-MARKER')]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few bytes that says it is 100,000 pixels a side: a decompression bomb's header. */
function bombHeader(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SUGGEST = `mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { id: suggestionId status } }`;
async function suggest(evidence: string | null, key = 'a6-sakuya', date = '2021-06-20T00:00:00Z') {
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: SUGGEST,
      variables: { input: { field: 'DEBUT', key, date, precision: 'DAY', source: { inGameOn: '2021-06-20', evidence } } },
    }),
  });
  return (await res.json()) as { data?: { suggestCorrection: { id: number } } | null; errors?: { message: string }[] };
}

const stored = () => db.suggestionEvidence.count();

describe('a screenshot as evidence', () => {
  it('is written again with none of the file but its pixels, claimed by a suggestion and shown to maintainers only', async () => {
    const sent = await screenshotWithSecrets();
    const answer = await upload(sent);
    expect(answer.status).toBe(201);
    // A phone's tall screenshot is kept at most 2048 pixels a side.
    expect(answer.body).toMatchObject({ width: 946, height: 2048 });
    const row = await db.suggestionEvidence.findUniqueOrThrow({ where: { token: answer.body.evidence } });
    const kept = Buffer.from(row.bytes);
    expect(kept.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(kept.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect(kept.includes('SECRET-PAYLOAD-MARKER')).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();

    const filed = await suggest(answer.body.evidence as string);
    expect(filed.errors).toBeUndefined();
    const id = filed.data?.suggestCorrection.id as number;
    // One screenshot, one suggestion: its token is spent.
    expect((await suggest(answer.body.evidence as string, 'a6-sakuya', '2021-06-21T00:00:00Z')).errors?.[0].message).toMatch(
      /screenshot was not found/,
    );

    const queue = await admin.post('{ suggestionQueue(first: 50) { id evidence { id width height url } } }');
    const listed = (queue.body.data?.suggestionQueue as { id: number; evidence: { id: number; url: string }[] }[]).find((s) => s.id === id);
    expect(listed?.evidence).toEqual([{ id: row.id, width: 946, height: 2048, url: `/admin/evidence/${row.id}` }]);
    const shown = await fetch(`${site.base}/admin/evidence/${row.id}`, { headers: { cookie: admin.cookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/webp');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await shown.arrayBuffer()).equals(kept)).toBe(true);
    // Never to a visitor, and nothing of it in the public answer of the suggestion.
    expect((await fetch(`${site.base}/admin/evidence/${row.id}`)).status).toBe(401);
    expect((await fetch(`${site.base}/suggestions/evidence`)).status).toBe(405);
    const page = await fetch(`${site.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ suggestion(id: ${id}) { inGameOn screenshotUrl } }` }),
    });
    expect(JSON.stringify(await page.json())).not.toMatch(/evidence|admin/);

    // Rejected, its screenshot goes with it.
    const rejected = await admin.post(
      'mutation($id: Int!) { rejectSuggestion(id: $id, reason: "Not what the screenshot shows.") { status } }',
      {
        id,
      },
    );
    expect(rejected.body.errors).toBeUndefined();
    expect(await db.suggestionEvidence.count({ where: { id: row.id } })).toBe(0);
    expect((await fetch(`${site.base}/admin/evidence/${row.id}`, { headers: { cookie: admin.cookie } })).status).toBe(404);
  });

  it('needs a screenshot for a fact seen in the game, and keeps an unclaimed one an hour', async () => {
    const none = await suggest(null, 'a6-sakuya', '2021-06-22T00:00:00Z');
    expect(none.errors?.[0].message).toMatch(/needs a screenshot/);
    const answer = await upload(await picture(800, 600).jpeg().toBuffer(), 'image/jpeg');
    expect(answer.status).toBe(201);
    const token = answer.body.evidence as string;
    expect(await db.suggestionEvidence.count({ where: { token } })).toBe(1);
    clock += 3600_000 + 1000;
    expect((await suggest(token, 'a6-sakuya', '2021-06-22T00:00:00Z')).errors?.[0].message).toMatch(/kept an hour/);
    // The queue's sweep (run as the maintainers read it, an hour later: signed in again) removes what nobody claimed.
    await admin.signIn('erin', PASSWORD);
    expect((await admin.post('{ suggestionQueue(first: 1) { id } }')).body.errors).toBeUndefined();
    expect(await db.suggestionEvidence.count({ where: { token } })).toBe(0);
  });

  it.each([
    ['text sent as a PNG', Buffer.from('just some text, not a picture'), 'image/png', 415, /PNG, JPEG or WebP/],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      415,
      /Content-Type/,
    ],
    ['an SVG sent as a PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png', 415, /PNG, JPEG or WebP/],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif', 415, /Content-Type/],
    ['a decompression bomb', bombHeader(), 'image/png', 422, /more than a screen holds|cannot be read/],
    ['an empty file', Buffer.alloc(0), 'image/png', 422, /empty/],
  ])('refuses %s, storing nothing', async (_name, body, type, status, message) => {
    const before = await stored();
    const answer = await upload(body, type);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it('refuses an animated picture, one too small to show anything, a damaged one and one over 6 MB', async () => {
    const before = await stored();
    const frame = (colour: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .webp()
      .toBuffer();
    expect(await upload(animated, 'image/webp')).toMatchObject({ status: 422, body: { message: expect.stringMatching(/animated/) } });
    expect(await upload(await picture(40, 40).png().toBuffer())).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/too small/) },
    });
    const whole = await picture(600, 900).png({ compressionLevel: 0 }).toBuffer();
    expect((await upload(whole.subarray(0, Math.floor(whole.length / 2)))).status).toBe(422);
    const large = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await upload(large)).toMatchObject({ status: 413, body: { message: expect.stringMatching(/6 MB/) } });
    expect(await stored()).toBe(before);
  });
});
