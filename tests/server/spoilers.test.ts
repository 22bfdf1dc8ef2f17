// The one spoiler rule, end to end: the switch is the request's `jpContent` parameter (GraphQL
// and /api alike), every entity and nested list goes through it, and hidden content appears
// exactly when its reveal time passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const REVEAL = Date.parse('2031-06-01T00:00:00Z');
let clock = Date.parse('2026-11-23T00:00:00Z');
let running: TestSite;
let base: string;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  base = running.base;
});
afterAll(async () => {
  await running.close();
});

const UPDATES = '{ updates(first: 5) { edges { node { number items { detail hidden subItems { detail hidden } } } } } }';

async function gql(query: string, jp = false) {
  const res = await fetch(`${base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await res.json()).data;
}

async function api(path: string, jp = false) {
  return (await fetch(`${base}${path}${jp ? `${path.includes('?') ? '&' : '?'}jpContent=1` : ''}`)).json();
}

const entry = (data: any, n: number) => data.updates.edges.find((e: any) => e.node.number === n).node;

describe('update log spoilers', () => {
  it('hide a future sub-item under a revealed item, in GraphQL and in /api', async () => {
    clock = REVEAL - 1;
    const summer = entry(await gql(UPDATES), 3);
    expect(summer.items[0]).toEqual({ detail: 'Settings page', hidden: false, subItems: [] });
    const legacy = (await api('/api/general/updates')).data.content.find((e: any) => e.number === 3);
    expect(legacy.features[0].subItems).toEqual([]);
    expect(JSON.stringify(legacy)).not.toMatch(/calendar/i);
  });

  it('show it with JP content as its teaser text, never the real detail, until its time', async () => {
    clock = REVEAL - 1;
    const summer = entry(await gql(UPDATES, true), 3);
    expect(summer.items[0].subItems).toEqual([{ detail: 'A calendar for an upcoming event', hidden: true }]);
    const spring = entry(await gql(UPDATES, true), 2);
    expect(spring.items).toContainEqual({ detail: 'Yuyuko (Cherry Blossom) appears', hidden: true, subItems: [] });
    const legacy = (await api('/api/general/updates', true)).data.content.find((e: any) => e.number === 3);
    expect(legacy.features[0].subItems[0].detail).toBe('A calendar for an upcoming event');
  });

  it('show the real detail to everyone once the reveal time passes', async () => {
    clock = REVEAL;
    const summer = entry(await gql(UPDATES), 3);
    expect(summer.items[0].subItems).toEqual([{ detail: 'Cherry Blossom event calendar', hidden: false }]);
    const spring = entry(await gql(UPDATES), 2);
    expect(spring.items.map((i: any) => i.detail)).toContain('A secret character arrives');
  });
});

describe('characters', () => {
  it('an unrevealed character appears with the switch, in GraphQL and /api', async () => {
    clock = REVEAL - 1;
    const off = await gql('{ character(slug: "a7-yuyuko") { slug } }');
    const on = await gql('{ character(slug: "a7-yuyuko") { slug } }', true);
    expect(off.character).toBeNull();
    expect(on.character).toEqual({ slug: 'a7-yuyuko' });
    expect((await fetch(`${base}/api/characters/modal?id=a7-yuyuko`)).status).toBe(404);
    expect((await api('/api/characters/modal?id=a7-yuyuko', true)).data.id).toBe('a7-yuyuko');
    expect((await api('/api/characters/unreleased')).data.jp).toEqual([]);
    expect((await api('/api/characters/unreleased', true)).data.jp.map((c: any) => c.id)).toContain('a7-yuyuko');
  });

  it('reads the switch from the query string only: no field takes a jpContent argument', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { fields { args { name } } } } }' }),
    });
    const args = JSON.stringify((await res.json()).data);
    expect(args).not.toContain('jpContent');
  });
});

describe('prayers', () => {
  const PRAYER = '{ prayer(id: 7) { name revealed rateUpCharacters { character { slug } } } }';
  const POOL = '{ prayerPool(kind: RITUAL) { characters { item { slug } chanceSc } } }';

  it('a prayer announced later, and a spoiler Friend in a pool, appear with the switch only, in GraphQL and /api', async () => {
    clock = REVEAL - 1;
    expect((await gql(PRAYER)).prayer).toBeNull();
    expect((await gql(PRAYER, true)).prayer).toEqual({
      name: 'Scarlet Night of Flandre',
      revealed: false,
      rateUpCharacters: [{ character: { slug: 'a6-flandre' } }],
    });
    expect((await fetch(`${base}/api/prayers/get-detail?id=7`)).status).toBe(404);
    expect((await api('/api/prayers/get-detail?id=7', true)).data.id).toBe(7);
    expect((await gql(POOL)).prayerPool.characters).toEqual([{ item: { slug: 'a6-sakuya' }, chanceSc: 1 }]);
    expect((await api('/api/characters/ritual-pool', true)).data.map((e: any) => e.id)).toEqual(['a6-sakuya', 'a6-flandre']);
  });

  it('appear for everyone once their reveal time passes, the simulator included', async () => {
    clock = REVEAL;
    expect((await gql(PRAYER)).prayer).toMatchObject({ revealed: true });
    expect((await gql(POOL)).prayerPool.characters.map((e: any) => e.chanceSc)).toEqual([0.5, 0.5]);
    const res = await fetch(`${base}/api/prayers/roll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 7, type: 'single', pullNo: 0 }),
    });
    expect(res.status).toBe(200);
    clock = Date.parse('2026-11-23T00:00:00Z');
  });
});
