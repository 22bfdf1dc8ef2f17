import { NavLink } from 'react-router-dom';

export const TOWER_PATH = '/stages/scarlet-devil-tower';

/** The three tower pages. */
export function TowerTabs() {
  return (
    <nav className="tower-tabs" aria-label="Scarlet Devil Tower">
      <NavLink to={TOWER_PATH} end>
        Floors
      </NavLink>
      <NavLink to={`${TOWER_PATH}/rewards`}>Rewards</NavLink>
      <NavLink to={`${TOWER_PATH}/hp-chart`}>HP chart</NavLink>
    </nav>
  );
}

/** The note shown where the records on a page are sample data. */
export function SampleNote() {
  return (
    <p className="sample-note">
      <span className="sample-badge">sample data</span> No public source gives the tower floor by floor yet: these floors, enemies and
      rewards are made-up stand-ins, replaced as soon as real floors are imported.
    </p>
  );
}
