// The "My Friends" filter of the character lists: what a URL asks for, and which Friends it keeps.
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../../client/shared/roster/format.ts';
import { cycled } from '../../client/shared/roster/marks.ts';
import { keepsFriend, readMine } from '../../client/shared/roster/mine.ts';

const friends = {
  marisa: flagsOf(true, false, false)!,
  sakuya: flagsOf(true, true, false)!,
  youmu: flagsOf(false, false, true)!,
  // Merged from an older file: owned and still wished for.
  remilia: flagsOf(true, false, true)!,
};
const slugs = ['reimu', 'marisa', 'sakuya', 'youmu', 'remilia'];
const kept = (mine: Parameters<typeof keepsFriend>[2]) => slugs.filter((slug) => keepsFriend(friends, slug, mine));

describe('the My Friends filter', () => {
  it('reads one known value from the URL, and nothing else', () => {
    expect(readMine(new URLSearchParams('mine=owned'))).toBe('owned');
    expect(readMine(new URLSearchParams('mine=not-owned&type=gen'))).toBe('not-owned');
    expect(readMine(new URLSearchParams('mine=wishlist'))).toBe('wishlist');
    for (const query of ['', 'mine=', 'mine=Owned', 'mine=all', 'mine=owned&mine=wishlist', 'mine=%00', `mine=${'x'.repeat(5000)}`])
      expect(readMine(new URLSearchParams(query))).toBeNull();
  });

  it('keeps the owned, the not owned and the wished-for apart: a Friend owned is not wanted', () => {
    expect(kept('owned')).toEqual(['marisa', 'sakuya', 'remilia']);
    expect(kept('not-owned')).toEqual(['reimu', 'youmu']);
    expect(kept('wishlist')).toEqual(['youmu']);
    // Every Friend is owned or not, whatever the roster says.
    expect([...kept('owned'), ...kept('not-owned')].sort()).toEqual([...slugs].sort());
  });

  it('follows a tap from a list: not marked, owned, reborn, wishlist, not marked', () => {
    let map: Parameters<typeof keepsFriend>[0] = {};
    const seen: string[][] = [];
    for (let i = 0; i < 4; i++) {
      map = cycled(map, 'reimu') ?? map;
      seen.push((['owned', 'not-owned', 'wishlist'] as const).filter((mine) => keepsFriend(map, 'reimu', mine)));
    }
    expect(seen).toEqual([['owned'], ['owned'], ['not-owned', 'wishlist'], ['not-owned']]);
    expect(map).toEqual({});
  });
});
