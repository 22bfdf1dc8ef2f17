import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { FloorListItem_floor$key } from '../__generated__/FloorListItem_floor.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';
import { RewardChip } from './RewardChip.tsx';

/** A floor of the list: number, release, rewards; a link to the floor. */
export function FloorListItem({ floor, selected, onChoose }: { floor: FloorListItem_floor$key; selected: boolean; onChoose: () => void }) {
  const f = useFragment(
    graphql`
      fragment FloorListItem_floor on TowerFloor {
        number
        releaseAt
        released
        sample
        rewards {
          item {
            slug
          }
          ...RewardChip_reward
        }
      }
    `,
    floor,
  );
  return (
    <li className={`floor-item${selected ? ' selected' : ''}`} data-floor={f.number}>
      <Link to={{ search: `?floor=${f.number}` }} aria-current={selected ? 'true' : undefined} onClick={onChoose}>
        <span className="floor-number">Floor {f.number}</span>
        {f.released ? null : (
          <span className="jp-marker" title="Not released on the global server yet">
            JP
          </span>
        )}
        {f.sample ? (
          <span className="sample-badge" title="Made-up stand-in: no public guide gives this floor">
            sample
          </span>
        ) : (
          <span className="real-badge" title="From a public floor guide">
            real
          </span>
        )}
        <span className="floor-release">{f.releaseAt ? <LocalDate value={f.releaseAt} /> : null}</span>
        <span className="floor-rewards">
          {f.rewards.map((r, i) => (
            <RewardChip key={`${r.item.slug}-${i}`} reward={r} compact />
          ))}
        </span>
      </Link>
    </li>
  );
}
