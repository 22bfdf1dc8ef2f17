// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FLAGS, type Roster } from '../../client/shared/roster/format.ts';
import { createRosterStore, type RosterStore, type RosterStoreOptions, STORAGE_KEY, useRoster } from '../../client/shared/roster/store.ts';
import type { StorageLike } from '../../client/shared/settings.ts';

class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  writes = 0;
  reads = 0;
  /** Thrown by the next writes, when set. */
  failWith: Error | null = null;

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }

  getItem(key: string): string | null {
    this.reads++;
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWith) throw this.failWith;
    this.writes++;
    this.data.set(key, value);
  }
}

/** A clock that moves one second on each reading. */
function ticking(start = Date.parse('2025-05-01T00:00:00Z')) {
  let t = start;
  return () => {
    t += 1000;
    return new Date(t);
  };
}

const stores: RosterStore[] = [];
function makeStore(options: RosterStoreOptions): RosterStore {
  const store = createRosterStore({ eventTarget: null, now: ticking(), ...options });
  stores.push(store);
  return store;
}

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
  localStorage.clear();
});

const stored = (storage: FakeStorage) => JSON.parse(storage.data.get(STORAGE_KEY)!);

const V1: Roster = {
  version: 1,
  friends: { 'l1-reimu': { owned: true, rebirth: false, wishlist: false } },
  planner: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('marking Friends', () => {
  it('starts empty, and a mark survives a reload', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    expect(store.getSnapshot().roster.friends).toEqual({});
    store.setFlag('l1-reimu', 'owned', true);
    store.toggle('a6-sakuya', 'wishlist');

    const reloaded = makeStore({ storage });
    expect(reloaded.getSnapshot().roster.friends).toEqual({
      'l1-reimu': { owned: true, rebirth: false, wishlist: false },
      'a6-sakuya': { owned: false, rebirth: false, wishlist: true },
    });
    expect(reloaded.getSnapshot()).toMatchObject({ storageProblem: null, loadError: null });
  });

  it('keeps the real localStorage across stores', () => {
    const store = makeStore({});
    store.toggle('l1-reimu', 'owned');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).friends['l1-reimu'].owned).toBe(true);
    expect(makeStore({}).getSnapshot().roster.friends['l1-reimu'].owned).toBe(true);
  });

  it('toggles back and forgets a Friend with no flag left', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    store.toggle('l1-reimu', 'owned');
    store.toggle('l1-reimu', 'owned');
    expect(store.getSnapshot().roster.friends).toEqual({});
    expect(stored(storage).friends).toEqual({});
  });

  it('marks a reborn Friend owned, and clears rebirth when no longer owned', () => {
    const store = makeStore({ storage: new FakeStorage() });
    store.setFlag('l1-reimu', 'rebirth', true);
    expect(store.getSnapshot().roster.friends['l1-reimu']).toEqual({ owned: true, rebirth: true, wishlist: false });
    store.setFlag('l1-reimu', 'owned', false);
    expect(store.getSnapshot().roster.friends).toEqual({});
  });

  it('handles a slug that names an inherited property', () => {
    const store = makeStore({ storage: new FakeStorage() });
    store.toggle('constructor', 'wishlist');
    expect(store.getSnapshot().roster.friends.constructor).toEqual({ owned: false, rebirth: false, wishlist: true });
  });

  it('refuses a slug that is not one, changing nothing', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    const before = store.getSnapshot();
    expect(() => store.setFlag('Reimu Hakurei', 'owned', true)).toThrow('slug: expected a Friend slug');
    expect(() => store.setMany(['l1-reimu', '../x'], 'owned', true)).toThrow('slug');
    expect(store.getSnapshot()).toBe(before);
    expect(storage.writes).toBe(0);
  });

  it('writes once per mark, with one new snapshot, and reads storage only once', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    store.setFlag('a6-sakuya', 'owned', true);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const stringify = vi.spyOn(JSON, 'stringify');
    store.setFlag('l1-reimu', 'owned', true);
    const after = store.getSnapshot();

    expect(stringify).toHaveBeenCalledTimes(1);
    expect(storage.writes).toBe(2);
    expect(storage.reads).toBe(1);
    expect(after).not.toBe(before);
    expect(after.roster).not.toBe(before.roster);
    expect(after.roster.friends).not.toBe(before.roster.friends);
    // Entries that did not change are shared, and the old snapshot is left as it was.
    expect(after.roster.friends['a6-sakuya']).toBe(before.roster.friends['a6-sakuya']);
    expect(before.roster.friends['l1-reimu']).toBeUndefined();
  });

  it('stamps every write and skips what changes nothing', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setFlag('l1-reimu', 'owned', true);
    const first = store.getSnapshot().roster.updatedAt;
    store.setFlag('l1-reimu', 'owned', true);
    store.setMany(['l1-reimu'], 'owned', true);
    store.setFlag('a6-sakuya', 'wishlist', false);
    expect(storage.writes).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setFlag('l1-reimu', 'wishlist', true);
    const second = store.getSnapshot().roster.updatedAt;
    expect(second > first).toBe(true);
    expect(stored(storage).updatedAt).toBe(second);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('sets many Friends with one write', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    store.setMany(['l1-reimu', 'l2-marisa', 'a6-sakuya'], 'owned', true);
    store.setMany(['l2-marisa', 'a6-sakuya'], 'owned', false);
    expect(storage.writes).toBe(2);
    expect(Object.keys(stored(storage).friends)).toEqual(['l1-reimu']);
  });
});

