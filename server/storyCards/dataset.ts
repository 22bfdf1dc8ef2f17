// The story-card domain's dataset files: the illustrators and the cards with their stats, buffs,
// featured characters and ways to obtain them. Their record schemas, what their records point at,
// how they are written (with the derived search keys and figures) and who may see them.
import { z } from 'zod';
import { effectId, joinSearchKeys } from '../shared/cardEffects.ts';
import { cardFigures } from '../shared/cardFigures.ts';
import {
  BUFF_TARGETS,
  date,
  fileSpec,
  int,
  json,
  listedTwice,
  nameSlug,
  optionalInstant,
  provenance,
  rowWriter,
  slug,
  text,
  url,
  type VisitorLookup,
} from '../shared/datasetSpec.ts';
import { STAT_IDS, SUITS } from '../shared/vocabulary.ts';
import { cardHiddenUntil, isCardReleasedFor } from './reveal.ts';

export const CARD_SUITS = SUITS;
export const SOURCE_TYPES = [
  'prayer',
  'epic-prayer',
  'epic-limited',
  'sc-prayer',
  'story',
  'story-limited',
  'ex',
  'vs',
  'eternal-battle',
  'event',
  'ruins',
  'login',
  'task',
  'exchange',
  'mini-game',
  'pack',
  'standard-prayer',
  'travelogue',
  'exchange-ema',
  'relic-prayer-exchange',
] as const;
export const illustrator = z.strictObject({
  id: nameSlug,
  name: text,
  jpName: text.nullish(),
  pixiv: url.nullish(),
  twitter: url.nullish(),
  website: url.nullish(),
  ...provenance,
});
export const buff = z.strictObject({
  random: z.boolean().optional(),
  attr: text,
  attrName: text.nullish(),
  attrType: z.enum(['layer', 'bullet', 'tag', 'elem', 'immune', 'disable', 'stat', 'attack', 'temp', 'turn', 'delay', 'random', 'misc']),
  values: z.array(z.number()).nullish(),
  turn: int().nullish(),
  target: z.enum(BUFF_TARGETS).nullish(),
  role: slug.nullish(),
  characterId: slug.nullish(),
  rank: int().nullish(),
  metadata: text.nullish(),
  enabled: z.boolean().optional(),
  text: text.nullish(),
});
export const storyCard = z.strictObject({
  id: int().positive(),
  name: text,
  nameOfficial: z.boolean().optional(),
  nameOriginal: text.nullish(),
  sortKey: text.optional(),
  rarity: int().min(1).max(5),
  suit: z.enum(CARD_SUITS),
  artistId: nameSlug.nullish(),
  releaseAt: optionalInstant,
  revealAt: optionalInstant,
  image: text.nullish(),
  gameWikiUrl: url.nullish(),
  loreWikiUrl: url.nullish(),
  aliases: z.array(z.strictObject({ value: text, priority: int().optional() })).optional(),
  stats: z
    .array(
      z.strictObject({
        stat: z.enum(STAT_IDS),
        min: z.number(),
        max: z.number(),
        randomMin: z.number().nullish(),
        randomMax: z.number().nullish(),
      }),
    )
    .optional(),
  buffs: z.array(buff).optional(),
  featured: z.array(slug).optional(),
  obtaining: z
    .array(z.strictObject({ type: z.enum(SOURCE_TYPES), display: text.nullish(), metadata: text.nullish(), endsAt: optionalInstant }))
    .optional(),
  ...provenance,
});

type StoryCard = z.infer<typeof storyCard>;

const CARDS = 'storyCards/storyCards.json';
const CHARACTERS = 'characters/characters.json';

const cardRow = ({ aliases, stats: _s, buffs: _b, featured: _f, obtaining: _o, releaseAt, revealAt, sortKey, ...c }: StoryCard) => ({
  ...c,
  nameOfficial: c.nameOfficial ?? true,
  sortKey: sortKey ?? c.name.toLowerCase(),
  searchKey: joinSearchKeys([c.name, c.nameOriginal, ...(aliases ?? []).map((a) => a.value)]),
  releaseAt: date(releaseAt),
  revealAt: date(revealAt),
});

const buffsOf = (c: StoryCard) => (c.buffs ?? []).map((b) => ({ ...b, effect: effectId(b.attrType, b.attr, b.metadata) }));

