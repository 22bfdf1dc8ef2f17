import './prayers.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { SpecialPoolPageQuery } from '../__generated__/SpecialPoolPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { PoolCharacters } from './PoolCharacters.tsx';
import { PoolTabs } from './PoolTabs.tsx';
import { specialPoolOf } from './specialPools.ts';

// The pool's id keeps it one record in the store with the simulator page's pool: without it the
// two pages' queries would point the same root field at two records, and the page being left would
// read this one, which lacks its entries.
const Query = graphql`
  query SpecialPoolPageQuery($kind: PrayerPoolKind!) {
    prayerPool(kind: $kind) {
      id
      name
      sample
      source
      ...PoolCharacters_pool
    }
  }
`;

/** The standard or ritual prayer: the Friends of its pool. */
export function SpecialPoolPage({ queryRef }: { queryRef: PreloadedQuery<SpecialPoolPageQuery> }) {
  const pool = specialPoolOf(useLocation().pathname);
  usePageTitle(pool.title);
  const { prayerPool: p } = usePreloadedQuery<SpecialPoolPageQuery>(Query, queryRef);
  return (
    <section className="page prayers-page">
      <h1>{pool.title}</h1>
      <PoolTabs pool={pool} />
      {p ? (
        <>
          <p className="page-intro">
            The Friends of the {pool.title.toLowerCase()}, each with its chance per pull.{' '}
            {p.sample ? (
              <>
                <span className="sample-badge">sample data</span> The members are real; no public source states the rates, so these chances
                are sample values.
              </>
            ) : null}
          </p>
          <PoolCharacters pool={p} />
        </>
      ) : (
        <p className="empty">The data has no {pool.title.toLowerCase()} pool yet.</p>
      )}
    </section>
  );
}

export const loader = queryLoader<SpecialPoolPageQuery>(Query, (url) => ({ kind: specialPoolOf(url.pathname).kind }));
export const Component = preloadedPage<SpecialPoolPageQuery>(SpecialPoolPage);
