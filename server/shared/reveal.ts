import type { Prisma } from '../../prisma/connect.ts';
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
 * instant has passed, or always with JP content. Private: every entity kind has its rule below.
 */
function revealedWhere<F extends string>(viewer: Viewer, field: F) {
  if (viewer.jpContent) return {};
  return publicWhere(viewer, field);
}

/** The same, whatever the switch: public for global players (a floor "released"). */
function publicWhere<F extends string>(viewer: Viewer, field: F) {
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
const at = (d: Date | null | undefined) => (d ? d.getTime() : ALWAYS);

// ---------------------------------------------------------------- one rule per entity kind
//
// Each kind's rule comes in the forms its readers need, side by side so they cannot drift: a
// `where` for lists, nested lists and counts; an `is...Visible` for a loaded row (a to-one relation
// takes no where); a `...HiddenUntil` (ms) for values kept in memory, such as the simulator's pools.
// tests/server/revealRules.test.ts checks that the forms agree on every row of the fixture.

/**
 * Characters, wherever one appears (its own pages, a card's featured characters, a prayer's
 * rate-ups, a pool, a batch, a forever prayer, a tower enemy's unit): revealed, and no JP-only
 * announcement, unless the viewer has JP content on.
 */
export function visibleCharacters(viewer: Viewer): Prisma.CharacterWhereInput {
  if (viewer.jpContent) return {};
  return { AND: [revealedWhere(viewer, 'revealAt'), { OR: [{ unreleasedGroup: null }, { unreleasedGroup: { not: 'jp' } }] }] };
}

type CharacterRevealRow = { revealAt: Date | null; unreleasedGroup: string | null };

/**
 * Variant groups: shown while a character the viewer may see belongs to them, or while none
 * belongs to them at all. A group known only through hidden characters would name them.
 */
export function visibleVariantGroups(viewer: Viewer): Prisma.VariantGroupWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ characters: { some: visibleCharacters(viewer) } }, { characters: { none: {} } }] };
}

/**
 * The rule in memory of a record known through its members (a variant group through its
 * characters, an illustrator through their cards, a batch through its characters), from each
 * member's hiddenUntil: shown once one member is, and always when it has none.
 */
export function groupHiddenUntil(members: readonly number[]): number {
  return members.length ? Math.min(...members) : ALWAYS;
}

/** The characters' rule in memory: a JP-only announcement stays hidden from global players for ever. */
export function characterHiddenUntil(c: CharacterRevealRow): number {
  return c.unreleasedGroup === 'jp' ? Number.POSITIVE_INFINITY : at(c.revealAt);
}

/** The characters' rule on a loaded row. */
export function isCharacterVisible(c: CharacterRevealRow, viewer: Viewer): boolean {
  return isShown(characterHiddenUntil(c), viewer);
}

/** Whether a character is public for global players, whatever the switch (a unit shown under its spoiler-safe image). */
export function isCharacterPublic(c: CharacterRevealRow, viewer: Viewer): boolean {
  return isPublicFrom(characterHiddenUntil(c), viewer);
}

/**
 * The query of a character's image paths: the spoiler switch while the character is hidden from
 * global players, since /images shows a hidden character's files only with it (and a path with it
 * is cached apart from the plain one).
 */
export const characterImageQuery = (c: CharacterRevealRow, viewer: Viewer): string =>
  isCharacterPublic(c, viewer) ? '' : `?${SPOILER_PARAM}=1`;

/**
 * Story cards, wherever one appears (its own pages, a prayer's rate-ups and lists, the home page,
 * search options, illustrators): revealed at its reveal time, or at its release when it has no
 * reveal time of its own. (A card revealed before its release is listed with its minimum figures
 * hidden until then.)
 */
export function visibleCards(viewer: Viewer): Prisma.StoryCardWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ revealAt: { lte: viewer.now } }, { AND: [{ revealAt: null }, publicWhere(viewer, 'releaseAt')] }] };
}

type CardRevealRow = { revealAt: Date | null; releaseAt: Date | null };

export function cardHiddenUntil(c: CardRevealRow): number {
  return at(c.revealAt ?? c.releaseAt);
}

export function isCardVisible(c: CardRevealRow, viewer: Viewer): boolean {
  return isShown(cardHiddenUntil(c), viewer);
}

/** A card's minimum figures (level 0, a buff's base value): shown from its release on, or with JP content. */
export function isCardReleasedFor(c: { releaseAt: Date | null }, viewer: Viewer): boolean {
  return isShown(at(c.releaseAt), viewer);
}

/** Whether a card is public for global players, whatever the switch. */
export function isCardPublic(c: CardRevealRow, viewer: Viewer): boolean {
  return isPublicFrom(cardHiddenUntil(c), viewer);
}

/** Prayers: announced globally (`revealAt`), or any with JP content. */
export function visiblePrayers(viewer: Viewer): Prisma.PrayerWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

/** Forever prayers: the prayers' rule. */
export function visibleForeverPrayers(viewer: Viewer): Prisma.ForeverPrayerWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

export function prayerHiddenUntil(p: { revealAt: Date | null }): number {
  return at(p.revealAt);
}

/** Tower floors: released (`releaseAt`), or any with JP content. */
export function visibleFloors(viewer: Viewer): Prisma.TowerFloorWhereInput {
  return revealedWhere(viewer, 'releaseAt');
}

/** The floors' rule on a loaded row (a floor kept in memory, such as a record of the data export). */
export function floorHiddenUntil(f: { releaseAt: Date | null }): number {
  return at(f.releaseAt);
}

/** Floors released to global players, whatever the switch (the newest released floor is the default). */
export function releasedFloors(viewer: Viewer): Prisma.TowerFloorWhereInput {
  return publicWhere(viewer, 'releaseAt');
}

/** Tower enemies: units with no character, or whose character the viewer may see. */
export function visibleEnemies(viewer: Viewer): Prisma.TowerEnemyWhereInput {
  if (viewer.jpContent) return {};
  return { OR: [{ characterId: null }, { character: visibleCharacters(viewer) }] };
}

/** The enemies' rule on a loaded row: its character (null when the unit is no character) is the one that counts. */
export function isEnemyVisible(character: CharacterRevealRow | null, viewer: Viewer): boolean {
  return !character || isCharacterVisible(character, viewer);
}

/** Update log items: revealed (`revealAt`), or any with JP content (then shown by their teaser text). */
export function visibleUpdateItems(viewer: Viewer): Prisma.UpdateItemWhereInput {
  return revealedWhere(viewer, 'revealAt');
}

/** The update items' rule on a loaded row. */
export function updateItemHiddenUntil(item: { revealAt: Date | null }): number {
  return at(item.revealAt);
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
