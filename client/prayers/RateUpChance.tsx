import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RateUpChance_pool$key } from '../__generated__/RateUpChance_pool.graphql.ts';
import type { RateUpChance_prayer$data, RateUpChance_prayer$key } from '../__generated__/RateUpChance_prayer.graphql.ts';
import { type ChanceEntry, type ChanceStep, chanceOfPulls, pullsFor } from '../shared/chance.ts';

const MAX_PULLS = 10_000;

/** The steps a number of pulls takes on a track: one step per multi pull, the track's first ones. */
export function stepsTaken(
  track: RateUpChance_prayer$data['stepUps'][number] | undefined,
  pulls: number,
  pullsPerMulti: number,
): readonly ChanceStep[] {
  return track ? track.items.slice(0, Math.floor(pulls / pullsPerMulti)) : [];
}

/**
 * Beyond the game's own screens: the chance of getting a chosen rate-up (or, in a pool without
 * rate-ups, a chosen Friend) at least once within N pulls, from the pool's chance per pull, and,
 * when a step-up track is chosen, with its steps' guarantees and multipliers for the first pulls.
 */
export function RateUpChance({
  pool,
  prayer = null,
  pullsPerMulti = 10,
}: {
  pool: RateUpChance_pool$key;
  prayer?: RateUpChance_prayer$key | null;
  pullsPerMulti?: number;
}) {
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
            group
          }
          chanceSc
          chanceGc
          pickUp
        }
      }
    `,
    pool,
  );
  const tracks =
    useFragment(
      graphql`
        fragment RateUpChance_prayer on Prayer {
          stepUps {
            index
            code
            sample
            items {
              multiplier
              pickUpGuaranteed
              guarantee {
                characters
                card5
              }
            }
          }
        }
      `,
      prayer,
    )?.stepUps ?? [];
  const ups = p.entries.filter((e) => e.pickUp);
  const choices = ups.length ? ups : p.entries.filter((e) => e.item.kind === 'CHARACTER');
  const [chosen, setChosen] = useState(0);
  const [pulls, setPulls] = useState('100');
  const [currency, setCurrency] = useState<'sc' | 'gc'>('sc');
  const [trackIndex, setTrackIndex] = useState<number | null>(null);
  const ids = { entry: useId(), pulls: useId(), currency: useId() };
  if (!choices.length) return null;
  const entry = choices[Math.min(chosen, choices.length - 1)];
  const chance = currency === 'sc' ? entry.chanceSc : entry.chanceGc;
  const n = Math.min(MAX_PULLS, Math.max(0, Math.floor(Number(pulls.replace(/\D/g, '')) || 0)));
  const track = tracks.find((t) => t.index === trackIndex);
  const steps = stepsTaken(track, n, pullsPerMulti);
  const entries: ChanceEntry[] = p.entries.map((e) => ({
    group: e.item.group,
    chance: currency === 'sc' ? e.chanceSc : e.chanceGc,
    pickUp: e.pickUp,
    wanted: e === entry,
  }));
  const within = chanceOfPulls(entries, steps, n - steps.length * pullsPerMulti, pullsPerMulti);
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
        {tracks.length ? <TrackSelect tracks={tracks} value={trackIndex} onChange={setTrackIndex} /> : null}
      </div>
      <p className="rate-up-chance-result" data-testid="rate-up-chance">
        {(within * 100).toFixed(2)}% to get {entry.item.shortName} at least once in {n} pull{n === 1 ? '' : 's'} (
        {(chance * 100).toFixed(5)}% per pull).
      </p>
      <p className="hint">
        {half !== null ? `50% after ${half} pulls, 90% after ${most} pulls at that rate. ` : 'This entry cannot come out at these rates. '}
        {track
          ? `The first ${steps.length * pullsPerMulti} pulls are the track's first ${steps.length} steps, with their guarantees and multipliers, as the simulator draws them.${track.sample ? ' The steps are sample data.' : ''}`
          : tracks.length
            ? 'Step-up guarantees are counted when a track is chosen.'
            : 'This prayer has no step-up.'}
        {p.sample ? ' The rates are sample values.' : ''}
      </p>
    </section>
  );
}

/** The step-up track whose first steps the chance counts, or none. */
function TrackSelect({
  tracks,
  value,
  onChange,
}: {
  tracks: RateUpChance_prayer$data['stepUps'];
  value: number | null;
  onChange: (index: number | null) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Step-up</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">Not counted</option>
        {tracks.map((t) => (
          <option key={t.index} value={t.index}>
            Track {t.index + 1} ({t.code}, {t.items.length} steps)
          </option>
        ))}
      </select>
    </>
  );
}
