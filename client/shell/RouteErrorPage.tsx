import { useRouteError } from 'react-router-dom';
import { isOffline } from '../shared/connection.ts';
import { ErrorView, toPageError } from './ErrorView.tsx';
import { LoadingCover } from './Layout.tsx';
import { OfflinePage } from './OfflinePage.tsx';
import { useReloadForNewBuild } from './useReloadForNewBuild.ts';
import { useStoredPageInstead } from './useStoredPage.ts';

/**
 * What an error boundary shows for the error it caught: a loading cover while the page is loaded
 * again for a new build, the offline page (or the page the service worker stored) for a connection
 * that failed, else the error.
 */
export function RouteErrorContent({ error }: { error: unknown }) {
  const reloading = useReloadForNewBuild(error);
  const offline = !reloading && isOffline(error);
  useStoredPageInstead(offline);
  if (reloading) return <LoadingCover />;
  if (offline) return <OfflinePage />;
  return <ErrorView error={toPageError(error)} />;
}

/** Route errorElement: keeps whatever layout is above it. */
export function RouteErrorPage() {
  return <RouteErrorContent error={useRouteError()} />;
}
