import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { RoleTypePageQuery } from '../__generated__/RoleTypePageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { RoleSection } from './RoleSection.tsx';

const Query = graphql`
  query RoleTypePageQuery {
    roleGroups {
      id
      ...RoleSection_role
    }
  }
`;

export function RoleTypePage({ queryRef }: { queryRef: PreloadedQuery<RoleTypePageQuery> }) {
  usePageTitle('Characters by Role');
  const data = usePreloadedQuery<RoleTypePageQuery>(Query, queryRef);
  return (
    <section className="page characters-page">
      <h1>Characters by Role</h1>
      <MineFilterBar />
      {data.roleGroups.map((r) => (
        <RoleSection key={r.id} role={r} />
      ))}
    </section>
  );
}

export const loader = queryLoader<RoleTypePageQuery>(Query);
export const Component = preloadedPage<RoleTypePageQuery>(RoleTypePage);
