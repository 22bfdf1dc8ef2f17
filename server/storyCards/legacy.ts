// The /api/story-cards paths: the story-card list with the advanced search's options, and the
// illustrator tracker. Each reshape reads its stored operation's generated result type.
import { readFileSync } from 'node:fs';
import type {
  LegacyStoryCardBuffFragment as Buff,
  LegacyIllustratorsQuery,
  LegacyStoryCardListQuery,
} from '../legacy/operations.generated.ts';
import { type LegacyTable, route } from '../legacy/types.ts';
import { CARD_PAGE_MAX, ILLUSTRATOR_BOUND } from './constants.ts';

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
export function toCardForm(c: Card) {
  return {
    id: c.cardId,
    name: c.name,
    nameOfficial: c.nameOfficial,
    nameOriginal: c.nameOriginal,
    alias: c.aliases.map((a) => ({ value: a.value, priority: a.priority })),
    sort: c.sortKey,
    rarity: c.rarity,
    type: c.suit,
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
    route<LegacyStoryCardListQuery>({
      path: '/api/story-cards/get-list',
      operation: 'LegacyStoryCardList',
      context: 'story-card-list',
      variables: () => ({ first: CARD_PAGE_MAX }),
      reshape: (data) => ({
        content: data.storyCards.edges.map((e) => toCardForm(e.node)),
        tags: data.storyCardTags.map((t) => ({ id: t.id, name: t.name, kind: t.kind === 'CHARACTER_TAG' ? 'character-tag' : 'general' })),
        chips: data.storyCardChips.map((c) => ({ id: c.slug, name: c.nameEn })),
      }),
    }),
    route<LegacyIllustratorsQuery>({
      path: '/api/story-cards/get-illust',
      operation: 'LegacyIllustrators',
      context: 'illustrator-tracker',
      variables: () => ({ first: ILLUSTRATOR_BOUND }),
      reshape: (data) =>
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
