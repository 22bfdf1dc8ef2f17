import { useRouteError } from 'react-router-dom';
import { RouteErrorContent } from './RouteErrorPage.tsx';

/** The outer, last-resort boundary: renders without the shell. */
export function RootErrorPage() {
  return (
    <main className="root-error">
      <RouteErrorContent error={useRouteError()} />
    </main>
  );
}
