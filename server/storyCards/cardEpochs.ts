// What the story-card domain keeps per data version: the values computed from the whole visible
// set once per epoch of the request's snapshot.

import { revealKey, type Snapshot } from '../shared/snapshot.ts';
import { versionMemo } from '../shared/versionMemo.ts';

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
