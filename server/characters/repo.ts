// The only module of the characters domain that talks to the database. Every query applies the
// reveal rule for the request's viewer; the schema files pass Pothos's `query` and the viewer.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { normaliseSearchName } from '../shared/nameSearch.ts';
import type { RecordAccess } from '../shared/recordAccess.ts';
import { recordsOf } from '../shared/recordAccess.ts';
import type { Viewer } from '../shared/reveal.ts';
import { normaliseAlias } from '../shared/text.ts';
import { COUNTER_KEYS, RELEASED_STATUSES, typesForFilter } from './constants.ts';
import { visibleCharacters, visibleVariantGroups } from './reveal.ts';

export interface CharacterFilter {
  /** Filter values (gen, fes, ufes, pfes...); unknown ids are ignored; empty means no filter. */
  types?: readonly string[] | null;
  statuses?: readonly string[] | null;
  worlds?: readonly string[] | null;
  series?: readonly string[] | null;
  roles?: readonly string[] | null;
  /** true: rebirthable only; false: non-rebirthable only; null: both. */
  rebirth?: boolean | null;
  released?: boolean | null;
  search?: string | null;
}

export type CharacterOrder = 'RELEASE' | 'NAME' | 'ID';

type Where = Prisma.CharacterWhereInput;
type Query<I, S> = { include?: I; select?: S };
type CharacterQuery = Query<Prisma.CharacterInclude, Prisma.CharacterSelect>;
type Page = { take?: number; skip?: number; cursor?: Prisma.CharacterWhereUniqueInput };

const nonEmpty = (list?: readonly string[] | null) => (list && list.length > 0 ? [...list] : undefined);
const releasedWhere: Where = { status: { in: [...RELEASED_STATUSES] } };

function characterWhere(f: CharacterFilter, viewer: Viewer): Where {
  const and: Where[] = [visibleCharacters(viewer)];
  const types = typesForFilter(f.types);
  if (types) and.push({ type: { in: types } });
  const statuses = nonEmpty(f.statuses);
  if (statuses) and.push({ status: { in: statuses } });
  const worlds = nonEmpty(f.worlds);
  if (worlds) and.push({ worldId: { in: worlds } });
  const series = nonEmpty(f.series);
  if (series) and.push({ seriesId: { in: series } });
  const roles = nonEmpty(f.roles);
  if (roles) and.push({ role: { in: roles } });
  if (f.rebirth === true || f.rebirth === false) and.push({ hasRebirth: f.rebirth });
  if (f.released === true) and.push(releasedWhere);
  if (f.released === false) and.push({ status: { notIn: [...RELEASED_STATUSES] } });
  const term = f.search ? normaliseAlias(f.search) : '';
  if (term) and.push({ aliases: { some: { value: { contains: term } } } });
  return { AND: and };
}

function characterOrderBy(order: CharacterOrder): Prisma.CharacterOrderByWithRelationInput[] {
  switch (order) {
    case 'RELEASE':
      // releaseKey is written with each character from its debut (or its bound), its release number
      // and its CN order; with the id after it, one index serves the sort at any size, unknown dates included.
      return [{ releaseKey: 'asc' }, { id: 'asc' }];
    case 'NAME':
      return [{ nameEn: 'asc' }, { id: 'asc' }];
    default:
      return [{ id: 'asc' }];
  }
}

/** A page of characters (kept per data version and reveal epoch by the read cache below). */
export function listCharacters(query: CharacterQuery & Page, filter: CharacterFilter, order: CharacterOrder, viewer: Viewer) {
  return db.character.findMany({ ...query, where: characterWhere(filter, viewer), orderBy: characterOrderBy(order) });
}

export function countCharacters(filter: CharacterFilter, viewer: Viewer) {
  return db.character.count({ where: characterWhere(filter, viewer) });
}

/** node(id) of a character: found only while the viewer may see it. */
export function visibleCharacterById(slug: string, viewer: Viewer): Prisma.CharacterWhereUniqueInput {
  return { id: slug, AND: [visibleCharacters(viewer)] };
}

export function findCharacter(query: CharacterQuery, slug: string, viewer: Viewer) {
  return db.character.findFirst({ ...query, where: { AND: [{ id: slug }, visibleCharacters(viewer)] } });
}

