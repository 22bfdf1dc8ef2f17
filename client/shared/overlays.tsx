// The overlay stack: modals, menus and pickers register here and are closed last-in first-out by
// Esc and by the browser's Back button. Each open overlay owns one history entry, so Back closes
// the top overlay instead of leaving the page.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

interface Entry {
  id: number;
  close: () => void;
  /** history.length right after the overlay's entry was pushed, and the visitor's Back/Forward count then. */
  length: number;
  pops: number;
}

interface OverlayApi {
  push(close: () => void): number;
  /**
   * Removes an overlay that closed itself (close button, background click). `after` runs once
   * its history entry is gone: navigate there, not before, or the pop would undo it.
   */
  remove(id: number, after?: () => void): void;
  size(): number;
}

const OverlayContext = createContext<OverlayApi | null>(null);
const MARKER = 'lwOverlay';
/** Browsers keep at most this many entries (Chromium 50); at the cap a push no longer adds one. */
const HISTORY_CAP = 50;

/**
 * Whether the current history entry is still the overlay's own. The router replaces the entry (a
 * filter chosen inside the overlay) without the marker; the entry is still ours when it is the top
 * overlay's, no Back or Forward came since, and nothing was pushed after it.
 */
function isCurrentEntry(entry: Entry, top: boolean, visitorPops: number): boolean {
  const marker = window.history.state?.[MARKER];
  if (marker !== undefined) return marker === entry.id;
  return top && visitorPops === entry.pops && window.history.length === entry.length && entry.length < HISTORY_CAP;
}

export function OverlayProvider({ children }: { children: ReactNode }) {
  const stack = useRef<Entry[]>([]);
  const nextId = useRef(1);
  // History entries we pop ourselves (after a close by Esc or button) must not close another
  // overlay. Each carries the address to keep: a choice made inside the overlay (a filter, a
  // universe) may have replaced the overlay entry's URL, and popping it must not undo that.
  const ownPops = useRef<{ keep: string; after?: () => void }[]>([]);
  const syntheticPops = useRef(0);
  // Back and Forward by the visitor (not our own pops): after one, an overlay's entry is no longer
  // known to be the current one.
  const visitorPops = useRef(0);

  const api = useMemo<OverlayApi>(
    () => ({
      push(close) {
        const id = nextId.current++;
        window.history.pushState({ ...(window.history.state ?? {}), [MARKER]: id }, '');
        stack.current.push({ id, close, length: window.history.length, pops: visitorPops.current });
        return id;
      },
      remove(id, after) {
        const index = stack.current.findIndex((e) => e.id === id);
        const entry = stack.current[index];
        const top = index === stack.current.length - 1;
        if (index !== -1) stack.current.splice(index, 1);
        if (entry && isCurrentEntry(entry, top, visitorPops.current)) {
          ownPops.current.push({ keep: window.location.href, after });
          window.history.back();
        } else {
          after?.();
        }
      },
      size: () => stack.current.length,
    }),
    [],
  );

  useEffect(() => {
    const onPop = () => {
      if (syntheticPops.current > 0) {
        syntheticPops.current--;
        return;
      }
      const own = ownPops.current.shift();
      if (own) {
        if (own.keep !== window.location.href) {
          // Put the address chosen inside the overlay back, and let the router follow it.
          window.history.replaceState(window.history.state, '', own.keep);
          syntheticPops.current++;
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }
        own.after?.();
        return;
      }
      visitorPops.current++;
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
export function useOverlay(open: boolean, onClose: () => void): (after?: () => void) => void {
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

  return useCallback(
    (after?: () => void) => {
      const id = idRef.current;
      idRef.current = null;
      if (id !== null) api.remove(id, after);
      else after?.();
    },
    [api],
  );
}
