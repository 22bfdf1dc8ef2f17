import { useEffect, useRef } from 'react';

/** The spec's release timer: checked every 100 ms. */
export const REVEAL_CHECK_MS = 100;
/** When the server does not see the change yet (clocks differ), ask again after this long. */
export const REVEAL_RETRY_MS = 1000;

/**
 * Calls `refresh` once `changeAt` (the next instant a card is revealed or released) has come, so
 * the list shows the card, or its "?" figures, at its time. A refresh that brings back the same
 * instant is retried a second later.
 */
export function useRevealTimer(changeAt: string | null | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const lastFired = useRef<{ at: string; when: number } | null>(null);

  useEffect(() => {
    if (!changeAt) return;
    const at = Date.parse(changeAt);
    if (Number.isNaN(at)) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (now < at) return;
      const last = lastFired.current;
      if (last && last.at === changeAt && now - last.when < REVEAL_RETRY_MS) return;
      lastFired.current = { at: changeAt, when: now };
      latest.current();
    }, REVEAL_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [changeAt]);
}
