import { useEffect, useState } from 'react';
import { useSettings } from './settings.ts';

export const INITIAL_ITEMS = 10;
export const STEP_ITEMS = 5;
export const STEP_MS = 100;
export const NEAR_BOTTOM_PX = 100;

/**
 * How many items of a long list to render: 10 at first, 5 more every 100 ms up to a batch limit
 * that starts at the scroll-batch setting and grows by it whenever the visitor scrolls within
 * 100 px of the bottom. Keeps first paint fast on phones.
 */
export function useProgressiveList(total: number, resetKey?: unknown): number {
  const { scrollBatch } = useSettings();
  const [count, setCount] = useState(INITIAL_ITEMS);
  const [limit, setLimit] = useState(scrollBatch);
  const [key, setKey] = useState(resetKey);

  // A new list (other filters) starts again from the first items.
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(INITIAL_ITEMS);
    setLimit(scrollBatch);
  }

  useEffect(() => {
    if (count >= Math.min(total, limit)) return;
    const timer = window.setTimeout(() => setCount((c) => Math.min(c + STEP_ITEMS, limit, total)), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [count, limit, total]);

  useEffect(() => {
    const extendNearBottom = () => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      if (bottom <= NEAR_BOTTOM_PX) setLimit((l) => (l < total ? l + scrollBatch : l));
    };
    // A page too short to scroll is already "near the bottom": keep filling it.
    if (count >= limit) extendNearBottom();
    window.addEventListener('scroll', extendNearBottom, { passive: true });
    return () => window.removeEventListener('scroll', extendNearBottom);
  }, [scrollBatch, total, count, limit]);

  return Math.min(count, total);
}
