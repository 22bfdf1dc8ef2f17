import './storyCards.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { IllustratorsPageQuery } from '../__generated__/IllustratorsPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { IllustratorList } from './IllustratorList.tsx';

const Query = graphql`
  query IllustratorsPageQuery {
    ...IllustratorList_query
  }
`;

export function IllustratorsPage({ queryRef }: { queryRef: PreloadedQuery<IllustratorsPageQuery> }) {
  usePageTitle('Illustrator Tracker');
  const data = usePreloadedQuery<IllustratorsPageQuery>(Query, queryRef);
  return (
    <section className="page illustrators-page">
      <h1>Illustrator Tracker</h1>
      <nav className="section-tabs" aria-label="Story card pages">
        <Link to="/story-cards">Card list</Link>
        <Link to="/story-cards/illustrators" aria-current="page">
          Illustrators
        </Link>
      </nav>
      <IllustratorList query={data} />
    </section>
  );
}

export const loader = queryLoader<IllustratorsPageQuery>(Query);
export const Component = preloadedPage<IllustratorsPageQuery>(IllustratorsPage);
