import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { VariantTrackerPageQuery } from '../__generated__/VariantTrackerPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { VariantGroupSection } from './VariantGroupSection.tsx';

const Query = graphql`
  query VariantTrackerPageQuery {
    variantGroups {
      id
      total
      ...VariantGroupSection_group
    }
  }
`;

export function VariantTrackerPage({ queryRef }: { queryRef: PreloadedQuery<VariantTrackerPageQuery> }) {
  usePageTitle('Variant Tracker');
  const data = usePreloadedQuery<VariantTrackerPageQuery>(Query, queryRef);
  const groups = data.variantGroups.filter((g) => g.total > 0);
  return (
    <section className="page characters-page">
      <h1>Variant Tracker</h1>
      <p className="page-intro">{groups.length} characters with their variants.</p>
      <MineFilterBar />
      {groups.map((g) => (
        <VariantGroupSection key={g.id} group={g} />
      ))}
    </section>
  );
}

export const loader = queryLoader<VariantTrackerPageQuery>(Query);
export const Component = preloadedPage<VariantTrackerPageQuery>(VariantTrackerPage);
