import './tower.css';
import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { TowerPageQuery } from '../__generated__/TowerPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/useMediaQuery.ts';
import { useSwipe } from '../shared/useSwipe.ts';
import { usePageMeta, usePageTitle } from '../shell/title.ts';
import { FloorDetail } from './FloorDetail.tsx';
import { FloorList } from './FloorList.tsx';
import { FloorSelector } from './FloorSelector.tsx';
import { SampleNote, TowerTabs } from './TowerTabs.tsx';
import { readFloorParam } from './vocabulary.ts';

const Query = graphql`
  query TowerPageQuery($floor: Int) {
    towerFloors(first: 1000) {
      edges {
        node {
          number
          sample
        }
      }
    }
    ...FloorList_query
    towerFloor(number: $floor) {
      number
      ...FloorDetail_floor
    }
  }
`;

/**
 * The floor list and the floor shown. The floor comes from the floor parameter (clamped by the
 * API); on a wide screen without one, the newest released floor is shown. On phones the list and
 * the floor take turns: a swipe right shows the list, a swipe left hides it.
 */
export function TowerPage({ queryRef }: { queryRef: PreloadedQuery<TowerPageQuery> }) {
  usePageTitle('Scarlet Devil Tower');
  const data = usePreloadedQuery<TowerPageQuery>(Query, queryRef);
  const [params] = useSearchParams();
  const requested = readFloorParam(params);
  const wide = useMediaQuery(DESKTOP_QUERY, false);
  const [listOpen, setListOpen] = useState(requested === null);
  useEffect(() => setListOpen(requested === null), [requested]);
  const page = useRef<HTMLElement>(null);
  useSwipe(page, (direction) => setListOpen(direction === 'right'), !wide);

  const floors = data.towerFloors.edges.map((e) => e.node);
  const highest = floors.reduce((max, f) => Math.max(max, f.number), 0);
  const chosen = requested !== null || wide;
  const shown = chosen ? (data.towerFloor ?? null) : null;
  // A floor the tower does not have: the nearest is shown (the floor asked for is clamped), but the
  // address names no page, and its answer says so.
  const missing = requested !== null && shown?.number !== requested;
  usePageMeta(missing ? { status: 404 } : {});

  return (
    <section ref={page} className={`page tower-page ${listOpen ? 'list-open' : 'list-closed'}`}>
      <TowerTabs />
      <h1>Scarlet Devil Tower</h1>
      {floors.some((f) => f.sample) ? <SampleNote /> : null}
      <div className="tower-toolbar">
        <FloorSelector highest={highest} />
        <button type="button" className="list-toggle" aria-expanded={listOpen} onClick={() => setListOpen((o) => !o)}>
          {listOpen ? 'Hide floors' : 'Show floors'}
        </button>
      </div>
      <div className="tower-layout">
        <aside className="floor-list-pane" aria-label="Floor list">
          <FloorList query={data} selected={shown?.number ?? null} onChoose={() => setListOpen(false)} />
        </aside>
        <div className="floor-pane">
          {shown && missing ? (
            // The floor asked for is past either end of the list: the nearest one is shown, and said.
            <output className="floor-clamped">
              There is no floor {requested}; showing floor {shown.number}, the {shown.number < requested ? 'highest' : 'lowest'} listed.
            </output>
          ) : null}
          {shown ? (
            <FloorDetail key={shown.number} floor={shown} />
          ) : chosen ? (
            <div className="floor-not-found" role="alert">
              <p className="error-code">
                <span>404</span> Page Not Found!
              </p>
              <p>{floors.length ? 'Tower floor does not exist!' : 'No floor yet.'}</p>
            </div>
          ) : (
            <p className="empty">Choose a floor from the list (swipe right to show it).</p>
          )}
        </div>
      </div>
    </section>
  );
}

export const loader = queryLoader<TowerPageQuery>(Query, (url) => ({ floor: readFloorParam(url.searchParams) }));
export const Component = preloadedPage<TowerPageQuery>(TowerPage);
