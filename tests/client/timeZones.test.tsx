// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDate } from '../../client/shared/LocalDate.tsx';
import { RenderStateProvider } from '../../client/shared/renderState.tsx';
import { createSettingsStore, DEFAULT_SETTINGS, readSettings, type StorageLike, setSetting } from '../../client/shared/settings.ts';
import { decodeSettingsCookie, encodeSettingsCookie } from '../../client/shared/settingsCookie.ts';
import { allTimeZones, searchTimeZones, timeZoneLabel } from '../../client/shared/timeZones.ts';
import { SettingsPanel } from '../../client/shell/SettingsPanel.tsx';

const storage = (values: Record<string, string>): StorageLike => ({
  getItem: (key) => values[key] ?? null,
  setItem: (key, value) => {
    values[key] = value;
  },
});

// The last update of the fixture data: midnight UTC, already 1 March in Tokyo, still 28 February in New York.
const UPDATE = '2026-03-01T00:00:00Z';
const JANUARY = Date.UTC(2026, 0, 15);
const JULY = Date.UTC(2026, 6, 15);

beforeEach(() => {
  localStorage.clear();
  setSetting('timeZone', '');
  setSetting('dateFormat', 0);
  setSetting('use24Hour', true);
});
afterEach(cleanup);

describe('the zones to choose from', () => {
  it('are every zone the runtime knows, and UTC, once each and in order', () => {
    const zones = allTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('America/New_York');
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
    expect([...zones].sort()).toEqual(zones);
  });

  it('are found by any part of their name, the place first, case and underscores aside', () => {
    expect(searchTimeZones('tokyo')).toEqual(['Asia/Tokyo']);
    expect(searchTimeZones('TOKYO')).toEqual(['Asia/Tokyo']);
    expect(searchTimeZones('Asia/To')).toContain('Asia/Tokyo');
    expect(searchTimeZones('Asia/To').every((zone) => zone.startsWith('Asia/To'))).toBe(true);
    expect(searchTimeZones('new york')[0]).toBe('America/New_York');
    expect(searchTimeZones('new_york')[0]).toBe('America/New_York');
    // A place that starts with the text comes before one that only holds it.
    const ho = searchTimeZones('ho');
    expect(ho.indexOf('Asia/Hong_Kong')).toBeGreaterThanOrEqual(0);
    expect(ho.indexOf('Asia/Hong_Kong')).toBeLessThan(ho.indexOf('Europe/Stockholm'));
    expect(searchTimeZones('no such place')).toEqual([]);
    expect(searchTimeZones('  ')).toEqual([...allTimeZones()]);
  });

  it('are labelled with their offset at the instant, daylight saving included', () => {
    expect(timeZoneLabel('Asia/Tokyo', JANUARY)).toBe('Asia/Tokyo (UTC+09:00)');
    expect(timeZoneLabel('Asia/Tokyo', JULY)).toBe('Asia/Tokyo (UTC+09:00)');
    expect(timeZoneLabel('America/New_York', JANUARY)).toBe('America/New_York (UTC-05:00)');
    expect(timeZoneLabel('America/New_York', JULY)).toBe('America/New_York (UTC-04:00)');
    expect(timeZoneLabel('Asia/Kathmandu', JANUARY)).toBe('Asia/Kathmandu (UTC+05:45)');
    expect(timeZoneLabel('America/St_Johns', JANUARY)).toBe('America/St_Johns (UTC-03:30)');
    expect(timeZoneLabel('UTC', JANUARY)).toBe('UTC');
  });
});

