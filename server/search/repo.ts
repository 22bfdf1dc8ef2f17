// The site-wide search's repo: the names of every character, story card, prayer and illustrator,
// read once per data version into memory (a few thousand short strings), with when each may be
// shown; a search is a scan of that index with the request's viewer, and the rows it finds are
// then loaded with Pothos's selection, through the kind's reveal rule once more.
import type { Prisma } from '../../prisma/connect.ts';
import { characterHiddenUntil, visibleCharacters } from '../characters/reveal.ts';
import { db } from '../db.ts';
import { prayerHiddenUntil, visiblePrayers } from '../prayers/reveal.ts';
import { rowsInOrder, withId } from '../shared/paging.ts';
import { groupHiddenUntil, isShown, type Viewer } from '../shared/reveal.ts';
import { perDataVersion } from '../shared/versionMemo.ts';
import { cardHiddenUntil, visibleCards } from '../storyCards/reveal.ts';
import { type FoldedName, foldNames, rankNames, type SearchText } from './matching.ts';

interface Entry<K> {
  id: K;
  names: FoldedName[];
  /** When the viewer without the switch may see it (ms), by the kind's reveal rule. */
  hiddenUntil: number;
}

interface SearchIndex {
  characters: Entry<string>[];
  storyCards: Entry<number>[];
  prayers: Entry<number>[];
  illustrators: Entry<string>[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every searchable name, in each kind's own order (ties in rank keep it). */
const searchIndex = perDataVersion(async (): Promise<SearchIndex> => {
  const [characters, cards, prayers, illustrators] = await Promise.all([
    db.character.findMany({
      select: {
        id: true,
        nameEn: true,
        shortNameEn: true,
        nameJp: true,
        nameKana: true,
        nameTranslit: true,
        shortNameTranslit: true,
        titleEn: true,
        titleJp: true,
        worldId: true,
        revealAt: true,
        unreleasedGroup: true,
        aliases: { select: { value: true }, orderBy: { value: 'asc' } },
      },
      orderBy: [{ releaseKey: 'asc' }, { id: 'asc' }],
    }),
    db.storyCard.findMany({
      select: {
        id: true,
        name: true,
        nameOriginal: true,
        revealAt: true,
        releaseAt: true,
        artistId: true,
        aliases: { select: { value: true }, orderBy: [{ priority: 'desc' }, { value: 'asc' }] },
      },
      orderBy: [{ id: 'desc' }],
    }),
    db.prayer.findMany({ select: { id: true, name: true, revealAt: true }, orderBy: [{ listKey: 'asc' }] }),
    db.illustrator.findMany({ select: { id: true, name: true, jpName: true } }),
  ]);

  // An illustrator is known through their cards: shown once one of them is, never without one.
  const cardsOf = new Map<string, number[]>();
  for (const c of cards) {
    if (c.artistId) cardsOf.set(c.artistId, [...(cardsOf.get(c.artistId) ?? []), cardHiddenUntil(c)]);
  }

  return {
    characters: characters.map((c) => ({
      id: c.id,
      names: foldNames([
        c.nameEn,
        c.shortNameEn,
        // The way players name a costume: "L1 Reimu", "A6 Sakuya".
        c.worldId ? `${c.worldId} ${c.shortNameEn}` : null,
        c.titleEn,
        c.nameJp,
        c.nameKana,
        c.nameTranslit,
        c.shortNameTranslit,
        c.titleJp,
        ...c.aliases.map((a) => a.value),
      ]),
      hiddenUntil: characterHiddenUntil(c),
    })),
    storyCards: cards.map((c) => ({
      id: c.id,
      names: foldNames([c.name, c.nameOriginal, ...c.aliases.map((a) => a.value)]),
      hiddenUntil: cardHiddenUntil(c),
    })),
    prayers: prayers.map((p) => ({ id: p.id, names: foldNames([p.name]), hiddenUntil: prayerHiddenUntil(p) })),
    illustrators: [...illustrators]
      .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1))
      .map((a) => {
        const members = cardsOf.get(a.id) ?? [];
        return {
          id: a.id,
          names: foldNames([a.name, a.jpName, a.id]),
          hiddenUntil: members.length ? groupHiddenUntil(members) : Number.POSITIVE_INFINITY,
        };
      }),
  };
});

/** The ids of one kind that answer a search, best first (at most `first`), and how many answer in all. */
export interface KindHits<K> {
  ids: K[];
  total: number;
}

export interface SearchHits {
  characters: KindHits<string>;
  storyCards: KindHits<number>;
  prayers: KindHits<number>;
  illustrators: KindHits<string>;
}

function find<K>(entries: readonly Entry<K>[], text: SearchText, first: number, viewer: Viewer): KindHits<K> {
  const found: { id: K; rank: number; at: number }[] = [];
  entries.forEach((e, at) => {
    // The reveal rule before anything else: a thing the viewer may not see is not counted either.
    if (!isShown(e.hiddenUntil, viewer)) return;
    const rank = rankNames(e.names, text);
    if (rank !== null) found.push({ id: e.id, rank, at });
  });
  found.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return { ids: found.slice(0, first).map((f) => f.id), total: found.length };
}

/** What answers the text, of each kind, for the viewer. */
export async function searchAll(text: SearchText, first: number, viewer: Viewer): Promise<SearchHits> {
  const index = await searchIndex(viewer);
  return {
    characters: find(index.characters, text, first, viewer),
    storyCards: find(index.storyCards, text, first, viewer),
    prayers: find(index.prayers, text, first, viewer),
    illustrators: find(index.illustrators, text, first, viewer),
  };
}

type Query<I, S> = { include?: I; select?: S };

// The rows of the hits, with Pothos's selection and, once more, the kind's reveal rule.

export function charactersInOrder(query: Query<Prisma.CharacterInclude, Prisma.CharacterSelect>, ids: string[], viewer: Viewer) {
  return rowsInOrder(ids, (part) =>
    db.character.findMany({ ...withId(query), where: { AND: [{ id: { in: part } }, visibleCharacters(viewer)] } }),
  );
}

export function storyCardsInOrder(query: Query<Prisma.StoryCardInclude, Prisma.StoryCardSelect>, ids: number[], viewer: Viewer) {
  return rowsInOrder(ids, (part) =>
    db.storyCard.findMany({ ...withId(query), where: { AND: [{ id: { in: part } }, visibleCards(viewer)] } }),
  );
}

export function prayersInOrder(query: Query<Prisma.PrayerInclude, Prisma.PrayerSelect>, ids: number[], viewer: Viewer) {
  return rowsInOrder(ids, (part) =>
    db.prayer.findMany({ ...withId(query), where: { AND: [{ id: { in: part } }, visiblePrayers(viewer)] } }),
  );
}

export function illustratorsInOrder(query: Query<Prisma.IllustratorInclude, Prisma.IllustratorSelect>, ids: string[], viewer: Viewer) {
  return rowsInOrder(ids, (part) =>
    db.illustrator.findMany({ ...withId(query), where: { AND: [{ id: { in: part } }, { storyCards: { some: visibleCards(viewer) } }] } }),
  );
}
