import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  decodeShare,
  encodeShare,
  exportRoster,
  FILE_FORMAT,
  MAX_IMPORT_BYTES,
  MAX_SHARE_INFLATED,
  parseImport,
  previewImport,
  unknownAndHidden,
} from '../../client/roster/transfer.ts';
import { type FriendFlags, MAX_FRIENDS, type Roster } from '../../client/shared/roster/format.ts';

const OWNED: FriendFlags = { owned: true, rebirth: false, wishlist: false };
const REBORN: FriendFlags = { owned: true, rebirth: true, wishlist: false };
const WISHED: FriendFlags = { owned: false, rebirth: false, wishlist: true };

const ROSTER: Roster = {
  version: 1,
  friends: { 'l1-reimu': REBORN, 'l2-marisa': OWNED, 'a6-sakuya': WISHED, 'l3-cirno': { owned: true, rebirth: false, wishlist: true } },
  planner: {
    sealCrystals: 12_000,
    goldCrystals: 300,
    tickets: 4,
    incomePerDay: 150,
    incomePerWeek: 1000,
    target: { kind: 'date', date: '2025-09-01' },
  },
  updatedAt: '2025-01-02T03:04:05.678Z',
};

/** Freezes a roster all the way down, so that changing it throws. */
function frozen(roster: Roster): Roster {
  for (const flags of Object.values(roster.friends)) Object.freeze(flags);
  Object.freeze(roster.friends);
  if (roster.planner) Object.freeze(roster.planner.target);
  Object.freeze(roster.planner);
  return Object.freeze(roster);
}

/** The exported file of ROSTER, as JSON, with `edit` applied. */
function file(edit: (raw: any) => void = () => {}): string {
  const raw = JSON.parse(exportRoster(ROSTER));
  edit(raw);
  return JSON.stringify(raw);
}

/** Slugs as unlike one another as possible, so they compress badly. */
const longSlug = (i: number) => `${((i + 1) * 2654435761).toString(36)}${'-'}${(i * 40503 + 7).toString(36)}`.padEnd(64, 'q').slice(0, 64);

describe('export and import', () => {
  it('round-trips a roster exactly', () => {
    const result = parseImport(exportRoster(ROSTER));
    expect(result).toEqual({ ok: true, roster: ROSTER, from: 1 });
    const prayer: Roster = { ...ROSTER, planner: { ...ROSTER.planner!, target: { kind: 'prayer', id: 812 } } };
    expect(parseImport(exportRoster(prayer))).toEqual({ ok: true, roster: prayer, from: 1 });
    const empty: Roster = { version: 1, friends: {}, planner: null, updatedAt: ROSTER.updatedAt };
    expect(parseImport(exportRoster(empty))).toEqual({ ok: true, roster: empty, from: 1 });
  });

  it('writes the format tag first and one Friend a line, in slug order', () => {
    const lines = exportRoster(ROSTER).split('\n');
    expect(lines[1]).toBe(`  "format": "${FILE_FORMAT}",`);
    expect(lines[2]).toBe('  "version": 1,');
    expect(lines.filter((line) => line.startsWith('    "')).map((line) => line.trim().split('"')[1])).toEqual([
      'a6-sakuya',
      'l1-reimu',
      'l2-marisa',
      'l3-cirno',
    ]);
  });

  it('exports the largest possible roster under the import limit, and reads it back', () => {
    const friends = Object.fromEntries(Array.from({ length: MAX_FRIENDS }, (_, i) => [longSlug(i), { ...REBORN, wishlist: true }]));
    expect(Object.keys(friends)).toHaveLength(MAX_FRIENDS);
    const largest: Roster = { ...ROSTER, friends };
    const text = exportRoster(largest);
    expect(text.length).toBeLessThan(MAX_IMPORT_BYTES);
    expect(parseImport(text)).toEqual({ ok: true, roster: largest, from: 1 });
  });

  it.each<[string, string, RegExp]>([
    ['malformed JSON', '{"format": "lostword-tracker-roster", "version": 1,', /not valid JSON/],
    ['an empty file', '', /not valid JSON/],
    ['a list', '[1, 2, 3]', /not a roster file of this site/],
    ['another format tag', file((r) => Object.assign(r, { format: 'lostword-tracker-teams' })), /not a roster file of this site/],
    ['no format tag', JSON.stringify(ROSTER), /not a roster file of this site/],
    ['no version', file((r) => Reflect.deleteProperty(r, 'version')), /no "version"/],
    ['a newer version', file((r) => Object.assign(r, { version: 2 })), /made by a newer version of the site .*reload the page/],
    [
      'a bad slug',
      file((r) => Object.assign(r.friends, { 'Sakuya!': OWNED })),
      /invalid field: friends\["Sakuya!"\]: expected a Friend slug/,
    ],
    ['a negative number', file((r) => Object.assign(r.planner, { tickets: -3 })), /invalid field: planner\.tickets: .* got -3/],
    ['a flag as text', file((r) => Object.assign(r.friends['l1-reimu'], { rebirth: 'no' })), /friends\["l1-reimu"\]\.rebirth/],
    ['huge text', exportRoster(ROSTER).replace('{', `{${' '.repeat(MAX_IMPORT_BYTES)}`), /too large/],
    ['huge once encoded', `"${'€'.repeat(MAX_IMPORT_BYTES / 3 + 1)}"`, /too large/],
  ])('refuses %s with a clear message', (_, text, message) => {
    const result = parseImport(text);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatch(message);
  });

  it('reads a file just within the size limit', () => {
    const text = exportRoster(ROSTER);
    const padded = text.replace('{', `{${' '.repeat(MAX_IMPORT_BYTES - text.length)}`);
    expect(padded).toHaveLength(MAX_IMPORT_BYTES);
    expect(parseImport(padded).ok).toBe(true);
  });
});

