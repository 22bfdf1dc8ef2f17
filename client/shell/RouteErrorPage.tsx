import { useRouteError } from 'react-router-dom';
import { ErrorView, toPageError } from './ErrorView.tsx';

/** Route errorElement: keeps whatever layout is above it. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorView error={toPageError(error)} />;
}