describe('the planner', () => {
  it('keeps the inputs given and the others', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    expect(store.getSnapshot().roster.planner).toBeNull();
    store.setPlanner({ sealCrystals: 5000, target: { kind: 'date', date: '2025-12-31' } });
    store.setPlanner({ tickets: 3 });
    const planner = {
      sealCrystals: 5000,
      goldCrystals: 0,
      tickets: 3,
      incomePerDay: 0,
      incomePerWeek: 0,
      target: { kind: 'date', date: '2025-12-31' },
    };
    expect(store.getSnapshot().roster.planner).toEqual(planner);
    expect(makeStore({ storage }).getSnapshot().roster.planner).toEqual(planner);
    store.setPlanner({ tickets: 3 });
    expect(storage.writes).toBe(2);
    store.setPlanner(null);
    expect(stored(storage).planner).toBeNull();
  });

  it.each<[object, string]>([
    [{ sealCrystals: -5 }, 'planner.sealCrystals'],
    [{ incomePerWeek: 2.5 }, 'planner.incomePerWeek'],
    [{ goldCrystals: 10_000_001 }, 'planner.goldCrystals'],
    [{ target: { kind: 'date', date: 'soon' } }, 'planner.target.date'],
  ])('refuses %j, naming the field and changing nothing', (changes, field) => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    store.setPlanner({ tickets: 1 });
    const before = store.getSnapshot();
    expect(() => store.setPlanner(changes as never)).toThrow(field);
    expect(store.getSnapshot()).toBe(before);
    expect(storage.writes).toBe(1);
  });
});

describe('replacing and clearing', () => {
  it('replaces the whole roster, stamped now', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    store.toggle('a6-sakuya', 'owned');
    store.replace(V1);
    expect(store.getSnapshot().roster).toEqual({ ...V1, updatedAt: '2025-05-01T00:00:03.000Z' });
    expect(stored(storage)).toEqual(store.getSnapshot().roster);
  });

  it('refuses to store a roster that is not valid', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    const bad = { ...V1, planner: { ...V1.planner, sealCrystals: -1 } } as unknown as Roster;
    expect(() => store.replace(bad)).toThrow('planner.sealCrystals');
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });

  it('clears everything', () => {
    const storage = new FakeStorage({ [STORAGE_KEY]: JSON.stringify({ ...V1, planner: { ...EMPTY, tickets: 2 } }) });
    const store = makeStore({ storage });
    store.clear();
    expect(store.getSnapshot().roster).toMatchObject({ friends: {}, planner: null });
    expect(makeStore({ storage }).getSnapshot().roster).toMatchObject({ friends: {}, planner: null });
  });
});

