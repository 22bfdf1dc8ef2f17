// Per-request GraphQL context: the viewer, the request's snapshot (spoiler switch, clock, data
// version and the epoch of "now" among the data's change instants, taken once per request so every
// reveal decision in one response agrees and every value kept per data version or epoch is the one
// the answer is cached under) and whether the operation is one of the site's
// own (persisted or stored), which may read whole lists.
import type { Snapshot } from './shared/snapshot.ts';

/** What the edge's count of an address's suggestions says: allowed (and counted), or refused until the window ends. */
export interface SuggestionVerdict {
  allowed: boolean;
  /** Seconds until the address's window ends. */
  retryAfter: number;
}

/**
 * An address's allowance of suggestions, handed in with a request that may file some: the edge
 * counts them with its rate-limit counters (answered across threads when execution runs in a
 * worker). The filing code charges an operation's suggestions once, before it files any.
 */
export interface SuggestionAllowance {
  /** Counts `count` suggestions against the address's allowance; when refused, none is counted. */
  charge(count: number): Promise<SuggestionVerdict>;
  /**
   * Set by the filing code when the allowance refused the operation: the whole request is then
   * answered with this refusal (its status, code, message and Retry-After), not its executed result.
   */
  refused?: { status: number; code: string; message: string; retryAfter: number };
}

export interface Context {
  viewer: Snapshot;
  trusted: boolean;
  /** The client's address key (a mutation that counts per address reads it); absent in process. */
  client?: string;
  /** The address's allowance of suggestions (absent when nothing counts them, as in a bare call in process). */
  suggestionAllowance?: SuggestionAllowance;
  /** Set by a resolver whose answer holds what no data version tells (suggestions): never kept. */
  fresh?: boolean;
}
