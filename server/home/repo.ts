// Counts the home page shows that belong to no single list: story cards per star and per suit.
import { db } from '../db.ts';
import { revealedWhere, type Viewer } from '../shared/reveal.ts';

export const CARD_SUITS = ['plum', 'orchid', 'chrysanthemum', 'bamboo'] as const;

/** Story cards the viewer may see, per rarity (1 to 5) and per suit, every value present. */
export async function countStoryCards(viewer: Viewer) {
  const groups = await db.storyCard.groupBy({ by: ['rarity', 'suit'], where: revealedWhere(viewer), _count: { _all: true } });
  const stars = [1, 2, 3, 4, 5].map((rarity) => ({
    rarity,
    count: groups.filter((g) => g.rarity === rarity).reduce((n, g) => n + g._count._all, 0),
  }));
  const suits = CARD_SUITS.map((suit) => ({ suit, count: groups.filter((g) => g.suit === suit).reduce((n, g) => n + g._count._all, 0) }));
  return { stars, suits, total: stars.reduce((n, s) => n + s.count, 0) };
}
