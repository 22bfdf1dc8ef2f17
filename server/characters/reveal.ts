// The characters' reveal rule, in the forms its readers need (see server/shared/reveal.ts): every
// domain that shows a character applies it from here.
import type { Prisma } from '../../prisma/connect.ts';
import { at, isPublicFrom, isShown, revealedWhere, SPOILER_PARAM, type Viewer } from '../shared/reveal.ts';

/**
 * Characters, wherever one appears (its own pages, a card's featured characters, a prayer's
 * rate-ups, a pool, a batch, a forever prayer, a tower enemy's unit): revealed, and no JP-only
 * announcement, unless the viewer has JP content on.
 */
export function visibleCharacters(viewer: Viewer): Prisma.CharacterWhereInput {
  if (viewer.jpContent) return {};
  return { AND: [revealedWhere(viewer, 'revealAt'), { OR: [{ unreleasedGroup: null }, { unreleasedGroup: { not: 'jp' } }] }] };
}

export type CharacterRevealRow = { revealAt: Date | null; unreleasedGroup: string | null };

/**
 * Variant groups: shown while a character the viewer may see belongs to them, or while none
 * belongs to them at all. A group known only through hidden characters would name them.
 */
export function visibleVariantGroups(viewer: Viewer): Prisma.VariantGroupWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ characters: { some: visibleCharacters(viewer) } }, { characters: { none: {} } }] };
}

/** The characters' rule in memory: a JP-only announcement stays hidden from global players for ever. */
export function characterHiddenUntil(c: CharacterRevealRow): number {
  return c.unreleasedGroup === 'jp' ? Number.POSITIVE_INFINITY : at(c.revealAt);
}

/** The characters' rule on a loaded row. */
export function isCharacterVisible(c: CharacterRevealRow, viewer: Viewer): boolean {
  return isShown(characterHiddenUntil(c), viewer);
}

/** Whether a character is public for global players, whatever the switch (a unit shown under its spoiler-safe image). */
export function isCharacterPublic(c: CharacterRevealRow, viewer: Viewer): boolean {
  return isPublicFrom(characterHiddenUntil(c), viewer);
}

/**
 * The query of a character's image paths: the spoiler switch while the character is hidden from
 * global players, since /images shows a hidden character's files only with it (and a path with it
 * is cached apart from the plain one).
 */
export const characterImageQuery = (c: CharacterRevealRow, viewer: Viewer): string =>
  isCharacterPublic(c, viewer) ? '' : `?${SPOILER_PARAM}=1`;
