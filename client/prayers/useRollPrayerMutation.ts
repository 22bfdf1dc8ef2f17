// The simulator's pull: one rollPrayer mutation, drawn on the server. Resolves with the roll, or
// rejects with the server's message (an exhausted step-up, a reached pull limit...). The last
// roll's items stay retained in the store until the next roll or until the simulator goes, so the
// thumbnails that read them through their fragment never find them collected.
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

export function useRollPrayerMutation(): [(input: RollPrayerInput) => Promise<RollResult>, boolean] {
  const [commit, inFlight] = useMutation<RollMutation>(Mutation);
  const environment = useRelayEnvironment();
  const retained = useRef<Disposable | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);
  const roll = useCallback(
    (input: RollPrayerInput) =>
      new Promise<RollResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (data, errors) => {
            if (errors?.length) return reject(new Error(errors.map((e) => e.message).join('; ')));
            retained.current?.dispose();
            retained.current = environment.retain(createOperationDescriptor(getRequest(Mutation), { input }));
            resolve(data.rollPrayer);
          },
          onError: reject,
        });
      }),
    [commit, environment],
  );
  return [roll, inFlight];
}
