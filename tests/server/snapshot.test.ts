// The one snapshot of time, against the fixture's SQLite file: an answer taken at an instant holds
// until the next instant stored in the data, two instants between the same two stored ones share
// what the reveal rule decides, and an edit's new instant is seen with the data version it bumps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../prisma/connect.ts';
import { db } from '../../server/db.ts';
import { currentDataVersion } from '../../server/shared/repo.ts';
import { revealKey, takeSnapshot } from '../../server/shared/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A character's reveal still to come in the fixture, and the stored instant before it. */
async function aRevealAhead(): Promise<{ id: string; revealAt: number }> {
  const row = await db.character.findFirst({
    where: { revealAt: { not: null } },
    orderBy: { revealAt: 'desc' },
    select: { id: true, revealAt: true },
  });
  if (!row?.revealAt) throw new Error('The fixture has no character with a reveal instant.');
  return { id: row.id, revealAt: row.revealAt.getTime() };
}

describe('the snapshot of a request', () => {
  it('holds until the next instant stored in the data, and moves on once it passes', async () => {
    const { revealAt } = await aRevealAhead();
    const before = await takeSnapshot(false, new Date(revealAt - 1));
    expect(before.until).toBe(revealAt);
    const at = await takeSnapshot(false, new Date(revealAt));
    expect(at.epoch).toBe(before.epoch + 1);
    expect(at.until === null || at.until > revealAt).toBe(true);
  });

  it('gives two instants between the same stored ones the same reveal key, and the spoiler switch one key for all time', async () => {
    const { revealAt } = await aRevealAhead();
    const early = await takeSnapshot(false, new Date(revealAt - 2));
    const late = await takeSnapshot(false, new Date(revealAt - 1));
    expect(revealKey(early)).toBe(revealKey(late));
    expect(revealKey(await takeSnapshot(false, new Date(revealAt)))).not.toBe(revealKey(late));
    expect(revealKey(await takeSnapshot(true, new Date(revealAt - 1)))).toBe(revealKey(await takeSnapshot(true, new Date(revealAt + 1))));
  });

  it('sees an edited instant with the data version the edit bumps', async () => {
    const { id, revealAt } = await aRevealAhead();
    const version = await currentDataVersion();
    // An odd millisecond, stored nowhere else.
    const moved = revealAt - 1_007;
    const now = new Date(revealAt - 5_000);
    expect((await takeSnapshot(false, now, version)).until).toBe(revealAt);
    // The edit comes from another client, as from another process: this one learns of it only
    // through the data version its requests carry.
    const other = createPrismaClient({ url: database.url });
    await other.character.update({ where: { id }, data: { revealAt: new Date(moved) } });
    await other.dataVersion.update({ where: { id: 1 }, data: { version: version + 1 } });
    try {
      expect((await takeSnapshot(false, now, version)).until).toBe(revealAt);
      expect((await takeSnapshot(false, now, version + 1)).until).toBe(moved);
    } finally {
      await other.character.update({ where: { id }, data: { revealAt: new Date(revealAt) } });
      await other.dataVersion.update({ where: { id: 1 }, data: { version: version + 2 } });
      await other.$disconnect();
    }
  });
});
