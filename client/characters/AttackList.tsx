import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AttackList_query$key } from '../__generated__/AttackList_query.graphql.ts';
import { markIn } from '../shared/roster/marks.ts';
import { useMineFilter } from '../shared/roster/mine.ts';
import { useRoster } from '../shared/roster/store.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { AttackRow } from './AttackRow.tsx';
import { type AttackSearch, attackCountText, type SortId, sortedCodes, startsDescending } from './attacks.ts';
import { emptyUnder } from './CharacterGrid.tsx';

/** Attacks fetched per page after the first; the first page is the query's own `count`. */
export const NEXT_PAGE = 60;
/** The page that fetches the rest under the "My Friends" filter, which needs every attack: the most the site's operations take. */
const ALL_AT_ONCE = 2000;

/** Before the window is measured (the server's render, and the hydration that must match it): a phone's first screen. */
const FIRST_SCREEN = { width: 412, height: 1000 };

/** The list's offset from the top of the document, kept up to date as the page above it changes. */
function useOffset(element: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const update = () => {
      const next = el.getBoundingClientRect().top + window.scrollY;
      setOffset((o) => (Math.abs(o - next) < 1 ? o : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return offset;
}

const Fragment = graphql`
  fragment AttackList_query on Query
  @refetchable(queryName: "AttackListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 30 }
    cursor: { type: "String" }
    kind: { type: "[AttackKind!]" }
    target: { type: "AttackTarget" }
    yinYang: { type: "YinYang" }
    element: { type: "[String!]" }
    bulletType: { type: "[String!]" }
    killer: { type: "[String!]" }
    world: { type: "[String!]" }
    type: { type: "[String!]" }
    role: { type: "[String!]" }
    orderBy: { type: "AttackOrder", defaultValue: TOTAL_POWER }
    descending: { type: "Boolean" }
  ) {
    attacks(
      first: $count
      after: $cursor
      kind: $kind
      target: $target
      yinYang: $yinYang
      element: $element
      bulletType: $bulletType
      killer: $killer
      world: $world
      type: $type
      role: $role
      orderBy: $orderBy
      descending: $descending
    )
      @connection(
        key: "AttackList_attacks"
        filters: ["kind", "target", "yinYang", "element", "bulletType", "killer", "world", "type", "role", "orderBy", "descending"]
      ) {
      totalCount
      edges {
        node {
          id
          character {
            slug
          }
          ...AttackRow_attack
        }
      }
    }
  }
`;

/** The columns, and the sort a header's button sets (the others sort from the sort field). */
const COLUMNS: [string, SortId | null][] = [
  ['Friend', 'name'],
  ['Attack', null],
  ['Target', null],
  ['Total power', 'total'],
  ['Yin/yang', null],
  ['Top elements', null],
  ['Bullet types', null],
  ['Killers', null],
];

function HeaderRow({ search, onSort }: { search: AttackSearch; onSort: (sort: SortId, descending: boolean) => void }) {
  return (
    <tr aria-rowindex={1} className="attack-row attack-head">
      {COLUMNS.map(([label, sort]) => {
        const active = sort !== null && search.sort === sort;
        return (
          <th
            key={label}
            scope="col"
            className="attack-cell"
            aria-sort={active ? (search.descending ? 'descending' : 'ascending') : undefined}
          >
            {sort ? (
              <button
                type="button"
                className="sort-header"
                onClick={() => onSort(sort, active ? !search.descending : startsDescending(sort))}
                title={active ? 'Click again to reverse' : `Sort by ${label.toLowerCase()}`}
              >
                {label}
                {active ? <span aria-hidden="true">{search.descending ? ' ↓' : ' ↑'}</span> : null}
              </button>
            ) : (
              label
            )}
          </th>
        );
      })}
    </tr>
  );
}

/** No attack matches: says so, and offers to clear the filters. */
function EmptyResult({ onClear }: { onClear: () => void }) {
  return (
    <div className="attack-empty" data-testid="attack-list-empty">
      <p className="empty">No attack matches these filters.</p>
      <button type="button" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}

/**
 * Every attack of the search as rows of a table, rendered in batches and fetched page by page as
 * the batches need them, and virtualised: only the rows near the viewport are in the document. On a
 * wide screen each row is a line of the table; on a phone a card.
 */
export function AttackList({
  query,
  search,
  resetKey,
  onSort,
  onClear,
}: {
  query: AttackList_query$key;
  search: AttackSearch;
  resetKey: string;
  onSort: (sort: SortId, descending: boolean) => void;
  onClear: () => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(Fragment, query);
  const total = data.attacks.totalCount;
  // The "My Friends" filter is the device's: the server sends every attack of the search, and the
  // list keeps the rows of the Friends it keeps once it has them all.
  const filter = useMineFilter();
  const edges = filter ? data.attacks.edges.filter((e) => filter.keep(e.node.character.slug)) : data.attacks.edges;
  const { count, limit } = useProgressiveList(total, resetKey, { settle: true });
  const rendered = filter ? edges.length : Math.min(count, edges.length);
  const fetched = data.attacks.edges.length;

  // Fetch ahead of the batch limit, one page at a time; under the filter, the rest at once.
  const filtering = filter !== null;
  useEffect(() => {
    if (hasNext && !isLoadingNext && (filtering || fetched < limit))
      loadNext(filtering ? ALL_AT_ONCE : Math.max(NEXT_PAGE, limit - fetched));
  }, [hasNext, isLoadingNext, fetched, limit, loadNext, filtering]);

  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const offset = useOffset(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rendered,
    initialRect: FIRST_SCREEN,
    estimateSize: () => 96,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => edges[i]?.node.id ?? i,
  });
  const sorted = useMemo(() => sortedCodes(search), [search]);
  const { roster } = useRoster();

  if (total === 0) return <EmptyResult onClear={onClear} />;
  if (filter && !hasNext && edges.length === 0) return <p className="empty">{emptyUnder(filter)}</p>;
  return (
    <>
      <table aria-label="Attacks" aria-rowcount={(filter ? edges.length : total) + 1} className="attack-table">
        <thead>
          <HeaderRow search={search} onSort={onSort} />
        </thead>
        <tbody ref={bodyRef} className="attack-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const edge = edges[row.index];
            return edge ? (
              <AttackRow
                key={row.key}
                attack={edge.node}
                sorted={sorted}
                mark={markIn(roster.friends, edge.node.character.slug)}
                index={row.index}
                top={row.start - virtualizer.options.scrollMargin}
                measure={virtualizer.measureElement}
              />
            ) : null;
          })}
        </tbody>
      </table>
      <output className="list-status" aria-live="polite" data-testid="attack-list-status">
        {filter
          ? hasNext
            ? `Reading every attack for the filter: ${fetched} of ${total}`
            : `${edges.length} of ${total} attacks: ${filter.label}`
          : attackCountText(rendered, total)}
      </output>
    </>
  );
}
