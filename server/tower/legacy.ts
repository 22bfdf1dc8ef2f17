// The /api/towers paths: the tower pages' documented JSON. Each reshape reads its stored
// operation's generated result type.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type {
  LegacyTowerFloorQuery,
  LegacyTowerFloorsQuery,
  LegacyTowerHpGraphQuery,
  LegacyTowerRewardItemsQuery,
  LegacyTowerRewardsFragment,
} from '../legacy/operations.generated.ts';
import { instant, named } from '../legacy/schemas.ts';
import { intParam, LegacyError, type LegacyTable, route } from '../legacy/types.ts';

/** One page of the floors connection holds the whole tower (its maxSize). */
export const LEGACY_FLOOR_LIMIT = 1000;

type Floor = NonNullable<LegacyTowerFloorQuery['towerFloor']>;
type Enemy = Floor['enemies'][number];

const ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'] as const;
const ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
const lower = <T extends string>(values: readonly string[]) => values.map((v) => v.toLowerCase() as T);

const Element = z.enum(ELEMENTS);

const FloorReward = named(
  'TowerFloorReward',
  'An item a floor gives, and how many.',
  z.object({ id: z.string(), name: z.string(), amount: z.int() }),
);

const AbilityEffect = z.object({
  type: z.string(),
  anomalies: z.array(z.enum(ANOMALIES)),
  elements: z.array(Element),
  value: z.number().nullable(),
  text: z.string().nullable(),
});

const SkillEffect = z.object({
  attrType: z.string(),
  attr: z.string(),
  attrName: z.string().nullable(),
  values: z.array(z.number()),
  target: z.string().nullable(),
  rank: z.int().nullable(),
  turn: z.int().nullable(),
  role: z.string().nullable(),
  metadata: z.string().nullable(),
  text: z.string().nullable(),
});

const TowerEnemy = named(
  'TowerEnemy',
  'An enemy of a floor. Keys of an ability or skill effect that the data does not give are null.',
  z.object({
    unit: z.object({
      id: z.string().nullable().describe('The character id, when the enemy is a character.'),
      name: z.string(),
      translit: z.string().nullable(),
      jpName: z.string().nullable(),
      img: z.string(),
      universe: z.string().nullable(),
    }),
    hp: z.int().nullable().describe('Null where the source gives no HP.'),
    spells: z.int(),
    barriers: z
      .union([z.int(), z.array(z.int())])
      .nullable()
      .describe('One number for the whole enemy, or one number per gauge.'),
    weaks: z.array(Element),
    resists: z.array(Element),
    affinities: z.array(Element),
    tags: z.array(z.object({ id: z.string(), name: z.string() })),
    ability: z.object({ name: z.string().nullable(), effects: z.array(AbilityEffect) }).nullable(),
    skills: z.array(z.object({ name: z.string(), spell: z.boolean(), effects: z.array(SkillEffect) })),
    gauges: z.array(z.int()).describe('HP per gauge (up to three), empty without gauges.'),
  }),
);

const toRewards = (f: LegacyTowerRewardsFragment) => f.rewards.map((r) => ({ id: r.item.slug, name: r.item.name, amount: r.amount }));

function toEnemy(e: Enemy): z.input<typeof TowerEnemy> {
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
          effects: e.ability.effects.map((x) => ({ ...x, anomalies: lower(x.anomalies), elements: lower(x.elements) })),
        }
      : null,
    // Every key of an effect, null where the data gives none, as story card effects have them.
    skills: e.skills.map((s) => ({ name: s.name, spell: s.spell, effects: s.effects.map((x) => ({ ...x })) })),
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

const FLOOR_NOT_FOUND = 'Tower floor does not exist!';

/** The floor numbers the parameter takes (a number past them names no floor either, but is refused as malformed). */
const FLOOR_PARAM = z.int().min(-999_999_999).max(999_999_999);

