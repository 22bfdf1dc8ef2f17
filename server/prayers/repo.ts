// The only module of the prayers domain that talks to the database. Every query applies the reveal
// rule for the request's viewer, to the prayers themselves and to every nested list (rate-up
// Friends and cards, pool entries, forever prayer Friends). The simulator's view of a prayer and its
// pool is read once per data version and kept in memory, so a roll touches no table.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { dayBound } from '../shared/dayBounds.ts';
import { normaliseSearchName } from '../shared/nameSearch.ts';
import { readInstants } from '../shared/repo.ts';
import {
  ALWAYS,
  cardHiddenUntil,
  characterHiddenUntil,
  type DataScope,
  isShown,
  prayerHiddenUntil,
  type Viewer,
  visibleCards,
  visibleCharacters,
  visibleForeverPrayers,
  visiblePrayers,
} from '../shared/reveal.ts';
import { characterRevealInstants, epochOf, perDataVersion, sortedInstants, versionMemo } from '../shared/versionMemo.ts';
import { characterTypesFor, normaliseStepUp, PRAYER_TYPE_OPTIONS, type SpecialPool, STEP_UP_CODES } from './constants.ts';
import {
  derivePool,
  type PoolGroup,
  parseGuarantee,
  type SimEntry,
  type SimItem,
  type SimPool,
  type SimPrayer,
  type Visibility,
} from './simulator.ts';

type Query<I, S> = { include?: I; select?: S };
type PrayerQuery = Query<Prisma.PrayerInclude, Prisma.PrayerSelect>;
type Page = { take?: number; skip?: number; cursor?: Prisma.PrayerWhereUniqueInput };
type Where = Prisma.PrayerWhereInput;

// ---------------------------------------------------------------- the prayer list and its search

export interface PrayerFilter {
  /** Matched within the name, ignoring case and everything but letters and digits. */
  name?: string | null;
  /** Character slugs that must all be rate-ups. */
  characters?: readonly string[] | null;
  /** Story card ids that must all be rate-ups. */
  cards?: readonly number[] | null;
  /** Prayer types, any of (unknown ones ignored). */
  prayerTypes?: readonly string[] | null;
  /** Character type filter values, any of (standard, l1-festival, ufes, pfes...). */
  characterTypes?: readonly string[] | null;
  /** Step-up values that must all be present; `none`: no step-up. */
  stepUps?: readonly string[] | null;
  /** YYYY-MM-DD or "now": the prayer must end on or after 00:00 UTC of this day. */
  start?: string | null;
  /** YYYY-MM-DD or "now": the prayer must start on or before 23:59:59 UTC of this day. */
  end?: string | null;
}

const KNOWN_STEP_CODES = Object.values(STEP_UP_CODES);

function prayerWhere(f: PrayerFilter, viewer: Viewer): Where {
  const and: Where[] = [visiblePrayers(viewer)];
  const name = f.name ? normaliseSearchName(f.name) : '';
  if (name) and.push({ searchName: { contains: name } });
  const visibleCharacter = visibleCharacters(viewer);
  for (const slug of new Set(f.characters ?? [])) {
    and.push({ characters: { some: { characterId: slug, character: visibleCharacter } } });
  }
  for (const id of new Set(f.cards ?? [])) and.push({ cards: { some: { cardId: id, card: visibleCards(viewer) } } });
  const types = (f.prayerTypes ?? [])
    .map((t) => t.trim().toLowerCase())
    .filter((t) => (PRAYER_TYPE_OPTIONS as readonly string[]).includes(t));
  if (types.length) and.push({ types: { some: { type: { in: types } } } });
  const characterTypes = characterTypesFor(f.characterTypes);
  if (characterTypes) and.push({ characters: { some: { character: { AND: [visibleCharacter, { type: { in: characterTypes } }] } } } });
  for (const value of new Set((f.stepUps ?? []).map(normaliseStepUp))) {
    if (value === null) continue;
    if (value === 'none') and.push({ stepUps: { none: {} } });
    else if (value === 'other') and.push({ stepUps: { some: { code: { notIn: KNOWN_STEP_CODES } } } });
    else and.push({ stepUps: { some: { code: STEP_UP_CODES[value] } } });
  }
  // A date the data does not know never excludes a prayer: only a known end before the start
  // bound, or a known start after the end bound, does.
  const start = dayBound(f.start, 'start', viewer);
  if (start) and.push({ OR: [{ endAt: null }, { endAt: { gte: start } }] });
  const end = dayBound(f.end, 'end', viewer);
  if (end) and.push({ OR: [{ startAt: null }, { startAt: { lte: end } }] });
  return { AND: and };
}

