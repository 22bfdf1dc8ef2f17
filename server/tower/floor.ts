// The TowerFloor node, its rewards, and the floor fields of Query: the floors connection and one
// floor by number.
import { builder, revealedNode } from '../builder.ts';
import { isPublic } from '../shared/reveal.ts';
import { TOWER_BOUNDS, TOWER_LIMITS } from './constants.ts';
import { TowerEnemyObject } from './enemy.ts';
import { countFloors, enemiesQuery, enemyHpSelect, findFloor, floorNodeWhere, floorRewardsQuery, listFloors, totalHpOf } from './repo.ts';

export const TowerFloorNode = revealedNode('TowerFloor', (id, viewer) => floorNodeWhere(Number(id), viewer), {
  id: { field: 'floor' },
  select: { floor: true, releaseAt: true, sample: true, note: true },
  description:
    'A floor of the Scarlet Devil Tower. Floors whose release time is still to come are JP spoilers: listed only with JP content, with released: false.',
  fields: (t) => ({
    number: t.int({ description: 'Floor number.', resolve: (f) => f.floor }),
    releaseAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the floor opens on the global server (UTC); null when not known (treated as open).',
      resolve: (f) => f.releaseAt,
    }),
    released: t.boolean({
      description: 'False while the release time is still to come (shown with a JP marker).',
      resolve: (f, _args, ctx) => isPublic(f.releaseAt, ctx.viewer),
    }),
    useGauge: t.exposeBoolean('useGauge', { description: 'Whether enemies of the floor have several HP gauges.' }),
    sample: t.boolean({ description: 'True when this floor is sample data, not a real fact.', resolve: (f) => f.sample }),
    source: t.exposeString('source', { nullable: true, description: 'Where the facts of this floor come from.' }),
    note: t.string({
      nullable: true,
      description: "What to know about the floor's facts: which server's guide they come from, what the source leaves out.",
      resolve: (f) => f.note,
    }),
    totalHp: t.float({
      nullable: true,
      description: 'Sum of the HP of the enemies listed; null when the source gives the HP of none of them.',
      select: (_args, ctx) => enemyHpSelect(ctx.viewer),
      resolve: (f) => totalHpOf(f.enemies),
    }),
    rewards: t.relation('rewards', {
      description: 'What clearing the floor gives, in order.',
      extensions: { maxItems: TOWER_LIMITS.rewards, partitionOf: TOWER_BOUNDS.rewards },
      query: floorRewardsQuery,
    }),
    enemies: t.relation('enemies', {
      type: TowerEnemyObject,
      description: 'Enemies by slot (up to three; a slot may be empty). Enemies whose character the viewer may not see are left out.',
      extensions: { maxItems: TOWER_LIMITS.enemies, partitionOf: TOWER_BOUNDS.enemies },
      query: (_args, ctx) => enemiesQuery(ctx.viewer),
    }),
  }),
});

builder.prismaObject('TowerReward', {
  description: 'An amount of an item given by a floor.',
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    item: t.relation('item'),
    floorNumber: t.exposeInt('floor', { description: 'Number of the floor that gives it.' }),
    floor: t.relation('tower', { description: 'The floor that gives it.' }),
  }),
});

builder.queryFields((t) => ({
  towerFloors: t.prismaConnection(
    {
      type: 'TowerFloor',
      cursor: 'floor',
      // The site's own operations read the whole tower in one page (first and last are capped at 100 for tool authors).
      maxSize: 1000,
      description: 'Floors of the Scarlet Devil Tower the viewer may see, lowest first.',
      resolve: (query, _root, _args, ctx) => listFloors(query, ctx.viewer),
      totalCount: (_conn, _args, ctx) => countFloors(ctx.viewer),
    },
    { description: 'A page of tower floors.' },
  ),
  towerFloor: t.prismaField({
    type: 'TowerFloor',
    nullable: true,
    description:
      'One floor. number is clamped between 1 and the highest floor the viewer may see (the highest released floor, or the highest floor with JP content); without it, the newest released floor. A number that lands on no floor is a NOT_FOUND error, "Tower floor does not exist!".',
    args: { number: t.arg.int({ required: false, description: 'Floor number.' }) },
    resolve: (query, _root, args, ctx) => findFloor(query, args.number, ctx.viewer),
  }),
}));
