// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clampDateFormat,
  clampScrollBatch,
  createSettingsStore,
  DEFAULT_SETTINGS,
  getDefaultStorage,
  getSettings,
  readSettings,
  SETTINGS_FIELDS,
  type SettingKey,
  type Settings,
  type SettingsStore,
  STORAGE_KEYS,
  type StorageLike,
  setSetting,
  subscribe,
  useSettings,
} from '../../client/shared/settings.ts';

class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  readonly writes: [string, string][] = [];
  reads = 0;

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }

  getItem(key: string): string | null {
    this.reads++;
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.writes.push([key, value]);
    this.data.set(key, value);
  }
}

const stores: SettingsStore[] = [];
function makeStore(options: Parameters<typeof createSettingsStore>[0]): SettingsStore {
  const store = createSettingsStore(options);
  stores.push(store);
  return store;
}

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('clampScrollBatch', () => {
  it.each<[string, number]>([
    ['abc', 10],
    ['', 10],
    ['5000', 1000],
    ['12a3', 123],
    ['50', 50],
    ['10', 10],
    ['9', 10],
    ['0', 10],
    ['1000', 1000],
    ['1001', 1000],
    ['0042', 42],
    [' 25 ', 25],
    ['-50', 50],
    ['1.5', 15],
    ['99999999999999999999999', 1000],
  ])('text %j -> %s', (input, expected) => {
    expect(clampScrollBatch(input)).toBe(expected);
  });

  it.each<[number, number]>([
    [5, 10],
    [10, 10],
    [250, 250],
    [250.9, 250],
    [5000, 1000],
    [-3, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 1000],
    [Number.NEGATIVE_INFINITY, 10],
  ])('number %s -> %s', (input, expected) => {
    expect(clampScrollBatch(input)).toBe(expected);
  });
});

describe('clampDateFormat', () => {
  it.each<[string | number, number]>([
    [0, 0],
    [1, 1],
    [2, 2],
    [-1, 0],
    [3, 2],
    [99, 2],
    [1.7, 1],
    ['1', 1],
    ['2', 2],
    ['7', 2],
    ['abc', 0],
    ['', 0],
    [Number.NaN, 0],
  ])('%j -> %s', (input, expected) => {
    expect(clampDateFormat(input)).toBe(expected);
  });
});

describe('readSettings', () => {
  it('returns the defaults for empty or missing storage', () => {
    const expected: Settings = {
      jpContent: false,
      jpElement: 'en',
      useTraditionalName: false,
      prioritizePC98: false,
      timeZone: '',
      dateFormat: 0,
      use24Hour: true,
      scrollBatch: 10,
    };
    expect(readSettings(new FakeStorage())).toEqual(expected);
    expect(readSettings(null)).toEqual(expected);
    expect(DEFAULT_SETTINGS).toEqual(expected);
  });

  it('returns a fresh object each time', () => {
    const a = readSettings(null);
    a.timeZone = 'UTC';
    expect(readSettings(null).timeZone).toBe('');
    expect(DEFAULT_SETTINGS.timeZone).toBe('');
  });

  it('reads JSON values from the documented keys', () => {
    const storage = new FakeStorage({
      'jp-content': 'true',
      'element-lang': '"jp"',
      'use-traditional-name': 'true',
      'use-alt-name': 'true',
      'time-zone': '"Asia/Tokyo"',
      'date-format': '2',
      'use-24-hour': 'false',
      'scroll-batch': '250',
    });
    expect(readSettings(storage)).toEqual({
      jpContent: true,
      jpElement: 'jp',
      useTraditionalName: true,
      prioritizePC98: true,
      timeZone: 'Asia/Tokyo',
      dateFormat: 2,
      use24Hour: false,
      scrollBatch: 250,
    });
  });

  it('falls back per key on corrupt JSON without losing the valid keys', () => {
    const storage = new FakeStorage({
      'jp-content': '{not json',
      'element-lang': 'jp', // unquoted, so not JSON
      'time-zone': '"UTC"',
      'date-format': '',
      'scroll-batch': '[1,2',
    });
    expect(readSettings(storage)).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'UTC' });
  });

  it('falls back on values of the wrong type', () => {
    const storage = new FakeStorage({
      'jp-content': '"yes"',
      'element-lang': '"fr"',
      'use-traditional-name': '1',
      'use-alt-name': 'null',
      'time-zone': '9',
      'date-format': '"2"',
      'use-24-hour': '[]',
      'scroll-batch': '"50"',
    });
    expect(readSettings(storage)).toEqual(DEFAULT_SETTINGS);
  });

  it('clamps stored numbers that are out of range', () => {
    expect(readSettings(new FakeStorage({ 'scroll-batch': '5000', 'date-format': '7' }))).toMatchObject({
      scrollBatch: 1000,
      dateFormat: 2,
    });
    expect(readSettings(new FakeStorage({ 'scroll-batch': '3', 'date-format': '-1' }))).toMatchObject({
      scrollBatch: 10,
      dateFormat: 0,
    });
    expect(readSettings(new FakeStorage({ 'scroll-batch': '123.9', 'date-format': '1.5' }))).toMatchObject({
      scrollBatch: 123,
      dateFormat: 1,
    });
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSettings(broken)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads window.localStorage by default', () => {
    localStorage.clear();
    localStorage.setItem('use-24-hour', 'false');
    localStorage.setItem('scroll-batch', '40');
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, use24Hour: false, scrollBatch: 40 });
    localStorage.clear();
  });
});

