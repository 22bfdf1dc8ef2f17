import { useEffect, useState } from 'react';

/** Counts up to `target` over about a second (the tracker's animated counter). */
export function useCountUp(target: number, durationMs = 1000): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (typeof window.requestAnimationFrame !== 'function' || target === 0) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (t: number) => {
      const progress = Math.min(1, (t - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}
