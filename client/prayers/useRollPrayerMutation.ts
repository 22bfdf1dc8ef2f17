// The simulator's pull: one rollPrayer mutation, drawn on the server. Resolves with the roll, or
// rejects with the server's message (an exhausted step-up, a reached pull limit...). Every roll's
// items stay retained in the store until the panel says another roll is on screen (`shown`, called
// from an effect, so after React has committed it) or until the simulator goes: the thumbnails read
// the items through their fragment, and a roll released while still drawn would let the store
// collect them under it once the store's buffer of released operations (ten) overflows, as a x100
// after any other pull did.
import { useCallback, useEffect, useRef } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, type Disposable, getRequest } from 'relay-runtime';
import type {
  useRollPrayerMutation as RollMutation,
  RollPrayerInput,
  useRollPrayerMutation$data,
} from '../__generated__/useRollPrayerMutation.graphql.ts';

export type RollResult = useRollPrayerMutation$data['rollPrayer'];
export type { RollPrayerInput };

const Mutation = graphql`
  mutation useRollPrayerMutation($input: RollPrayerInput!) {
    rollPrayer(input: $input) {
      results {
        item {
          kind
          group
          ...PrayerItemThumb_item
        }
        chance
        pickUp
        guaranteed
      }
      coin
      sc
      gc
      dust
      gcDisabled
      limitReached
      stepUpDisabled
      pullNo
      stepUp
      step
      sample
    }
  }
`;

export interface RollPrayer {
  roll: (input: RollPrayerInput) => Promise<RollResult>;
  inFlight: boolean;
  /** The roll now on screen (null: none): every other roll is released. */
  shown: (r: RollResult | null) => void;
}

export function useRollPrayerMutation(): RollPrayer {
  const [commit, inFlight] = useMutation<RollMutation>(Mutation);
  const environment = useRelayEnvironment();
  const retained = useRef(new Map<RollResult, Disposable>());
  useEffect(() => {
    const all = retained.current;
    return () => {
      for (const d of all.values()) d.dispose();
      all.clear();
    };
  }, []);
  const roll = useCallback(
    (input: RollPrayerInput) =>
      new Promise<RollResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (data, errors) => {
            if (errors?.length) return reject(new Error(errors.map((e) => e.message).join('; ')));
            retained.current.set(data.rollPrayer, environment.retain(createOperationDescriptor(getRequest(Mutation), { input })));
            resolve(data.rollPrayer);
          },
          onError: reject,
        });
      }),
    [commit, environment],
  );
  const shown = useCallback((r: RollResult | null) => {
    for (const [kept, d] of retained.current) {
      if (kept === r) continue;
      d.dispose();
      retained.current.delete(kept);
    }
  }, []);
  return { roll, inFlight, shown };
}
