import { useEffect, useRef } from 'react';

/** The spec's release timer: checked every 100 ms. */
export const REVEAL_CHECK_MS = 100;
/** When the server does not see the change yet (clocks differ), ask again after this long. */
export const REVEAL_RETRY_MS = 1000;
/**
 * The list also asks again on every whole five minutes of the clock, whatever it holds: the server
 * never tells when a card the visitor may not see yet is revealed (that instant is a spoiler), so the
 * page looks on a schedule that says nothing of the data. Reveals fall on such times in practice
 * (maintenance ends on the hour or the half hour).
 */
export const RECHECK_EVERY_MS = 5 * 60_000;

/** The whole RECHECK_EVERY_MS after `now`. */
const nextRecheck = (now: number) => (Math.floor(now / RECHECK_EVERY_MS) + 1) * RECHECK_EVERY_MS;

/**
 * Calls `refresh` once `changeAt` (the next release of a card the visitor sees with "?" figures) has
 * come, and on every whole five minutes, so the list shows a card, or its figures, at its time. A
 * refresh that brings back the same instant is retried a second later, and so is each recheck.
 */
export function useRevealTimer(changeAt: string | null | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const lastFired = useRef<{ at: string; when: number } | null>(null);

  useEffect(() => {
    const at = changeAt ? Date.parse(changeAt) : Number.NaN;
    let recheck = nextRecheck(Date.now());
    let retry = Number.POSITIVE_INFINITY;
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (now >= recheck || now >= retry) {
        retry = now >= recheck ? now + REVEAL_RETRY_MS : Number.POSITIVE_INFINITY;
        recheck = nextRecheck(now);
        if (changeAt) lastFired.current = { at: changeAt, when: now };
        latest.current();
        return;
      }
      if (!changeAt || Number.isNaN(at) || now < at) return;
      const last = lastFired.current;
      if (last && last.at === changeAt && now - last.when < REVEAL_RETRY_MS) return;
      lastFired.current = { at: changeAt, when: now };
      latest.current();
    }, REVEAL_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [changeAt]);
}
