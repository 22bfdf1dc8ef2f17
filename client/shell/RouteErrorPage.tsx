import { useRouteError } from 'react-router-dom';
import { isOffline } from '../shared/connection.ts';
import { ErrorView, toPageError } from './ErrorView.tsx';
import { LoadingCover } from './Layout.tsx';
import { OfflinePage } from './OfflinePage.tsx';
import { useReloadForNewBuild } from './useReloadForNewBuild.ts';
import { useStoredPageInstead } from './useStoredPage.ts';

/** Route errorElement: keeps whatever layout is above it. */
export function RouteErrorPage() {
  const error = useRouteError();
  const reloading = useReloadForNewBuild(error);
  const offline = !reloading && isOffline(error);
  useStoredPageInstead(offline);
  if (reloading) return <LoadingCover />;
  if (offline) return <OfflinePage />;
  return <ErrorView error={toPageError(error)} />;
}
