// The "My Friends" filter of every character list (`?mine=owned`, `not-owned` or `wishlist`) and
// the "tap to mark" switch of the lists. Both act in the browser only: the server never sees the
// roster, so it draws every Friend and the filter applies once the page has read the device's roster.
import { useCallback, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FriendMap, flagsIn, isWanted } from './format.ts';
import { onDevice, type RosterStore, rosterStore, useRoster } from './store.ts';

export const MINE_FILTERS = [
  ['owned', 'Owned'],
  ['not-owned', 'Not owned'],
  ['wishlist', 'Wishlist'],
] as const;
export type Mine = (typeof MINE_FILTERS)[number][0];
const MINE_IDS: readonly string[] = MINE_FILTERS.map(([id]) => id);

/** The filter a URL asks for; anything else (absent, unknown, given twice) is no filter. */
export function readMine(params: URLSearchParams): Mine | null {
  const values = params.getAll('mine');
  return values.length === 1 && MINE_IDS.includes(values[0]) ? (values[0] as Mine) : null;
}

/** Whether a Friend passes the filter: a wished-for Friend already owned counts as owned, not wished for. */
export function keepsFriend(friends: FriendMap, slug: string, mine: Mine): boolean {
  const flags = flagsIn(friends, slug);
  if (mine === 'owned') return flags.owned;
  if (mine === 'not-owned') return !flags.owned;
  return isWanted(flags);
}

export interface MineFilter {
  readonly mine: Mine;
  /** The label of the filter, for counts ("12 of 150 characters: owned"). */
  readonly label: string;
  readonly keep: (slug: string) => boolean;
}

/**
 * The filter of the page's URL against the device's roster; null when the URL asks for none, and
 * while the roster has not been read (a server render and the hydration that follows it).
 */
export function useMineFilter(store: RosterStore = rosterStore): MineFilter | null {
  const [params] = useSearchParams();
  const state = useRoster(store);
  const mine = readMine(params);
  const friends = state.roster.friends;
  const keep = useCallback((slug: string) => (mine ? keepsFriend(friends, slug, mine) : true), [friends, mine]);
  if (!mine || !onDevice(state)) return null;
  const label = MINE_FILTERS.find(([id]) => id === mine)?.[1] ?? mine;
  return { mine, label: label.toLowerCase(), keep };
}

// "Tap to mark": while on, a tap on a thumbnail of any list cycles its mark instead of opening the
// Friend. It lasts for the visit (a page load starts with it off).
let marking = false;
const markingListeners = new Set<() => void>();
const subscribeMarking = (listener: () => void) => {
  markingListeners.add(listener);
  return () => {
    markingListeners.delete(listener);
  };
};
export function setMarking(on: boolean): void {
  if (on === marking) return;
  marking = on;
  for (const listener of [...markingListeners]) listener();
}
export const useMarking = (): boolean =>
  useSyncExternalStore(
    subscribeMarking,
    () => marking,
    () => false,
  );
