import { badUserInput } from './errors.ts';
import { SPOILER_PARAM } from './pageContract.ts';

/** Who is asking, when, and of which data: the same for every field of one response. */
export interface Viewer extends DataScope {
  /** The visitor asked for content not yet revealed on the global server. */
  readonly jpContent: boolean;
  /** The instant the whole request is answered at. */
  readonly now: Date;
}

/** The data a request is answered from. */
export interface DataScope {
  /**
   * The data version, as the edge read it for the request (answers are cached under it); absent
   * when the request did not come through the edge, and then read where it is needed.
   */
  readonly dataVersion?: number;
}

/** The query parameter that carries the spoiler switch (defined with the contract the browser shares). */
export { SPOILER_PARAM };

/**
 * Reads the spoiler switch from a query string: `jpContent=1` or `true` turns it on; absent, `0`
 * or `false` leave it off. Anything else is a client error, an empty value or a bare `?jpContent`
 * too: the API description lists exactly these four values, and neither the site nor its pages
 * ever send another.
 */
export function readSpoilerSwitch(query: URLSearchParams): boolean {
  const values = query.getAll(SPOILER_PARAM);
  if (values.length === 0) return false;
  if (values.length > 1) throw badSwitch('is given more than once');
  const value = values[0];
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw badSwitch(`must be 1, true, 0 or false, not ${JSON.stringify(value.slice(0, 20))}`);
}

const badSwitch = (problem: string) => badUserInput(`Query parameter ${SPOILER_PARAM} ${problem}`);

export function createViewer(jpContent: boolean, now = new Date(), dataVersion?: number): Viewer {
  return dataVersion === undefined ? { jpContent, now } : { jpContent, now, dataVersion };
}

/** True once `at` has passed (for every viewer: the switch shows spoilers, it does not move time). */
export function hasPassed(at: Date | null | undefined, viewer: Viewer): boolean {
  return !!at && at <= viewer.now;
}

/** Whether content revealed at `revealAt` (null: always public) is public for global players. */
export function isPublic(revealAt: Date | null | undefined, viewer: Viewer): boolean {
  return !revealAt || revealAt <= viewer.now;
}

/**
 * Content revealed at an instant (null: always public), as a `where` fragment: shown once the
 * instant has passed, or always with JP content.
 */
export function revealedWhere<F extends string>(viewer: Viewer, field: F) {
  if (viewer.jpContent) return {};
  return publicWhere(viewer, field);
}

/** The same, whatever the switch: public for global players (a floor "released"). */
export function publicWhere<F extends string>(viewer: Viewer, field: F) {
  return { OR: [{ [field]: null }, { [field]: { lte: viewer.now } }] } as { OR: Record<F, null | { lte: Date }>[] };
}

/** Whether an item hidden until `hiddenUntil` (ms; see the `*HiddenUntil` rules) may be shown to the viewer. */
export function isShown(hiddenUntil: number, viewer: Viewer): boolean {
  return viewer.jpContent || hiddenUntil <= viewer.now.getTime();
}

/** Whether an item hidden until `hiddenUntil` (ms) is public for global players, whatever the switch. */
export function isPublicFrom(hiddenUntil: number, viewer: Viewer): boolean {
  return hiddenUntil <= viewer.now.getTime();
}

/** A hiddenUntil for content that is always public. */
export const ALWAYS = Number.NEGATIVE_INFINITY;

/** The hiddenUntil of content revealed at `d` (null: always public). */
export const at = (d: Date | null | undefined) => (d ? d.getTime() : ALWAYS);

/**
 * The rule in memory of a record known through its members (a variant group through its
 * characters, an illustrator through their cards, a batch through its characters), from each
 * member's hiddenUntil: shown once one member is, and always when it has none.
 */
export function groupHiddenUntil(members: readonly number[]): number {
  return members.length ? Math.min(...members) : ALWAYS;
}

// Each kind's own rule lives with its domain, in server/<domain>/reveal.ts, in the forms its readers
// need side by side so they cannot drift: a `where` for lists, nested lists and counts; an
// `is...Visible` for a loaded row (a to-one relation takes no where); a `...HiddenUntil` (ms) for
// values kept in memory, such as the simulator's pools. Every domain that shows another's records
// applies that domain's rule from its reveal.ts, the one file of a domain others may import.
// tests/server/revealRules.test.ts checks that the forms agree on every row of the fixture.
