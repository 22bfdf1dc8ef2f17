import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RateUpChance_pool$key } from '../__generated__/RateUpChance_pool.graphql.ts';
import { chanceWithin, pullsFor } from '../shared/chance.ts';

const MAX_PULLS = 10_000;

/**
 * Beyond the game's own screens: the chance of getting a chosen rate-up (or, in a pool without
 * rate-ups, a chosen Friend) at least once within N pulls, from the pool's chance per pull.
 */
export function RateUpChance({ pool }: { pool: RateUpChance_pool$key }) {
  const p = useFragment(
    graphql`
      fragment RateUpChance_pool on PrayerPool {
        sample
        entries {
          item {
            kind
            slug
            cardId
            shortName
          }
          chanceSc
          chanceGc
          pickUp
        }
      }
    `,
    pool,
  );
  const ups = p.entries.filter((e) => e.pickUp);
  const choices = ups.length ? ups : p.entries.filter((e) => e.item.kind === 'CHARACTER');
  const [chosen, setChosen] = useState(0);
  const [pulls, setPulls] = useState('100');
  const [currency, setCurrency] = useState<'sc' | 'gc'>('sc');
  const ids = { entry: useId(), pulls: useId(), currency: useId() };
  if (!choices.length) return null;
  const entry = choices[Math.min(chosen, choices.length - 1)];
  const chance = currency === 'sc' ? entry.chanceSc : entry.chanceGc;
  const n = Math.min(MAX_PULLS, Math.max(0, Math.floor(Number(pulls.replace(/\D/g, '')) || 0)));
  const within = chanceWithin(chance, n);
  const half = pullsFor(chance, 0.5);
  const most = pullsFor(chance, 0.9);
  return (
    <section className="rate-up-chance" aria-label="Chance within N pulls">
      <h2>Chance within N pulls</h2>
      <div className="rate-up-chance-form">
        <label htmlFor={ids.entry}>{ups.length ? 'Rate-up' : 'Friend'}</label>
        <select id={ids.entry} value={Math.min(chosen, choices.length - 1)} onChange={(e) => setChosen(Number(e.target.value))}>
          {choices.map((c, i) => (
            <option key={`${c.item.kind}-${c.item.slug ?? c.item.cardId}`} value={i}>
              {c.item.shortName}
            </option>
          ))}
        </select>
        <label htmlFor={ids.pulls}>Pulls</label>
        <input
          id={ids.pulls}
          type="text"
          inputMode="numeric"
          value={pulls}
          onChange={(e) => setPulls(e.target.value.replace(/\D/g, '').slice(0, 5))}
        />
        <label htmlFor={ids.currency}>Rates</label>
        <select id={ids.currency} value={currency} onChange={(e) => setCurrency(e.target.value as 'sc' | 'gc')}>
          <option value="sc">Seal crystal</option>
          <option value="gc">God crystal</option>
        </select>
      </div>
      <p className="rate-up-chance-result" data-testid="rate-up-chance">
        {(within * 100).toFixed(2)}% to get {entry.item.shortName} at least once in {n} pull{n === 1 ? '' : 's'} (
        {(chance * 100).toFixed(5)}% per pull).
      </p>
      <p className="hint">
        {half !== null ? `50% after ${half} pulls, 90% after ${most} pulls. ` : 'This entry cannot come out at these rates. '}
        Step-up guarantees and multipliers are not counted.{p.sample ? ' The rates are sample values.' : ''}
      </p>
    </section>
  );
}
