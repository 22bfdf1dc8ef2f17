import { useIsDesktop } from '../shared/useMediaQuery.ts';
import { PrayerItemThumb } from './PrayerItemThumb.tsx';
import { pullsText } from './search.ts';
import type { RollResult } from './useRollPrayerMutation.ts';
import { type PullKind, type SimulatorRolls, type Target, type Totals, useSimulatorRolls } from './useSimulatorRolls.ts';

/** The simulator shows ten result slots. */
export const RESULT_SLOTS = 10;
/** Tokens per result: Friend 10, 5-star card 5, 4-star 3, 3-star 1 (the server counts them as coins). */
export const TOKEN_VALUES = { character: 10, card5: 5, card4: 3, card3: 1 } as const;
/** The coins meter fills every 60 coins. */
export const COIN_METER_SCALE = 60;

export type { PullKind } from './useSimulatorRolls.ts';

export interface StepUpTrack {
  readonly index: number;
  readonly code: string;
  /** The steps are sample data: no public source states their costs and guarantees. */
  readonly sample?: boolean;
  readonly items: readonly { readonly cost: number; readonly guaranteed: string | null | undefined }[];
}

/** A chance as a percentage: 5 decimals on the desktop layout, 2 on a phone. */
export function formatChance(chance: number, desktop: boolean): string {
  return `${(chance * 100).toFixed(desktop ? 5 : 2)}%`;
}

const TRACK_LABELS: Record<string, string> = {
  asc: 'Ascending',
  'asc*': 'Ascending 2',
  desc: 'Descending',
  'desc*': 'Descending 2',
  special: 'Special',
};

const GROUP_NAMES: Record<string, [string, string]> = {
  character: ['Friend', 'Friends'],
  card5: ['5-star card', '5-star cards'],
  card4: ['4-star card', '4-star cards'],
  card3: ['3-star card', '3-star cards'],
};

/** What a pull drew, in words, for the simulator's status (read out by screen readers). */
export function pullSummary(r: RollResult): string {
  const n = r.results.length;
  const counts = new Map<string, number>();
  for (const x of r.results) counts.set(x.item.group, (counts.get(x.item.group) ?? 0) + 1);
  const parts = [...counts].map(([group, count]) => {
    const [one, many] = GROUP_NAMES[group] ?? [group, group];
    return `${count} ${count === 1 ? one : many}`;
  });
  const pickUps = r.results.filter((x) => x.pickUp).length;
  return `Pull ${r.pullNo}: ${n} result${n === 1 ? '' : 's'}${parts.length ? `, ${parts.join(', ')}` : ''}${pickUps ? ` (${pickUps} rate-up)` : ''}.`;
}

/** What several rolls drew in all: pulls, Friends, rate-ups and 5-star cards. */
export function batchSummary(results: readonly RollResult['results'][number][]): string {
  const friends = results.filter((x) => x.item.kind === 'CHARACTER').length;
  const pickUps = results.filter((x) => x.pickUp).length;
  const fives = results.filter((x) => x.item.group === 'card5').length;
  return `${results.length} pulls: ${friends} Friend${friends === 1 ? '' : 's'} (${pickUps} rate-up), ${fives} 5-star card${fives === 1 ? '' : 's'}.`;
}

/** The plain pull buttons: a single, a multi, and ten multis in turn. */
const PULL_BUTTONS: readonly { label: string; kind: PullKind; times: number }[] = [
  { label: 'Pull ×1', kind: 'SINGLE', times: 1 },
  { label: 'Pull ×10', kind: 'MULTI', times: 1 },
  { label: 'Pull ×100', kind: 'MULTI', times: 10 },
];

/**
 * The pull simulator: single, multi, god crystal and step-up pulls drawn on the server, ten result
 * slots, spending and tokens, the step-up counters and the pull limit. One pull at a time: the
 * buttons lock while a pull runs. Reset starts over.
 */
export function SimulatorPanel({
  target,
  kinds,
  stepUps = [],
  maxPulls = null,
  gcCost = null,
  sample,
  stepsUnknown = false,
}: {
  target: Target;
  kinds: readonly string[];
  stepUps?: readonly StepUpTrack[];
  maxPulls?: number | null;
  gcCost?: number | null;
  sample: boolean;
  /** A step-up prayer whose steps the data does not have: said, rather than simulated. */
  stepsUnknown?: boolean;
}) {
  const rolls = useSimulatorRolls(target, gcCost);
  const { last, totals, limitReached, batch, locked } = rolls;
  const desktop = useIsDesktop();
  const slots = Array.from({ length: RESULT_SLOTS }, (_, i) => last?.results[i] ?? null);

  return (
    <section className="simulator" aria-label="Pull simulator" aria-busy={locked}>
      <h2>Simulator</h2>
      <PullButtons kinds={kinds} stepUps={stepUps} gcCost={gcCost} rolls={rolls} />
      {kinds.length === 0 ? <p className="empty">This prayer has no simulator.</p> : null}
      {stepsUnknown ? (
        <p className="sample-note" role="note">
          This prayer's step-ups are not in our data yet: pulls here follow its rates without the steps' costs or guarantees.
        </p>
      ) : null}
      {stepUps.some((t) => t.sample) ? (
        <p className="sample-note" role="note">
          <span className="sample-badge">sample data</span> No public source states this prayer's step-ups: their costs and guarantees are
          stand-ins, not the game's.
        </p>
      ) : null}
      {sample ? (
        <p className="sample-note" role="note">
          <span className="sample-badge">sample data</span> No public source states these rates: the results follow sample chances, not the
          game's.
        </p>
      ) : null}
      <output className="visually-hidden">{last ? pullSummary(last) : ''}</output>
      <ol className="result-slots" aria-label="Results">
        {slots.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ten slots are fixed positions
          <li key={i} className={`result-slot${r ? ` filled group-${r.item.group}` : ''}${r?.pickUp ? ' pick-up' : ''}`}>
            {r ? (
              <PrayerItemThumb item={r.item}>
                <span className="result-chance">{formatChance(r.chance, desktop)}</span>
                {r.pickUp ? <span className="rate-up-badge badge-pick-up">rate-up</span> : null}
                {r.guaranteed ? <span className="rate-up-badge badge-guaranteed">guaranteed</span> : null}
              </PrayerItemThumb>
            ) : (
              <span className="result-empty" aria-hidden="true" />
            )}
          </li>
        ))}
      </ol>
      {batch ? (
        <p className="batch-summary" data-testid="batch-summary">
          {batchSummary(batch)}
        </p>
      ) : null}
      <SimulatorTotals totals={totals} maxPulls={maxPulls} />
      <p className="hint">
        Tokens per result: Friend {TOKEN_VALUES.character}, 5★ card {TOKEN_VALUES.card5}, 4★ card {TOKEN_VALUES.card4}, 3★ card{' '}
        {TOKEN_VALUES.card3}. {limitReached ? 'The pull limit is reached.' : ''}
      </p>
    </section>
  );
}

