import { useRouteError } from 'react-router-dom';
import { ErrorView, toPageError } from './ErrorView.tsx';
import { LoadingCover } from './Layout.tsx';
import { isOffline, OfflinePage } from './OfflinePage.tsx';
import { useReloadForNewBuild } from './useReloadForNewBuild.ts';

/** Route errorElement: keeps whatever layout is above it. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (useReloadForNewBuild(error)) return <LoadingCover />;
  if (isOffline()) return <OfflinePage />;
  return <ErrorView error={toPageError(error)} />;
}