describe('the UTC switch of old', () => {
  it('becomes the zone "UTC" when it was on and no zone was chosen since', () => {
    expect(readSettings(storage({ 'use-utc': 'true' })).timeZone).toBe('UTC');
    expect(readSettings(storage({ 'use-utc': 'false' })).timeZone).toBe('');
    expect(readSettings(storage({ 'use-utc': 'garbage' })).timeZone).toBe('');
    expect(readSettings(storage({})).timeZone).toBe('');
  });

  it('gives way to a zone chosen since, the browser’s included', () => {
    expect(readSettings(storage({ 'use-utc': 'true', 'time-zone': '"Asia/Tokyo"' })).timeZone).toBe('Asia/Tokyo');
    expect(readSettings(storage({ 'use-utc': 'true', 'time-zone': '""' })).timeZone).toBe('');
  });

  it('is a choice of UTC from now on: choosing another zone stores it beside', () => {
    const values: Record<string, string> = { 'use-utc': 'true' };
    const store = createSettingsStore({ storage: storage(values), eventTarget: null });
    expect(store.getSettings().timeZone).toBe('UTC');
    store.setSetting('timeZone', '');
    expect(values['time-zone']).toBe('""');
    expect(readSettings(storage(values)).timeZone).toBe('');
  });

  it('turned on in a tab of the site from before the zone setting reaches this one', () => {
    const store = createSettingsStore({});
    expect(store.getSettings().timeZone).toBe('');
    localStorage.setItem('use-utc', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'use-utc', newValue: 'true', storageArea: localStorage }));
    expect(store.getSettings().timeZone).toBe('UTC');
    store.dispose();
  });

  it('in a settings cookie from before, still has the page drawn in UTC', () => {
    expect(decodeSettingsCookie('utc%3D1%26tz%3DEurope%252FParis').settings.timeZone).toBe('UTC');
    expect(decodeSettingsCookie('utc%3D0%26tz%3DEurope%252FParis').settings.timeZone).toBe('');
  });
});

describe('the settings cookie', () => {
  it('carries the zone chosen, and the browser’s only when none is', () => {
    const tokyo = encodeSettingsCookie({ ...DEFAULT_SETTINGS, timeZone: 'Asia/Tokyo' }, 'Europe/Paris');
    expect(tokyo).toBe('zone=Asia%2FTokyo');
    expect(decodeSettingsCookie(encodeURIComponent(tokyo))).toEqual({
      settings: { ...DEFAULT_SETTINGS, timeZone: 'Asia/Tokyo' },
      timeZone: undefined,
    });
    const browser = encodeSettingsCookie(DEFAULT_SETTINGS, 'Europe/Paris');
    expect(browser).toBe('tz=Europe%2FParis');
    expect(decodeSettingsCookie(encodeURIComponent(browser))).toEqual({ settings: DEFAULT_SETTINGS, timeZone: 'Europe/Paris' });
  });

  it('selects the default rendering for a zone the runtime does not know', () => {
    expect(decodeSettingsCookie(encodeURIComponent('zone=Mars/Olympus_Mons')).settings.timeZone).toBe('');
    expect(decodeSettingsCookie(encodeURIComponent('zone=<script>')).settings.timeZone).toBe('');
  });
});

