import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('characters connection', () => {
  it('pages through characters in release order with a total count', async () => {
    const first = await graphql(`{ characters(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug } } } }`);
    expect(first.errors).toBeUndefined();
    // The JP-only announced character is hidden without jpContent.
    expect(first.data?.characters.totalCount).toBe(9);
    expect(first.data?.characters.edges.map((e: any) => e.node.slug)).toEqual(['l1-marisa', 'l1-reimu']);
    const next = await graphql(
      `query($after: String) { characters(first: 10, after: $after) { pageInfo { hasNextPage } edges { node { slug } } } }`,
      {
        after: first.data?.characters.pageInfo.endCursor,
      },
    );
    // Undated characters come last, by id.
    expect(next.data?.characters.edges.map((e: any) => e.node.slug)).toEqual([
      'a6-reimu',
      'a6-sakuya',
      'a7-youmu',
      'a6-remilia',
      'l1-mima',
      'l1-okina',
      'l1-shinki',
    ]);
    expect(next.data?.characters.pageInfo.hasNextPage).toBe(false);
  });

  it('shows unrevealed characters only with the spoiler switch on', async () => {
    const res = await graphql(`{ characters(first: 50) { totalCount edges { node { slug } } } }`, {}, { jpContent: true });
    // The JP-only announcement and the upcoming spoiler (Flandre) join the 9 public characters.
    expect(res.data?.characters.totalCount).toBe(11);
    expect(res.data?.characters.edges.map((e: any) => e.node.slug)).toEqual(expect.arrayContaining(['a7-yuyuko', 'a6-flandre']));
  });

  it('filters by type, rebirth and alias search', async () => {
    const gen = await graphql(`{ characters(first: 50, types: ["gen", "nonsense"]) { totalCount } }`);
    expect(gen.data?.characters.totalCount).toBe(4);
    const rebirth = await graphql(`{ characters(first: 50, rebirth: false) { edges { node { slug } } } }`);
    expect(rebirth.data?.characters.edges.map((e: any) => e.node.slug)).not.toContain('l1-reimu');
    const search = await graphql(`{ characters(first: 50, search: "Shrine-Maiden!") { edges { node { slug } } } }`);
    expect(search.data?.characters.edges.map((e: any) => e.node.slug)).toEqual(['l1-reimu']);
  });

  it('derives current rarity and the released flag from status', async () => {
    const res = await graphql(`{ characters(first: 50, orderBy: ID) { edges { node { slug type currentRarity released } } } }`);
    const bySlug = Object.fromEntries(res.data?.characters.edges.map((e: any) => [e.node.slug, e.node]));
    expect(bySlug['l1-reimu']).toMatchObject({ type: 'gen', currentRarity: 'gen', released: true });
    expect(bySlug['a6-reimu']).toMatchObject({ type: 'afes', currentRarity: 'afes', released: true });
    expect(bySlug['a7-youmu']).toMatchObject({ released: true });
  });
});

describe('node interface', () => {
  it('round-trips a global ID through node and nodes', async () => {
    const list = await graphql(`{ characters(first: 1) { edges { node { id slug } } } }`);
    const { id, slug } = list.data!.characters.edges[0].node;
    expect(id).not.toBe(slug);
    const res = await graphql(`query($id: ID!) { node(id: $id) { id ... on Character { slug } } nodes(ids: [$id]) { id } }`, { id });
    expect(res.data?.node).toEqual({ id, slug });
    expect(res.data?.nodes).toEqual([{ id }]);
  });

  it('gives null for an unknown id of a known type and an error for a malformed one', async () => {
    const unknown = Buffer.from('Character:nobody').toString('base64');
    const res = await graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: unknown });
    expect(res.data?.node).toBeNull();
    const bad = await graphql(`{ node(id: "not-a-global-id") { id } }`);
    expect(bad.errors?.length).toBeGreaterThan(0);
  });
});

describe('update log', () => {
  it('serves the last update and hides future spoilers unless the switch is on', async () => {
    const query = '{ lastUpdate { number timestamp } updates(first: 5) { totalCount edges { node { number items { detail hidden } } } } }';
    const res = await graphql(query);
    expect(res.data?.lastUpdate).toEqual({ number: 3, timestamp: '2026-03-01T00:00:00.000Z' });
    const second = res.data?.updates.edges.find((e: any) => e.node.number === 2).node;
    expect(second.items.map((i: any) => i.detail)).toEqual(['Fixed dates']);
    const jp = await graphql(query, {}, { jpContent: true });
    const spoilers = jp.data?.updates.edges.find((e: any) => e.node.number === 2).node.items;
    expect(spoilers).toContainEqual({ detail: 'Yuyuko (Cherry Blossom) appears', hidden: true });
  });
});

describe('errors', () => {
  it('reports syntax errors with 400 and masks nothing expected', async () => {
    const res = await graphql('{ characters(first: ');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/Syntax Error/);
  });

  it('rejects unknown fields with a validation error', async () => {
    const res = await graphql('{ nope }');
    expect(res.errors?.[0].message).toMatch(/Cannot query field "nope"/);
  });
});

describe('hostile documents', () => {
  it('refuses a query nested past the depth limit', async () => {
    const nested = `{ updates(first: 1) { edges { node { items { subItems { subItems { subItems { subItems { subItems { subItems { subItems { subItems { subItems { subItems { detail } } } } } } } } } } } } } } }`;
    const res = await graphql(nested);
    expect(res.errors?.[0].message).toMatch(/depth/i);
  });

  it('lets every operation of the site itself through the depth limit', async () => {
    const operations = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../client/__generated__/persisted-queries.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(operations).length).toBeGreaterThan(30);
    for (const [id, text] of Object.entries(operations)) {
      // Without variables an operation may be refused for them, never for its depth.
      const res = await graphql(text);
      expect(res.errors?.map((e) => e.message).filter((m) => /depth/i.test(m)) ?? [], id).toEqual([]);
    }
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: lastUpdate { number }`).join(' ');
    const res = await graphql(`{ ${aliases} }`);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses a document with too many tokens', async () => {
    const res = await graphql(`{ lastUpdate { ${'number '.repeat(6000)} } }`);
    expect(res.errors?.[0].message).toMatch(/token/i);
  });

  it('still answers introspection (GraphiQL and codegen need it)', async () => {
    const res = await graphql(
      '{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name } } } } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });
});
