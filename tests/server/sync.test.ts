// The sync for tools, as a mirror uses it: a copy made from the public export, kept up to date by
// /export/changes alone through a save, an added record, an import, an undo and a reveal instant
// passing, and equal to a fresh export after each. Refusals for cursors it cannot answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a password for the sync';
let running: TestSite;
let base: string;
let admin: AdminBrowser;
/** The site's clock: moved forward to pass reveal instants. */
let clock = Date.now();

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  base = running.base;
  await upsertAccount('ada', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => base);
  expect((await admin.signIn('ada', PASSWORD)).status).toBe(200);
});

afterAll(() => running?.close());

type Files = Record<string, unknown[]>;
interface Mirror {
  cursor: string;
  files: Files;
}

/** A record's key, as README tells tool authors: id, number, floor, kind-no or at. */
function keyOf(record: unknown): string {
  const r = record as Record<string, unknown>;
  return String(r.id ?? r.number ?? r.floor ?? (r.kind !== undefined && r.no !== undefined ? `${r.kind}-${r.no}` : r.at));
}

async function exported(jp: boolean): Promise<{ cursor: string; files: Files }> {
  const response = await fetch(`${base}/export/lostword-data.json${jp ? '?jpContent=1' : ''}`);
  expect(response.status).toBe(200);
  const { bundle, ...files } = (await response.json()) as { bundle: { cursor: string } } & Files;
  return { cursor: bundle.cursor, files };
}

interface FileSync {
  added: { key: string; record: unknown }[];
  changed: { key: string; record: unknown }[];
  removed: string[];
  order?: string[];
}

async function sync(mirror: Mirror, jp: boolean): Promise<Record<string, FileSync>> {
  const response = await fetch(`${base}/export/changes?since=${mirror.cursor}${jp ? '&jpContent=1' : ''}`);
  const answer = (await response.json()) as { cursor: string; files: Record<string, FileSync> };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  // The mirror's whole update: README's example client.
  for (const [file, change] of Object.entries(answer.files)) {
    const records = new Map((mirror.files[file] ?? []).map((r) => [keyOf(r), r]));
    for (const key of change.removed) records.delete(key);
    for (const { key, record } of [...change.added, ...change.changed]) records.set(key, record);
    mirror.files[file] = change.order ? change.order.map((key) => records.get(key)) : [...records.values()];
  }
  mirror.cursor = answer.cursor;
  return answer.files;
}

const mirrors: Record<'public' | 'jp', Mirror> = { public: { cursor: '', files: {} }, jp: { cursor: '', files: {} } };

/** Syncs both mirrors and checks each equals a fresh export of its kind; returns what the public one was sent. */
async function syncAndCompare(): Promise<Record<string, FileSync>> {
  const sent = await sync(mirrors.public, false);
  await sync(mirrors.jp, true);
  expect(mirrors.public.files).toEqual((await exported(false)).files);
  expect(mirrors.jp.files).toEqual((await exported(true)).files);
  return sent;
}

async function record(file: string, key: string) {
  const loaded = await admin.post('query($f: String!, $k: String!) { record(file: $f, key: $k) { json revision } }', { f: file, k: key });
  return loaded.body.data?.record as { json: string; revision: number };
}

