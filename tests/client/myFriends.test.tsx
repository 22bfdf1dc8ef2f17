// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageQuery, { type MyFriendsPageQuery } from '../../client/__generated__/MyFriendsPageQuery.graphql.ts';
import { MyFriendsPage } from '../../client/roster/MyFriendsPage.tsx';
import { allOwned, cleared, countMarks, groupFriends, notShown } from '../../client/roster/marks.ts';
import { encodeShare, exportRoster } from '../../client/roster/transfer.ts';
import type { FriendMap, Roster } from '../../client/shared/roster/format.ts';
import { cycled, markOf } from '../../client/shared/roster/marks.ts';
import { createRosterStore, type RosterStore, STORAGE_KEY } from '../../client/shared/roster/store.ts';
import type { StorageLike } from '../../client/shared/settings.ts';

const OWNED = { owned: true, rebirth: false, wishlist: false };
const REBORN = { owned: true, rebirth: true, wishlist: false };
const WISHED = { owned: false, rebirth: false, wishlist: true };

const node = (slug: string, shortName: string, worldCode: string, type: string, over: Record<string, unknown> = {}) => ({
  id: slug,
  slug,
  shortName,
  shortNameTranslit: null,
  type,
  worldCode,
  released: true,
  unreleasedGroup: null,
  revealed: true,
  thumbnail: `/images/${slug}.png`,
  altThumbnail: null,
  spoilerSafeThumbnail: null,
  portrait: null,
  ...over,
});

/**
 * What the server returns with the switch off: three Friends to own, and a story character no one
 * owns. Yuyuko (a7-yuyuko) is hidden by the switch: the server does not return her.
 */
const CHARACTERS = [
  node('l1-reimu', 'Reimu', 'L1', 'gen'),
  node('l1-marisa', 'Marisa', 'L1', 'fes'),
  node('a6-sakuya', 'Sakuya', 'A6', 'gen'),
  node('l1-shinki', 'Shinki', 'L1', 'gen', { released: false, unreleasedGroup: 'story' }),
];
const WORLDS = [
  {
    worlds: [
      { code: 'L1', name: 'Main world' },
      { code: 'A6', name: 'Scarlet' },
    ],
  },
];

let environment: ReturnType<typeof createMockEnvironment>;
let store: RosterStore;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  store?.dispose();
});

const save = (friends: FriendMap) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, friends, planner: null, updatedAt: '2025-01-01T00:00:00.000Z' }));
const saved = (): FriendMap | undefined => {
  const text = localStorage.getItem(STORAGE_KEY);
  return text === null ? undefined : JSON.parse(text).friends;
};

async function renderPage(path = '/my-friends', storage: StorageLike = localStorage) {
  store = createRosterStore({ storage, eventTarget: null });
  environment = createMockEnvironment();
  const ref = loadQuery<MyFriendsPageQuery>(environment, PageQuery, {});
  const router = createMemoryRouter(
    [{ path: '/my-friends', element: <MyFriendsPage queryRef={ref as PreloadedQuery<MyFriendsPageQuery>} store={store} /> }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ worldGroups: WORLDS, characters: { edges: CHARACTERS.map((n) => ({ node: n, cursor: n.slug })) } }),
      }),
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'My Friends' });
  return router;
}

const friend = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\(`) });
const summary = () => document.querySelector('.roster-summary p')?.textContent;
const groupCount = (label: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${label}`) })).getByText(/ of \d+ owned$/).textContent;

async function importFile(text: string, name = 'roster.json') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
  });
}

