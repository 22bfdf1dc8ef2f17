// POST /admin/bundle (a bundle as the request body, for bundles too large for a GraphQL request)
// and GET /admin/export (the stored records, written a page at a time, naming their data version).
import { request } from 'node:http';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { csvFileName, IMPORT_MAX_BYTES } from '../../server/admin/bundles.ts';
import { DATASET_FILE_NAMES } from '../../server/dataset/files.ts';
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
        message: 'A bundle is sent as an application/json body, or one dataset file as a text/csv body (with ?file=).',
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

/** One dataset file as CSV, as the admin area downloads it. */
async function exportedCsv(file: string) {
  const res = await fetch(`${site.base}/admin/export?format=csv&file=${encodeURIComponent(file)}`, { headers: { cookie: admin.cookie } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function postCsv(file: string, text: string, query: string) {
  const res = await fetch(`${site.base}/admin/bundle?file=${encodeURIComponent(file)}&url=https://example.org/sheet&${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

describe('a dataset file as a spreadsheet (CSV)', () => {
  it('exports every file as CSV naming its data version, and takes each back as no change', async () => {
    const v = await version();
    for (const file of DATASET_FILE_NAMES) {
      const csv = await exportedCsv(file);
      expect(csv.status, file).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${csvFileName(file, v)}"`);
      expect(csv.headers.get('x-data-version')).toBe(String(v));
      const back = await postCsv(file, csv.text, `dryRun=1&dataVersion=${v}`);
      expect(back, file).toMatchObject({ status: 200, body: { applied: false, summary: 'No change', changeCount: 0 } });
    }
    expect(await version()).toBe(v);
  });

  it('takes a column edited on every row back through the dry run and the diff, and exports exactly the edited sheet', async () => {
    const file = 'characters/characters.json';
    const before = await exportedCsv(file);
    const table = parse(before.text) as string[][];
    const name = table[0].indexOf('nameEn');
    // Up to fifty names fixed in a spreadsheet (the test data holds fewer), one with a comma and quotes.
    const edits = Math.min(50, table.length - 1);
    expect(edits).toBeGreaterThanOrEqual(10);
    for (let row = 1; row <= edits; row++) table[row][name] = `${table[row][name]} (checked ${row})`;
    table[1][name] = 'A "quoted", comma name';
    const edited = stringify(table, { record_delimiter: 'unix' });
    const v = await version();
    const dry = await postCsv(file, edited, `dryRun=1&dataVersion=${v}`);
    expect(dry.body).toMatchObject({ applied: false, changeCount: edits });
    expect(
      (dry.body.changes as { kind: string; fields: string[] }[]).every((c) => c.kind === 'changed' && c.fields.join() === 'nameEn'),
    ).toBe(true);
    expect(await version()).toBe(v);
    const applied = await postCsv(file, edited, `dataVersion=${v}`);
    expect(applied.body).toMatchObject({ applied: true, changeCount: edits });
    expect(await version()).toBe(v + 1);
    const entry = await db.auditEntry.findUniqueOrThrow({ where: { id: applied.body.auditId as number } });
    expect(entry).toMatchObject({ action: 'import', actorName: 'carol', source: 'https://example.org/sheet' });
    expect((await exportedCsv(file)).text).toBe(edited);
    // The same sheet applied again changes nothing.
    expect((await postCsv(file, edited, '')).body).toMatchObject({ applied: false, summary: 'No change', changeCount: 0 });
    expect(await version()).toBe(v + 1);
  });

  it('keeps a record changed after the export, through GraphQL as through the endpoint', async () => {
    const file = 'prayers/prayers.json';
    const old = await exportedCsv(file);
    const madeFrom = Number(old.headers.get('x-data-version'));
    const table = parse(old.text) as string[][];
    const name = table[0].indexOf('name');
    // Someone renames prayer 2 after the export.
    const newer = parse(old.text) as string[][];
    newer[2][name] = 'Renamed meanwhile';
    expect((await postCsv(file, stringify(newer), '')).body).toMatchObject({ applied: true, changeCount: 1 });
    table[2][name] = 'Stale edit';
    table[3][name] = 'Fresh spreadsheet edit';
    const answer = await admin.post(
      `mutation($file: String!, $csv: String!, $v: Int) {
        importCsv(file: $file, csv: $csv, dataVersion: $v, source: { url: "https://example.org/sheet" }) { applied kept { key } changes { key fields { field after } } }
      }`,
      { file, csv: stringify(table), v: madeFrom },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.importCsv).toMatchObject({ applied: true, kept: [{ key: table[2][0] }], changes: [{ key: table[3][0] }] });
    const names = (parse((await exportedCsv(file)).text) as string[][]).map((r) => r[name]);
    expect([names[2], names[3]]).toEqual(['Renamed meanwhile', 'Fresh spreadsheet edit']);
  });

  it('refuses a broken CSV naming its line, an invalid value naming its field, and a request that names no file', async () => {
    const v = await version();
    const file = 'prayers/prayers.json';
    const broken = await postCsv(file, 'id,name\n1,"never closed\n', 'dryRun=1');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body.issues)).toMatch(/not a readable CSV/);
    const table = parse((await exportedCsv(file)).text) as string[][];
    table[1][table[0].indexOf('startAt')] = 'the day after tomorrow';
    const invalid = await postCsv(file, stringify(table), 'dryRun=1');
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body.issues)).toMatch(/startAt/);
    const unnamed = await fetch(`${site.base}/admin/bundle?url=https://example.org`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      body: 'id\n1\n',
    });
    expect(unnamed.status).toBe(400);
    expect((await postCsv('../etc/passwd', 'id\n1\n', '')).status).toBe(400);
    expect((await postCsv(file, 'id\n1\n', 'dataVersion=-1')).status).toBe(400);
    expect((await exportedCsv('nothing.json')).status).toBe(400);
    const anonymous = await fetch(`${site.base}/admin/export?format=csv&file=${encodeURIComponent(file)}`);
    expect(anonymous.status).toBe(401);
    const forged = await fetch(`${site.base}/admin/bundle?file=${encodeURIComponent(file)}&url=https://example.org`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: admin.cookie },
      body: 'id\n1\n',
    });
    expect(forged.status).toBe(403);
    expect(await version()).toBe(v);
  });
});
