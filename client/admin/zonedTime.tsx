// Dates entered as a source states them, in its time zone (a news post's Pacific or Japan time), and
// shown in UTC, as the data keeps them. The zone's rules (daylight saving, past offsets) come from
// @date-fns/tz over the browser's own time zone database.
import { TZDate } from '@date-fns/tz';
import { useId } from 'react';
import { Options } from './parts.tsx';

/** How exact a date entered is: the data's precisions a maintainer may give. */
export type EnteredPrecision = 'instant' | 'day' | 'month';

/** A date as entered: its day (YYYY-MM-DD), its time (HH:MM, for an instant) and how exact it is. */
export interface EnteredDate {
  day: string;
  time: string;
  precision: EnteredPrecision;
}

export const EMPTY_DATE: EnteredDate = { day: '', time: '', precision: 'instant' };

/** UTC first, then every zone the browser knows. */
export const TIME_ZONES: readonly string[] = [
  'UTC',
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC') : []),
];

/** The zone a maintainer starts from: the browser's own. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The instant an entered date stands for, as the data keeps it (ISO, UTC): an instant read in
 * `zone`; a day or a month as its first instant in UTC (the data's day is a UTC day); null when
 * the day is not a whole date (or an instant has no time).
 */
export function enteredInstant(value: EnteredDate, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (value.precision === 'month') return new Date(Date.UTC(y, mo - 1, 1)).toISOString();
  if (value.precision === 'day') return new Date(Date.UTC(y, mo - 1, d)).toISOString();
  const t = /^(\d{2}):(\d{2})$/.exec(value.time);
  if (!t) return null;
  const at = new TZDate(y, mo - 1, d, Number(t[1]), Number(t[2]), zone);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime()).toISOString();
}

/** A stored instant as a date entered in `zone` (to fill a form from a record or a suggestion). */
export function enteredFrom(iso: string | null | undefined, precision: string | null | undefined, zone: string): EnteredDate {
  if (!iso) return EMPTY_DATE;
  const p: EnteredPrecision = precision === 'day' || precision === 'month' ? precision : 'instant';
  if (p !== 'instant') return { day: iso.slice(0, 10), time: '', precision: p };
  const at = new TZDate(Date.parse(iso), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(at.getHours())}:${two(at.getMinutes())}`,
    precision: 'instant',
  };
}

/** The instant in words, in UTC, as the page confirms what will be stored. */
export function utcText(iso: string | null, precision: EnteredPrecision): string {
  if (!iso) return '—';
  if (precision === 'month') return `${iso.slice(0, 7)} (month)`;
  if (precision === 'day') return `${iso.slice(0, 10)} (day)`;
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** The page's time zone: every time on it is read in it. */
export function TimeZonePicker({ zone, onChange }: { zone: string; onChange: (zone: string) => void }) {
  return (
    <label className="zone-picker">
      Times are in{' '}
      <select value={zone} onChange={(e) => onChange(e.target.value)}>
        <Options values={TIME_ZONES} />
      </select>
    </label>
  );
}

/** One date: its day, how exact it is, its time (for an instant), and what will be stored, in UTC. */
export function ZonedDateField({
  legend,
  value,
  zone,
  onChange,
  required = false,
}: {
  legend: string;
  value: EnteredDate;
  zone: string;
  onChange: (value: EnteredDate) => void;
  required?: boolean;
}) {
  const id = useId();
  const at = enteredInstant(value, zone);
  return (
    <fieldset className="zoned-date">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-day`}>Day</label>
      <input
        id={`${id}-day`}
        type="date"
        min="2021-05-01"
        required={required}
        value={value.day}
        onChange={(e) => onChange({ ...value, day: e.target.value })}
      />
      <label htmlFor={`${id}-precision`}>How exact</label>
      <select
        id={`${id}-precision`}
        value={value.precision}
        onChange={(e) => onChange({ ...value, precision: e.target.value as EnteredPrecision })}
      >
        <option value="instant">Day and time</option>
        <option value="day">The day</option>
        <option value="month">Only the month</option>
      </select>
      {value.precision === 'instant' ? (
        <>
          <label htmlFor={`${id}-time`}>Time ({zone})</label>
          <input
            id={`${id}-time`}
            type="time"
            required={required || value.day !== ''}
            value={value.time}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
          />
        </>
      ) : null}
      <output className="utc-shown" aria-label={`${legend} in UTC`}>
        {utcText(at, value.precision)}
      </output>
    </fieldset>
  );
}
