// One reveal rule per entity kind, through every path that lists the entity, nested or not: a hidden
// story card or Friend never appears through /graphql or /api until its instant, and appears through
// all of them with the switch on or once the instant has passed.
//
// Fixture facts used: card 1 "Scarlet Tea Time" has no reveal time and is released 2021-06-01 06:00
// UTC, so it is hidden until then; it is a rate-up of prayer 5 (new) and prayer 9 (exchange).
// A6 Flandre is revealed 2031-06-01: a rebirth batch member and an enemy of tower floor 3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const CARD_RELEASE = Date.parse('2021-06-01T06:00:00Z');
const FLANDRE_REVEAL = Date.parse('2031-06-01T00:00:00Z');
let clock = Date.parse('2026-11-23T00:00:00Z');
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
});
afterAll(() => running.close());

async function gql(query: string, jp: boolean): Promise<string> {
  const res = await fetch(`${running.base}/graphql${jp ? '?jpContent=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  expect(body.errors, query).toBeUndefined();
  return JSON.stringify(body.data);
}

async function api(path: string, jp: boolean): Promise<string> {
  const res = await fetch(`${running.base}${path}${jp ? `${path.includes('?') ? '&' : '?'}jpContent=1` : ''}`);
  return `${res.status} ${await res.text()}`;
}

type Path = [name: string, read: (jp: boolean) => Promise<string>];

/** A Relay global id, as the API gives one: base64 of "Type:key". */
const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64');

/** Every path through which story card 1 can be seen. */
const CARD_PATHS: Path[] = [
  ['storyCard', (jp) => gql('{ storyCard(cardId: 1) { name } }', jp)],
  ['storyCards', (jp) => gql('{ storyCards(first: 100) { edges { node { name } } } }', jp)],
  ['prayer 5 rateUpCards', (jp) => gql('{ prayer(id: 5) { rateUpCards { card { name } } } }', jp)],
  ['prayer 9 rateUpCards', (jp) => gql('{ prayer(id: 9) { rateUpCards { card { name } } } }', jp)],
  ['prayer 5 pool', (jp) => gql('{ prayer(id: 5) { pool { entries { item { name } } } } }', jp)],
  ['prayer search options', (jp) => gql('{ prayerFilterOptions { cards { name } } }', jp)],
  ['prayers by card', (jp) => gql('{ prayers(first: 50, cards: [1]) { edges { node { rateUpCards { card { name } } } } } }', jp)],
  ['illustrators', (jp) => gql('{ illustrators(first: 50) { edges { node { storyCards { name } } } } }', jp)],
  ['/api/story-cards/get-list', (jp) => api('/api/story-cards/get-list', jp)],
  ['/api/prayers/get-detail', (jp) => api('/api/prayers/get-detail?id=5', jp)],
  ['/api/prayers/get-detail 9', (jp) => api('/api/prayers/get-detail?id=9', jp)],
  ['/api/story-cards/get-illust', (jp) => api('/api/story-cards/get-illust', jp)],
];

describe('a story card hidden until its release', () => {
  it('appears through no path before its release', async () => {
    clock = CARD_RELEASE - 1;
    for (const [name, read] of CARD_PATHS) expect(await read(false), name).not.toContain('Scarlet Tea Time');
  });

  it('appears through every path with the switch on', async () => {
    clock = CARD_RELEASE - 1;
    for (const [name, read] of CARD_PATHS) expect(await read(true), name).toContain('Scarlet Tea Time');
  });

  it('appears through every path once released', async () => {
    clock = CARD_RELEASE;
    for (const [name, read] of CARD_PATHS) expect(await read(false), name).toContain('Scarlet Tea Time');
  });
});

/** Every path through which A6 Flandre can be seen by her slug. */
const FLANDRE_PATHS: Path[] = [
  ['character', (jp) => gql('{ character(slug: "a6-flandre") { slug } }', jp)],
  ['characters', (jp) => gql('{ characters(first: 100) { edges { node { slug } } } }', jp)],
  ['rebirth batches', (jp) => gql('{ characterBatches(kind: REBIRTH) { characters { slug } } }', jp)],
  ['prayer 7 rate-ups', (jp) => gql('{ prayer(id: 7) { rateUpCharacters { character { slug } } } }', jp)],
  ['prayer search options', (jp) => gql('{ prayerFilterOptions { characters { slug } } }', jp)],
  ['tower floor 3 enemies', (jp) => gql('{ towerFloor(number: 3) { enemies { unit { slug } } } }', jp)],
  ['/api/characters/rebirth-date', (jp) => api('/api/characters/rebirth-date', jp)],
  ['/api/characters/release-date', (jp) => api('/api/characters/release-date', jp)],
  ['/api/characters/modal', (jp) => api('/api/characters/modal?id=a6-flandre', jp)],
  // By global id, as tool authors and Relay refetch a node.
  ['node(id) of her', (jp) => gql(`{ node(id: "${globalId('Character', 'a6-flandre')}") { ... on Character { slug } } }`, jp)],
  [
    'node(id) of her last word',
    (jp) => gql(`{ node(id: "${globalId('Attack', 'a6-flandre.last-word')}") { ... on Attack { character { slug } } } }`, jp),
  ],
  // Her attacks, in the comparison list, filtered and not.
  ['attacks', (jp) => gql('{ attacks(first: 100) { totalCount edges { node { character { slug } } } } }', jp)],
  [
    'attacks of A6',
    (jp) => gql('{ attacks(first: 100, world: ["A6"], orderBy: CHARACTER) { edges { node { id character { slug } } } } }', jp),
  ],
];

describe('a Friend hidden until her reveal', () => {
  it('appears through no path before her reveal (the modal answers 404, as for an unknown id)', async () => {
    clock = FLANDRE_REVEAL - 1;
    for (const [name, read] of FLANDRE_PATHS) {
      const seen = await read(false);
      if (name === '/api/characters/modal') expect(seen, name).toMatch(/^404 /);
      else expect(seen, name).not.toContain('a6-flandre');
    }
  });

  it('appears through every path with the switch on, and once revealed', async () => {
    clock = FLANDRE_REVEAL - 1;
    for (const [name, read] of FLANDRE_PATHS) expect(await read(true), name).toContain('a6-flandre');
    clock = FLANDRE_REVEAL;
    for (const [name, read] of FLANDRE_PATHS) expect(await read(false), name).toContain('a6-flandre');
  });
});

describe('the forms of each rule', () => {
  it('agree: the where of a list keeps exactly the rows the in-memory rule shows, at every instant of the fixture', async () => {
    const { db } = await import('../../server/db.ts');
    const r = {
      ...(await import('../../server/shared/reveal.ts')),
      ...(await import('../../server/characters/reveal.ts')),
      ...(await import('../../server/storyCards/reveal.ts')),
      ...(await import('../../server/prayers/reveal.ts')),
      ...(await import('../../server/tower/reveal.ts')),
      ...(await import('../../server/updates/reveal.ts')),
    };
    const chars = await db.character.findMany({ select: { id: true, revealAt: true, unreleasedGroup: true, variantGroupId: true } });
    const groups = await db.variantGroup.findMany({ select: { id: true } });
    const cards = await db.storyCard.findMany({ select: { id: true, revealAt: true, releaseAt: true } });
    const prayers = await db.prayer.findMany({ select: { id: true, revealAt: true } });
    const floors = (await db.towerFloor.findMany({ select: { floor: true, releaseAt: true } })).map((f) => ({ id: f.floor, ...f }));
    const items = await db.updateItem.findMany({ select: { id: true, revealAt: true } });
    const instants = new Set<number>();
    for (const row of [...chars, ...cards, ...prayers, ...floors, ...items])
      for (const d of Object.values(row)) if (d instanceof Date) for (const t of [d.getTime() - 1, d.getTime()]) instants.add(t);
    expect(instants.size).toBeGreaterThan(4);
    for (const t of instants)
      for (const jpContent of [false, true]) {
        const viewer = r.createViewer(jpContent, new Date(t));
        const ids = async (rows: Promise<{ id: string | number }[]>) => (await rows).map((x) => x.id).sort();
        const at = `${new Date(t).toISOString()} jp=${jpContent}`;
        expect(await ids(db.character.findMany({ where: r.visibleCharacters(viewer), select: { id: true } })), at).toEqual(
          chars
            .filter((c) => r.isCharacterVisible(c, viewer))
            .map((c) => c.id)
            .sort(),
        );
        expect(await ids(db.storyCard.findMany({ where: r.visibleCards(viewer), select: { id: true } })), at).toEqual(
          cards
            .filter((c) => r.isCardVisible(c, viewer))
            .map((c) => c.id)
            .sort(),
        );
        expect(await ids(db.prayer.findMany({ where: r.visiblePrayers(viewer), select: { id: true } })), at).toEqual(
          prayers
            .filter((p) => r.isShown(r.prayerHiddenUntil(p), viewer))
            .map((p) => p.id)
            .sort(),
        );
        const floorIds = db.towerFloor
          .findMany({ where: r.visibleFloors(viewer), select: { floor: true } })
          .then((l) => l.map((f) => ({ id: f.floor })));
        expect(await ids(floorIds), at).toEqual(
          floors
            .filter((f) => r.isShown(r.floorHiddenUntil(f), viewer))
            .map((f) => f.id)
            .sort(),
        );
        expect(await ids(db.variantGroup.findMany({ where: r.visibleVariantGroups(viewer), select: { id: true } })), at).toEqual(
          groups
            .filter((g) =>
              r.isShown(r.groupHiddenUntil(chars.filter((c) => c.variantGroupId === g.id).map((c) => r.characterHiddenUntil(c))), viewer),
            )
            .map((g) => g.id)
            .sort(),
        );
        expect(await ids(db.updateItem.findMany({ where: r.visibleUpdateItems(viewer), select: { id: true } })), at).toEqual(
          items
            .filter((i) => r.isShown(r.updateItemHiddenUntil(i), viewer))
            .map((i) => i.id)
            .sort(),
        );
      }
  });
});
