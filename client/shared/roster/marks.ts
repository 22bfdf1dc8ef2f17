// A Friend's mark, the step of the tap cycle its flags stand at, and the cycle itself: the one
// "tap to mark" of the checklist page and of every character list.
import { type FriendFlags, type FriendMap, flagsIn, flagsOf, NO_FLAGS } from './format.ts';
import { type RosterStore, rosterStore } from './store.ts';

/** A Friend's mark, the step of the tap cycle: not marked, owned, owned and reborn, wished for. */
export type Mark = 'none' | 'owned' | 'reborn' | 'wishlist';

/** The tap cycle: not marked → owned → owned + reborn → wishlist → not marked. */
export const NEXT_MARK: Readonly<Record<Mark, Mark>> = { none: 'owned', owned: 'reborn', reborn: 'wishlist', wishlist: 'none' };

/** Each mark as a screen reader says it, and as the badge on the portrait shows it. */
export const MARK_TEXT: Readonly<Record<Mark, string>> = {
  none: 'not marked',
  owned: 'owned',
  reborn: 'owned and reborn',
  wishlist: 'on the wishlist',
};
export const MARK_BADGE: Readonly<Record<Mark, string>> = { none: '', owned: 'Owned', reborn: 'Reborn', wishlist: 'Wish' };

/**
 * The mark a Friend's flags stand at. Flags from elsewhere (a merged import, an older file) may
 * combine owned with wishlist: owning wins, so the next tap goes on from there.
 */
export function markOf(flags: FriendFlags): Mark {
  if (flags.rebirth) return 'reborn';
  if (flags.owned) return 'owned';
  if (flags.wishlist) return 'wishlist';
  return 'none';
}

/** The mark of a Friend in a roster's Friends (none when the roster does not name her). */
export const markIn = (friends: FriendMap, slug: string): Mark => markOf(flagsIn(friends, slug));

const MARK_FLAGS: Readonly<Record<Mark, FriendFlags | null>> = {
  none: null,
  owned: flagsOf(true, false, false),
  reborn: flagsOf(true, true, false),
  wishlist: flagsOf(false, false, true),
};

/**
 * The Friends with new marks (`marks` by slug), every other Friend kept as it was; null when
 * nothing changes. A Friend left with no flag has no entry.
 */
export function withMarks(friends: FriendMap, marks: ReadonlyMap<string, Mark>): FriendMap | null {
  let next: Record<string, FriendFlags> | null = null;
  for (const [slug, mark] of marks) {
    if (sameFlags(flagsIn(friends, slug), MARK_FLAGS[mark])) continue;
    next ??= { ...friends };
    const flags = MARK_FLAGS[mark];
    if (flags) next[slug] = flags;
    else delete next[slug];
  }
  return next;
}

export function sameFlags(a: FriendFlags, b: FriendFlags | null): boolean {
  const other = b ?? NO_FLAGS;
  return a.owned === other.owned && a.rebirth === other.rebirth && a.wishlist === other.wishlist;
}

/** One tap on a Friend: its next mark. */
export const cycled = (friends: FriendMap, slug: string): FriendMap | null =>
  withMarks(friends, new Map([[slug, NEXT_MARK[markIn(friends, slug)]]]));

/** One tap on a Friend of a list, straight into the roster; nothing while the stored roster cannot be read. */
export function cycleMark(slug: string, store: RosterStore = rosterStore): void {
  store.change((friends) => cycled(friends, slug));
}
