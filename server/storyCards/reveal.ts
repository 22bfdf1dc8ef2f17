// The story cards' reveal rule, in the forms its readers need (see server/shared/reveal.ts).
import type { Prisma } from '../../prisma/connect.ts';
import { at, isPublicFrom, isShown, publicWhere, type Viewer } from '../shared/reveal.ts';

/**
 * Story cards, wherever one appears (its own pages, a prayer's rate-ups and lists, the home page,
 * search options, illustrators): revealed at its reveal time, or at its release when it has no
 * reveal time of its own. (A card revealed before its release is listed with its minimum figures
 * hidden until then.)
 */
export function visibleCards(viewer: Viewer): Prisma.StoryCardWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ revealAt: { lte: viewer.now } }, { AND: [{ revealAt: null }, publicWhere(viewer, 'releaseAt')] }] };
}

export type CardRevealRow = { revealAt: Date | null; releaseAt: Date | null };

export function cardHiddenUntil(c: CardRevealRow): number {
  return at(c.revealAt ?? c.releaseAt);
}

export function isCardVisible(c: CardRevealRow, viewer: Viewer): boolean {
  return isShown(cardHiddenUntil(c), viewer);
}

/** A card's minimum figures (level 0, a buff's base value): shown from its release on, or with JP content. */
export function isCardReleasedFor(c: { releaseAt: Date | null }, viewer: Viewer): boolean {
  return isShown(at(c.releaseAt), viewer);
}

/** Whether a card is public for global players, whatever the switch. */
export function isCardPublic(c: CardRevealRow, viewer: Viewer): boolean {
  return isPublicFrom(cardHiddenUntil(c), viewer);
}
