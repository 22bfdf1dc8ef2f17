import { formatDate, formatMonth } from './dates.ts';
import { LocalDate } from './LocalDate.tsx';
import { useSettings } from './settings.ts';

/** How exact a date is, as the API says it. */
export type Precision = 'INSTANT' | 'DAY' | 'MONTH' | 'BY' | '%future added value';

const EXPLAINED: Partial<Record<Precision, string>> = {
  DAY: 'Known to the day (UTC).',
  MONTH: 'Known to the month only.',
  BY: 'An upper bound: out no later than this date, from a page or snapshot that shows it already available.',
};

/**
 * A date shown as exactly as it is known: an instant in the visitor's zone and format; a day or
 * a month as such (in UTC, where it was stated); an upper bound as "by" with a marker.
 */
export function PreciseDate({ value, precision }: { value: string; precision: Precision | null | undefined }) {
  const { dateFormat } = useSettings();
  const ms = new Date(value).getTime();
  if (!precision || precision === 'INSTANT') return <LocalDate value={value} />;
  const iso = new Date(ms).toISOString();
  const text = precision === 'MONTH' ? formatMonth(ms, dateFormat) : formatDate(ms, dateFormat, true);
  return (
    <time
      dateTime={precision === 'MONTH' ? iso.slice(0, 7) : iso.slice(0, 10)}
      title={EXPLAINED[precision]}
      className={`precise-date precision-${precision.toLowerCase()}`}
    >
      {precision === 'BY' ? (
        <>
          <span className="by-marker" aria-hidden="true">
            ≤
          </span>{' '}
          by {text}
        </>
      ) : (
        text
      )}
    </time>
  );
}

/** A link for a record's source: a page address as it is, a repository snapshot (owner/repo/path@commit) on GitHub. */
export function sourceHref(source: string): string | null {
  const first = source.split(/;\s*/)[0].trim();
  if (/^https?:\/\//.test(first)) return first;
  const m = /^([\w.-]+)\/([\w.-]+)\/(.+)@([0-9a-f]{7,40})$/.exec(first);
  return m ? `https://github.com/${m[1]}/${m[2]}/blob/${m[4]}/${m[3]}` : null;
}
