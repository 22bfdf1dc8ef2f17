import type { ReactNode } from 'react';
import { formatDate, formatMonth } from './dates.ts';
import { LocalDate } from './LocalDate.tsx';
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
 * a month as such (in UTC, where it was stated); an upper bound as "by" with a marker; two bounds
 * as "between"; the launch as such.
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
  /** The source gives the time of a bound (shown in UTC); else the day only. */
  timeKnown?: boolean | null;
  afterTimeKnown?: boolean | null;
}) {
  const { dateFormat } = useSettings();
  const ms = new Date(value).getTime();
  if (!precision || precision === 'INSTANT') return <LocalDate value={value} />;
  const iso = new Date(ms).toISOString();
  const text = precision === 'MONTH' ? formatMonth(ms, dateFormat) : withTime(ms, formatDate(ms, dateFormat, true), timeKnown);
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
    shown = `between ${withTime(a, formatDate(a, dateFormat, true), afterTimeKnown)} and ${text}`;
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

/** A bound's day, with its UTC time where the source gives the time ("14 Apr 2022, 09:06 UTC"). */
function withTime(ms: number, dayText: string, timeKnown: boolean | null | undefined): string {
  return timeKnown ? `${dayText}, ${new Date(ms).toISOString().slice(11, 16)} UTC` : dayText;
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
