import { startTransition, useRef, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { IllustratorList_query$key } from '../__generated__/IllustratorList_query.graphql.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { IllustratorRow } from './IllustratorRow.tsx';
import { SortGroup } from './SortGroup.tsx';
import { useCountUp } from './useCountUp.ts';

type ArtistSort = 'NAME' | 'EARLIEST' | 'CARD_COUNT';
type CardSort = 'NAME' | 'RELEASE';

const ARTIST_SORTS: [ArtistSort, string][] = [
  ['NAME', 'Alphabet'],
  ['EARLIEST', 'Earliest Date'],
  ['CARD_COUNT', 'No. of Cards'],
];
const CARD_SORTS: [CardSort, string][] = [
  ['NAME', 'Alphabet'],
  ['RELEASE', 'Release Date'],
];

/** Every illustrator with their cards, counted up, under the artist and card sorts. */
export function IllustratorList({ query }: { query: IllustratorList_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IllustratorList_query on Query
      @refetchable(queryName: "IllustratorListRefetchQuery")
      @argumentDefinitions(
        orderBy: { type: "IllustratorOrder", defaultValue: NAME }
        descending: { type: "Boolean", defaultValue: false }
        cardOrder: { type: "IllustratorCardOrder", defaultValue: NAME }
        cardsDescending: { type: "Boolean", defaultValue: false }
      ) {
        illustrators(first: 2000, orderBy: $orderBy, descending: $descending) {
          totalCount
          edges {
            node {
              id
              ...IllustratorRow_illustrator @arguments(cardOrder: $cardOrder, cardsDescending: $cardsDescending)
            }
          }
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState({
    orderBy: 'NAME' as ArtistSort,
    descending: false,
    cardOrder: 'NAME' as CardSort,
    cardsDescending: false,
  });
  const apply = (next: typeof sort) => {
    setSort(next);
    startTransition(() => {
      refetch(next, { fetchPolicy: 'store-or-network' });
    });
  };
  const total = data.illustrators.totalCount;
  const counter = useCountUp(total);
  const edges = data.illustrators.edges;
  const { count } = useProgressiveList(edges.length, JSON.stringify(sort), { settle: true });
  const top = useRef<HTMLDivElement>(null);
  return (
    <>
      <p className="illustrator-counter">
        <strong data-testid="illustrator-count" data-total={total}>
          {counter}
        </strong>{' '}
        illustrators have contributed to the story cards.
      </p>
      <p className="content-warning" role="note">
        Some illustrators' social media accounts may contain content that is not suitable for everyone, or for work. Follow their links at
        your own discretion.
      </p>
      <div className="sort-groups" ref={top}>
        <SortGroup
          label="Artist sort"
          options={ARTIST_SORTS}
          value={sort.orderBy}
          descending={sort.descending}
          onChange={(orderBy, descending) => apply({ ...sort, orderBy, descending })}
        />
        <SortGroup
          label="Story Card sort"
          options={CARD_SORTS}
          value={sort.cardOrder}
          descending={sort.cardsDescending}
          onChange={(cardOrder, cardsDescending) => apply({ ...sort, cardOrder, cardsDescending })}
        />
      </div>
      <ol className="illustrator-list">
        {edges.slice(0, count).map((e) => (
          <IllustratorRow key={e.node.id} illustrator={e.node} />
        ))}
      </ol>
      <output className="list-status" aria-live="polite">
        {edges.length === 0 ? 'No illustrator found' : count >= edges.length ? '·' : 'Loading...'}
      </output>
    </>
  );
}
