import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReleaseOrderPageQuery } from '../__generated__/ReleaseOrderPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { CharacterList } from './CharacterList.tsx';
import { CharacterFilters } from './Filters.tsx';
import { readRebirth, readTypes } from './filters.ts';
import { HintPanel } from './HintPanel.tsx';

const Query = graphql`
  query ReleaseOrderPageQuery($types: [String!], $rebirth: Boolean) {
    ...CharacterList_query @arguments(types: $types, rebirth: $rebirth)
  }
`;

export function ReleaseOrderPage({ queryRef }: { queryRef: PreloadedQuery<ReleaseOrderPageQuery> }) {
  usePageTitle('Release Order');
  const data = usePreloadedQuery<ReleaseOrderPageQuery>(Query, queryRef);
  const [params] = useSearchParams();
  return (
    <section className="page characters-page">
      <h1>Release Order</h1>
      <p className="page-intro">
        Every character released on the global server, grouped by what is known of its debut: at launch, on a day, in a month, between two
        dates (one source shows it not yet out, another shows it out), or out by a date (an upper bound: a page or a repository snapshot
        shows it already available). Within a group the global order is not known; the characters are listed in the order the CN server
        released them, which is only a hint. A Friend announced and missing here?{' '}
        <Link to="/suggest?field=NEW_FRIEND">Suggest a new Friend</Link>.
      </p>
      <CharacterFilters rebirth />
      <MineFilterBar />
      <HintPanel />
      <CharacterList query={data} groupByDate resetKey={params.toString()} />
    </section>
  );
}

export const loader = queryLoader<ReleaseOrderPageQuery>(Query, (url) => {
  const types = readTypes(url.searchParams);
  return { types: types.length ? types : null, rebirth: readRebirth(url.searchParams) };
});
export const Component = preloadedPage<ReleaseOrderPageQuery>(ReleaseOrderPage);
