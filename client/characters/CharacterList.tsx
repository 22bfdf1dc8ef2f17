import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CharacterList_query$key } from '../__generated__/CharacterList_query.graphql.ts';
import { PreciseDate, type Precision } from '../shared/PreciseDate.tsx';
import { useMineFilter } from '../shared/roster/mine.ts';
import { SOURCE_KIND_LABEL } from '../shared/SourceLink.tsx';
import { CharacterGrid, emptyUnder } from './CharacterGrid.tsx';

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
        count: { type: "Int", defaultValue: 500 }
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
              debutPrecision
              debutAfter
              debutSourceKind
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

  const filter = useMineFilter();
  const all = data.characters.edges.map((e) => e.node);
  const nodes = filter ? all.filter((n) => filter.keep(n.slug)) : all;
  const total = data.characters.totalCount;
  const count = (
    <p className="list-count" aria-live="polite">
      {filter ? (
        `${nodes.length} of ${total} characters: ${filter.label}`
      ) : (
        <>
          {total} character{total === 1 ? '' : 's'}
        </>
      )}
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
  // One group per debut as it is known: a bound is its own group, apart from a date known exactly.
  const groups = new Map<string, typeof nodes>();
  for (const n of nodes) {
    const key = n.debutAt ? `${n.debutAt}|${n.debutPrecision ?? 'INSTANT'}|${n.debutAfter ?? ''}` : '';
    const list = groups.get(key);
    if (list) list.push(n);
    else groups.set(key, [n]);
  }
  const lacking = all.filter((n) => !dayPrecise(n.debutPrecision, n.debutAt)).length;
  return (
    <>
      {count}
      {all.length ? (
        <p className="known-count">
          {all.length - lacking} of {all.length} with a debut known to the day; <strong>{lacking}</strong> still without one.{' '}
          {lacking ? (
            <>
              Know one? Open the Friend and follow <em>Know this? Suggest a correction</em>: a maintainer checks it against its source (
              <Link to="/about#suggest">how suggestions work</Link>).
            </>
          ) : null}
        </p>
      ) : null}
      {nodes.length === 0 ? (
        <p className="empty">{all.length && filter ? emptyUnder(filter) : 'No character matches these filters.'}</p>
      ) : null}
      {[...groups].map(([key, list]) => (
        <section key={key || 'unknown'} className="date-group">
          <h2>{groupTitle(list[0])}</h2>
          <p className="group-sources">{sourcesOf(list)}</p>
          {list.length > 1 && list[0].debutPrecision !== 'INSTANT' && list[0].debutPrecision !== 'DAY' ? (
            <p className="group-note">
              {list.length} characters whose global order is not known: they are listed in the order the CN server released them.
            </p>
          ) : null}
          <CharacterGrid characters={list} resetKey={resetKey} />
        </section>
      ))}
    </>
  );
}

/** A debut known to the day (or the instant, or the launch day). */
const dayPrecise = (precision: Precision | null | undefined, at: string | null | undefined) =>
  !!at && (precision === 'INSTANT' || precision === 'DAY' || precision === 'LAUNCH' || !precision);

/** How a group's dates are known: the kinds of their sources, counted ("2 official posts, 5 fan tracker rows"). */
function sourcesOf(list: readonly { debutSourceKind?: string | null }[]): string {
  const counts = new Map<string, number>();
  for (const n of list) {
    const kind = n.debutSourceKind ? (SOURCE_KIND_LABEL[n.debutSourceKind] ?? 'other source') : 'no source named';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return `Known from: ${[...counts].map(([kind, n]) => `${kind} (${n})`).join(', ')}`;
}

/** A group's heading in words: at launch, on a day, in a month, between two dates, or by a date. */
function groupTitle(n: {
  debutAt: string | null | undefined;
  debutPrecision: Precision | null | undefined;
  debutAfter: string | null | undefined;
}) {
  if (!n.debutAt) return 'Release date unknown';
  // The heading says what kind of date it is; the date itself is shown as a day (or month, or instant).
  const bounded = n.debutPrecision === 'LAUNCH' || n.debutPrecision === 'BETWEEN' || n.debutPrecision === 'BY';
  const date = <PreciseDate value={n.debutAt} precision={bounded ? 'DAY' : n.debutPrecision} />;
  switch (n.debutPrecision) {
    case 'LAUNCH':
      return <>At launch, {date}</>;
    case 'BETWEEN':
      return n.debutAfter ? (
        <>
          Between <PreciseDate value={n.debutAfter} precision="DAY" /> and {date}
        </>
      ) : (
        <>By {date}</>
      );
    case 'BY':
      return <>Out by {date} (an upper bound)</>;
    case 'MONTH':
      return <>In {date}</>;
    default:
      return <>On {date}</>;
  }
}
