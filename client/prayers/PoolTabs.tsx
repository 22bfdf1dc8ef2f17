import { NavLink } from 'react-router-dom';
import type { SpecialPool } from './specialPools.ts';

/** The three children of the standard and ritual prayer pages. */
export function PoolTabs({ pool }: { pool: SpecialPool }) {
  return (
    <nav className="pool-tabs tabs" aria-label={pool.title}>
      <NavLink to={pool.base} end>
        Characters
      </NavLink>
      <NavLink to={`${pool.base}/date-order`}>Date order</NavLink>
      <NavLink to={`${pool.base}/info`}>Simulator</NavLink>
    </nav>
  );
}
