import { useRouteError } from 'react-router-dom';
import { ErrorView, toPageError } from './ErrorView.tsx';
import { LoadingCover } from './Layout.tsx';
import { isOffline, OfflinePage } from './OfflinePage.tsx';
import { useReloadForNewBuild } from './useReloadForNewBuild.ts';

/** The outer, last-resort boundary: renders without the shell. */
export function RootErrorPage() {
  const error = useRouteError();
  const reloading = useReloadForNewBuild(error);
  return (
    <main className="root-error">
      {reloading ? <LoadingCover /> : isOffline() ? <OfflinePage /> : <ErrorView error={toPageError(error)} />}
    </main>
  );
}
