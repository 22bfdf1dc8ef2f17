import { useEffect, useId, useState } from 'react';
import { useNow } from '../shared/Countdown.tsx';
import { formatDateTime } from '../shared/dates.ts';
import { Modal } from '../shared/Modal.tsx';
import { useTimeZone } from '../shared/renderState.tsx';
import { clampScrollBatch, SETTINGS_FIELDS, type SettingsField, setSetting, useSettings } from '../shared/settings.ts';
import { timeZoneLabel } from '../shared/timeZones.ts';
import { TimeZonePicker } from './TimeZonePicker.tsx';
import { usePageTitle } from './title.ts';

function ScrollBatchInput({ id, value }: { id: string; value: number }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
      onBlur={() => {
        const clamped = clampScrollBatch(text);
        setSetting('scrollBatch', clamped);
        setText(String(clamped));
      }}
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
    />
  );
}

function FieldControl({ field, id }: { field: SettingsField; id: string }) {
  const settings = useSettings();
  switch (field.kind) {
    case 'boolean':
      return <input id={id} type="checkbox" checked={settings[field.key]} onChange={(e) => setSetting(field.key, e.target.checked)} />;
    case 'select':
      return (
        <select
          id={id}
          value={String(settings[field.key])}
          onChange={(e) => {
            if (field.key === 'dateFormat') setSetting('dateFormat', Number(e.target.value) as 0 | 1 | 2);
            else setSetting('jpElement', e.target.value as 'en' | 'jp');
          }}
        >
          {field.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'number':
      return <ScrollBatchInput id={id} value={settings.scrollBatch} />;
    case 'zone':
      return <TimeZonePicker id={id} />;
  }
}

/** The browser's own zone by name, asked of Intl only where it is shown. */
function browserZoneName(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Which zone the site's dates are in, by name and offset now ("Asia/Tokyo (UTC+09:00)"). */
function zoneInUse(chosen: string, timeZone: string | undefined, now: number): string {
  if (chosen) return timeZoneLabel(chosen, now);
  const zone = timeZone ?? browserZoneName();
  return zone ? `your browser's zone, ${timeZoneLabel(zone, now)}` : "your browser's zone";
}

export function SettingsPanel() {
  const settings = useSettings();
  // The settings clock ticks every 200 ms, as the spec's does.
  const now = useNow(200);
  const timeZone = useTimeZone();
  // The panel can be on screen twice (the page and the modal), so its ids are per instance.
  const idPrefix = useId();
  return (
    <div className="settings-panel">
      <p className="settings-clock">
        Now: {formatDateTime(now, { dateFormat: settings.dateFormat, use24Hour: settings.use24Hour, timeZone })}
      </p>
      <p className="settings-zone">Dates and times are shown in {zoneInUse(settings.timeZone, timeZone, now)}.</p>
      <ul className="settings-list">
        {SETTINGS_FIELDS.map((field) => (
          <li key={field.key} className={`setting setting-${field.kind}`}>
            <label htmlFor={`${idPrefix}-${field.key}`}>
              <span className="setting-label">{field.label}</span>
              <span className="setting-description">{field.description}</span>
            </label>
            <FieldControl field={field} id={`${idPrefix}-${field.key}`} />
            {field.key === 'scrollBatch' ? <p className="setting-note">Large batches may slow the page down on long lists.</p> : null}
          </li>
        ))}
      </ul>
      <p className="settings-saved">Settings are saved in this browser as soon as you change them.</p>
    </div>
  );
}

export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <section className="page settings-page">
      <h1>Settings</h1>
      <SettingsPanel />
    </section>
  );
}

export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Settings" onClose={onClose} className="settings-modal">
      <SettingsPanel />
    </Modal>
  );
}
