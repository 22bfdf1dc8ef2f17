// POST /admin/bundle (a bundle as the request body, for bundles too large for a GraphQL request)
// and GET /admin/export (the stored records, written a page at a time, naming their data version).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { IMPORT_MAX_BYTES } from '../../server/admin/bundles.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a long passphrase for bundles';
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite();
  await upsertAccount('carol', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('carol', PASSWORD);
});
afterAll(() => site.close());

const version = async () => (await db.dataVersion.findUniqueOrThrow({ where: { id: 1 } })).version;

async function post(body: string, query = 'url=https://example.org/news/2', headers: Record<string, string> = {}) {
  const res = await fetch(`${site.base}/admin/bundle?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

async function exported(): Promise<Record<string, unknown[]> & { bundle: { dataVersion: number } }> {
  const res = await fetch(`${site.base}/admin/export`, { headers: { cookie: admin.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/lostword-data-v\d+\.json/);
  return JSON.parse(await res.text());
}

describe('the bundle endpoint', () => {
  it('exports every stored record with the data version it was made from, and takes the export back as no change', async () => {
    const bundle = await exported();
    expect(bundle.bundle.dataVersion).toBe(await version());
    const prayers = await db.importedRecord.count({ where: { file: 'prayers/prayers.json' } });
    expect(bundle['prayers/prayers.json']).toHaveLength(prayers);
    const v = await version();
    const answer = await post(JSON.stringify(bundle));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ applied: false, summary: 'No change', changeCount: 0 });
    expect(await version()).toBe(v);
  });

  it('shows a dry run, then applies the bundle with its source and audit entry', async () => {
    const bundle = await exported();
    const prayers = bundle['prayers/prayers.json'] as { id: number; name: string }[];
    prayers[0] = { ...prayers[0], name: 'Renamed through the bundle endpoint' };
    const v = await version();
    const dry = await post(JSON.stringify(bundle), 'url=https://example.org/news/2&dryRun=1');
    expect(dry.body).toMatchObject({
      applied: false,
      changeCount: 1,
      changes: [{ file: 'prayers/prayers.json', kind: 'changed', fields: ['name'] }],
    });
    expect(await version()).toBe(v);
    const applied = await post(JSON.stringify(bundle));
    expect(applied.body).toMatchObject({ applied: true, changeCount: 1 });
    expect(await version()).toBe(v + 1);
    expect(await db.prayer.findUnique({ where: { id: prayers[0].id }, select: { name: true } })).toEqual({
      name: 'Renamed through the bundle endpoint',
    });
    const entry = await db.auditEntry.findUniqueOrThrow({ where: { id: applied.body.auditId as number } });
    expect(entry).toMatchObject({ action: 'import', actorName: 'carol', source: 'https://example.org/news/2' });
  });

  it('keeps a record that changed after the version the bundle was made from, and applies the rest', async () => {
    const old = await exported();
    // Someone changes prayer 2 after the export was made.
    const newer = await exported();
    (newer['prayers/prayers.json'] as { id: number; name: string }[])[1].name = 'Changed meanwhile';
    expect((await post(JSON.stringify(newer))).body).toMatchObject({ applied: true });
    (old['prayers/prayers.json'] as { id: number; name: string }[])[1].name = 'Stale edit';
    (old['prayers/prayers.json'] as { id: number; name: string }[])[2].name = 'Fresh edit';
    const answer = await post(JSON.stringify(old));
    expect(answer.body).toMatchObject({ applied: true, changeCount: 1 });
    expect((answer.body.kept as { key: string }[]).map((k) => k.key)).toHaveLength(1);
    const names = (await exported())['prayers/prayers.json'] as { name: string }[];
    expect(names[1].name).toBe('Changed meanwhile');
    expect(names[2].name).toBe('Fresh edit');
  });

  it('refuses without a session, without the CSRF token, from another site, without a source, and other methods', async () => {
    const v = await version();
    const anonymous = await fetch(`${site.base}/admin/bundle?url=https://example.org`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect((await post('{}', 'url=https://example.org', { 'x-csrf-token': 'wrong' })).status).toBe(403);
    expect((await post('{}', 'url=https://example.org', { origin: 'https://evil.example' })).status).toBe(403);
    const unsourced = await post('{}', '');
    expect(unsourced.status).toBe(400);
    expect(unsourced.body.message).toMatch(/needs a source/);
    expect((await post('{}', 'url=javascript:alert(1)')).status).toBe(400);
    const misleading = await post('{}', `url=${encodeURIComponent('https://example.org@evil.example/x')}`);
    expect(misleading.status).toBe(400);
    expect(misleading.body.message).toMatch(/must not hold a user name or password/);
    const get = await fetch(`${site.base}/admin/bundle`, { headers: { cookie: admin.cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await version()).toBe(v);
  });

  it('answers as /admin/graphql does: 415 for a body that is not JSON, 403 naming the missing token', async () => {
    const v = await version();
    const bundle = JSON.stringify(await exported());
    const form = new FormData();
    form.set('bundle', new Blob([bundle], { type: 'application/json' }), 'bundle.json');
    for (const [name, body, type] of [
      ['text/plain', bundle, 'text/plain'],
      ['multipart', form, undefined],
      ['a form', new URLSearchParams({ bundle }), undefined],
      ['no type', new Blob([bundle]), undefined],
    ] as const) {
      const res = await fetch(`${site.base}/admin/bundle?url=https://example.org/news/2`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(res.status, name).toBe(415);
      expect(await res.json(), name).toMatchObject({
        statusCode: 415,
        statusMessage: 'Unsupported Media Type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'A bundle is sent as an application/json body only.',
      });
    }
    const graphql = await fetch(`${site.base}/admin/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(graphql.status).toBe(415);

    const missing = await fetch(`${site.base}/admin/bundle?url=https://example.org/news/2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: bundle,
    });
    expect(missing.status).toBe(403);
    const said = (await missing.json()) as Record<string, unknown>;
    expect(said).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden', code: 'CSRF_TOKEN_MISSING' });
    expect(said.message).toMatch(/needs the x-csrf-token header of your session, and none was sent/);
    expect(JSON.stringify(said)).not.toContain('Internal Server Error');
    const wrong = await post(bundle, 'url=https://example.org/news/2', { 'x-csrf-token': 'wrong' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ statusMessage: 'Forbidden', code: 'CSRF_TOKEN_MISSING' });
    expect(wrong.body.message).toMatch(/is not the one of your session/);
    expect(await version()).toBe(v);
  });

  it('answers a broken bundle with what is wrong, and one too large with 413, changing nothing', async () => {
    const v = await version();
    const broken = await post('{"prayers/prayers.json": [');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body.issues)).toMatch(/not valid JSON/);
    const invalid = await post(JSON.stringify({ 'prayers/prayers.json': [{ id: 'x' }] }));
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body.issues)).toMatch(/prayers\/prayers.json/);
    // A declared length past the limit is refused before any byte is read.
    const large = await new Promise<number>((resolve, reject) => {
      const req = request(`${site.base}/admin/bundle?url=https://example.org`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: admin.cookie,
          'x-csrf-token': admin.csrf,
          'content-length': String(IMPORT_MAX_BYTES + 1),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{');
    });
    expect(large).toBe(413);
    expect(await version()).toBe(v);
  });
});
