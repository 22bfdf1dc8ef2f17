import { useRouteError } from 'react-router-dom';
import { isOffline } from '../shared/connection.ts';
import { ErrorView, toPageError } from './ErrorView.tsx';
import { LoadingCover } from './Layout.tsx';
import { OfflinePage } from './OfflinePage.tsx';
import { useReloadForNewBuild } from './useReloadForNewBuild.ts';
import { useStoredPageInstead } from './useStoredPage.ts';

/** The outer, last-resort boundary: renders without the shell. */
export function RootErrorPage() {
  const error = useRouteError();
  const reloading = useReloadForNewBuild(error);
  const offline = !reloading && isOffline(error);
  useStoredPageInstead(offline);
  return (
    <main className="root-error">
      {reloading ? <LoadingCover /> : offline ? <OfflinePage /> : <ErrorView error={toPageError(error)} />}
    </main>
  );
}
