// The settings cookie: the visitor's preferences and browser's time zone, mirrored from localStorage so the
// server renders a page the way the visitor's browser will show it. It only selects a rendering (it
// is never a credential, and the server reads nothing else from it); values are written in one
// order, so one set of settings is one cookie value.
import { clampDateFormat, clampScrollBatch, DEFAULT_SETTINGS, type Settings } from './settings.ts';
import { BROWSER_ZONE, isTimeZone } from './timeZones.ts';

export const SETTINGS_COOKIE = 'lw-settings';
/** A year: the cookie is rewritten on every visit, so it lasts as long as the settings do. */
const MAX_AGE_S = 365 * 86_400;

const BOOLEAN_FIELDS = [
  ['jp', 'jpContent'],
  ['tr', 'useTraditionalName'],
  ['pc98', 'prioritizePC98'],
  ['h24', 'use24Hour'],
] as const;

export interface RenderSettings {
  settings: Settings;
  /**
   * The browser's IANA time zone, when known and valid: dates are shown in it unless the settings
   * choose a zone, and in UTC without either.
   */
  timeZone: string | undefined;
}

/**
 * The cookie value for these settings and the browser's zone (settings at their default are left
 * out; the browser's zone too when the settings choose one, since dates are then shown in that).
 */
export function encodeSettingsCookie(settings: Settings, timeZone: string | undefined): string {
  const params = new URLSearchParams();
  for (const [short, key] of BOOLEAN_FIELDS) if (settings[key] !== DEFAULT_SETTINGS[key]) params.set(short, settings[key] ? '1' : '0');
  if (settings.jpElement !== DEFAULT_SETTINGS.jpElement) params.set('el', settings.jpElement);
  if (settings.dateFormat !== DEFAULT_SETTINGS.dateFormat) params.set('df', String(settings.dateFormat));
  if (settings.scrollBatch !== DEFAULT_SETTINGS.scrollBatch) params.set('sb', String(settings.scrollBatch));
  if (settings.timeZone !== BROWSER_ZONE) params.set('zone', settings.timeZone);
  else if (timeZone) params.set('tz', timeZone);
  return params.toString();
}

/** The cookie value's fields, or none when it cannot be read. */
function fieldsOf(value: string | undefined): URLSearchParams {
  if (!value) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(value));
  } catch {
    return new URLSearchParams();
  }
}

/** The settings a cookie value selects: anything missing, unknown or invalid is the default. */
export function decodeSettingsCookie(value: string | undefined): RenderSettings {
  const params = fieldsOf(value);
  const zone = params.get('tz') ?? undefined;
  const settings = settingsOf(params);
  if (settings.timeZone !== BROWSER_ZONE && !isTimeZone(settings.timeZone)) settings.timeZone = BROWSER_ZONE;
  return { settings, timeZone: zone && isTimeZone(zone) ? zone : undefined };
}

/**
 * The settings of a cookie's fields; a chosen zone is taken as it is written, its check needing
 * Intl's zone data (decodeSettingsCookie checks it).
 */
function settingsOf(params: URLSearchParams): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const [short, key] of BOOLEAN_FIELDS) {
    const flag = params.get(short);
    if (flag === '1' || flag === '0') settings[key] = flag === '1';
  }
  const element = params.get('el');
  if (element === 'en' || element === 'jp') settings.jpElement = element;
  const format = params.get('df');
  if (format !== null) settings.dateFormat = clampDateFormat(format);
  const batch = params.get('sb');
  if (batch !== null && /^\d{1,4}$/.test(batch)) settings.scrollBatch = clampScrollBatch(batch);
  const zone = params.get('zone');
  // `utc=1` is the UTC switch of cookies written before the zone setting.
  if (zone) settings.timeZone = zone;
  else if (params.get('utc') === '1') settings.timeZone = 'UTC';
  return settings;
}

/** The cookie's value in a Cookie header, if any. */
export function readSettingsCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SETTINGS_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const ZONE_KEY = 'lw-zone';

/**
 * The browser's IANA zone. Asking Intl for it loads the zone data (tens of milliseconds on a
 * phone), so the answer is kept with the UTC offset it was found at, and asked again only when the
 * offset has changed (another zone, or a daylight-saving change).
 */
function browserZone(): string | undefined {
  const offset = String(new Date().getTimezoneOffset());
  try {
    const kept = localStorage.getItem(ZONE_KEY)?.split('|');
    if (kept?.[0] === offset && kept[1]) return kept[1];
  } catch {}
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return undefined;
  try {
    localStorage.setItem(ZONE_KEY, `${offset}|${zone}`);
  } catch {}
  return zone;
}

/**
 * Writes the cookie for the visitor's settings and zone when it says something else. Called when a
 * setting changes and when the page is left: the cookie is read by the next page load, never this one.
 */
export function writeSettingsCookie(settings: Settings): void {
  if (typeof document === 'undefined') return;
  // A chosen zone makes the browser's unneeded (and spares asking Intl for it).
  const value = encodeSettingsCookie(settings, settings.timeZone === BROWSER_ZONE ? browserZone() : undefined);
  if (readSettingsCookie(document.cookie) === encodeURIComponent(value)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once per change; the Cookie Store API is not in every browser
  document.cookie = `${SETTINGS_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
}

/**
 * Writes the cookie now when the settings it holds differ from these (the zone aside, which takes
 * Intl's zone data to find and waits for the page to be left).
 */
export function syncSettingsCookie(settings: Settings): void {
  if (typeof document === 'undefined') return;
  const held = settingsOf(fieldsOf(readSettingsCookie(document.cookie)));
  if (encodeSettingsCookie(held, undefined) !== encodeSettingsCookie(settings, undefined)) writeSettingsCookie(settings);
}
