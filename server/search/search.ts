import { builder } from '../builder.ts';
import { badUserInput } from '../shared/errors.ts';
import { DEFAULT_RESULTS, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchText, searchText } from './matching.ts';
import { charactersInOrder, illustratorsInOrder, prayersInOrder, type SearchHits, searchAll, storyCardsInOrder } from './repo.ts';

interface SearchAnswer {
  query: string;
  text: SearchText | null;
  hits: SearchHits;
}

const NO_HITS: SearchHits = {
  characters: { ids: [], total: 0 },
  storyCards: { ids: [], total: 0 },
  prayers: { ids: [], total: 0 },
  illustrators: { ids: [], total: 0 },
};

const list = { maxItems: MAX_RESULTS };

const SearchResults = builder.objectRef<SearchAnswer>('SearchResults').implement({
  description:
    'What a search found, by kind, best matches first: an exact name, then a name starting with the text, then a name with a word starting with it, then a name holding it anywhere. Only what the viewer may see (the spoiler switch, ?jpContent=1) is found or counted.',
  fields: (t) => ({
    query: t.string({ description: 'The text searched for, as given (surrounding spaces removed).', resolve: (a) => a.query }),
    searched: t.boolean({
      description: 'False when the text holds no letter or digit (empty, spaces or punctuation only): nothing was searched.',
      resolve: (a) => a.text !== null,
    }),
    characters: t.prismaField({
      type: ['Character'],
      description:
        'Characters whose English name, short name, world and short name ("L1 Reimu"), title, Japanese name, reading or alias matches.',
      extensions: list,
      resolve: (query, a, _args, ctx) => charactersInOrder(query, a.hits.characters.ids, ctx.viewer),
    }),
    characterCount: t.int({ description: 'How many characters match in all.', resolve: (a) => a.hits.characters.total }),
    storyCards: t.prismaField({
      type: ['StoryCard'],
      description: 'Story cards whose name, original (Japanese) name or alias matches.',
      extensions: list,
      resolve: (query, a, _args, ctx) => storyCardsInOrder(query, a.hits.storyCards.ids, ctx.viewer),
    }),
    storyCardCount: t.int({ description: 'How many story cards match in all.', resolve: (a) => a.hits.storyCards.total }),
    prayers: t.prismaField({
      type: ['Prayer'],
      description: 'Prayers (banners) whose name matches.',
      extensions: list,
      resolve: (query, a, _args, ctx) => prayersInOrder(query, a.hits.prayers.ids, ctx.viewer),
    }),
    prayerCount: t.int({ description: 'How many prayers match in all.', resolve: (a) => a.hits.prayers.total }),
    illustrators: t.prismaField({
      type: ['Illustrator'],
      description: 'Illustrators whose name, Japanese name or slug matches.',
      extensions: list,
      resolve: (query, a, _args, ctx) => illustratorsInOrder(query, a.hits.illustrators.ids, ctx.viewer),
    }),
    illustratorCount: t.int({ description: 'How many illustrators match in all.', resolve: (a) => a.hits.illustrators.total }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResults,
    description: `Finds characters, story cards, prayers and illustrators by name, as the site's search does. Case, accents, spaces and punctuation do not count, words may be partial and in any order ("reimu", "Reimu Hakurei", "L1 Reimu", "hakurei l1"); nothing in the text is a pattern. At most ${MAX_QUERY_LENGTH} characters (a longer text, or first outside 1 to ${MAX_RESULTS}, is a BAD_USER_INPUT error); a text with no letter or digit finds nothing. Records not yet revealed on the global server are found only with the spoiler switch (?jpContent=1), and without it are not counted either.`,
    args: {
      query: t.arg.string({ required: true, description: `The text to find, at most ${MAX_QUERY_LENGTH} characters.` }),
      first: t.arg.int({
        required: false,
        defaultValue: DEFAULT_RESULTS,
        description: `Most results of each kind, 1 to ${MAX_RESULTS} (default ${DEFAULT_RESULTS}).`,
      }),
    },
    resolve: async (_root, args, ctx) => {
      const query = args.query.trim();
      if ([...query].length > MAX_QUERY_LENGTH) throw badUserInput(`The search text is at most ${MAX_QUERY_LENGTH} characters long`);
      const first = args.first ?? DEFAULT_RESULTS;
      if (!Number.isInteger(first) || first < 1 || first > MAX_RESULTS) throw badUserInput(`first must be between 1 and ${MAX_RESULTS}`);
      const text = searchText(query);
      return { query, text, hits: text ? await searchAll(text, first, ctx.viewer) : NO_HITS };
    },
  }),
);
