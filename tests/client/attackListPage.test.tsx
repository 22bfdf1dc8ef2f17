// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageQuery, { type AttackListPageQuery } from '../../client/__generated__/AttackListPageQuery.graphql.ts';
import { AttackListPage } from '../../client/characters/AttackListPage.tsx';
import { attackVariables, readAttackSearch } from '../../client/characters/attacks.ts';
import { OverlayProvider } from '../../client/shared/overlays.tsx';

let environment: ReturnType<typeof createMockEnvironment>;

const SOURCE = {
  name: 'lostwordchronicle.com attack table',
  url: 'https://lostwordchronicle.com/',
  asOf: '2024-10-26',
  label: 'Global server',
};
const power = (code: string, label: string, total: number, share: number) => ({
  code,
  label,
  base: total,
  hard: 0,
  slice: 0,
  total,
  share,
});
const friend = (slug: string, nameEn: string) => ({
  slug,
  nameEn,
  revealed: true,
  thumbnail: `/images/${slug}.png`,
  altThumbnail: null,
  spoilerSafeThumbnail: null,
  portrait: null,
});

const attacks = [
  {
    id: 'QXR0YWNrOjE=',
    kind: 'LAST_WORD',
    target: 'SINGLE',
    totalPower: 30000,
    hardPower: 0,
    slicePower: 0,
    yinYang: [power('yang', 'Yang', 30000, 1)],
    elements: [power('fire', 'Fire', 20000, 0.667), power('water', 'Water', 10000, 0.333)],
    bulletTypes: [power('laser', 'Laser', 30000, 1)],
    killers: [],
    character: friend('l1-marisa', 'Marisa Kirisame'),
  },
  {
    id: 'QXR0YWNrOjI=',
    kind: 'SPELL_CARD_1',
    target: 'ALL',
    totalPower: 19207.4,
    hardPower: 1286.4,
    slicePower: 0,
    yinYang: [power('yang', 'Yang', 16174.4, 0.842), power('yin', 'Yin', 3033, 0.158)],
    elements: [power('no', 'No element', 14541, 0.757), power('sun', 'Sun', 4666.4, 0.243)],
    bulletTypes: [power('light', 'Light', 19207.4, 1)],
    killers: [power('7', 'Fairy', 10284, 0.535)],
    character: friend('l1-reimu', 'Reimu Hakurei'),
  },
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(search = '') {
  const variables = attackVariables(readAttackSearch(new URLSearchParams(search))) as AttackListPageQuery['variables'];
  const queryRef = loadQuery<AttackListPageQuery>(environment, PageQuery, variables);
  const router = createMemoryRouter(
    [
      {
        path: '/characters/attacks',
        element: (
          <Suspense fallback="loading">
            <AttackListPage queryRef={queryRef} />
            <Location />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/characters/attacks${search}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <OverlayProvider>
        <RouterProvider router={router} />
      </OverlayProvider>
    </RelayEnvironmentProvider>,
  );
  return variables;
}

async function resolve(list = attacks) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          attackParts: {
            yinYang: [],
            elements: [
              { code: 'fire', label: 'Fire', attackCount: 1 },
              { code: 'no', label: 'No element', attackCount: 1 },
            ],
            bulletTypes: [{ code: 'laser', label: 'Laser', attackCount: 1 }],
            killers: [{ code: '7', label: 'Fairy', attackCount: 1 }],
            source: SOURCE,
          },
          worldGroups: [{ name: 'Main', worlds: [{ code: 'L1', name: 'Main world' }] }],
          attacks: {
            totalCount: list.length,
            edges: list.map((node, i) => ({ node, cursor: String(i) })),
            pageInfo: { hasNextPage: false, endCursor: String(list.length) },
          },
        }),
      }),
    );
  });
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

beforeEach(() => {
  // jsdom has no layout: the virtualiser's scroll corrections go nowhere.
  window.scrollTo = () => {};
  localStorage.clear();
  environment = createMockEnvironment();
});
afterEach(() => cleanup());

describe('the attack comparison page', () => {
  it('lists each attack with its Friend (a link to its page), kind, target, power and splits, and credits the source', async () => {
    renderPage();
    await resolve();
    const table = screen.getByRole('table', { name: 'Attacks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [r.getAttribute('data-slug'), r.getAttribute('data-kind')])).toEqual([
      ['l1-marisa', 'LAST_WORD'],
      ['l1-reimu', 'SPELL_CARD_1'],
    ]);
    const reimu = rows[1];
    expect(within(reimu).getByRole('link', { name: 'Reimu Hakurei' }).getAttribute('href')).toBe('/characters/l1-reimu');
    expect(reimu.textContent).toContain('Spell card 1');
    expect(reimu.textContent).toContain('All enemies');
    expect(reimu.textContent).toContain('19,207');
    expect(reimu.textContent).toContain('Yang 84%');
    expect(reimu.textContent).toContain('Fairy 54%');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Total power/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByRole('link', { name: SOURCE.name }).closest('p')?.textContent).toContain('as of 26 Oct 2024');
    expect(screen.getByTestId('attack-list-status').textContent).toBe('2 attacks');
  });

  it('sends the URL search as the query variables', () => {
    const variables = renderPage('?element=fire&sort=element&kind=lw&type=ufes');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      ...variables,
      element: ['fire'],
      orderBy: 'ELEMENT_POWER',
      kind: ['LAST_WORD'],
      type: ['sfes', 'mfes'],
    });
  });

  it('puts a filter chosen and a sort into the URL, and offers a part sort once its filter is chosen', async () => {
    renderPage();
    await resolve();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect((within(select).getByRole('option', { name: 'Power in the chosen elements' }) as HTMLOptionElement).disabled).toBe(true);
    const inline = document.querySelector('.filters-inline') as HTMLElement;
    fireEvent.click(within(inline).getByRole('checkbox', { name: 'Fire (1)' }));
    expect(location()).toBe('?element=fire');
    fireEvent.change(select, { target: { value: 'element' } });
    expect(location()).toBe('?element=fire&sort=element');
    fireEvent.click(screen.getByRole('button', { name: /Friend/ }));
    expect(location()).toBe('?element=fire&sort=name');
    fireEvent.click(within(inline).getByRole('radio', { name: 'All enemies' }));
    expect(location()).toBe('?element=fire&sort=name&target=all');
  });

  it('shows the sorted power of each row when sorted by a part', async () => {
    renderPage('?element=fire&sort=element');
    await resolve();
    const marisa = screen.getAllByRole('row')[1];
    expect(marisa.querySelector('[data-sorted-power]')?.getAttribute('data-sorted-power')).toBe('20000');
    expect(marisa.textContent).toContain('Fire 20,000');
  });

  it('says so when no attack matches, and clears the filters', async () => {
    renderPage('?element=fire&target=single&sort=name');
    await resolve([]);
    expect(screen.getByText('No attack matches these filters.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('attack-list-empty')).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('?sort=name');
  });

  it('corrects a link naming a killer or a world the data does not have', async () => {
    renderPage('?killer=7,999&world=L1,Q9&sort=killer');
    await resolve();
    expect(location()).toBe('?killer=7&world=L1&sort=killer');
  });
});
