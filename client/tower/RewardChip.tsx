import { graphql, useFragment } from 'react-relay/hooks';
import type { RewardChip_reward$key } from '../__generated__/RewardChip_reward.graphql.ts';
import { formatNumber, rewardGlow } from './vocabulary.ts';

/** An item and its amount; some items glow red or gold. */
export function RewardChip({ reward, compact = false }: { reward: RewardChip_reward$key; compact?: boolean }) {
  const r = useFragment(
    graphql`
      fragment RewardChip_reward on TowerReward {
        amount
        item {
          slug
          name
          icon
        }
      }
    `,
    reward,
  );
  const glow = rewardGlow(r.item.slug);
  return (
    <span
      className={`reward-chip${glow ? ` glow-${glow}` : ''}`}
      data-item={r.item.slug}
      title={`${r.item.name} ×${formatNumber(r.amount)}`}
    >
      <img src={r.item.icon} alt="" width={compact ? 18 : 24} height={compact ? 18 : 24} loading="lazy" decoding="async" />
      {compact ? null : <span className="reward-name">{r.item.name}</span>}
      <span className="reward-amount">×{formatNumber(r.amount)}</span>
    </span>
  );
}
