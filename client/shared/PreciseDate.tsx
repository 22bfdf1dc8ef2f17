import type { ReactNode } from 'react';
import { type DateFormat, formatDate, formatMonth, formatTime, formatZoneLabel } from './dates.ts';
import { LocalDate } from './LocalDate.tsx';
import { useTimeZone } from './renderState.tsx';
import { useSettings } from './settings.ts';

/** How exact a date is, as the API says it. */
export type Precision = 'INSTANT' | 'DAY' | 'MONTH' | 'BY' | 'BETWEEN' | 'LAUNCH' | '%future added value';

const EXPLAINED: Partial<Record<Precision, string>> = {
  DAY: 'Known to the day (UTC).',
  MONTH: 'Known to the month only.',
  BY: 'An upper bound: out no later than this date, from a page or snapshot that shows it already available.',
  BETWEEN: 'Between two bounds: a source shows it not yet out on the first date, another shows it out by the second.',
  LAUNCH: 'There when the global server opened.',
};

/**
 * A date shown as exactly as it is known: an instant in the visitor's zone and format; a day or
 * a month as such (in UTC, where it was stated); a bound whose time is known as an instant; an
 * upper bound as "by" with a marker; two bounds as "between"; the launch as such.
 */
export function PreciseDate({
  value,
  precision,
  after,
  timeKnown,
  afterTimeKnown,
}: {
  value: string;
  precision: Precision | null | undefined;
  /** The lower bound of a BETWEEN date. */
  after?: string | null;
  /** The source gives the time of a bound (shown in the visitor's zone); else the day only (UTC). */
  timeKnown?: boolean | null;
  afterTimeKnown?: boolean | null;
}) {
  const { dateFormat, use24Hour } = useSettings();
  const timeZone = useTimeZone();
  const ms = new Date(value).getTime();
  if (!precision || precision === 'INSTANT') return <LocalDate value={value} />;
  const iso = new Date(ms).toISOString();
  const shape = { dateFormat, use24Hour, timeZone };
  const text = precision === 'MONTH' ? formatMonth(ms, dateFormat) : boundText(ms, timeKnown, shape);
  let shown: ReactNode = text;
  if (precision === 'BY')
    shown = (
      <>
        <span className="by-marker" aria-hidden="true">
          ≤
        </span>{' '}
        by {text}
      </>
    );
  else if (precision === 'BETWEEN' && after) {
    const a = new Date(after).getTime();
    shown = `between ${boundText(a, afterTimeKnown, shape)} and ${text}`;
  } else if (precision === 'LAUNCH') shown = `at launch, ${text}`;
  return (
    <time
      dateTime={precision === 'MONTH' ? iso.slice(0, 7) : iso.slice(0, 10)}
      title={EXPLAINED[precision]}
      className={`precise-date precision-${precision.toLowerCase()}`}
    >
      {shown}
    </time>
  );
}

/**
 * A bound's day as stated (UTC), or, where the source gives the time, its day and time in the
 * visitor's zone ("14 Apr 2022, 18:06 UTC+9:00").
 */
function boundText(
  ms: number,
  timeKnown: boolean | null | undefined,
  { dateFormat, use24Hour, timeZone }: { dateFormat: DateFormat; use24Hour: boolean; timeZone: string | undefined },
): string {
  if (!timeKnown) return formatDate(ms, dateFormat, 'UTC');
  return `${formatDate(ms, dateFormat, timeZone)}, ${formatTime(ms, use24Hour, timeZone)} ${formatZoneLabel(ms, timeZone)}`;
}

/** A link for a record's source: a page address as it is, a repository snapshot (owner/repo/path@commit) on GitHub. */
export function sourceHref(source: string): string | null {
  const first = source.split(/;\s*/)[0].trim();
  // A page address ends at the first space: what follows describes it ("https://... (Floor Guide)").
  const page = /^https?:\/\/\S+/.exec(first);
  if (page) return page[0];
  const m = /^([\w.-]+)\/([\w.-]+)\/(.+)@([0-9a-f]{7,40})$/.exec(first);
  return m ? `https://github.com/${m[1]}/${m[2]}/blob/${m[4]}/${m[3]}` : null;
}
