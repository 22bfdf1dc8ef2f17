// Notices a newer build than the page's: the build manifest (`/builds/latest.json`, written by the
// build and sent with `Cache-Control: no-cache`) is asked for every 10 minutes, when the tab is
// shown again and when the connection is back (never while offline). A newer build, or a newer
// service worker waiting, is offered as a toast with a Reload button; the page never reloads by
// itself in the middle of a visit.
import { useEffect } from 'react';
import { checkForNewWorker, onWorkerWaiting, reloadToNewBuild } from './serviceWorker.ts';
import { useToasts } from './toasts.tsx';

export const BUILD_MANIFEST = '/builds/latest.json';
export const BUILD_CHECK_MS = 10 * 60_000;
export const NEW_BUILD_MESSAGE = 'A new version of the tracker is available.';

/** The build the page came from (its template carries it); none in development. */
export function pageBuild(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="lw-build"]')?.content || undefined;
}

/** The newest build the server has, or undefined when it cannot be told. */
export async function latestBuild(): Promise<string | undefined> {
  // Never from a cache (a few dozen bytes: revalidating would save nothing).
  const response = await fetch(BUILD_MANIFEST, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const manifest = (await response.json()) as { id?: unknown };
  return typeof manifest.id === 'string' ? manifest.id : undefined;
}

export function NewBuildNotice() {
  const toasts = useToasts();
  useEffect(() => {
    const current = pageBuild();
    if (!current) return;
    let offered = false;
    let checking = false;
    // An occasion that comes while a check is on its way is not lost: one more check follows it
    // (the manifest may have changed since the one in flight was asked for).
    let again = false;
    const offer = () => {
      if (offered) return;
      offered = true;
      toasts.show(NEW_BUILD_MESSAGE, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void reloadToNewBuild() },
      });
    };
    const check = async () => {
      if (offered || !navigator.onLine) return;
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        const latest = await latestBuild();
        if (latest && latest !== current) {
          // The new build's worker installs meanwhile, so that Reload can hand over to it.
          checkForNewWorker();
          offer();
        }
      } catch {
        // Unreachable: asked again at the next occasion.
      } finally {
        checking = false;
        if (again) {
          again = false;
          void check();
        }
      }
    };
    const timer = window.setInterval(check, BUILD_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', check);
    const stopWaiting = onWorkerWaiting(offer);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', check);
      stopWaiting();
    };
  }, [toasts]);
  return null;
}
