// The overlay stack: modals, menus and pickers register here and are closed last-in first-out by
// Esc and by the browser's Back button. Each open overlay owns one history entry, so Back closes
// the top overlay instead of leaving the page.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

interface Entry {
  id: number;
  close: () => void;
}

interface OverlayApi {
  push(close: () => void): number;
  /** Removes an overlay that closed itself (close button, background click). */
  remove(id: number): void;
  size(): number;
}

const OverlayContext = createContext<OverlayApi | null>(null);
const MARKER = 'lwOverlay';

export function OverlayProvider({ children }: { children: ReactNode }) {
  const stack = useRef<Entry[]>([]);
  const nextId = useRef(1);
  // History entries we pop ourselves (after a close by Esc or button) must not close another overlay.
  const ignorePops = useRef(0);

  const api = useMemo<OverlayApi>(
    () => ({
      push(close) {
        const id = nextId.current++;
        stack.current.push({ id, close });
        window.history.pushState({ ...(window.history.state ?? {}), [MARKER]: id }, '');
        return id;
      },
      remove(id) {
        const index = stack.current.findIndex((e) => e.id === id);
        if (index === -1) return;
        stack.current.splice(index, 1);
        if (window.history.state?.[MARKER] === id) {
          ignorePops.current++;
          window.history.back();
        }
      },
      size: () => stack.current.length,
    }),
    [],
  );

  useEffect(() => {
    const onPop = () => {
      if (ignorePops.current > 0) {
        ignorePops.current--;
        return;
      }
      const top = stack.current.pop();
      top?.close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack.current.length === 0) return;
      event.preventDefault();
      const top = stack.current[stack.current.length - 1];
      api.remove(top.id);
      top.close();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
    };
  }, [api]);

  return <OverlayContext.Provider value={api}>{children}</OverlayContext.Provider>;
}

/**
 * Registers an open overlay. `onClose` runs when Esc or Back closes it; call the returned
 * function when the overlay closes by itself.
 */
export function useOverlay(open: boolean, onClose: () => void): () => void {
  const api = useContext(OverlayContext);
  if (!api) throw new Error('useOverlay needs an OverlayProvider');
  const idRef = useRef<number | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const id = api.push(() => {
      idRef.current = null;
      onCloseRef.current();
    });
    idRef.current = id;
    return () => {
      if (idRef.current !== null) api.remove(idRef.current);
      idRef.current = null;
    };
  }, [open, api]);

  return useCallback(() => {
    if (idRef.current !== null) api.remove(idRef.current);
    idRef.current = null;
  }, [api]);
}
