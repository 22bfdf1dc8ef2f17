// User preferences, persisted to localStorage and shared between components and tabs.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DateFormat } from './dates.ts';
import { BROWSER_ZONE, isTimeZone } from './timeZones.ts';

export type ElementLang = 'en' | 'jp';

export interface Settings {
  jpContent: boolean;
  jpElement: ElementLang;
  useTraditionalName: boolean;
  prioritizePC98: boolean;
  /** The IANA zone dates are shown in (or "UTC"); {@link BROWSER_ZONE} for the browser's own. */
  timeZone: string;
  dateFormat: DateFormat;
  use24Hour: boolean;
  scrollBatch: number;
}

export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  jpContent: false,
  jpElement: 'en',
  useTraditionalName: false,
  prioritizePC98: false,
  timeZone: BROWSER_ZONE,
  dateFormat: 0,
  use24Hour: true,
  scrollBatch: 10,
});

export const STORAGE_KEYS: Readonly<Record<SettingKey, string>> = Object.freeze({
  jpContent: 'jp-content',
  jpElement: 'element-lang',
  useTraditionalName: 'use-traditional-name',
  prioritizePC98: 'use-alt-name',
  timeZone: 'time-zone',
  dateFormat: 'date-format',
  use24Hour: 'use-24-hour',
  scrollBatch: 'scroll-batch',
});

const SETTING_KEYS = Object.keys(STORAGE_KEYS) as SettingKey[];

/**
 * Where the time zone was kept before it could be any zone: `true` showed dates in UTC. Read when
 * no zone is stored, so a visitor who chose UTC keeps it.
 */
export const LEGACY_UTC_KEY = 'use-utc';

export const SCROLL_BATCH_MIN = 10;
export const SCROLL_BATCH_MAX = 1000;

type BooleanKey = { [K in SettingKey]: Settings[K] extends boolean ? K : never }[SettingKey];

interface FieldBase<K extends SettingKey> {
  key: K;
  storageKey: string;
  label: string;
  description: string;
}

export interface BooleanField extends FieldBase<BooleanKey> {
  kind: 'boolean';
}

export interface SelectField<K extends 'jpElement' | 'dateFormat' = 'jpElement' | 'dateFormat'> extends FieldBase<K> {
  kind: 'select';
  options: readonly { value: Settings[K]; label: string }[];
}

export interface NumberField extends FieldBase<'scrollBatch'> {
  kind: 'number';
  min: number;
  max: number;
}

export interface ZoneField extends FieldBase<'timeZone'> {
  kind: 'zone';
}

export type SettingsField = BooleanField | SelectField<'jpElement'> | SelectField<'dateFormat'> | NumberField | ZoneField;

export const SETTINGS_FIELDS: readonly SettingsField[] = [
  {
    key: 'jpContent',
    storageKey: STORAGE_KEYS.jpContent,
    kind: 'boolean',
    label: 'Show JP content and spoilers',
    description: 'Also show characters, cards and news not yet released on the global server. Story spoilers stay hidden.',
  },
  {
    key: 'jpElement',
    storageKey: STORAGE_KEYS.jpElement,
    kind: 'select',
    label: 'Element names',
    description: 'Language used for element names.',
    options: [
      { value: 'en', label: 'English' },
      { value: 'jp', label: 'Japanese' },
    ],
  },
  {
    key: 'useTraditionalName',
    storageKey: STORAGE_KEYS.useTraditionalName,
    kind: 'boolean',
    label: 'Transliterated names',
    description: 'Show romanised Japanese names (e.g. "Hakurei Reimu") instead of English ones.',
  },
  {
    key: 'prioritizePC98',
    storageKey: STORAGE_KEYS.prioritizePC98,
    kind: 'boolean',
    label: 'Prefer older-style art',
    description: 'Where a character has alternative (PC-98 era) art, show it first.',
  },
  {
    key: 'timeZone',
    storageKey: STORAGE_KEYS.timeZone,
    kind: 'zone',
    label: 'Time zone',
    description: "Zone of the dates and times shown across the site: your browser's, UTC or any other. Type a city or region to find it.",
  },
  {
    key: 'dateFormat',
    storageKey: STORAGE_KEYS.dateFormat,
    kind: 'select',
    label: 'Date format',
    description: 'How dates are written across the site.',
    options: [
      { value: 0, label: 'Sat, 21 Nov 2026' },
      { value: 1, label: 'November 21st, 2026' },
      { value: 2, label: '2026-11-21' },
    ],
  },
  {
    key: 'use24Hour',
    storageKey: STORAGE_KEYS.use24Hour,
    kind: 'boolean',
    label: '24-hour clock',
    description: 'Show times as 13:05 instead of 1:05 PM.',
  },
  {
    key: 'scrollBatch',
    storageKey: STORAGE_KEYS.scrollBatch,
    kind: 'number',
    label: 'Scroll batch size',
    description: `How many entries long lists load at a time while scrolling (${SCROLL_BATCH_MIN} to ${SCROLL_BATCH_MAX}).`,
    min: SCROLL_BATCH_MIN,
    max: SCROLL_BATCH_MAX,
  },
];

