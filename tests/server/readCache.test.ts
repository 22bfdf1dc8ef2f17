// The read cache below GraphQL (server/shared/readCache.ts), through the real request handler on a
// real SQLite file: a repeated read asks the database nothing, a reveal instant re-reads only what
// compares with time, an import is seen at once, concurrent reads run once, the cache stays within
// its bound, and a long list reads its nested lists with its rows, not row by row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../prisma/connect.ts';
import { clearReadCache, readCacheStats } from '../../server/db.ts';
import { createRequestHandler, type ExecRequest } from '../../server/execution/handler.ts';
import { keyOf, withReadCache } from '../../server/shared/readCache.ts';
import { openStore } from '../../server/store/index.ts';
import { createTestDatabase, importWithCharacterChange, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
const work = mkdtempSync(join(tmpdir(), 'lw-reads-'));
let clock = Date.parse('2030-12-31T00:00:00Z');
const handle = createRequestHandler({ now: () => clock });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

function dataVersion(): number {
  const store = openStore({ url: database.url });
  try {
    return store.versions().read();
  } finally {
    store.close();
  }
}

async function get(url: string): Promise<string> {
  const request: ExecRequest = { method: 'GET', url, headers: {}, dataVersion: dataVersion() };
  const answer = await handle(request);
  expect(answer.status, answer.body.slice(0, 200)).toBe(200);
  return answer.body;
}

const reads = () => {
  const s = readCacheStats();
  return (s?.hits ?? 0) + (s?.misses ?? 0);
};
const CARDS = `/graphql?query=${encodeURIComponent('{ lastUpdate { number } storyCards(first: 50) { edges { node { cardId name } } } }')}`;

describe('the read cache', () => {
  it('answers a repeated request without a database statement, with the same bytes', async () => {
    const first = await get('/api/general/updates');
    database.statements.length = 0;
    expect(await get('/api/general/updates')).toBe(first);
    expect(database.statements).toEqual([]);
  });

  it('at a reveal instant, re-reads what compares with time and shows the card; the rest stays kept', async () => {
    const stats = () => ({ hits: readCacheStats()?.hits ?? 0, misses: readCacheStats()?.misses ?? 0 });
    clock = Date.parse('2030-12-31T00:00:00Z');
    clearReadCache();
    const before = await get(CARDS);
    expect(before).not.toContain('Cherry Blossom Dream');

    // Past the card's release (2031-01-01 06:00 UTC): the reads that compare with time are new
    // questions, asked of the database; the others are answered from the cache.
    clock = Date.parse('2031-01-01T07:00:00Z');
    const start = stats();
    database.statements.length = 0;
    const after = await get(CARDS);
    expect(after).toContain('Cherry Blossom Dream');
    expect(database.statements.length).toBeGreaterThan(0);
    expect(stats().misses - start.misses).toBeGreaterThan(0);
    expect(stats().hits - start.hits).toBeGreaterThan(0);

    // Another time between the same two instants asks the same questions: nothing is read.
    clock = Date.parse('2031-01-01T07:30:00Z');
    database.statements.length = 0;
    expect(await get(CARDS)).toBe(after);
    expect(database.statements).toEqual([]);
  });

  it('follows an import at once: the next request carries the new data version and reads the new data', async () => {
    clock = Date.parse('2026-11-23T00:00:00Z');
    const before = await get('/api/characters/modal?id=l1-reimu');
    expect(before).toContain('Reimu Hakurei');
    await importWithCharacterChange(work, 'l1-reimu', { nameEn: 'Reimu Hakurei (renamed)' });
    expect(await get('/api/characters/modal?id=l1-reimu')).toContain('Reimu Hakurei (renamed)');
  });

  it('runs concurrent identical reads once', async () => {
    clearReadCache();
    const missesBefore = readCacheStats()?.misses ?? 0;
    const one = await get('/api/towers/get-list');
    const oneRun = (readCacheStats()?.misses ?? 0) - missesBefore;
    expect(oneRun).toBeGreaterThan(0);

    clearReadCache();
    const startMisses = readCacheStats()?.misses ?? 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/api/towers/get-list')));
    expect(new Set(answers)).toEqual(new Set([one]));
    expect((readCacheStats()?.misses ?? 0) - startMisses).toBe(oneRun);
  });

  it('reads a long list with its nested lists: the /api story card list asks a few reads, not one per effect', async () => {
    await get('/api/story-cards/get-list');
    const before = reads();
    await get('/api/story-cards/get-list');
    expect(reads() - before).toBeLessThan(30);
  });

  it('keeps no more objects than its bound, and shares results whose values it will not let a caller change', async () => {
    const base = createPrismaClient({ url: database.url });
    const cache = withReadCache(base, 50);
    try {
      cache.advance(dataVersion());
      for (let n = 1; n <= 20; n++) await cache.client.character.findMany({ take: n, select: { id: true } });
      expect(cache.stats().objects).toBeLessThanOrEqual(50);
      const rows = await cache.client.character.findMany({ take: 3, select: { id: true } });
      expect(() => rows.reverse()).toThrow(TypeError);
      expect(() => rows.push({ id: 'another' })).toThrow(TypeError);
      expect(() => {
        rows[0].id = 'another';
      }).toThrow(TypeError);
      // A mark of its own beside the values (Pothos marks a row loaded by node(id) with its type).
      const mark = Symbol('type');
      (rows[0] as Record<symbol, string>)[mark] = 'Character';
      expect((rows[0] as Record<symbol, string>)[mark]).toBe('Character');
      expect(rows.map((r) => r.id)).toEqual((await base.character.findMany({ take: 3, select: { id: true } })).map((r) => r.id));
    } finally {
      await base.$disconnect();
    }
  });

  it('with reads not kept (READ_CACHE=off) asks the database every read, and reads the stored instants once per data version', async () => {
    const statements: string[] = [];
    const base = createPrismaClient({ url: database.url, onQuery: (sql) => statements.push(sql) });
    const cache = withReadCache(base, undefined, false);
    try {
      cache.advance(dataVersion());
      await cache.client.character.findMany({ take: 3, select: { id: true } });
      const one = statements.length;
      await cache.client.character.findMany({ take: 3, select: { id: true } });
      expect(statements.length).toBe(2 * one);
      expect(cache.stats().entries).toBe(0);
      const first = await cache.storedInstants();
      const afterFirst = statements.length;
      expect(first.size).toBeGreaterThan(0);
      expect(await cache.storedInstants()).toBe(first);
      expect(statements.length).toBe(afterFirst);
    } finally {
      await base.$disconnect();
    }
  });
});

describe("a read's key", () => {
  const points = [Date.parse('2025-01-01T00:00:00Z'), Date.parse('2025-06-01T00:00:00Z')];
  it('writes the arguments as JSON writes them, so reads differ in their keys exactly when their arguments do', () => {
    const args = {
      where: { AND: [{ slug: { in: ['l1-reimu', 'é"\\\n\u2028'] } }, { NOT: { status: 'HIDDEN' } }], sample: false, skipped: undefined },
      orderBy: [{ releaseNo: 'asc' }, { id: 'desc' }],
      take: -100,
      skip: 0,
      list: [1, undefined, () => 1, null, 2.5],
      select: { id: true, world: { select: { code: true } } },
      '0': 'a key of digits comes first',
    };
    expect(keyOf('Character', 'findMany', args, points)).toBe(`Character.findMany:${JSON.stringify(args)}`);
    expect(keyOf('Character', 'count', undefined, points)).toBe('Character.count:null');
    // A member left out and one given as undefined ask the same question.
    expect(keyOf('Character', 'findMany', { where: { a: 1, b: undefined } }, points)).toBe(
      keyOf('Character', 'findMany', { where: { a: 1 } }, points),
    );
  });

  it('keys a date by its place among the stored instants, and a bigint by its digits', () => {
    const at = (iso: string) => keyOf('Prayer', 'findMany', { where: { startsAt: { lte: new Date(iso) } } }, points);
    expect(at('2024-12-31T00:00:00Z')).toBe('Prayer.findMany:{"where":{"startsAt":{"lte":{"$at":"0"}}}}');
    expect(at('2025-01-01T00:00:00Z')).toBe('Prayer.findMany:{"where":{"startsAt":{"lte":{"$at":"1="}}}}');
    // Two instants between the same stored ones share a key; one on a stored instant does not.
    expect(at('2025-02-01T00:00:00Z')).toBe(at('2025-05-31T23:59:59Z'));
    expect(at('2025-06-01T00:00:00Z')).not.toBe(at('2025-05-31T23:59:59Z'));
    expect(keyOf('Row', 'findUnique', { where: { id: 12n } }, points)).toBe('Row.findUnique:{"where":{"id":{"$big":"12"}}}');
  });
});
