// The stored form of a player's own roster ("My Friends"): which Friends they own, have reborn or
// wish for, and what the pull planner needs (their crystals, tickets, income and a target). It is
// kept on the device and in exported files, so every version ever written must stay readable:
// `migrate` takes any earlier version up to the current one, and refuses one from a newer site
// rather than dropping what it cannot read. Values are checked by hand (no schema library in the
// client bundle), with every error naming the field at fault.

export const CURRENT_VERSION = 1;

/** More Friends than the game will ever have; a larger roster is not one of ours. */
export const MAX_FRIENDS = 5000;
/** Crystals, tickets and income are whole numbers up to this. */
export const MAX_AMOUNT = 10_000_000;
/** A Friend's slug, as the site's addresses use it (`l1-reimu`, `a6-sakuya`). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const FLAGS = ['owned', 'rebirth', 'wishlist'] as const;
export type FriendFlag = (typeof FLAGS)[number];

export interface FriendFlags {
  readonly owned: boolean;
  /** Fantasy rebirth done; only an owned Friend can be reborn. */
  readonly rebirth: boolean;
  readonly wishlist: boolean;
}

/** Flags by slug; a Friend with no flag set has no entry. */
export type FriendMap = Readonly<Record<string, FriendFlags>>;

export type PlannerTarget = { readonly kind: 'date'; readonly date: string } | { readonly kind: 'prayer'; readonly id: number };

export interface Planner {
  readonly sealCrystals: number;
  /** Paid crystals. */
  readonly goldCrystals: number;
  readonly tickets: number;
  /** Seal crystals earned a day and a week. */
  readonly incomePerDay: number;
  readonly incomePerWeek: number;
  /** The day to save up to, or the prayer to save for; null until chosen. */
  readonly target: PlannerTarget | null;
}

export interface Roster {
  readonly version: typeof CURRENT_VERSION;
  readonly friends: FriendMap;
  /** Null until the player enters anything in the planner. */
  readonly planner: Planner | null;
  /** When it last changed (ISO instant). */
  readonly updatedAt: string;
}

export const PLANNER_AMOUNTS = ['sealCrystals', 'goldCrystals', 'tickets', 'incomePerDay', 'incomePerWeek'] as const;

export const EMPTY_PLANNER: Planner = Object.freeze({
  sealCrystals: 0,
  goldCrystals: 0,
  tickets: 0,
  incomePerDay: 0,
  incomePerWeek: 0,
  target: null,
});

/** The flags of a Friend with no entry. */
export const NO_FLAGS: FriendFlags = Object.freeze({ owned: false, rebirth: false, wishlist: false });

export function emptyRoster(updatedAt: string): Roster {
  return { version: CURRENT_VERSION, friends: {}, planner: null, updatedAt };
}

/** A value that cannot be read as a roster; `field` is where (`friends["l1-reimu"].owned`). */
export class RosterFormatError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(field ? `${field}: ${problem}` : problem);
    this.name = 'RosterFormatError';
  }
}

/** A roster written by a newer version of the site than this one. */
export class NewerVersionError extends Error {
  constructor(readonly version: number) {
    super(`This roster was made by a newer version of the site (format ${version}); reload the page to read it.`);
    this.name = 'NewerVersionError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length > 40 ? 'a long text' : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function fail(field: string, expected: string, value: unknown): never {
  throw new RosterFormatError(field, `expected ${expected}, got ${describe(value)}`);
}

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

export function checkSlug(field: string, value: unknown): string {
  if (!isSlug(value)) fail(field, 'a Friend slug (lowercase letters, digits and hyphens, at most 64)', value);
  return value;
}

export function checkAmount(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_AMOUNT) {
    fail(field, `a whole number from 0 to ${MAX_AMOUNT.toLocaleString('en')}`, value);
  }
  return value;
}

function checkBoolean(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') fail(field, 'true or false', value);
  return value;
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An instant as Date#toISOString writes it. */
function isInstant(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) && !Number.isNaN(Date.parse(value));
}

function checkTarget(field: string, value: unknown): PlannerTarget | null {
  if (value === null) return null;
  if (!isRecord(value)) fail(field, 'null, a date target or a prayer target', value);
  if (value.kind === 'date') {
    if (!isDay(value.date)) fail(`${field}.date`, 'a day written YYYY-MM-DD', value.date);
    return { kind: 'date', date: value.date };
  }
  if (value.kind === 'prayer') {
    const id = value.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 2 ** 31 - 1) fail(`${field}.id`, 'a prayer number', id);
    return { kind: 'prayer', id };
  }
  return fail(`${field}.kind`, '"date" or "prayer"', value.kind);
}

export function checkPlanner(field: string, value: unknown): Planner | null {
  if (value === null) return null;
  if (!isRecord(value)) fail(field, 'null or the planner', value);
  return {
    sealCrystals: checkAmount(`${field}.sealCrystals`, value.sealCrystals),
    goldCrystals: checkAmount(`${field}.goldCrystals`, value.goldCrystals),
    tickets: checkAmount(`${field}.tickets`, value.tickets),
    incomePerDay: checkAmount(`${field}.incomePerDay`, value.incomePerDay),
    incomePerWeek: checkAmount(`${field}.incomePerWeek`, value.incomePerWeek),
    target: checkTarget(`${field}.target`, value.target),
  };
}

/** The few sets of flags there are, each one frozen object: a roster of hundreds shares them. */
const FLAG_SETS: readonly FriendFlags[] = Array.from({ length: 8 }, (_, bits) =>
  Object.freeze({ owned: (bits & 1) !== 0, rebirth: (bits & 2) !== 0, wishlist: (bits & 4) !== 0 }),
);

