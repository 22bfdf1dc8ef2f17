// The story cards' repo (illustratorRepo.ts holds the artists'). Every query applies the reveal
// rule for the request's viewer: cards (and the lists that reach them) leave out what the viewer
// may not see, featured characters follow the characters' own rule, and obtaining entries whose
// end has passed are gone for everyone. The search's filters are in search.ts, its sorting in
// sorting.ts. Reads are kept per data version below (server/shared/readCache.ts).
import type { Prisma } from '../../prisma/connect.ts';
import { visibleCharacters } from '../characters/reveal.ts';
import { db, storyCardsNamed } from '../db.ts';
import { nameSearchTerms } from '../shared/cardEffects.ts';
import { inParts, type Page, pageOfIds, ROWS_PER_STATEMENT, rowsInOrder, withId } from '../shared/paging.ts';
import { recordsOf } from '../shared/recordAccess.ts';
import type { Viewer } from '../shared/reveal.ts';
import { RARITIES, SUITS } from './constants.ts';
import { visibleCards } from './reveal.ts';
import {
  baseOrderBy,
  cardWhere,
  currentObtainingWhere,
  type ParsedSlot,
  parseSlots,
  type StoryCardFilter,
  type StoryCardOrder,
  searchConstraints,
} from './search.ts';
import { figureKey, orderBySlots, type SortRow } from './sorting.ts';

type Query<I, S> = { include?: I; select?: S };
type CardQuery = Query<Prisma.StoryCardInclude, Prisma.StoryCardSelect>;

/** Story cards the viewer may see, per rarity (1 to 5) and per suit, every value present (the home page). */
export async function countStoryCardsByStarAndSuit(viewer: Viewer) {
  const groups = await db.storyCard.groupBy({ by: ['rarity', 'suit'], where: visibleCards(viewer), _count: { _all: true } });
  const stars = RARITIES.map((rarity) => ({
    rarity,
    count: groups.filter((g) => g.rarity === rarity).reduce((n, g) => n + g._count._all, 0),
  }));
  const suits = SUITS.map((suit) => ({ suit, count: groups.filter((g) => g.suit === suit).reduce((n, g) => n + g._count._all, 0) }));
  return { stars, suits, total: stars.reduce((n, s) => n + s.count, 0) };
}

/** The page of cards matching the search, in the chosen order or by the search's sorting slots. */
export async function listStoryCards(
  query: CardQuery & Page<Prisma.StoryCardWhereUniqueInput>,
  filter: StoryCardFilter,
  order: StoryCardOrder,
  viewer: Viewer,
) {
  const { slots, where: whereWithout } = await readSearch(filter, viewer);
  const where = whereWithout();
  const sorting = slots.filter((s) => s.sort);
  if (sorting.length === 0) {
    if (query.take !== undefined && Math.abs(query.take) <= ROWS_PER_STATEMENT) {
      return db.storyCard.findMany({ ...query, where, orderBy: baseOrderBy(order) });
    }
    // A longer page: its ids first, then its rows in parts.
    const { take, skip, cursor, ...selection } = query;
    const page = await db.storyCard.findMany({ where, orderBy: baseOrderBy(order), take, skip, cursor, select: { id: true } });
    return rowsInOrder(
      page.map((r) => r.id),
      (list) => db.storyCard.findMany({ ...withId(selection), where: { id: { in: list } } }),
    );
  }

  // Sorted by the slots: the database orders the matching cards by the first slot's figure and cuts
  // the page there; only the cards from the page's start to the end of its last tie are ordered
  // here by every slot (orderedWindow). A date or an ordering stat first, or a page counted from
  // the end, orders every matching card here.
  const { take, skip, cursor, ...selection } = query;
  const first = sorting[0];
  // The database can cut the page only where every matching card has the first slot's figure: an
  // effect slot (it filters), not a stat slot that only orders.
  const window =
    first.kind === 'effect' && take !== undefined && take >= 0
      ? await orderedWindow(figureKey(first), first.sort === 'asc' ? 'asc' : 'desc', whereWithout(first), {
          take: (skip ?? 0) + take,
          cursor: cursor?.id,
        })
      : undefined;
  if (window === null) return [];
  const keys = [...new Set(sorting.filter((s) => s.kind !== 'date').map(figureKey))];
  const matching = window ?? (await db.storyCard.findMany({ where, select: { id: true } })).map((r) => r.id);
  const ids = pageOfIds(orderBySlots(await sortRows(matching, keys), sorting, order), { take, skip, cursor });
  return rowsInOrder(ids, (list) => db.storyCard.findMany({ ...withId(selection), where: { id: { in: list } } }));
}

/**
 * The cards from the page's start (the start of the list, or the cursor's tie) to the end of the
 * tie of the `take`-th card after it, in the database's order of one figure: every card whose
 * figure lies in that range, so ordering them by every slot places each one exactly. Null when
 * the cursor is not a card with the figure (an empty page, as Prisma gives).
 */
async function orderedWindow(
  key: string,
  direction: 'asc' | 'desc',
  where: Prisma.StoryCardWhereInput,
  page: { take: number; cursor?: number },
): Promise<number[] | null> {
  const tie = async (value: number) =>
    (await db.storyCardFigure.findMany({ where: { key, value, card: where }, select: { cardId: true } })).map((r) => r.cardId);
  const ids: number[] = [];
  let after: number | undefined;
  if (page.cursor !== undefined) {
    const at = await db.storyCardFigure.findFirst({ where: { key, cardId: page.cursor, card: where }, select: { value: true } });
    if (!at) return null;
    ids.push(...(await tie(at.value)));
    after = at.value;
  }
  if (page.take === 0) return ids;
  const rows = await db.storyCardFigure.findMany({
    where: { key, card: where, ...(after === undefined ? {} : { value: direction === 'desc' ? { lt: after } : { gt: after } }) },
    orderBy: [{ value: direction }, { cardId: 'asc' }],
    take: page.take,
    select: { cardId: true, value: true },
  });
  if (rows.length < page.take) return [...ids, ...rows.map((r) => r.cardId)];
  const last = (rows.at(-1) as { value: number }).value;
  return [...ids, ...rows.filter((r) => r.value !== last).map((r) => r.cardId), ...(await tie(last))];
}

