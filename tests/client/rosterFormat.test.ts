import { describe, expect, it } from 'vitest';
import {
  CURRENT_VERSION,
  flagsIn,
  MAX_AMOUNT,
  MAX_FRIENDS,
  migrate,
  NewerVersionError,
  NO_FLAGS,
  type Roster,
  RosterFormatError,
} from '../../client/shared/roster/format.ts';

const NOW = new Date('2025-03-04T05:06:07.000Z');
const clock = { now: () => NOW };

const ROSTER: Roster = {
  version: 1,
  friends: {
    'l1-reimu': { owned: true, rebirth: true, wishlist: false },
    'a6-sakuya': { owned: false, rebirth: false, wishlist: true },
  },
  planner: {
    sealCrystals: 12_000,
    goldCrystals: 300,
    tickets: 4,
    incomePerDay: 150,
    incomePerWeek: 1000,
    target: { kind: 'prayer', id: 812 },
  },
  updatedAt: '2025-01-02T03:04:05.678Z',
};

/** A copy of ROSTER (as parsed JSON) with `edit` applied. */
function edited(edit: (raw: any) => void): unknown {
  const raw = JSON.parse(JSON.stringify(ROSTER));
  edit(raw);
  return raw;
}

describe('migrate', () => {
  it('reads the current version as it is', () => {
    expect(CURRENT_VERSION).toBe(1);
    expect(migrate(JSON.parse(JSON.stringify(ROSTER)))).toEqual({ roster: ROSTER, from: 1 });
  });

  it('takes version 0 (lists of owned and wished slugs) to version 1', () => {
    const v0 = { owned: ['l1-reimu', 'a6-sakuya', 'l1-reimu'], wishlist: ['a6-sakuya', 'l2-marisa'] };
    expect(migrate(v0, clock)).toEqual({
      from: 0,
      roster: {
        version: 1,
        friends: {
          'l1-reimu': { owned: true, rebirth: false, wishlist: false },
          'a6-sakuya': { owned: true, rebirth: false, wishlist: true },
          'l2-marisa': { owned: false, rebirth: false, wishlist: true },
        },
        planner: null,
        updatedAt: '2025-03-04T05:06:07.000Z',
      },
    });
  });

  it('checks version 0 as well', () => {
    expect(() => migrate({ owned: ['l1-reimu', 'Bad Slug'], wishlist: [] })).toThrow('owned[1]: expected a Friend slug');
    expect(() => migrate({ owned: [] })).toThrow('wishlist: expected a list of Friend slugs');
  });

  it('refuses a version newer than it knows, saying to reload', () => {
    const newer = { ...ROSTER, version: 2, somethingNew: [1, 2, 3] };
    expect(() => migrate(newer)).toThrow(NewerVersionError);
    expect(() => migrate(newer)).toThrow(/made by a newer version of the site .*reload the page/);
  });

  it('reads a reborn Friend as owned, and leaves out a Friend with no flag', () => {
    const { roster } = migrate(
      edited((raw) => {
        raw.friends['l1-reimu'].owned = false;
        raw.friends['l3-cirno'] = { owned: false, rebirth: false, wishlist: false };
      }),
    );
    expect(roster.friends['l1-reimu']).toEqual({ owned: true, rebirth: true, wishlist: false });
    expect(Object.keys(roster.friends).sort()).toEqual(['a6-sakuya', 'l1-reimu']);
  });

  it('keeps slugs that name inherited properties apart from them', () => {
    const { roster } = migrate(
      edited((raw) => {
        raw.friends.constructor = { owned: true, rebirth: false, wishlist: false };
      }),
    );
    expect(flagsIn(roster.friends, 'constructor')).toEqual({ owned: true, rebirth: false, wishlist: false });
    expect(flagsIn(roster.friends, 'tostring')).toBe(NO_FLAGS);
    expect(flagsIn({}, 'constructor')).toBe(NO_FLAGS);
  });

  it('accepts the limits themselves: 5,000 Friends of 64-letter slugs, 10,000,000 crystals', () => {
    const owned = { owned: true, rebirth: false, wishlist: false };
    const friends = Object.fromEntries(
      Array.from({ length: MAX_FRIENDS }, (_, i) => [`${'f'.repeat(60)}${String(i).padStart(4, '0')}`, owned]),
    );
    const raw = edited((r) => {
      r.friends = friends;
      r.planner.sealCrystals = MAX_AMOUNT;
      r.planner.tickets = 0;
      r.planner.target = { kind: 'date', date: '2028-02-29' };
    });
    const { roster } = migrate(raw);
    expect(Object.keys(roster.friends)).toHaveLength(MAX_FRIENDS);
    expect(roster.planner).toMatchObject({ sealCrystals: MAX_AMOUNT, target: { kind: 'date', date: '2028-02-29' } });
  });

  it.each<[string, (raw: any) => void, string]>([
    [
      'a slug with capitals',
      (r) => {
        r.friends['L1-Reimu'] = r.friends['l1-reimu'];
      },
      'friends["L1-Reimu"]: expected a Friend slug',
    ],
    [
      'a slug too long',
      (r) => {
        r.friends['a'.repeat(65)] = r.friends['l1-reimu'];
      },
      'expected a Friend slug',
    ],
    [
      'a slug starting with a hyphen',
      (r) => {
        r.friends['-reimu'] = r.friends['l1-reimu'];
      },
      'friends["-reimu"]',
    ],
    [
      'a flag that is not a boolean',
      (r) => {
        r.friends['l1-reimu'].owned = 'yes';
      },
      'friends["l1-reimu"].owned: expected true or false, got "yes"',
    ],
    ['a missing flag', (r) => delete r.friends['a6-sakuya'].wishlist, 'friends["a6-sakuya"].wishlist'],
    [
      'flags that are not an object',
      (r) => {
        r.friends['l1-reimu'] = true;
      },
      'friends["l1-reimu"]: expected the flags',
    ],
    [
      'friends as a list',
      (r) => {
        r.friends = ['l1-reimu'];
      },
      'friends: expected an object of Friends by slug, got a list',
    ],
    [
      'a negative amount',
      (r) => {
        r.planner.sealCrystals = -1;
      },
      'planner.sealCrystals: expected a whole number from 0 to 10,000,000, got -1',
    ],
    [
      'a fraction',
      (r) => {
        r.planner.tickets = 1.5;
      },
      'planner.tickets',
    ],
    [
      'an amount above the cap',
      (r) => {
        r.planner.goldCrystals = MAX_AMOUNT + 1;
      },
      'planner.goldCrystals',
    ],
    [
      'an amount as text',
      (r) => {
        r.planner.incomePerDay = '150';
      },
      'planner.incomePerDay',
    ],
    [
      'a missing amount',
      (r) => delete r.planner.incomePerWeek,
      'planner.incomePerWeek: expected a whole number from 0 to 10,000,000, got undefined',
    ],
    [
      'a day that does not exist',
      (r) => {
        r.planner.target = { kind: 'date', date: '2025-02-29' };
      },
      'planner.target.date',
    ],
    [
      'a day written otherwise',
      (r) => {
        r.planner.target = { kind: 'date', date: '04/03/2025' };
      },
      'planner.target.date',
    ],
    [
      'a prayer that is not a number',
      (r) => {
        r.planner.target = { kind: 'prayer', id: '812' };
      },
      'planner.target.id',
    ],
    [
      'an unknown target',
      (r) => {
        r.planner.target = { kind: 'banner', id: 1 };
      },
      'planner.target.kind: expected "date" or "prayer"',
    ],
    [
      'a planner as a list',
      (r) => {
        r.planner = [];
      },
      'planner: expected null or the planner',
    ],
    ['no time', (r) => delete r.updatedAt, 'updatedAt: expected an ISO date and time'],
    [
      'a time that is not one',
      (r) => {
        r.updatedAt = 'yesterday';
      },
      'updatedAt',
    ],
    [
      'a version as text',
      (r) => {
        r.version = '1';
      },
      'version: expected a format number',
    ],
    [
      'too many Friends',
      (r) => {
        for (let i = 0; i <= MAX_FRIENDS; i++) r.friends[`f-${i}`] = { owned: true, rebirth: false, wishlist: false };
      },
      'friends: more than 5,000 Friends',
    ],
  ])('names the field for %s', (_, edit, message) => {
    let error: unknown;
    try {
      migrate(edited(edit));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RosterFormatError);
    expect((error as Error).message).toContain(message);
  });

  it.each([null, 'roster', 42, [ROSTER]])('refuses %j as a whole', (raw) => {
    expect(() => migrate(raw)).toThrow('expected a roster object');
  });
});
