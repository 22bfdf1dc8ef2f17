// The home page's data in one query: home/ is the one folder that composes the other domains.
import { builder } from '../builder.ts';
import { CharacterCount } from '../characters/groups.ts';
import { countReleasedByRarity, listUpcomingCharacters } from '../characters/repo.ts';
import { CURRENT_PRAYERS_LIMIT, listCurrentPrayers, listEndedPrayers } from '../prayers/repo.ts';
import { countStoryCardsByStarAndSuit } from '../storyCards/repo.ts';
import { DEV_LETTER_WINDOW_MS } from '../updates/maintenance.ts';
import { currentDevLetter, listUpdates, nextMaintenance } from '../updates/repo.ts';
import { homeNotice } from './repo.ts';

const StarCount = builder.objectRef<{ rarity: number; count: number }>('StoryCardStarCount').implement({
  fields: (t) => ({ rarity: t.exposeInt('rarity', { description: '1 to 5 stars.' }), count: t.exposeInt('count') }),
});
const SuitCount = builder.objectRef<{ suit: string; count: number }>('StoryCardSuitCount').implement({
  fields: (t) => ({ suit: t.exposeString('suit', { description: 'plum, orchid, chrysanthemum or bamboo.' }), count: t.exposeInt('count') }),
});
const StoryCardCounts = builder.objectRef<Awaited<ReturnType<typeof countStoryCardsByStarAndSuit>>>('StoryCardCounts').implement({
  description: 'Story cards the viewer may see, per star and per suit.',
  fields: (t) => ({
    stars: t.field({ type: [StarCount], extensions: { maxItems: 5 }, resolve: (c) => c.stars }),
    suits: t.field({ type: [SuitCount], extensions: { maxItems: 4 }, resolve: (c) => c.suits }),
    total: t.exposeInt('total'),
  }),
});

const Home = builder.objectRef<Record<string, never>>('Home').implement({
  description: "Everything the home page shows, for the request's viewer.",
  fields: (t) => ({
    notice: t.string({
      nullable: true,
      description:
        'The notice at the top of the home page, as maintainers keep it (dataset file site/notices.json); null when there is none.',
      resolve: () => homeNotice(),
    }),
    characterCounts: t.field({
      type: [CharacterCount],
      description: 'Playable characters per current rarity (the donut chart).',
      extensions: { maxItems: 20 },
      resolve: (_home, _args, ctx) => countReleasedByRarity(ctx.viewer),
    }),
    storyCardCounts: t.field({
      type: StoryCardCounts,
      resolve: (_home, _args, ctx) => countStoryCardsByStarAndSuit(ctx.viewer),
    }),
    upcomingCharacters: t.prismaField({
      type: ['Character'],
      description: 'Characters with a global debut still to come, soonest first.',
      extensions: { maxItems: 500 },
      resolve: (query, _home, _args, ctx) => listUpcomingCharacters(query, ctx.viewer),
    }),
    currentPrayers: t.prismaField({
      type: ['Prayer'],
      description: 'Prayers running now or announced to start, by start. One with no known end runs once started.',
      extensions: { maxItems: CURRENT_PRAYERS_LIMIT },
      resolve: (query, _home, _args, ctx) => listCurrentPrayers(query, ctx.viewer),
    }),
    endedPrayers: t.prismaField({
      type: ['Prayer'],
      description: 'The prayers that ended last, newest end first.',
      args: { count: t.arg.int({ defaultValue: 3, description: 'How many, at most 10.' }) },
      extensions: { maxItems: 10 },
      resolve: (query, _home, args, ctx) => listEndedPrayers(query, Math.min(10, Math.max(1, args.count ?? 3)), ctx.viewer),
    }),
    nextMaintenance: t.prismaField({
      type: 'Maintenance',
      nullable: true,
      resolve: (query, _home, _args, ctx) => nextMaintenance(query, ctx.viewer),
    }),
    devLetter: t.prismaField({
      type: 'DevLetter',
      nullable: true,
      resolve: (query, _home, _args, ctx) => currentDevLetter(query, ctx.viewer, DEV_LETTER_WINDOW_MS),
    }),
    latestUpdates: t.prismaField({
      type: ['UpdateEntry'],
      description: 'The newest update-log entries.',
      args: { count: t.arg.int({ defaultValue: 3, description: 'How many, at most 10.' }) },
      extensions: { maxItems: 10, partitionOf: 10 },
      resolve: (query, _home, args) => listUpdates({ ...query, take: Math.min(10, Math.max(1, args.count ?? 3)) }),
    }),
  }),
});

builder.queryField('home', (t) =>
  t.field({
    type: Home,
    description: 'The home page: counts, what is coming, prayers, maintenance, the latest updates.',
    resolve: () => ({}),
  }),
);
