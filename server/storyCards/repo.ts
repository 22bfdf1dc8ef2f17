// The only module of the story-card domain that talks to the database. Every query applies the
// reveal rule for the request's viewer: cards (and the lists that reach them) leave out what the
// viewer may not see, featured characters follow the characters' own rule, and obtaining entries
// whose end has passed are gone for everyone.
import { GraphQLError } from 'graphql';
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { nameSearchTerms, searchKeyOf } from '../shared/cardEffects.ts';
import { dayBound } from '../shared/dayBounds.ts';
import { readInstants } from '../shared/repo.ts';
import { type Viewer, visibleCards, visibleCharacters } from '../shared/reveal.ts';
import { characterRevealInstants, epochOf, nextInstant, perDataVersion, sortedInstants, versionMemo } from '../shared/versionMemo.ts';
import { isStatId, MAX_SLOTS, OBTAINING_GROUPS, RARITIES, RARITY_CHOICES, ROLES, SUITS, TARGETS, undefinedStat } from './constants.ts';

type Where = Prisma.StoryCardWhereInput;
type Query<I, S> = { include?: I; select?: S };
type CardQuery = Query<Prisma.StoryCardInclude, Prisma.StoryCardSelect>;
type IllustratorQuery = Query<Prisma.IllustratorInclude, Prisma.IllustratorSelect>;
type Page<C> = { take?: number; skip?: number; cursor?: C };

export type SlotKind = 'effect' | 'stat' | 'date';
export type SortDirection = 'asc' | 'desc';
export type TargetRule = 'single' | 'multi';

/** One sort/filter slot of the advanced search. */
export interface SlotInput {
  kind: SlotKind;
  /** The effect id (Effect) or stat id (Stat). */
  value?: string | null;
  /** Null: the slot filters only. */
  sort?: SortDirection | null;
  /** Effect slots: single (self or one enemy) or multi (party or all enemies) targets only. */
  target?: TargetRule | null;
  /** Date slots: YYYY-MM-DD (from 00:00 UTC) or "now". */
  start?: string | null;
  /** Date slots: YYYY-MM-DD (to 23:59:59 UTC), "now" or empty. */
  end?: string | null;
}

export interface StoryCardFilter {
  /** Comma list of name terms, each matched against the name, the original name and the aliases. */
  name?: string | null;
  /** Matched against the artist's names, ignoring case and anything but letters and digits. */
  artist?: string | null;
  /** Character slugs; a card must feature every one. */
  featured?: readonly string[] | null;
  rarities?: readonly number[] | null;
  suits?: readonly string[] | null;
  obtaining?: string | null;
  role?: string | null;
  slots?: readonly SlotInput[] | null;
}

export type StoryCardOrder = 'NEWEST' | 'OLDEST' | 'NAME' | 'RARITY';
export type IllustratorOrder = 'NAME' | 'EARLIEST' | 'CARD_COUNT';
export type IllustratorCardOrder = 'NAME' | 'RELEASE';

