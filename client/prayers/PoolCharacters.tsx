import { graphql, useFragment } from 'react-relay/hooks';
import type { PoolCharacters_pool$key } from '../__generated__/PoolCharacters_pool.graphql.ts';
import { useIsDesktop } from '../shared/useMediaQuery.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { PrayerItemThumb } from './PrayerItemThumb.tsx';
import { formatChance } from './SimulatorPanel.tsx';

/** The Friends of a pool, each with its chance per pull. */
export function PoolCharacters({ pool }: { pool: PoolCharacters_pool$key }) {
  const p = useFragment(
    graphql`
      fragment PoolCharacters_pool on PrayerPool {
        characters {
          item {
            slug
            revealed
            ...PrayerItemThumb_item
          }
          chanceSc
        }
      }
    `,
    pool,
  );
  const desktop = useIsDesktop();
  const shown = useProgressiveList(p.characters.length).count;
  if (!p.characters.length) return <p className="empty">No Friend in this pool yet.</p>;
  return (
    <>
      <p className="list-count">
        {p.characters.length} Friend{p.characters.length === 1 ? '' : 's'}
      </p>
      <ul className="pool-characters">
        {p.characters.slice(0, shown).map((e) => (
          <li key={e.item.slug}>
            <PrayerItemThumb item={e.item}>
              <span className="result-chance">{formatChance(e.chanceSc, desktop)}</span>
              {e.item.revealed ? null : <span className="rate-up-badge badge-spoiler">JP</span>}
            </PrayerItemThumb>
          </li>
        ))}
      </ul>
    </>
  );
}
