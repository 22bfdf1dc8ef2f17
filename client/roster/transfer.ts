// Moving a roster off the device and back: a JSON file to keep or carry to another browser, and a
// short link that shows someone which Friends a player has. Everything read here comes from
// outside, so it is size-capped before it is parsed or inflated, and checked field by field.
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import {
  CURRENT_VERSION,
  FLAGS,
  type FriendFlags,
  type FriendMap,
  flagsIn,
  flagsOf,
  isSlug,
  MAX_FRIENDS,
  migrate,
  NewerVersionError,
  NO_FLAGS,
  type Planner,
  type Roster,
  RosterFormatError,
} from '../shared/roster/format.ts';
import { type FlagChanges, flagChanges } from './marks.ts';

/** The tag that marks an exported file as a roster. */
export const FILE_FORMAT = 'lostword-tracker-roster';
/** The largest file read: the largest possible roster exports to well under it. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export type ImportResult = { ok: true; roster: Roster; from: number } | { ok: false; error: string };

/**
 * The roster as a file: the stored form with the format tag first, one Friend a line (in slug
 * order, so two exports compare line by line).
 */
export function exportRoster(roster: Roster): string {
  const slugs = Object.keys(roster.friends).sort();
  const friends = slugs.map((slug) => {
    const { owned, rebirth, wishlist } = roster.friends[slug];
    return `    ${JSON.stringify(slug)}: ${JSON.stringify({ owned, rebirth, wishlist })}`;
  });
  return [
    '{',
    `  "format": ${JSON.stringify(FILE_FORMAT)},`,
    `  "version": ${roster.version},`,
    `  "updatedAt": ${JSON.stringify(roster.updatedAt)},`,
    `  "planner": ${JSON.stringify(roster.planner)},`,
    friends.length ? `  "friends": {\n${friends.join(',\n')}\n  }` : '  "friends": {}',
    '}',
    '',
  ].join('\n');
}

/** The file's size in UTF-8, counting no further than needed: a UTF-16 unit is at least one byte. */
function tooLarge(text: string): boolean {
  return text.length > MAX_IMPORT_BYTES || new TextEncoder().encode(text).length > MAX_IMPORT_BYTES;
}