/**
 * The scroll-batch input is free text: non-digits are dropped (`"12a3"` -> 123), empty text
 * counts as 0, and the result is clamped to 10..1000. Numbers are floored and clamped.
 */
export function clampScrollBatch(input: string | number): number {
  let n: number;
  if (typeof input === 'string') {
    const digits = input.replace(/\D/g, '');
    n = digits === '' ? 0 : Number(digits);
  } else {
    n = Number.isNaN(input) ? 0 : Math.floor(input);
  }
  return Math.min(SCROLL_BATCH_MAX, Math.max(SCROLL_BATCH_MIN, n));
}

/** Clamps to 0..2 (fractions truncated); non-numeric input falls back to the default format 0. */
export function clampDateFormat(input: string | number): DateFormat {
  const n = typeof input === 'string' ? (input.trim() === '' ? Number.NaN : Number(input)) : input;
  if (Number.isNaN(n)) return DEFAULT_SETTINGS.dateFormat;
  return Math.min(2, Math.max(0, Math.trunc(n))) as DateFormat;
}

/** Validates or repairs a value for `key`; returns undefined when it cannot be used. */
function normalise<K extends SettingKey>(key: K, value: unknown): Settings[K] | undefined {
  switch (key) {
    case 'jpElement':
      return (value === 'en' || value === 'jp' ? value : undefined) as Settings[K] | undefined;
    case 'dateFormat':
      return (typeof value === 'number' ? clampDateFormat(value) : undefined) as Settings[K] | undefined;
    case 'scrollBatch':
      return (typeof value === 'number' ? clampScrollBatch(value) : undefined) as Settings[K] | undefined;
    case 'timeZone':
      return (typeof value === 'string' && (value === BROWSER_ZONE || isTimeZone(value)) ? value : undefined) as Settings[K] | undefined;
    default:
      return (typeof value === 'boolean' ? value : undefined) as Settings[K] | undefined;
  }
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** window.localStorage when usable; reading it can throw (sandboxed iframes, disabled cookies). */
export function getDefaultStorage(): StorageLike | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readKey<K extends SettingKey>(storage: StorageLike, key: K): Settings[K] {
  try {
    const raw = storage.getItem(STORAGE_KEYS[key]);
    if (raw === null && key === 'timeZone') return legacyZone(storage) as Settings[K];
    if (raw === null) return DEFAULT_SETTINGS[key];
    return normalise(key, JSON.parse(raw)) ?? DEFAULT_SETTINGS[key];
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

/** The zone of the UTC switch stored before the zone setting: UTC when it was on. */
function legacyZone(storage: StorageLike): string {
  try {
    return JSON.parse(storage.getItem(LEGACY_UTC_KEY) ?? 'false') === true ? 'UTC' : BROWSER_ZONE;
  } catch {
    return BROWSER_ZONE;
  }
}

/**
 * Reads all preferences (values are stored JSON-encoded). Missing, unparsable or ill-typed
 * values fall back to their defaults; out-of-range numbers are clamped.
 * Without a storage (server, tests, blocked localStorage) the defaults are returned.
 */
export function readSettings(storage: StorageLike | null | undefined = getDefaultStorage()): Settings {
  if (!storage) return { ...DEFAULT_SETTINGS };
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    (settings as Record<SettingKey, unknown>)[key] = readKey(storage, key);
  }
  return settings;
}

function sameSettings(a: Settings, b: Settings): boolean {
  return SETTING_KEYS.every((key) => Object.is(a[key], b[key]));
}

export interface SettingsStore {
  /** Current settings; the same object until something changes (as useSyncExternalStore requires). */
  getSettings(): Settings;
  /** Validates, saves and publishes one preference. Throws a TypeError for an unusable value. */
  setSetting<K extends SettingKey>(key: K, value: Settings[K]): void;
  subscribe(listener: () => void): () => void;
  /** Stops listening for changes made in other tabs. */
  dispose(): void;
  /**
   * Takes `rendered` as the current snapshot when it holds the same values (a hydrated page then
   * renders nothing again for its settings); says whether it did.
   */
  adopt(rendered: Settings): boolean;
}

export interface SettingsStoreOptions {
  /** Defaults to window.localStorage; `null` keeps settings in memory only. */
  storage?: StorageLike | null;
  /** Where `storage` events arrive; defaults to window; `null` disables cross-tab sync. */
  eventTarget?: EventTargetLike | null;
}

export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const listeners = new Set<() => void>();
  let storage: StorageLike | null | undefined;
  let eventTarget: EventTargetLike | null | undefined;
  let snapshot: Settings | undefined;

  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };

  // Another tab changed localStorage: re-read it and publish only if our values really differ.
  const onStorage = (event: Event): void => {
    const key = (event as StorageEvent).key;
    if (key !== null && key !== undefined && key !== LEGACY_UTC_KEY && !SETTING_KEYS.some((k) => STORAGE_KEYS[k] === key)) return;
    if (!storage || !snapshot) return;
    const next = readSettings(storage);
    if (sameSettings(next, snapshot)) return;
    snapshot = next;
    emit();
  };

  // Lazy, so importing the module touches neither localStorage nor window.
  const init = (): Settings => {
    if (snapshot) return snapshot;
    storage = options.storage === undefined ? getDefaultStorage() : options.storage;
    eventTarget = options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
    snapshot = readSettings(storage);
    eventTarget?.addEventListener('storage', onStorage);
    return snapshot;
  };

  return {
    getSettings: init,

    setSetting(key, value) {
      const current = init();
      const next = normalise(key, value);
      if (next === undefined) {
        throw new TypeError(`Invalid value for setting "${key}": ${JSON.stringify(value)}`);
      }
      if (Object.is(current[key], next)) return;
      snapshot = { ...current, [key]: next };
      try {
        storage?.setItem(STORAGE_KEYS[key], JSON.stringify(next));
      } catch {
        // Quota exceeded or storage blocked: the preference still applies for this page view.
      }
      emit();
    },

    subscribe(listener) {
      init();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    dispose() {
      eventTarget?.removeEventListener('storage', onStorage);
      listeners.clear();
    },

    adopt(rendered) {
      if (!sameSettings(init(), rendered)) return false;
      snapshot = rendered;
      return true;
    },
  };
}

/** The application-wide store, backed by window.localStorage when available. */
export const settingsStore: SettingsStore = createSettingsStore();

export function getSettings(): Settings {
  return settingsStore.getSettings();
}

export function setSetting<K extends SettingKey>(key: K, value: Settings[K]): void {
  settingsStore.setSetting(key, value);
}

export function subscribe(listener: () => void): () => void {
  return settingsStore.subscribe(listener);
}

/** The settings a page was rendered with on the server (see renderState.ts); the defaults elsewhere. */
export const RenderedSettingsContext = createContext<Settings>(DEFAULT_SETTINGS);

/**
 * Current settings, re-rendering the component whenever any preference changes. A server render
 * and its hydration read the settings the page was rendered with.
 */
export function useSettings(store: SettingsStore = settingsStore): Settings {
  const rendered = useContext(RenderedSettingsContext);
  return useSyncExternalStore(store.subscribe, store.getSettings, () => rendered);
}