/** Characters with a global debut still to come, soonest first. */
export function listUpcomingCharacters(query: CharacterQuery, viewer: Viewer) {
  return db.character.findMany({
    ...query,
    where: { AND: [visibleCharacters(viewer), { debutAt: { gt: viewer.now } }] },
    orderBy: [{ debutAt: 'asc' }, { id: 'asc' }],
  });
}

export function listCharactersWithRole(query: CharacterQuery, role: string, viewer: Viewer) {
  return db.character.findMany({ ...query, where: { AND: [visibleCharacters(viewer), { role }] }, orderBy: characterOrderBy('RELEASE') });
}

/** The six lists of the unreleased page. */
export type UnreleasedList = 'jp' | 'announced' | 'story' | 'printWork' | 'pc98' | 'mv';
const UNRELEASED_GROUPS: Record<Exclude<UnreleasedList, 'jp'>, string> = {
  announced: 'announced',
  story: 'story',
  printWork: 'print-work',
  pc98: 'pc98',
  mv: 'mv',
};
/** Not playable globally, but out (or announced) on the Japanese server. */
const inJpList: Where = { OR: [{ unreleasedGroup: 'jp' }, { jpDebutAt: { not: null } }] };

/**
 * An unreleased list. The jp list exists only for JP-content viewers; for them the other lists
 * leave out characters already in the jp list.
 */
export async function listUnreleasedCharacters(query: CharacterQuery, list: UnreleasedList, viewer: Viewer) {
  let where: Where;
  if (list === 'jp') {
    if (!viewer.jpContent) return [];
    where = inJpList;
  } else {
    const group: Where = { unreleasedGroup: UNRELEASED_GROUPS[list] };
    where = viewer.jpContent ? { AND: [group, { NOT: inJpList }] } : group;
  }
  return db.character.findMany({
    ...query,
    where: { AND: [visibleCharacters(viewer), { status: { notIn: [...RELEASED_STATUSES] } }, where] },
    orderBy: characterOrderBy('RELEASE'),
  });
}

/** The members a grouping shows: every visible character, or the variant list's inclusion rule. */
export type GroupRule = 'visible' | 'variants';

/**
 * The variant list's inclusion rule: shown if not "not-available", or relic, or announced; every
 * visible variant with JP content.
 */
function groupMembers(rule: GroupRule, viewer: Viewer): Where {
  if (rule === 'visible' || viewer.jpContent) return visibleCharacters(viewer);
  return { AND: [visibleCharacters(viewer), { OR: [{ status: { not: 'not-available' } }, { type: 'relic' }, { announced: true }] }] };
}

/** Relation arguments for a grouping's characters, in release order. */
export function groupCharactersQuery(rule: GroupRule, viewer: Viewer) {
  return { where: groupMembers(rule, viewer), orderBy: characterOrderBy('RELEASE') };
}

/** The relation-count filter of a grouping: all members shown. */
export function groupCountWhere(rule: GroupRule, viewer: Viewer): Where {
  return groupMembers(rule, viewer);
}

/** Selection of a batch's members (entries are the join table), visible ones in batch order. */
export function batchMembersSelect<S>(viewer: Viewer, character: S) {
  return {
    entries: {
      where: { character: visibleCharacters(viewer) },
      orderBy: { position: 'asc' as const },
      select: { character },
    },
  };
}

export function listSeriesTabs(query: Query<Prisma.SeriesTabInclude, Prisma.SeriesTabSelect>) {
  return db.seriesTab.findMany({ ...query, orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] });
}

export const seriesOfTabQuery = { orderBy: [{ sortKey: 'asc' as const }, { id: 'asc' as const }] };

export function listWorldGroups(query: Query<Prisma.WorldGroupInclude, Prisma.WorldGroupSelect>) {
  return db.worldGroup.findMany({ ...query, orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] });
}

export const worldsOfGroupQuery = seriesOfTabQuery;

/** Variant groups the viewer may see: a group known only through hidden characters is left out. */
export function listVariantGroups(query: Query<Prisma.VariantGroupInclude, Prisma.VariantGroupSelect>, viewer: Viewer) {
  return db.variantGroup.findMany({ ...query, where: visibleVariantGroups(viewer), orderBy: [{ enName: 'asc' }, { id: 'asc' }] });
}

