import './tower.css';
import { lazy, Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { HpChartPageQuery } from '../__generated__/HpChartPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { SampleNote, TowerTabs } from './TowerTabs.tsx';

// Victory comes in a chunk of its own, fetched with the query: the page and the chart are then
// evaluated and drawn in separate tasks, so neither holds the main thread for long.
const loadChart = () => import('./HpChart.tsx');
const HpChart = lazy(async () => ({ default: (await loadChart()).HpChart }));

const Query = graphql`
  query HpChartPageQuery {
    towerHpGraph {
      sample
    }
    ...HpChart_query
  }
`;

export function HpChartPage({ queryRef }: { queryRef: PreloadedQuery<HpChartPageQuery> }) {
  usePageTitle('Scarlet Devil Tower HP Chart');
  const data = usePreloadedQuery<HpChartPageQuery>(Query, queryRef);
  return (
    <section className="page tower-page hp-chart-page">
      <TowerTabs />
      <h1>Scarlet Devil Tower HP Chart</h1>
      {data.towerHpGraph.some((e) => e.sample) ? <SampleNote /> : null}
      <p className="page-intro">
        Total HP of the enemies of each floor whose HP a source gives; floors known only from a guide without HP are left out. Real floors
        and sample floors (made up) are drawn in different colours. Hover a bar for its floor; click it to open the floor.
      </p>
      <Suspense fallback={<div className="hp-chart-placeholder" aria-busy="true" />}>
        <HpChart query={data} />
      </Suspense>
    </section>
  );
}

const loadQuery = queryLoader<HpChartPageQuery>(Query);
export const loader: typeof loadQuery = (args) => {
  void loadChart();
  return loadQuery(args);
};
export const Component = preloadedPage<HpChartPageQuery>(HpChartPage);
