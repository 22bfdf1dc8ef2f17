// Release order and prayer-type list: released characters with URL-driven filters.
import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { PrayerTypePageQuery } from '../__generated__/PrayerTypePageQuery.graphql.ts';
import type { ReleaseOrderPageQuery } from '../__generated__/ReleaseOrderPageQuery.graphql.ts';
import { usePageTitle } from '../shell/title.ts';
import { CharacterList } from './CharacterList.tsx';
import { CharacterFilters } from './Filters.tsx';
import { readRebirth, readTypes } from './filters.ts';
import { HintPanel } from './HintPanel.tsx';
import { queryLoader } from './pageQuery.ts';

const ReleaseOrderQuery = graphql`
  query ReleaseOrderPageQuery($types: [String!], $rebirth: Boolean, $jpContent: Boolean!) {
    ...CharacterList_query @arguments(types: $types, rebirth: $rebirth, jpContent: $jpContent)
  }
`;

const PrayerTypeQuery = graphql`
  query PrayerTypePageQuery($types: [String!], $jpContent: Boolean!) {
    ...CharacterList_query @arguments(types: $types, jpContent: $jpContent)
  }
`;

const typesOf = (url: URL) => {
  const types = readTypes(url.searchParams);
  return types.length ? types : null;
};

export const releaseOrderLoader = queryLoader<ReleaseOrderPageQuery>(ReleaseOrderQuery, (url, jpContent) => ({
  types: typesOf(url),
  rebirth: readRebirth(url.searchParams),
  jpContent,
}));

export const prayerTypeLoader = queryLoader<PrayerTypePageQuery>(PrayerTypeQuery, (url, jpContent) => ({ types: typesOf(url), jpContent }));

export function ReleaseOrderPage() {
  usePageTitle('Release Order');
  const data = usePreloadedQuery<ReleaseOrderPageQuery>(ReleaseOrderQuery, useLoaderData() as PreloadedQuery<ReleaseOrderPageQuery>);
  const [params] = useSearchParams();
  return (
    <section className="page characters-page">
      <h1>Release Order</h1>
      <p className="page-intro">Every character released on the global server, in the order they debuted.</p>
      <CharacterFilters rebirth />
      <HintPanel />
      <CharacterList query={data} groupByDate resetKey={params.toString()} />
    </section>
  );
}

export function PrayerTypePage() {
  usePageTitle('Characters by Prayer Type');
  const data = usePreloadedQuery<PrayerTypePageQuery>(PrayerTypeQuery, useLoaderData() as PreloadedQuery<PrayerTypePageQuery>);
  const [params] = useSearchParams();
  return (
    <section className="page characters-page">
      <h1>Characters by Prayer Type</h1>
      <CharacterFilters />
      <HintPanel />
      <CharacterList query={data} resetKey={params.toString()} />
    </section>
  );
}
