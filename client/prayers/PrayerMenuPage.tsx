import './prayers.css';
import { MenuSections } from '../shell/MenuSections.tsx';
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
      <MenuSections sections={SECTIONS} />
    </section>
  );
}

export const Component = PrayerMenuPage;