/**
 * The flags as kept: a reborn Friend is owned (a file saying otherwise is read that way), and a
 * Friend with no flag set is left out.
 */
export function flagsOf(owned: boolean, rebirth: boolean, wishlist: boolean): FriendFlags | null {
  if (!owned && !rebirth && !wishlist) return null;
  return FLAG_SETS[(owned || rebirth ? 1 : 0) + (rebirth ? 2 : 0) + (wishlist ? 4 : 0)];
}

function checkFriends(field: string, value: unknown): FriendMap {
  if (!isRecord(value)) fail(field, 'an object of Friends by slug', value);
  const slugs = Object.keys(value);
  if (slugs.length > MAX_FRIENDS) {
    throw new RosterFormatError(field, `more than ${MAX_FRIENDS.toLocaleString('en')} Friends (${slugs.length.toLocaleString('en')})`);
  }
  const friends: Record<string, FriendFlags> = {};
  for (const slug of slugs) {
    const entry = value[slug];
    // The common case, checked without building field names; the names come with a fault.
    if (
      isSlug(slug) &&
      isRecord(entry) &&
      typeof entry.owned === 'boolean' &&
      typeof entry.rebirth === 'boolean' &&
      typeof entry.wishlist === 'boolean'
    ) {
      const flags = flagsOf(entry.owned, entry.rebirth, entry.wishlist);
      if (flags) friends[slug] = flags;
      continue;
    }
    const at = `${field}[${JSON.stringify(slug.length > 70 ? `${slug.slice(0, 70)}…` : slug)}]`;
    checkSlug(at, slug);
    if (!isRecord(entry)) fail(at, 'the flags owned, rebirth and wishlist', entry);
    const flags = flagsOf(
      checkBoolean(`${at}.owned`, entry.owned),
      checkBoolean(`${at}.rebirth`, entry.rebirth),
      checkBoolean(`${at}.wishlist`, entry.wishlist),
    );
    if (flags) friends[slug] = flags;
  }
  return friends;
}

/** Version 0, the first form: the slugs owned and wished for, with no version field and no planner. */
interface RosterV0 {
  readonly owned: readonly string[];
  readonly wishlist: readonly string[];
}

function checkSlugList(field: string, value: unknown): string[] {
  if (!Array.isArray(value)) fail(field, 'a list of Friend slugs', value);
  if (value.length > MAX_FRIENDS) throw new RosterFormatError(field, `more than ${MAX_FRIENDS.toLocaleString('en')} Friends`);
  return value.map((slug, i) => checkSlug(`${field}[${i}]`, slug));
}

function checkV0(raw: Record<string, unknown>): RosterV0 {
  return { owned: checkSlugList('owned', raw.owned), wishlist: checkSlugList('wishlist', raw.wishlist) };
}

function checkV1(raw: Record<string, unknown>): Roster {
  if (!isInstant(raw.updatedAt)) fail('updatedAt', 'an ISO date and time', raw.updatedAt);
  return {
    version: 1,
    friends: checkFriends('friends', raw.friends),
    planner: checkPlanner('planner', raw.planner),
    updatedAt: raw.updatedAt,
  };
}

export interface MigrateOptions {
  /** The clock that stamps `updatedAt` on a roster from a version that kept no time. */
  now?: () => Date;
}

/**
 * Each version's check, and the step from it to the next. A later version adds its check here and
 * a step from the one before it; the steps take checked values, so each only maps fields.
 */
const VERSIONS: readonly {
  check(raw: Record<string, unknown>): unknown;
  upgrade?(value: any, options: Required<MigrateOptions>): unknown;
}[] = [
  {
    check: checkV0,
    upgrade(v0: RosterV0, { now }): Roster {
      const owned = new Set(v0.owned);
      const wished = new Set(v0.wishlist);
      const friends: Record<string, FriendFlags> = {};
      for (const slug of new Set([...owned, ...wished])) friends[slug] = flagsOf(owned.has(slug), false, wished.has(slug))!;
      if (Object.keys(friends).length > MAX_FRIENDS) {
        throw new RosterFormatError('owned', `more than ${MAX_FRIENDS.toLocaleString('en')} Friends`);
      }
      return { version: 1, friends, planner: null, updatedAt: now().toISOString() };
    },
  },
  { check: checkV1 },
];

/** The version a stored value says it is: its `version` field, or 0 for the first form which had none. */
function versionOf(raw: Record<string, unknown>): number {
  if (!('version' in raw)) return 0;
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) fail('version', 'a format number', version);
  return version;
}

/**
 * Reads a roster of any version (parsed JSON) as the current one; `from` is the version it was.
 * Throws a {@link NewerVersionError} for a version this code does not know yet, and a
 * {@link RosterFormatError} naming the field for anything else it cannot read.
 */
export function migrate(raw: unknown, options: MigrateOptions = {}): { roster: Roster; from: number } {
  if (!isRecord(raw)) fail('', 'a roster object', raw);
  const from = versionOf(raw);
  if (from > CURRENT_VERSION) throw new NewerVersionError(from);
  const steps = { now: options.now ?? (() => new Date()) };
  let value = VERSIONS[from].check(raw);
  for (let version = from; version < CURRENT_VERSION; version++) value = VERSIONS[version].upgrade!(value, steps);
  return { roster: value as Roster, from };
}

/**
 * A Friend's flags. Slugs such as `constructor` name properties every object inherits, so only
 * the map's own entries count.
 */
export function flagsIn(friends: FriendMap, slug: string): FriendFlags {
  return Object.hasOwn(friends, slug) ? friends[slug] : NO_FLAGS;
}

/** Whether the player still wants a Friend: on the wishlist and not owned (owning one ends the wish). */
export const isWanted = (flags: FriendFlags): boolean => flags.wishlist && !flags.owned;
