// The only module of the characters domain that talks to the database.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { revealedWhere } from '../shared/reveal.ts';
import { normaliseAlias } from '../shared/text.ts';
import { RELEASED_STATUSES, typesForFilter } from './constants.ts';

export interface CharacterFilter {
  /** Filter values (gen, fes, ufes, pfes...); unknown ids are ignored. */
  types?: string[] | null;
  statuses?: string[] | null;
  worlds?: string[] | null;
  series?: string[] | null;
  roles?: string[] | null;
  /** true: rebirthable only; false: non-rebirthable only; null: both. */
  rebirth?: boolean | null;
  released?: boolean | null;
  search?: string | null;
  /** Show content not yet revealed to global players. */
  jpContent: boolean;
  now: Date;
}

export type CharacterOrder = 'RELEASE' | 'NAME' | 'ID';

const nonEmpty = (list?: string[] | null) => (list && list.length > 0 ? list : undefined);

/** What a visitor without JP content may see: revealed, and not a JP-only announcement. */
export function visibleCharacters(jpContent: boolean, now: Date): Prisma.CharacterWhereInput {
  if (jpContent) return {};
  return { AND: [revealedWhere(false, now), { OR: [{ unreleasedGroup: null }, { unreleasedGroup: { not: 'jp' } }] }] };
}

export function characterWhere(f: CharacterFilter): Prisma.CharacterWhereInput {
  const and: Prisma.CharacterWhereInput[] = [visibleCharacters(f.jpContent, f.now)];
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
  if (f.released === true) and.push({ status: { in: [...RELEASED_STATUSES] } });
  if (f.released === false) and.push({ status: { notIn: [...RELEASED_STATUSES] } });
  const term = f.search ? normaliseAlias(f.search) : '';
  if (term) and.push({ aliases: { some: { value: { contains: term } } } });
  return { AND: and };
}

export function characterOrderBy(order: CharacterOrder): Prisma.CharacterOrderByWithRelationInput[] {
  switch (order) {
    case 'RELEASE':
      // releaseRank is computed on load from the debut (or its bound), the release number and the
      // CN order, so one index serves the sort at any size, unknown dates included.
      return [{ releaseRank: 'asc' }, { id: 'asc' }];
    case 'NAME':
      return [{ nameEn: 'asc' }, { id: 'asc' }];
    default:
      return [{ id: 'asc' }];
  }
}

type Query<I, S> = { include?: I; select?: S };
type CharacterQuery = Query<Prisma.CharacterInclude, Prisma.CharacterSelect>;

export function listCharacters(
  query: CharacterQuery & { take?: number; skip?: number; cursor?: Prisma.CharacterWhereUniqueInput },
  filter: CharacterFilter,
  order: CharacterOrder,
) {
  return db.character.findMany({ ...query, where: characterWhere(filter), orderBy: characterOrderBy(order) });
}

export function countCharacters(filter: CharacterFilter) {
  return db.character.count({ where: characterWhere(filter) });
}

export function findCharacter(query: CharacterQuery, slug: string, jpContent: boolean, now: Date) {
  return db.character.findFirst({ ...query, where: { AND: [{ id: slug }, visibleCharacters(jpContent, now)] } });
}

export function findCharacters(query: CharacterQuery, where: Prisma.CharacterWhereInput, orderBy = characterOrderBy('RELEASE')) {
  return db.character.findMany({ ...query, where, orderBy });
}

export function listSeriesTabs(query: Query<Prisma.SeriesTabInclude, Prisma.SeriesTabSelect>) {
  return db.seriesTab.findMany({ ...query, orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] });
}

export function listWorldGroups(query: Query<Prisma.WorldGroupInclude, Prisma.WorldGroupSelect>) {
  return db.worldGroup.findMany({ ...query, orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] });
}

export function listVariantGroups(query: Query<Prisma.VariantGroupInclude, Prisma.VariantGroupSelect>) {
  return db.variantGroup.findMany({ ...query, orderBy: [{ enName: 'asc' }, { id: 'asc' }] });
}

export function listBatches(query: Query<Prisma.CharacterBatchInclude, Prisma.CharacterBatchSelect>, kind: string) {
  return db.characterBatch.findMany({ ...query, where: { kind }, orderBy: [{ no: 'desc' }] });
}
