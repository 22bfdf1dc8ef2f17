import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CharacterList_query$key } from '../__generated__/CharacterList_query.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';
import { CharacterGrid } from './CharacterGrid.tsx';

/** Released characters in release order, loaded page by page; optionally grouped by debut date. */
export function CharacterList({
  query,
  groupByDate,
  resetKey,
}: {
  query: CharacterList_query$key;
  groupByDate?: boolean;
  resetKey?: unknown;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CharacterList_query on Query
      @refetchable(queryName: "CharacterListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        types: { type: "[String!]" }
        rebirth: { type: "Boolean" }
      ) {
        characters(first: $count, after: $cursor, types: $types, rebirth: $rebirth, released: true, orderBy: RELEASE)
          @connection(key: "CharacterList_characters", filters: ["types", "rebirth"]) {
          totalCount
          edges {
            node {
              slug
              debutAt
              ...CharacterThumb_character
            }
          }
        }
      }
    `,
    query,
  );

  // The list is a few hundred entries: fetch every page, while rendering stays progressive.
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(100);
  }, [hasNext, isLoadingNext, loadNext]);

  const nodes = data.characters.edges.map((e) => e.node);
  const count = (
    <p className="list-count" aria-live="polite">
      {data.characters.totalCount} character{data.characters.totalCount === 1 ? '' : 's'}
    </p>
  );
  if (!groupByDate) {
    return (
      <>
        {count}
        <CharacterGrid characters={nodes} resetKey={resetKey} empty="No character matches these filters." />
      </>
    );
  }
  const groups = new Map<string, typeof nodes>();
  for (const n of nodes) {
    const key = n.debutAt ?? '';
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  return (
    <>
      {count}
      {nodes.length === 0 ? <p className="empty">No character matches these filters.</p> : null}
      {[...groups].map(([date, list]) => (
        <section key={date || 'unknown'} className="date-group">
          <h2>{date ? <LocalDate value={date} /> : 'Release date unknown'}</h2>
          <CharacterGrid characters={list} resetKey={resetKey} />
        </section>
      ))}
    </>
  );
}
