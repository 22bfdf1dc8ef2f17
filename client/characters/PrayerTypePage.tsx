import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { PrayerTypePageQuery } from '../__generated__/PrayerTypePageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { CharacterList } from './CharacterList.tsx';
import { CharacterFilters } from './Filters.tsx';
import { readTypes } from './filters.ts';
import { HintPanel } from './HintPanel.tsx';

const Query = graphql`
  query PrayerTypePageQuery($types: [String!]) {
    ...CharacterList_query @arguments(types: $types)
  }
`;

export function PrayerTypePage({ queryRef }: { queryRef: PreloadedQuery<PrayerTypePageQuery> }) {
  usePageTitle('Characters by Prayer Type');
  const data = usePreloadedQuery<PrayerTypePageQuery>(Query, queryRef);
  const [params] = useSearchParams();
  return (
    <section className="page characters-page">
      <h1>Characters by Prayer Type</h1>
      <CharacterFilters />
      <MineFilterBar />
      <HintPanel />
      <CharacterList query={data} resetKey={params.toString()} />
    </section>
  );
}

export const loader = queryLoader<PrayerTypePageQuery>(Query, (url) => {
  const types = readTypes(url.searchParams);
  return { types: types.length ? types : null };
});
export const Component = preloadedPage<PrayerTypePageQuery>(PrayerTypePage);
