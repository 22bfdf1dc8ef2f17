// What the story-card domain keeps per data version: the instants at which its list changes by
// itself, and the values computed from the whole visible set once per epoch of the request's snapshot.

import { sortedInstants } from '../shared/instants.ts';
import { readInstants } from '../shared/repo.ts';
import type { Viewer } from '../shared/reveal.ts';
import { placeInTime, revealKey, type Snapshot } from '../shared/snapshot.ts';
import { perDataVersion, versionMemo } from '../shared/versionMemo.ts';

/** Card reveal and release instants (ms, sorted): the list changes by itself at each. */
const cardInstants = perDataVersion(async () =>
  sortedInstants((await Promise.all([readInstants('storyCard', 'revealAt'), readInstants('storyCard', 'releaseAt')])).flat()),
);

/** Values computed from the whole visible set, per data version and reveal epoch. */
const epochValues = versionMemo(256);

/**
 * A value computed from the whole visible set (counts, the picker's options, the illustrators'
 * order): once per data version and what the reveal rule decides for the snapshot, shared by every
 * viewer with the same.
 */
export function perEpoch<T>(name: string, viewer: Snapshot, compute: () => Promise<T>): Promise<T> {
  return epochValues.get(viewer, `${name}|${revealKey(viewer)}`, compute);
}

/** The next instant a card is revealed or released, when the list changes by itself; null if none. */
export async function nextCardChange(viewer: Viewer): Promise<Date | null> {
  const { until } = placeInTime(await cardInstants(viewer), viewer.now.getTime());
  return until === null ? null : new Date(until);
}
