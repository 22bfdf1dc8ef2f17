// Undo puts back exactly what a change changed, order included, against a real site and database
// (SQLite here, PostgreSQL in the server-postgres project): an import that reorders a file shows the
// moves in its diff and its audit entry, and its undo gives the export back as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a password for undoing things';
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite();
  await upsertAccount('uma', await hashPassword(PASSWORD), new Date());
});
afterAll(() => running.close());
beforeEach(async () => {
  await db.signInThrottle.deleteMany();
});

/** The export with the spoiler switch on: every record of the data, in its order. */
async function exported(): Promise<Record<string, any>> {
  const res = await fetch(`${running.base}/export/lostword-data.json?jpContent=1`);
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, any>>;
}

/** The export's records, without the description of the bundle (its data version and date change with every change). */
const records = ({ bundle: _bundle, ...files }: Record<string, any>) => JSON.stringify(files);

const IMPORT =
  'mutation($b: String!, $d: Boolean) { importBundle(bundle: $b, source: { url: "https://example.org/reordered" }, dryRun: $d) { applied summary auditId changes { key kind position from fields { field } } } }';
type Change = { key: string; kind: string; position: number; from: number | null; fields: { field: string }[] };

describe('undo', () => {
  it('shows the moves of an import that reorders a file, and its undo gives back the export byte for byte, order included', async () => {
    const admin = new AdminBrowser(() => running.base);
    expect((await admin.signIn('uma', PASSWORD)).status).toBe(200);
    const before = await exported();
    const prayers = before['prayers/prayers.json'] as { id: number; name: string }[];
    expect(prayers.length).toBeGreaterThan(3);
    // The first prayer goes last, and the second is renamed where it stands.
    const [first, second, ...rest] = prayers;
    const reordered = [{ ...second, name: `${second.name} (renamed)` }, ...rest, first];
    const bundle = JSON.stringify({ 'prayers/prayers.json': reordered });

    const dry = await admin.post(IMPORT, { b: bundle, d: true });
    expect(dry.body.errors).toBeUndefined();
    const changes = dry.body.data?.importBundle.changes as Change[];
    expect(changes).toEqual([
      { key: String(second.id), kind: 'changed', position: 0, from: null, fields: [{ field: 'name' }] },
      { key: String(first.id), kind: 'moved', position: prayers.length - 1, from: 0, fields: [] },
    ]);
    expect(dry.body.data?.importBundle.summary).toBe(`prayers/prayers.json: 1 changed, 1 moved (${second.id}, ${first.id})`);

    const applied = await admin.post(IMPORT, { b: bundle });
    expect(applied.body.data?.importBundle.applied).toBe(true);
    const after = await exported();
    expect((after['prayers/prayers.json'] as { id: number }[]).map((p) => p.id)).toEqual(reordered.map((p) => p.id));
    // The audit entry holds the move too.
    const auditId = applied.body.data?.importBundle.auditId as number;
    const entry = (await admin.post('query($id: Int!) { auditEntry(id: $id) { changes { key kind from } } }', { id: auditId })).body.data
      ?.auditEntry;
    expect(entry.changes).toContainEqual({ key: String(first.id), kind: 'moved', from: 0 });

    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied summary } }', { id: auditId });
    expect(undo.body.data?.undo.applied).toBe(true);
    expect(undo.body.data?.undo.summary).toBe(`prayers/prayers.json: 1 changed, 1 moved (${first.id}, ${second.id})`);
    expect(records(await exported())).toBe(records(before));
  });

  it('says what an import of the previous order would move back, where it said "No change"', async () => {
    const admin = new AdminBrowser(() => running.base);
    await admin.signIn('uma', PASSWORD);
    const before = await exported();
    const prayers = before['prayers/prayers.json'] as { id: number }[];
    const swapped = [prayers[1], prayers[0], ...prayers.slice(2)];
    const applied = await admin.post(IMPORT, { b: JSON.stringify({ 'prayers/prayers.json': swapped }) });
    // Of two records that swap places, one is said to move: the other keeps its order with the rest.
    expect(applied.body.data?.importBundle.summary).toBe(`prayers/prayers.json: 1 moved (${prayers[1].id})`);
    const back = await admin.post(IMPORT, { b: JSON.stringify({ 'prayers/prayers.json': prayers }), d: true });
    expect(back.body.data?.importBundle.summary).toBe(`prayers/prayers.json: 1 moved (${prayers[0].id})`);
    const restored = await admin.post(IMPORT, { b: JSON.stringify({ 'prayers/prayers.json': prayers }) });
    expect(restored.body.data?.importBundle.applied).toBe(true);
    expect(records(await exported())).toBe(records(before));
  });
});
