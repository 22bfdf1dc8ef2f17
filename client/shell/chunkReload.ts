// A page keeps the names of the build it came from. Once a newer build is deployed, the older
// build's files are gone, and a part of the site loaded later (a route's code) fails to load: the
// page is then loaded again, once, to pick up the new build. A second failure within a minute in
// the same tab is not retried (the route's error page shows it), nor is one while offline (the
// offline page shows it). Imported by the entry: nothing here may import the rest of the site.

const STORAGE_KEY = 'lw-build-reload';
const RETRY_AFTER_MS = 60_000;

let reloading = false;

/** A script or stylesheet of the build that could not be loaded, in the words of each browser. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether a reload would be tried now (or is under way). */
export function mayReloadForNewBuild(now = Date.now()): boolean {
  if (reloading) return true;
  if (typeof navigator === 'undefined' || !navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY));
    return !(last && now - last >= 0 && now - last < RETRY_AFTER_MS);
  } catch {
    // Without the session's storage a loop could not be told apart: never reload.
    return false;
  }
}

/** Loads the page again, unless a reload was tried a moment ago; says whether it does. */
export function reloadForNewBuild(): boolean {
  if (reloading) return true;
  if (!mayReloadForNewBuild()) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