describe('getDefaultStorage', () => {
  it('is window.localStorage in a browser', () => {
    expect(getDefaultStorage()).toBe(window.localStorage);
  });

  it('is undefined when accessing localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(getDefaultStorage()).toBeUndefined();
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('is undefined without a window', () => {
    vi.stubGlobal('window', undefined);
    expect(getDefaultStorage()).toBeUndefined();
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    const store = makeStore({});
    store.setSetting('timeZone', 'UTC');
    expect(store.getSettings().timeZone).toBe('UTC');
  });
});

describe('createSettingsStore with a fake storage', () => {
  it('does not touch the storage until first used', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    expect(storage.reads).toBe(0);
    store.getSettings();
    expect(storage.reads).toBeGreaterThan(0);
  });

  it('returns the same snapshot until something changes', () => {
    const store = makeStore({ storage: new FakeStorage(), eventTarget: null });
    const first = store.getSettings();
    expect(store.getSettings()).toBe(first);
    store.setSetting('timeZone', 'UTC');
    const second = store.getSettings();
    expect(second).not.toBe(first);
    expect(first.timeZone).toBe('');
    expect(second.timeZone).toBe('UTC');
  });

  it('saves every change as JSON under the storage key', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    store.setSetting('jpContent', true);
    store.setSetting('jpElement', 'jp');
    store.setSetting('dateFormat', 1);
    store.setSetting('scrollBatch', 300);
    expect(storage.writes).toEqual([
      ['jp-content', 'true'],
      ['element-lang', '"jp"'],
      ['date-format', '1'],
      ['scroll-batch', '300'],
    ]);
  });

  it('round-trips through storage into a new store', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    const changes: Partial<Settings> = {
      jpContent: true,
      jpElement: 'jp',
      useTraditionalName: true,
      prioritizePC98: true,
      timeZone: 'America/New_York',
      dateFormat: 2,
      use24Hour: false,
      scrollBatch: 777,
    };
    for (const [key, value] of Object.entries(changes)) {
      store.setSetting(key as SettingKey, value as never);
    }
    expect(store.getSettings()).toEqual(changes);
    expect(makeStore({ storage, eventTarget: null }).getSettings()).toEqual(changes);
    expect(readSettings(storage)).toEqual(changes);
  });

  it('clamps numbers on the way in', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    store.setSetting('scrollBatch', 5000);
    store.setSetting('dateFormat', 9 as never);
    expect(store.getSettings()).toMatchObject({ scrollBatch: 1000, dateFormat: 2 });
    expect(storage.data.get('scroll-batch')).toBe('1000');
    expect(storage.data.get('date-format')).toBe('2');
  });

  it('rejects values of the wrong type', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    expect(() => store.setSetting('useTraditionalName', 'yes' as never)).toThrow(TypeError);
    expect(() => store.setSetting('timeZone', 'Mars/Olympus_Mons')).toThrow(/timeZone/);
    expect(() => store.setSetting('timeZone', true as never)).toThrow(TypeError);
    expect(() => store.setSetting('jpElement', 'fr' as never)).toThrow(/jpElement/);
    expect(() => store.setSetting('scrollBatch', '50' as never)).toThrow(TypeError);
    expect(store.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(storage.writes).toEqual([]);
  });

  it('notifies subscribers on change only', () => {
    const storage = new FakeStorage();
    const store = makeStore({ storage, eventTarget: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.setSetting('timeZone', 'UTC');
    expect(listener).toHaveBeenCalledTimes(1);

    store.setSetting('timeZone', 'UTC');
    store.setSetting('scrollBatch', 10);
    store.setSetting('scrollBatch', 3); // clamps to the current 10
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.writes).toEqual([['time-zone', '"UTC"']]);

    unsubscribe();
    store.setSetting('timeZone', '');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when saving fails', () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const store = makeStore({ storage, eventTarget: null });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.setSetting('use24Hour', false)).not.toThrow();
    expect(store.getSettings().use24Hour).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('works without any storage', () => {
    const store = makeStore({ storage: null, eventTarget: null });
    expect(store.getSettings()).toEqual(DEFAULT_SETTINGS);
    store.setSetting('dateFormat', 1);
    expect(store.getSettings().dateFormat).toBe(1);
  });
});

describe('jsdom localStorage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('persists through window.localStorage by default', () => {
    const store = makeStore({});
    store.setSetting('timeZone', 'Asia/Tokyo');
    store.setSetting('scrollBatch', 64);
    expect(localStorage.getItem('time-zone')).toBe('"Asia/Tokyo"');
    expect(localStorage.getItem('scroll-batch')).toBe('64');
    expect(makeStore({}).getSettings()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Asia/Tokyo', scrollBatch: 64 });
  });

  it('falls back to defaults for corrupt JSON in localStorage', () => {
    localStorage.setItem('time-zone', '"Asia/Tok');
    localStorage.setItem('date-format', '{');
    localStorage.setItem('use-24-hour', 'false');
    expect(makeStore({}).getSettings()).toEqual({ ...DEFAULT_SETTINGS, use24Hour: false });
  });

  describe('cross-tab sync via the storage event', () => {
    const otherTabWrites = (key: string | null, value: string | null): void => {
      if (key === null) localStorage.clear();
      else if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    };

    it('picks up changes from another tab', () => {
      const store = makeStore({});
      const listener = vi.fn();
      store.subscribe(listener);

      otherTabWrites('time-zone', '"Asia/Tokyo"');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(store.getSettings().timeZone).toBe('Asia/Tokyo');

      otherTabWrites('scroll-batch', '9999');
      expect(store.getSettings().scrollBatch).toBe(1000);
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('handles removal and clear', () => {
      localStorage.setItem('time-zone', '"UTC"');
      localStorage.setItem('date-format', '2');
      const store = makeStore({});
      expect(store.getSettings()).toMatchObject({ timeZone: 'UTC', dateFormat: 2 });

      otherTabWrites('time-zone', null);
      expect(store.getSettings()).toMatchObject({ timeZone: '', dateFormat: 2 });

      otherTabWrites(null, null);
      expect(store.getSettings()).toEqual(DEFAULT_SETTINGS);
    });

    it('ignores unrelated keys and events that change nothing', () => {
      const store = makeStore({});
      const listener = vi.fn();
      store.subscribe(listener);
      const before = store.getSettings();

      otherTabWrites('some-other-key', '1');
      otherTabWrites('time-zone', '""'); // same as the default
      otherTabWrites('use-utc', 'false'); // the switch of old, off
      otherTabWrites('use-24-hour', 'garbage'); // corrupt, still the default
      expect(listener).not.toHaveBeenCalled();
      expect(store.getSettings()).toBe(before);
    });

    it('stops listening after dispose', () => {
      const store = makeStore({});
      store.getSettings();
      store.dispose();
      otherTabWrites('time-zone', '"UTC"');
      expect(store.getSettings().timeZone).toBe('');
    });
  });
});

describe('module-level store', () => {
  it('reads, saves and notifies through window.localStorage', () => {
    // The shared store reads storage lazily, so this seed is what it starts from.
    localStorage.clear();
    localStorage.setItem('element-lang', '"jp"');
    expect(getSettings().jpElement).toBe('jp');

    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setSetting('use24Hour', false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSettings().use24Hour).toBe(false);
    expect(localStorage.getItem('use-24-hour')).toBe('false');
    unsubscribe();
  });
});

describe('useSettings', () => {
  it('re-renders when a setting changes', () => {
    const store = makeStore({ storage: new FakeStorage(), eventTarget: null });
    const { result } = renderHook(() => useSettings(store));
    expect(result.current).toEqual(DEFAULT_SETTINGS);

    act(() => store.setSetting('dateFormat', 2));
    expect(result.current.dateFormat).toBe(2);

    act(() => store.setSetting('jpElement', 'jp'));
    expect(result.current).toEqual({ ...DEFAULT_SETTINGS, dateFormat: 2, jpElement: 'jp' });
  });

  it('re-renders on a change from another tab', () => {
    localStorage.clear();
    const store = makeStore({});
    const { result } = renderHook(() => useSettings(store));
    expect(result.current.timeZone).toBe('');

    act(() => {
      localStorage.setItem('time-zone', '"Asia/Tokyo"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'time-zone', newValue: '"Asia/Tokyo"' }));
    });
    expect(result.current.timeZone).toBe('Asia/Tokyo');
    localStorage.clear();
  });

  it('uses the module-level store by default', () => {
    const { result } = renderHook(() => useSettings());
    expect(result.current).toBe(getSettings());
    act(() => setSetting('prioritizePC98', !getSettings().prioritizePC98));
    expect(result.current).toBe(getSettings());
  });
});

describe('SETTINGS_FIELDS', () => {
  it('describes every setting exactly once, with its storage key', () => {
    const keys = SETTINGS_FIELDS.map((field) => field.key);
    expect([...keys].sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    for (const field of SETTINGS_FIELDS) {
      expect(field.storageKey).toBe(STORAGE_KEYS[field.key]);
      expect(field.label.length).toBeGreaterThan(0);
      expect(field.description.length).toBeGreaterThan(0);
    }
  });

  it('uses a kind matching each value type', () => {
    const kinds = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field.key, field.kind]));
    expect(kinds).toEqual({
      jpContent: 'boolean',
      jpElement: 'select',
      useTraditionalName: 'boolean',
      prioritizePC98: 'boolean',
      timeZone: 'zone',
      dateFormat: 'select',
      use24Hour: 'boolean',
      scrollBatch: 'number',
    });
  });

  it('lists the valid options and bounds', () => {
    for (const field of SETTINGS_FIELDS) {
      if (field.kind === 'select' && field.key === 'dateFormat') {
        expect(field.options.map((o) => o.value)).toEqual([0, 1, 2]);
        expect(field.options.map((o) => o.label)).toEqual(['Sat, 21 Nov 2026', 'November 21st, 2026', '2026-11-21']);
      } else if (field.kind === 'select') {
        expect(field.options.map((o) => o.value)).toEqual(['en', 'jp']);
      } else if (field.kind === 'number') {
        expect([field.min, field.max]).toEqual([10, 1000]);
      }
    }
  });

  it('uses the storage keys from the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      jpContent: 'jp-content',
      jpElement: 'element-lang',
      useTraditionalName: 'use-traditional-name',
      prioritizePC98: 'use-alt-name',
      timeZone: 'time-zone',
      dateFormat: 'date-format',
      use24Hour: 'use-24-hour',
      scrollBatch: 'scroll-batch',
    });
  });
});
