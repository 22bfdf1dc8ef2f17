import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { UpdateList_query$key } from '../__generated__/UpdateList_query.graphql.ts';
import { NEAR_BOTTOM_PX } from '../shared/useProgressiveList.ts';
import { UpdateEntryCard } from './UpdateEntryCard.tsx';

/** Entries fetched per page, as /api/general/updates pages them. */
export const UPDATES_PAGE = 5;

/** The update log's entries, newest first, loaded page by page as the visitor nears the bottom. */
export function UpdateList({ query }: { query: UpdateList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment UpdateList_query on Query
      @refetchable(queryName: "UpdateListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        updates(first: $count, after: $cursor) @connection(key: "UpdateList_updates") {
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
