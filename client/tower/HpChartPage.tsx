import './tower.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { HpChartPageQuery } from '../__generated__/HpChartPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { HpChart } from './HpChart.tsx';
import { SampleNote, TowerTabs } from './TowerTabs.tsx';

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
      <p className="page-intro">Total HP of the enemies of each floor. Hover a bar for its floor; click it to open the floor.</p>
      <HpChart query={data} />
    </section>
  );
}

export const loader = queryLoader<HpChartPageQuery>(Query);
export const Component = preloadedPage<HpChartPageQuery>(HpChartPage);