const EMPTY = { sealCrystals: 0, goldCrystals: 0, tickets: 0, incomePerDay: 0, incomePerWeek: 0, target: null };

describe('between tabs', () => {
  it('keeps two stores on the same storage in step', () => {
    const storage = new FakeStorage();
    const tabA = new EventTarget();
    const tabB = new EventTarget();
    const a = makeStore({ storage, eventTarget: tabA });
    const b = makeStore({ storage, eventTarget: tabB });
    const heard = vi.fn();
    b.subscribe(heard);

    a.toggle('l1-reimu', 'owned');
    expect(b.getSnapshot().roster.friends).toEqual({});
    tabB.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(b.getSnapshot().roster).toEqual(a.getSnapshot().roster);
    expect(heard).toHaveBeenCalledTimes(1);

    b.toggle('l1-reimu', 'rebirth');
    tabA.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(a.getSnapshot().roster.friends['l1-reimu'].rebirth).toBe(true);
  });

  it('ignores other keys and events that bring nothing new', () => {
    const storage = new FakeStorage();
    const tab = new EventTarget();
    const store = makeStore({ storage, eventTarget: tab });
    store.toggle('l1-reimu', 'owned');
    const before = store.getSnapshot();
    storage.data.set('jp-content', 'true');
    tab.dispatchEvent(new StorageEvent('storage', { key: 'jp-content' }));
    tab.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(store.getSnapshot()).toBe(before);
  });

  it('follows a clear in another tab', () => {
    const storage = new FakeStorage();
    const tab = new EventTarget();
    const store = makeStore({ storage, eventTarget: tab });
    store.toggle('l1-reimu', 'owned');
    storage.data.clear();
    tab.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getSnapshot().roster.friends).toEqual({});
  });

  it('stops following once disposed', () => {
    const storage = new FakeStorage();
    const tab = new EventTarget();
    const store = makeStore({ storage, eventTarget: tab });
    store.getSnapshot();
    store.dispose();
    storage.data.set(STORAGE_KEY, JSON.stringify(V1));
    tab.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(store.getSnapshot().roster.friends).toEqual({});
  });
});

describe('what storage already holds', () => {
  it('reads version 0 as version 1, and leaves storage as it was until a change', () => {
    const v0 = JSON.stringify({ owned: ['l1-reimu'], wishlist: ['a6-sakuya'] });
    const storage = new FakeStorage({ [STORAGE_KEY]: v0 });
    const store = makeStore({ storage });
    expect(store.getSnapshot().roster).toEqual({
      version: 1,
      friends: {
        'l1-reimu': { owned: true, rebirth: false, wishlist: false },
        'a6-sakuya': { owned: false, rebirth: false, wishlist: true },
      },
      planner: null,
      updatedAt: '2025-05-01T00:00:01.000Z',
    });
    expect(storage.data.get(STORAGE_KEY)).toBe(v0);
    store.toggle('l2-marisa', 'owned');
    expect(stored(storage)).toMatchObject({ version: 1, friends: { 'l1-reimu': { owned: true }, 'l2-marisa': { owned: true } } });
  });

  it('refuses a roster from a newer version and leaves it untouched', () => {
    const newer = JSON.stringify({ version: 2, friends: { 'l1-reimu': { level: 70 } }, updatedAt: '2030-01-01T00:00:00Z' });
    const storage = new FakeStorage({ [STORAGE_KEY]: newer });
    const store = makeStore({ storage });
    expect(store.getSnapshot().loadError).toMatch(/made by a newer version of the site .*reload the page/);
    expect(store.getSnapshot().roster.friends).toEqual({});
    store.toggle('a6-sakuya', 'owned');
    store.setMany(['a6-sakuya'], 'owned', true);
    store.setPlanner({ tickets: 1 });
    expect(store.getSnapshot().roster.friends).toEqual({});
    expect(storage.writes).toBe(0);
    expect(storage.data.get(STORAGE_KEY)).toBe(newer);
  });

  it('stops writing when another tab saves a newer version', () => {
    const storage = new FakeStorage();
    const tab = new EventTarget();
    const store = makeStore({ storage, eventTarget: tab });
    store.toggle('l1-reimu', 'owned');
    const newer = JSON.stringify({ version: 7 });
    storage.data.set(STORAGE_KEY, newer);
    tab.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(store.getSnapshot().loadError).toMatch(/newer version/);
    expect(store.getSnapshot().roster.friends['l1-reimu'].owned).toBe(true);
    store.toggle('a6-sakuya', 'owned');
    expect(storage.data.get(STORAGE_KEY)).toBe(newer);
  });

  it.each([
    ['not JSON', '{"friends": ', 'not valid JSON'],
    ['an invalid field', JSON.stringify({ ...V1, updatedAt: 'noon' }), 'updatedAt'],
  ])('reports a stored roster that is %s, and keeps it until the player clears it', (_, text, message) => {
    const storage = new FakeStorage({ [STORAGE_KEY]: text });
    const store = makeStore({ storage });
    expect(store.getSnapshot().loadError).toContain(message);
    store.toggle('l1-reimu', 'owned');
    expect(storage.data.get(STORAGE_KEY)).toBe(text);
    store.clear();
    expect(store.getSnapshot().loadError).toBeNull();
    expect(stored(storage)).toMatchObject({ version: 1, friends: {} });
  });
});

