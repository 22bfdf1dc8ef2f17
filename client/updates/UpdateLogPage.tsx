import './updates.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { UpdateLogPageQuery } from '../__generated__/UpdateLogPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { FeedLinks } from '../shared/FeedLinks.tsx';
import { usePageTitle } from '../shell/title.ts';
import { UpdateList } from './UpdateList.tsx';

const Query = graphql`
  query UpdateLogPageQuery {
    ...UpdateList_query
  }
`;

export function UpdateLogPage({ queryRef }: { queryRef: PreloadedQuery<UpdateLogPageQuery> }) {
  usePageTitle('Update Log');
  const data = usePreloadedQuery<UpdateLogPageQuery>(Query, queryRef);
  return (
    <section className="page update-log-page">
      <h1>Update Log</h1>
      <FeedLinks
        feeds={[
          { href: '/feeds/updates.atom', label: 'Atom feed of the update log', type: 'application/atom+xml' },
          { href: '/calendar/maintenance.ics', label: 'Maintenance calendar', type: 'text/calendar' },
        ]}
      />
      <UpdateList query={data} />
    </section>
  );
}

export const loader = queryLoader<UpdateLogPageQuery>(Query);
export const Component = preloadedPage<UpdateLogPageQuery>(UpdateLogPage);
