import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PrayerList_query$key } from '../__generated__/PrayerList_query.graphql.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { PrayerCard } from './PrayerCard.tsx';

/** Prayers fetched per page; the list renders them progressively (10 first, then 5 every 100 ms). */
export const PRAYER_PAGE = 30;

/** The prayers matching the search, newest first, loaded page by page as the visitor scrolls. */
export function PrayerList({ query, resetKey }: { query: PrayerList_query$key; resetKey: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment PrayerList_query on Query
      @refetchable(queryName: "PrayerListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        name: { type: "String" }
        characters: { type: "[String!]" }
        cards: { type: "[Int!]" }
        prayerTypes: { type: "[String!]" }
        characterTypes: { type: "[String!]" }
        stepUps: { type: "[String!]" }
        start: { type: "String" }
        end: { type: "String" }
      ) {
        prayers(
          first: $count
          after: $cursor
          name: $name
          characters: $characters
          cards: $cards
          prayerTypes: $prayerTypes
          characterTypes: $characterTypes
          stepUps: $stepUps
          start: $start
          end: $end
        ) @connection(key: "PrayerList_prayers", filters: ["name", "characters", "cards", "prayerTypes", "characterTypes", "stepUps", "start", "end"]) {
          totalCount
          edges {
            node {
              id
              ...PrayerCard_prayer
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.prayers.edges.map((e) => e.node);
  const total = data.prayers.totalCount;
  // Render progressively over everything that matches; fetch the next page before the rendered
  // items run out.
  const shown = useProgressiveList(total, resetKey).count;
  useEffect(() => {
    if (hasNext && !isLoadingNext && shown >= nodes.length - 5) loadNext(PRAYER_PAGE);
  }, [hasNext, isLoadingNext, loadNext, shown, nodes.length]);

  return (
    <>
      <p className="list-count" aria-live="polite">
        {total === 0 ? 'No prayer found' : `${total} prayer${total === 1 ? '' : 's'}`}
      </p>
      <div className="prayer-list">
        {nodes.slice(0, shown).map((n) => (
          <PrayerCard key={n.id} prayer={n} />
        ))}
      </div>
      {shown < total ? (
        <p className="list-status" aria-live="polite">
          Loading...
        </p>
      ) : total > 0 ? (
        <p className="list-status" title="Everything is loaded">
          ·
        </p>
      ) : null}
    </>
  );
}
