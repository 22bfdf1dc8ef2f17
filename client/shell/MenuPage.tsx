import { Link } from 'react-router-dom';
import { usePageTitle } from './title.ts';

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

/** The section menus, all of them or those named. */
export function MenuSections({ titles }: { titles?: readonly string[] }) {
  const sections = titles ? MENU_SECTIONS.filter((s) => titles.includes(s.title)) : MENU_SECTIONS;
  return (
    <div className="menu-sections">
      {sections.map((section) => (
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

export function MenuPage() {
  usePageTitle('Menu');
  return (
    <section className="page menu-page">
      <h1>Menu</h1>
      <MenuSections />
    </section>
  );
}

export function OfflinePage() {
  usePageTitle('Offline');
  return <section className="page offline-page" aria-label="Offline" />;
}

export function AboutPage() {
  usePageTitle('About');
  return (
    <section className="page about-page">
      <h1>About this tracker</h1>
      <p>
        A public, account-free tracker for the global release of Touhou LostWord. It lists characters, story cards, prayers and the Scarlet
        Devil Tower, with times in UTC or your own time zone. Preferences are kept only in your browser.
      </p>
      <p>
        Game data comes from public sources: official global news posts, community guides and public data repositories. Each record keeps
        its source. Records marked "sample data" are placeholders where no public source exists.
      </p>
      <p>
        The public GraphQL API is at <a href="/graphql">/graphql</a>.
      </p>
    </section>
  );
}

/** Thrown on purpose by /test and /errors/test, to show the error page. */
export function ErrorTestPage(): never {
  throw new Error('This is a test error.');
}
