import { useEffect, useState } from 'react';
import { countdown } from './format.ts';
import { useRenderNow } from './renderState.tsx';

/**
 * Re-renders every `intervalMs` (the spec's clocks tick at 100 or 200 ms). The first render shows
 * the instant the page stands for (the server's while hydrating), the clock ticks from there.
 */
export function useNow(intervalMs: number): number {
  const start = useRenderNow();
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now ?? start;
}

/** dd:hh:mm:ss until `target`; "?" without a date. */
export function Countdown({ target, intervalMs = 200 }: { target: string | null | undefined; intervalMs?: number }) {
  const now = useNow(intervalMs);
  const ms = target ? new Date(target).getTime() : null;
  return (
    <span className="countdown" role="timer" aria-label="Time remaining">
      {countdown(ms, now)}
    </span>
  );
}
