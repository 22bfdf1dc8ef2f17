// The player's roster on this device: one localStorage entry, kept in step between tabs, published
// to components through useSyncExternalStore. Where the browser keeps nothing (private windows,
// blocked storage) or has no room left, the roster still works for the visit, held in memory, and
// the state says why it will not be kept so the page can tell the player.
import { useSyncExternalStore } from 'react';
import type { StorageLike } from '../settings.ts';
import {
  checkPlanner,
  checkSlug,
  EMPTY_PLANNER,
  emptyRoster,
  type FriendFlag,
  type FriendFlags,
  type FriendMap,
  flagsIn,
  flagsOf,
  MAX_FRIENDS,
  migrate,
  NewerVersionError,
  PLANNER_AMOUNTS,
  type Planner,
  type Roster,
  RosterFormatError,
} from './format.ts';

export const STORAGE_KEY = 'my-friends';

/** Why changes last only for this visit: no storage at all, or no room left in it. */
export type StorageProblem = 'unavailable' | 'full' | null;

export interface RosterState {
  readonly roster: Roster;
  readonly storageProblem: StorageProblem;
  /**
   * Why the stored roster could not be read (made by a newer version of the site, or damaged).
   * It is left in storage as it is, and edits are ignored, until the player clears or replaces it.
   */
  readonly loadError: string | null;
}

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface RosterStoreOptions {
  /** Defaults to window.localStorage; `null` keeps the roster in memory (server rendering). */
  storage?: StorageLike | null;
  /** Where `storage` events arrive; defaults to window; `null` disables cross-tab sync. */
  eventTarget?: EventTargetLike | null;
  /** The clock that stamps `updatedAt`. */
  now?: () => Date;
}

export interface RosterStore {
  /** The current state; the same object until something changes (as useSyncExternalStore requires). */
  getSnapshot(): RosterState;
  subscribe(listener: () => void): () => void;
  /** Sets one flag of one Friend. Rebirth marks the Friend owned; no longer owned clears rebirth. */
  setFlag(slug: string, flag: FriendFlag, value: boolean): void;
  toggle(slug: string, flag: FriendFlag): void;
  /** Sets one flag of many Friends, with a single write. */
  setMany(slugs: readonly string[], flag: FriendFlag, value: boolean): void;
  /** Changes the planner inputs given, the others kept; null empties the planner. */
  setPlanner(changes: Partial<Planner> | null): void;
  /**
   * Changes the Friends with a pure function of the stored ones (null: no change), nothing while
   * the stored roster cannot be read. The Friends it leaves alone keep their objects, so a list
   * re-renders only the Friends it changed. `change` must build its flags with `flagsOf` or the
   * marks' helpers, which keep the format's rules.
   */
  change(change: (friends: FriendMap) => FriendMap | null): void;
  /** Takes a whole roster (an import); what storage held before is overwritten, even unreadable. */
  replace(roster: Roster): void;
  /** Forgets every Friend and the planner; what storage held before is overwritten, even unreadable. */
  clear(): void;
  /** Stops listening for changes made in other tabs. */
  dispose(): void;
}

/** The browser says it has no room: QuotaExceededError (Firefox once named it NS_ERROR_DOM_QUOTA_REACHED). */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** window.localStorage, or why there is none: reading it throws where cookies and storage are blocked. */
function defaultStorage(): { storage: StorageLike | null; problem: StorageProblem } {
  if (typeof window === 'undefined') return { storage: null, problem: null };
  try {
    const storage = window.localStorage;
    return storage ? { storage, problem: null } : { storage: null, problem: 'unavailable' };
  } catch {
    return { storage: null, problem: 'unavailable' };
  }
}

const errorText = (error: unknown): string =>
  error instanceof NewerVersionError || error instanceof RosterFormatError
    ? error.message
    : `The saved roster could not be read: ${error instanceof Error ? error.message : String(error)}`;

/** A Friend's flags with `flag` set to `value`: rebirth marks the Friend owned, no longer owned clears rebirth. */
function withFlagSet(was: FriendFlags, flag: FriendFlag, value: boolean): FriendFlags | null {
  let { owned, rebirth, wishlist } = was;
  if (flag === 'owned') {
    owned = value;
    if (!value) rebirth = false;
  } else if (flag === 'rebirth') {
    rebirth = value;
    if (value) owned = true;
  } else {
    wishlist = value;
  }
  return flagsOf(owned, rebirth, wishlist);
}

/** `roster` with one flag of `slugs` set, or null when nothing changes. */
function rosterWithFlag(roster: Roster, slugs: readonly string[], flag: FriendFlag, value: boolean): Roster | null {
  const { friends } = roster;
  let next: Record<string, FriendFlags> | null = null;
  for (const slug of slugs) {
    checkSlug('slug', slug);
    const was = flagsIn(next ?? friends, slug);
    if (was[flag] === value) continue;
    next ??= { ...friends };
    const flags = withFlagSet(was, flag, value);
    if (flags) next[slug] = flags;
    else delete next[slug];
  }
  if (!next) return null;
  if (Object.keys(next).length > MAX_FRIENDS) {
    throw new RosterFormatError('friends', `more than ${MAX_FRIENDS.toLocaleString('en')} Friends`);
  }
  return { ...roster, friends: next as FriendMap };
}

/** `roster` with the planner inputs changed (null: emptied), or null when nothing changes. */
function rosterWithPlanner(roster: Roster, changes: Partial<Planner> | null): Roster | null {
  if (changes === null) return roster.planner === null ? null : { ...roster, planner: null };
  const was = roster.planner ?? EMPTY_PLANNER;
  const planner = checkPlanner('planner', { ...was, ...changes })!;
  const unchanged =
    roster.planner !== null &&
    PLANNER_AMOUNTS.every((key) => planner[key] === was[key]) &&
    JSON.stringify(planner.target) === JSON.stringify(was.target);
  return unchanged ? null : { ...roster, planner };
}

