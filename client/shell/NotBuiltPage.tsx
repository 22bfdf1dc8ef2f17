import { Link } from 'react-router-dom';
import { SECTION_NAMES, useRouteHandle } from './routeHandle.ts';
import { usePageTitle } from './title.ts';

/** What a page shows until its section is built. */
export function NotBuiltPage() {
  const { title, section = 'shell' } = useRouteHandle();
  usePageTitle(title ?? SECTION_NAMES[section]);
  return (
    <section className="not-built" data-testid="not-built">
      <h1>{title ?? SECTION_NAMES[section]}</h1>
      <p>
        This page is not built yet. The {SECTION_NAMES[section]} section of the tracker is still being made; its address already works, so
        links to it will keep working.
      </p>
      <p>
        <Link to="/update-log">See the update log</Link> · <Link to="/">Home</Link>
      </p>
    </section>
  );
}
