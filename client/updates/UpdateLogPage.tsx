import './updates.css';
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { UpdateLogPage_query$key } from '../__generated__/UpdateLogPage_query.graphql.ts';
import type { UpdateLogPageQuery } from '../__generated__/UpdateLogPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { NEAR_BOTTOM_PX } from '../shared/useProgressiveList.ts';
import { usePageTitle } from '../shell/title.ts';
import { UpdateEntryCard } from './UpdateEntryCard.tsx';

/** Entries fetched per page, as /api/general/updates pages them. */
export const UPDATES_PAGE = 5;

const Query = graphql`
  query UpdateLogPageQuery {
    ...UpdateLogPage_query
  }
`;

function UpdateList({ query }: { query: UpdateLogPage_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment UpdateLogPage_query on Query
      @refetchable(queryName: "UpdateLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        updates(first: $count, after: $cursor) @connection(key: "UpdateLogPage_updates") {
          edges {
            node {
              number
              ...UpdateEntryCard_entry
            }
          }
        }
      }
    `,
    query,
  );

  // More entries load whenever the visitor is within 100 px of the bottom, until the last one.
  useEffect(() => {
    const more = () => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      if (bottom <= NEAR_BOTTOM_PX && hasNext && !isLoadingNext) loadNext(UPDATES_PAGE);
    };
    more();
    window.addEventListener('scroll', more, { passive: true });
    return () => window.removeEventListener('scroll', more);
  }, [hasNext, isLoadingNext, loadNext]);

  const entries = data.updates.edges.map((e) => e.node);
  return (
    <>
      {entries.length === 0 ? <p className="empty">No update yet.</p> : null}
      {entries.map((entry) => (
        <UpdateEntryCard key={entry.number} entry={entry} />
      ))}
      <p className="list-status" aria-live="polite">
        {isLoadingNext ? 'Loading…' : hasNext ? '' : entries.length ? 'That is every update.' : ''}
      </p>
    </>
  );
}

export function UpdateLogPage({ queryRef }: { queryRef: PreloadedQuery<UpdateLogPageQuery> }) {
  usePageTitle('Update Log');
  const data = usePreloadedQuery<UpdateLogPageQuery>(Query, queryRef);
  return (
    <section className="page update-log-page">
      <h1>Update Log</h1>
      <UpdateList query={data} />
    </section>
  );
}

export const loader = queryLoader<UpdateLogPageQuery>(Query);
export const Component = preloadedPage<UpdateLogPageQuery>(UpdateLogPage);