describe('the marks', () => {
  it('cycle not marked → owned → reborn → wishlist → not marked, owning winning over a wish', () => {
    let friends: FriendMap = {};
    const marks = [];
    for (let i = 0; i < 4; i++) {
      friends = cycled(friends, 'l1-reimu')!;
      marks.push(markOf(friends['l1-reimu'] ?? { owned: false, rebirth: false, wishlist: false }));
    }
    expect(marks).toEqual(['owned', 'reborn', 'wishlist', 'none']);
    expect(friends).toEqual({});
    expect(markOf({ owned: true, rebirth: false, wishlist: true })).toBe('owned');
    expect(cycled({ 'l1-reimu': { owned: true, rebirth: false, wishlist: true } }, 'l1-reimu')).toEqual({ 'l1-reimu': REBORN });
  });

  it('mark a group owned (a reborn Friend stays reborn) or clear it, leaving the others; nothing to change gives null', () => {
    const friends = { 'l1-reimu': REBORN, 'l1-marisa': WISHED, 'a6-sakuya': OWNED };
    expect(allOwned(friends, ['l1-reimu', 'l1-marisa'])).toEqual({ 'l1-reimu': REBORN, 'l1-marisa': OWNED, 'a6-sakuya': OWNED });
    expect(cleared(friends, ['l1-reimu', 'l1-marisa'])).toEqual({ 'a6-sakuya': OWNED });
    expect(allOwned({ 'l1-reimu': OWNED }, ['l1-reimu'])).toBeNull();
    expect(countMarks(friends, ['l1-reimu', 'l1-marisa', 'l1-okina'])).toEqual({ total: 3, owned: 1, reborn: 1, wishlist: 1 });
  });

  it('group by world or type in the order given, unknown keys after and no world last', () => {
    const friends = [
      { slug: 'a', worldCode: 'A6', type: 'fes' },
      { slug: 'b', worldCode: 'Z9', type: 'gen' },
      { slug: 'c', worldCode: null, type: 'gen' },
      { slug: 'd', worldCode: 'L1', type: 'fes' },
    ];
    const order = [
      ['L1', 'L1 · Main world'],
      ['A6', 'A6 · Scarlet'],
    ] as const;
    expect(groupFriends(friends, 'world', order).map((g) => [g.label, g.friends.map((f) => f.slug)])).toEqual([
      ['L1 · Main world', ['d']],
      ['A6 · Scarlet', ['a']],
      ['Z9', ['b']],
      ['No world', ['c']],
    ]);
    expect(groupFriends(friends, 'type', [['gen', 'General']]).map((g) => g.key)).toEqual(['gen', 'fes']);
  });

  it('say how many Friends are not shown without naming them', () => {
    expect(notShown(2, 'this roster', false)).toBe(
      '2 Friends in this roster are unknown to this site or hidden by the spoiler switch: not shown or counted here.',
    );
    expect(notShown(1, 'a.json', true)).toBe('1 Friend in a.json is unknown to this site: not shown or counted here.');
  });
});

