import { useSettings } from './settings.ts';

interface Feed {
  href: string;
  label: string;
  type: 'application/atom+xml' | 'text/calendar';
}

/**
 * Links to the feeds that follow a page's subject (server/feeds): Atom for a feed reader, iCalendar
 * for a calendar app to subscribe to. With the spoiler switch on, the feeds show what the page shows.
 */
export function FeedLinks({ feeds }: { feeds: readonly Feed[] }) {
  const { jpContent } = useSettings();
  return (
    <p className="feed-links">
      Follow:{' '}
      {feeds.map((f, i) => (
        <span key={f.href}>
          {i ? ' · ' : null}
          <a href={`${f.href}${jpContent ? '?jpContent=1' : ''}`} type={f.type}>
            {f.label}
          </a>
        </span>
      ))}
    </p>
  );
}
