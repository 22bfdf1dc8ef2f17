import { Link } from 'react-router-dom';

/** Section menus, shared by /menu (mobile) and the navigator pages. */
export const MENU_SECTIONS = [
  {
    title: 'Characters',
    links: [
      ['/characters/conventional-list', 'Conventional list'],
      ['/characters/release-order', 'Release order'],
      ['/characters/rebirth-order', 'Rebirth order'],
      ['/characters/rebirth-costume-order', 'Rebirth costume order'],
      ['/characters/prayer-type', 'By prayer type'],
      ['/characters/role-type', 'By role'],
      ['/characters/variant-tracker', 'Variant tracker'],
      ['/characters/universe-tracker', 'Universe tracker'],
      ['/characters/unreleased-characters', 'Unreleased characters'],
      ['/characters/roulette', 'Roulette'],
    ],
  },
  {
    title: 'Prayers',
    links: [
      ['/prayers', 'Prayer tracker'],
      ['/prayer/standard-prayer', 'Standard prayer'],
      ['/prayer/ritual-prayer', 'Ritual prayer'],
      ['/prayer/forever-prayer', 'Forever prayer'],
    ],
  },
  {
    title: 'Story Cards',
    links: [
      ['/story-cards', 'Story card list'],
      ['/story-cards/illustrators', 'Illustrators'],
    ],
  },
  {
    title: 'Scarlet Devil Tower',
    links: [
      ['/stages/scarlet-devil-tower', 'Floors'],
      ['/stages/scarlet-devil-tower/rewards', 'Rewards'],
      ['/stages/scarlet-devil-tower/hp-chart', 'HP chart'],
    ],
  },
  {
    title: 'Tracker',
    links: [
      ['/update-log', 'Update log'],
      ['/settings', 'Settings'],
      ['/about', 'About and data sources'],
    ],
  },
] as const;

/** A titled list of links. */
export interface MenuSection {
  readonly title: string;
  readonly links: readonly (readonly [to: string, label: string])[];
}

/** Section menus: the site's own (all, or those named by `titles`), or the `sections` given. */
export function MenuSections({ titles, sections }: { titles?: readonly string[]; sections?: readonly MenuSection[] }) {
  const shown: readonly MenuSection[] = sections ?? (titles ? MENU_SECTIONS.filter((s) => titles.includes(s.title)) : MENU_SECTIONS);
  return (
    <div className="menu-sections">
      {shown.map((section) => (
        <nav key={section.title} aria-label={section.title} className="menu-section">
          <h2>{section.title}</h2>
          <ul>
            {section.links.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