/** A story card a visitor may see: hidden characters left out of it, level-0 figures unknown until its release. */
function cardAsSeen(card: StoryCard, see: VisitorLookup) {
  const shown = (id: string | null | undefined) => see.shown(CHARACTERS, id);
  // Level-0 figures stay unknown until the release: null, as the site's "?".
  const minimum = isCardReleasedFor({ releaseAt: date(card.releaseAt) }, see.viewer);
  return {
    ...card,
    ...(card.featured ? { featured: card.featured.filter(shown) } : {}),
    ...(card.stats && !minimum ? { stats: card.stats.map((s) => ({ ...s, min: null })) } : {}),
    ...(card.buffs
      ? {
          buffs: card.buffs.map((b) => ({
            ...b,
            ...(b.characterId && !shown(b.characterId) ? { characterId: null } : {}),
            ...(!minimum && b.values ? { values: b.values.map((v, i) => (i === 0 ? null : v)) } : {}),
            ...(!minimum && b.text ? { text: null } : {}),
          })),
        }
      : {}),
  };
}

/** The story-card domain's files. */
export const STORY_CARD_FILES = [
  fileSpec({
    file: 'storyCards/illustrators.json',
    label: 'Illustrators',
    schema: illustrator,
    models: ['Illustrator'],
    writer: rowWriter<z.infer<typeof illustrator>>({
      model: 'Illustrator',
      key: 'id',
      keyOf: (a) => a.id,
      row: (a) => ({ ...a, searchKey: joinSearchKeys([a.name, a.jpName, a.id]) }),
    }),
    // Known through their cards: shown once one of them is.
    hiddenUntil: (a, lookup) => lookup.throughReferrers(CARDS, 'storyCards/illustrators.json', a.id),
  }),
  fileSpec({
    file: CARDS,
    label: 'Story cards',
    schema: storyCard,
    models: ['StoryCard', 'StoryCardAlias', 'StoryCardStat', 'StoryCardBuff', 'StoryCardFigure', 'StoryCardFeature', 'StoryCardObtain'],
    references: (c) => [
      { field: 'artistId', file: 'storyCards/illustrators.json', key: c.artistId, what: 'illustrator' },
      ...(c.featured ?? []).map((id, j) => ({ field: `featured.${j}`, file: CHARACTERS, key: id, what: 'character' })),
      ...(c.buffs ?? []).map((b, j) => ({ field: `buffs.${j}.characterId`, file: CHARACTERS, key: b.characterId, what: 'character' })),
    ],
    problems: (c) => [
      ...listedTwice(
        'aliases',
        (c.aliases ?? []).map((a) => a.value),
      ),
      ...listedTwice(
        'stats',
        (c.stats ?? []).map((s) => s.stat),
      ),
    ],
    writer: rowWriter<z.infer<typeof storyCard>>({
      model: 'StoryCard',
      key: 'id',
      keyOf: (c) => c.id,
      row: cardRow,
      children: [
        {
          model: 'StoryCardAlias',
          parent: 'cardId',
          rows: (c) => (c.aliases ?? []).map((a) => ({ value: a.value, priority: a.priority ?? 0 })),
        },
        { model: 'StoryCardStat', parent: 'cardId', rows: (c) => (c.stats ?? []).map((s, position) => ({ position, ...s })) },
        {
          model: 'StoryCardBuff',
          parent: 'cardId',
          rows: (c) => buffsOf(c).map(({ values, ...b }, position) => ({ position, ...b, values: json(values) })),
        },
        {
          model: 'StoryCardFigure',
          parent: 'cardId',
          rows: (c) => [...cardFigures({ stats: c.stats, buffs: buffsOf(c) })].map(([key, value]) => ({ key, value })),
        },
        {
          model: 'StoryCardFeature',
          parent: 'cardId',
          rows: (c) => [...new Set(c.featured ?? [])].map((characterId) => ({ characterId })),
        },
        {
          model: 'StoryCardObtain',
          parent: 'cardId',
          rows: (c) => (c.obtaining ?? []).map(({ endsAt, ...o }, position) => ({ position, ...o, endsAt: date(endsAt) })),
        },
      ],
    }),
    hiddenUntil: (c) => cardHiddenUntil({ revealAt: date(c.revealAt), releaseAt: date(c.releaseAt) }),
    asSeen: cardAsSeen,
  }),
];
