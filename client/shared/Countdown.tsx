import { useEffect, useState } from 'react';
import { countdown } from './format.ts';

/** Re-renders every `intervalMs` (the spec's clocks tick at 100 or 200 ms). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
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
