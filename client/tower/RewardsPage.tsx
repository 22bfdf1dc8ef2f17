import './tower.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { RewardsPageQuery } from '../__generated__/RewardsPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { useNow } from '../shared/Countdown.tsx';
import { usePageTitle } from '../shell/title.ts';
import { RewardItem } from './RewardItem.tsx';
import { SampleNote, TowerTabs } from './TowerTabs.tsx';

const Query = graphql`
  query RewardsPageQuery {
    towerRewards {
      slug
      rewards {
        floor {
          sample
        }
      }
      ...RewardItem_item
    }
  }
`;

/** The spec's tower rewards clock: JP markers drop off within a second of a floor's release. */
const CLOCK_MS = 1000;

export function RewardsPage({ queryRef }: { queryRef: PreloadedQuery<RewardsPageQuery> }) {
  usePageTitle('Scarlet Devil Tower Rewards');
  const data = usePreloadedQuery<RewardsPageQuery>(Query, queryRef);
  const now = useNow(CLOCK_MS);
  const sample = data.towerRewards.some((i) => i.rewards.some((r) => r.floor.sample));
  return (
    <section className="page tower-page rewards-page">
      <TowerTabs />
      <h1>Scarlet Devil Tower Rewards</h1>
      {sample ? <SampleNote /> : null}
      <p className="page-intro">Every reward of the tower with its total, and the floors that give it.</p>
      {data.towerRewards.length ? (
        <ul className="reward-items">
          {data.towerRewards.map((item) => (
            <RewardItem key={item.slug} item={item} now={now} />
          ))}
        </ul>
      ) : (
        <p className="empty">No reward yet.</p>
      )}
    </section>
  );
}

export const loader = queryLoader<RewardsPageQuery>(Query);
export const Component = preloadedPage<RewardsPageQuery>(RewardsPage);
