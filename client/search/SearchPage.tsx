import './search.css';
import { useId } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Form, useSearchParams } from 'react-router-dom';
import type { SearchPageQuery } from '../__generated__/SearchPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { readMine } from '../shared/roster/mine.ts';
import { usePageTitle } from '../shell/title.ts';
import { MAX_SEARCH_LENGTH, searchableText } from './paths.ts';
import { SearchResultList } from './SearchResultList.tsx';

/** Results of each kind the page shows (the API's most). */
const PAGE_RESULTS = 20;

const Query = graphql`
  query SearchPageQuery($query: String!, $first: Int!, $run: Boolean!) {
    search(query: $query, first: $first) @include(if: $run) {
      ...SearchResultList_results
    }
  }
`;

/** The search page: a plain GET form (it works without scripts) and everything it found. */
export function SearchPage({ queryRef }: { queryRef: PreloadedQuery<SearchPageQuery> }) {
  const data = usePreloadedQuery<SearchPageQuery>(Query, queryRef);
  const { run } = queryRef.variables;
  const [params] = useSearchParams();
  const typed = params.get('q') ?? '';
  const mine = readMine(params);
  const inputId = useId();
  usePageTitle(typed.trim() ? `Search: ${typed.trim().slice(0, 60)}` : 'Search');
  return (
    <section className="page search-page">
      <h1>Search</h1>
      <search>
        {/* A plain GET form without scripts; with them, the router's navigation. */}
        <Form className="search-page-form" action="/search" method="get">
          <label htmlFor={inputId}>Name of a character, story card, prayer or illustrator</label>
          <div className="search-page-row">
            <input id={inputId} type="search" name="q" defaultValue={typed} key={typed} autoComplete="off" enterKeyHint="search" />
            <button type="submit">Search</button>
          </div>
          {mine ? <input type="hidden" name="mine" value={mine} /> : null}
        </Form>
      </search>
      <MineFilterBar />
      {!run ? (
        <p className="search-empty">The search text is at most {MAX_SEARCH_LENGTH} characters long: shorten it and try again.</p>
      ) : data.search ? (
        <SearchResultList results={data.search} />
      ) : null}
    </section>
  );
}

export const loader = queryLoader<SearchPageQuery>(Query, (url) => {
  const text = searchableText(url.searchParams.get('q') ?? '');
  return { query: text ?? '', first: PAGE_RESULTS, run: text !== null };
});
export const Component = preloadedPage<SearchPageQuery>(SearchPage);