describe('a mirror kept by the sync', () => {
  it('starts from the export and has nothing to apply at once', async () => {
    for (const jp of [false, true]) {
      const copy = await exported(jp);
      expect(copy.cursor).toMatch(/^\d+\.\d+$/);
      mirrors[jp ? 'jp' : 'public'] = { cursor: copy.cursor, files: copy.files };
    }
    expect(await syncAndCompare()).toEqual({});
  });

  it('follows a save and a new record', async () => {
    const prayer = await record('prayers/prayers.json', '1');
    const saved = await admin.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "1", json: $j, revision: $r, source: { url: "https://example.org/news/1" }) { applied } }',
      { j: JSON.stringify({ ...JSON.parse(prayer.json), name: 'Scarlet Festival (first run)' }), r: prayer.revision },
    );
    expect(saved.body.data?.saveRecord.applied).toBe(true);
    const renamed = await syncAndCompare();
    expect(renamed['prayers/prayers.json'].changed.map((c) => c.key)).toEqual(['1']);
    expect(renamed['prayers/prayers.json'].order).toBeUndefined();

    const added = await admin.post(
      'mutation($j: String!) { saveRecord(file: "prayers/prayers.json", json: $j, source: { url: "https://example.org/news/11" }) { applied } }',
      {
        j: JSON.stringify({
          ...JSON.parse(prayer.json),
          id: 11,
          name: 'Autumn Festival',
          startAt: '2020-10-01T06:00:00Z',
          endAt: '2020-10-15T05:59:59Z',
        }),
      },
    );
    expect(added.body.errors).toBeUndefined();
    const sent = await syncAndCompare();
    expect(sent['prayers/prayers.json'].added.map((c) => c.key)).toEqual(['11']);
    expect(sent['prayers/prayers.json'].order).toContain('11');
  });

  it('follows an import that changes and removes records, and its undo', async () => {
    const { files } = await exported(true);
    const prayers = files['prayers/prayers.json'] as Record<string, unknown>[];
    const bundle = {
      bundle: { format: 'lostword-data', formatVersion: 1 },
      'prayers/prayers.json': prayers.filter((p) => p.id !== 11).map((p) => (p.id === 1 ? { ...p, name: 'Scarlet Festival' } : p)),
    };
    const imported = await admin.post(
      'mutation($b: String!) { importBundle(bundle: $b, source: { url: "https://example.org/bundle" }) { applied auditId } }',
      { b: JSON.stringify(bundle) },
    );
    expect(imported.body.errors).toBeUndefined();
    expect(imported.body.data?.importBundle.applied).toBe(true);
    const sent = await syncAndCompare();
    expect(sent['prayers/prayers.json'].removed).toEqual(['11']);
    expect(sent['prayers/prayers.json'].changed.map((c) => c.key)).toEqual(['1']);

    const undone = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', {
      id: imported.body.data?.importBundle.auditId,
    });
    expect(undone.body.data?.undo.applied).toBe(true);
    const back = await syncAndCompare();
    expect(back['prayers/prayers.json'].added.map((c) => c.key)).toEqual(['11']);
  });

  it('brings in what a reveal instant showed, with no new data version', async () => {
    const before = (await exported(false)).files;
    const { cursor } = mirrors.public;
    // Far enough ahead that every date in the data has passed.
    clock = Date.UTC(2100, 0, 1);
    const sent = await syncAndCompare();
    expect(mirrors.public.cursor.split('.')[0]).toBe(cursor.split('.')[0]);
    const added = Object.values(sent).reduce((n, f) => n + f.added.length, 0);
    const now = (await exported(false)).files;
    const grown = Object.keys(now).reduce((n, f) => n + now[f].length - (before[f]?.length ?? 0), 0);
    expect(grown).toBeGreaterThan(0);
    expect(added).toBe(grown);
  });
});

describe('cursors the sync cannot answer', () => {
  const get = async (query: string, init?: RequestInit) => {
    const response = await fetch(`${base}/export/changes${query}`, init);
    return { status: response.status, body: (await response.json()) as { error: boolean; message: string } };
  };

  it('asks for a cursor, in its form, once', async () => {
    for (const query of [
      '',
      '?since=',
      '?since=12',
      '?since=abc.1',
      '?since=1.2&since=1.2',
      '?since=-1.5',
      '?since=1.2&jpContent=yes',
      '?since=1.2&at=3',
    ]) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toBe(true);
      expect(answer.body.message.length).toBeGreaterThan(10);
    }
  });

  it('refuses a version or an instant from the future, and a cursor older than the history kept', async () => {
    const version = Number(mirrors.public.cursor.split('.')[0]);
    const future = await get(`?since=${version + 5}.${clock}`);
    expect(future.status).toBe(409);
    expect(future.body.message).toContain(`(${version})`);
    expect((await get(`?since=${version}.${clock + 86_400_000}`)).status).toBe(400);
    // Before the seed that loaded the data: only a new export can start a mirror.
    const old = await get(`?since=0.${clock}`);
    expect(old.status).toBe(410);
    expect(old.body.message).toContain('/export/lostword-data.json');
  });

  it('answers GET only', async () => {
    const answer = await get(`?since=${mirrors.public.cursor}`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
  });
});
