import { graphql, useFragment } from 'react-relay/hooks';
import type { FloorDetail_floor$key } from '../__generated__/FloorDetail_floor.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';
import { SourceLink } from '../shared/SourceLink.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { EnemyCard } from './EnemyCard.tsx';
import { RewardChip } from './RewardChip.tsx';
import { formatNumber } from './vocabulary.ts';

/** One floor: release, rewards, total HP and up to three enemies. */
export function FloorDetail({ floor }: { floor: FloorDetail_floor$key }) {
  const f = useFragment(
    graphql`
      fragment FloorDetail_floor on TowerFloor {
        number
        releaseAt
        released
        sample
        source
        note
        totalHp
        rewards {
          item {
            slug
          }
          ...RewardChip_reward
        }
        enemies {
          slot
          ...EnemyCard_enemy
        }
      }
    `,
    floor,
  );
  return (
    <article className="floor-detail" data-floor={f.number} aria-labelledby={`floor-${f.number}`}>
      <header>
        <h2 id={`floor-${f.number}`}>
          Floor {f.number}
          {f.released ? null : (
            <span className="jp-marker" title="Not released on the global server yet">
              JP
            </span>
          )}
          {f.sample ? <span className="sample-badge">sample data</span> : null}
        </h2>
        <p className="floor-meta">
          {f.releaseAt ? (
            <>
              {f.released ? 'Released' : 'Releases'} <LocalDate value={f.releaseAt} withTime />
            </>
          ) : (
            'Release date unknown'
          )}
          {' · '}Total HP <strong className="floor-total-hp">{f.totalHp == null ? 'not given' : formatNumber(f.totalHp)}</strong>
          {f.source ? <SourceLink source={f.source} /> : null}
        </p>
        {f.sample ? (
          <p className="floor-sample">
            Sample figures.
            <SuggestLink field="floor" recordKey={f.number} label="Know its enemies? Give them" />
            <SuggestLink field="hp" recordKey={f.number} label="Or one enemy's HP" />
          </p>
        ) : (
          <p className="floor-real">Real data{f.note ? `: ${f.note}` : ''}</p>
        )}
      </header>
      <section className="floor-rewards-block">
        <h3>Rewards</h3>
        {f.rewards.length ? (
          <div className="reward-chips">
            {f.rewards.map((r, i) => (
              <RewardChip key={`${r.item.slug}-${i}`} reward={r} />
            ))}
          </div>
        ) : (
          <p className="empty">No reward listed for this floor.</p>
        )}
      </section>
      {f.enemies.length ? (
        <div className="enemies">
          {f.enemies.map((e) => (
            <EnemyCard key={e.slot} enemy={e} />
          ))}
        </div>
      ) : (
        <p className="empty">No enemy listed.</p>
      )}
    </article>
  );
}
