import { graphql, useFragment } from 'react-relay/hooks';
import type { PoolTable_pool$key } from '../__generated__/PoolTable_pool.graphql.ts';
import { useIsDesktop } from '../shared/useMediaQuery.ts';
import { PrayerItemThumb } from './PrayerItemThumb.tsx';
import { formatChance } from './SimulatorPanel.tsx';

const GROUPS: [string, string][] = [
  ['character', 'Friends'],
  ['card5', '5★ story cards'],
  ['card4', '4★ story cards'],
  ['card3', '3★ story cards'],
];

/** Every entry of a pool with its chance per pull, with seal crystals and with god crystals. */
export function PoolTable({ pool, open = false }: { pool: PoolTable_pool$key; open?: boolean }) {
  const p = useFragment(
    graphql`
      fragment PoolTable_pool on PrayerPool {
        id
        sample
        derived
        source
        entries {
          item {
            kind
            slug
            cardId
            group
            ...PrayerItemThumb_item
          }
          chanceSc
          chanceGc
          rateType
          pickUp
        }
      }
    `,
    pool,
  );
  const desktop = useIsDesktop();
  const sameRates = p.entries.every((e) => e.chanceSc === e.chanceGc);
  return (
    <details className="pool-table" open={open}>
      <summary>
        Pool: {p.entries.length} entries{p.sample ? <span className="sample-badge">sample data</span> : null}
      </summary>
      {p.derived ? (
        <p className="hint">
          No public source states this prayer's rates. The tracker builds them: each rate-up at a sample chance, the standard pool for the
          rest.
        </p>
      ) : p.sample ? (
        <p className="hint">The members are real; the chances are sample values (no public source states them).</p>
      ) : null}
      {GROUPS.map(([group, title]) => {
        const entries = p.entries.filter((e) => e.item.group === group);
        if (!entries.length) return null;
        const total = (key: 'chanceSc' | 'chanceGc') => entries.reduce((s, e) => s + e[key], 0);
        return (
          <table key={group} className="chance-table">
            <caption>
              {title}: {formatChance(total('chanceSc'), desktop)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">{sameRates ? 'Chance' : 'Chance (SC)'}</th>
                {sameRates ? null : <th scope="col">Chance (GC)</th>}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={`${e.item.kind}-${e.item.slug ?? e.item.cardId}`} className={e.pickUp ? 'pick-up' : undefined}>
                  <td>
                    <PrayerItemThumb item={e.item}>
                      {e.pickUp ? <span className="rate-up-badge badge-pick-up">rate-up</span> : null}
                    </PrayerItemThumb>
                  </td>
                  <td className="chance">{formatChance(e.chanceSc, desktop)}</td>
                  {sameRates ? null : <td className="chance">{formatChance(e.chanceGc, desktop)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </details>
  );
}
