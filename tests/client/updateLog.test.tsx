// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageQuery, { type UpdateLogPageQuery } from '../../client/__generated__/UpdateLogPageQuery.graphql.ts';
import { setSetting } from '../../client/shared/settings.ts';
import { UpdateLogPage } from '../../client/updates/UpdateLogPage.tsx';

let environment: ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  localStorage.clear();
  setSetting('timeZone', 'UTC');
  setSetting('dateFormat', 2);
  environment = createMockEnvironment();
});
afterEach(cleanup);

async function renderPage() {
  const ref = loadQuery<UpdateLogPageQuery>(environment, PageQuery, {});
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading</p>}>
          <UpdateLogPage queryRef={ref as PreloadedQuery<UpdateLogPageQuery>} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
}

/** Answers the most recent query with a page of entries. */
async function answer(entries: Record<string, unknown>[], hasNextPage: boolean) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          updates: {
            edges: entries.map((node) => ({ node, cursor: `cursor-${node.number}` })),
            pageInfo: { hasNextPage, endCursor: `cursor-${entries.at(-1)?.number}` },
          },
        }),
      }),
    );
  });
}

const item = (section: string, detail: string, over: Record<string, unknown> = {}) => ({
  section,
  detail,
  hidden: false,
  revealAt: null,
  urls: [],
  subItems: [],
  ...over,
});

const entry = (number: number, timestamp: string, items: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  id: `update-${number}`,
  number,
  timestamp,
  title: `Update ${number}`,
  subtitle: null,
  complex: false,
  items,
  ...over,
});

const may = entry(
  3,
  '2024-05-02T12:30:00.000Z',
  [
    item('fixes', 'Fixed the tower chart'),
    item('features', 'Added the <b>forever prayer</b> page', {
      urls: ['https://example.org/notes'],
      subItems: [item('features', 'With a chance calculator')],
    }),
    item('contents', '(JP spoiler)', { hidden: true, revealAt: '2031-01-01T06:00:00.000Z' }),
    item('features', 'A second feature'),
  ],
  { title: 'May update', subtitle: 'Forever prayers and fixes' },
);
const april = entry(2, '2024-04-20T08:00:00.000Z', [item('data', 'New story cards')]);
const march = entry(1, '2024-03-01T00:00:00.000Z', [item('data', 'First data')], { complex: true });

const articles = () => [...document.querySelectorAll('article.update-entry')] as HTMLElement[];
const status = () => document.querySelector('.list-status')?.textContent;

describe('the update log', () => {
  it('shows each entry with its number, title, subtitle and date, its changes grouped by kind', async () => {
    await renderPage();
    await answer([may, april], false);
    expect(articles().map((a) => a.id)).toEqual(['update-3', 'update-2']);
    const [first, second] = articles();
    expect(first.querySelector('h2')?.textContent).toBe('#3 May update');
    expect(first.querySelector('.update-subtitle')?.textContent).toBe('Forever prayers and fixes');
    expect(first.querySelector('.update-date')?.textContent).toBe('2024-05-02 12:30 UTC');
    expect(second.querySelector('.update-date')?.textContent).toBe('2024-04-20 08:00 UTC');

    // Several kinds: each under its heading, in the log's order of kinds, the items of a kind together.
    const sections = [...first.querySelectorAll(':scope > section')].map((s) => ({
      heading: s.querySelector('h3')?.textContent,
      items: [...s.querySelectorAll(':scope > ul > li > span:first-child')].map((i) => i.textContent),
    }));
    expect(sections).toEqual([
      { heading: 'New features', items: ['Added the forever prayer page', 'A second feature'] },
      { heading: 'New contents', items: ['(JP spoiler)'] },
      { heading: 'Fixes', items: ['Fixed the tower chart'] },
    ]);
    // One kind only: no heading.
    expect(second.querySelector('h3')).toBeNull();
    expect(within(second).getByText('New story cards')).toBeTruthy();
  });

  it('keeps the formatting and links of a change, with its sub-items, and dates a spoiler', async () => {
    await renderPage();
    await answer([may], false);
    const feature = screen.getByText('forever prayer').closest('li') as HTMLElement;
    expect(screen.getByText('forever prayer').tagName).toBe('B');
    expect(within(feature).getByRole('link', { name: 'link' }).getAttribute('href')).toBe('https://example.org/notes');
    expect([...feature.querySelectorAll('.update-subitems li')].map((li) => li.textContent)).toEqual(['With a chance calculator']);

    const spoiler = screen.getByText('(JP spoiler)').closest('li') as HTMLElement;
    expect(spoiler.className).toBe('update-item spoiler');
    expect(spoiler.querySelector('.spoiler-note')?.textContent).toBe(' (JP spoiler, revealed 2031-01-01 06:00 UTC)');
    expect(feature.className).toBe('update-item');
    expect(feature.querySelector('.spoiler-note')).toBeNull();
  });

  it('heads the kinds of a complex entry even when it has one kind', async () => {
    await renderPage();
    await answer([march], false);
    expect([...articles()[0].querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Data']);
    expect(articles()[0].className).toBe('update-entry complex');
  });

  it('loads the next entries while the bottom is near, until the last one', async () => {
    await renderPage();
    await answer([may, april], true);
    // jsdom lays nothing out: the bottom is always near, so the next page is asked for at once.
    const next = environment.mock.getMostRecentOperation().request;
    expect(next.node.params.name).toBe('UpdateListPaginationQuery');
    expect(next.variables).toMatchObject({ count: 5, cursor: 'cursor-2' });
    expect(status()).toBe('Loading…');
    await answer([march], false);
    expect(articles().map((a) => a.id)).toEqual(['update-3', 'update-2', 'update-1']);
    expect(status()).toBe('That is every update.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says when there is no update', async () => {
    await renderPage();
    await answer([], false);
    expect(screen.getByText('No update yet.')).toBeTruthy();
    expect(articles()).toHaveLength(0);
    expect(status()).toBe('');
  });
});
