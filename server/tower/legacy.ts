// The /api/towers paths: the tower pages' documented JSON. Each reshape reads its stored
// operation's generated result type.
import { readFileSync } from 'node:fs';
import type {
  LegacyTowerFloorQuery,
  LegacyTowerFloorsQuery,
  LegacyTowerHpGraphQuery,
  LegacyTowerRewardItemsQuery,
  LegacyTowerRewardsFragment,
} from '../legacy/operations.generated.ts';
import { LegacyError, type LegacyTable, route } from '../legacy/types.ts';

/** One page of the floors connection holds the whole tower (its maxSize). */
export const LEGACY_FLOOR_LIMIT = 1000;

type Floor = NonNullable<LegacyTowerFloorQuery['towerFloor']>;
type Enemy = Floor['enemies'][number];

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** The object without its null values (optional fields of abilities and effects). */
function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as Partial<T>;
}

const toRewards = (f: LegacyTowerRewardsFragment) => f.rewards.map((r) => ({ id: r.item.slug, name: r.item.name, amount: r.amount }));

function toEnemy(e: Enemy) {
  return {
    unit: {
      id: e.unit.slug,
      name: e.unit.name,
      translit: e.unit.translit,
      jpName: e.unit.jpName,
      img: e.unit.image,
      universe: e.unit.universe,
    },
    hp: e.hp,
    spells: e.spells,
    // A number for the whole enemy, or one number per gauge, as the data gives it.
    barriers: e.barriersPerGauge ? e.barriers : (e.barriers[0] ?? null),
    weaks: lower(e.weaks),
    resists: lower(e.resists),
    affinities: lower(e.affinities),
    tags: e.tags,
    ability: e.ability
      ? {
          name: e.ability.name,
          effects: e.ability.effects.map((x) => compact({ ...x, anomalies: lower(x.anomalies), elements: lower(x.elements) })),
        }
      : null,
    skills: e.skills.map((s) => ({ name: s.name, spell: s.spell, effects: s.effects.map(compact) })),
    gauges: e.gauges,
  };
}

/**
 * A floor's enemies by slot: always three places, null where a slot is empty (or holds an enemy
 * whose character the viewer may not see).
 */
function enemySlots(enemies: readonly Enemy[]) {
  return [0, 1, 2].map((slot) => {
    const e = enemies.find((x) => x.slot === slot);
    return e ? toEnemy(e) : null;
  });
}

/** The floor parameter: an integer (clamped by the query); absent means the newest released floor. */
function floorParam(query: URLSearchParams): number | null {
  const raw = query.get('floor')?.trim();
  if (raw === undefined || raw === '') return null;
  if (!/^-?\d{1,9}$/.test(raw)) throw new LegacyError(400, 'Query parameter floor must be an integer');
  return Number(raw);
}

export const towerLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route<LegacyTowerFloorsQuery>({
      path: '/api/towers/get-list',
      operation: 'LegacyTowerFloors',
      context: 'tower-floor-list',
      variables: () => ({ first: LEGACY_FLOOR_LIMIT }),
      reshape: (data) =>
        data.towerFloors.edges.map(({ node: f }) => ({ floor: f.number, release: f.releaseAt, rewards: toRewards(f), sample: f.sample })),
    }),
    route<LegacyTowerFloorQuery>({
      path: '/api/towers/get-detail',
      operation: 'LegacyTowerFloor',
      context: 'tower-floor',
      variables: (q) => ({ floor: floorParam(q) }),
      reshape: ({ towerFloor: f }) =>
        f
          ? {
              floor: f.number,
              release: f.releaseAt,
              rewards: toRewards(f),
              enemies: enemySlots(f.enemies),
              useGauge: f.useGauge,
              sample: f.sample,
            }
          : null,
    }),
    route<LegacyTowerRewardItemsQuery>({
      path: '/api/towers/get-rewards',
      operation: 'LegacyTowerRewardItems',
      context: 'tower/rewards',
      reshape: (data) =>
        data.towerRewards.map((i) => ({
          item: i.slug,
          name: i.name,
          total: i.total,
          values: i.rewards.map((r) => ({ floor: r.floor.number, amount: r.amount, release: r.floor.releaseAt })),
        })),
    }),
    route<LegacyTowerHpGraphQuery>({
      path: '/api/towers/get-hp-graph',
      operation: 'LegacyTowerHpGraph',
      context: 'hp-chart',
      reshape: (data) => data.towerHpGraph.map((e) => ({ floor: e.floor, value: e.value, isReleased: e.isReleased })),
    }),
  ],
};
