import './home.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { HomePageQuery } from '../__generated__/HomePageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { HomeCharacterDonut } from './HomeCharacterDonut.tsx';
import { HomeLatestUpdates } from './HomeLatestUpdates.tsx';
import { HomePrayers } from './HomePrayers.tsx';
import { HomeSchedule } from './HomeSchedule.tsx';
import { HomeStoryCards } from './HomeStoryCards.tsx';
import { HomeUpcoming } from './HomeUpcoming.tsx';

const Query = graphql`
  query HomePageQuery {
    home {
      notice
      ...HomeCharacterDonut_home
      ...HomeStoryCards_home
      ...HomeUpcoming_home
      ...HomePrayers_home
      ...HomeSchedule_home
      ...HomeLatestUpdates_home
    }
  }
`;

export function HomePage({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  usePageTitle();
  const { home } = usePreloadedQuery<HomePageQuery>(Query, queryRef);
  return (
    <section className="page home-page">
      <h1 className="visually-hidden">LostWord Global Tracker</h1>
      {home.notice ? (
        <p className="home-notice" role="note">
          {home.notice}
        </p>
      ) : null}
      <div className="home-grid">
        <HomeCharacterDonut home={home} />
        <HomeSchedule home={home} />
        <HomeUpcoming home={home} />
        <HomePrayers home={home} />
        <HomeStoryCards home={home} />
        <HomeLatestUpdates home={home} />
      </div>
    </section>
  );
}

export const loader = queryLoader<HomePageQuery>(Query);
export const Component = preloadedPage<HomePageQuery>(HomePage);
