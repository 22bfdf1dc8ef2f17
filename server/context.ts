// Per-request GraphQL context: the viewer (spoiler switch and clock, fixed once per request so
// every reveal decision in one response agrees) and whether the operation is one of the site's
// own (persisted or stored), which may read whole lists.
import type { Viewer } from './shared/reveal.ts';

export interface Context {
  viewer: Viewer;
  trusted: boolean;
  /**
   * The data version the answer is computed from, where the edge read it: repos may keep what the
   * data version makes constant (a prayer and its pool, for the simulator) keyed on it.
   */
  dataVersion?: number;
}
