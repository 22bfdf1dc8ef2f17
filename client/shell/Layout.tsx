import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation, useRevalidator } from 'react-router-dom';
import { useSettings } from '../shared/settings.ts';
import { Background } from './Background.tsx';
import { Navigation } from './Navigation.tsx';
import { NewBuildNotice } from './NewBuildNotice.tsx';
import { useRouteHandle } from './routeHandle.ts';
import { ScrollToTopButton } from './ScrollToTop.tsx';
import { SettingsModal } from './SettingsPanel.tsx';
import { SectionsContext, type SiteSection } from './siteSection.ts';
import { DailyResetToast } from './toasts.tsx';

// Relay and the footer (which needs it) load as their own chunk, after the shell has painted.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));
const RelayProvider = lazy(() => import('../relay/RelayProvider.tsx').then((m) => ({ default: m.RelayProvider })));

export function LoadingCover() {
  return (
    <output className="loading-cover inline" aria-live="polite">
      <div className="loading-spinner" aria-hidden="true" />
      <p>Loading…</p>
    </output>
  );
}

/**
 * Marks the document once the page's content is attached to the application (`<html
 * data-app="ready">`): from then on its controls answer. Until then a page the server rendered is
 * read-only, its links plain links.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The footer's line about the data's last update is not worth the page: when it cannot be loaded
 * (offline, on a page the browser draws by itself), the footer is left empty and the page stays.
 */
class OptionalPart extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Page queries take the spoiler switch as a variable: reload them when it changes. */
function useReloadOnJpContent() {
  const { jpContent } = useSettings();
  const { revalidate } = useRevalidator();
  const previous = useRef(jpContent);
  useEffect(() => {
    if (previous.current !== jpContent) {
      previous.current = jpContent;
      void revalidate();
    }
  }, [jpContent, revalidate]);
}

/** The shell around every page, with what the site's sections draw in it (client/sections.ts). */
export function Layout({ sections }: { sections: readonly SiteSection[] }) {
  useReloadOnJpContent();
  const navigation = useNavigation();
  const { section } = useRouteHandle();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const theme = sections.find((s) => s.id === section)?.background ?? 'default';
  const headers = sections.flatMap(({ id, header: Header }) => (Header ? [<Header key={id} />] : []));
  const overlays = sections.flatMap(({ id, overlay: Overlay }) => (Overlay ? [<Overlay key={id} />] : []));

  useEffect(() => {
    document.getElementById('loading-cover')?.remove();
  }, []);

  return (
    <SectionsContext.Provider value={sections}>
      <div className={`app section-${section ?? 'shell'}`}>
        <Background theme={theme} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Navigation onOpenSettings={() => setSettingsOpen(true)} search={headers.length ? headers : undefined} />
        {navigation.state === 'loading' ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null}
        <Suspense fallback={<LoadingCover />}>
          <RelayProvider>
            {/* biome-ignore lint/correctness/useUniqueElementIds: the one main region, target of the skip link */}
            <main id="main" className="main">
              <Suspense fallback={<LoadingCover />}>
                <Outlet />
                <ReadyMarker />
              </Suspense>
            </main>
            <OptionalPart fallback={<footer className="site-footer" />}>
              <Suspense fallback={<footer className="site-footer" />}>
                <Footer />
              </Suspense>
            </OptionalPart>
            {overlays}
          </RelayProvider>
        </Suspense>
        <ScrollToTopButton />
        <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        <DailyResetToast />
        <NewBuildNotice />
        <ScrollRestoration />
      </div>
    </SectionsContext.Provider>
  );
}
