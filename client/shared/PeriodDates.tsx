import { PreciseDate, type Precision } from './PreciseDate.tsx';

export interface Timing {
  readonly startAt: string | null | undefined;
  readonly startPrecision?: Precision | null;
  readonly endAt: string | null | undefined;
  readonly endPrecision?: Precision | null;
}

/** A period's start and end (a prayer's, a banner's) as exactly as they are known; an unknown date says so and is never guessed. */
export function PrayerDates({ startAt, startPrecision, endAt, endPrecision }: Timing) {
  return (
    <span className="prayer-dates">
      {startAt ? <PreciseDate value={startAt} precision={startPrecision} /> : <span className="unknown-date">start unknown</span>}
      {' – '}
      {endAt ? <PreciseDate value={endAt} precision={endPrecision} /> : <span className="unknown-date">end unknown</span>}
    </span>
  );
}