function badInput(message: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

// ---------------------------------------------------------------- what a data version makes constant

interface CardData {
  /** Card reveal and release instants (ms, sorted): the list changes by itself at each. */
  cardInstants: number[];
  /** Those and the characters' reveal instants: everything the domain shows changes only at these. */
  instants: number[];
}

const cardData = perDataVersion<CardData>(async (scope) => {
  const [reveals, releases, characters] = await Promise.all([
    readInstants('storyCard', 'revealAt'),
    readInstants('storyCard', 'releaseAt'),
    characterRevealInstants(scope),
  ]);
  const cardInstants = sortedInstants([...reveals, ...releases]);
  const instants = sortedInstants([...reveals, ...releases, ...characters.map((t) => new Date(t))]);
  return { cardInstants, instants };
});

/** Values computed from the whole visible set, per data version and reveal epoch. */
const epochValues = versionMemo(256);

/**
 * A value computed from the whole visible set (counts, the picker's options, the illustrators'
 * order): once per data version and epoch of the reveal instants, shared by every viewer in it.
 */
async function perEpoch<T>(name: string, viewer: Viewer, compute: () => Promise<T>): Promise<T> {
  const data = await cardData(viewer);
  return epochValues.get(viewer, `${name}|${epochOf(data.instants, viewer)}`, compute);
}

/** Story cards the viewer may see, per rarity (1 to 5) and per suit, every value present (the home page). */
export async function countStoryCardsByStarAndSuit(viewer: Viewer) {
  const groups = await perEpoch('by-star-and-suit', viewer, () =>
    db.storyCard.groupBy({ by: ['rarity', 'suit'], where: visibleCards(viewer), _count: { _all: true } }),
  );
  const stars = RARITIES.map((rarity) => ({
    rarity,
    count: groups.filter((g) => g.rarity === rarity).reduce((n, g) => n + g._count._all, 0),
  }));
  const suits = SUITS.map((suit) => ({ suit, count: groups.filter((g) => g.suit === suit).reduce((n, g) => n + g._count._all, 0) }));
  return { stars, suits, total: stars.reduce((n, s) => n + s.count, 0) };
}

/** Obtaining entries still current: an entry whose end has passed is hidden for every viewer. */
export function currentObtainingWhere(viewer: Viewer): Prisma.StoryCardObtainWhereInput {
  return { OR: [{ endsAt: null }, { endsAt: { gt: viewer.now } }] };
}

// ---------------------------------------------------------------- the advanced search

interface ParsedSlot {
  kind: SlotKind;
  value: string;
  sort: SortDirection | null;
  targets: readonly string[] | null;
  start: Date | null;
  end: Date | null;
}

/** Checks the slots: at most three, one date at most, stat ids from the six, date bounds as days. */
export function parseSlots(slots: readonly SlotInput[] | null | undefined, viewer: Viewer): ParsedSlot[] {
  const list = slots ?? [];
  if (list.length > MAX_SLOTS) throw badInput(`At most ${MAX_SLOTS} sort/filter slots, not ${list.length}`);
  if (list.filter((s) => s.kind === 'date').length > 1) throw badInput('Only one sort/filter slot may be a date');
  return list.map((s) => {
    const value = (s.value ?? '').trim().toLowerCase();
    if (s.kind === 'stat' && !isStatId(value)) throw undefinedStat(value);
    if (s.kind === 'effect' && !/^[a-z0-9][a-z0-9-]{0,60}$/.test(value))
      throw badInput(`Unknown effect id ${JSON.stringify(value.slice(0, 40))}`);
    return {
      kind: s.kind,
      value,
      sort: s.sort ?? null,
      targets: s.kind === 'effect' && s.target ? TARGETS[s.target] : null,
      start: s.kind === 'date' ? dayBound(s.start, 'start', viewer) : null,
      end: s.kind === 'date' ? dayBound(s.end, 'end', viewer) : null,
    };
  });
}

/** A multi-choice filter: none or every choice is no filter; unknown values are ignored. */
function choice<T>(values: readonly T[] | null | undefined, known: readonly T[], all: readonly T[] = known): T[] | undefined {
  const chosen = [...new Set((values ?? []).filter((v) => known.includes(v)))];
  if (chosen.length === 0 || all.every((v) => chosen.includes(v))) return undefined;
  return chosen;
}

/** The buffs an effect slot matches: enabled, of the effect, on the slot's targets. */
function effectBuffWhere(slot: ParsedSlot): Prisma.StoryCardBuffWhereInput {
  return { effect: slot.value, enabled: true, random: false, ...(slot.targets ? { target: { in: [...slot.targets] } } : {}) };
}

/** What the search asks of a card beyond the reveal rule (none: every card the viewer may see). */
function searchConstraints(f: StoryCardFilter, slots: ParsedSlot[], viewer: Viewer): Where[] {
  const and: Where[] = [];
  const terms = nameSearchTerms(f.name);
  if (terms.length) and.push({ OR: terms.map((t) => ({ searchKey: { contains: t } })) });
  const artist = searchKeyOf(f.artist);
  if (artist) and.push({ artist: { searchKey: { contains: artist } } });
  for (const slug of new Set(f.featured ?? [])) {
    and.push({ featured: { some: { characterId: slug, character: visibleCharacters(viewer) } } });
  }
  const rarities = choice(f.rarities, RARITIES, RARITY_CHOICES);
  if (rarities) and.push({ rarity: { in: rarities } });
  const suits = choice(
    (f.suits ?? []).map((s) => s.toLowerCase()),
    SUITS as readonly string[],
  );
  if (suits) and.push({ suit: { in: suits } });
  const group = OBTAINING_GROUPS.find((g) => g.id === f.obtaining);
  if (f.obtaining && f.obtaining !== 'any' && !group) throw badInput(`Unknown obtaining group ${JSON.stringify(f.obtaining.slice(0, 40))}`);
  if (group) and.push({ obtaining: { some: { type: { in: [...group.types] }, ...currentObtainingWhere(viewer) } } });
  const role = f.role?.trim().toLowerCase();
  if (role && role !== 'any') {
    if (!(ROLES as readonly string[]).includes(role)) throw badInput(`Unknown role ${JSON.stringify(role.slice(0, 40))}`);
    // A card whose effects need another role is not compatible with this one.
    and.push({ NOT: { buffs: { some: { AND: [{ role: { not: null } }, { role: { not: role } }] } } } });
  }
  for (const slot of slots) {
    if (slot.kind === 'effect') and.push({ buffs: { some: effectBuffWhere(slot) } });
    if (slot.kind === 'stat') and.push({ stats: { some: { stat: slot.value } } });
    if (slot.kind === 'date' && (slot.start || slot.end)) {
      and.push({ releaseAt: { not: null, ...(slot.start ? { gte: slot.start } : {}), ...(slot.end ? { lte: slot.end } : {}) } });
    }
  }
  return and;
}

function cardWhere(f: StoryCardFilter, slots: ParsedSlot[], viewer: Viewer): Where {
  return { AND: [visibleCards(viewer), ...searchConstraints(f, slots, viewer)] };
}

function baseOrderBy(order: StoryCardOrder): Prisma.StoryCardOrderByWithRelationInput[] {
  switch (order) {
    case 'OLDEST':
      return [{ id: 'asc' }];
    case 'NAME':
      return [{ sortKey: 'asc' }, { id: 'asc' }];
    case 'RARITY':
      return [{ rarity: 'desc' }, { id: 'desc' }];
    default:
      return [{ id: 'desc' }];
  }
}

interface SortRow {
  id: number;
  sortKey: string;
  rarity: number;
  releaseAt: Date | null;
  stats: { stat: string; max: number; randomMax: number | null }[];
  buffs: { effect: string; target: string | null; values: unknown }[];
}

function baseCompare(order: StoryCardOrder): (a: SortRow, b: SortRow) => number {
  switch (order) {
    case 'OLDEST':
      return (a, b) => a.id - b.id;
    case 'NAME':
      return (a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id);
    case 'RARITY':
      return (a, b) => b.rarity - a.rarity || b.id - a.id;
    default:
      return (a, b) => b.id - a.id;
  }
}

/** The figure a buff sorts by: its value at max limit break (its base value when it has one only). */
function buffValue(values: unknown): number {
  if (!Array.isArray(values) || values.length === 0) return 0;
  const v = Number(values[values.length - 1]);
  return Number.isFinite(v) ? v : 0;
}

/** A card's key for one sorting slot; null (unknown) sorts last either way. */
function slotKey(slot: ParsedSlot, row: SortRow): number | null {
  if (slot.kind === 'date') return row.releaseAt ? row.releaseAt.getTime() : null;
  if (slot.kind === 'stat') {
    const s = row.stats.find((x) => x.stat === slot.value);
    return s ? (s.randomMax ?? s.max) : null;
  }
  let best: number | null = null;
  for (const b of row.buffs) {
    if (b.effect !== slot.value || (slot.targets && !slot.targets.includes(b.target ?? ''))) continue;
    const v = buffValue(b.values);
    if (best === null || v > best) best = v;
  }
  return best;
}

/**
 * Rows of one page out of an ordered list of ids, with Prisma's cursor semantics (what Pothos's
 * connection asks for): from the cursor (skipping it with skip 1), forward for a positive take,
 * backward for a negative one; an id not in the list gives an empty page, as Prisma does.
 */
export function pageOfIds<T>(ids: readonly T[], page: Page<{ id?: T }>): T[] {
  const take = page.take ?? ids.length;
  const skip = page.skip ?? 0;
  const cursor = page.cursor?.id;
  let at = 0;
  if (cursor !== undefined) {
    at = ids.indexOf(cursor);
    if (at === -1) return [];
  }
  if (take >= 0) {
    const from = at + skip;
    return ids.slice(from, from + take);
  }
  const end = cursor !== undefined ? at + 1 - skip : ids.length;
  return ids.slice(Math.max(0, end + take), Math.max(0, end));
}

/**
 * The most rows loaded in one statement. Prisma loads a relation it orders (a card's stats, an
 * artist's cards) for all the parent rows in one statement, binding every parent id, and SQLite
 * takes at most 999 bound values; so longer pages are loaded in parts.
 */
export const ROWS_PER_STATEMENT = 500;

/** Runs `load` on parts of `keys` of at most ROWS_PER_STATEMENT, one after another, and joins the results. */
async function inParts<K, R>(keys: readonly K[], load: (keys: K[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < keys.length; at += ROWS_PER_STATEMENT) results.push(...(await load(keys.slice(at, at + ROWS_PER_STATEMENT))));
  return results;
}

/** Loads the rows of the given ids with Pothos's selection, in the order of the ids. */
async function rowsInOrder<K, R extends { id: K }>(ids: K[], load: (ids: K[]) => Promise<R[]>): Promise<R[]> {
  const byId = new Map((await inParts(ids, load)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listStoryCards(
  query: CardQuery & Page<Prisma.StoryCardWhereUniqueInput>,
  filter: StoryCardFilter,
  order: StoryCardOrder,
  viewer: Viewer,
) {
  const slots = parseSlots(filter.slots, viewer);
  const where = cardWhere(filter, slots, viewer);
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

  // Sorting by effect values and stats needs each card's figures: the matching cards are ordered
  // here on their few sort columns, then the page is loaded with the selection the query asked for.
  const effects = [...new Set(sorting.filter((s) => s.kind === 'effect').map((s) => s.value))];
  const stats = [...new Set(sorting.filter((s) => s.kind === 'stat').map((s) => s.value))];
  const rows: SortRow[] = await db.storyCard.findMany({
    where,
    select: {
      id: true,
      sortKey: true,
      rarity: true,
      releaseAt: true,
      stats: { where: { stat: { in: stats } }, select: { stat: true, max: true, randomMax: true } },
      buffs: { where: { effect: { in: effects }, enabled: true, random: false }, select: { effect: true, target: true, values: true } },
    },
  });
  const keyed = rows.map((row) => ({ row, keys: sorting.map((s) => slotKey(s, row)) }));
  const base = baseCompare(order);
  keyed.sort((a, b) => {
    for (let i = 0; i < sorting.length; i++) {
      const x = a.keys[i];
      const y = b.keys[i];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return sorting[i].sort === 'asc' ? x - y : y - x;
    }
    return base(a.row, b.row);
  });
  const { take, skip, cursor, ...selection } = query;
  const ids = pageOfIds(
    keyed.map((k) => k.row.id),
    { take, skip, cursor },
  );
  return rowsInOrder(ids, (list) => db.storyCard.findMany({ ...withId(selection), where: { id: { in: list } } }));
}

/** How many cards match; with no filter, every card the viewer may see (kept per epoch). */
export function countStoryCards(filter: StoryCardFilter, viewer: Viewer) {
  const constraints = searchConstraints(filter, parseSlots(filter.slots, viewer), viewer);
  if (constraints.length === 0) return countVisibleCards(viewer);
  return db.storyCard.count({ where: { AND: [visibleCards(viewer), ...constraints] } });
}

/** The unique where of node(id): the card, if the viewer may see it. */
export function visibleCardById(id: number, viewer: Viewer): Prisma.StoryCardWhereUniqueInput {
  return { id, AND: [visibleCards(viewer)] };
}

export function findStoryCard(query: CardQuery, id: number, viewer: Viewer) {
  return db.storyCard.findFirst({ ...query, where: { AND: [{ id }, visibleCards(viewer)] } });
}

/** How many cards the viewer may see (kept per epoch). */
export function countVisibleCards(viewer: Viewer) {
  return perEpoch('count', viewer, () => db.storyCard.count({ where: visibleCards(viewer) }));
}

/** The next instant a card is revealed or released, when the list changes by itself; null if none. */
export async function nextCardChange(viewer: Viewer): Promise<Date | null> {
  return nextInstant((await cardData(viewer)).cardInstants, viewer);
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
  return perEpoch('tags', viewer, () =>
    db.storyCardBuff.groupBy({
      by: ['effect', 'attrType', 'attrName', 'metadata'],
      where: { card: visibleCards(viewer), random: false },
      _count: { cardId: true },
      orderBy: [{ effect: 'asc' }],
    }),
  );
}

/** Characters featured on cards the viewer may see (the chips of the featured filter), by name. */
export async function listFeaturedCharacters(query: Query<Prisma.CharacterInclude, Prisma.CharacterSelect>, viewer: Viewer) {
  const ids = await perEpoch('chips', viewer, async () => {
    const rows = await db.character.findMany({
      where: { AND: [visibleCharacters(viewer), { featuredIn: { some: { card: visibleCards(viewer) } } }] },
      orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    return rows.map((r) => r.id);
  });
  return rowsInOrder(ids, (list) => db.character.findMany({ ...withId(query), where: { id: { in: list } } }));
}

/** A Pothos selection that also reads `columns` (`true` or an include loads every column already). */
export function withColumns<S>(selection: S, columns: Record<string, true>): S {
  if (selection && typeof selection === 'object' && 'select' in selection && selection.select) {
    return { ...selection, select: { ...selection.select, ...columns } } as S;
  }
  return selection;
}

/** A Pothos selection that also reads the id (to put rows back in order). */
const withId = <Q>(query: Q): Q => withColumns(query, { id: true });

// ---------------------------------------------------------------- illustrators

/** Illustrators with at least one card the viewer may see; the others are left out. */
function illustratorWhere(viewer: Viewer, artist?: string | null): Prisma.IllustratorWhereInput {
  const key = searchKeyOf(artist);
  return { storyCards: { some: visibleCards(viewer) }, ...(key ? { searchKey: { contains: key } } : {}) };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface ArtistStat {
  count: number;
  /** Release of the earliest card (ms), where known. */
  earliest: number | null;
}

/** Each artist's number of cards the viewer may see and the earliest release among them. */
function artistStats(viewer: Viewer): Promise<Map<string, ArtistStat>> {
  return perEpoch('artist-stats', viewer, async () => {
    const groups = await db.storyCard.groupBy({
      by: ['artistId'],
      where: visibleCards(viewer),
      _count: { _all: true },
      _min: { releaseAt: true },
    });
    return new Map(groups.map((g) => [g.artistId ?? '', { count: g._count._all, earliest: g._min.releaseAt?.getTime() ?? null }]));
  });
}

/** The ids of the illustrators the viewer may see (found by `artist`), in the chosen order. */
function orderedIllustrators(order: IllustratorOrder, descending: boolean, viewer: Viewer, artist?: string | null): Promise<string[]> {
  const key = searchKeyOf(artist) ?? '';
  return perEpoch(`illustrators|${order}|${descending}|${key}`, viewer, async () => {
    const [people, stats] = await Promise.all([
      db.illustrator.findMany({ where: illustratorWhere(viewer, artist), select: { id: true, name: true } }),
      artistStats(viewer),
    ]);
    const dir = descending ? -1 : 1;
    const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
      collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    people.sort((a, b) => {
      if (order === 'CARD_COUNT') {
        const d = (stats.get(a.id)?.count ?? 0) - (stats.get(b.id)?.count ?? 0);
        if (d) return dir * d;
      } else if (order === 'EARLIEST') {
        const x = stats.get(a.id)?.earliest ?? null;
        const y = stats.get(b.id)?.earliest ?? null;
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return dir * (x - y);
        }
      } else {
        return dir * byName(a, b);
      }
      return byName(a, b);
    });
    return people.map((p) => p.id);
  });
}

/**
 * Illustrators in the chosen order (ties by name, then id): by name, by their earliest card's
 * release (unknown dates last either way) or by their number of cards. Counts and dates cover the
 * cards the viewer may see.
 */
export async function listIllustrators(
  query: IllustratorQuery & Page<Prisma.IllustratorWhereUniqueInput>,
  order: IllustratorOrder,
  descending: boolean,
  viewer: Viewer,
  artist?: string | null,
) {
  const { take, skip, cursor, ...selection } = query;
  const ids = pageOfIds(await orderedIllustrators(order, descending, viewer, artist), { take, skip, cursor });
  return rowsInOrder(ids, (list) => db.illustrator.findMany({ ...withId(selection), where: { id: { in: list } } }));
}

export async function countIllustrators(viewer: Viewer, artist?: string | null) {
  return (await orderedIllustrators('NAME', false, viewer, artist)).length;
}

/** An illustrator's number of cards the viewer may see, and the release of the earliest of them. */
export async function illustratorStat(id: string, viewer: Viewer): Promise<ArtistStat> {
  return (await artistStats(viewer)).get(id) ?? { count: 0, earliest: null };
}

/** The unique where of node(id): the illustrator, if they have a card the viewer may see. */
export function visibleIllustratorById(id: string, viewer: Viewer): Prisma.IllustratorWhereUniqueInput {
  return { id, AND: [illustratorWhere(viewer)] };
}

export function findIllustrator(query: IllustratorQuery, id: string, viewer: Viewer) {
  return db.illustrator.findFirst({ ...query, where: { AND: [{ id }, illustratorWhere(viewer)] } });
}

/** Relation arguments for an illustrator's cards the viewer may see, by name or by release (unknown dates last). */
export function illustratorCardsQuery(order: IllustratorCardOrder, descending: boolean, viewer: Viewer) {
  const dir = descending ? ('desc' as const) : ('asc' as const);
  return {
    where: visibleCards(viewer),
    orderBy: order === 'RELEASE' ? [{ releaseAt: { sort: dir, nulls: 'last' as const } }, { id: dir }] : [{ sortKey: dir }, { id: dir }],
  };
}
