// The one spoiler rule of the tracker. Whether a visitor sees content not yet revealed on the
// global server (the jp-content switch) is decided once per request, from the request's
// `jpContent` query parameter, and reaches the repos as a Viewer in the GraphQL context. Every
// entity and every nested list goes through the functions here; no schema field takes its own
// flag, so no page and no tool can forget it.
import { GraphQLError } from 'graphql';
import type { Prisma } from '../../prisma/connect.ts';

/** Who is asking, and when: the same for every field of one response. */
export interface Viewer {
  /** The visitor asked for content not yet revealed on the global server. */
  readonly jpContent: boolean;
  /** The instant the whole request is answered at. */
  readonly now: Date;
}

/** The query parameter that carries the spoiler switch, on /graphql and /api alike. */
export const SPOILER_PARAM = 'jpContent';

/**
 * Reads the spoiler switch from a query string: `jpContent=1` or `true` turns it on; absent,
 * empty, `0` or `false` leave it off; anything else is a client error.
 */
export function readSpoilerSwitch(query: URLSearchParams): boolean {
  const values = query.getAll(SPOILER_PARAM);
  if (values.length === 0) return false;
  if (values.length > 1) throw badSwitch('is given more than once');
  const value = values[0].toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '' || value === '0' || value === 'false') return false;
  throw badSwitch(`must be 1, true, 0 or false, not ${JSON.stringify(values[0].slice(0, 20))}`);
}

function badSwitch(problem: string) {
  return new GraphQLError(`Query parameter ${SPOILER_PARAM} ${problem}`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

export function createViewer(jpContent: boolean, now = new Date()): Viewer {
  return { jpContent, now };
}

/** True once `at` has passed (for every viewer: the switch shows spoilers, it does not move time). */
export function hasPassed(at: Date | null | undefined, viewer: Viewer): boolean {
  return !!at && at <= viewer.now;
}

/** Whether content revealed at `revealAt` (null: always public) is public for global players. */
export function isPublic(revealAt: Date | null | undefined, viewer: Viewer): boolean {
  return !revealAt || revealAt <= viewer.now;
}

/** Whether content revealed at `revealAt` (null: always public) may be shown to the viewer. */
export function isRevealed(revealAt: Date | null | undefined, viewer: Viewer): boolean {
  return viewer.jpContent || !revealAt || revealAt <= viewer.now;
}

/**
 * The same rule as a `where` fragment on a column holding a reveal instant (null: always
 * public). Typed loosely so every model's repo can use it for its own column.
 */
export function revealedWhere<F extends string = 'revealAt'>(viewer: Viewer, field: F = 'revealAt' as F) {
  if (viewer.jpContent) return {};
  return { OR: [{ [field]: null }, { [field]: { lte: viewer.now } }] } as { OR: Record<F, null | { lte: Date }>[] };
}

/**
 * The characters' rule, wherever a character appears (its own pages, a card's featured characters,
 * a prayer's rate-ups, a tower enemy's unit): revealed, and no JP-only announcement, unless the
 * viewer has JP content on.
 */
export function visibleCharacters(viewer: Viewer): Prisma.CharacterWhereInput {
  if (viewer.jpContent) return {};
  return { AND: [revealedWhere(viewer), { OR: [{ unreleasedGroup: null }, { unreleasedGroup: { not: 'jp' } }] }] };
}

/** The same rule on a loaded character (a to-one relation takes no where). */
export function isCharacterVisible(c: { revealAt: Date | null; unreleasedGroup: string | null }, viewer: Viewer): boolean {
  return viewer.jpContent || (isPublic(c.revealAt, viewer) && c.unreleasedGroup !== 'jp');
}

/** The label an unrevealed spoiler item shows under JP content when it has no teaser text. */
export const SPOILER_LABEL = '(JP spoiler)';

/**
 * The text of an item that may be a spoiler: its detail once revealed, else its teaser text or
 * the spoiler label. Unrevealed items are only ever listed for JP-content viewers.
 */
export function spoilerSafeText(item: { detail: string; spoiler: string | null; revealAt: Date | null }, viewer: Viewer): string {
  return isPublic(item.revealAt, viewer) ? item.detail : (item.spoiler ?? SPOILER_LABEL);
}
