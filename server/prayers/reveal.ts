// The reveal rule of prayers and forever prayers (see server/shared/reveal.ts).
import type { Prisma } from '../../prisma/connect.ts';
import { at, revealedWhere, type Viewer } from '../shared/reveal.ts';

/** Prayers: announced globally (`revealAt`), or any with JP content. */
export function visiblePrayers(viewer: Viewer): Prisma.PrayerWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

/** Forever prayers: the prayers' rule. */
export function visibleForeverPrayers(viewer: Viewer): Prisma.ForeverPrayerWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

export function prayerHiddenUntil(p: { revealAt: Date | null }): number {
  return at(p.revealAt);
}
