// The prayers' repo (simulatorRepo.ts holds the simulator's). Every query applies the reveal rule
// for the request's viewer, to the prayers themselves and to every nested list (rate-up Friends and
// cards, forever prayer Friends).
import type { Prisma } from '../../prisma/connect.ts';
import { visibleCharacters } from '../characters/reveal.ts';
import { db } from '../db.ts';
import { dayBound } from '../shared/dayBounds.ts';
import { normaliseSearchName } from '../shared/nameSearch.ts';
import { recordsOf } from '../shared/recordAccess.ts';
import type { Viewer } from '../shared/reveal.ts';
import { visibleCards } from '../storyCards/reveal.ts';
import { characterTypesFor, normaliseStepUp, PRAYER_TYPE_OPTIONS, STEP_UP_CODES } from './constants.ts';
import { CARD_COLUMNS } from './items.ts';
import { visibleForeverPrayers, visiblePrayers } from './reveal.ts';

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
  return db.prayer.findMany({ ...query, where: prayerWhere(filter, viewer), orderBy: [{ listKey: 'asc' }] });
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

/** The prayers as records of their file: each one's page, and those the viewer may see by id. */
export const prayerRecords = recordsOf(() => db.prayer, {
  key: 'id',
  numeric: true,
  where: visiblePrayers,
  path: (key) => `/prayer/info/${key}`,
  searchName: 'searchName',
});

/** The forever prayers likewise; a forever prayer's page is the forever prayer page showing it. */
export const foreverPrayerRecords = recordsOf(() => db.foreverPrayer, {
  key: 'id',
  numeric: true,
  where: visibleForeverPrayers,
  path: (key) => `/prayer/forever-prayer?id=${key}`,
});

// ---------------------------------------------------------------- feeds

const FEED_COLUMNS = {
  id: true,
  name: true,
  startAt: true,
  startPrecision: true,
  endAt: true,
  endPrecision: true,
  revealAt: true,
  source: true,
  note: true,
  sample: true,
  synthetic: true,
} as const;

/** The prayers the viewer may see (one, by id, for its calendar), with what the feeds say of them. */
export function listFeedPrayers(viewer: Viewer, id?: number) {
  return db.prayer.findMany({
    select: FEED_COLUMNS,
    where: id === undefined ? visiblePrayers(viewer) : { AND: [{ id }, visiblePrayers(viewer)] },
    orderBy: { id: 'asc' },
  });
}

const PRAYERS_FILE = 'prayers/prayers.json';

/**
 * When each prayer was added by a data change (an admin's save or import, or an accepted
 * suggestion) not undone since, from the newest `limit` data changes that touched the prayers: a
 * prayer loaded with the dataset has none. Only ids are taken from the log; what is said of a
 * prayer is read through the reveal rule.
 */
export async function prayersAddedByChanges(limit = 200): Promise<Map<number, Date>> {
  const entries = await db.auditEntry.findMany({
    where: { dataVersion: { not: null }, undoneBy: null, undoOfId: null, changes: { contains: PRAYERS_FILE } },
    select: { at: true, changes: true },
    orderBy: { id: 'desc' },
    take: limit,
  });
  const added = new Map<number, Date>();
  for (const entry of entries.reverse()) {
    let changes: unknown;
    try {
      changes = JSON.parse(entry.changes);
    } catch {
      continue;
    }
    if (!Array.isArray(changes)) continue;
    for (const c of changes as { file?: unknown; key?: unknown; kind?: unknown }[]) {
      const id = Number(c?.key);
      if (c?.file !== PRAYERS_FILE || !Number.isSafeInteger(id)) continue;
      if (c.kind === 'added') added.set(id, entry.at);
      else if (c.kind === 'removed') added.delete(id);
    }
  }
  return added;
}
