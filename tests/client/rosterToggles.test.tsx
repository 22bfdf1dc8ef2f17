// @vitest-environment jsdom
// A Friend's own marks on her page and in the modal: toggle buttons that say whether they are
// pressed, kept in the device's roster, drawn unpressed by the server, and refused while the saved
// roster cannot be read.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RosterToggles } from '../../client/shared/roster/RosterToggles.tsx';
import { createRosterStore, type RosterStore, STORAGE_KEY } from '../../client/shared/roster/store.ts';
import type { StorageLike } from '../../client/shared/settings.ts';

let store: RosterStore;

function memory(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function draw(props: { slug?: string; name?: string; hasRebirth?: boolean }, storage = memory()) {
  store = createRosterStore({ storage, eventTarget: null });
  render(
    <MemoryRouter>
      <RosterToggles
        slug={props.slug ?? 'l1-reimu'}
        name={props.name ?? 'Reimu Hakurei'}
        hasRebirth={props.hasRebirth ?? true}
        store={store}
      />
    </MemoryRouter>,
  );
  return storage;
}

const toggle = (name: string) => screen.getByRole('button', { name });
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

afterEach(() => {
  cleanup();
  store?.dispose();
});

describe("a Friend's own marks", () => {
  it('are toggle buttons in a group named for the Friend, with a link to My Friends', () => {
    draw({});
    const group = screen.getByRole('group');
    expect(group.textContent).toContain('My Friends');
    expect(group.textContent).toContain('Reimu Hakurei');
    expect(screen.getByRole('link', { name: 'My Friends' }).getAttribute('href')).toBe('/my-friends');
    expect(screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Owned', 'false'],
      ['Reborn', 'false'],
      ['Wishlist', 'false'],
    ]);
  });

  it('keep each press in the roster: reborn marks her owned, no longer owned clears reborn, the wishlist stands apart', () => {
    const storage = draw({});
    fireEvent.click(toggle('Reborn'));
    expect(pressed()).toEqual(['Owned', 'Reborn']);
    expect(JSON.parse(storage.data.get(STORAGE_KEY) ?? '{}').friends).toEqual({
      'l1-reimu': { owned: true, rebirth: true, wishlist: false },
    });
    fireEvent.click(toggle('Owned'));
    expect(pressed()).toEqual([]);
    fireEvent.click(toggle('Wishlist'));
    expect(pressed()).toEqual(['Wishlist']);
    expect(store.getSnapshot().roster.friends).toEqual({ 'l1-reimu': { owned: false, rebirth: false, wishlist: true } });
    fireEvent.click(toggle('Wishlist'));
    expect(store.getSnapshot().roster.friends).toEqual({});
  });

  it('offer no rebirth for a Friend without one, unless an older roster marked it', () => {
    draw({ slug: 'l1-mima', name: 'Mima', hasRebirth: false });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Owned', 'Wishlist']);
    cleanup();
    store.dispose();
    const saved = JSON.stringify({
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      friends: { 'l1-mima': { owned: true, rebirth: true, wishlist: false } },
      planner: null,
    });
    draw({ slug: 'l1-mima', name: 'Mima', hasRebirth: false }, memory({ [STORAGE_KEY]: saved }));
    expect(pressed()).toEqual(['Owned', 'Reborn']);
  });

  it('are drawn unpressed by the server, whatever the device holds', () => {
    const storage = memory();
    store = createRosterStore({ storage, eventTarget: null });
    store.setFlag('l1-reimu', 'owned', true);
    const html = renderToString(
      <MemoryRouter>
        <RosterToggles slug="l1-reimu" name="Reimu Hakurei" hasRebirth store={store} />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');
  });

  it('are refused, saying why, while the saved roster cannot be read, and the saved text is left as it was', () => {
    const storage = draw({}, memory({ [STORAGE_KEY]: '{"version": 1, "friends": ' }));
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('group').textContent).toMatch(/cannot be read/);
    fireEvent.click(toggle('Owned'));
    expect(storage.data.get(STORAGE_KEY)).toBe('{"version": 1, "friends": ');
  });

  it('say when the browser keeps nothing, and still work for the visit', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    draw({}, blocked as ReturnType<typeof memory>);
    expect(screen.getByRole('group').textContent).toMatch(/for this visit only/);
    fireEvent.click(toggle('Owned'));
    expect(pressed()).toEqual(['Owned']);
  });
});
