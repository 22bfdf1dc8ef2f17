/// <reference lib="webworker" />
// The site's service worker: once a visitor has been here, the shell and the pages they visited
// keep working without a connection.
//
// Built by vite-plugin-pwa's `injectManifest` strategy (this file, with the build's precache list
// put in place of `self.__WB_MANIFEST`) rather than `generateSW`, because the navigations need
// rules a generated worker cannot express: a page is asked of the server first, then taken from
// the pages visited, and only then replaced by the precached shell (which draws the route itself
// and says the visitor is offline when its data is missing); the precache must never answer `/`
// with the unrendered shell; the page a visitor arrived on, loaded before the worker existed, is
// stored too; and a new build's worker refreshes the stored pages, which name the old build's files.
import { clientsClaim, type RouteMatchCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const PAGES = 'lw-pages';
const DATA = 'lw-data';
const IMAGES = 'lw-images';
const ASSETS = 'lw-assets';
const DAY = 24 * 60 * 60;
const MAX_PAGES = 60;
/** The precached page the browser draws by itself (no data in it). */
const SHELL = '/index.html';

/**
 * Paths whose navigations are never stored: the admin area (behind its sign-in), the API (JSON
 * and GraphiQL, not pages), /health, and the feeds and calendars (and the addresses moved to
 * them). Requests to them are only passed on.
 */
const NOT_PAGES = /^\/(admin|api|graphql|health|images|builds|feeds|calendar|feed|atom)(\/|$)/i;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = (url: URL) => sameOrigin(url) && !NOT_PAGES.test(url.pathname) && !url.pathname.includes('.');

// The hashed scripts and the stylesheet, fonts, icons and the shell. `directoryIndex: ''` and
// `cleanURLs: false`: `/` is a page rendered by the server, never the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The server's answer to a navigation is asked for while the worker starts, not after.
enableNavigationPreload();
// A first visit's page is controlled at once, so what it loads next (data, images) is stored.
clientsClaim();

/**
 * Only complete answers are stored: never an error, nor a redirect (a browser refuses a redirected
 * answer to a navigation).
 */
const complete = (): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
});

const pages = new NetworkFirst({
  cacheName: PAGES,
  // A page varies on the settings cookie, which a worker's requests do not show.
  matchOptions: { ignoreVary: true },
  plugins: [
    complete(),
    new ExpirationPlugin({ maxEntries: MAX_PAGES, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    // Neither online nor visited: the shell, which draws the route and, without its data, the offline page.
    { handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() },
  ],
});
registerRoute(({ request, url }: RouteMatchCallbackOptions) => request.mode === 'navigate' && isPage(url), pages);
// The admin area, the API and the rest: straight to the server (with the preloaded answer).
registerRoute(({ request }: RouteMatchCallbackOptions) => request.mode === 'navigate', new NetworkOnly());

// The site's stored GraphQL operations (GET with a persisted id): the latest answer when online,
// the last one seen otherwise. Other documents, POSTs and the admin API are never stored.
registerRoute(
  ({ url }: RouteMatchCallbackOptions) => sameOrigin(url) && url.pathname === '/graphql' && url.searchParams.has('extensions'),
  new NetworkFirst({
    cacheName: DATA,
    matchOptions: { ignoreVary: true },
    plugins: [complete(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Images do not change under their name: from the cache once seen, within a bound.
registerRoute(
  ({ url }: RouteMatchCallbackOptions) => sameOrigin(url) && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [complete(), new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Hashed files of another build than this worker's (a page rendered by a newer server before this
// worker was replaced): they never change either.
registerRoute(
  ({ url }: RouteMatchCallbackOptions) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [complete(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

/**
 * Stores the open pages (loaded before this worker controlled them) and renews the stored ones
 * (which name an older build's files); a stored page the server no longer answers is dropped.
 */
async function storePages(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(PAGES);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set<string>();
  for (const request of await cache.keys()) urls.add(request.url);
  for (const client of windows) {
    const url = new URL(client.url);
    url.hash = '';
    if (isPage(url)) urls.add(url.href);
  }
  await Promise.all(
    [...urls].slice(-MAX_PAGES).map(async (url) => {
      // Through the pages' own strategy: stored with its expiry; offline, what is stored stays.
      const response = await pages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) }).catch(() => undefined);
      if (response?.status === 404 || response?.status === 410) await cache.delete(url, { ignoreVary: true });
    }),
  );
}

self.addEventListener('activate', (event) => {
  // Bounded, so a visitor's reload onto a new build never waits long for it.
  event.waitUntil(Promise.race([storePages(event), new Promise((resolve) => setTimeout(resolve, 3000))]));
});

self.addEventListener('message', (event) => {
  // The page asks a waiting worker to take over when the visitor chooses to reload.
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
