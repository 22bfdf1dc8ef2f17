import { graphql, useFragment } from 'react-relay/hooks';
import type { PrayerSimulator_prayer$key } from '../__generated__/PrayerSimulator_prayer.graphql.ts';
import { SimulatorPanel } from './SimulatorPanel.tsx';

/** A prayer named as a step-up ("Step-UP", "Step Up"). */
const STEP_UP_NAME = /\bstep[\s-]?up\b/i;

/** The simulator of one prayer: the pulls it offers, its step-up tracks and its pull limit. */
export function PrayerSimulator({ prayer }: { prayer: PrayerSimulator_prayer$key }) {
  const p = useFragment(
    graphql`
      fragment PrayerSimulator_prayer on Prayer {
        prayerId
        name
        pullKinds
        maxPulls
        gcCost
        stepUps {
          index
          code
          sample
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
      stepsUnknown={STEP_UP_NAME.test(p.name) && p.stepUps.length === 0}
    />
  );
}
