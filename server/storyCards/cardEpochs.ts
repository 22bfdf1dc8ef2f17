// What the story-card domain keeps per data version: the instants at which what a viewer may see
// of it changes, and the values computed from the whole visible set once per epoch of them.

import { sortedInstants } from '../shared/instants.ts';
import { readInstants } from '../shared/repo.ts';
import type { Viewer } from '../shared/reveal.ts';
import { characterRevealInstants, epochOf, nextInstant, perDataVersion, versionMemo } from '../shared/versionMemo.ts';

interface CardData {
  /** Card reveal and release instants (ms, sorted): the list changes by itself at each. */
  cardInstants: number[];
  /** Those and the characters' reveal instants: everything the domain shows changes only at these. */
  instants: number[];
}

const cardData = perDataVersion<CardData>(async (scope) => {
  const [reveals, releases, characters] = await Promise.all([
    readInstants('storyCard', 'revealAt'),
    readInstants('storyCard', 'releaseAt'),
    characterRevealInstants(scope),
  ]);
  const cardInstants = sortedInstants([...reveals, ...releases]);
  const instants = sortedInstants([...reveals, ...releases, ...characters.map((t) => new Date(t))]);
  return { cardInstants, instants };
});

/** Values computed from the whole visible set, per data version and reveal epoch. */
const epochValues = versionMemo(256);

/**
 * A value computed from the whole visible set (counts, the picker's options, the illustrators'
 * order): once per data version and epoch of the reveal instants, shared by every viewer in it.
 */
export async function perEpoch<T>(name: string, viewer: Viewer, compute: () => Promise<T>): Promise<T> {
  const data = await cardData(viewer);
  return epochValues.get(viewer, `${name}|${epochOf(data.instants, viewer)}`, compute);
}

/** The next instant a card is revealed or released, when the list changes by itself; null if none. */
export async function nextCardChange(viewer: Viewer): Promise<Date | null> {
  return nextInstant((await cardData(viewer)).cardInstants, viewer);
}
