import './storyCards.css';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { StoryCardListPageQuery } from '../__generated__/StoryCardListPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { useQueryState } from '../shared/queryParams.ts';
import { useSearchShortcuts } from '../shell/searchShortcuts.ts';
import { usePageTitle } from '../shell/title.ts';
import { DebouncedInput } from './DebouncedInput.tsx';
import { StoryCardList } from './StoryCardList.tsx';
import { StoryCardSearchModal } from './StoryCardSearchModal.tsx';
import { useSearchOptions } from './StoryCardSearchOptions.ts';
import { readCardSearch, searchVariables, writeCardSearch } from './search.ts';
import { useRevealTimer } from './useRevealTimer.ts';

const Query = graphql`
  query StoryCardListPageQuery(
    $name: String
    $artist: String
    $featured: [String!]
    $rarities: [Int!]
    $suits: [String!]
    $obtaining: String
    $role: String
    $slots: [StoryCardSlotInput!]
  ) {
    storyCardsChangeAt
    ...StoryCardList_query
      @arguments(
        name: $name
        artist: $artist
        featured: $featured
        rarities: $rarities
        suits: $suits
        obtaining: $obtaining
        role: $role
        slots: $slots
      )
  }
`;

/**
 * The query the route loaded, or a fresh copy of it fetched when a card's reveal or release time
 * comes (the server's answer changes by itself then).
 */
function useRefreshableQuery(queryRef: PreloadedQuery<StoryCardListPageQuery>) {
  const [state, setState] = useState({ loaded: queryRef, current: queryRef });
  if (state.loaded !== queryRef) setState({ loaded: queryRef, current: queryRef });
  const current = state.loaded === queryRef ? state.current : queryRef;
  const shown = useRef(current);
  shown.current = current;
  // Every copy fetched, until it is given back: one a later refresh replaced before it was shown
  // too.
  const fetched = useRef(new Set<PreloadedQuery<StoryCardListPageQuery>>());
  const refresh = useCallback(() => {
    // The query starts here, once per refresh: React may run a state updater again at each try at
    // rendering a transition, and a fetch started in the updater would start anew each time.
    const base = shown.current;
    const next = loadQuery<StoryCardListPageQuery>(base.environment, Query, base.variables, { fetchPolicy: 'network-only' });
    fetched.current.add(next);
    // A copy of what the page no longer shows (the search changed meanwhile) is left unused.
    startTransition(() => setState((s) => (s.current === base ? { loaded: s.loaded, current: next } : s)));
  }, []);
  useEffect(() => {
    const copies = fetched.current;
    for (const copy of copies) {
      if (copy === current) continue;
      copy.dispose();
      copies.delete(copy);
    }
  }, [current]);
  useEffect(() => () => fetched.current.forEach((copy) => copy.dispose()), []);
  return [current, refresh] as const;
}

export function StoryCardListPage({ queryRef }: { queryRef: PreloadedQuery<StoryCardListPageQuery> }) {
  usePageTitle('Story Cards');
  const [ref, refreshList] = useRefreshableQuery(queryRef);
  const data = usePreloadedQuery<StoryCardListPageQuery>(Query, ref);
  const [search, change] = useQueryState(readCardSearch, writeCardSearch);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const { options, want: wantOptions, refresh: refreshOptions } = useSearchOptions();
  const openSearch = () => {
    wantOptions();
    setOpen(true);
  };
  useSearchShortcuts(openSearch);
  useRevealTimer(data.storyCardsChangeAt, () => {
    refreshList();
    refreshOptions();
  });
  const resetKey = JSON.stringify(ref.variables);
  const active = Object.entries(writeCardSearch(search)).filter(([k, v]) => v !== null && k !== 'name').length;

  return (
    <section className="page story-cards-page">
      <header className="story-cards-header">
        <h1>Story Cards</h1>
        <nav className="section-tabs" aria-label="Story card pages">
          <Link to="/story-cards" aria-current="page">
            Card list
          </Link>
          <Link to="/story-cards/illustrators">Illustrators</Link>
        </nav>
        <Link className="mobile-only" to="/story-cards/illustrators">
          Illustrators
        </Link>
        <search className="card-search-widget">
          <DebouncedInput
            type="search"
            value={search.name}
            onChange={(name) => change({ ...search, name })}
            placeholder="Card names, comma-separated"
            aria-label="Search story cards by name"
          />
          <button type="button" onClick={openSearch} onPointerEnter={wantOptions} onFocus={wantOptions} title="Ctrl + Shift + F">
            Advanced search{active ? ` (${active})` : ''}
          </button>
        </search>
        <p className="hint">
          <span className="keyboard-hint">
            Press <kbd>Ctrl</kbd> + <kbd>Shift</kbd> + <kbd>F</kbd> for the advanced search.{' '}
          </span>
          Names marked <abbr className="unofficial">unofficial</abbr> are the tracker's translations where no official English name was
          found.
        </p>
      </header>
      <StoryCardList query={data} resetKey={resetKey} onTotal={setShown} />
      <StoryCardSearchModal options={options} open={open} onClose={() => setOpen(false)} search={search} onChange={change} shown={shown} />
    </section>
  );
}

export const loader = queryLoader<StoryCardListPageQuery>(Query, (url) => {
  // Persisted GET variables: the same search always sends the same URL, so caches share it.
  const v = searchVariables(readCardSearch(url.searchParams));
  return { ...v, slots: v.slots as StoryCardListPageQuery['variables']['slots'] };
});
export const Component = preloadedPage<StoryCardListPageQuery>(StoryCardListPage);