describe('the My Friends page', () => {
  it('cycles a Friend through its marks on each tap, saving each step on the device', async () => {
    await renderPage();
    expect(friend('Reimu').getAttribute('aria-pressed')).toBe('false');
    expect(friend('Reimu').getAttribute('aria-label')).toBe('Reimu (L1): not marked');
    const steps = [];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(friend('Reimu'));
      steps.push([friend('Reimu').getAttribute('aria-label'), friend('Reimu').getAttribute('aria-pressed'), saved()?.['l1-reimu']]);
    }
    expect(steps).toEqual([
      ['Reimu (L1): owned', 'true', OWNED],
      ['Reimu (L1): owned and reborn', 'true', REBORN],
      ['Reimu (L1): on the wishlist', 'true', WISHED],
      ['Reimu (L1): not marked', 'false', undefined],
    ]);
    expect(friend('Reimu').className).toBe('friend-tile mark-none');
    // The cycle is told on the page.
    expect(screen.getByText(/Tap a Friend to go from not marked to owned, to owned and reborn/)).toBeTruthy();
    expect(screen.getByText(/Your data stays on this device/)).toBeTruthy();
  });

  it('marks a whole world owned and clears it, with the counts of the world and of the whole', async () => {
    save({ 'a6-sakuya': WISHED });
    await renderPage();
    expect(summary()).toBe('0 of 3 owned · 0 reborn · 1 on the wishlist');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all owned (L1 · Main world)' }));
    expect(saved()).toEqual({ 'l1-reimu': OWNED, 'l1-marisa': OWNED, 'a6-sakuya': WISHED });
    expect(groupCount('L1')).toBe('2 of 2 owned');
    expect(groupCount('A6')).toBe('0 of 1 owned');
    expect(summary()).toBe('2 of 3 owned · 0 reborn · 1 on the wishlist');
    fireEvent.click(screen.getByRole('button', { name: 'Clear (L1 · Main world)' }));
    expect(saved()).toEqual({ 'a6-sakuya': WISHED });
    expect(groupCount('L1')).toBe('0 of 2 owned');
    // A bulk change can be undone: the group's marks come back as they were.
    expect(screen.getByText('Marks of L1 · Main world cleared.')).toBeTruthy();
    fireEvent.click(friend('Marisa'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo (L1 · Main world)' }));
    expect(saved()).toEqual({ 'l1-reimu': OWNED, 'l1-marisa': OWNED, 'a6-sakuya': WISHED });
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear (L1 · Main world)' }));
    expect(saved()).toEqual({ 'a6-sakuya': WISHED });

    // By type: the general Friends of both worlds at once.
    fireEvent.click(screen.getByRole('button', { name: 'By type' }));
    expect(screen.getByRole('button', { name: 'By type' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all owned (General)' }));
    expect(saved()).toEqual({ 'l1-reimu': OWNED, 'a6-sakuya': OWNED });
    expect(groupCount('General')).toBe('2 of 2 owned');
  });

  it('counts only the Friends the server returned: a hidden one and a story character are not counted', async () => {
    save({ 'a7-yuyuko': REBORN, 'l1-reimu': REBORN, 'a6-sakuya': WISHED, 'l1-shinki': OWNED });
    await renderPage();
    expect(summary()).toBe('1 of 3 owned · 1 reborn · 1 on the wishlist');
    expect(screen.queryByRole('button', { name: /^Yuyuko/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Shinki/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/yuyuko/i);
    // The roster keeps her all the same.
    fireEvent.click(friend('Marisa'));
    expect(saved()?.['a7-yuyuko']).toEqual(REBORN);
  });

  it('previews an import, merged or replacing, and changes nothing until applied', async () => {
    save({ 'l1-reimu': REBORN });
    await renderPage();
    const file: Roster = {
      version: 1,
      friends: { 'l1-marisa': OWNED, 'a7-yuyuko': OWNED },
      planner: null,
      updatedAt: '2025-02-01T00:00:00.000Z',
    };
    await importFile(exportRoster(file), 'backup.json');
    const preview = await screen.findByRole('region', { name: 'Import from backup.json' });
    expect([...preview.querySelectorAll('.roster-changes li')].map((li) => li.textContent)).toEqual(['1 Friend newly owned']);
    expect(preview.textContent).toContain('1 Friend in backup.json is unknown to this site or hidden by the spoiler switch');
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Import from backup.json' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Import cancelled: nothing was changed.');
    expect(saved()).toEqual({ 'l1-reimu': REBORN });

    await importFile(exportRoster(file), 'backup.json');
    const again = await screen.findByRole('region', { name: 'Import from backup.json' });
    fireEvent.click(within(again).getByLabelText(/^Replace/));
    expect([...again.querySelectorAll('.roster-changes li')].map((li) => li.textContent)).toEqual([
      '1 Friend newly owned',
      '1 Friend no longer owned',
      '1 Friend no longer reborn',
    ]);
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(saved()).toEqual({ 'l1-marisa': OWNED, 'a7-yuyuko': OWNED });
    expect(summary()).toBe('1 of 3 owned · 0 reborn · 0 on the wishlist');
    expect(friend('Marisa').getAttribute('aria-label')).toBe('Marisa (L1): owned');
  });

  it('says what is wrong with a malformed file and changes nothing', async () => {
    save({ 'l1-reimu': OWNED });
    await renderPage();
    const before = localStorage.getItem(STORAGE_KEY);
    await importFile('{"format": "lostword-tracker-roster", "version": 1, "friends": ', 'broken.json');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^broken\.json could not be imported: The file is not valid JSON .* Nothing was changed\.$/);
    await importFile(JSON.stringify({ format: 'lostword-tracker-roster', version: 1, friends: { 'l1-reimu': { owned: 'yes' } } }));
    expect((await screen.findByText(/invalid field/)).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBe(before);
  });

  it('shows a shared roster read-only, with the way back to your own', async () => {
    save({ 'l1-reimu': OWNED });
    const code = encodeShare({ friends: { 'l1-marisa': REBORN, 'a6-sakuya': WISHED, 'a7-yuyuko': OWNED } });
    const router = await renderPage(`/my-friends#r=${code}`);
    expect(screen.getByText('Viewing a shared roster (read-only).')).toBeTruthy();
    expect(summary()).toBe('This roster: 1 of 3 owned · 1 reborn · 1 on the wishlist');
    expect(screen.getByText(/1 Friend in this roster is unknown to this site or hidden by the spoiler switch/)).toBeTruthy();
    // Nothing to tap: no Friend button, no bulk button, no import.
    expect(screen.queryByRole('button', { name: /^Marisa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark all owned/ })).toBeNull();
    expect(screen.getByText('Marisa (L1): owned and reborn')).toBeTruthy();
    expect(saved()).toEqual({ 'l1-reimu': OWNED });

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Back to your own roster' }));
    });
    expect(router.state.location.hash).toBe('');
    expect(screen.queryByText('Viewing a shared roster (read-only).')).toBeNull();
    expect(summary()).toBe('1 of 3 owned · 0 reborn · 0 on the wishlist');
    expect(friend('Reimu').getAttribute('aria-pressed')).toBe('true');
  });

  it('adds a shared roster to your own after a preview', async () => {
    save({ 'l1-reimu': OWNED });
    await renderPage(`/my-friends#r=${encodeShare({ friends: { 'l1-marisa': OWNED } })}`);
    fireEvent.click(screen.getByRole('button', { name: 'Add these marks to your roster…' }));
    const preview = screen.getByRole('region', { name: 'Import from the shared roster' });
    expect(preview.querySelector('.roster-changes')?.textContent).toBe('1 Friend newly owned');
    fireEvent.click(within(preview).getByRole('button', { name: 'Apply' }));
    expect(saved()).toEqual({ 'l1-reimu': OWNED, 'l1-marisa': OWNED });
  });

  it('says plainly that a broken share link cannot be read, and shows your own roster', async () => {
    save({ 'l1-reimu': OWNED });
    await renderPage('/my-friends#r=not-a-roster');
    expect(screen.getByRole('alert').textContent).toContain('This share link is broken or incomplete');
    expect(screen.queryByText('Viewing a shared roster (read-only).')).toBeNull();
    expect(summary()).toBe('1 of 3 owned · 0 reborn · 0 on the wishlist');
  });

  it('pauses marking while the saved roster cannot be read (a newer version), and offers to clear it', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 99, friends: {} }));
    await renderPage();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('newer version of the site');
    expect((friend('Reimu') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Clear the saved roster' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(friend('Reimu'));
    expect(saved()).toEqual({ 'l1-reimu': OWNED });
  });

  it('says plainly when storage is blocked or full, and marking still works for the visit', async () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    await renderPage('/my-friends', blocked);
    expect(screen.getByRole('status').textContent).toMatch(/keeps no data for this site .* only for this visit/);
    fireEvent.click(friend('Reimu'));
    expect(friend('Reimu').getAttribute('aria-label')).toBe('Reimu (L1): owned');
    cleanup();
    store.dispose();

    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('no room', 'QuotaExceededError');
      },
    };
    await renderPage('/my-friends', full);
    expect(screen.queryByText(/only for this visit/)).toBeNull();
    fireEvent.click(friend('Marisa'));
    expect(friend('Marisa').getAttribute('aria-label')).toBe('Marisa (L1): owned');
    expect(screen.getByRole('status').textContent).toMatch(/storage for this site is full/);
  });

  it('is drawn on the server with no marks, and shows the stored ones (or a shared roster) right after hydration, without a mismatch', async () => {
    save({ 'l1-reimu': OWNED });
    store = createRosterStore({ storage: localStorage, eventTarget: null });
    environment = createMockEnvironment();
    const ref = loadQuery<MyFriendsPageQuery>(environment, PageQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ worldGroups: WORLDS, characters: { edges: CHARACTERS.map((n) => ({ node: n, cursor: n.slug })) } }),
      }),
    );
    const page = (path: string) => (
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[path]}>
          <MyFriendsPage queryRef={ref as PreloadedQuery<MyFriendsPageQuery>} store={store} />
        </MemoryRouter>
      </RelayEnvironmentProvider>
    );
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    for (const [path, after] of [
      ['/my-friends', '1 of 3 owned · 0 reborn · 0 on the wishlist'],
      [`/my-friends#r=${encodeShare({ friends: { 'l1-marisa': WISHED } })}`, 'This roster: 0 of 3 owned · 0 reborn · 1 on the wishlist'],
    ]) {
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(page(path));
      expect(container.querySelector('.roster-summary p')?.textContent).toBe('0 of 3 owned · 0 reborn · 0 on the wishlist');
      expect(container.querySelector('[aria-label="Reimu (L1): not marked"]')).not.toBeNull();
      const root = await act(async () => hydrateRoot(container, page(path), { onRecoverableError: (error) => recovered.push(error) }));
      expect(container.querySelector('.roster-summary p')?.textContent).toBe(after);
      await act(async () => root.unmount());
      container.remove();
    }
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
