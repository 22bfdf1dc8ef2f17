// Every domain's feeds, in one list, read from the domains' manifests: the edge matches paths with
// it, pages name the discoverable ones in their heads, and where queries run a feed's maker is
// loaded and run for the request's viewer.
import { DOMAINS } from './domains.ts';
import { aliasOf, type FeedAnswer, type FeedDeclaration, feedAt, isFeedPath } from './shared/feeds.ts';
import { notFound } from './shared/feedWriting.ts';
import type { Snapshot } from './shared/snapshot.ts';

export const feedTable: readonly FeedDeclaration[] = DOMAINS.flatMap((d) => d.feeds ?? []);

/** The Atom feeds a page's head names: [title, path]. */
export const discoverableFeeds: readonly (readonly [string, string])[] = feedTable.flatMap((f) =>
  f.discover && typeof f.path === 'string' ? [[f.discover, f.path] as const] : [],
);

export const isFeed = (path: string) => isFeedPath(feedTable, path);

/** The feed an alias path was moved to, or null. */
export const feedAlias = (path: string) => aliasOf(feedTable, path);

/** The feed at a path for a viewer, or 404 for a path that names none. */
export async function renderFeed(path: string, viewer: Snapshot, publicUrl: string): Promise<FeedAnswer> {
  const found = feedAt(feedTable, path);
  if (!found) return notFound(`feed at ${path.slice(0, 200)}`);
  const make = await found.feed.load();
  return make({ publicUrl, viewer, path, ...(found.id === undefined ? {} : { id: found.id }) });
}
