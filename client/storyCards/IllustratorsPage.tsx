import './storyCards.css';
import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { IllustratorList_query$key } from '../__generated__/IllustratorList_query.graphql.ts';
import type { IllustratorsPageQuery } from '../__generated__/IllustratorsPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { usePageTitle } from '../shell/title.ts';
import { IllustratorRow } from './IllustratorRow.tsx';

const Query = graphql`
  query IllustratorsPageQuery {
    ...IllustratorList_query
  }
`;

/** Counts up to `target` over about a second (the tracker's animated counter). */
export function useCountUp(target: number, durationMs = 1000): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (typeof window.requestAnimationFrame !== 'function' || target === 0) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (t: number) => {
      const progress = Math.min(1, (t - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}

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

/** A sort group: clicking the active sort flips its direction; another sort starts ascending. */
function SortGroup<T extends string>({
  label,
  options,
  value,
  descending,
  onChange,
}: {
  label: string;
  options: [T, string][];
  value: T;
  descending: boolean;
  onChange: (value: T, descending: boolean) => void;
}) {
  return (
    <fieldset className="sort-group">
      <legend>{label}</legend>
      {options.map(([id, text]) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id, value === id ? !descending : false)}
          title={value === id ? 'Click again to reverse' : undefined}
        >
          {text}
          {value === id ? (
            <>
              <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span>
              <span className="visually-hidden">{descending ? ', descending' : ', ascending'}</span>
            </>
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}

function IllustratorList({ query }: { query: IllustratorList_query$key }) {
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

export function IllustratorsPage({ queryRef }: { queryRef: PreloadedQuery<IllustratorsPageQuery> }) {
  usePageTitle('Illustrator Tracker');
  const data = usePreloadedQuery<IllustratorsPageQuery>(Query, queryRef);
  return (
    <section className="page illustrators-page">
      <h1>Illustrator Tracker</h1>
      <nav className="section-tabs" aria-label="Story card pages">
        <Link to="/story-cards">Card list</Link>
        <Link to="/story-cards/illustrators" aria-current="page">
          Illustrators
        </Link>
      </nav>
      <IllustratorList query={data} />
    </section>
  );
}

export const loader = queryLoader<IllustratorsPageQuery>(Query);
export const Component = preloadedPage<IllustratorsPageQuery>(IllustratorsPage);
