// The simulator's pull: one rollPrayer mutation, drawn on the server. Resolves with the roll, or
// rejects with the server's message (an exhausted step-up, a reached pull limit...).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
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
          slug
          cardId
          name
          shortName
          shortNameTranslit
          image
          rarity
          group
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
  const roll = useCallback(
    (input: RollPrayerInput) =>
      new Promise<RollResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (data, errors) => {
            if (errors?.length) reject(new Error(errors.map((e) => e.message).join('; ')));
            else resolve(data.rollPrayer);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [roll, inFlight];
}
