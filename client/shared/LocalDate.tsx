import { formatDate, formatDateTime } from './dates.ts';
import { useTimeZone } from './renderState.tsx';
import { useSettings } from './settings.ts';

/** A UTC instant shown in the visitor's chosen date format, clock and zone. */
export function LocalDate({ value, withTime = false }: { value: string | number | Date; withTime?: boolean }) {
  const settings = useSettings();
  const timeZone = useTimeZone();
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return <span>?</span>;
  const text = withTime
    ? formatDateTime(ms, { dateFormat: settings.dateFormat, use24Hour: settings.use24Hour, timeZone })
    : formatDate(ms, settings.dateFormat, timeZone);
  return <time dateTime={new Date(ms).toISOString()}>{text}</time>;
}
