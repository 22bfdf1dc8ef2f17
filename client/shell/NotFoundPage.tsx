import { useLocation } from 'react-router-dom';
import { ErrorView } from './ErrorView.tsx';

/** The unmatched-route page. */
export function NotFoundPage() {
  const location = useLocation();
  return <ErrorView error={{ statusCode: 404, statusMessage: 'Page Not Found!', message: `Page not found: ${location.pathname}` }} />;
}
