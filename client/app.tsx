// The application: the router, the shell's providers and the first render (or the hydration of
// the page the server rendered).
import { startTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { PageState } from './entry-server.tsx';
import { hydrateEnvironment } from './relay/environment.ts';
import { createRouter } from './router.tsx';
import type { RenderState } from './shared/renderState.tsx';
import { settingsStore } from './shared/settings.ts';
import { syncSettingsCookie, writeSettingsCookie } from './shared/settingsCookie.ts';
import { AppProviders } from './shell/AppProviders.tsx';
import { reportCaughtError } from './shell/errors.ts';
import { registerServiceWorker } from './shell/serviceWorker.ts';

const BROWSER_STATE: RenderState = { settings: settingsStore.getSettings(), timeZone: undefined, rendered: undefined };

/** The state a server-rendered page carries, when it can be hydrated with this visitor's settings. */
function readPageState(text: string | undefined): PageState | undefined {
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PageState;
    // Rendered for the other position of the spoiler switch (a cookie older than the setting):
    // the browser draws the page itself rather than show what the visitor did not ask for.
    return state.settings.jpContent === settingsStore.getSettings().jpContent ? state : undefined;
  } catch {
    return undefined;
  }
}

export async function startApp(
  dom: { createRoot: typeof CreateRoot; hydrateRoot: typeof HydrateRoot },
  pageStateText?: string,
): Promise<void> {
  // The server renders the next page the way this browser shows it: the cookie is brought up to
  // date when a setting changes and when the page is hidden or left, off the path of this page's start.
  settingsStore.subscribe(() => writeSettingsCookie(settingsStore.getSettings()));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeSettingsCookie(settingsStore.getSettings());
  });
  window.addEventListener('pagehide', () => writeSettingsCookie(settingsStore.getSettings()));
  // Settings that differ from the cookie's (a first visit with settings from before the cookie
  // existed): written at once, so the next page is rendered with them.
  syncSettingsCookie(settingsStore.getSettings());
  const page = readPageState(pageStateText);
  if (page) {
    hydrateEnvironment(page.settings.jpContent, page.records as never);
    // The store's records and the router in tasks of their own.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  const router = createRouter();
  const container = document.getElementById('root') as HTMLElement;
  // A page the server drew (whether hydrated or drawn again here) is replaced only once the route's
  // code and loader are ready (the loader finds its query's records in the store), so the first
  // render is the whole page. A page drawn only here (the admin area) waits the same way: the
  // router has nothing to show before its route's code has loaded.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  // Offline use: registered once the page has loaded and the browser is idle.
  registerServiceWorker();
  if (!page) {
    const root = dom.createRoot(container, { onCaughtError: reportCaughtError });
    // The first render as a transition: React renders it in slices, yielding to the browser between them.
    startTransition(() => root.render(tree(BROWSER_STATE, router)));
    return;
  }
  settingsStore.adopt(page.settings);
  const state: RenderState = { settings: page.settings, timeZone: page.timeZone, rendered: page.rendered };
  startTransition(() => {
    dom.hydrateRoot(container, tree(state, router), {
      onCaughtError: reportCaughtError,
      // A part the server could not draw (a page for an unknown id) is drawn here, as expected.
      onRecoverableError: (error) => {
        if (page.status === 200) console.error(error);
      },
    });
  });
}

function tree(state: RenderState, router: ReturnType<typeof createRouter>) {
  return (
    <AppProviders state={state}>
      <RouterProvider router={router} onError={reportCaughtError} />
    </AppProviders>
  );
}
