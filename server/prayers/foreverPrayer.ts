// The forever prayer: a daily free pull over a fixed list of Friends, with the rates per rarity
// (thresholds) that the chance calculator of its page uses.
import { builder, revealedNode } from '../builder.ts';
import { isPublic } from '../shared/reveal.ts';
import { PrayerStatusEnum, statusOf } from './prayer.ts';
import { findForeverPrayer, foreverCharactersQuery, listForeverPrayers, thresholdsQuery } from './repo.ts';
import { visibleForeverPrayers } from './reveal.ts';

builder.prismaObject('ForeverPrayerCharacter', {
  description: 'A Friend of a forever prayer.',
  fields: (t) => ({
    character: t.relation('character'),
    isNew: t.exposeBoolean('isNew', { description: 'New in this forever prayer.' }),
    position: t.exposeInt('position'),
  }),
});

builder.prismaObject('ForeverPrayerThreshold', {
  description:
    'From `date` on, one daily pull gives a Friend of `rarity` with chance `rate`, shared by `count` Friends (each has rate / count). mfes counts as sfes.',
  fields: (t) => ({
    rarity: t.exposeString('rarity', { description: 'A character type (gen, fes, afes, sfes...).' }),
    date: t.expose('date', { type: 'DateTime' }),
    rate: t.exposeFloat('rate', { description: 'Chance per daily pull for the rarity as a whole, at 1e-5 precision.' }),
    count: t.exposeInt('count', { description: 'Friends of the rarity sharing the rate.' }),
  }),
});

const members = { maxItems: 2000, partitionOf: 100_000 };

revealedNode('ForeverPrayer', (id, viewer) => ({ id: Number(id), AND: [visibleForeverPrayers(viewer)] }), {
  id: { field: 'id' },
  description: 'A forever prayer: one free pull a day over a fixed list of Friends.',
  fields: (t) => ({
    foreverPrayerId: t.int({
      description: 'The id of the page query (/prayer/forever-prayer?id=) and the legacy API.',
      resolve: (f) => f.id,
    }),
    title: t.exposeString('title'),
    startAt: t.expose('startAt', { type: 'DateTime' }),
    endAt: t.expose('endAt', { type: 'DateTime' }),
    status: t.field({ type: PrayerStatusEnum, resolve: (f, _args, ctx) => statusOf(f.startAt, f.endAt, ctx.viewer) }),
    notes: t.exposeString('notes', { nullable: true }),
    gap: t.exposeInt('gap', { nullable: true, description: 'The metadata.gap of the legacy form.' }),
    revealAt: t.expose('revealAt', { type: 'DateTime', nullable: true }),
    revealed: t.boolean({ resolve: (f, _args, ctx) => isPublic(f.revealAt, ctx.viewer) }),
    sample: t.exposeBoolean('sample', { description: 'True when this record is sample data, not a real fact.' }),
    source: t.exposeString('source', { nullable: true }),
    characters: t.relation('characters', {
      description: 'Friends the viewer may see, in order.',
      extensions: members,
      query: (_args, ctx) => foreverCharactersQuery(ctx.viewer),
    }),
    newCharacters: t.relation('characters', {
      description: 'The Friends new in this forever prayer.',
      extensions: members,
      query: (_args, ctx) => foreverCharactersQuery(ctx.viewer, true),
    }),
    thresholds: t.relation('thresholds', {
      description: 'Rates per rarity, by date.',
      extensions: { maxItems: 200, partitionOf: 100_000 },
      query: thresholdsQuery,
    }),
  }),
});

builder.queryField('foreverPrayer', (t) =>
  t.prismaField({
    type: 'ForeverPrayer',
    nullable: true,
    description: 'A forever prayer by id; without an id, the latest (by start). Null when unknown or not yet announced to the viewer.',
    args: { id: t.arg.int({ required: false }) },
    resolve: (query, _root, args, ctx) => findForeverPrayer(query, args.id, ctx.viewer),
  }),
);

builder.queryField('foreverPrayers', (t) =>
  t.prismaField({
    type: ['ForeverPrayer'],
    description: 'Every forever prayer the viewer may see, newest first.',
    extensions: { maxItems: 1000 },
    resolve: (query, _root, _args, ctx) => listForeverPrayers(query, ctx.viewer),
  }),
);
