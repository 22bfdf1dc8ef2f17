import { MenuSections } from './MenuSections.tsx';
import { usePageTitle } from './title.ts';

/** /menu: every section's links (the phone's menu). */
export function MenuPage() {
  usePageTitle('Menu');
  return (
    <section className="page menu-page">
      <h1>Menu</h1>
      <MenuSections />
    </section>
  );
}
