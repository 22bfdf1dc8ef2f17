import { useEffect, useState } from 'react';
import { useSettings } from './settings.ts';

export const INITIAL_ITEMS = 10;
export const STEP_ITEMS = 5;
export const STEP_MS = 100;
export const NEAR_BOTTOM_PX = 100;
/** With `settle`, the batch limit becomes the scroll-batch setting this long after a list starts. */
export const BATCH_SETTLE_MS = 500;

export interface ProgressiveList {
  /** Items to render now. */
  count: number;
  /** The current batch limit: items that will be rendered without further scrolling. */
  limit: number;
}

/**
 * How many items of a long list to render: 10 at first, 5 more every 100 ms up to a batch limit
 * that grows by the scroll-batch setting whenever the visitor scrolls within 100 px of the bottom.
 * The limit starts at the setting; with `settle` (the story-card and illustrator lists, spec section
 * 9) it starts at 10 and becomes the setting 500 ms later. A new `resetKey` (other filters, another
 * sort) starts again. Keeps first paint fast on phones.
 */
export function useProgressiveList(total: number, resetKey?: unknown, { settle = false } = {}): ProgressiveList {
  const { scrollBatch } = useSettings();
  const firstLimit = settle ? INITIAL_ITEMS : scrollBatch;
  const [count, setCount] = useState(INITIAL_ITEMS);
  const [limit, setLimit] = useState(firstLimit);
  const [key, setKey] = useState(resetKey);

  // A new list (other filters) starts again from the first items.
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(INITIAL_ITEMS);
    setLimit(firstLimit);
  }

  useEffect(() => {
    // Restarted with the key: the first batch settles to the setting after a moment.
    void key;
    if (!settle) return;
    const timer = window.setTimeout(() => setLimit((l) => Math.max(l, scrollBatch)), BATCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key, scrollBatch, settle]);

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
