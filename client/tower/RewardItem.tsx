import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { RewardItem_item$key } from '../__generated__/RewardItem_item.graphql.ts';
import { TOWER_PATH } from './TowerTabs.tsx';
import { formatNumber, rewardGlow } from './vocabulary.ts';

/**
 * An item of the rewards tracker: icon, name, total, and each floor that gives it, linking to the
 * floor; a floor whose release time is still to come (at `now`) carries the JP marker.
 */
export function RewardItem({ item, now }: { item: RewardItem_item$key; now: number }) {
  const i = useFragment(
    graphql`
      fragment RewardItem_item on TowerItem {
        slug
        name
        icon
        total
        rewards {
          amount
          floor {
            number
            releaseAt
          }
        }
      }
    `,
    item,
  );
  const glow = rewardGlow(i.slug);
  return (
    <li className="reward-item" data-item={i.slug}>
      <h2 className={`reward-head${glow ? ` glow-${glow}` : ''}`}>
        <img src={i.icon} alt="" width={32} height={32} loading="lazy" decoding="async" />
        <span className="reward-name">{i.name}</span>
        <span className="reward-total" title="Total">
          ×{formatNumber(i.total)}
        </span>
      </h2>
      <ul className="reward-floors">
        {i.rewards.map((r) => {
          const jp = r.floor.releaseAt !== null && new Date(r.floor.releaseAt).getTime() > now;
          return (
            <li key={r.floor.number} data-floor={r.floor.number}>
              <Link to={`${TOWER_PATH}?floor=${r.floor.number}`}>
                Floor {r.floor.number}
                <span className="reward-amount">×{formatNumber(r.amount)}</span>
                {jp ? (
                  <span className="jp-marker" title="Not released on the global server yet">
                    JP
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
