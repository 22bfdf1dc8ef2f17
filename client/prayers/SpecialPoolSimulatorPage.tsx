import './prayers.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { SpecialPoolSimulatorPageQuery } from '../__generated__/SpecialPoolSimulatorPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { PoolSimulator } from './PoolSimulator.tsx';
import { PoolTable } from './PoolTable.tsx';
import { PoolTabs } from './PoolTabs.tsx';
import { RateUpChance } from './RateUpChance.tsx';
import { specialPoolOf } from './specialPools.ts';

const Query = graphql`
  query SpecialPoolSimulatorPageQuery($kind: PrayerPoolKind!) {
    prayerPool(kind: $kind) {
      ...PoolSimulator_pool
      ...PoolTable_pool
      ...RateUpChance_pool
    }
  }
`;

/** The pool simulator of the standard or ritual prayer, with the pool's chances. */
export function SpecialPoolSimulatorPage({ queryRef }: { queryRef: PreloadedQuery<SpecialPoolSimulatorPageQuery> }) {
  const pool = specialPoolOf(useLocation().pathname);
  const title = `${pool.title}: Simulator`;
  usePageTitle(title);
  const { prayerPool: p } = usePreloadedQuery<SpecialPoolSimulatorPageQuery>(Query, queryRef);
  return (
    <section className="page prayers-page">
      <h1>{title}</h1>
      <PoolTabs pool={pool} />
      {p ? (
        <>
          <div className="simulator-area">
            <PoolSimulator pool={p} kind={pool.kind === 'RITUAL' ? 'RITUAL' : 'STANDARD'} />
            <RateUpChance pool={p} />
          </div>
          <PoolTable pool={p} open />
        </>
      ) : (
        <p className="empty">The data has no {pool.title.toLowerCase()} pool yet.</p>
      )}
    </section>
  );
}

export const loader = queryLoader<SpecialPoolSimulatorPageQuery>(Query, (url) => ({ kind: specialPoolOf(url.pathname).kind }));
export const Component = preloadedPage<SpecialPoolSimulatorPageQuery>(SpecialPoolSimulatorPage);
