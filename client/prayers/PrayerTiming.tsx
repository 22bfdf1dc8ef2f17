import { Countdown, useNow } from '../shared/Countdown.tsx';
import { PreciseDate, type Precision } from '../shared/PreciseDate.tsx';

/** Prayer countdowns refresh every 100 ms (spec section 9). */
export const COUNTDOWN_MS = 100;

interface Timing {
  readonly startAt: string | null | undefined;
  readonly startPrecision?: Precision | null;
  readonly endAt: string | null | undefined;
  readonly endPrecision?: Precision | null;
}

/** Start and end as exactly as they are known; an unknown date says so and is never guessed. */
export function PrayerDates({ startAt, startPrecision, endAt, endPrecision }: Timing) {
  return (
    <span className="prayer-dates">
      {startAt ? <PreciseDate value={startAt} precision={startPrecision} /> : <span className="unknown-date">start unknown</span>}
      {' – '}
      {endAt ? <PreciseDate value={endAt} precision={endPrecision} /> : <span className="unknown-date">end unknown</span>}
    </span>
  );
}

/**
 * "Starts in" before the start, "Ends in" before the end, then "Ended": the countdown stops. A
 * prayer whose start is unknown counts down to its end only; one with no date says nothing.
 */
export function PrayerCountdown({ startAt, endAt }: Timing) {
  const now = useNow(COUNTDOWN_MS);
  const start = startAt ? Date.parse(startAt) : null;
  const end = endAt ? Date.parse(endAt) : null;
  if (start !== null && now < start) {
    return (
      <span className="prayer-countdown upcoming">
        Starts in <Countdown target={startAt} intervalMs={COUNTDOWN_MS} />
      </span>
    );
  }
  if (end !== null && now < end) {
    return (
      <span className="prayer-countdown ongoing">
        Ends in <Countdown target={endAt} intervalMs={COUNTDOWN_MS} />
      </span>
    );
  }
  if (end !== null) return <span className="prayer-countdown ended">Ended</span>;
  if (start !== null) return <span className="prayer-countdown ongoing">Ongoing</span>;
  return null;
}
