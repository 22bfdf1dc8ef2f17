// The TowerItem node and the rewards tracker: each item with its total and the floors that give it.
import { builder, revealedNode } from '../builder.ts';
import { TOWER_BOUNDS } from './constants.ts';
import { itemAmountsSelect, itemNodeWhere, itemRewardsQuery, listRewardItems } from './repo.ts';

// An item no floor the viewer may see gives answers as an unknown id.
revealedNode('TowerItem', itemNodeWhere, {
  id: { field: 'id' },
  description: 'An item floors of the tower give.',
  fields: (t) => ({
    slug: t.exposeString('id', {
      description: 'Stable id, e.g. seal-crystal (ids ending in -3, and some ending in -2, glow on the site).',
    }),
    name: t.exposeString('name'),
    icon: t.string({
      description: 'Path of the icon under /images (a placeholder where there is no file).',
      select: { icon: true },
      resolve: (i) => `/images/${encodeURIComponent(i.icon ?? `item-${i.id}.png`)}`,
    }),
    total: t.int({
      description: 'Sum of the amounts given by the floors the viewer may see.',
      select: (_args, ctx) => itemAmountsSelect(ctx.viewer),
      resolve: (i) => i.rewards.reduce((sum, r) => sum + r.amount, 0),
    }),
    rewards: t.relation('rewards', {
      description: 'Where the item is given: floors the viewer may see, lowest first.',
      extensions: { maxItems: TOWER_BOUNDS.floors, partitionOf: TOWER_BOUNDS.rewards },
      query: (_args, ctx) => itemRewardsQuery(ctx.viewer),
    }),
  }),
});

builder.queryField('towerRewards', (t) =>
  t.prismaField({
    type: ['TowerItem'],
    description:
      'The rewards tracker: every item a floor the viewer may see gives, with its total and its floors, in the items file order.',
    extensions: { maxItems: TOWER_BOUNDS.items },
    resolve: (query, _root, _args, ctx) => listRewardItems(query, ctx.viewer),
  }),
);
