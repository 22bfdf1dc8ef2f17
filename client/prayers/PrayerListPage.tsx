import './prayers.css';
import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import type { PrayerListPageQuery } from '../__generated__/PrayerListPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { FeedLinks } from '../shared/FeedLinks.tsx';
import { useSearchShortcuts } from '../shell/searchShortcuts.ts';
import { usePageTitle } from '../shell/title.ts';
import { AdvancedSearch } from './AdvancedSearch.tsx';
import { PrayerList } from './PrayerList.tsx';
import { activeFilters, type PrayerSearch, readSearch, searchVariables, writeSearch } from './search.ts';

const Query = graphql`
  query PrayerListPageQuery(
    $name: String
    $characters: [String!]
    $cards: [Int!]
    $prayerTypes: [String!]
    $characterTypes: [String!]
    $stepUps: [String!]
    $start: String
    $end: String
  ) {
    ...PrayerList_query
      @arguments(
        name: $name
        characters: $characters
        cards: $cards
        prayerTypes: $prayerTypes
        characterTypes: $characterTypes
        stepUps: $stepUps
        start: $start
        end: $end
      )
    prayerFilterOptions {
      ...AdvancedSearch_options
    }
  }
`;

/** Typing waits this long before the URL (and the list) follows. */
const WRITE_DELAY_MS = 250;

export function PrayerListPage({ queryRef }: { queryRef: PreloadedQuery<PrayerListPageQuery> }) {
  usePageTitle('Prayer Tracker');
  const data = usePreloadedQuery<PrayerListPageQuery>(Query, queryRef);
  const [params, setParams] = useSearchParams();
  const fromUrl = readSearch(params);
  const urlKey = writeSearch(fromUrl, new URLSearchParams()).toString();
  // The search as typed; the URL follows it, replacing the history entry.
  const [search, setSearch] = useState<PrayerSearch>(fromUrl);
  const [open, setOpen] = useState(false);
  const pending = useRef<number | undefined>(undefined);
  const typedKey = useRef(urlKey);

  // Back, Forward or a link changed the URL: take its search.
  useEffect(() => {
    if (urlKey !== typedKey.current) {
      typedKey.current = urlKey;
      setSearch(readSearch(new URLSearchParams(urlKey)));
    }
  }, [urlKey]);
  useEffect(() => () => window.clearTimeout(pending.current), []);

  const change = (next: PrayerSearch) => {
    setSearch(next);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      setParams(
        (current) => {
          const written = writeSearch(next, current);
          typedKey.current = writeSearch(readSearch(written), new URLSearchParams()).toString();
          return written;
        },
        { replace: true, preventScrollReset: true },
      );
    }, WRITE_DELAY_MS);
  };

  useSearchShortcuts(() => setOpen(true));
  const filters = activeFilters(search);

  return (
    <section className="page prayers-page">
      <h1>Prayer Tracker</h1>
      <p className="page-intro">
        Every prayer of the global server the sources name, newest first. Dates no source states are shown as unknown. See also the{' '}
        <Link to="/prayers/menu">prayer menu</Link>. A banner missing here? <Link to="/suggest?field=NEW_PRAYER">Suggest a new prayer</Link>
        .
      </p>
      <FeedLinks
        feeds={[
          { href: '/feeds/prayers.atom', label: 'Atom feed of prayers', type: 'application/atom+xml' },
          { href: '/calendar/prayers.ics', label: 'Prayer calendar', type: 'text/calendar' },
          { href: '/calendar/maintenance.ics', label: 'Maintenance calendar', type: 'text/calendar' },
        ]}
      />
      <div className="prayer-search">
        <input
          type="search"
          aria-label="Search prayers by name"
          placeholder="Search prayers by name"
          value={search.name}
          onChange={(e) => change({ ...search, name: e.target.value })}
        />
        <button type="button" className="advanced-search-button" onClick={() => setOpen(true)} title="Ctrl + Shift + F">
          Advanced search{filters ? ` (${filters})` : ''}
        </button>
      </div>
      <AdvancedSearch options={data.prayerFilterOptions} search={search} open={open} onClose={() => setOpen(false)} onChange={change} />
      <PrayerList query={data} resetKey={urlKey} />
    </section>
  );
}

export const loader = queryLoader<PrayerListPageQuery>(Query, (url) => searchVariables(readSearch(url.searchParams)));
export const Component = preloadedPage<PrayerListPageQuery>(PrayerListPage);