/** Reads an exported file; the error says what is wrong with it, in words for the player. */
export function parseImport(text: string): ImportResult {
  if (tooLarge(text)) return { ok: false, error: `The file is too large for a roster (more than ${MAX_IMPORT_BYTES / 1024 / 1024} MB).` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The file is not valid JSON (${(error as Error).message}).` };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== FILE_FORMAT) {
    return { ok: false, error: `This is not a roster file of this site (its "format" is not "${FILE_FORMAT}").` };
  }
  const { format: _, ...stored } = raw as Record<string, unknown>;
  if (!('version' in stored)) return { ok: false, error: 'The file has no "version".' };
  try {
    return { ok: true, ...migrate(stored) };
  } catch (error) {
    if (error instanceof NewerVersionError) return { ok: false, error: error.message };
    if (error instanceof RosterFormatError) return { ok: false, error: `The file has an invalid field: ${error.message}.` };
    throw error;
  }
}

export type ImportMode = 'merge' | 'replace';

export interface ImportChanges extends FlagChanges {
  plannerChanged: boolean;
}

export type ImportPreview = { ok: true; changes: ImportChanges; roster: Roster } | { ok: false; error: string };

function samePlanner(a: Planner | null, b: Planner | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What importing `incoming` would do, before it is done: the counts of changes and the roster
 * that would result. Replace takes the file as it is; merge keeps every flag set on either side
 * and takes the file's planner only when there is none yet. The resulting roster keeps the later
 * of the two times; the store stamps it anew when it is applied.
 */
export function previewImport(current: Roster, incoming: Roster, mode: ImportMode): ImportPreview {
  let roster: Roster;
  if (mode === 'replace') {
    roster = incoming;
  } else {
    const friends: Record<string, FriendFlags> = { ...current.friends };
    for (const slug of Object.keys(incoming.friends)) {
      const a = flagsIn(current.friends, slug);
      const b = incoming.friends[slug];
      friends[slug] = flagsOf(a.owned || b.owned, a.rebirth || b.rebirth, a.wishlist || b.wishlist)!;
    }
    const count = Object.keys(friends).length;
    if (count > MAX_FRIENDS) {
      return { ok: false, error: `Together the two rosters name more than ${MAX_FRIENDS.toLocaleString('en')} Friends.` };
    }
    roster = {
      version: CURRENT_VERSION,
      friends,
      planner: current.planner ?? incoming.planner,
      updatedAt: current.updatedAt > incoming.updatedAt ? current.updatedAt : incoming.updatedAt,
    };
  }
  const slugs = new Set([...Object.keys(current.friends), ...Object.keys(roster.friends)]);
  const changes: ImportChanges = {
    ...flagChanges(current.friends, roster.friends, slugs),
    plannerChanged: !samePlanner(current.planner, roster.planner),
  };
  return { ok: true, changes, roster };
}

// Share links: `#r=<code>`, the code being the Friends' flags as text, deflated and base64url.
// The text is `<version>:` then `<slug>.<bits>` entries joined by commas, in slug order (owned 1,
// rebirth 2, wishlist 4), which compresses to a few bytes a Friend. The planner is the player's
// own business and stays out.

/** The share link's own version, so a later change of the text can be told apart. */
const SHARE_VERSION = 1;
/**
 * The most a code may inflate to, whatever it claims (a few kilobytes of deflate can make
 * gigabytes): the text of the largest roster there can be, every slug of the longest.
 */
export const MAX_SHARE_INFLATED = `${SHARE_VERSION}:`.length + MAX_FRIENDS * `${'x'.repeat(64)}.7,`.length;
/** The longest code read: base64 of the inflated cap, with room for deflate's stored-block headers. */
export const MAX_SHARE_CHARS = Math.ceil(((MAX_SHARE_INFLATED + 1024) * 4) / 3);

/** What a share link shows: the Friends' flags, read-only. */
export interface SharedRoster {
  readonly friends: FriendMap;
}

export type ShareResult = { ok: true; roster: SharedRoster } | { ok: false; error: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Inflates `data`, stopping as soon as the output passes `cap`: it is fed in small pieces, so no
 * more than a piece's worth is ever inflated past the cap.
 */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | 'too large' {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > cap) throw new RangeError('too large');
    chunks.push(chunk);
  });
  const PIECE = 256;
  try {
    if (data.length === 0) inflate.push(data, true);
    for (let i = 0; i < data.length; i += PIECE) inflate.push(data.subarray(i, i + PIECE), i + PIECE >= data.length);
  } catch (error) {
    if (error instanceof RangeError && error.message === 'too large') return 'too large';
    throw error;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The code of a share link for the roster's Friends (put it after `#r=`). */
export function encodeShare(roster: Pick<Roster, 'friends'>): string {
  const entries = Object.keys(roster.friends)
    .sort()
    .map((slug) => {
      const flags = roster.friends[slug];
      return `${slug}.${FLAGS.reduce((bits, flag, i) => (flags[flag] ? bits | (1 << i) : bits), 0)}`;
    });
  return toBase64Url(deflateSync(strToU8(`${SHARE_VERSION}:${entries.join(',')}`), { level: 9 }));
}

const BROKEN = 'This share link is broken or incomplete; ask for the link again.';

/**
 * Reads a share link: its fragment (`#r=...`, with or without `#`), or the code alone. The error
 * says what is wrong, in words for the player.
 */
export function decodeShare(fragment: string): ShareResult {
  const trimmed = fragment.trim().replace(/^#/, '');
  const code = trimmed.includes('=') ? new URLSearchParams(trimmed).get('r') : trimmed;
  if (!code) return { ok: false, error: 'This link holds no roster.' };
  if (code.length > MAX_SHARE_CHARS) return { ok: false, error: 'This share link is too long to be a roster.' };
  const bytes = fromBase64Url(code);
  if (!bytes) return { ok: false, error: BROKEN };
  let inflated: Uint8Array | 'too large';
  try {
    inflated = inflateCapped(bytes, MAX_SHARE_INFLATED);
  } catch {
    return { ok: false, error: BROKEN };
  }
  if (inflated === 'too large') return { ok: false, error: 'This share link unpacks to more than a roster can be; it was not read.' };
  let text: string;
  try {
    text = strFromU8(inflated);
  } catch {
    return { ok: false, error: BROKEN };
  }
  const head = /^(\d{1,6}):/.exec(text);
  if (!head) return { ok: false, error: BROKEN };
  const version = Number(head[1]);
  if (version > SHARE_VERSION) return { ok: false, error: new NewerVersionError(version).message };
  if (version !== SHARE_VERSION) return { ok: false, error: BROKEN };
  const body = text.slice(head[0].length);
  const entries = body === '' ? [] : body.split(',');
  if (entries.length > MAX_FRIENDS)
    return { ok: false, error: `This share link names more than ${MAX_FRIENDS.toLocaleString('en')} Friends.` };
  const friends: Record<string, FriendFlags> = {};
  for (const entry of entries) {
    const match = /^(.*)\.([1-7])$/.exec(entry);
    if (!match || !isSlug(match[1]) || Object.hasOwn(friends, match[1])) return { ok: false, error: BROKEN };
    const bits = Number(match[2]);
    friends[match[1]] = flagsOf((bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0) ?? NO_FLAGS;
  }
  return { ok: true, roster: Object.freeze({ friends: Object.freeze(friends) }) };
}

/**
 * Of the Friends a roster names, those the site does not know (sorted), and how many it knows but
 * hides behind the spoiler switch: an imported file or a link may come from a newer dataset, or
 * from a player who shows JP content.
 */
export function unknownAndHidden(
  roster: Pick<Roster, 'friends'>,
  knownVisibleSlugs: ReadonlySet<string>,
  knownHiddenSlugs: ReadonlySet<string>,
): { unknown: string[]; hidden: number } {
  const unknown: string[] = [];
  let hidden = 0;
  for (const slug of Object.keys(roster.friends)) {
    if (knownVisibleSlugs.has(slug)) continue;
    if (knownHiddenSlugs.has(slug)) hidden++;
    else unknown.push(slug);
  }
  return { unknown: unknown.sort(), hidden };
}
