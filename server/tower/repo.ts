// The only module of the tower domain that talks to the database. A floor whose release time is
// still to come is a JP spoiler: every query here applies the reveal rule to floors, to the
// rewards and enemies under them, and (through the enemies) to the characters the units link to.
import { GraphQLError } from 'graphql';
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { recordsOf } from '../shared/recordAccess.ts';
import { isPublic, type Viewer } from '../shared/reveal.ts';
import { releasedFloors, visibleEnemies, visibleFloors } from './reveal.ts';

type Query<I, S> = { include?: I; select?: S };
type FloorQuery = Query<Prisma.TowerFloorInclude, Prisma.TowerFloorSelect>;
type ItemQuery = Query<Prisma.TowerItemInclude, Prisma.TowerItemSelect>;
type Page = { take?: number; skip?: number; cursor?: Prisma.TowerFloorWhereUniqueInput };

/** The spec's not-found error for a floor, on GraphQL (NOT_FOUND, 404) and /api alike. */
export const FLOOR_NOT_FOUND = 'Tower floor does not exist!';

export function floorNotFound() {
  return new GraphQLError(FLOOR_NOT_FOUND, { extensions: { code: 'NOT_FOUND', http: { status: 404 } } });
}

/** Relation arguments for a floor's enemies the viewer may see, by slot. */
export function enemiesQuery(viewer: Viewer) {
  return { where: visibleEnemies(viewer), orderBy: { slot: 'asc' as const } };
}

/**
 * Selection of the HP of a floor's visible enemies (what the floor's total and the HP chart sum),
 * with the same arguments as the enemies list, so the two share one statement.
 */
export function enemyHpSelect(viewer: Viewer) {
  return { enemies: { ...enemiesQuery(viewer), select: { hp: true, hpApprox: true } } };
}

/** Relation arguments for a floor's rewards, in file order. */
export const floorRewardsQuery = { orderBy: { id: 'asc' as const } };

/** Relation arguments for an item's rewards on floors the viewer may see, by floor. */
export function itemRewardsQuery(viewer: Viewer) {
  return { where: { tower: visibleFloors(viewer) }, orderBy: [{ floor: 'asc' as const }, { id: 'asc' as const }] };
}

/** Selection of an item's visible reward amounts, for its total (the same arguments as its rewards list: one statement). */
export function itemAmountsSelect(viewer: Viewer) {
  return { rewards: { ...itemRewardsQuery(viewer), select: { amount: true } } };
}

/** node(id) of a floor: found only when the viewer may see it. */
export function floorNodeWhere(floor: number, viewer: Viewer): Prisma.TowerFloorWhereUniqueInput {
  return { ...visibleFloors(viewer), floor };
}

/** node(id) of an item: found only while some floor the viewer may see gives it. */
export function itemNodeWhere(id: string, viewer: Viewer): Prisma.TowerItemWhereUniqueInput {
  return { rewards: { some: { tower: visibleFloors(viewer) } }, id };
}

export function listFloors(query: FloorQuery & Page, viewer: Viewer) {
  return db.towerFloor.findMany({ ...query, where: visibleFloors(viewer), orderBy: { floor: 'asc' } });
}

export function countFloors(viewer: Viewer) {
  return db.towerFloor.count({ where: visibleFloors(viewer) });
}

/** The highest floor number the viewer may see, and the newest released one (null when none). */
export async function floorBounds(viewer: Viewer): Promise<{ highest: number | null; newestReleased: number | null }> {
  const released = releasedFloors(viewer);
  const [all, pub] = await Promise.all([
    viewer.jpContent ? db.towerFloor.aggregate({ _max: { floor: true } }) : null,
    db.towerFloor.aggregate({ where: released, _max: { floor: true } }),
  ]);
  const newestReleased = pub._max.floor ?? null;
  return { highest: all ? (all._max.floor ?? null) : newestReleased, newestReleased };
}

/** Clamps a requested floor number into 1..highest; with none asked, the newest released floor. */
export function clampFloor(requested: number | null | undefined, bounds: { highest: number | null; newestReleased: number | null }) {
  if (bounds.highest === null) return null;
  if (requested === null || requested === undefined) return bounds.newestReleased ?? bounds.highest;
  return Math.min(Math.max(Math.trunc(requested), 1), bounds.highest);
}

/**
 * One floor by number, clamped between 1 and the highest floor the viewer may see (the highest
 * released floor, or the highest of all with JP content); without a number, the newest released
 * floor. A number that lands on no floor (a gap) is the spec's not-found error.
 */
export async function findFloor(query: FloorQuery, requested: number | null | undefined, viewer: Viewer) {
  const number = clampFloor(requested, await floorBounds(viewer));
  if (number === null) throw floorNotFound();
  const floor = await db.towerFloor.findFirst({ ...query, where: { AND: [{ floor: number }, visibleFloors(viewer)] } });
  if (!floor) throw floorNotFound();
  return floor;
}

/** Items some floor the viewer may see gives, in the order of the items file. */
export function listRewardItems(query: ItemQuery, viewer: Viewer) {
  return db.towerItem.findMany({
    ...query,
    where: { rewards: { some: { tower: visibleFloors(viewer) } } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}

/** Sum of the HP the source gives; null when it gives none. */
export function totalHpOf(enemies: { hp: number | null }[]): number | null {
  const known = enemies.filter((e): e is { hp: number } => e.hp != null);
  return known.length ? known.reduce((sum, e) => sum + e.hp, 0) : null;
}

export interface HpEntry {
  floor: number;
  value: number;
  releaseAt: Date | null;
  isReleased: boolean;
  sample: boolean;
  /** Some of the HP is a round figure the source gives. */
  approx: boolean;
}

/** Total HP of each floor the viewer may see whose HP a source gives, by floor: the HP chart. */
export async function hpGraph(viewer: Viewer): Promise<HpEntry[]> {
  const floors = await db.towerFloor.findMany({
    where: visibleFloors(viewer),
    orderBy: { floor: 'asc' },
    select: { floor: true, releaseAt: true, sample: true, ...enemyHpSelect(viewer) },
  });
  return floors.flatMap((f) => {
    const value = totalHpOf(f.enemies);
    if (value == null) return [];
    const approx = f.enemies.some((e) => e.hpApprox);
    return [{ floor: f.floor, value, releaseAt: f.releaseAt, isReleased: isPublic(f.releaseAt, viewer), sample: f.sample, approx }];
  });
}

/** The floors as records of their file, by number; a floor's page is the tower page showing it. */
export const floorRecords = recordsOf(() => db.towerFloor, {
  key: 'floor',
  numeric: true,
  where: visibleFloors,
  path: (key) => `/stages/scarlet-devil-tower?floor=${key}`,
});