/**
 * The floor parameter: an integer naming a floor the viewer may see. The page's GraphQL field
 * clamps a number to the floors there are; this path answers the spec's 404 instead (the floor
 * the field found is not the one asked for), and without a floor too. An empty, repeated or
 * non-integer floor is a malformed request, as for every parameter: a 400.
 */
function floorParam(query: URLSearchParams): number {
  const floor = intParam(query, 'floor', FLOOR_PARAM, 'must be an integer from -999999999 to 999999999');
  if (floor === undefined) throw new LegacyError(404, FLOOR_NOT_FOUND, 'tower-floor');
  return floor;
}

const Floor = z.object({ floor: z.int().min(1), release: instant().nullable(), rewards: z.array(FloorReward), sample: z.boolean() });

export const towerLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/towers/get-list',
      operation: 'LegacyTowerFloors',
      context: 'tower-floor-list',
      tag: 'Tower',
      summary: 'Every floor the viewer may see',
      description: 'Floors still to be released are listed only with the spoiler switch on.',
      response: z.array(Floor),
      variables: () => ({ first: LEGACY_FLOOR_LIMIT }),
      reshape: (data: LegacyTowerFloorsQuery) =>
        data.towerFloors.edges.map(({ node: f }) => ({ floor: f.number, release: f.releaseAt, rewards: toRewards(f), sample: f.sample })),
    }),
    route({
      path: '/api/towers/get-detail',
      operation: 'LegacyTowerFloor',
      context: 'tower-floor',
      tag: 'Tower',
      summary: 'One floor with its enemies',
      query: [
        {
          name: 'floor',
          required: true,
          description:
            'The floor number. A number that names no floor the viewer may see (below 1, past the last floor, a floor still to be released without the spoiler switch) is a 404, and so is no floor at all; anything but an integer (an empty value too) a 400.',
          schema: FLOOR_PARAM,
          example: 3,
        },
      ],
      notFound: {
        description: 'No floor was given, or the number names no floor the viewer may see.',
        pattern: '^Tower floor does not exist!$',
        example: FLOOR_NOT_FOUND,
      },
      response: Floor.omit({ sample: true }).extend({
        enemies: z.array(TowerEnemy.nullable()).length(3).describe('Three places, null where a slot is empty.'),
        useGauge: z.boolean(),
        sample: z.boolean(),
      }),
      variables: (q) => ({ floor: floorParam(q) }),
      reshape: ({ towerFloor: f }: LegacyTowerFloorQuery, variables) => {
        if (!f || f.number !== variables.floor) throw new LegacyError(404, FLOOR_NOT_FOUND, 'tower-floor');
        return {
          floor: f.number,
          release: f.releaseAt,
          rewards: toRewards(f),
          enemies: enemySlots(f.enemies),
          useGauge: f.useGauge,
          sample: f.sample,
        };
      },
    }),
    route({
      path: '/api/towers/get-rewards',
      operation: 'LegacyTowerRewardItems',
      context: 'tower/rewards',
      tag: 'Tower',
      summary: 'Every reward item, with its total and the floors that give it',
      response: z.array(
        z.object({
          item: z.string(),
          name: z.string(),
          total: z.int(),
          values: z.array(z.object({ floor: z.int(), amount: z.int(), release: instant().nullable() })),
        }),
      ),
      reshape: (data: LegacyTowerRewardItemsQuery) =>
        data.towerRewards.map((i) => ({
          item: i.slug,
          name: i.name,
          total: i.total,
          values: i.rewards.map((r) => ({ floor: r.floor.number, amount: r.amount, release: r.floor.releaseAt })),
        })),
    }),
    route({
      path: '/api/towers/get-hp-graph',
      operation: 'LegacyTowerHpGraph',
      context: 'hp-chart',
      tag: 'Tower',
      summary: 'The HP of every floor, for the HP chart',
      response: z.array(z.object({ floor: z.int(), value: z.int(), isReleased: z.boolean() })),
      reshape: (data: LegacyTowerHpGraphQuery) =>
        data.towerHpGraph.map((e) => ({ floor: e.floor, value: e.value, isReleased: e.isReleased })),
    }),
  ],
};
