// The HP chart: total HP per floor.
import { builder } from '../builder.ts';
import { TOWER_BOUNDS } from './constants.ts';
import { type HpEntry, hpGraph } from './repo.ts';

const TowerHpEntry = builder.objectRef<HpEntry>('TowerHpEntry').implement({
  description: 'One bar of the HP chart.',
  fields: (t) => ({
    floor: t.exposeInt('floor', { description: 'Floor number.' }),
    value: t.exposeFloat('value', {
      description: 'Total HP the source gives of the enemies of the floor the viewer may see (floors without any HP are left out).',
    }),
    releaseAt: t.expose('releaseAt', { type: 'DateTime', nullable: true, description: 'When the floor opens on the global server.' }),
    isReleased: t.exposeBoolean('isReleased', { description: 'False while the release time is still to come (JP content only).' }),
    sample: t.exposeBoolean('sample', { description: 'True when the floor is sample data.' }),
    approx: t.exposeBoolean('approx', { description: 'True when some of the HP is a round figure the source gives ("about 100,000").' }),
  }),
});

builder.queryField('towerHpGraph', (t) =>
  t.field({
    type: [TowerHpEntry],
    description: 'Total HP of each floor the viewer may see, lowest floor first.',
    extensions: { maxItems: TOWER_BOUNDS.floors },
    resolve: (_root, _args, ctx) => hpGraph(ctx.viewer),
  }),
);
