import { graphql, useFragment } from 'react-relay/hooks';
import type { PrayerSimulator_prayer$key } from '../__generated__/PrayerSimulator_prayer.graphql.ts';
import { SimulatorPanel } from './SimulatorPanel.tsx';

/** The simulator of one prayer: the pulls it offers, its step-up tracks and its pull limit. */
export function PrayerSimulator({ prayer }: { prayer: PrayerSimulator_prayer$key }) {
  const p = useFragment(
    graphql`
      fragment PrayerSimulator_prayer on Prayer {
        prayerId
        pullKinds
        maxPulls
        gcCost
        stepUps {
          index
          code
          items {
            cost
            guaranteed
          }
        }
        pool {
          sample
        }
      }
    `,
    prayer,
  );
  return (
    <SimulatorPanel
      key={p.prayerId}
      target={{ prayerId: p.prayerId }}
      kinds={p.pullKinds}
      stepUps={p.stepUps}
      maxPulls={p.maxPulls}
      gcCost={p.gcCost}
      sample={p.pool?.sample ?? true}
    />
  );
}
