// Per-request GraphQL context: the viewer, the request's snapshot (spoiler switch, clock, data
// version and the epoch of "now" among the data's change instants, taken once per request so every
// reveal decision in one response agrees and every value kept per data version or epoch is the one
// the answer is cached under) and whether the operation is one of the site's
// own (persisted or stored), which may read whole lists.
import type { Snapshot } from './shared/snapshot.ts';

export interface Context {
  viewer: Snapshot;
  trusted: boolean;
  /** The client's address key (a mutation that counts per address reads it); absent in process. */
  client?: string;
  /** Set by a resolver whose answer holds what no data version tells (suggestions): never kept. */
  fresh?: boolean;
}
