// Pure formatting and parsing helpers shared by the client shell and pages.

/** English ordinal suffix for an integer: `1` -> `"st"`, `12` -> `"th"`, `22` -> `"nd"`. */
function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  if (!Number.isInteger(n)) throw new RangeError(`Ordinal needs an integer, got ${n}`);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 19) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** `21` -> `"21st"`, `111` -> `"111th"`. Throws a RangeError for non-integers. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/**
 * Formats a UTC offset given in minutes east of UTC as `+h:mm`: `540` -> `"+9:00"`,
 * `-210` -> `"-3:30"`, `0` -> `"+0:00"`.
 * Note the sign is the opposite of `Date#getTimezoneOffset()`.
 */
export function formatOffset(offsetMinutes: number): string {
  if (!Number.isFinite(offsetMinutes)) throw new RangeError(`Invalid offset ${offsetMinutes}`);
  const total = Math.round(offsetMinutes);
  const sign = total < 0 ? '-' : '+';
  const abs = Math.abs(total);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `${sign}${hours}:${String(minutes).padStart(2, '0')}`;
}

const SECOND = 1000;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Renders a remaining duration as `dd:hh:mm:ss` (each field at least two digits).
 * Partial seconds are dropped, so the display reaches zero at the target instant, not a second early.
 * Negative durations clamp to `"00:00:00:00"`.
 */
function formatRemaining(remainingMs: number): string {
  const ms = Number.isFinite(remainingMs) ? Math.max(0, remainingMs) : 0;
  const totalSeconds = Math.floor(ms / SECOND);
  const days = Math.floor(totalSeconds / 86400);
  const hours = Math.floor((totalSeconds % 86400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad2(days)}:${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** Countdown from `now` to `target` (both epoch ms); an unknown target yields `"?"`. */
export function countdown(target: number | null | undefined, now: number): string {
  if (target === null || target === undefined) return '?';
  return formatRemaining(target - now);
}

/** Column count of the universe modal grid: `ceil(sqrt(groups / 180) * 20)`. */
export function universeColumns(groups: number): number {
  return Math.ceil(Math.sqrt(Math.max(0, groups) / 180) * 20);
}
