// The Illustrator node and the illustrator tracker's list: every artist with a card the viewer
// may see, in the tracker's orders, with their cards.
import { builder, revealedNode } from '../builder.ts';
import { CARD_BOUND, ILLUSTRATOR_BOUND } from './constants.ts';
import {
  countIllustrators,
  findIllustrator,
  type IllustratorCardOrder,
  type IllustratorOrder,
  illustratorCardsQuery,
  illustratorStat,
  listIllustrators,
  visibleIllustratorById,
} from './illustratorRepo.ts';

const IllustratorOrderEnum = builder.enumType('IllustratorOrder', {
  description: "The illustrator tracker's artist sorts.",
  values: {
    NAME: { description: 'Alphabet (English or romanised name).' },
    EARLIEST: { description: 'Release of their earliest card; unknown dates last.' },
    CARD_COUNT: { description: 'Number of cards.' },
  } as const,
});

const IllustratorCardOrderEnum = builder.enumType('IllustratorCardOrder', {
  description: "The illustrator tracker's story-card sorts.",
  values: {
    NAME: { description: 'Alphabet.' },
    RELEASE: { description: 'Release date; unknown dates last.' },
  } as const,
});

// An illustrator without a card the viewer may see answers as an unknown id.
revealedNode('Illustrator', visibleIllustratorById, {
  id: { field: 'id' },
  description: 'An artist who drew story cards.',
  fields: (t) => ({
    slug: t.exposeString('id', { description: 'Stable id.' }),
    name: t.exposeString('name', { description: 'English or romanised name (the "English id" the tracker shows).' }),
    jpName: t.exposeString('jpName', { nullable: true, description: 'Japanese name, where it differs.' }),
    pixiv: t.exposeString('pixiv', { nullable: true }),
    twitter: t.exposeString('twitter', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    cardCount: t.int({
      description: 'Cards by the artist that the viewer may see.',
      resolve: async (a, _args, ctx) => (await illustratorStat(a.id, ctx.viewer)).count,
    }),
    earliestReleaseAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "Release of the artist's earliest card the viewer may see, where known (UTC).",
      resolve: async (a, _args, ctx) => {
        const { earliest } = await illustratorStat(a.id, ctx.viewer);
        return earliest === null ? null : new Date(earliest);
      },
    }),
    storyCards: t.relation('storyCards', {
      description: 'Cards by the artist that the viewer may see.',
      args: {
        orderBy: t.arg({ type: IllustratorCardOrderEnum, defaultValue: 'NAME' }),
        descending: t.arg.boolean({ defaultValue: false }),
      },
      extensions: { maxItems: 500, partitionOf: CARD_BOUND },
      query: (args, ctx) => illustratorCardsQuery(args.orderBy as IllustratorCardOrder, !!args.descending, ctx.viewer),
    }),
    sample: t.exposeBoolean('sample', { description: 'True when this record is sample data, not a real fact.' }),
    source: t.exposeString('source', { nullable: true, description: 'Where the facts of this record come from.' }),
  }),
});

builder.queryField('illustrator', (t) =>
  t.prismaField({
    type: 'Illustrator',
    nullable: true,
    description: 'One illustrator by slug; null when unknown or without a card the viewer may see.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => findIllustrator(query, args.slug, ctx.viewer),
  }),
);

builder.queryField('illustrators', (t) =>
  t.prismaConnection(
    {
      type: 'Illustrator',
      cursor: 'id',
      maxSize: ILLUSTRATOR_BOUND,
      description:
        "Illustrators with at least one card the viewer may see (the others are left out), in the tracker's order. first and last are capped at 100 for tool authors (the site's own operations may read up to 2000).",
      args: {
        orderBy: t.arg({ type: IllustratorOrderEnum, defaultValue: 'NAME' }),
        descending: t.arg.boolean({ defaultValue: false }),
        search: t.arg.string({ required: false, description: 'Found in the names, ignoring case and anything but letters and digits.' }),
      },
      resolve: (query, _root, args, ctx) =>
        listIllustrators(query, args.orderBy as IllustratorOrder, !!args.descending, ctx.viewer, args.search),
      totalCount: (_conn, args, ctx) => countIllustrators(ctx.viewer, args.search),
    },
    { description: 'A page of illustrators.' },
  ),
);
