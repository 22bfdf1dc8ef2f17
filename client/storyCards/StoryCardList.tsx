import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { StoryCardList_query$key } from '../__generated__/StoryCardList_query.graphql.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { StoryCardItem } from './StoryCardItem.tsx';

/** Cards fetched per page after the first; the first page is the query's own `count`. */
export const NEXT_PAGE = 60;

/** Columns of the card grid at the list's width. */
export function columnsFor(width: number): number {
  if (width >= 1080) return 3;
  if (width >= 680) return 2;
  return 1;
}

const FIRST_SCREEN = { width: 412, height: 1000 };

/** The grid's columns and its offset from the top of the document, kept up to date on resize. */
function useGridLayout(element: React.RefObject<HTMLElement | null>): { columns: number; offset: number } {
  const [layout, setLayout] = useState({ columns: 1, offset: 0 });
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const update = () => {
      const next = { columns: columnsFor(el.clientWidth), offset: el.getBoundingClientRect().top + window.scrollY };
      setLayout((l) => (l.columns === next.columns && Math.abs(l.offset - next.offset) < 1 ? l : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return layout;
}

/**
 * The cards of the search, in rendering batches (10 first, then 5 every 100 ms up to the batch
 * limit, which follows the scroll-batch setting), fetched page by page as the batch limit needs
 * them, and virtualised by rows: only the rows near the viewport are in the document, so a list of
 * thousands scrolls as smoothly as a short one.
 */
export function StoryCardList({
  query,
  resetKey,
  onTotal,
}: {
  query: StoryCardList_query$key;
  resetKey: string;
  onTotal?: (total: number) => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment StoryCardList_query on Query
      @refetchable(queryName: "StoryCardListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        name: { type: "String" }
        artist: { type: "String" }
        featured: { type: "[String!]" }
        rarities: { type: "[Int!]" }
        suits: { type: "[String!]" }
        obtaining: { type: "String" }
        role: { type: "String" }
        slots: { type: "[StoryCardSlotInput!]" }
      ) {
        storyCards(
          first: $count
          after: $cursor
          name: $name
          artist: $artist
          featured: $featured
          rarities: $rarities
          suits: $suits
          obtaining: $obtaining
          role: $role
          slots: $slots
        ) @connection(key: "StoryCardList_storyCards", filters: ["name", "artist", "featured", "rarities", "suits", "obtaining", "role", "slots"]) {
          totalCount
          edges {
            node {
              id
              ...StoryCardItem_card
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.storyCards.edges;
  const total = data.storyCards.totalCount;
  const { count, limit } = useProgressiveList(total, resetKey, { settle: true });
  const rendered = Math.min(count, edges.length);

  // Fetch ahead of the batch limit, one page at a time.
  useEffect(() => {
    if (hasNext && !isLoadingNext && edges.length < limit) loadNext(Math.max(NEXT_PAGE, limit - edges.length));
  }, [hasNext, isLoadingNext, edges.length, limit, loadNext]);

  const report = useRef(onTotal);
  report.current = onTotal;
  useEffect(() => report.current?.(total), [total]);

  const listRef = useRef<HTMLDivElement>(null);
  const { columns, offset } = useGridLayout(listRef);
  const rows = Math.ceil(rendered / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    // Before the window is measured (the server's render, and the hydration that must match it),
    // the rows a phone's first screen shows.
    initialRect: FIRST_SCREEN,
    estimateSize: () => 340,
    overscan: 3,
    scrollMargin: offset,
    getItemKey: (row) => edges[row * columns]?.node.id ?? row,
  });

  const status = total === 0 ? 'No card found' : rendered >= total ? '·' : 'Loading...';
  return (
    <>
      <div ref={listRef} className="story-card-list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="story-card-row"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {edges.slice(row.index * columns, Math.min(rendered, (row.index + 1) * columns)).map((e) => (
              <StoryCardItem key={e.node.id} card={e.node} />
            ))}
          </div>
        ))}
      </div>
      <output className="list-status" aria-live="polite" data-testid="card-list-status">
        {status}
      </output>
    </>
  );
}
