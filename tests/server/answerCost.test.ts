// A tool author's document is told what it was priced at: every answer to one, POST or GET, fresh or
// from the response cache, carries `extensions.cost` with the limit; the site's own stored
// operations (the /api paths) are not priced against it and their answers carry none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

let running: TestSite;
beforeAll(async () => {
  running = await startTestSite();
});
afterAll(() => running?.close());

const QUERY = '{ characters(first: 3) { edges { node { slug } } } }';
const NESTED = '{ characters(first: 10) { edges { node { slug banners { prayer { prayerId } } } } } }';

async function post(query: string) {
  const res = await fetch(`${running.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; errors?: unknown[]; extensions?: { cost?: { cost: number; limit: number } } },
  };
}

describe('the cost in the answer', () => {
  it('comes with a POST answer, fresh and cached, and grows with what the document may return', async () => {
    const first = await post(QUERY);
    expect(first.status).toBe(200);
    expect(first.body.extensions?.cost).toEqual({ cost: expect.any(Number), limit: expect.any(Number) });
    const cost = first.body.extensions?.cost as { cost: number; limit: number };
    expect(cost.cost).toBeGreaterThan(0);
    expect(cost.cost).toBeLessThan(cost.limit);
    expect((await post(QUERY)).body.extensions?.cost).toEqual(cost);
    const nested = await post(NESTED);
    expect(nested.body.errors ?? []).toEqual([]);
    expect(nested.body.extensions?.cost?.cost).toBeGreaterThan(cost.cost);
  });

  it('comes with a GET answer', async () => {
    const res = await fetch(`${running.base}/graphql?${new URLSearchParams({ query: QUERY })}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { extensions?: { cost?: { cost: number } } };
    expect(body.extensions?.cost?.cost).toBeGreaterThan(0);
  });

  it('is not part of a legacy /api answer', async () => {
    const res = await fetch(`${running.base}/api/general/home`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toContain('"cost":{');
  });
});
