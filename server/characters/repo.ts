// The only module of the characters domain that talks to the database.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { normaliseAlias } from '../shared/text.ts';

export interface CharacterFilter {
  types?: string[] | null;
  statuses?: string[] | null;
  worlds?: string[] | null;
  series?: string[] | null;
  roles?: string[] | null;
  /** true: rebirthable only; false: non-rebirthable only; null: both. */
  rebirth?: boolean | null;
  search?: string | null;
  /** Show content not yet revealed to global players. */
  jpContent: boolean;
  now: Date;
}

export type CharacterOrder = 'RELEASE' | 'NAME' | 'ID';

const nonEmpty = (list?: string[] | null) => (list && list.length > 0 ? list : undefined);

export function characterWhere(f: CharacterFilter): Prisma.CharacterWhereInput {
  const and: Prisma.CharacterWhereInput[] = [];
  if (!f.jpContent) {
    and.push({ OR: [{ revealAt: null }, { revealAt: { lte: f.now } }] });
    and.push({ OR: [{ unreleasedGroup: null }, { unreleasedGroup: { not: 'jp' } }] });
  }
  const types = nonEmpty(f.types);
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
  const term = f.search ? normaliseAlias(f.search) : '';
  if (term) and.push({ aliases: { some: { value: { contains: term } } } });
  return and.length ? { AND: and } : {};
}

export function characterOrderBy(order: CharacterOrder): Prisma.CharacterOrderByWithRelationInput[] {
  switch (order) {
    case 'RELEASE':
      return [{ debutAt: { sort: 'asc', nulls: 'last' } }, { releaseNo: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }];
    case 'NAME':
      return [{ nameEn: 'asc' }, { id: 'asc' }];
    default:
      return [{ id: 'asc' }];
  }
}

type Query = { include?: Prisma.CharacterInclude; select?: Prisma.CharacterSelect };

export function listCharacters(
  query: Query & { take?: number; skip?: number; cursor?: Prisma.CharacterWhereUniqueInput },
  filter: CharacterFilter,
  order: CharacterOrder,
) {
  return db.character.findMany({ ...query, where: characterWhere(filter), orderBy: characterOrderBy(order) });
}

export function countCharacters(filter: CharacterFilter) {
  return db.character.count({ where: characterWhere(filter) });
}
