import { graphql, useFragment } from 'react-relay/hooks';
import type { PoolSimulator_pool$key } from '../__generated__/PoolSimulator_pool.graphql.ts';
import { SimulatorPanel } from './SimulatorPanel.tsx';

/** The simulator of the standard or ritual pool on its own: single and multi pulls. */
export function PoolSimulator({ pool, kind }: { pool: PoolSimulator_pool$key; kind: 'STANDARD' | 'RITUAL' }) {
  const p = useFragment(
    graphql`
      fragment PoolSimulator_pool on PrayerPool {
        sample
      }
    `,
    pool,
  );
  return <SimulatorPanel key={kind} target={{ pool: kind }} kinds={['SINGLE', 'MULTI']} sample={p.sample} />;
}
