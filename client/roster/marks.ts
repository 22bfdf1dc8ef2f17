// What the "My Friends" checklist shows and does with a roster: a Friend's mark (the step of the
// tap cycle its flags stand at), the cycle itself, the marks of many Friends at once, the groups
// of the grid and their counts. Pure functions of the roster and the Friends the server returned:
// a Friend the server did not return (unknown, or hidden by the spoiler switch) is never shown or
// counted, though the roster keeps its flags.
import { type FriendFlags, type FriendMap, flagsIn, flagsOf } from '../shared/roster/format.ts';
import { sameFlags, withMarks } from '../shared/roster/marks.ts';

/** "Mark all owned" on a group: every Friend of it owned, a reborn one left reborn. */
export function allOwned(friends: FriendMap, slugs: readonly string[]): FriendMap | null {
  return withMarks(friends, new Map(slugs.map((slug) => [slug, flagsIn(friends, slug).rebirth ? 'reborn' : 'owned'] as const)));
}

/** "Clear" on a group: no mark left on any Friend of it. */
export const cleared = (friends: FriendMap, slugs: readonly string[]): FriendMap | null =>
  withMarks(friends, new Map(slugs.map((slug) => [slug, 'none'] as const)));

/** The Friends with the flags `before` gives them back (an Undo), every other Friend kept; null when nothing changes. */
export function restored(friends: FriendMap, before: ReadonlyMap<string, FriendFlags>): FriendMap | null {
  let next: Record<string, FriendFlags> | null = null;
  for (const [slug, flags] of before) {
    if (sameFlags(flagsIn(friends, slug), flags)) continue;
    next ??= { ...friends };
    const kept = flagsOf(flags.owned, flags.rebirth, flags.wishlist);
    if (kept) next[slug] = kept;
    else delete next[slug];
  }
  return next;
}

/** How many of `slugs` are owned, reborn and wished for. */
export interface Counts {
  total: number;
  owned: number;
  reborn: number;
  wishlist: number;
}

export function countMarks(friends: FriendMap, slugs: readonly string[]): Counts {
  const counts: Counts = { total: slugs.length, owned: 0, reborn: 0, wishlist: 0 };
  for (const slug of slugs) {
    const flags = flagsIn(friends, slug);
    if (flags.owned) counts.owned++;
    if (flags.rebirth) counts.reborn++;
    if (flags.wishlist) counts.wishlist++;
  }
  return counts;
}

/** What the checklist needs of a Friend the server returned. */
export interface FriendEntry {
  readonly slug: string;
  readonly type: string;
  readonly worldCode: string | null | undefined;
}

export type Grouping = 'world' | 'type';

export interface FriendGroup<F extends FriendEntry> {
  /** The world code or the rarity type. */
  readonly key: string;
  readonly label: string;
  readonly friends: readonly F[];
}

/**
 * The Friends in groups, by world or by rarity type, in the order given (`order`: the worlds' or
 * the types' keys, with their labels); a key the order does not know comes after the others, a
 * Friend with no world last. Within a group the Friends keep the order they came in.
 */
export function groupFriends<F extends FriendEntry>(
  friends: readonly F[],
  grouping: Grouping,
  order: readonly (readonly [key: string, label: string])[],
): FriendGroup<F>[] {
  const byKey = new Map<string, F[]>();
  for (const friend of friends) {
    const key = (grouping === 'world' ? friend.worldCode : friend.type) ?? '';
    const list = byKey.get(key);
    if (list) list.push(friend);
    else byKey.set(key, [friend]);
  }
  const labels = new Map(order);
  const rank = (key: string) => {
    const at = order.findIndex(([k]) => k === key);
    return at >= 0 ? at : key === '' ? order.length + 1 : order.length;
  };
  return [...byKey.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => ({ key, label: labels.get(key) ?? (key || (grouping === 'world' ? 'No world' : 'No type')), friends: byKey.get(key)! }));
}

/** How many Friends gained or lost each flag between two rosters. */
export interface FlagChanges {
  /** Friends owned after that were not before, and the reverse. */
  newlyOwned: number;
  noLongerOwned: number;
  rebirthAdded: number;
  rebirthRemoved: number;
  wishlistAdded: number;
  wishlistRemoved: number;
}

/** The flag changes from `before` to `after`, counted over `slugs` only (the Friends shown here, or every one named). */
export function flagChanges(before: FriendMap, after: FriendMap, slugs: Iterable<string>): FlagChanges {
  const changes: FlagChanges = {
    newlyOwned: 0,
    noLongerOwned: 0,
    rebirthAdded: 0,
    rebirthRemoved: 0,
    wishlistAdded: 0,
    wishlistRemoved: 0,
  };
  for (const slug of slugs) {
    const a = flagsIn(before, slug);
    const b = flagsIn(after, slug);
    if (a.owned !== b.owned) changes[b.owned ? 'newlyOwned' : 'noLongerOwned']++;
    if (a.rebirth !== b.rebirth) changes[b.rebirth ? 'rebirthAdded' : 'rebirthRemoved']++;
    if (a.wishlist !== b.wishlist) changes[b.wishlist ? 'wishlistAdded' : 'wishlistRemoved']++;
  }
  return changes;
}

/** The changes an import would make, counted over the Friends shown here only. */
export type ShownChanges = FlagChanges;
export const shownChanges = (before: FriendMap, after: FriendMap, shown: readonly string[]): ShownChanges =>
  flagChanges(before, after, shown);

/**
 * How many Friends of a roster (`where`: "this roster", a file's name) are not shown here, and why:
 * without the spoiler switch an unknown Friend and a hidden one cannot be told apart, and neither is named.
 */
export function notShown(count: number, where: string, jpContent: boolean): string {
  const friends = count === 1 ? '1 Friend' : `${count} Friends`;
  const why = jpContent ? 'unknown to this site' : 'unknown to this site or hidden by the spoiler switch';
  return `${friends} in ${where} ${count === 1 ? 'is' : 'are'} ${why}: not shown or counted here.`;
}
