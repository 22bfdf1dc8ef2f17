// What the story-card domain keeps per data version: the cards' releases, and the values computed
// from the whole visible set once per epoch of the request's snapshot.

import type { Viewer } from '../shared/reveal.ts';
import { revealKey, type Snapshot } from '../shared/snapshot.ts';
import { perDataVersion, versionMemo } from '../shared/versionMemo.ts';
import { readCardReleases } from './repo.ts';
import { isCardVisible } from './reveal.ts';

/** The cards with a release instant, soonest release first. */
// A copy: the read cache's rows are shared (and frozen under test), never sorted in place.
const cardReleases = perDataVersion(async () =>
  [...(await readCardReleases())].sort((a, b) => (a.releaseAt?.getTime() ?? 0) - (b.releaseAt?.getTime() ?? 0)),
);

/**
 * The next release of a card the viewer sees now with its figures hidden (a card revealed before
 * its release), or null. Only cards the viewer may see count: the instant a hidden card is revealed
 * is itself a spoiler. With JP content every card and figure is shown, so nothing is due.
 */
export async function nextReleaseOfShownCard(viewer: Viewer): Promise<Date | null> {
  if (viewer.jpContent) return null;
  const next = (await cardReleases(viewer)).find((c) => c.releaseAt && c.releaseAt > viewer.now && isCardVisible(c, viewer));
  return next?.releaseAt ?? null;
}

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
