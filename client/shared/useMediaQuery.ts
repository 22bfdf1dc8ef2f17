// Whether a CSS media query matches, kept up to date as the window changes.
import { useSyncExternalStore } from 'react';

/** The desktop layout's breakpoint (the spec's 1000 px). */
export const DESKTOP_QUERY = '(min-width: 1000px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
