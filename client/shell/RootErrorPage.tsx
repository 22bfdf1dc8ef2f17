import { useRouteError } from 'react-router-dom';
import { ErrorView, toPageError } from './ErrorView.tsx';

/** The outer, last-resort boundary: renders without the shell. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main className="root-error">
      <ErrorView error={toPageError(error)} />
    </main>
  );
}
