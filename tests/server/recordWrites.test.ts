// A change written record by record leaves the database as a whole load of the changed dataset
// would: same rows in every game table (derived ones included: aliases, figures, sort keys,
// places), same stored records. Each change goes through the admin's write road (runChange), and
// the dataset it leaves is loaded whole into a second database to compare with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type PrismaClient } from '../../prisma/connect.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { applyPostgresMigrations } from '../../prisma/postgres/migrate.ts';
import { type ChangeCommand, runChange } from '../../server/admin/changes.ts';
import { applyDataset, fillSortKeys, readStoredDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { createTestDatabase, TEST_DATABASE_ENV, type TestDatabase } from '../helpers/database.ts';
import { gameDump } from '../helpers/gameDump.ts';
import { createPostgresDatabase } from '../helpers/postgres.ts';

let database: TestDatabase;
let actor: { userId: number; actorName: string };
let clock = Date.parse('2026-06-01T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await db.adminUser.create({ data: { username: 'writer', passwordHash: 'x' } });
  actor = { userId: user.id, actorName: 'writer' };
});
afterAll(() => database.close());

/** An empty migrated database of the dialect under test. */
async function scratchDatabase(): Promise<{ prisma: PrismaClient; close(): Promise<void> }> {
  if (process.env[TEST_DATABASE_ENV] === 'postgres') {
    const pg = await createPostgresDatabase();
    await applyPostgresMigrations(pg.url);
    const prisma = createPrismaClient({ url: pg.url });
    const close = async () => {
      await prisma.$disconnect();
      await pg.drop();
    };
    return { prisma, close };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lw-scratch-'));
  const file = join(dir, 'scratch.db');
  applyMigrations(file);
  const prisma = createPrismaClient({ url: `file:${file}` });
  const close = async () => {
    await prisma.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  };
  return { prisma, close };
}

/** The rows a load of the dataset gives: the site's own update-log entries and the revisions left out. */
async function comparable(prisma: PrismaClient) {
  const dump = await gameDump(prisma);
  const generated = new Set(
    dump.UpdateEntry.map((r) => JSON.parse(r) as { number: number; generated: boolean }).flatMap((e) => (e.generated ? [e.number] : [])),
  );
  const keep = (model: string, test: (row: Record<string, unknown>) => boolean) => {
    dump[model] = dump[model].filter((r) => test(JSON.parse(r) as Record<string, unknown>));
  };
  keep('UpdateEntry', (r) => !r.generated);
  keep('UpdateItem', (r) => !generated.has(r.entryNumber as number));
  dump.ImportedRecord = dump.ImportedRecord.map((r) => {
    const { revision: _r, ...rest } = JSON.parse(r) as Record<string, unknown>;
    return JSON.stringify(rest);
  });
  return dump;
}

/** Applies a change through the write road; its answer when applied. */
async function change(command: ChangeCommand) {
  clock += 60_000;
  const outcome = await runChange({ command, dryRun: false, source: 'https://example.org/test', actor, now: clock });
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.message} ${JSON.stringify(outcome.refusal.issues)}`);
  expect(outcome.result.applied).toBe(true);
  return outcome.result;
}

/** The database after the change, against a whole load of the dataset it holds now. */
async function expectSameAsWholeLoad() {
  const dataset = await readStoredDataset(db);
  if (!dataset) throw new Error('no stored dataset');
  const scratch = await scratchDatabase();
  try {
    await applyDataset(scratch.prisma, dataset);
    expect(await comparable(db)).toEqual(await comparable(scratch.prisma));
  } finally {
    await scratch.close();
  }
}

const revision = async (file: string, key: string) =>
  (await db.importedRecord.findUniqueOrThrow({ where: { file_key: { file, key } }, select: { revision: true } })).revision;

async function stored<T>(file: string, key: string): Promise<T> {
  const row = await db.importedRecord.findUniqueOrThrow({ where: { file_key: { file, key } } });
  return JSON.parse(row.body) as T;
}

describe('changes written record by record', () => {
  it('a character saved with a new debut, fewer fields and other aliases: its row, its aliases and its place in the release order', async () => {
    const file = 'characters/characters.json';
    const before = await stored<Record<string, unknown>>(file, 'l1-marisa');
    const { colors: _c, hasRebirth: _h, ...rest } = before;
    await change({
      kind: 'save',
      file,
      key: 'l1-marisa',
      record: { ...rest, debutAt: '2023-01-05T06:00:00Z', debutPrecision: 'day', aliases: ['Black-white witch'] },
      revision: await revision(file, 'l1-marisa'),
    });
    await expectSameAsWholeLoad();
    const row = await db.character.findUniqueOrThrow({ where: { id: 'l1-marisa' }, include: { aliases: true } });
    expect(row.colors).toBeNull();
    expect(row.hasRebirth).toBe(false);
    expect(row.aliases.map((a) => a.value)).toContain('blackwhitewitch');
  });

  it('a story card added, then its buffs and stats changed: figures and search keys follow', async () => {
    const file = 'storyCards/storyCards.json';
    const card = {
      id: 900,
      name: 'Test Card',
      rarity: 5,
      suit: 'plum',
      stats: [{ stat: 'hp', min: 10, max: 20 }],
      buffs: [{ attr: 'yang-atk', attrType: 'stat', values: [1, 2], target: 'self' }],
      aliases: [{ value: 'Testy' }],
      featured: ['l1-reimu'],
    };
    await change({ kind: 'save', file, key: null, record: card });
    await expectSameAsWholeLoad();
    await change({
      kind: 'save',
      file,
      key: '900',
      record: { ...card, stats: [{ stat: 'agi', min: 1, max: 2 }], buffs: [], featured: ['l1-marisa'] },
      revision: await revision(file, '900'),
    });
    await expectSameAsWholeLoad();
    expect(await db.storyCardFeature.findMany({ where: { cardId: 900 }, select: { characterId: true } })).toEqual([
      { characterId: 'l1-marisa' },
    ]);
  });

  it('a prayer deleted and a release batch changed', async () => {
    await change({ kind: 'delete', file: 'prayers/prayers.json', key: '3', revision: await revision('prayers/prayers.json', '3') });
    const batch = await stored<Record<string, unknown>>('characters/batches.json', 'rebirth-1');
    await change({
      kind: 'save',
      file: 'characters/batches.json',
      key: 'rebirth-1',
      record: { ...batch, characters: ['l1-marisa', 'l1-reimu'] },
      revision: await revision('characters/batches.json', 'rebirth-1'),
    });
    await expectSameAsWholeLoad();
  });

  it('an import that reorders, adds, changes and removes records in several files, then its undo, exactly', async () => {
    const exportBefore = JSON.stringify(await readStoredDataset(db));
    const dumpBefore = await comparable(db);
    const d = (await readStoredDataset(db)) as NonNullable<Awaited<ReturnType<typeof readStoredDataset>>>;
    const items = [...d['tower/items.json']].reverse();
    const prayers = d['prayers/prayers.json']
      .filter((p) => p.id !== 5)
      .map((p) => (p.id === 6 ? { ...p, name: `${p.name} (renamed)` } : p));
    prayers.unshift({ ...prayers[0], id: 950, name: 'An added prayer', characters: [], cards: [], stepUps: [] });
    const updates = [
      ...d['updates/updates.json'],
      {
        number: 40,
        timestamp: '2026-05-01T00:00:00Z',
        title: 'Added entry',
        items: [{ section: 'fixes', detail: 'One <b>fix</b>', subItems: [{ section: 'fixes', detail: 'A sub-item' }] }],
      },
    ];
    const bundle = JSON.stringify({ 'tower/items.json': items, 'prayers/prayers.json': prayers, 'updates/updates.json': updates });
    const imported = await change({ kind: 'import', bundle });
    expect(imported.changes.map((c) => `${c.file} ${c.key} ${c.kind}`)).toEqual(
      expect.arrayContaining([
        'prayers/prayers.json 950 added',
        'prayers/prayers.json 5 removed',
        'prayers/prayers.json 6 changed',
        'tower/items.json kyara-2 moved',
      ]),
    );
    await expectSameAsWholeLoad();
    expect((await db.towerItem.findMany({ orderBy: { position: 'asc' } })).map((i) => i.id)).toEqual(items.map((i) => i.id));

    await change({ kind: 'undo', auditId: imported.auditId as number });
    await expectSameAsWholeLoad();
    expect(JSON.stringify(await readStoredDataset(db))).toBe(exportBefore);
    expect(await comparable(db)).toEqual(dumpBefore);
  });

  it("an update-log entry taking the number of one of the site's own entries moves those after it", async () => {
    const own = await db.updateEntry.findMany({ where: { generated: true }, orderBy: { number: 'asc' } });
    expect(own.length).toBeGreaterThan(0);
    const taken = own[0].number;
    await change({
      kind: 'save',
      file: 'updates/updates.json',
      key: null,
      record: { number: taken, timestamp: '2026-05-02T00:00:00Z', title: 'Takes a number', items: [{ section: 'fixes', detail: 'x' }] },
    });
    await expectSameAsWholeLoad();
    const after = await db.updateEntry.findMany({ where: { generated: true }, orderBy: { number: 'asc' } });
    expect(after.length).toBe(own.length + 1);
    expect(after.every((e) => e.number > taken)).toBe(true);
  });

  it('writes only the rows of the record it changes: a save issues a bounded number of statements', async () => {
    const file = 'prayers/prayers.json';
    const prayer = await stored<Record<string, unknown>>(file, '7');
    database.statements.length = 0;
    await change({
      kind: 'save',
      file,
      key: '7',
      record: { ...prayer, name: 'A renamed prayer' },
      revision: await revision(file, '7'),
    });
    const writes = database.statements.filter((s) => /^\s*(INSERT|UPDATE|DELETE)/i.test(s));
    // The prayer, its lists, its stored record, the version, the log entry and the audit entry.
    expect(writes.length).toBeLessThan(25);
    expect(writes.some((s) => /DELETE FROM [`"]?(main[`"]?\.[`"]?)?Character/i.test(s))).toBe(false);
    await expectSameAsWholeLoad();
  });

  it('fills the sort keys of rows written before they were stored, as the writers compute them', async () => {
    const keys = async () => ({
      characters: await db.character.findMany({ select: { id: true, releaseKey: true }, orderBy: { id: 'asc' } }),
      prayers: await db.prayer.findMany({ select: { id: true, listKey: true }, orderBy: { id: 'asc' } }),
    });
    const before = await keys();
    await db.character.updateMany({ data: { releaseKey: '' } });
    await db.prayer.updateMany({ data: { listKey: '' } });
    await fillSortKeys(db);
    expect(await keys()).toEqual(before);
    expect(before.characters.every((c) => /^\d+$/.test(c.releaseKey))).toBe(true);
  });
});
