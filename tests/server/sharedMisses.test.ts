// Identical requests that miss the response cache at the same time run once, and every caller gets
// the answer: counted from the real query log of the site's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

let running: TestSite;
beforeAll(async () => {
  running = await startTestSite();
});
afterAll(() => running.close());

const post = (query: string) =>
  fetch(`${running.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

/** Statements one cold execution of a prayer page issues (a document of its own, so a cache miss). */
async function statementsOfOneRun(alias: string): Promise<number> {
  running.database.statements.length = 0;
  const res = await post(`{ ${alias}: prayer(id: 5) { name rateUpCharacters { character { slug } } } }`);
  expect(res.status).toBe(200);
  return running.database.statements.length;
}

describe('concurrent identical misses', () => {
  it('execute once, and every caller is answered with the same bytes', async () => {
    // What is loaded once per data version is loaded by this first run.
    await statementsOfOneRun('warm');
    const once = await statementsOfOneRun('single');
    expect(once).toBeGreaterThan(0);

    running.database.statements.length = 0;
    const query = '{ together: prayer(id: 5) { name rateUpCharacters { character { slug } } } }';
    const answers = await Promise.all(Array.from({ length: 16 }, () => post(query).then(async (r) => [r.status, await r.text()] as const)));
    expect(answers.every(([status]) => status === 200)).toBe(true);
    expect(new Set(answers.map(([, body]) => body)).size).toBe(1);
    expect(answers[0][1]).toContain('a6-sakuya');
    expect(running.database.statements.length).toBe(once);
  });
});
