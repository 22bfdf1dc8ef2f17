// A Friend or a story card as a prayer item (a rate-up, a pool entry, a pull): the columns it is
// read from, its picture, its group in a pool and when it stops being a spoiler.
import type { Prisma } from '../../prisma/connect.ts';
import { characterHiddenUntil } from '../characters/reveal.ts';
import { cardHiddenUntil } from '../storyCards/reveal.ts';
import type { PoolGroup, SimItem } from './simulator.ts';

export const CARD_COLUMNS = { id: true, name: true, rarity: true, suit: true, image: true, revealAt: true, releaseAt: true } as const;

export const CHARACTER_COLUMNS = {
  id: true,
  nameEn: true,
  shortNameEn: true,
  shortNameTranslit: true,
  status: true,
  type: true,
  imgThumb: true,
  portraitSet: true,
  portraitHash: true,
  portraitSize: true,
  revealAt: true,
  unreleasedGroup: true,
} as const;

type CharacterRow = Prisma.CharacterGetPayload<{ select: typeof CHARACTER_COLUMNS }>;
type CardRow = Prisma.StoryCardGetPayload<{ select: typeof CARD_COLUMNS }>;

export function characterItem(c: CharacterRow): SimItem {
  return {
    kind: 'character',
    id: c.id,
    cardId: null,
    name: c.nameEn,
    shortName: c.shortNameEn,
    shortNameTranslit: c.shortNameTranslit,
    image: c.imgThumb ? `/images/${encodeURIComponent(c.imgThumb)}` : `/images/${encodeURIComponent(c.id)}.png`,
    portrait: c.portraitHash ? { portraitSet: c.portraitSet, portraitHash: c.portraitHash, portraitSize: c.portraitSize } : null,
    rarity: c.status === 'non-limited' ? 'gen' : c.type,
    group: 'character',
    hiddenUntil: characterHiddenUntil(c),
  };
}

export function cardGroup(rarity: number): PoolGroup {
  return rarity >= 5 ? 'card5' : rarity === 4 ? 'card4' : 'card3';
}

export function cardImage(card: { id: number; image: string | null }): string {
  return card.image ? `/images/${encodeURIComponent(card.image)}` : `/images/story-card-${card.id}.png`;
}

export function cardItem(c: CardRow): SimItem {
  return {
    kind: 'card',
    id: String(c.id),
    cardId: c.id,
    name: c.name,
    shortName: c.name,
    shortNameTranslit: null,
    image: cardImage(c),
    portrait: null,
    rarity: String(c.rarity),
    group: cardGroup(c.rarity),
    hiddenUntil: cardHiddenUntil(c),
  };
}
