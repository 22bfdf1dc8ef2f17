// Horizontal swipes on touch screens: a touch that travels far enough, close enough to the
// horizontal, counts as a swipe left or right.
import { type RefObject, useEffect, useRef } from 'react';

/** The spec's swipe: at least 75 px, within 30 degrees of the horizontal. */
export const SWIPE_MIN_DISTANCE = 75;
export const SWIPE_MAX_ANGLE = 30;

export type SwipeDirection = 'left' | 'right';

/** The direction of a movement (dx, dy in px), or null when it is too short or too steep. */
export function swipeDirection(
  dx: number,
  dy: number,
  minDistance = SWIPE_MIN_DISTANCE,
  maxAngle = SWIPE_MAX_ANGLE,
): SwipeDirection | null {
  if (Math.hypot(dx, dy) < minDistance) return null;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  if (angle > maxAngle) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Calls `onSwipe` for each horizontal swipe that starts inside the element. */
export function useSwipe<T extends HTMLElement>(ref: RefObject<T | null>, onSwipe: (direction: SwipeDirection) => void, enabled = true) {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      start = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      if (direction) handler.current(direction);
    };
    const onCancel = () => {
      start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [ref, enabled]);
}
