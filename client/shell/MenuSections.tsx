import { Link } from 'react-router-dom';
import { type MenuSection, menusOf, useSections } from './siteSection.ts';

export type { MenuSection };

/** Section menus: the site's own (all, or those named by `titles`), or the `sections` given. */
export function MenuSections({ titles, sections }: { titles?: readonly string[]; sections?: readonly MenuSection[] }) {
  const own = menusOf(useSections());
  const shown: readonly MenuSection[] = sections ?? (titles ? own.filter((s) => titles.includes(s.title)) : own);
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