describe('when storage fails', () => {
  it.each([
    ['QuotaExceededError', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    [
      "Firefox's former name for it",
      Object.assign(new Error('Persistent storage maximum size reached'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }),
    ],
  ])('keeps marks in memory and reports "full" on %s, until a write succeeds', (_, error) => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    storage.failWith = error;
    store.toggle('l1-reimu', 'owned');
    expect(store.getSnapshot().storageProblem).toBe('full');
    expect(store.getSnapshot().roster.friends['l1-reimu'].owned).toBe(true);
    store.toggle('a6-sakuya', 'owned');
    expect(Object.keys(store.getSnapshot().roster.friends)).toEqual(['l1-reimu', 'a6-sakuya']);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);

    storage.failWith = null;
    store.toggle('l2-marisa', 'owned');
    expect(store.getSnapshot().storageProblem).toBeNull();
    expect(Object.keys(stored(storage).friends)).toEqual(['l1-reimu', 'a6-sakuya', 'l2-marisa']);
  });

  it('reports "unavailable" when storage refuses a write for another reason', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage });
    storage.failWith = new DOMException('The operation is insecure.', 'SecurityError');
    store.toggle('l1-reimu', 'owned');
    expect(store.getSnapshot()).toMatchObject({ storageProblem: 'unavailable', roster: { friends: { 'l1-reimu': { owned: true } } } });
  });

  it('reports "unavailable" when localStorage cannot even be reached, and works in memory', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const store = makeStore({});
    expect(store.getSnapshot().storageProblem).toBe('unavailable');
    store.toggle('l1-reimu', 'owned');
    expect(store.getSnapshot()).toMatchObject({ storageProblem: 'unavailable', roster: { friends: { 'l1-reimu': { owned: true } } } });
  });

  it('reports "unavailable" when reading storage throws', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new DOMException('Denied', 'SecurityError');
      },
      setItem: () => {
        throw new Error('no writes expected');
      },
    };
    const store = makeStore({ storage });
    expect(store.getSnapshot().storageProblem).toBe('unavailable');
    store.toggle('l1-reimu', 'owned');
    expect(store.getSnapshot().roster.friends['l1-reimu']).not.toBe(NO_FLAGS);
  });
});

describe('useRoster', () => {
  it('re-renders with each change', () => {
    const store = makeStore({ storage: new FakeStorage() });
    const { result } = renderHook(() => useRoster(store));
    expect(result.current.roster.friends).toEqual({});
    act(() => store.toggle('l1-reimu', 'wishlist'));
    expect(result.current.roster.friends['l1-reimu'].wishlist).toBe(true);
  });
});
