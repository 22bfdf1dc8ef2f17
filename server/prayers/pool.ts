// The standard and ritual pools, each with the chance of every entry.
import { builder } from '../builder.ts';
import { PrayerPoolRef } from './prayer.ts';
import { simSpecialPool } from './simulatorRepo.ts';

export const PrayerPoolKindEnum = builder.enumType('PrayerPoolKind', {
  description: 'The pools the prayer section has pages for.',
  values: {
    STANDARD: { value: 'standard', description: 'The standard (general) prayer.' },
    RITUAL: { value: 'ritual', description: 'The ritual prayer.' },
  } as const,
});

builder.queryField('prayerPool', (t) =>
  t.field({
    type: PrayerPoolRef,
    nullable: true,
    description: 'The standard or ritual pool with the chance of every entry the viewer may see; null when the data has none.',
    args: { kind: t.arg({ type: PrayerPoolKindEnum, required: true }) },
    resolve: (_root, args, ctx) => simSpecialPool(args.kind, ctx.viewer),
  }),
);
