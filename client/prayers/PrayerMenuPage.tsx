import './prayers.css';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';

const SECTIONS = [
  {
    title: 'Prayers',
    links: [
      ['/prayers', 'Prayer tracker: every prayer, with search'],
      ['/prayer/forever-prayer', 'Forever prayer, with the chance calculator'],
    ],
  },
  {
    title: 'Standard prayer',
    links: [
      ['/prayer/standard-prayer', 'Characters'],
      ['/prayer/standard-prayer/date-order', 'Date order'],
      ['/prayer/standard-prayer/info', 'Simulator'],
    ],
  },
  {
    title: 'Ritual prayer',
    links: [
      ['/prayer/ritual-prayer', 'Characters'],
      ['/prayer/ritual-prayer/date-order', 'Date order'],
      ['/prayer/ritual-prayer/info', 'Simulator'],
    ],
  },
] as const;

/** The prayer section's navigator. */
export function PrayerMenuPage() {
  usePageTitle('Prayers');
  return (
    <section className="page prayers-page">
      <h1>Prayers</h1>
      <div className="menu-sections">
        {SECTIONS.map((s) => (
          <nav key={s.title} aria-label={s.title} className="menu-section">
            <h2>{s.title}</h2>
            <ul>
              {s.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}

export const Component = PrayerMenuPage;
