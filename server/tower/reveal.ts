// The reveal rule of the tower's floors and enemies (see server/shared/reveal.ts); an enemy that is
// a character follows the characters' rule.
import type { Prisma } from '../../prisma/connect.ts';
import { type CharacterRevealRow, isCharacterVisible, visibleCharacters } from '../characters/reveal.ts';
import { at, publicWhere, revealedWhere, type Viewer } from '../shared/reveal.ts';

/** Tower floors: released (`releaseAt`), or any with JP content. */
export function visibleFloors(viewer: Viewer): Prisma.TowerFloorWhereInput {
  return revealedWhere(viewer, 'releaseAt');
}

/** The floors' rule on a loaded row (a floor kept in memory, such as a record of the data export). */
export function floorHiddenUntil(f: { releaseAt: Date | null }): number {
  return at(f.releaseAt);
}

/** Floors released to global players, whatever the switch (the newest released floor is the default). */
export function releasedFloors(viewer: Viewer): Prisma.TowerFloorWhereInput {
  return publicWhere(viewer, 'releaseAt');
}

/** Tower enemies: units with no character, or whose character the viewer may see. */
export function visibleEnemies(viewer: Viewer): Prisma.TowerEnemyWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ characterId: null }, { character: visibleCharacters(viewer) }] };
}

/** The enemies' rule on a loaded row: its character (null when the unit is no character) is the one that counts. */
export function isEnemyVisible(character: CharacterRevealRow | null, viewer: Viewer): boolean {
  return !character || isCharacterVisible(character, viewer);
}
