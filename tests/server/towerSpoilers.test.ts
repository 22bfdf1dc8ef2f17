// The reveal rule on the tower over time, through the whole site (GraphQL and /api, with the
// response cache on): floor 6 opens at 2031-01-01T06:00Z; before that it is a JP spoiler, listed
// only with the switch and marked, and cached answers expire exactly when it opens. A6 Flandre
// (revealed 2031-06-01) is an enemy of the released floor 3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const OPENS = Date.parse('2031-01-01T06:00:00Z');
const FLANDRE = Date.parse('2031-06-01T00:00:00Z');
let clock = Date.parse('2026-11-23T00:00:00Z');
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
});
afterAll(() => running.close());

async function gql(query: string, jp = false) {
  const res = await fetch(`${running.base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return res.json();
}

async function api(path: string, jp = false) {
  const res = await fetch(`${running.base}${path}${jp ? `${path.includes('?') ? '&' : '?'}jpContent=1` : ''}`);
  return { status: res.status, body: await res.json() };
}

const FLOORS = '{ towerFloors(first: 50) { edges { node { number released } } } }';
const floors = (data: any) => data.towerFloors.edges.map((e: any) => [e.node.number, e.node.released]);

describe('a floor still to be released', () => {
  it('is left out of every list and answer without the switch', async () => {
    clock = OPENS - 1;
    expect(floors((await gql(FLOORS)).data)).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [5, true],
    ]);
    expect((await api('/api/towers/get-list')).body.data.map((f: any) => f.floor)).toEqual([1, 2, 3, 5]);
    // A floor the visitor may not see yet does not exist for them (the page clamps to the last one seen).
    const hidden = await api('/api/towers/get-detail?floor=6');
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Tower floor does not exist!');
    expect((await api('/api/towers/get-hp-graph')).body.data.map((e: any) => e.floor)).toEqual([1, 2, 3, 5]);
    const rewards = (await api('/api/towers/get-rewards')).body.data;
    expect(rewards.map((i: any) => i.item)).toEqual(['coins', 'kyara-2', 'manaka-3']);
    expect(JSON.stringify(rewards)).not.toContain('"floor":6');
  });

  it('is listed with the switch, marked as not released', async () => {
    clock = OPENS - 1;
    expect(floors((await gql(FLOORS, true)).data).at(-1)).toEqual([6, false]);
    expect((await api('/api/towers/get-detail?floor=6', true)).body.data).toMatchObject({ floor: 6, release: '2031-01-01T06:00:00.000Z' });
    expect((await api('/api/towers/get-hp-graph', true)).body.data.at(-1)).toEqual({ floor: 6, value: 240000, isReleased: false });
    const sasora = (await api('/api/towers/get-rewards', true)).body.data.find((i: any) => i.item === 'sasora-2');
    expect(sasora).toEqual({
      item: 'sasora-2',
      name: 'Sasora Charm',
      total: 1,
      values: [{ floor: 6, amount: 1, release: '2031-01-01T06:00:00.000Z' }],
    });
  });

  it('is shown to everyone from its release time on, cached answers included', async () => {
    clock = OPENS - 1;
    await api('/api/towers/get-list');
    await api('/api/towers/get-list');
    clock = OPENS;
    expect((await api('/api/towers/get-list')).body.data.map((f: any) => f.floor)).toEqual([1, 2, 3, 5, 6]);
    expect(floors((await gql(FLOORS)).data).at(-1)).toEqual([6, true]);
    expect((await gql('{ towerFloor { number } }')).data.towerFloor).toEqual({ number: 6 });
    expect((await api('/api/towers/get-hp-graph')).body.data.at(-1)).toEqual({ floor: 6, value: 150000, isReleased: true });
  });
});

describe('an enemy whose character is a spoiler', () => {
  it('is left out of a released floor without the switch until the character is revealed', async () => {
    const slugs = async (jp = false) =>
      (await api('/api/towers/get-detail?floor=3', jp)).body.data.enemies.map((e: any) => e?.unit.id ?? null);
    clock = FLANDRE - 1;
    expect(await slugs()).toEqual(['a6-sakuya', null, null]);
    expect(await slugs(true)).toEqual(['a6-sakuya', 'a6-flandre', null]);
    clock = FLANDRE;
    expect(await slugs()).toEqual(['a6-sakuya', 'a6-flandre', null]);
    clock = Date.parse('2026-11-23T00:00:00Z');
  });
});
