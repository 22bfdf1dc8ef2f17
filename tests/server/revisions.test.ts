// Two maintainers editing one record, against a real site and database (SQLite here, PostgreSQL in
// the server-postgres project): every record has a revision, a save made from an old one is a
// conflict naming the fields changed since and who changed them, and nothing of either edit is lost.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { type AdminAnswer, AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a password for two maintainers';
const FILE = 'prayers/prayers.json';
let running: TestSite;
const ada = () => new AdminBrowser(() => running.base);

beforeAll(async () => {
  running = await startTestSite();
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  await upsertAccount('ben', await hashPassword(PASSWORD), new Date());
});
afterAll(() => running.close());
beforeEach(async () => {
  await db.signInThrottle.deleteMany();
});

async function signedIn(name: string): Promise<AdminBrowser> {
  const browser = ada();
  expect((await browser.signIn(name, PASSWORD)).status).toBe(200);
  return browser;
}

/** A record as the edit page loads it: its body and its revision. */
async function load(browser: AdminBrowser, key: string): Promise<{ body: Record<string, unknown>; revision: number }> {
  const answer = await browser.post('query($f: String!, $k: String!) { record(file: $f, key: $k) { json revision } }', { f: FILE, k: key });
  const record = answer.body.data?.record as { json: string; revision: number };
  return { body: JSON.parse(record.json), revision: record.revision };
}

const save = (browser: AdminBrowser, key: string, body: unknown, revision: number | null): Promise<AdminAnswer> =>
  browser.post(
    'mutation($f: String!, $k: String!, $j: String!, $r: Int) { saveRecord(file: $f, key: $k, json: $j, revision: $r, source: { url: "https://example.org/news/2" }) { applied dataVersion } }',
    { f: FILE, k: key, j: JSON.stringify(body), r: revision },
  );

describe('a record edited by two maintainers', () => {
  it('refuses the stale save with a conflict naming the fields, their values now and who changed them; the first edit stays', async () => {
    const a = await signedIn('ada');
    const b = await signedIn('ben');
    const seenByA = await load(a, '5');
    const seenByB = await load(b, '5');
    expect(seenByB.revision).toBe(seenByA.revision);

    const first = await save(a, '5', { ...seenByA.body, name: 'Named by Ada' }, seenByA.revision);
    expect(first.body.data?.saveRecord.applied).toBe(true);
    const stale = await save(b, '5', { ...seenByB.body, endAt: '2030-01-01T00:00:00Z' }, seenByB.revision);
    expect(stale.status).toBe(409);
    const error = stale.body.errors?.[0] as {
      message: string;
      extensions: { code: string; fields: string[]; revision: number; issues: { field: string; message: string }[] };
    };
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.extensions.fields).toEqual(['name']);
    expect(error.extensions.revision).toBe(first.body.data?.saveRecord.dataVersion);
    expect(error.message).toMatch(/changed since you loaded it \(by ada\): name/);
    expect(error.extensions.issues).toEqual([expect.objectContaining({ field: 'name', message: 'changed since: now "Named by Ada"' })]);
    // Nothing of the stale save was written; the first edit stands.
    const now = await load(b, '5');
    expect(now.body).toMatchObject({ name: 'Named by Ada', endAt: seenByA.body.endAt });

    // Applied to the record as it is now, the second edit keeps the first.
    const again = await save(b, '5', { ...now.body, endAt: '2030-01-01T00:00:00Z' }, now.revision);
    expect(again.body.data?.saveRecord.applied).toBe(true);
    expect((await load(a, '5')).body).toMatchObject({ name: 'Named by Ada', endAt: '2030-01-01T00:00:00Z' });
  });

  it('keeps the revision of every record a save leaves alone, and refuses a stale preview and a stale delete too', async () => {
    const a = await signedIn('ada');
    const other = await load(a, '6');
    const target = await load(a, '7');
    const saved = await save(a, '7', { ...target.body, name: 'Seventh, renamed' }, target.revision);
    expect(saved.body.data?.saveRecord.applied).toBe(true);
    expect((await load(a, '6')).revision).toBe(other.revision);
    expect((await load(a, '7')).revision).toBe(saved.body.data?.saveRecord.dataVersion);

    const preview = await a.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "7", json: $j, revision: $r, source: { url: "https://example.org" }, dryRun: true) { applied } }',
      { j: JSON.stringify(target.body), r: target.revision },
    );
    expect(preview.status).toBe(409);
    const removal = await a.post(
      'mutation($r: Int!) { deleteRecord(file: "prayers/prayers.json", key: "7", revision: $r, source: { url: "https://example.org" }, dryRun: true) { applied } }',
      { r: target.revision },
    );
    expect(removal.status).toBe(409);
  });

  it('refuses a save of an existing record that names no revision, and changes nothing', async () => {
    const a = await signedIn('ada');
    const before = (await db.dataVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
    const record = await load(a, '8');
    const answer = await save(a, '8', { ...record.body, name: 'No revision' }, null);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].extensions?.issues?.[0]).toMatchObject({ record: '8', field: 'revision' });
    expect((await db.dataVersion.findUniqueOrThrow({ where: { id: 1 } })).version).toBe(before);
  });

  it('imports a bundle made before another change record by record: that record is kept and listed, the rest applies', async () => {
    const a = await signedIn('ada');
    const exported = (await (await fetch(`${running.base}/export/lostword-data.json?jpContent=1`)).json()) as Record<string, any>;
    const madeFrom = exported.bundle.dataVersion as number;
    // After the export, another change renames prayer 9.
    const nine = await load(a, '9');
    expect((await save(a, '9', { ...nine.body, name: 'Renamed after the export' }, nine.revision)).body.data?.saveRecord.applied).toBe(
      true,
    );

    // The bundle renames prayer 10 and carries its own, older copy of prayer 9 with another name.
    const prayers = (exported['prayers/prayers.json'] as Record<string, unknown>[]).map((p) =>
      p.id === 10 ? { ...p, name: 'Renamed by the bundle' } : p.id === 9 ? { ...p, name: 'The bundle’s old nine' } : p,
    );
    const bundle = JSON.stringify({ bundle: exported.bundle, 'prayers/prayers.json': prayers });
    const IMPORT =
      'mutation($b: String!, $d: Boolean) { importBundle(bundle: $b, source: { url: "https://example.org/bundle" }, dryRun: $d) { applied summary changes { key } kept { file key revision fields } } }';
    const dry = await a.post(IMPORT, { b: bundle, d: true });
    expect(dry.body.errors).toBeUndefined();
    const revisionNow = (await load(a, '9')).revision;
    expect(revisionNow).toBeGreaterThan(madeFrom);
    expect(dry.body.data?.importBundle.kept).toEqual([{ file: FILE, key: '9', revision: revisionNow, fields: ['name'] }]);
    expect(dry.body.data?.importBundle.changes.map((c: { key: string }) => c.key)).toEqual(['10']);

    const applied = await a.post(IMPORT, { b: bundle });
    expect(applied.body.data?.importBundle).toMatchObject({ applied: true, kept: [{ key: '9' }] });
    expect((await load(a, '9')).body.name).toBe('Renamed after the export');
    expect((await load(a, '10')).body.name).toBe('Renamed by the bundle');
  });
});
