// Per-request GraphQL context: the viewer (spoiler switch, clock and data version, fixed once per
// request so every reveal decision in one response agrees and every value kept per data version
// is the one the answer is cached under) and whether the operation is one of the site's
// own (persisted or stored), which may read whole lists.
import type { Viewer } from './shared/reveal.ts';

export interface Context {
  viewer: Viewer;
  trusted: boolean;
}