/** What `text` (the stored entry, or null when there is none) holds, as a state; `previous` stays the roster when it cannot be read. */
function stateOf(text: string | null, problem: StorageProblem, previous: Roster | null, now: () => Date): RosterState {
  const fallback = () => previous ?? emptyRoster(now().toISOString());
  if (text === null) return { roster: emptyRoster(now().toISOString()), storageProblem: problem, loadError: null };
  try {
    return { roster: migrate(JSON.parse(text), { now }).roster, storageProblem: problem, loadError: null };
  } catch (error) {
    const loadError = error instanceof SyntaxError ? 'The saved roster is damaged (not valid JSON).' : errorText(error);
    return { roster: fallback(), storageProblem: problem, loadError };
  }
}

/** Saves `text`; the storage problem after the write (a failed write keeps the roster in memory for this visit). */
function save(storage: StorageLike, text: string): StorageProblem {
  try {
    storage.setItem(STORAGE_KEY, text);
    return null;
  } catch (error) {
    // A later write may succeed once room is made.
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

export function createRosterStore(options: RosterStoreOptions = {}): RosterStore {
  const listeners = new Set<() => void>();
  const now = options.now ?? (() => new Date());
  let storage: StorageLike | null = null;
  let eventTarget: EventTargetLike | null = null;
  let state: RosterState | undefined;
  // The text last read from or written to storage: a `storage` event carrying it changes nothing.
  let lastText: string | null = null;

  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };

  /** What storage holds, as a state; `previous` is kept as the roster when that cannot be read. */
  const read = (problem: StorageProblem, previous: Roster | null): RosterState => {
    try {
      lastText = storage ? storage.getItem(STORAGE_KEY) : null;
    } catch {
      storage = null;
      return { roster: previous ?? emptyRoster(now().toISOString()), storageProblem: 'unavailable', loadError: null };
    }
    return stateOf(lastText, problem, previous, now);
  };

  // Another tab saved (or cleared) the roster: take its version, whatever this tab held.
  const onStorage = (event: Event): void => {
    const key = (event as StorageEvent).key;
    if ((key !== null && key !== STORAGE_KEY) || !storage || !state) return;
    let text: string | null;
    try {
      text = storage.getItem(STORAGE_KEY);
    } catch {
      return;
    }
    if (text === lastText) return;
    state = read(state.storageProblem, state.roster);
    emit();
  };

  // Lazy, so importing the module touches neither localStorage nor window. Its time is a user
  // timing measure ("my-friends: read"), for the benchmark of a page with a whole roster.
  const init = (): RosterState => {
    if (state) return state;
    const started = typeof performance === 'undefined' ? 0 : performance.now();
    let problem: StorageProblem = null;
    if (options.storage === undefined) ({ storage, problem } = defaultStorage());
    else storage = options.storage;
    eventTarget = options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
    state = read(problem, null);
    eventTarget?.addEventListener('storage', onStorage);
    if (started) performance.measure?.('my-friends: read', { start: started });
    return state;
  };

  /** Publishes `roster` (stamped now) and saves it: one JSON text, one write. */
  const commit = (roster: Omit<Roster, 'updatedAt'> | null): void => {
    if (!roster) return;
    const current = init();
    const next: Roster = { ...roster, updatedAt: now().toISOString() };
    let problem = current.storageProblem;
    if (storage) {
      const text = JSON.stringify(next);
      problem = save(storage, text);
      if (problem === null) lastText = text;
    }
    state = { roster: next, storageProblem: problem, loadError: null };
    emit();
  };

  /** The stored roster to change, or null while it is unreadable (edits wait until it is cleared or replaced). */
  const editable = (): Roster | null => {
    const current = init();
    return current.loadError ? null : current.roster;
  };

  const setMany = (slugs: readonly string[], flag: FriendFlag, value: boolean): void => {
    const roster = editable();
    if (roster) commit(rosterWithFlag(roster, slugs, flag, value));
  };

  return {
    getSnapshot: init,
    subscribe(listener) {
      init();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setFlag: (slug, flag, value) => setMany([slug], flag, value),
    toggle: (slug, flag) => setMany([slug], flag, !flagsIn(init().roster.friends, slug)[flag]),
    setMany,
    setPlanner(changes) {
      const roster = editable();
      if (roster) commit(rosterWithPlanner(roster, changes));
    },
    change(change) {
      const roster = editable();
      const friends = roster ? change(roster.friends) : null;
      if (roster && friends) commit({ ...roster, friends });
    },
    // Checked again: the roster may come from anywhere, and storage must only ever hold a valid one.
    replace: (roster) => commit(migrate(roster, { now }).roster),
    clear: () => commit(emptyRoster('')),
    dispose() {
      eventTarget?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

/** The player's roster, backed by window.localStorage when available. */
export const rosterStore: RosterStore = createRosterStore();

/** What a server render shows: no roster, since the roster lives only on the device. */
const SERVER_STATE: RosterState = Object.freeze({
  roster: Object.freeze(emptyRoster('1970-01-01T00:00:00.000Z')),
  storageProblem: null,
  loadError: null,
});

/** The roster and its storage state, re-rendering the component on every change. */
export function useRoster(store: RosterStore = rosterStore): RosterState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_STATE);
}

/** Whether a state is the device's own roster, not the empty one a server render (and the hydration after it) shows. */
export const onDevice = (state: RosterState): boolean => state !== SERVER_STATE;
