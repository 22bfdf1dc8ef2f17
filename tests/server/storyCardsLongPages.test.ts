// Pages longer than SQLite binds values in one statement (999): a page of 1,000 cards (the site
// asks for that many with the largest scroll batch) and the illustrator tracker's page of up to
// 2,000 artists, on the fixture grown 500 times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { createYogaApp } from '../../server/execution/yoga.ts';
import { ROWS_PER_STATEMENT } from '../../server/shared/paging.ts';
import { takeSnapshot } from '../../server/shared/snapshot.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lw-long-pages-'));
  for (const [file, records] of Object.entries(generateSynthetic(readDataset(FIXTURE_DATA), 500))) writeJson(join(dataDir, file), records);
  database = await createTestDatabase(dataDir);
  // Seeding 500 times the fixture takes about 45 s alone, and several times that beside the other
  // files on two cores.
}, 360_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const yoga = createYogaApp();

/** A request of the site's own (trusted, so it may read long pages), with JP content on. */
async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    },
    { viewer: await takeSnapshot(true, new Date('2026-11-23T00:00:00Z')), trusted: true },
  );
  const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, any>;
}

const CARDS = `query($first: Int!, $after: String, $slots: [StoryCardSlotInput!]) {
  storyCards(first: $first, after: $after, slots: $slots) {
    totalCount
    pageInfo { endCursor }
    edges { node { cardId stats { min } buffs { values } featuredCharacters { slug } obtaining { type } aliases { value } } }
  }
}`;

describe('a page of 1,000 cards', () => {
  it.each([
    ['in the default order', null],
    ['sorted by a stat', [{ kind: 'STAT', value: 'hp', sort: 'DESC' }]],
    // Ordered by the database on the first slot, every tie of 500 copies ordered here by the second.
    [
      'sorted by an effect, then by date',
      [
        { kind: 'EFFECT', value: 'yang-atk', sort: 'DESC' },
        { kind: 'DATE', sort: 'ASC' },
      ],
    ],
  ])('loads %s, the same cards as two pages of 500', async (_label, slots) => {
    // The page is loaded in parts.
    expect(ROWS_PER_STATEMENT).toBeLessThan(1000);
    const long = (await gql(CARDS, { first: 1000, slots })).storyCards;
    expect(long.totalCount).toBeGreaterThan(1000);
    expect(long.edges).toHaveLength(1000);
    const first = (await gql(CARDS, { first: 500, slots })).storyCards;
    const second = (await gql(CARDS, { first: 500, after: first.pageInfo.endCursor, slots })).storyCards;
    const cardIds = (conn: { edges: { node: { cardId: number } }[] }) => conn.edges.map((e) => e.node.cardId);
    expect(cardIds(long)).toEqual([...cardIds(first), ...cardIds(second)]);
    // Each card keeps its own lists.
    expect(long.edges.filter((e: any) => e.node.stats.length > 0).length).toBeGreaterThan(900);
  });
});

describe('the illustrator tracker', () => {
  it('lists every artist of a page of 2,000 with their counts, earliest dates and cards, in order', async () => {
    const data = await gql(`{ illustrators(first: 2000, orderBy: EARLIEST) {
      totalCount
      edges { node { slug cardCount earliestReleaseAt storyCards(orderBy: RELEASE) { name } } }
    } }`);
    const { totalCount, edges } = data.illustrators;
    // Three artists with cards in each of the 500 copies of the fixture.
    expect(totalCount).toBe(1500);
    expect(edges).toHaveLength(1500);
    for (const { node } of edges) expect(node.storyCards).toHaveLength(node.cardCount);
    const dates = edges.map((e: any) => e.node.earliestReleaseAt).filter((d: string | null) => d !== null);
    expect(dates.length).toBeGreaterThan(1000);
    expect(dates).toEqual([...dates].sort());
  });
});
