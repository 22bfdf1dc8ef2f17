// The home query and the states of maintenance windows and developer letters, at fixed clocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

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
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const at = (iso: string) => {
  clock = Date.parse(iso);
};

const STATE = '{ home { nextMaintenance { id status start end } devLetter { time status } } }';

describe('maintenance windows', () => {
  it('are waiting before their start, ongoing until their end, and dropped once done', async () => {
    at('2031-01-02T01:59:59Z');
    expect((await gql(STATE)).home.nextMaintenance).toMatchObject({ id: 1, status: 'WAITING' });
    at('2031-01-02T02:00:00Z');
    expect((await gql(STATE)).home.nextMaintenance).toMatchObject({ id: 1, status: 'ONGOING' });
    at('2031-01-02T05:59:59Z');
    expect((await gql(STATE)).home.nextMaintenance.status).toBe('ONGOING');
    at('2031-01-02T06:00:00Z');
    expect((await gql(STATE)).home.nextMaintenance).toBeNull();
    const all = await gql('{ maintenances { id status } }');
    expect(all.maintenances).toEqual([
      { id: 1, status: 'DONE' },
      { id: 2, status: 'DONE' },
    ]);
  });
});

describe('developer letters', () => {
  it('start in, are started for one hour, then ended', async () => {
    at('2031-01-01T11:59:59Z');
    expect((await gql(STATE)).home.devLetter.status).toBe('STARTS_IN');
    at('2031-01-01T12:00:00Z');
    expect((await gql(STATE)).home.devLetter.status).toBe('STARTED');
    at('2031-01-01T12:59:59Z');
    expect((await gql(STATE)).home.devLetter.status).toBe('STARTED');
    at('2031-01-01T13:00:00Z');
    expect((await gql(STATE)).home.devLetter.status).toBe('ENDED');
  });
});

describe('the home query', () => {
  it('composes the counts, the upcoming characters and the latest updates for the viewer', async () => {
    at('2026-11-23T00:00:00Z');
    const query =
      '{ home { notice characterCounts { key filter count } storyCardCounts { total stars { rarity count } suits { suit count } } upcomingCharacters { slug } latestUpdates { number } } }';
    const { home } = await gql(query);
    expect(home.notice).toMatch(/^Fixture notice: .*JP content/);
    expect(home.characterCounts.find((c: any) => c.key === 'gen')).toEqual({ key: 'gen', filter: 'gen', count: 2 });
    expect(home.characterCounts.find((c: any) => c.key === 'sfes')).toMatchObject({ filter: 'ufes', count: 1 });
    expect(home.characterCounts).toHaveLength(12);
    expect(home.storyCardCounts.total).toBe(7);
    expect(home.storyCardCounts.stars).toHaveLength(5);
    expect(home.upcomingCharacters).toEqual([{ slug: 'a7-youmu' }]);
    expect(home.latestUpdates.map((u: any) => u.number)).toEqual([3, 2, 1]);
    // With the switch on, the spoilers join: the unrevealed card and the upcoming Flandre.
    const jp = (await gql(query, true)).home;
    expect(jp.storyCardCounts.total).toBe(8);
    expect(jp.upcomingCharacters.map((c: any) => c.slug)).toEqual(['a7-youmu', 'a6-flandre']);
  });
});

describe('prayers on the home page', () => {
  const PRAYERS = '{ home { currentPrayers { prayerId status } endedPrayers { prayerId status } } }';
  const ids = (list: { prayerId: number }[]) => list.map((p) => p.prayerId);

  it('lists what runs and what is announced by start, and the prayers that ended last', async () => {
    at('2026-11-23T00:00:00Z');
    const { home } = await gql(PRAYERS);
    // The standard prayer (no end) runs since 2021; #5 runs until 2030; #8 and #3 are to come.
    expect(home.currentPrayers).toEqual([
      { prayerId: 4, status: 'ONGOING' },
      { prayerId: 5, status: 'ONGOING' },
      { prayerId: 8, status: 'UPCOMING' },
      { prayerId: 3, status: 'UPCOMING' },
    ]);
    expect(ids(home.endedPrayers)).toEqual([2, 6, 10]);
    expect(home.endedPrayers.every((p: { status: string }) => p.status === 'ENDED')).toBe(true);
  });

  it('moves a prayer along as its start and end pass', async () => {
    at('2030-01-01T06:00:00Z');
    expect((await gql(PRAYERS)).home.currentPrayers).toContainEqual({ prayerId: 8, status: 'ONGOING' });
    at('2030-12-31T05:59:59Z');
    const ended = (await gql(PRAYERS)).home;
    expect(ids(ended.currentPrayers)).toEqual([4, 3]);
    expect(ids(ended.endedPrayers)).toEqual([5, 8, 2]);
  });

  it('shows an unannounced prayer only with the switch on', async () => {
    at('2026-11-23T00:00:00Z');
    expect(ids((await gql(PRAYERS)).home.currentPrayers)).not.toContain(7);
    expect(ids((await gql(PRAYERS, true)).home.currentPrayers)).toEqual([4, 5, 8, 3, 7]);
  });
});
