// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider, useLoaderData, useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageQuery, { type StoryCardListPageQuery } from '../../client/__generated__/StoryCardListPageQuery.graphql.ts';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { setSetting } from '../../client/shared/settings.ts';
import { ToastProvider } from '../../client/shell/toasts.tsx';
import { StoryCardListPage } from '../../client/storyCards/StoryCardListPage.tsx';
import { readCardSearch, searchVariables } from '../../client/storyCards/search.ts';

let environment: ReturnType<typeof createMockEnvironment>;

const buff = (over: Record<string, unknown>) => ({
  attr: 'yang-atk',
  attrName: 'Yang ATK',
  attrType: 'stat',
  values: [1, 2],
  turn: 3,
  target: 'self',
  role: null,
  metadata: 'up',
  character: null,
  ...over,
});

const cards = [
  {
    id: 'U3RvcnlDYXJkOjg=',
    cardId: 8,
    name: 'Announced Card',
    nameOfficial: false,
    nameOriginal: '予告',
    rarity: 5,
    suit: 'bamboo',
    image: null,
    revealed: true,
    released: false,
    releaseAt: '2031-03-01T00:00:00.000Z',
    stats: [{ stat: 'yang-atk', label: 'Yang ATK', min: null, max: 125, randomMin: null, randomMax: null }],
    totalStat: { min: null, max: 125 },
    buffs: [buff({ values: [null, 2] })],
    randomBuffs: [],
    artist: { name: 'Fixture Artist', jpName: null },
    featuredCharacters: [],
    obtaining: [{ type: 'event', display: 'Moon Festival', endsAt: '2031-12-31T00:00:00.000Z' }],
    links: { gameWiki: null, loreWiki: null },
  },
  {
    id: 'U3RvcnlDYXJkOjE=',
    cardId: 1,
    name: 'Scarlet Tea Time',
    nameOfficial: true,
    nameOriginal: null,
    rarity: 4,
    suit: 'plum',
    image: '/images/card-1.png',
    revealed: true,
    released: true,
    releaseAt: '2021-06-01T06:00:00.000Z',
    stats: [{ stat: 'hp', label: 'HP', min: 150, max: 450, randomMin: null, randomMax: null }],
    totalStat: { min: 30, max: 90 },
    buffs: [],
    randomBuffs: [],
    artist: { name: 'Fixture Artist', jpName: 'テスト' },
    featuredCharacters: [],
    obtaining: [],
    links: { gameWiki: 'https://example.org/wiki', loreWiki: null },
  },
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(search = '') {
  const variables = searchVariables(readCardSearch(new URLSearchParams(search))) as StoryCardListPageQuery['variables'];
  const queryRef = loadQuery<StoryCardListPageQuery>(environment, PageQuery, variables);
  const router = createMemoryRouter(
    [
      {
        path: '/story-cards',
        element: (
          <Suspense fallback="loading">
            <StoryCardListPage queryRef={queryRef} />
            <Location />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/story-cards${search}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <OverlayProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </OverlayProvider>
    </RelayEnvironmentProvider>,
  );
}

/**
 * The page as the site routes it: the loader starts the query of each URL, so a changed search
 * renders only once its query answers (until then the router keeps the previous page on screen).
 */
function renderRoutedPage(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/story-cards',
        loader: ({ request }: LoaderFunctionArgs) =>
          loadQuery<StoryCardListPageQuery>(
            environment,
            PageQuery,
            searchVariables(readCardSearch(new URL(request.url).searchParams)) as StoryCardListPageQuery['variables'],
          ),
        Component: function Routed() {
          return (
            <Suspense fallback="loading">
              <StoryCardListPage queryRef={useLoaderData() as PreloadedQuery<StoryCardListPageQuery>} />
            </Suspense>
          );
        },
      },
    ],
    { initialEntries: [`/story-cards${search}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <OverlayProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </OverlayProvider>
    </RelayEnvironmentProvider>,
  );
  return router;
}

async function resolve() {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          storyCardsChangeAt: null,
          storyCardCount: 5,
          storyCardTags: [
            { id: 'hp', name: 'HP Recovery', kind: 'GENERAL' },
            { id: 'yang-atk', name: 'Yang ATK Up', kind: 'GENERAL' },
            { id: 'human', name: 'Human', kind: 'CHARACTER_TAG' },
          ],
          storyCardChips: [{ slug: 'l1-reimu', shortName: 'Reimu', nameEn: 'Reimu Hakurei' }],
          storyCards: {
            totalCount: 2,
            edges: cards.map((node) => ({ node, cursor: String(node.cardId) })),
            pageInfo: { hasNextPage: false, endCursor: '1' },
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
  setSetting('timeZone', 'UTC');
  setSetting('dateFormat', 2);
  environment = createMockEnvironment();
});
afterEach(() => cleanup());

describe('the story card list page', () => {
  it('shows each card: "?" before release, No Image, No effect, the unofficial mark, Until dates, links', async () => {
    renderPage();
    await resolve();
    const announced = screen.getByRole('article', { name: 'Announced Card' });
    // The stat and the total.
    expect(within(announced).getAllByText('? – 125')).toHaveLength(2);
    expect(within(announced).getByText('No Image')).toBeTruthy();
    expect(within(announced).getByText('unofficial').getAttribute('title')).toContain('予告');
    expect(within(announced).getByText('Yang ATK of the user up ? → 2 levels for 3 turns')).toBeTruthy();
    expect(within(announced).getByText(/Until/).textContent).toContain('2031-12-31');
    const tea = screen.getByRole('article', { name: 'Scarlet Tea Time' });
    expect(within(tea).getByText('150 – 450')).toBeTruthy();
    expect(within(tea).getByText('No effect')).toBeTruthy();
    expect(within(tea).queryByText('unofficial')).toBeNull();
    expect(within(tea).getByRole('link', { name: 'Game wiki' }).getAttribute('href')).toBe('https://example.org/wiki');
    expect(screen.getByTestId('card-list-status').textContent).toBe('·');
  });

  it('sends the URL search as the query variables, every spelling read', async () => {
    renderPage('?rarity=5&types=p&options=effect:yang-atk:asc:single');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      rarities: [5],
      suits: ['plum'],
      slots: [{ kind: 'EFFECT', value: 'yang-atk', sort: 'ASC', target: 'SINGLE' }],
    });
  });

  it('opens the advanced search with Ctrl+Shift+F and mirrors each change into the URL', async () => {
    renderPage('?rarity=4');
    await resolve();
    act(() => {
      fireEvent.keyDown(window, { key: 'F', ctrlKey: true, shiftKey: true });
    });
    // The search's options load when it is first wanted, not with the list.
    const dialog = screen.getByRole('dialog', { name: 'Story Card Search and Filter' });
    expect(within(dialog).getByTestId('search-count').textContent).toBe('Loading...');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('StoryCardSearchOptionsQuery');
    await resolve();
    expect(within(dialog).getByTestId('search-count').textContent).toBe('Showing 2 of 5 story cards');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Orchid/ }));
    });
    expect(location()).toBe('?rarities=4&types=o');
    act(() => {
      fireEvent.change(within(dialog).getByLabelText('Sort/Filter 1 kind'), { target: { value: 'date' } });
    });
    expect(location()).toContain('effects=date:2021-05-11:');
    // Date is taken: the other slots no longer offer it.
    const kinds = (n: number) =>
      [...(within(dialog).getByLabelText(`Sort/Filter ${n} kind`) as HTMLSelectElement).options].map((o) => o.value);
    expect(kinds(1)).toEqual(['none', 'effect', 'stat', 'date']);
    expect(kinds(2)).toEqual(['none', 'effect', 'stat']);
    act(() => {
      fireEvent.change(within(dialog).getByLabelText('Sort/Filter 2 kind'), { target: { value: 'effect' } });
    });
    expect(location()).toContain('effect:hp:desc');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Effect: HP Recovery ▾' }));
    });
    act(() => {
      fireEvent.click(within(dialog).getByRole('tab', { name: 'Character Tags' }));
    });
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Human' }));
    });
    expect(location()).toContain('effect:human:desc');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    });
    expect(location()).toBe('');
  });

  it('adds featured characters as chips', async () => {
    renderPage();
    await resolve();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Advanced search/ }));
    });
    await resolve();
    const dialog = screen.getByRole('dialog');
    act(() => {
      fireEvent.change(within(dialog).getByLabelText('Featured characters'), { target: { value: 'rei!' } });
    });
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reimu Hakurei' }));
    });
    expect(location()).toBe('?featured=l1-reimu');
    expect(within(dialog).getByRole('button', { name: 'Remove Reimu' })).toBeTruthy();
  });

  it('builds each change on the changes still loading, and follows a URL it did not write', async () => {
    const router = renderRoutedPage();
    await act(async () => {});
    await resolve();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Advanced search/ }));
    });
    await resolve();
    const dialog = screen.getByRole('dialog', { name: 'Story Card Search and Filter' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '5★' }));
    });
    // The query of ?rarities=5 has not answered: the page still renders the old URL. The next
    // change keeps the first, and both show at once.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: '5★' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Bamboo/ }));
    });
    expect(decodeURIComponent(router.state.location.search)).toBe('?rarities=5&types=b');
    expect(within(dialog).getByRole('button', { name: '5★' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(dialog)
        .getByRole('button', { name: /Bamboo/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Sort/Filter 1 kind'), { target: { value: 'effect' } });
    });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText(/Target/), { target: { value: 'single' } });
    });
    expect(decodeURIComponent(router.state.location.search)).toBe('?rarities=5&types=b&effects=effect:hp:desc:single');
    while (environment.mock.getAllOperations().length) await resolve();
    expect(decodeURIComponent(router.state.location.search)).toBe('?rarities=5&types=b&effects=effect:hp:desc:single');
    expect((within(dialog).getByLabelText(/Target/) as HTMLSelectElement).value).toBe('single');

    // A link elsewhere on the site (not an edit of the search) is followed.
    await act(async () => {
      await router.navigate('/story-cards?rarities=1');
    });
    while (environment.mock.getAllOperations().length) await resolve();
    expect(within(dialog).getByRole('button', { name: '1★' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: '5★' }).getAttribute('aria-pressed')).toBe('false');
    expect((within(dialog).getByLabelText('Sort/Filter 1 kind') as HTMLSelectElement).value).toBe('none');

    // Back, while an edit is still loading, to the entry of an earlier edit: the URL wins there too.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '3★' }));
    });
    expect(within(dialog).getByRole('button', { name: '3★' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      await router.navigate(-1);
    });
    while (environment.mock.getAllOperations().length) await resolve();
    expect(decodeURIComponent(router.state.location.search)).toBe('?rarities=5&types=b&effects=effect:hp:desc:single');
    expect(within(dialog).getByRole('button', { name: '3★' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByRole('button', { name: '5★' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByLabelText(/Target/) as HTMLSelectElement).value).toBe('single');
  });
});
