// The simulator's rolls: each drawn on the server in turn, one pull at a time, and what they added
// up to (spending, tokens, the step-up counters and the pull limit) until Reset starts over.
import { useEffect, useRef, useState } from 'react';
import { useToasts } from '../shell/toasts.tsx';
import { type RollPrayerInput, type RollResult, useRollPrayerMutation } from './useRollPrayerMutation.ts';

export type PullKind = 'SINGLE' | 'MULTI' | 'GC' | 'STEP_UP';

export type Target = Pick<RollPrayerInput, 'prayerId' | 'pool'>;

export interface Totals {
  sc: number;
  gc: number;
  dust: number;
  coins: number;
  pulls: number;
  results: number;
  friends: number;
  pickUps: number;
}
const NO_TOTALS: Totals = { sc: 0, gc: 0, dust: 0, coins: 0, pulls: 0, results: 0, friends: 0, pickUps: 0 };

/** The totals with one more roll counted in. */
function withRoll(t: Totals, r: RollResult): Totals {
  return {
    sc: t.sc + r.sc,
    gc: t.gc + r.gc,
    dust: t.dust + r.dust,
    coins: t.coins + r.coin,
    pulls: r.pullNo,
    results: t.results + r.results.length,
    friends: t.friends + r.results.filter((x) => x.item.kind === 'CHARACTER').length,
    pickUps: t.pickUps + r.results.filter((x) => x.pickUp).length,
  };
}

export type SimulatorRolls = ReturnType<typeof useSimulatorRolls>;

export function useSimulatorRolls(target: Target, gcCost: number | null) {
  const { roll, inFlight, shown } = useRollPrayerMutation();
  const toasts = useToasts();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<RollResult | null>(null);
  const [totals, setTotals] = useState<Totals>(NO_TOTALS);
  const [steps, setSteps] = useState<Record<number, number>>({});
  const [gcDisabled, setGcDisabled] = useState(gcCost === null);
  const [limitReached, setLimitReached] = useState(false);
  // What a x100 drew in all, summed up beside the ten slots (which show its last roll).
  const [batch, setBatch] = useState<RollResult['results'][number][] | null>(null);
  // Once a roll is on screen, the rolls before it may go from the store.
  useEffect(() => shown(last), [last, shown]);
  // The button a pull came from: when the pull leaves it disabled (a finished track, the limit), the
  // focus moves to Reset rather than being lost with it.
  const pulledFrom = useRef<HTMLButtonElement | null>(null);
  const resetButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const from = pulledFrom.current;
    if (busy || !from) return;
    pulledFrom.current = null;
    if (from.disabled && (document.activeElement === from || document.activeElement === document.body)) resetButton.current?.focus();
  });

  // The server's count of prayers made (its pull limit counts them), ahead of React's state so that
  // the rolls of a x100 each send the count of the one before.
  const prayersMade = useRef(0);

  /** One roll on the server, added to the totals. */
  const rollOnce = async (kind: PullKind, stepUp?: number): Promise<RollResult> => {
    const input: RollPrayerInput = { ...target, kind, pullNo: prayersMade.current };
    if (kind === 'STEP_UP' && stepUp !== undefined) {
      input.stepUp = stepUp;
      input.step = steps[stepUp] ?? 0;
    }
    const r = await roll(input);
    prayersMade.current = r.pullNo;
    setLast(r);
    setTotals((t) => withRoll(t, r));
    if (r.stepUp !== null && r.stepUp !== undefined && r.step !== null && r.step !== undefined) {
      const track = r.stepUp;
      const step = r.step;
      setSteps((s) => ({ ...s, [track]: step }));
    }
    setGcDisabled(r.gcDisabled);
    setLimitReached(r.limitReached);
    return r;
  };

  /** `times` rolls of one kind in turn (ten multis for a x100), stopping at the pull limit. */
  const pull = async (kind: PullKind, stepUp?: number, from?: HTMLButtonElement, times = 1) => {
    if (running.current) return;
    running.current = true;
    pulledFrom.current = from ?? null;
    setBusy(true);
    setBatch(null);
    const drawn: RollResult['results'][number][] = [];
    try {
      for (let i = 0; i < times; i++) {
        const r = await rollOnce(kind, stepUp);
        drawn.push(...r.results);
        if (r.limitReached) break;
      }
      if (times > 1) setBatch(drawn);
    } catch (e) {
      toasts.show((e as Error).message, { type: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const reset = () => {
    if (running.current) return;
    prayersMade.current = 0;
    setBatch(null);
    setLast(null);
    setTotals(NO_TOTALS);
    setSteps({});
    setGcDisabled(gcCost === null);
    setLimitReached(false);
  };

  return { last, totals, steps, gcDisabled, limitReached, batch, locked: busy || inFlight, resetButton, pull, reset };
}
