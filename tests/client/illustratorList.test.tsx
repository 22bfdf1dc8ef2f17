// @vitest-environment jsdom
// The illustrator tracker fetches its artists page by page as its batches need them, and a link to
// one artist (#artist-<name>) fetches until that artist is listed, then scrolls to them.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageQuery, { type IllustratorsPageQuery } from '../../client/__generated__/IllustratorsPageQuery.graphql.ts';
import { IllustratorsPage } from '../../client/storyCards/IllustratorsPage.tsx';

let environment: ReturnType<typeof createMockEnvironment>;
let scrolledTo: string[];

const TOTAL = 120;
const artistName = (i: number) => `Artist ${String(i).padStart(3, '0')}`;

/** The connection's page from `from`: `count` artists, each with one card. */
function page(from: number, count: number) {
  const to = Math.min(TOTAL, from + count);
  return {
    totalCount: TOTAL,
    edges: Array.from({ length: to - from }, (_, k) => {
      const i = from + k;
      return {
        cursor: `c${i}`,
        node: {
          __typename: 'Illustrator',
          id: `SWxsdXN0cmF0b3I6${i}`,
          slug: `artist-${i}`,
          name: artistName(i),
          jpName: null,
          cardCount: 1,
          earliestReleaseAt: '2021-06-01T00:00:00.000Z',
          twitter: null,
          pixiv: null,
          website: null,
          storyCards: [{ id: `U3RvcnlDYXJkOj${i}`, cardId: i, name: `Card ${i}`, nameOfficial: true, rarity: 3, image: null }],
        },
      };
    }),
    pageInfo: { hasNextPage: to < TOTAL, endCursor: `c${to - 1}`, hasPreviousPage: false, startCursor: `c${from}` },
  };
}

/** Answers the most recent operation with the page its variables ask for. */
async function answer(): Promise<{ first: number; after: string | null }> {
  const operation = environment.mock.getMostRecentOperation() as OperationDescriptor;
  const variables = operation.request.variables as { count?: number; cursor?: string | null };
  const first = variables.count ?? 50;
  const after = variables.cursor ?? null;
  const from = after === null ? 0 : Number(after.slice(1)) + 1;
  await act(async () => {
    environment.mock.resolve(operation, { data: { illustrators: page(from, first) } });
  });
  return { first, after };
}

function renderPage(hash = '') {
  const queryRef = loadQuery<IllustratorsPageQuery>(environment, PageQuery, {});
  const router = createMemoryRouter(
    [
      {
        path: '/story-cards/illustrators',
        element: (
          <Suspense fallback="loading">
            <IllustratorsPage queryRef={queryRef} />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/story-cards/illustrators${hash}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

/** Waits (up to 10 s) until `done` holds, letting timers and React run. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await act(() => new Promise((r) => setTimeout(r, 50)));
  }
}

const listed = () => screen.getAllByRole('heading', { level: 2 }).length;

beforeEach(() => {
  localStorage.clear();
  environment = createMockEnvironment();
  scrolledTo = [];
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => cleanup());

describe('the illustrator tracker', () => {
  it('asks for the first 50 artists, then the next page only when its batches reach the end of those', async () => {
    renderPage();
    expect(await answer()).toEqual({ first: 50, after: null });
    expect(screen.getByTestId('illustrator-count').getAttribute('data-total')).toBe(String(TOTAL));
    // jsdom has no layout, so the page is always "near the bottom": the batches grow until every
    // artist is rendered, fetching each next page only once they reach the artists fetched.
    await until(() => environment.mock.getAllOperations().length > 0);
    expect(listed()).toBeGreaterThanOrEqual(40);
    const next = await answer();
    expect(next.after).toBe('c49');
    expect(next.first).toBeGreaterThanOrEqual(50);
    while (listed() < TOTAL) {
      await until(() => environment.mock.getAllOperations().length > 0 || listed() === TOTAL);
      if (environment.mock.getAllOperations().length) await answer();
    }
    expect(listed()).toBe(TOTAL);
    expect(screen.getByText('·')).toBeTruthy();
    // Rendering 120 artists batch by batch takes jsdom about 4 s alone, several times that on a
    // machine busy with the browser tests.
  }, 60_000);

  it('fetches until the artist of a link is listed, renders and scrolls to them', async () => {
    renderPage(`#artist-${encodeURIComponent(artistName(110))}`);
    await answer();
    // Artist 110 is not among the first 50: the list asks for a large page at once.
    const seek = await answer();
    expect(seek).toEqual({ first: 500, after: 'c49' });
    await until(() => scrolledTo.length > 0);
    expect(screen.getByRole('heading', { level: 2, name: artistName(110) })).toBeTruthy();
    expect(scrolledTo).toEqual([`artist-${encodeURIComponent(artistName(110))}`]);
  });
});
