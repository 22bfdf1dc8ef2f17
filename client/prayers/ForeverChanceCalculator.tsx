import { useId, useState } from 'react';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { useRenderNow } from '../shared/renderState.tsx';
import { type ChanceMode, daysCounted, defaultMode, foreverChance, MODE_LABELS, type Threshold } from './foreverChance.ts';

/**
 * The chance of getting at least one of the chosen Friends (given by their types) from the daily
 * pulls of the days counted; which days count is chosen here (all of them while the prayer runs).
 */
export function ForeverChanceCalculator({
  startAt,
  endAt,
  thresholds,
  chosenTypes,
  byCount,
}: {
  startAt: string;
  endAt: string;
  thresholds: readonly Threshold[];
  chosenTypes: readonly string[];
  /** Where no complete list names the Friends: how many of each rarity are wanted, asked here. */
  byCount: {
    counts: ReadonlyMap<string, number>;
    wanted: Readonly<Record<string, number>>;
    setWanted: (wanted: Readonly<Record<string, number>>) => void;
  } | null;
}) {
  const now = useRenderNow();
  const [mode, setMode] = useState<ChanceMode>(() => defaultMode(startAt, endAt, now));
  const modeId = useId();
  const days = daysCounted(startAt, endAt, now, mode);
  const result = foreverChance(chosenTypes, thresholds, days);
  const chosen = chosenTypes.length;
  return (
    <section className="forever-calculator" aria-label="Chance calculator">
      <h2>Chance calculator</h2>
      <label htmlFor={modeId}>Days counted</label>{' '}
      <select id={modeId} value={mode} onChange={(e) => setMode(Number(e.target.value) as ChanceMode)}>
        {([0, 1, 2, 3] as const).map((m) => (
          <option key={m} value={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </select>
      {byCount ? (
        <fieldset className="forever-wanted">
          <legend>Friends you want, by rarity</legend>
          {[...byCount.counts].map(([rarity, count]) => (
            <label key={rarity}>
              <RarityIcon type={rarity} size={14} /> {TYPE_LABELS[rarity] ?? rarity} (of {count}){' '}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={count}
                value={byCount.wanted[rarity] ?? 0}
                onChange={(e) => {
                  const n = Math.trunc(Number(e.target.value));
                  byCount.setWanted({ ...byCount.wanted, [rarity]: Number.isFinite(n) ? Math.min(count, Math.max(0, n)) : 0 });
                }}
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {mode !== 0 ? (
        <p className="forever-chance" data-testid="forever-chance">
          {chosen === 0
            ? byCount
              ? 'Say how many Friends of each rarity you want to see the chance of getting at least one of them.'
              : 'Choose Friends to see the chance of getting at least one of them.'
            : `${(result.chance * 100).toFixed(2)}% to get at least one of the ${chosen} chosen Friend${chosen === 1 ? '' : 's'} in ${result.days} daily pull${result.days === 1 ? '' : 's'} (${(result.daily * 100).toFixed(5)}% a day).`}
        </p>
      ) : null}
      <p className="hint">
        Chance = 1 − (1 − daily chance)^days, with each Friend's daily chance its rarity's rate shared by the Friends of that rarity.
      </p>
    </section>
  );
}
