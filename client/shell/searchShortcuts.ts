// The keyboard shortcuts of the pages with an advanced search (prayers, story cards): Ctrl+Shift+F
// opens it; the first plain Ctrl+F of the visit shows a hint for 3 s (later ones are the browser's
// own find).
import { useEffect, useRef } from 'react';
import { TOAST_SHORT_MS, useToasts } from './toasts.tsx';

export const SEARCH_HINT = 'Press Ctrl + Shift + F to open advanced search';

export function useSearchShortcuts(openAdvancedSearch: () => void): void {
  const toasts = useToasts();
  const hinted = useRef(false);
  const open = useRef(openAdvancedSearch);
  open.current = openAdvancedSearch;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'f') return;
      if (event.shiftKey) {
        event.preventDefault();
        open.current();
        return;
      }
      if (!hinted.current) {
        hinted.current = true;
        event.preventDefault();
        toasts.show(SEARCH_HINT, { type: 'notice', duration: TOAST_SHORT_MS });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toasts]);
}
