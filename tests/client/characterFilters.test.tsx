// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { pickTab } from '../../client/characters/ConventionalListPage.tsx';
import { CharacterFilters } from '../../client/characters/Filters.tsx';
import { readRebirth, readTypes } from '../../client/characters/filters.ts';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { listParam, readList } from '../../client/shared/queryParams.ts';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/characters/release-order', element: <CharacterFilters rebirth /> }], {
    initialEntries: ['/', url],
    initialIndex: 1,
  });
  render(
    <OverlayProvider>
      <RouterProvider router={router} />
    </OverlayProvider>,
  );
  return router;
}

const inline = () => document.querySelector('.filters-inline') as HTMLElement;
const click = (label: string) =>
  act(() => fireEvent.click(Array.from(inline().querySelectorAll('label')).find((l) => l.textContent?.trim() === label) as HTMLElement));

describe('query helpers', () => {
  it('ignore unknown ids and duplicates', () => {
    expect(readList(new URLSearchParams('type=fes,zzz,FES,afes'), 'type', ['fes', 'afes'])).toEqual(['fes', 'afes']);
    expect(readTypes(new URLSearchParams('type=,,'))).toEqual([]);
  });

  it('omit a list when all or none are chosen', () => {
    expect(listParam([], ['a', 'b'])).toBeNull();
    expect(listParam(['b', 'a'], ['a', 'b'])).toBeNull();
    expect(listParam(['b'], ['a', 'b', 'c'])).toBe('b');
    expect(listParam(['c', 'a'], ['a', 'b', 'c'])).toBe('a,c');
  });

  it('read rebirth: yes, no, or no filter for both or neither', () => {
    expect(readRebirth(new URLSearchParams('rebirth=yes'))).toBe(true);
    expect(readRebirth(new URLSearchParams('rebirth=no'))).toBe(false);
    expect(readRebirth(new URLSearchParams('rebirth=yes,no'))).toBeNull();
    expect(readRebirth(new URLSearchParams('rebirth=maybe'))).toBeNull();
  });

  it('pick the conventional tab from type, defaulting to the second tab', () => {
    const tabs = [{ id: 'pc98' }, { id: 'l1' }, { id: 'a' }];
    expect(pickTab(tabs, null)?.id).toBe('l1');
    expect(pickTab(tabs, 'PC98')?.id).toBe('pc98');
    expect(pickTab(tabs, 'a6')?.id).toBe('a');
    expect(pickTab([{ id: 'only' }], null)?.id).toBe('only');
  });
});

describe('character filters', () => {
  it('write the chosen types to the URL, replacing the history entry', () => {
    const router = renderAt('/characters/release-order');
    click('Festival');
    expect(router.state.location.search).toBe('?type=afes');
    expect(router.state.historyAction).toBe('REPLACE');
    click('Epic');
    expect(router.state.location.search).toBe('?type=afes%2Cepic');
    click('Festival');
    expect(router.state.location.search).toBe('?type=epic');
  });

  it('drop the parameter when every type is chosen', () => {
    const router = renderAt('/characters/release-order?type=gen,fes,afes,ufes,exfes,relic,genic,epic,pfes,ds,yukkuri');
    click('Aya Assistance');
    expect(router.state.location.search).toBe('');
  });

  it('filter rebirth yes/no and drop it when both are chosen', () => {
    const router = renderAt('/characters/release-order?type=fes');
    click('Rebirthable');
    expect(new URLSearchParams(router.state.location.search).get('rebirth')).toBe('yes');
    click('Not rebirthable');
    expect(new URLSearchParams(router.state.location.search).get('rebirth')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('fes');
  });

  it('show the chosen filters from a deep link and clear them', () => {
    const router = renderAt('/characters/release-order?type=relic&rebirth=no');
    expect(screen.getAllByText('Filters (2)')).toHaveLength(1);
    act(() => fireEvent.click(inline().querySelector('.link-button') as HTMLElement));
    expect(router.state.location.search).toBe('');
  });

  it('open in a modal from the Filters button (the phone layout)', () => {
    renderAt('/characters/release-order');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Filters' })));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    act(() => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
