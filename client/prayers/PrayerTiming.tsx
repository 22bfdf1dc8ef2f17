import { Countdown, useNow } from '../shared/Countdown.tsx';
import type { Timing } from '../shared/PeriodDates.tsx';

export { PrayerDates } from '../shared/PeriodDates.tsx';

/** Prayer countdowns refresh every 100 ms (spec section 9). */
export const COUNTDOWN_MS = 100;

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
