// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../client/router.tsx';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { RouteErrorPage } from '../../client/shell/RouteErrorPage.tsx';

afterEach(cleanup);

async function visit(path: string) {
  const router = createMemoryRouter([{ element: <Outlet />, children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }] }], {
    initialEntries: [path],
  });
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <OverlayProvider>
        <RouterProvider router={router} />
      </OverlayProvider>
    </RelayEnvironmentProvider>,
  );
  // Let redirects and lazy routes settle (page modules are imported on first use).
  await act(async () => {
    for (let i = 0; i < 100 && (router.state.navigation.state !== 'idle' || i < 5); i++) await new Promise((r) => setTimeout(r, 20));
  });
  return router.state.location;
}

describe('route table', () => {
  it.each([
    ['/character-list', '/characters'],
    ['/chara/canonical?type=pc98', '/characters/conventional-list', '?type=pc98'],
    ['/characters/debut?type=fes,afes&rebirth=yes', '/characters/release-order', '?type=fes,afes&rebirth=yes'],
    ['/characters/fr', '/characters/rebirth-order'],
    ['/character-tracker/roulette?type=afes&seed=abc', '/characters/roulette', '?type=afes&seed=abc'],
    ['/roulette', '/characters/roulette'],
    ['/attack-power?element=fire&sort=element', '/characters/attacks', '?element=fire&sort=element'],
    ['/characters/attack', '/characters/attacks'],
    ['/characters/ema', '/prayer/ritual-prayer'],
    ['/prayer-list', '/prayers'],
    ['/forever-prayer', '/prayer/forever-prayer'],
    ['/prayer/info/fp-7', '/prayer/forever-prayer', '?id=7'],
    ['/prayer/standard-prayer/simulator', '/prayer/standard-prayer/info'],
    ['/cards', '/story-cards'],
    ['/story-cards/artists', '/story-cards/illustrators'],
    ['/stage', '/stages/scarlet-devil-tower'],
    ['/stages/sdt/hp-graph', '/stages/scarlet-devil-tower/hp-chart'],
    ['/stages/tower/items', '/stages/scarlet-devil-tower/rewards'],
    ['/change-log', '/update-log'],
    ['/roster', '/my-friends'],
    ['/characters/my-friends', '/my-friends'],
    ['/planner', '/my-friends/planner'],
    ['/pull-planner', '/my-friends/planner'],
    ['/settings-page', '/settings'],
    ['/stage-tracker/scarlet-devil-tower/rewards', '/stages/scarlet-devil-tower/rewards'],
    ['/story-card-tracker/illust-tracker', '/story-cards/illustrators'],
  ])('resolves %s to %s', async (from, pathname, search = '') => {
    const location = await visit(from);
    expect(location.pathname).toBe(pathname);
    expect(location.search).toBe(search);
  });

  it('keeps the hash through a redirect', async () => {
    const location = await visit('/updates#entry-3');
    expect(location.pathname).toBe('/update-log');
    expect(location.hash).toBe('#entry-3');
  });

  it('keeps a shared roster in the hash through a redirect', async () => {
    const location = await visit('/my-roster#r=abc');
    expect(location.pathname).toBe('/my-friends');
    expect(location.hash).toBe('#r=abc');
  });

  it('gives the unmatched-route 404 message', async () => {
    await visit('/no/such/page');
    expect(screen.getByTestId('error-page').textContent).toContain('Page not found: /no/such/page');
    expect(screen.getByTestId('error-page').textContent).toContain('Page Not Found!');
  });

  it('gives the route-validation 404 message for an invalid prayer id', async () => {
    await visit('/prayer/info/abc');
    expect(screen.getByTestId('error-page').textContent).toContain('Page Not Found: /prayer/info/abc');
  });

  it('shows the error page with message and stack for a thrown error', async () => {
    await visit('/errors/test');
    const page = screen.getByTestId('error-page');
    expect(page.textContent).toContain('This is a test error.');
    expect(page.textContent).toContain('500');
    expect(page.querySelector('details pre')?.textContent).toContain('ErrorTestPage');
  });
});
