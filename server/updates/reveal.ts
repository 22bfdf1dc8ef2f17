// The reveal rule of the update log's items (see server/shared/reveal.ts).
import type { Prisma } from '../../prisma/connect.ts';
import { at, isPublic, revealedWhere, type Viewer } from '../shared/reveal.ts';

/** Update log items: revealed (`revealAt`), or any with JP content (then shown by their teaser text). */
export function visibleUpdateItems(viewer: Viewer): Prisma.UpdateItemWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

/** The update items' rule on a loaded row. */
export function updateItemHiddenUntil(item: { revealAt: Date | null }): number {
  return at(item.revealAt);
}

/** The label an unrevealed spoiler item shows under JP content when it has no teaser text. */
export const SPOILER_LABEL = '(JP spoiler)';

/**
 * The text of an item that may be a spoiler: its detail once revealed, else its teaser text or
 * the spoiler label. Unrevealed items are only ever listed for JP-content viewers.
 */
export function spoilerSafeText(item: { detail: string; spoiler: string | null; revealAt: Date | null }, viewer: Viewer): string {
  return isPublic(item.revealAt, viewer) ? item.detail : (item.spoiler ?? SPOILER_LABEL);
}
