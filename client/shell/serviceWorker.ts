// The service worker (client/sw.ts): registered in production builds only, once the page has
// loaded and the browser is idle, so it never competes with the page's first paint; never from the
// admin area. A newer worker waits until the visitor chooses to reload (see NewBuildNotice).
import type { Workbox } from 'workbox-window';

const WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
let waiting = false;
const waitingListeners = new Set<() => void>();

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    // A worker left by a production build on the same address would serve that build's files.
    void navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())));
    return;
  }
  if (isAdminPath(window.location.pathname)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const created = new Workbox(WORKER_URL);
    created.addEventListener('waiting', () => {
      waiting = true;
      for (const listener of waitingListeners) listener();
    });
    workbox = created;
    await created.register();
  };
  const whenIdle = () => {
    const run = () => void start().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Calls `listener` when a newer worker is installed and waiting (at once if one is). */
export function onWorkerWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (waiting) listener();
  return () => waitingListeners.delete(listener);
}

/** Asks the browser to look for a newer worker now (it installs in the background, then waits). */
export function checkForNewWorker(): void {
  void workbox?.update().catch(() => {});
}

/**
 * The visitor chose to reload onto the new build: a waiting worker takes over first (the page is
 * reloaded once it controls the page), otherwise the page is simply loaded again.
 */
export async function reloadToNewBuild(): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const next = registration?.waiting;
  if (!next) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  next.postMessage({ type: 'SKIP_WAITING' });
  // A worker that does not take over soon (a browser that keeps it waiting) must not hold the visitor.
  setTimeout(reload, 3000);
}