/** Prayers newest first (by start, or end where only the end is known), undated last. */
export function listPrayers(query: PrayerQuery & Page, filter: PrayerFilter, viewer: Viewer) {
  return db.prayer.findMany({ ...query, where: prayerWhere(filter, viewer), orderBy: [{ listRank: 'asc' }] });
}

export function countPrayers(filter: PrayerFilter, viewer: Viewer) {
  return db.prayer.count({ where: prayerWhere(filter, viewer) });
}

/**
 * The home page's prayers: those running and those announced to start, soonest to end or start
 * first. A prayer with no known end counts as running once it has started (a permanent prayer).
 */
export function listCurrentPrayers(query: PrayerQuery, viewer: Viewer) {
  return db.prayer.findMany({
    ...query,
    where: {
      AND: [visiblePrayers(viewer), { startAt: { not: null } }, { OR: [{ endAt: null }, { endAt: { gt: viewer.now } }] }],
    },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
    take: CURRENT_PRAYERS_LIMIT,
  });
}

/** At most this many prayers are running or announced at once on the home page. */
export const CURRENT_PRAYERS_LIMIT = 50;

/** The prayers that ended last, newest end first. */
export function listEndedPrayers(query: PrayerQuery, take: number, viewer: Viewer) {
  return db.prayer.findMany({
    ...query,
    where: { AND: [visiblePrayers(viewer), { endAt: { lte: viewer.now } }] },
    orderBy: [{ endAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

export function findPrayer(query: PrayerQuery, id: number, viewer: Viewer) {
  return db.prayer.findFirst({ ...query, where: { AND: [{ id }, visiblePrayers(viewer)] } });
}

/** Relation arguments of a prayer's rate-up Friends: the visible ones, in order. */
export function rateUpCharactersQuery(viewer: Viewer) {
  return { where: { character: visibleCharacters(viewer) }, orderBy: { position: 'asc' as const } };
}

/** Relation arguments of a prayer's rate-up cards: the visible ones, in order. */
export function rateUpCardsQuery(viewer: Viewer) {
  return { where: { card: visibleCards(viewer) }, orderBy: { position: 'asc' as const } };
}

export const stepUpsQuery = { orderBy: { index: 'asc' as const } };
export const stepItemsQuery = { orderBy: { position: 'asc' as const } };

/** Characters that are a rate-up of some prayer the viewer sees: the search's character choices. */
export function listFilterCharacters(query: Query<Prisma.CharacterInclude, Prisma.CharacterSelect>, viewer: Viewer) {
  return db.character.findMany({
    ...query,
    where: { AND: [visibleCharacters(viewer), { rateUps: { some: { prayer: visiblePrayers(viewer) } } }] },
    orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
  });
}

export const CARD_COLUMNS = { id: true, name: true, rarity: true, suit: true, image: true, revealAt: true, releaseAt: true } as const;

/** Story cards that are a rate-up of some prayer the viewer sees: the search's card choices. */
export function listFilterCards(viewer: Viewer) {
  return db.storyCard.findMany({
    select: CARD_COLUMNS,
    where: { AND: [visibleCards(viewer), { rateUps: { some: { prayer: visiblePrayers(viewer) } } }] },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

// ---------------------------------------------------------------- forever prayers

type ForeverQuery = Query<Prisma.ForeverPrayerInclude, Prisma.ForeverPrayerSelect>;

/** A forever prayer by id, or the latest (by start) the viewer may see. */
export function findForeverPrayer(query: ForeverQuery, id: number | null | undefined, viewer: Viewer) {
  const visible = visibleForeverPrayers(viewer);
  if (id !== null && id !== undefined) return db.foreverPrayer.findFirst({ ...query, where: { AND: [{ id }, visible] } });
  return db.foreverPrayer.findFirst({ ...query, where: visible, orderBy: [{ startAt: 'desc' }, { id: 'desc' }] });
}

export function listForeverPrayers(query: ForeverQuery, viewer: Viewer) {
  return db.foreverPrayer.findMany({ ...query, where: visibleForeverPrayers(viewer), orderBy: [{ startAt: 'desc' }, { id: 'desc' }] });
}

export function foreverCharactersQuery(viewer: Viewer, onlyNew = false) {
  return {
    where: { AND: [{ character: visibleCharacters(viewer) }, onlyNew ? { isNew: true } : {}] },
    orderBy: { position: 'asc' as const },
  };
}

export const thresholdsQuery = { orderBy: [{ date: 'asc' as const }, { rarity: 'asc' as const }, { id: 'asc' as const }] };

// ---------------------------------------------------------------- the simulator's memory

const CHARACTER_COLUMNS = {
  id: true,
  nameEn: true,
  shortNameEn: true,
  shortNameTranslit: true,
  status: true,
  type: true,
  imgThumb: true,
  revealAt: true,
  unreleasedGroup: true,
} as const;

type CharacterRow = Prisma.CharacterGetPayload<{ select: typeof CHARACTER_COLUMNS }>;
type CardRow = Prisma.StoryCardGetPayload<{ select: typeof CARD_COLUMNS }>;

function characterItem(c: CharacterRow): SimItem {
  return {
    kind: 'character',
    id: c.id,
    cardId: null,
    name: c.nameEn,
    shortName: c.shortNameEn,
    shortNameTranslit: c.shortNameTranslit,
    image: c.imgThumb ? `/images/${encodeURIComponent(c.imgThumb)}` : `/images/${encodeURIComponent(c.id)}.png`,
    rarity: c.status === 'non-limited' ? 'gen' : c.type,
    group: 'character',
    hiddenUntil: characterHiddenUntil(c),
  };
}

export function cardGroup(rarity: number): PoolGroup {
  return rarity >= 5 ? 'card5' : rarity === 4 ? 'card4' : 'card3';
}

export function cardImage(card: { id: number; image: string | null }): string {
  return card.image ? `/images/${encodeURIComponent(card.image)}` : `/images/story-card-${card.id}.png`;
}

export function cardItem(c: CardRow): SimItem {
  return {
    kind: 'card',
    id: String(c.id),
    cardId: c.id,
    name: c.name,
    shortName: c.name,
    shortNameTranslit: null,
    image: cardImage(c),
    rarity: String(c.rarity),
    group: cardGroup(c.rarity),
    hiddenUntil: cardHiddenUntil(c),
  };
}

/** Prayers (and the two special pools) kept for the simulator: every prayer of the data, with room to spare. */
const SIM_PRAYERS_KEPT = 128;

interface SimData {
  pools: Map<string, SimPool>;
  /** Spoiler instants of every item and prayer, sorted: where "now" falls among them names a visibility. */
  instants: number[];
}

async function loadPools(scope: DataScope): Promise<SimData> {
  const rows = await db.pool.findMany({
    include: {
      entries: {
        orderBy: { id: 'asc' },
        include: { character: { select: CHARACTER_COLUMNS }, card: { select: CARD_COLUMNS } },
      },
    },
  });
  const pools = new Map<string, SimPool>();
  for (const p of rows) {
    const entries: SimEntry[] = [];
    for (const e of p.entries) {
      const item = e.character ? characterItem(e.character) : e.card ? cardItem(e.card) : null;
      if (item) entries.push({ item, sc: e.chanceSc, gc: e.chanceGc, rateType: e.rateType, pickUp: false });
    }
    pools.set(p.id, { id: p.id, name: p.name, sample: p.sample, derived: false, source: p.source, entries });
  }
  // Every instant at which something the simulator shows stops being a spoiler.
  const [characters, cards, releases, prayers] = await Promise.all([
    characterRevealInstants(scope),
    readInstants('storyCard', 'revealAt'),
    readInstants('storyCard', 'releaseAt'),
    readInstants('prayer', 'revealAt'),
  ]);
  const instants = sortedInstants([...characters.map((t) => new Date(t)), ...cards, ...releases, ...prayers]);
  return { pools, instants };
}

/** The simulator's data for the data version the request is answered from (read once per version). */
const simData = perDataVersion(loadPools);
/** Prayers and special pools as the simulator sees them, built once per data version. */
const simPrayers = versionMemo(SIM_PRAYERS_KEPT);

/** What the viewer sees, named by where "now" falls among the data's reveal instants. */
export function visibilityFor(data: { instants: number[] }, viewer: Viewer): Visibility {
  return { key: epochOf(data.instants, viewer), visible: (hiddenUntil) => isShown(hiddenUntil, viewer) };
}

async function loadSimPrayer(data: SimData, id: number): Promise<SimPrayer | null> {
  const p = await db.prayer.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      revealAt: true,
      simulator: true,
      listingKind: true,
      maxPulls: true,
      gcCost: true,
      dust: true,
      disableSc: true,
      poolId: true,
      characters: { orderBy: { position: 'asc' }, select: { character: { select: CHARACTER_COLUMNS } } },
      cards: { orderBy: { position: 'asc' }, select: { card: { select: CARD_COLUMNS } } },
      stepUps: { orderBy: { index: 'asc' }, select: { code: true, index: true, items: { orderBy: { position: 'asc' } } } },
    },
  });
  if (!p) return null;
  const rateUps = [...p.characters.map((c) => characterItem(c.character)), ...p.cards.map((c) => cardItem(c.card))];
  const own = p.poolId ? data.pools.get(p.poolId) : undefined;
  let pool: SimPool;
  let derivedFrom: SimPrayer['derivedFrom'];
  if (own) {
    // The prayer's own pool, with its rate-ups marked.
    const ups = new Set(rateUps.map((i) => `${i.kind}:${i.id}`));
    pool = { ...own, entries: own.entries.map((e) => ({ ...e, pickUp: ups.has(`${e.item.kind}:${e.item.id}`) })) };
  } else {
    derivedFrom = { rateUps, base: data.pools.get('standard') };
    pool = derivePool(`prayer-${p.id}`, p.name, rateUps, derivedFrom.base);
  }
  return {
    id: p.id,
    name: p.name,
    hiddenUntil: prayerHiddenUntil(p),
    simulator: p.simulator,
    listingKind: p.listingKind,
    maxPulls: p.maxPulls,
    gcCost: p.gcCost,
    dust: p.dust,
    disableSc: p.disableSc,
    pool,
    derivedFrom,
    stepUps: p.stepUps.map((s) => ({
      code: s.code,
      index: s.index,
      items: s.items.map((i) => ({
        cost: i.cost,
        guaranteed: i.guaranteed,
        guarantee: parseGuarantee(i.guaranteed),
        pickUpGuaranteed: i.pickUpGuaranteed,
        multiplier: i.multiplier,
        dust: i.dust,
      })),
    })),
    cache: new Map(),
  };
}

/** A prayer as the simulator sees it, with its visibility for the viewer; null when unknown or a spoiler to them. */
export async function simPrayer(id: number, viewer: Viewer): Promise<{ prayer: SimPrayer; view: Visibility } | null> {
  const data = await simData(viewer);
  const prayer = await simPrayers.get(viewer, `prayer|${id}`, () => loadSimPrayer(data, id));
  const view = visibilityFor(data, viewer);
  if (!prayer || !view.visible(prayer.hiddenUntil)) return null;
  return { prayer, view };
}

/** The standard or ritual pool as a prayer of its own (single and multi pulls); null when the data has none. */
export async function simSpecialPool(kind: SpecialPool, viewer: Viewer): Promise<{ prayer: SimPrayer; view: Visibility } | null> {
  const data = await simData(viewer);
  const prayer = await simPrayers.get(viewer, `special|${kind}`, async (): Promise<SimPrayer | null> => {
    const pool = data.pools.get(kind);
    if (!pool) return null;
    return {
      id: null,
      name: pool.name,
      hiddenUntil: ALWAYS,
      simulator: true,
      listingKind: 'multi',
      maxPulls: null,
      gcCost: null,
      dust: null,
      disableSc: false,
      pool,
      stepUps: [],
      cache: new Map(),
    };
  });
  return prayer && { prayer, view: visibilityFor(data, viewer) };
}