/** The batches the viewer may see: a batch whose every member is still a spoiler is a spoiler itself. */
const visibleBatches = (viewer: Viewer) => ({ entries: { some: { character: visibleCharacters(viewer) } } });

/** Batches of a kind the viewer may see, newest first. */
export function listBatches(query: Query<Prisma.CharacterBatchInclude, Prisma.CharacterBatchSelect>, kind: string, viewer: Viewer) {
  return db.characterBatch.findMany({
    ...query,
    where: { kind, ...visibleBatches(viewer) },
    orderBy: [{ no: 'desc' }],
  });
}

/** Aliases in a stable order, for the alias list of a character. */
export const aliasesSelect = { aliases: { select: { value: true }, orderBy: { value: 'asc' as const } } };

/** Released characters the viewer may see, per counter key (every key present), by current rarity. */
export async function countReleasedByRarity(viewer: Viewer): Promise<{ key: string; filter: string; count: number }[]> {
  const groups = await db.character.groupBy({
    by: ['status', 'type'],
    where: { AND: [visibleCharacters(viewer), releasedWhere] },
    _count: { _all: true },
  });
  // The current rarity: gen once non-limited, otherwise the character's own type.
  const byRarity = new Map<string, number>();
  for (const g of groups) {
    const rarity = g.status === 'non-limited' ? 'gen' : g.type;
    byRarity.set(rarity, (byRarity.get(rarity) ?? 0) + g._count._all);
  }
  return Object.entries(COUNTER_KEYS).map(([key, { types, filter }]) => ({
    key,
    filter,
    count: types.reduce((n, t) => n + (byRarity.get(t) ?? 0), 0),
  }));
}

/** The page that lists the batches of each kind. */
const BATCH_PAGES: Record<string, string> = {
  rebirth: '/characters/rebirth-order',
  'rebirth-costume': '/characters/rebirth-costume-order',
  standard: '/prayer/standard-prayer/date-order',
  ritual: '/prayer/ritual-prayer/date-order',
};

/** A batch's key (`kind-no`, as its dataset file knows it) read back; null for one that is not. */
function batchKey(key: string): { kind: string; no: number } | null {
  const m = /^([a-z-]+)-(\d{1,6})$/.exec(key);
  return m ? { kind: m[1], no: Number(m[2]) } : null;
}

/**
 * The release batches a viewer may see (a batch of spoilers only is a spoiler itself), known by
 * `kind-no`; shown on their kind's page, not on one of their own.
 */
export const batchRecords: RecordAccess = {
  listed: false,
  path: (key) => BATCH_PAGES[batchKey(key)?.kind ?? ''] ?? '/characters/rebirth-order',
  count: (viewer) => db.characterBatch.count({ where: visibleBatches(viewer) }),
  keys: async (viewer, { skip, take, among }) => {
    const wanted = among?.map(batchKey).filter((k) => k !== null) ?? [];
    if (among && !wanted.length) return [];
    const rows = await db.characterBatch.findMany({
      where: { AND: [visibleBatches(viewer), among ? { OR: wanted } : {}] },
      select: { kind: true, no: true },
      orderBy: [{ kind: 'asc' }, { no: 'asc' }],
      skip,
      take,
    });
    return rows.map((r) => `${r.kind}-${r.no}`);
  },
};

/** The characters as records of their file: each one's page, and those the viewer may see by id. */
export const characterRecords: RecordAccess = {
  ...recordsOf(() => db.character, {
    key: 'id',
    numeric: false,
    where: visibleCharacters,
    path: (key) => `/characters/${key}`,
  }),
  // A Friend proposed new is the same as one the viewer sees of the same world and name
  // (`<world>:<name>`, both normalised: a world typed `a6` is A6, as the site's codes differ by more than case).
  named: async (viewer, worldAndName) => {
    const at = worldAndName.indexOf(':');
    const [world, name] = [worldAndName.slice(0, at).toLowerCase(), worldAndName.slice(at + 1)];
    const rows = await db.character.findMany({
      where: visibleCharacters(viewer),
      select: { id: true, nameEn: true, worldId: true },
      orderBy: { id: 'asc' },
    });
    return rows.find((r) => (r.worldId ?? '').toLowerCase() === world && normaliseSearchName(r.nameEn) === name)?.id ?? null;
  },
};
