// @vitest-environment jsdom
// A prayer's Friends on the player's wishlist, named on its card and page: only those wished for
// and not owned, in the prayer's order, drawn once the device's roster is read, never by the server.
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createRosterStore, type RosterStore } from '../../client/shared/roster/store.ts';
import { WantedFriends, wantedAmong } from '../../client/shared/roster/WantedFriends.tsx';

const FEATURED = [
  { slug: 'l1-reimu', name: 'Reimu Hakurei' },
  { slug: 'l1-marisa', name: 'Marisa Kirisame' },
  { slug: 'a6-sakuya', name: 'Sakuya Izayoi' },
];

let store: RosterStore;
const memoryStore = () => {
  const data = new Map<string, string>();
  return createRosterStore({ storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }, eventTarget: null });
};

afterEach(() => {
  cleanup();
  store?.dispose();
});

describe('the wanted Friends of a prayer', () => {
  it('are those wished for and not owned, in the prayer order', () => {
    expect(
      wantedAmong(
        {
          'a6-sakuya': { owned: false, rebirth: false, wishlist: true },
          'l1-reimu': { owned: false, rebirth: false, wishlist: true },
          'l1-marisa': { owned: true, rebirth: false, wishlist: true },
        },
        FEATURED,
      ).map((f) => f.slug),
    ).toEqual(['l1-reimu', 'a6-sakuya']);
    expect(wantedAmong({}, FEATURED)).toEqual([]);
  });

  it('are named with a link to My Friends, follow the roster as it changes, and draw nothing when none is wanted', () => {
    store = memoryStore();
    render(
      <MemoryRouter>
        <WantedFriends featured={FEATURED} store={store} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/On your wishlist/)).toBeNull();
    act(() => store.setFlag('a6-sakuya', 'wishlist', true));
    expect(screen.getByText(/Sakuya Izayoi/).textContent).toBe('On your wishlist: Sakuya Izayoi');
    expect(screen.getByRole('link', { name: 'On your wishlist' }).getAttribute('href')).toBe('/my-friends');
    act(() => store.setFlag('a6-sakuya', 'owned', true));
    expect(screen.queryByText(/On your wishlist/)).toBeNull();
  });

  it('are not drawn by the server, whatever the device holds', () => {
    store = memoryStore();
    store.setFlag('l1-reimu', 'wishlist', true);
    const html = renderToString(
      <MemoryRouter>
        <WantedFriends featured={FEATURED} store={store} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('wishlist');
  });
});
