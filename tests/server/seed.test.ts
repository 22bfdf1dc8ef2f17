import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetError, readDataset } from '../../server/dataset/validate.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { gameDump } from '../helpers/gameDump.ts';

let database: TestDatabase;
const work = mkdtempSync(join(tmpdir(), 'lw-seed-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

/** The game data, the data version and the audit log. */
const dump = async (_file: string) => gameDump(db, ['ImportedRecord', 'DataVersion', 'AuditEntry', 'AdminUser']);

function brokenCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(work, 'data-'));
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  edit(dir);
  return dir;
}

describe('seed loader', () => {
  it('gives the same game data when the same files are loaded twice, and bumps the data version', async () => {
    const { DataVersion: versionBefore, ...before } = await dump(database.file);
    expect(before.Character.length).toBeGreaterThan(0);
    await loadDataset(db, FIXTURE_DATA);
    const { DataVersion: versionAfter, ...after } = await dump(database.file);
    expect(after).toEqual(before);
    const version = (rows: string[]) => (JSON.parse(rows[0]) as { version: number }).version;
    expect(version(versionAfter)).toBe(version(versionBefore) + 1);
  });

  it('names the file, record and field of an invalid value and writes nothing', async () => {
    const before = await dump(database.file);
    const dir = brokenCopy((d) => {
      const path = join(d, 'characters/characters.json');
      const rows = JSON.parse(readFileSync(path, 'utf8'));
      rows[2].status = 'retired';
      writeFileSync(path, JSON.stringify(rows));
    });
    const error = await loadDataset(db, dir).catch((e) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect(error.issues[0]).toMatchObject({ file: 'characters/characters.json', record: '#2 (a6-reimu)', field: 'status' });
    expect(error.message).toContain('characters/characters.json record #2 (a6-reimu) field status');
    expect(await dump(database.file)).toEqual(before);
  });

  it('reports a reference to a character that does not exist', () => {
    const dir = brokenCopy((d) => {
      writeFileSync(
        join(d, 'characters/batches.json'),
        JSON.stringify([{ kind: 'rebirth', no: 1, date: '2022-01-01T00:00:00Z', characters: ['nobody'] }]),
      );
    });
    expect(() => readDataset(dir)).toThrow(/characters\/batches.json record #0 field characters.0: unknown character nobody/);
  });

  it('reports a file that is not JSON', () => {
    const dir = brokenCopy((d) => writeFileSync(join(d, 'updates/updates.json'), '[{ "number": 1,'));
    expect(() => readDataset(dir)).toThrow(/updates\/updates.json: not valid JSON/);
  });

  it('rejects duplicate ids and local times without a zone', () => {
    const dir = brokenCopy((d) => {
      const path = join(d, 'characters/characters.json');
      const rows = JSON.parse(readFileSync(path, 'utf8'));
      rows.push({ ...rows[0] });
      rows[1].debutAt = '2021-05-11 06:00';
      writeFileSync(path, JSON.stringify(rows));
    });
    const error = (() => {
      try {
        readDataset(dir);
      } catch (e) {
        return e as DatasetError;
      }
    })();
    expect(error?.issues.some((i) => i.field === 'debutAt')).toBe(true);
  });

  it('keeps admin accounts when the game data is replaced', async () => {
    await db.adminUser.create({ data: { username: 'keeper', passwordHash: 'x' } });
    await loadDataset(db, FIXTURE_DATA);
    expect(await db.adminUser.count({ where: { username: 'keeper' } })).toBe(1);
    await db.adminUser.deleteMany();
  });
});

describe('the seed refuses a missing or empty folder or file, and changes nothing', () => {
  async function refused(dir: string, expected: RegExp) {
    const before = await dump(database.file);
    const error = await loadDataset(db, dir).catch((e) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect(error.message).toMatch(expected);
    expect(await dump(database.file)).toEqual(before);
    return error as DatasetError;
  }

  it('a data folder that does not exist', async () => {
    await refused(join(work, 'does-not-exist'), /does-not-exist: the data folder does not exist/);
  });

  it('a missing file, named as missing (not as the references it would have held)', async () => {
    const error = await refused(
      brokenCopy((d) => unlinkSync(join(d, 'characters/characters.json'))),
      /characters\/characters.json: missing/,
    );
    expect(error.issues).toHaveLength(1);
  });

  it('a file with no content', async () => {
    await refused(
      brokenCopy((d) => writeFileSync(join(d, 'storyCards/storyCards.json'), '')),
      /storyCards\/storyCards.json: the file is empty/,
    );
  });

  it('a file that must hold records but holds none', async () => {
    await refused(
      brokenCopy((d) => writeFileSync(join(d, 'characters/worlds.json'), '[]')),
      /characters\/worlds.json: holds no record/,
    );
  });

  it('exits non-zero from npm run db:seed and leaves the database as it was', async () => {
    const before = await dump(database.file);
    const result = await promisify(execFile)('node', ['--import', 'tsx', 'prisma/seed.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: join(work, 'does-not-exist') },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/the data folder does not exist/);
    expect(await dump(database.file)).toEqual(before);
  });
});

describe("the update log as the tracker's changelog", () => {
  const entries = () => db.updateEntry.findMany({ orderBy: { number: 'asc' }, include: { items: { orderBy: { position: 'asc' } } } });

  it('appends an entry saying what an import added, changed and removed, and nothing when it changes nothing', async () => {
    await loadDataset(db, FIXTURE_DATA);
    const before = await entries();
    const dir = brokenCopy((d) => {
      const path = join(d, 'characters/characters.json');
      const rows = JSON.parse(readFileSync(path, 'utf8'));
      rows[0].nameEn = `${rows[0].nameEn} (renamed)`;
      writeFileSync(path, JSON.stringify(rows));
      const cards = join(d, 'storyCards/illustrators.json');
      const artists = JSON.parse(readFileSync(cards, 'utf8'));
      artists.push({ id: 'new-artist', name: 'New Artist', source: 'fixture' });
      writeFileSync(cards, JSON.stringify(artists));
    });
    const now = new Date('2026-12-01T00:00:00Z');
    await loadDataset(db, dir, now);
    const after = await entries();
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1);
    expect(added).toMatchObject({ number: before.at(-1)!.number + 1, generated: true, title: 'Data update', timestamp: now });
    expect(added?.items.map((i) => i.detail)).toEqual(['Characters: 1 changed', 'Illustrators: 1 added']);
    await loadDataset(db, dir);
    expect(await entries()).toHaveLength(after.length);
    // Back to the fixture: the renamed character changes again and the new illustrator goes.
    await loadDataset(db, FIXTURE_DATA);
    expect((await entries()).at(-1)?.items.map((i) => i.detail)).toEqual(['Characters: 1 changed', 'Illustrators: 1 removed']);
  });

  it("keeps the entries imports wrote, moving them after the dataset's own when it takes their number", async () => {
    const generated = (await entries()).filter((e) => e.generated);
    expect(generated.length).toBeGreaterThan(0);
    const dir = brokenCopy((d) => {
      const path = join(d, 'updates/updates.json');
      const rows = JSON.parse(readFileSync(path, 'utf8'));
      rows.push({ number: generated[0].number, timestamp: '2026-12-02T00:00:00Z', title: 'A curated entry', items: [] });
      writeFileSync(path, JSON.stringify(rows));
    });
    await loadDataset(db, dir);
    const all = await entries();
    const curated = all.find((e) => e.title === 'A curated entry');
    expect(curated?.number).toBe(generated[0].number);
    const moved = all.filter((e) => e.generated && e.items[0]?.detail === generated[0].items[0].detail);
    expect(moved[0].number).toBe(generated[0].number + 1);
    await loadDataset(db, FIXTURE_DATA);
  });

  it('neutralises hostile HTML in update items', async () => {
    const dir = brokenCopy((d) => {
      const path = join(d, 'updates/updates.json');
      const rows = JSON.parse(readFileSync(path, 'utf8'));
      rows[0].items[0].detail =
        '<b>ok</b><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><a href="https://example.org" onclick="x()">safe</a><p style="color:red">styled</p>';
      writeFileSync(path, JSON.stringify(rows));
    });
    await loadDataset(db, dir);
    const item = await db.updateItem.findFirst({ where: { entryNumber: 1, parentId: null }, orderBy: { position: 'asc' } });
    expect(item?.detail).toBe(
      '<b>ok</b><a rel="noopener noreferrer" target="_blank">link</a><a href="https://example.org" rel="noopener noreferrer" target="_blank">safe</a><p>styled</p>',
    );
    await loadDataset(db, FIXTURE_DATA);
  });
});
