// What a domain declares of its feeds (Atom, RSS or iCalendar, server/<domain>/feeds.ts) and how a
// path finds one. The edge reads the paths from the manifests without loading the feeds' makers,
// which run where queries run (server/execution/handler.ts), for the request's viewer.
import type { Snapshot } from './snapshot.ts';

export type FeedFormat = 'atom' | 'rss' | 'ics';

/** What a feed's maker is given: the site's public address and the request's viewer. */
export interface FeedContext {
  publicUrl: string;
  viewer: Snapshot;
  /** The feed's path (its own address, without the switch). */
  path: string;
  /** The id a path of a family of feeds names (a prayer's calendar). */
  id?: number;
}

export interface FeedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The instant the answer may change (a start, an end, a reveal passing); null when none is to come. */
  cacheUntil?: number | null;
}

export type FeedMaker = (context: FeedContext) => Promise<FeedAnswer>;

export interface FeedDeclaration {
  /** The feed's path, or a family of feeds by id (the pattern's first group). */
  path: string | RegExp;
  format: FeedFormat;
  /** Named in every page's head for feed readers to find (Atom feeds only). */
  discover?: string;
  /** Paths moved to this feed for good (where feed readers look for a site's feed). */
  aliases?: readonly string[];
  /** Loads the maker where queries run. */
  load: () => Promise<FeedMaker>;
}

/** The feeds' path spaces: a path in them that names no feed is answered 404 by the feeds. */
const FEED_PREFIXES = ['/feeds/', '/calendar/'];

/** The declaration a path names, with the id of a family's member. */
export function feedAt(feeds: readonly FeedDeclaration[], path: string): { feed: FeedDeclaration; id?: number } | null {
  for (const feed of feeds) {
    if (typeof feed.path === 'string') {
      if (feed.path === path) return { feed };
      continue;
    }
    const m = feed.path.exec(path);
    if (m) return { feed, id: Number(m[1]) };
  }
  return null;
}

/** The feed a path was moved to, if it is an alias. */
export function aliasOf(feeds: readonly FeedDeclaration[], path: string): string | null {
  const feed = feeds.find((f) => f.aliases?.includes(path));
  return feed && typeof feed.path === 'string' ? feed.path : null;
}

/** Whether the feeds answer a path (a feed, an alias, or a path in their space). */
export function isFeedPath(feeds: readonly FeedDeclaration[], path: string): boolean {
  return FEED_PREFIXES.some((p) => path.startsWith(p)) || feedAt(feeds, path) !== null || aliasOf(feeds, path) !== null;
}