/** The pull buttons the prayer has (plain, god crystal, one per step-up track) and Reset. */
function PullButtons({
  kinds,
  stepUps,
  gcCost,
  rolls,
}: {
  kinds: readonly string[];
  stepUps: readonly StepUpTrack[];
  gcCost: number | null;
  rolls: SimulatorRolls;
}) {
  const { steps, gcDisabled, limitReached, locked, resetButton, pull, reset } = rolls;
  // While a pull runs the buttons only say they are unavailable (pull and reset ignore them then):
  // disabling them would take the focus away from the button just pressed.
  const off = limitReached;
  const lockedProps = { 'aria-disabled': locked || undefined };
  return (
    <div className="simulator-buttons">
      {PULL_BUTTONS.filter((b) => kinds.includes(b.kind)).map((b) => (
        <button
          key={b.label}
          type="button"
          className="pull-button"
          disabled={off}
          {...lockedProps}
          onClick={(e) => pull(b.kind, undefined, e.currentTarget, b.times)}
        >
          {b.label}
        </button>
      ))}
      {kinds.includes('GC') ? (
        <button
          type="button"
          className="pull-button gc"
          disabled={off || gcDisabled}
          {...lockedProps}
          onClick={(e) => pull('GC', undefined, e.currentTarget)}
        >
          God Crystal ×10{gcCost !== null ? ` (${gcCost} GC)` : ''}
        </button>
      ) : null}
      {kinds.includes('STEP_UP')
        ? stepUps.map((track) => {
            const at = steps[track.index] ?? 0;
            const done = at >= track.items.length;
            const item = track.items[Math.min(at, track.items.length - 1)];
            return (
              <button
                key={track.index}
                type="button"
                className="pull-button step"
                disabled={off || done}
                {...lockedProps}
                onClick={(e) => pull('STEP_UP', track.index, e.currentTarget)}
                data-track={track.index}
              >
                {TRACK_LABELS[track.code] ?? track.code} step {done ? track.items.length : at + 1}/{track.items.length}
                {done ? ' (done)' : item ? ` · ${item.cost}${item.guaranteed ? ` · ${item.guaranteed}` : ''}` : ''}
              </button>
            );
          })
        : null}
      <button type="button" className="pull-button reset" ref={resetButton} {...lockedProps} onClick={reset}>
        Reset
      </button>
    </div>
  );
}

/** What the pulls so far added up to: results, the pull limit, spending, and the coins towards the next 60. */
function SimulatorTotals({ totals, maxPulls }: { totals: Totals; maxPulls: number | null }) {
  const meter = totals.coins % COIN_METER_SCALE;
  return (
    <dl className="simulator-totals">
      <div>
        <dt>Pulls</dt>
        <dd data-testid="pull-count">{totals.results}</dd>
      </div>
      {maxPulls !== null ? (
        <div>
          <dt>Pull limit</dt>
          <dd data-testid="pull-limit">
            {totals.pulls} / {pullsText(maxPulls)}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Results</dt>
        <dd>
          {totals.results} ({totals.friends} Friend{totals.friends === 1 ? '' : 's'}, {totals.pickUps} rate-up)
        </dd>
      </div>
      <div>
        <dt>Seal crystals</dt>
        <dd>{totals.sc.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>God crystals</dt>
        <dd>{totals.gc.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Dust</dt>
        <dd>{totals.dust.toLocaleString('en-US')}</dd>
      </div>
      <div className="coins">
        <dt>Coins</dt>
        <dd>
          <span data-testid="coin-count">{totals.coins}</span>
          <meter className="coin-meter" aria-label="Coins towards the next 60" min={0} max={COIN_METER_SCALE} value={meter} />
          <span className="coin-meter-label">
            {meter}/{COIN_METER_SCALE}
            {totals.coins >= COIN_METER_SCALE ? ` · ${Math.floor(totals.coins / COIN_METER_SCALE)} × ${COIN_METER_SCALE}` : ''}
          </span>
        </dd>
      </div>
    </dl>
  );
}
