import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
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

/** Illustrators fetched per page after the first; the first page is the query's own `count`. */
const NEXT_PAGE = 50;
/** Fetched at once while looking for the artist a link points at (`#artist-<name>`). */
const SEEK_PAGE = 500;
const ARTIST_HASH = '#artist-';

/**
 * Every illustrator with their cards, counted up, under the artist and card sorts: rendered in
 * batches (as the story-card list) and fetched page by page as the batches need them. A link to
 * one artist (`#artist-<name>`) fetches until that artist is in the list, then scrolls to them.
 */
export function IllustratorList({ query }: { query: IllustratorList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment IllustratorList_query on Query
      @refetchable(queryName: "IllustratorListRefetchQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        orderBy: { type: "IllustratorOrder", defaultValue: NAME }
        descending: { type: "Boolean", defaultValue: false }
        cardOrder: { type: "IllustratorCardOrder", defaultValue: NAME }
        cardsDescending: { type: "Boolean", defaultValue: false }
      ) {
        illustrators(first: $count, after: $cursor, orderBy: $orderBy, descending: $descending)
          @connection(key: "IllustratorList_illustrators", filters: ["orderBy", "descending"]) {
          totalCount
          edges {
            node {
              id
              name
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
  const { count, limit } = useProgressiveList(total, JSON.stringify(sort), { settle: true });

  // The artist a link points at, and where they are in the list once fetched.
  const { hash } = useLocation();
  const sought = hash.startsWith(ARTIST_HASH) ? safeDecode(hash.slice(ARTIST_HASH.length)) : null;
  const soughtAt = sought === null ? -1 : edges.findIndex((e) => e.node.name === sought);
  const seeking = sought !== null && soughtAt < 0 && hasNext;
  const rendered = Math.min(edges.length, Math.max(count, soughtAt + 1));

  // Fetch ahead of the batch limit, one page at a time (a larger one while seeking an artist).
  useEffect(() => {
    if (!hasNext || isLoadingNext) return;
    if (seeking) loadNext(SEEK_PAGE);
    else if (edges.length < limit) loadNext(Math.max(NEXT_PAGE, limit - edges.length));
  }, [hasNext, isLoadingNext, seeking, edges.length, limit, loadNext]);

  // Once the artist is rendered, scroll to them (once per link).
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (sought === null || soughtAt < 0 || soughtAt >= rendered || scrolledTo.current === hash) return;
    scrolledTo.current = hash;
    document.getElementById(`artist-${encodeURIComponent(sought)}`)?.scrollIntoView({ block: 'start' });
  }, [sought, soughtAt, rendered, hash]);

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
          startDescending={['CARD_COUNT']}
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
        {edges.slice(0, rendered).map((e) => (
          <IllustratorRow key={e.node.id} illustrator={e.node} />
        ))}
      </ol>
      <output className="list-status" aria-live="polite">
        {total === 0 ? 'No illustrator found' : rendered >= total ? '·' : 'Loading...'}
      </output>
    </>
  );
}

/** A hash's text as the link wrote it (undecodable text stays as it is). */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
