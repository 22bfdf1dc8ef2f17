// Whether a CSS media query matches, kept up to date (the desktop layout starts at 1000 px).
import { useSyncExternalStore } from 'react';

export const DESKTOP_QUERY = '(min-width: 1000px)';

export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches),
    () => fallback,
  );
}

/** True on the desktop layout (1000 px and wider). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
