// What an answer depends on, taken once per request: the data version, the spoiler switch and
// "now" placed among the instants at which the data changes by itself. Every answer of the read
// path goes through the reveal rule given "now", so it can change only when a reveal, release,
// start or end instant stored in the data passes: two requests whose "now" falls between the same
// two of them (the same epoch) get the same answer, and an answer holds until the next one.
//
// This is the one place an answer's lifetime is computed. The execution handler caches its
// answers until `until`, a page holds until its snapshot's `until`, the export is kept while its
// snapshot's epoch lasts, and values computed from a whole visible set are kept per `revealKey`.
// The instants are every DateTime column of every game model (found from the Prisma data model,
// so a new domain is covered without a line here), read once per data version.

import type { StoredInstants } from './gameModels.ts';
import { countAtOrBefore } from './instants.ts';
import { advanceDataVersion, storedInstants } from './repo.ts';
import { createViewer, type Viewer } from './reveal.ts';

export interface Snapshot extends Viewer {
  /** How many of the data's change instants are at or before `now` (-1 when they could not be read). */
  readonly epoch: number;
  /** The first change instant after `now` (ms): every answer taken under this snapshot holds until then; null until the data changes. */
  readonly until: number | null;
  /**
   * The change instant `now`'s epoch began at (ms; 0 before the first): every instant from it
   * until `until` sees what `now` sees (a sync cursor names a copy's place in time by it).
   */
  readonly from: number;
}

/** Extra instants derived from stored ones (a developer letter is "started" for one hour). */
const DERIVED_OFFSETS: Record<string, number> = { 'DevLetter.at': 3_600_000 };

/** The data's change instants, sorted (ms), by the stored instants they were made from (read once per data version). */
const timelines = new WeakMap<StoredInstants, number[]>();

async function timeline(): Promise<number[]> {
  const stored = await storedInstants();
  let instants = timelines.get(stored);
  if (!instants) {
    instants = changeInstants(stored);
    timelines.set(stored, instants);
  }
  return instants;
}

function changeInstants(stored: StoredInstants): number[] {
  const instants = new Set<number>();
  for (const [column, values] of stored) {
    const offset = DERIVED_OFFSETS[column] ?? 0;
    for (const at of values) {
      instants.add(at);
      if (offset) instants.add(at + offset);
    }
  }
  return [...instants].sort((a, b) => a - b);
}

/** Where `now` falls among sorted instants: its epoch, and the first instant after it (null when none). */
export function placeInTime(instants: readonly number[], now: number): { epoch: number; until: number | null; from: number } {
  const epoch = countAtOrBefore(instants, now);
  return { epoch, until: epoch < instants.length ? instants[epoch] : null, from: epoch > 0 ? instants[epoch - 1] : 0 };
}

/**
 * The snapshot of a request answered at `now` with the spoiler switch, under a data version (read
 * where absent). The reads kept by this thread follow it: kept under an older version, they are dropped.
 */
export async function takeSnapshot(jpContent: boolean, now = new Date(), dataVersion?: number): Promise<Snapshot> {
  advanceDataVersion(dataVersion);
  const viewer = createViewer(jpContent, now, dataVersion);
  let place: { epoch: number; until: number | null; from: number };
  try {
    place = placeInTime(await timeline(), now.getTime());
  } catch {
    // The data cannot be read: the request goes on and meets the failure where it reads, and says
    // so in its own words; whatever it answers holds for no time and shares nothing.
    place = { epoch: -1, until: now.getTime(), from: now.getTime() };
  }
  return { ...viewer, ...place };
}

/**
 * What the reveal rule decides for this snapshot, as a key: the same for every snapshot of one
 * epoch. The spoiler switch shows everything, whatever the time.
 */
export function revealKey(snapshot: Snapshot): string {
  if (snapshot.jpContent) return 'jp';
  return snapshot.epoch < 0 ? `at${snapshot.now.getTime()}` : `t${snapshot.epoch}`;
}
