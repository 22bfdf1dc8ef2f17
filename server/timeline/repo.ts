// When the answers of the read path can next change by themselves: every answer goes through the
// reveal rule given "now", so it can change when any reveal, release, start or end instant stored
// in the data passes. The instants still to come are read once per data version (every DateTime
// column of every model, found from the Prisma data model, so new domains are covered without a
// line here) and cached answers expire at the next one.
import { storedInstants } from '../db.ts';
import { countAtOrBefore } from '../shared/instants.ts';
import type { Viewer } from '../shared/reveal.ts';
import { versionMemo } from '../shared/versionMemo.ts';

interface Timeline {
  /** Instants (ms) after `from`, sorted. */
  instants: number[];
  from: number;
}

/** The instants still to come, read once per data version. */
const timelines = versionMemo(2);

/** Extra instants derived from stored ones (a developer letter is "started" for one hour). */
const DERIVED_OFFSETS: Record<string, number> = { 'DevLetter.at': 3_600_000 };

async function loadTimeline(now: Date): Promise<Timeline> {
  const t = now.getTime();
  const instants = new Set<number>();
  for (const [column, values] of await storedInstants()) {
    const offset = DERIVED_OFFSETS[column] ?? 0;
    for (const at of values) {
      if (at > t) instants.add(at);
      if (offset && at + offset > t) instants.add(at + offset);
    }
  }
  return { from: t, instants: [...instants].sort((a, b) => a - b) };
}

/** The first instant after the viewer's "now" at which something in the data happens; null when none is left. */
export async function nextChangeAfter(viewer: Viewer): Promise<number | null> {
  const { now } = viewer;
  let timeline = await timelines.get(viewer, '', () => loadTimeline(now));
  // Read from a later "now" than this one (only a test's clock goes back): read again, unkept.
  if (now.getTime() < timeline.from) timeline = await loadTimeline(now);
  const i = countAtOrBefore(timeline.instants, now.getTime());
  return i < timeline.instants.length ? timeline.instants[i] : null;
}
