import { usePageTitle } from './title.ts';

/** /errors/offline. */
export function OfflinePage() {
  usePageTitle('Offline');
  return <section className="page offline-page" aria-label="Offline" />;
}