describe('previewImport', () => {
  const current = frozen({
    version: 1,
    friends: { 'l1-reimu': OWNED, 'l2-marisa': REBORN, 'a6-sakuya': WISHED, 'a7-patchouli': WISHED },
    planner: null,
    updatedAt: '2025-02-01T00:00:00.000Z',
  });
  const incoming = frozen({
    version: 1,
    friends: { 'l1-reimu': REBORN, 'a6-sakuya': OWNED, 'l3-cirno': { owned: true, rebirth: false, wishlist: true } },
    planner: { sealCrystals: 900, goldCrystals: 0, tickets: 0, incomePerDay: 0, incomePerWeek: 0, target: null },
    updatedAt: '2025-03-01T00:00:00.000Z',
  });

  it('merges: every flag set on either side, the planner from the file when there was none', () => {
    const preview = previewImport(current, incoming, 'merge');
    expect(preview).toEqual({
      ok: true,
      changes: {
        newlyOwned: 2,
        noLongerOwned: 0,
        rebirthAdded: 1,
        rebirthRemoved: 0,
        wishlistAdded: 1,
        wishlistRemoved: 0,
        plannerChanged: true,
      },
      roster: {
        version: 1,
        friends: {
          'l1-reimu': REBORN,
          'l2-marisa': REBORN,
          'a6-sakuya': { owned: true, rebirth: false, wishlist: true },
          'a7-patchouli': WISHED,
          'l3-cirno': { owned: true, rebirth: false, wishlist: true },
        },
        planner: incoming.planner,
        updatedAt: '2025-03-01T00:00:00.000Z',
      },
    });
  });

  it('merges without touching a planner already there', () => {
    const mine = frozen({ ...current, planner: { ...incoming.planner!, sealCrystals: 50 } });
    const preview = previewImport(mine, incoming, 'merge');
    expect(preview.ok && preview.roster.planner).toBe(mine.planner);
    expect(preview.ok && preview.changes.plannerChanged).toBe(false);
  });

  it('replaces: counts what is gained and lost', () => {
    const preview = previewImport(current, incoming, 'replace');
    expect(preview).toEqual({
      ok: true,
      changes: {
        newlyOwned: 2,
        noLongerOwned: 1,
        rebirthAdded: 1,
        rebirthRemoved: 1,
        wishlistAdded: 1,
        wishlistRemoved: 2,
        plannerChanged: true,
      },
      roster: incoming,
    });
  });

  it('counts nothing for the same roster', () => {
    for (const mode of ['merge', 'replace'] as const) {
      const preview = previewImport(current, current, mode);
      expect(preview.ok && preview.changes).toEqual({
        newlyOwned: 0,
        noLongerOwned: 0,
        rebirthAdded: 0,
        rebirthRemoved: 0,
        wishlistAdded: 0,
        wishlistRemoved: 0,
        plannerChanged: false,
      });
    }
  });

  it('refuses a merge that would pass the Friend limit', () => {
    const many = (prefix: string) =>
      frozen({ ...current, friends: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`${prefix}-${i}`, OWNED])) });
    const preview = previewImport(many('a'), many('b'), 'merge');
    expect(preview).toEqual({ ok: false, error: expect.stringMatching(/more than 5,000 Friends/) });
  });
});

