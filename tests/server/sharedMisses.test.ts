// Identical requests that miss the response cache at the same time run once, and every caller gets
// the answer: at the cache, with executions held open so the misses overlap, and through the whole
// site, counted from the reads its executions ask of the database (each read answered by the
// database or by the read cache below it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheStats } from '../../server/db.ts';
import { Compressor } from '../../server/http/compression.ts';
import { type Answer, ResponseCache } from '../../server/http/responseCache.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

let running: TestSite;
beforeAll(async () => {
  running = await startTestSite();
});
afterAll(() => running.close());

const post = (query: string) =>
  fetch(`${running.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

/** Database reads the executions have asked for so far. */
function reads(): number {
  const stats = readCacheStats();
  return (stats?.hits ?? 0) + (stats?.misses ?? 0);
}

/** Reads one execution of a prayer page asks for (a document of its own, so a response-cache miss). */
async function readsOfOneRun(alias: string): Promise<number> {
  const before = reads();
  const res = await post(`{ ${alias}: prayer(id: 5) { name rateUpCharacters { character { slug } } } }`);
  expect(res.status).toBe(200);
  return reads() - before;
}

describe('concurrent identical misses', () => {
  it('execute once, and every caller is answered with the same bytes', async () => {
    // What is loaded once per data version is loaded by this first run.
    await readsOfOneRun('warm');
    const once = await readsOfOneRun('single');
    expect(once).toBeGreaterThan(0);

    const before = reads();
    const query = '{ together: prayer(id: 5) { name rateUpCharacters { character { slug } } } }';
    const answers = await Promise.all(Array.from({ length: 16 }, () => post(query).then(async (r) => [r.status, await r.text()] as const)));
    expect(answers.every(([status]) => status === 200)).toBe(true);
    expect(new Set(answers.map(([, body]) => body)).size).toBe(1);
    expect(answers[0][1]).toContain('a6-sakuya');
    expect(reads() - before).toBe(once);
  });
});

describe('the response cache filling a miss', () => {
  /** An execution held open until `finish`, counting how often it started. */
  function heldExecution(answer: Answer) {
    let runs = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const run = async () => {
      runs++;
      await gate;
      return answer;
    };
    return { run, finish, runs: () => runs };
  }

  it('runs a storable answer once for every caller that misses while it runs, then serves it stored', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor: new Compressor() });
    const held = heldExecution({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":1}', cacheUntil: null });
    const callers = Array.from({ length: 12 }, () => cache.fill('7|key', held.run));
    held.finish();
    const filled = await Promise.all(callers);
    expect(held.runs()).toBe(1);
    for (const f of filled) expect('stored' in f && f.stored.body.toString()).toBe('{"data":1}');
    expect(cache.get('7|key')?.body.toString()).toBe('{"data":1}');
  });

  it('passes an answer that may not be stored to every caller that shared it, and keeps nothing', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor: new Compressor() });
    const refused = { status: 503, headers: { 'retry-after': '5' }, body: '{"errors":[{"message":"busy"}]}' };
    const held = heldExecution(refused);
    const callers = Array.from({ length: 12 }, () => cache.fill('7|key', held.run));
    held.finish();
    const filled = await Promise.all(callers);
    expect(held.runs()).toBe(1);
    for (const f of filled) expect('passed' in f && f.passed).toEqual(refused);
    expect(cache.get('7|key')).toBeUndefined();
    expect(cache.size).toBe(0);
    // The next miss runs again.
    const again = heldExecution(refused);
    const next = cache.fill('7|key', again.run);
    again.finish();
    await next;
    expect(again.runs()).toBe(1);
  });

  it('answers the callers of a run whose data version moved on while it ran, without storing it', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor: new Compressor() });
    cache.forVersion(7);
    const held = heldExecution({ status: 200, headers: {}, body: 'old data', cacheUntil: null });
    const callers = [cache.fill('7|key', held.run), cache.fill('7|key', held.run)];
    cache.forVersion(8);
    held.finish();
    const filled = await Promise.all(callers);
    expect(filled.map((f) => ('stored' in f ? f.stored.body.toString() : f.passed.body))).toEqual(['old data', 'old data']);
    expect(cache.size).toBe(0);
  });
});
