import { useEffect, useState } from 'react';
import { useSettings } from './settings.ts';
import { INITIAL_ITEMS, NEAR_BOTTOM_PX, STEP_ITEMS, STEP_MS } from './useProgressiveList.ts';

/** The batch limit becomes the scroll-batch setting this long after a list starts. */
export const BATCH_SETTLE_MS = 500;

export interface BatchedList {
  /** Items to render now. */
  count: number;
  /** The current batch limit: items that will be rendered without further scrolling. */
  limit: number;
}

/**
 * The story-card and illustrator lists' rendering batches (spec section 9): 10 items at first, 5
 * more every 100 ms up to the batch limit; the limit starts at 10, becomes the scroll-batch setting
 * after 500 ms, and grows by it whenever the visitor scrolls within 100 px of the bottom. A new
 * `resetKey` (other filters, another sort) starts again.
 */
export function useBatchedList(total: number, resetKey?: unknown): BatchedList {
  const { scrollBatch } = useSettings();
  const [count, setCount] = useState(INITIAL_ITEMS);
  const [limit, setLimit] = useState(INITIAL_ITEMS);
  const [key, setKey] = useState(resetKey);

  if (key !== resetKey) {
    setKey(resetKey);
    setCount(INITIAL_ITEMS);
    setLimit(INITIAL_ITEMS);
  }

  useEffect(() => {
    // Restarted with the key: the first batch settles to the setting after a moment.
    void key;
    const timer = window.setTimeout(() => setLimit((l) => Math.max(l, scrollBatch)), BATCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key, scrollBatch]);

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

  return { count: Math.min(count, total), limit };
}
