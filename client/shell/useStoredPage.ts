import { useEffect } from 'react';

const STORAGE_KEY = 'lw-stored-page';
const RETRY_AFTER_MS = 60_000;

/**
 * Offline, a page reached within the site may lack its data in this tab, yet be stored whole by the
 * service worker (a page visited by its address carries its data in itself): it is then opened as
 * a document, which the worker answers from what it stored. Once per address and minute, so a
 * stored page that cannot be drawn either never loops.
 */
export function useStoredPageInstead(offline: boolean): void {
  useEffect(() => {
    if (!offline || typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
    const url = window.location.href;
    let cancelled = false;
    void caches.match(url, { ignoreVary: true }).then((stored) => {
      if (cancelled || !stored) return;
      try {
        const last = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { url: string; at: number } | null;
        if (last?.url === url && Date.now() - last.at < RETRY_AFTER_MS) return;
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ url, at: Date.now() }));
      } catch {
        return;
      }
      // The router has already added this address to the history: the document takes its place.
      window.location.replace(url);
    });
    return () => {
      cancelled = true;
    };
  }, [offline]);
}