const NO_FIGURES: ReadonlyMap<string, number> = new Map();

/** The cards' sort columns, with their figures for `keys`. */
async function sortRows(ids: readonly number[], keys: readonly string[]): Promise<SortRow[]> {
  const cards = await inParts(ids, (list) =>
    db.storyCard.findMany({ where: { id: { in: list } }, select: { id: true, sortKey: true, rarity: true, releaseAt: true } }),
  );
  const figures = keys.length
    ? await inParts(ids, (list) =>
        db.storyCardFigure.findMany({
          where: { key: { in: [...keys] }, cardId: { in: list } },
          select: { cardId: true, key: true, value: true },
        }),
      )
    : [];
  const byCard = new Map<number, Map<string, number>>();
  for (const f of figures) {
    const card = byCard.get(f.cardId) ?? new Map<string, number>();
    byCard.set(f.cardId, card);
    card.set(f.key, f.value);
  }
  return cards.map((c) => ({ ...c, figures: byCard.get(c.id) ?? NO_FIGURES }));
}

/** How many cards match; with no filter, every card the viewer may see. */
export async function countStoryCards(filter: StoryCardFilter, viewer: Viewer) {
  const { slots, where, constrained } = await readSearch(filter, viewer);
  if (!constrained) return countVisibleCards(viewer);
  // With an effect or stat slot, counted from that figure's rows (one per card that has it).
  const by = slots.find((s) => s.kind === 'effect') ?? slots.find((s) => s.kind === 'stat' && !s.sort);
  if (by) return db.storyCardFigure.count({ where: { key: figureKey(by), card: where(by) } });
  return db.storyCard.count({ where: where() });
}

/**
 * A search as the list and its count read it: its slots checked, its name terms looked up in the
 * name index, and the card filter, with or without one slot's own constraint (which a figure's
 * rows already make).
 */
async function readSearch(filter: StoryCardFilter, viewer: Viewer) {
  const slots = parseSlots(filter.slots, viewer);
  const named = await storyCardsNamed(nameSearchTerms(filter.name));
  return {
    slots,
    constrained: searchConstraints(filter, slots, viewer, named).length > 0,
    where: (without?: ParsedSlot) => cardWhere(filter, without ? slots.filter((s) => s !== without) : slots, viewer, named),
  };
}

/** The unique where of node(id): the card, if the viewer may see it. */
export function visibleCardById(id: number, viewer: Viewer): Prisma.StoryCardWhereUniqueInput {
  return { id, AND: [visibleCards(viewer)] };
}

export function findStoryCard(query: CardQuery, id: number, viewer: Viewer) {
  return db.storyCard.findFirst({ ...query, where: { AND: [{ id }, visibleCards(viewer)] } });
}

/** Every card with a release instant: when it is revealed and released. */
export const readCardReleases = () =>
  db.storyCard.findMany({ where: { releaseAt: { not: null } }, select: { revealAt: true, releaseAt: true } });

/** How many cards the viewer may see. */
export function countVisibleCards(viewer: Viewer) {
  return db.storyCard.count({ where: visibleCards(viewer) });
}

// ---------------------------------------------------------------- a card's lists

export const statsQuery = { orderBy: { position: 'asc' as const } };

/** A card's buffs, random and not, in order (the two effect lists split them). */
export const buffsQuery = { orderBy: { position: 'asc' as const } };

export function obtainingQuery(viewer: Viewer) {
  return { where: currentObtainingWhere(viewer), orderBy: { position: 'asc' as const } };
}

export const aliasesQuery = { orderBy: [{ priority: 'desc' as const }, { value: 'asc' as const }] };

/** Selection of a card's featured characters the viewer may see (the join rows, then the character). */
export function featuredSelect<S>(viewer: Viewer, character: S) {
  return {
    featured: {
      where: { character: visibleCharacters(viewer) },
      orderBy: { characterId: 'asc' as const },
      select: { character },
    },
  };
}

// ---------------------------------------------------------------- the picker's options

/** Effects found on the cards the viewer may see, for the effect picker (tags). */
export function listEffectTags(viewer: Viewer) {
  return db.storyCardBuff.groupBy({
    by: ['effect', 'attrType', 'attrName', 'metadata'],
    where: { card: visibleCards(viewer), random: false },
    _count: { cardId: true },
    orderBy: [{ effect: 'asc' }],
  });
}

/** Characters featured on cards the viewer may see (the chips of the featured filter), by name. */
export async function listFeaturedCharacters(query: Query<Prisma.CharacterInclude, Prisma.CharacterSelect>, viewer: Viewer) {
  const rows = await db.character.findMany({
    where: { AND: [visibleCharacters(viewer), { featuredIn: { some: { card: visibleCards(viewer) } } }] },
    orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return rowsInOrder(
    rows.map((r) => r.id),
    (list) => db.character.findMany({ ...withId(query), where: { id: { in: list } } }),
  );
}

/** The story cards as records of their file: each one's page, and those the viewer may see by id. */
export const storyCardRecords = recordsOf(() => db.storyCard, {
  key: 'id',
  numeric: true,
  where: visibleCards,
  path: (key) => `/story-cards/${key}`,
});
