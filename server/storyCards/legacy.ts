// The /api/story-cards paths: the story-card list with the advanced search's options, and the
// illustrator tracker. Each reshape reads its stored operation's generated result type.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type {
  LegacyStoryCardBuffFragment as Buff,
  LegacyIllustratorsQuery,
  LegacyStoryCardListQuery,
} from '../legacy/operations.generated.ts';
import { instant, named } from '../legacy/schemas.ts';
import { type LegacyTable, route } from '../legacy/types.ts';
import { SUITS } from '../shared/vocabulary.ts';
import { CARD_PAGE_MAX, ILLUSTRATOR_BOUND, RARITIES } from './constants.ts';

const Rarity = z
  .int()
  .min(RARITIES[0])
  .max(RARITIES[RARITIES.length - 1]);

const StoryCardBuff = named(
  'StoryCardBuff',
  'An effect of a story card.',
  z.object({
    attr: z.string(),
    attrName: z.string().nullable(),
    attrType: z.string().describe('stat, bullet, misc, elem or tag.'),
    values: z.array(z.number().nullable()),
    turn: z.int().nullable(),
    target: z.string().nullable().describe('self, solo, party or aoe.'),
    role: z.string().nullable(),
    character: z.string().nullable(),
    rank: z.int().nullable(),
    metadata: z.string().nullable(),
    enabled: z.boolean(),
    text: z.string().nullable(),
  }),
);

const StoryCard = named(
  'StoryCard',
  'A story card. Level-0 figures are null until its release unless the spoiler switch is on.',
  z.object({
    id: z.int(),
    name: z.string(),
    nameOfficial: z.boolean(),
    nameOriginal: z.string().nullable(),
    alias: z.array(z.object({ value: z.string(), priority: z.int() })),
    sort: z.string(),
    rarity: Rarity,
    type: z.enum(SUITS),
    artist: z.string().nullable(),
    releaseDate: instant().nullable(),
    revealTime: instant().nullable(),
    stats: z.array(
      z.object({
        type: z.string().describe('hp, agi, yang-atk, yang-def, yin-atk or yin-def.'),
        min: z.array(z.number().nullable()).length(1).describe('The level-0 value.'),
        max: z.array(z.number()).min(1).max(2).describe('The level-10 value, or the range of a random stat.'),
      }),
    ),
    totalStat: z.object({ min: z.number().nullable(), max: z.number() }).describe('The stats summed, hp weighted 0.2.'),
    buffs: z.array(StoryCardBuff),
    randomBuffs: z.array(StoryCardBuff),
    characters: z.array(z.string()).describe('Ids of the featured characters.'),
    obtain: z.array(
      z.object({
        type: z.string(),
        display: z.string().nullable(),
        metadata: z.string().describe('type:origin:end, the end in epoch milliseconds (empty without one).'),
        endDate: instant().nullable(),
      }),
    ),
    img: z.string().nullable(),
    wiki: z.object({ game: z.string().nullable(), lore: z.string().nullable() }),
  }),
);

type Card = LegacyStoryCardListQuery['storyCards']['edges'][number]['node'];

function toBuff(b: Buff) {
  return {
    attr: b.attr,
    attrName: b.attrName,
    attrType: b.attrType,
    values: b.values,
    turn: b.turn,
    target: b.target,
    role: b.role,
    character: b.character?.slug ?? null,
    rank: b.rank,
    metadata: b.metadata,
    enabled: b.enabled,
    text: b.text,
  };
}

/**
 * An obtaining entry with the spec's colon-separated metadata: type, origin ("global" or the
 * CN-server label it was mapped from), and the end as epoch milliseconds (empty without one).
 */
function toObtain(o: Card['obtaining'][number]) {
  const origin = (o.metadata ?? '').replace(/:/g, ' -');
  return {
    type: o.type,
    display: o.display,
    metadata: `${o.type}:${origin}:${o.endsAt ? Date.parse(o.endsAt) : ''}`,
    endDate: o.endsAt,
  };
}

/** The spec's story-card form. */
export function toCardForm(c: Card): z.input<typeof StoryCard> {
  return {
    id: c.cardId,
    name: c.name,
    nameOfficial: c.nameOfficial,
    nameOriginal: c.nameOriginal,
    alias: c.aliases.map((a) => ({ value: a.value, priority: a.priority })),
    sort: c.sortKey,
    rarity: c.rarity,
    type: c.suit as (typeof SUITS)[number],
    artist: c.artist?.name ?? null,
    releaseDate: c.releaseAt,
    revealTime: c.revealAt,
    // Level-0 values (null until release unless JP content) and level-10 values; a random stat's
    // level-10 entry is its roll range.
    stats: c.stats.map((s) => ({
      type: s.stat,
      min: [s.min],
      max: s.randomMin !== null && s.randomMax !== null ? [s.randomMin, s.randomMax] : [s.max],
    })),
    totalStat: { min: c.totalStat.min, max: c.totalStat.max },
    buffs: c.buffs.map(toBuff),
    randomBuffs: c.randomBuffs.map(toBuff),
    characters: c.featuredCharacters.map((f) => f.slug),
    obtain: c.obtaining.map(toObtain),
    img: c.image,
    wiki: { game: c.links.gameWiki, lore: c.links.loreWiki },
  };
}

export const storyCardsLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/story-cards/get-list',
      operation: 'LegacyStoryCardList',
      context: 'story-card-list',
      tag: 'Story cards',
      summary: 'Every story card the viewer may see, with the search options',
      description: 'Cards still to be released are listed only with the spoiler switch on.',
      response: z.object({
        content: z.array(StoryCard),
        tags: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['general', 'character-tag']) })),
        chips: z.array(z.object({ id: z.string(), name: z.string() })).describe('The featured characters to filter by.'),
      }),
      variables: () => ({ first: CARD_PAGE_MAX }),
      reshape: (data: LegacyStoryCardListQuery) => ({
        content: data.storyCards.edges.map((e) => toCardForm(e.node)),
        tags: data.storyCardTags.map((t) => ({
          id: t.id,
          name: t.name,
          kind: t.kind === 'CHARACTER_TAG' ? ('character-tag' as const) : ('general' as const),
        })),
        chips: data.storyCardChips.map((c) => ({ id: c.slug, name: c.nameEn })),
      }),
    }),
    route({
      path: '/api/story-cards/get-illust',
      operation: 'LegacyIllustrators',
      context: 'illustrator-tracker',
      tag: 'Story cards',
      summary: 'Illustrators with a card the viewer may see, and their cards',
      response: z.array(
        z.object({
          id: z.string(),
          jp: z.string().nullable(),
          pixiv: z.string().nullable(),
          twitter: z.string().nullable(),
          website: z.string().nullable(),
          storyCards: z.array(
            z.object({
              id: z.int(),
              name: z.string(),
              sort: z.string(),
              rarity: Rarity,
              releaseDate: instant().nullable(),
              image: z.string().nullable(),
            }),
          ),
        }),
      ),
      variables: () => ({ first: ILLUSTRATOR_BOUND }),
      reshape: (data: LegacyIllustratorsQuery) =>
        data.illustrators.edges.map(({ node: a }) => ({
          id: a.name,
          jp: a.jpName,
          pixiv: a.pixiv,
          twitter: a.twitter,
          website: a.website,
          storyCards: a.storyCards.map((c) => ({
            id: c.cardId,
            name: c.name,
            sort: c.sortKey,
            rarity: c.rarity,
            releaseDate: c.releaseAt,
            image: c.image,
          })),
        })),
    }),
  ],
};
