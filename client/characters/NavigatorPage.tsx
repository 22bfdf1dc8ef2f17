import './characters.css';
import { MenuSections } from '../shell/MenuSections.tsx';
import { usePageTitle } from '../shell/title.ts';

export function NavigatorPage() {
  usePageTitle('Characters');
  return (
    <section className="page characters-page">
      <h1>Characters</h1>
      <MenuSections titles={['Characters', 'My Friends', 'Prayers']} />
    </section>
  );
}

export const Component = NavigatorPage;
