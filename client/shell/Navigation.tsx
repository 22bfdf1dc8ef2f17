import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { navOf, useSections } from './siteSection.ts';

/** `search`: the site-wide search field, between the brand and the links. */
export function Navigation({ onOpenSettings, search }: { onOpenSettings: () => void; search?: ReactNode }) {
  const items = navOf(useSections());
  return (
    <nav className="top-nav" aria-label="Main">
      {/* Named for every width: at a phone's the brand's text is hidden and the mark alone shows. */}
      <NavLink to="/" className="brand" end aria-label="LostWord Tracker: home">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">LostWord Tracker</span>
      </NavLink>
      {search}
      <ul className="nav-links">
        {items.map((item) => (
          <li key={item.to} className={item.to === '/' ? 'nav-home' : undefined}>
            <NavLink to={item.to} end={item.end ?? false}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="nav-menu">
          <NavLink to="/menu">Menu</NavLink>
        </li>
        <li>
          <button type="button" className="nav-button" onClick={onOpenSettings}>
            Settings
          </button>
        </li>
      </ul>
    </nav>
  );
}
