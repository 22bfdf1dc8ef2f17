import { Link } from 'react-router-dom';
import { usePageTitle } from './title.ts';

/**
 * /offline (and /errors/offline), and what a page shows in place of its content when it cannot be
 * loaded without a connection (its route's error page, offline).
 */
export function OfflinePage() {
  usePageTitle('Offline');
  return (
    <section className="page offline-page" aria-label="Offline" data-testid="offline-page">
      <h1>You are offline</h1>
      <p>
        This page is not saved on this device, so it will load once you are back online. The pages you have visited are still available.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