describe('dates in the zone chosen', () => {
  const shown = (value: string, withTime = true) => {
    const { container, unmount } = render(<LocalDate value={value} withTime={withTime} />);
    const text = container.textContent;
    unmount();
    return text;
  };

  it('show one instant as Tokyo and New York see it, the day rolling over either way', () => {
    setSetting('timeZone', 'Asia/Tokyo');
    expect(shown(UPDATE)).toBe('Sun, 1 Mar 2026 09:00 UTC+9:00');
    setSetting('timeZone', 'America/New_York');
    expect(shown(UPDATE)).toBe('Sat, 28 Feb 2026 19:00 UTC-5:00');
    expect(shown(UPDATE, false)).toBe('Sat, 28 Feb 2026');
    setSetting('timeZone', 'UTC');
    expect(shown(UPDATE)).toBe('Sun, 1 Mar 2026 00:00 UTC');
  });

  it('follow daylight saving: New York is five hours behind in winter, four in summer', () => {
    setSetting('timeZone', 'America/New_York');
    setSetting('use24Hour', false);
    expect(shown('2026-03-08T06:59:00Z')).toBe('Sun, 8 Mar 2026 1:59 AM UTC-5:00');
    expect(shown('2026-03-08T07:00:00Z')).toBe('Sun, 8 Mar 2026 3:00 AM UTC-4:00');
    expect(shown('2026-11-01T06:00:00Z')).toBe('Sun, 1 Nov 2026 1:00 AM UTC-5:00');
  });

  it('are drawn on the server in the zone chosen, else in the browser’s zone the cookie gave', () => {
    const rendered = Date.UTC(2026, 10, 27);
    const page = (chosen: string, browser: string | undefined) =>
      renderToString(
        <RenderStateProvider state={{ settings: { ...DEFAULT_SETTINGS, timeZone: chosen }, timeZone: browser, rendered }}>
          <LocalDate value={UPDATE} withTime />
        </RenderStateProvider>,
      );
    expect(page('Asia/Tokyo', 'America/New_York')).toContain('Sun, 1 Mar 2026 09:00 UTC+9:00');
    expect(page('', 'America/New_York')).toContain('Sat, 28 Feb 2026 19:00 UTC-5:00');
    expect(page('', undefined)).toContain('Sun, 1 Mar 2026 00:00 UTC');
  });
});

describe('the time-zone field of the settings', () => {
  // jsdom lays nothing out: the list's scrolling to the option chosen has nothing to do.
  beforeEach(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });
  const zoneOptions = () => within(screen.getByRole('listbox', { name: 'Time zones' })).queryAllByRole('option');

  it('finds a zone by a part of its name, shows its offset, and keeps the choice', () => {
    render(<SettingsPanel />);
    const field = screen.getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement;
    expect(field.value).toBe("Browser's zone");
    expect(screen.getByText(/^Dates and times are shown in your browser's/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'tokyo' } });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const options = zoneOptions().map((o) => o.textContent);
    expect(options).toEqual(['Asia/Tokyo (UTC+09:00)']);
    fireEvent.click(within(screen.getByRole('listbox', { name: 'Time zones' })).getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }));
    expect(localStorage.getItem('time-zone')).toBe('"Asia/Tokyo"');
    expect(field.value).toBe('Asia/Tokyo (UTC+09:00)');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Dates and times are shown in Asia/Tokyo (UTC+09:00).')).toBeTruthy();
    expect(screen.getByText(/^Now: .* UTC\+9:00$/)).toBeTruthy();
  });

  it('is used with the keys: arrows through the zones found, Enter to choose, Escape to leave', () => {
    render(<SettingsPanel />);
    const field = screen.getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Asia/To' } });
    const found = zoneOptions().map((o) => o.textContent);
    expect(found[0]).toMatch(/^Asia\/To/);
    expect(found).toContain('Asia/Tokyo (UTC+09:00)');
    const tokyo = found.indexOf('Asia/Tokyo (UTC+09:00)');
    for (let i = 0; i < tokyo; i++) fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(
      within(screen.getByRole('listbox', { name: 'Time zones' })).getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }).id,
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(localStorage.getItem('time-zone')).toBe('"Asia/Tokyo"');

    // The browser's zone is the first choice of an empty search.
    fireEvent.change(field, { target: { value: '' } });
    expect(zoneOptions()[0].textContent).toBe("Browser's zone");
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.value).toBe('Asia/Tokyo (UTC+09:00)');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(localStorage.getItem('time-zone')).toBe('""');
    expect(field.value).toBe("Browser's zone");
  });

  it('says when no zone matches, and how many more there are than it shows', () => {
    render(<SettingsPanel />);
    const field = screen.getByRole('combobox', { name: /Time zone/ });
    fireEvent.change(field, { target: { value: 'Atlantis' } });
    expect(zoneOptions()).toEqual([]);
    expect(screen.getAllByText('No zone matches “Atlantis”.').length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: 'America' } });
    expect(screen.getAllByText(/^\d+ zones; the first 60 shown/).length).toBeGreaterThan(0);
    act(() => field.blur());
  });
});
