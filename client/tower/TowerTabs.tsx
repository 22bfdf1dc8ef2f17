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
      <span className="sample-badge">sample data</span> Floors marked sample data are made-up stand-ins (enemies, HP and rewards) for floors
      no public guide gives; a real floor replaces its stand-in. The real floors come from floor guides, each named on its floor:
      GamePress's global guide for floor 111, the Japanese server's guides for the others.
    </p>
  );
}
