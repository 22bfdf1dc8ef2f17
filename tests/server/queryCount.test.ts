// Resolvers pass Pothos's query into the repos, so a page costs the same number of statements
// whatever its size: no N+1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function statementsFor(query: string): Promise<string[]> {
  database.statements.length = 0;
  const res = await graphql(query);
  expect(res.errors).toBeUndefined();
  return [...database.statements];
}

describe('statements per request', () => {
  it('are counted from the real query log', async () => {
    expect((await statementsFor('{ lastUpdate { number } }')).length).toBeGreaterThan(0);
  });

  it('do not grow with the size of a character page', async () => {
    const page = (n: number) => `{ characters(first: ${n}) { totalCount edges { node { slug currentRarity thumbnail } } } }`;
    // What is loaded once per data version is loaded by this first page.
    await statementsFor(page(2));
    const one = await statementsFor(page(1));
    const all = await statementsFor(page(50));
    expect(all.length).toBe(one.length);
  });

  it('do not grow with the number of update entries and their nested items', async () => {
    const page = (n: number) => `{ updates(first: ${n}) { edges { node { number items { detail subItems { detail } } } } } }`;
    const one = await statementsFor(page(1));
    const all = await statementsFor(page(3));
    expect(all.length).toBe(one.length);
  });
});

describe('statements per prayer request', () => {
  it('do not grow with the size of a prayer page and its nested lists', async () => {
    const page = (n: number) =>
      `{ prayers(first: ${n}) { totalCount edges { node { prayerId types typeLabel rateUpCharacters { status character { slug thumbnail } } rateUpCards { card { name } } stepUps { code items { cost } } } } } }`;
    const one = await statementsFor(page(1));
    const all = await statementsFor(page(10));
    expect(all.length).toBe(one.length);
  });
});