describe('share links', () => {
  const friendsOnly = (roster: Roster) => ({ friends: roster.friends });

  it('round-trips the Friends, leaving the planner out', () => {
    const code = encodeShare(ROSTER);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShare(`#r=${code}`)).toEqual({ ok: true, roster: friendsOnly(ROSTER) });
    expect(decodeShare(`r=${code}`)).toEqual({ ok: true, roster: friendsOnly(ROSTER) });
    expect(decodeShare(code)).toEqual({ ok: true, roster: friendsOnly(ROSTER) });
    expect(decodeShare(`#tab=owned&r=${code}`)).toEqual({ ok: true, roster: friendsOnly(ROSTER) });
    expect(decodeShare(encodeShare({ friends: {} }))).toEqual({ ok: true, roster: { friends: {} } });
  });

  it('is short for a real roster', () => {
    const friends = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`l${i % 40}-friend-${i}`, i % 3 ? OWNED : WISHED]));
    const code = encodeShare({ friends });
    expect(code.length).toBeLessThan(2000);
    expect(decodeShare(code)).toEqual({ ok: true, roster: { friends } });
  });

  it('round-trips the largest possible roster', () => {
    const friends = Object.fromEntries(Array.from({ length: MAX_FRIENDS }, (_, i) => [longSlug(i), { ...REBORN, wishlist: true }]));
    expect(decodeShare(encodeShare({ friends }))).toEqual({ ok: true, roster: { friends } });
  });

  it('gives a frozen view', () => {
    const result = decodeShare(encodeShare(ROSTER));
    expect(result.ok && Object.isFrozen(result.roster.friends)).toBe(true);
  });

  const deflated = (text: string) =>
    btoa(String.fromCharCode(...deflateSync(strToU8(text))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

  it.each<[string, string, RegExp]>([
    ['empty', '#r=', /holds no roster/],
    ['without its parameter', '#tab=owned', /holds no roster/],
    ['not base64url', '#r=abc$%^', /broken or incomplete/],
    ['not deflate', `#r=${btoa('hello, world').replace(/=+$/, '')}`, /broken or incomplete/],
    ['cut short', `#r=${encodeShare(ROSTER).slice(0, 12)}`, /broken or incomplete/],
    ['the wrong text', `#r=${deflated('hello')}`, /broken or incomplete/],
    ['a bad slug', `#r=${deflated('1:l1-reimu.1,Bad Slug.1')}`, /broken or incomplete/],
    ['a flag out of range', `#r=${deflated('1:l1-reimu.8')}`, /broken or incomplete/],
    ['a Friend twice', `#r=${deflated('1:l1-reimu.1,l1-reimu.4')}`, /broken or incomplete/],
    ['from a newer version', `#r=${deflated('2:l1-reimu.1')}`, /newer version of the site .*reload the page/],
    ['too long', `#r=${'A'.repeat(1_000_000)}`, /too long/],
  ])('refuses a link that is %s with a clear message', (_, fragment, message) => {
    const result = decodeShare(fragment);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatch(message);
  });

  it('refuses a deflate bomb', () => {
    // 8 MB of one letter deflate to a few kilobytes: a link the size of a small roster's.
    const bomb = deflated(`1:${'a'.repeat(8_000_000)}`);
    expect(bomb.length).toBeLessThan(20_000);
    expect(decodeShare(`#r=${bomb}`)).toEqual({ ok: false, error: expect.stringMatching(/unpacks to more than a roster can be/) });
  });

  it('refuses a link one byte over the inflated cap, and reads one at it', () => {
    const at = `1:l1-reimu.1,${'a'.repeat(MAX_SHARE_INFLATED - 15)}.1`;
    expect(at).toHaveLength(MAX_SHARE_INFLATED);
    // Read in full, the long "slug" fails its check: the cap itself let it through.
    expect(decodeShare(deflated(at))).toEqual({ ok: false, error: expect.stringMatching(/broken or incomplete/) });
    expect(decodeShare(deflated(`${at}1`))).toEqual({ ok: false, error: expect.stringMatching(/unpacks to more/) });
  });
});

describe('unknownAndHidden', () => {
  it('lists the Friends the site does not know and counts the ones hidden as spoilers', () => {
    const visible = new Set(['l1-reimu', 'l2-marisa']);
    const hidden = new Set(['l3-cirno', 'a7-patchouli']);
    const roster = { friends: { ...ROSTER.friends, 'z9-newcomer': OWNED, 'a7-patchouli': WISHED, 'b1-unknown': WISHED } };
    expect(unknownAndHidden(roster, visible, hidden)).toEqual({ unknown: ['a6-sakuya', 'b1-unknown', 'z9-newcomer'], hidden: 2 });
    expect(unknownAndHidden({ friends: {} }, visible, hidden)).toEqual({ unknown: [], hidden: 0 });
  });
});
