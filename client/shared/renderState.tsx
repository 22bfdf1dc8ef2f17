// What a page was rendered with on the server: the visitor's settings (from the settings cookie),
// time zone and the instant of the render. While the page hydrates, components read these, so the
// first client render matches the server's HTML; right after, they read the browser's own (the
// store's settings, the local zone, the clock) and render again only where something differs.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Environment } from 'relay-runtime';
import { DEFAULT_SETTINGS, RenderedSettingsContext, type Settings, useSettings } from './settings.ts';

/** What a page says of itself for link previews, beyond its title (a server render writes it into the head). */
export interface PageMeta {
  /** One or two sentences. */
  description?: string;
  /** A path on this site (`/images/...`) of the image that stands for the page, or several, best first (the first that exists is used). */
  image?: string | readonly string[] | null;
  /** The Open Graph type: `website` unless the page is about one thing. */
  type?: 'website' | 'article' | 'profile';
  /**
   * The answer's status where the page draws something, but not what the address asked for (a
   * tower floor past the end shows the nearest floor, and says so): absent, 200.
   */
  status?: 404;
}

export interface RenderState {
  settings: Settings;
  /**
   * The browser's zone as the server knew it (dates were rendered in it unless the settings chose
   * one); `undefined` with `rendered` unset means the browser's.
   */
  timeZone: string | undefined;
  /** When the page was rendered (ms); unset outside a server render and its hydration. */
  rendered: number | undefined;
  /** The data environment of a server render, for each position of the spoiler switch. */
  environment?: (jpContent: boolean) => Environment;
  /** A server render's page title, as the page names itself (see usePageTitle). */
  title?: { value?: string; named?: boolean };
  /** A server render's description and image, as the page gives them (see usePageMeta). */
  meta?: PageMeta;
}

export const RenderStateContext = createContext<RenderState>({ settings: DEFAULT_SETTINGS, timeZone: undefined, rendered: undefined });

/** Gives a render its state: the settings (which useSettings reads while hydrating) and the rest. */
export function RenderStateProvider({ state, children }: { state: RenderState; children: ReactNode }) {
  return (
    <RenderStateContext.Provider value={state}>
      <RenderedSettingsContext.Provider value={state.settings}>{children}</RenderedSettingsContext.Provider>
    </RenderStateContext.Provider>
  );
}

const noSubscription = () => () => {};

/** True while rendering on the server or hydrating its HTML; false in any other client render. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The zone dates are shown in: the one the settings choose; else the browser's, which is the one
 * the server knew on the server and while hydrating (UTC when it knew none), and the browser's own
 * (`undefined`) afterwards.
 */
export function useTimeZone(): string | undefined {
  const { timeZone: chosen } = useSettings();
  const state = useContext(RenderStateContext);
  const browser = useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => (state.rendered === undefined ? undefined : (state.timeZone ?? 'UTC')),
  );
  return chosen || browser;
}

/** The instant a render stands for: the server render's while hydrating, now otherwise. */
export function useRenderNow(): number {
  const hydrating = useHydrating();
  const { rendered } = useContext(RenderStateContext);
  return hydrating && rendered !== undefined ? rendered : Date.now();
}
