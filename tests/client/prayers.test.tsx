// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ForeverQueryNode, { type ForeverPrayerPageQuery } from '../../client/__generated__/ForeverPrayerPageQuery.graphql.ts';
import DetailQueryNode, { type PrayerDetailPageQuery } from '../../client/__generated__/PrayerDetailPageQuery.graphql.ts';
import ListQueryNode, { type PrayerListPageQuery } from '../../client/__generated__/PrayerListPageQuery.graphql.ts';
import PoolQueryNode, { type SpecialPoolPageQuery } from '../../client/__generated__/SpecialPoolPageQuery.graphql.ts';
import { ForeverPrayerPage } from '../../client/prayers/ForeverPrayerPage.tsx';
import { PrayerDetailPage } from '../../client/prayers/PrayerDetailPage.tsx';
import { PrayerListPage } from '../../client/prayers/PrayerListPage.tsx';
import { SpecialPoolPage } from '../../client/prayers/SpecialPoolPage.tsx';
import { readSearch, searchVariables } from '../../client/prayers/search.ts';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { setSetting } from '../../client/shared/settings.ts';
import { ToastProvider } from '../../client/shell/toasts.tsx';

let environment: ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  // jsdom has no layout: scroll corrections go nowhere.
  window.scrollTo = () => {};
  localStorage.clear();
  setSetting('timeZone', 'UTC');
  setSetting('dateFormat', 2);
  environment = createMockEnvironment();
});
afterEach(cleanup);

async function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <OverlayProvider>
          <ToastProvider>
            <Suspense fallback={<p>Loading</p>}>
              <RouterProvider router={router} />
            </Suspense>
          </ToastProvider>
        </OverlayProvider>
      </RelayEnvironmentProvider>,
    );
  });
}

/** Answers the most recent operation with the given fields of `type` (Query for a page, PrayerRoll for a pull). */
async function answer(type: string, fields: () => Record<string, unknown>) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { [type]: fields }));
  });
}

const character = (slug: string, shortName: string, rarity: string, over: Record<string, unknown> = {}) => ({
  id: `character-${slug}`,
  slug,
  shortName,
  shortNameTranslit: null,
  type: rarity,
  currentRarity: rarity,
  worldCode: slug.split('-')[0].toUpperCase(),
  revealed: true,
  thumbnail: `/images/${slug}.png`,
  altThumbnail: null,
  spoilerSafeThumbnail: null,
  ...over,
});

const friendItem = (slug: string, name: string, shortName: string, over: Record<string, unknown> = {}) => ({
  kind: 'CHARACTER',
  slug,
  cardId: null,
  name,
  shortName,
  shortNameTranslit: null,
  image: `/images/${slug}.png`,
  rarity: 'fes',
  group: 'character',
  revealed: true,
  ...over,
});

const teaTime = {
  kind: 'CARD',
  slug: null,
  cardId: 12,
  name: 'Scarlet Tea Time',
  shortName: 'Tea Time',
  shortNameTranslit: null,
  image: '/images/card-12.png',
  rarity: '5',
  group: 'card5',
  revealed: true,
};

describe('the prayer list', () => {
  const rateUps = Array.from({ length: 11 }, (_, i) => ({
    status: i === 0 ? 'new' : null,
    position: i,
    character: character(`l${i + 1}-friend`, `Friend ${i + 1}`, 'gen'),
  }));
  const prayer = {
    id: 'UHJheWVyOjU=',
    prayerId: 5,
    name: 'Marisa & Sakuya Step-Up Festival',
    types: ['debut', 'seal-crystal'],
    typeLabel: 'Seal Crystal',
    startAt: '2024-03-01T06:00:00.000Z',
    startPrecision: 'INSTANT',
    endAt: '2024-03-15T00:00:00.000Z',
    endPrecision: 'DAY',
    status: 'ENDED',
    maxPulls: 3,
    revealed: false,
    sample: false,
    image: null,
    rateUpCharacters: rateUps,
    rateUpCards: [{ isNew: true, card: teaTime }],
    stepUps: [{ code: 'asc', index: 0 }],
  };

  async function listPage() {
    // The variables as the page's loader sends them for /prayers: every search field, unset.
    const ref = loadQuery<PrayerListPageQuery>(environment, ListQueryNode, searchVariables(readSearch(new URLSearchParams())));
    await renderAt('/prayers', <PrayerListPage queryRef={ref as PreloadedQuery<PrayerListPageQuery>} />);
    await answer('Query', () => ({
      prayers: { totalCount: 1, edges: [{ node: prayer, cursor: '5' }], pageInfo: { hasNextPage: false, endCursor: '5' } },
    }));
  }

  it('shows a prayer card with its link, types, dates, pull limit, step-ups and JP spoiler tag', async () => {
    await listPage();
    const card = document.querySelector('[data-prayer="5"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: prayer.name }).getAttribute('href')).toBe('/prayer/info/5');
    expect([...card.querySelectorAll('.prayer-meta .tag')].map((t) => t.textContent)).toEqual(['Debut', 'Seal Crystal', 'JP spoiler']);
    expect(card.querySelector('.prayer-dates')?.textContent).toBe('2024-03-01 – 2024-03-15');
    expect(card.querySelector('.prayer-countdown')?.textContent).toBe('Ended');
    expect(within(card).getByText('Pull limit: 3 pulls')).toBeTruthy();
    expect(card.querySelector('.step-up-summary')?.textContent).toBe('Step-ups: Ascending');
    expect(screen.getByText('1 prayer')).toBeTruthy();
  });

  it('lists the rate-up Friends, nine of eleven until "2 more" is clicked, and the rate-up cards', async () => {
    await listPage();
    const friends = screen.getByRole('list', { name: 'Rate-up Friends' });
    const slugs = () => [...friends.querySelectorAll('[data-slug]')].map((b) => b.getAttribute('data-slug'));
    expect(slugs()).toEqual(rateUps.slice(0, 9).map((r) => r.character.slug));
    expect(within(friends).getByText('Friend 1').parentElement?.querySelector('.badge-new')?.textContent).toBe('new');
    act(() => {
      fireEvent.click(within(friends).getByRole('button', { name: '2 more' }));
    });
    expect(slugs()).toEqual(rateUps.map((r) => r.character.slug));

    const cards = screen.getByRole('list', { name: 'Rate-up story cards' });
    const thumb = cards.querySelector('[data-card="12"]') as HTMLElement;
    expect(thumb.getAttribute('title')).toBe('Scarlet Tea Time');
    expect(thumb.querySelector('.prayer-character-name')?.textContent).toBe('Tea Time');
    expect(within(thumb).getByRole('img', { name: '5-star' }).textContent).toBe('★★★★★');
    expect(within(thumb).getByText('new')).toBeTruthy();
  });
});

describe('a prayer page', () => {
  const marisa = friendItem('l1-marisa', 'Marisa Kirisame', 'Marisa');
  async function detailPage(name = 'Marisa Festival', over: Record<string, unknown> = {}) {
    const ref = loadQuery<PrayerDetailPageQuery>(environment, DetailQueryNode, { id: 5 });
    await renderAt('/prayer/info/5', <PrayerDetailPage queryRef={ref as PreloadedQuery<PrayerDetailPageQuery>} />);
    await answer('Query', () => ({
      prayer: {
        id: 'UHJheWVyOjU=',
        prayerId: 5,
        name,
        types: ['debut'],
        typeLabel: 'Seal Crystal',
        startAt: '2024-03-01T06:00:00.000Z',
        startPrecision: 'INSTANT',
        endAt: '2024-03-15T06:00:00.000Z',
        endPrecision: 'INSTANT',
        duration: 14 * 86_400_000,
        maxPulls: null,
        disableSc: false,
        gcCost: null,
        dust: 10,
        revealed: true,
        sample: false,
        source: null,
        note: null,
        pullKinds: ['SINGLE', 'MULTI'],
        rateUpCharacters: [{ status: 'new', position: 0, character: character('l1-marisa', 'Marisa', 'fes') }],
        rateUpCards: [{ isNew: false, exchange: true, exchangeAmount: 300, position: 0, card: teaTime }],
        stepUps: [],
        pool: {
          id: 'prayer-5',
          sample: true,
          derived: false,
          source: null,
          entries: [
            { item: marisa, chanceSc: 0.01, chanceGc: 0.01, rateType: null, pickUp: true },
            { item: teaTime, chanceSc: 0.02, chanceGc: 0.02, rateType: null, pickUp: false },
          ],
        },
        ...over,
      },
    }));
  }

  const roll = (results: Record<string, unknown>[], pullNo: number) => () => ({
    results,
    coin: results.length * 5,
    sc: 1500,
    gc: 0,
    dust: 10,
    gcDisabled: true,
    limitReached: false,
    stepUpDisabled: null,
    pullNo,
    stepUp: null,
    step: null,
    sample: true,
  });

  it('shows the facts, the rate-up cards with their exchange and the pool with its chances', async () => {
    await detailPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Marisa Festival');
    expect(document.querySelector('.prayer-header .prayer-dates')?.textContent).toBe('2024-03-01 – 2024-03-15');
    expect(document.querySelector('.prayer-duration')?.textContent).toBe(' · 14 days');
    const header = document.querySelector('.prayer-header') as HTMLElement;
    const card = header.querySelector('[data-card="12"]') as HTMLElement;
    expect(card.querySelector('.prayer-character-name')?.textContent).toBe('Tea Time');
    expect(within(card).getByText('exchange 300')).toBeTruthy();
    const pool = document.querySelector('.pool-table') as HTMLElement;
    expect([...pool.querySelectorAll('caption')].map((c) => c.textContent)).toEqual(['Friends: 1.00000%', '5★ story cards: 2.00000%']);
    const row = pool.querySelector('[data-slug="l1-marisa"]')?.closest('tr') as HTMLElement;
    expect(row.className).toBe('pick-up');
    expect(within(row).getByText('rate-up')).toBeTruthy();
    expect(within(row).getByText('Marisa').closest('button')?.getAttribute('title')).toBe('Marisa Kirisame');
  });

  it('says so when a step-up prayer has no steps in the data, and says nothing of steps otherwise', async () => {
    await detailPage('Guaranteed Step-UP Prayer');
    const sim = screen.getByRole('region', { name: 'Pull simulator' });
    expect(within(sim).getByText(/step-ups are not in our data yet/)).toBeTruthy();
    cleanup();
    environment = createMockEnvironment();
    await detailPage();
    expect(within(screen.getByRole('region', { name: 'Pull simulator' })).queryByText(/step-ups are not in our data yet/)).toBeNull();
  });

  it("shows the prayer's note, and marks step-ups no source states as sample data beside the table and the simulator", async () => {
    const steps = [60, 160, 260].map((cost, position) => ({
      position,
      cost,
      guaranteed: '1 Friend',
      multiplier: null,
      pickUpGuaranteed: false,
      dust: null,
    }));
    const track = (index: number, sample: boolean) => ({ code: 'asc', index, startAt: null, endAt: null, sample, items: steps });
    await detailPage('Marisa Festival', {
      note: 'The page gives no step costs: the Step-UP shown is sample data.',
      pullKinds: ['SINGLE', 'MULTI', 'STEP_UP'],
      stepUps: [track(0, true)],
    });
    expect(document.querySelector('.prayer-header .prayer-note')?.textContent).toBe(
      'The page gives no step costs: the Step-UP shown is sample data.',
    );
    const caption = document.querySelector('.step-up-table caption') as HTMLElement;
    expect(within(caption).getByText('sample data')).toBeTruthy();
    const sim = screen.getByRole('region', { name: 'Pull simulator' });
    expect(within(sim).getByText(/No public source states this prayer's step-ups/)).toBeTruthy();

    // A step-up its page states carries no such label, and a prayer without a note shows none.
    cleanup();
    environment = createMockEnvironment();
    await detailPage('Marisa Festival', { pullKinds: ['SINGLE', 'MULTI', 'STEP_UP'], stepUps: [track(0, false)] });
    expect(document.querySelector('.prayer-note')).toBeNull();
    expect(within(document.querySelector('.step-up-table caption') as HTMLElement).queryByText('sample data')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Pull simulator' })).queryByText(/step-ups/)).toBeNull();
  });

  it('draws pulls on the server and shows them in the result slots, adding up the totals', async () => {
    await detailPage();
    const sim = screen.getByRole('region', { name: 'Pull simulator' });
    const filled = () => [...sim.querySelectorAll('.result-slot.filled')] as HTMLElement[];
    expect(sim.querySelectorAll('.result-slot')).toHaveLength(10);
    expect(filled()).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(sim).getByRole('button', { name: 'Pull ×10' }));
    });
    const sent = environment.mock.getMostRecentOperation().request;
    expect(sent.node.params.name).toBe('useRollPrayerMutation');
    expect(sent.variables.input).toEqual({ prayerId: 5, kind: 'MULTI', pullNo: 0 });
    await answer(
      'PrayerRoll',
      roll(
        [
          { item: marisa, chance: 0.01, pickUp: true, guaranteed: false },
          { item: teaTime, chance: 0.02, pickUp: false, guaranteed: true },
        ],
        1,
      ),
    );
    expect(filled().map((s) => s.querySelector('.prayer-character-name')?.textContent)).toEqual(['Marisa', 'Tea Time']);
    expect(filled().map((s) => s.className)).toEqual(['result-slot filled group-character pick-up', 'result-slot filled group-card5']);
    expect(filled().map((s) => s.querySelector('.result-chance')?.textContent)).toEqual(['1.00000%', '2.00000%']);
    expect(filled()[0].querySelector('[data-slug="l1-marisa"]')).toBeTruthy();
    expect(within(filled()[1]).getByRole('img', { name: '5-star' })).toBeTruthy();
    expect(within(filled()[1]).getByText('guaranteed')).toBeTruthy();
    // Pulls count the pulls drawn (two here), not the presses.
    expect(within(sim).getByTestId('pull-count').textContent).toBe('2');
    expect(within(sim).getByTestId('coin-count').textContent).toBe('10');

    // The next pull replaces the slots and adds to the totals.
    await act(async () => {
      fireEvent.click(within(sim).getByRole('button', { name: 'Pull ×1' }));
    });
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ prayerId: 5, kind: 'SINGLE', pullNo: 1 });
    await answer('PrayerRoll', roll([{ item: teaTime, chance: 0.02, pickUp: false, guaranteed: false }], 2));
    expect(filled().map((s) => s.querySelector('.prayer-character-name')?.textContent)).toEqual(['Tea Time']);
    expect(within(sim).getByTestId('pull-count').textContent).toBe('3');
    expect(within(sim).getByTestId('coin-count').textContent).toBe('15');
    expect(within(sim).getByText('3 (1 Friend, 1 rate-up)')).toBeTruthy();

    act(() => {
      fireEvent.click(within(sim).getByRole('button', { name: 'Reset' }));
    });
    expect(filled()).toHaveLength(0);
    expect(within(sim).getByTestId('pull-count').textContent).toBe('0');
  });
});

describe('a special pool', () => {
  async function poolPage() {
    const ref = loadQuery<SpecialPoolPageQuery>(environment, PoolQueryNode, { kind: 'STANDARD' });
    await renderAt('/prayer/standard-prayer', <SpecialPoolPage queryRef={ref as PreloadedQuery<SpecialPoolPageQuery>} />);
    await answer('Query', () => ({
      prayerPool: {
        id: 'standard',
        name: 'Standard',
        sample: false,
        source: null,
        characters: [
          {
            item: friendItem('l1-reimu', 'Reimu Hakurei', 'Reimu', { shortNameTranslit: 'Hakurei Reimu', rarity: 'gen' }),
            chanceSc: 0.004,
          },
          { item: friendItem('a7-yuyuko', 'Yuyuko Saigyouji', 'Yuyuko', { revealed: false }), chanceSc: 0.001 },
        ],
      },
    }));
  }

  it('lists its Friends with their chances, marking a JP-only one', async () => {
    await poolPage();
    expect(screen.getByText('2 Friends')).toBeTruthy();
    const items = [...document.querySelectorAll('.pool-characters li')] as HTMLElement[];
    expect(items.map((li) => li.querySelector('.prayer-character-name')?.textContent)).toEqual(['Reimu', 'Yuyuko']);
    expect(items.map((li) => li.querySelector('.result-chance')?.textContent)).toEqual(['0.40000%', '0.10000%']);
    expect(items.map((li) => li.querySelector('.badge-spoiler')?.textContent ?? null)).toEqual([null, 'JP']);
    expect(within(items[0]).getByRole('img', { name: 'General' })).toBeTruthy();
  });

  it('shows the traditional names when the setting asks for them', async () => {
    setSetting('useTraditionalName', true);
    await poolPage();
    const names = [...document.querySelectorAll('.pool-characters .prayer-character-name')].map((n) => n.textContent);
    expect(names).toEqual(['Hakurei Reimu', 'Yuyuko']);
  });
});

describe('a forever prayer', () => {
  async function foreverPage() {
    const ref = loadQuery<ForeverPrayerPageQuery>(environment, ForeverQueryNode, { id: 1 });
    await renderAt('/prayer/forever-prayer?id=1', <ForeverPrayerPage queryRef={ref as PreloadedQuery<ForeverPrayerPageQuery>} />);
    await answer('Query', () => ({
      foreverPrayer: {
        id: 'forever-1',
        foreverPrayerId: 1,
        title: 'Forever Prayer of Winter',
        startAt: '2024-01-01T00:00:00.000Z',
        endAt: '2024-01-10T23:59:59.000Z',
        notes: 'One free pull a day.',
        revealed: true,
        sample: false,
        source: null,
        characters: [
          { isNew: true, position: 0, character: character('l1-reimu', 'Reimu', 'gen') },
          { isNew: false, position: 1, character: character('l1-marisa', 'Marisa', 'gen') },
          { isNew: false, position: 2, character: character('a1-sakuya', 'Sakuya', 'fes') },
        ],
        thresholds: [
          { rarity: 'gen', date: '2024-01-01T00:00:00.000Z', rate: 0.01, count: 2 },
          { rarity: 'fes', date: '2024-01-01T00:00:00.000Z', rate: 0.002, count: 1 },
        ],
      },
      foreverPrayers: [
        { id: 'forever-1', foreverPrayerId: 1, title: 'Forever Prayer of Winter' },
        { id: 'forever-2', foreverPrayerId: 2, title: 'Long Forever Prayer' },
      ],
    }));
  }

  it('shows its dates and notes, its new Friends, every Friend, its rates and the other forever prayers', async () => {
    await foreverPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forever Prayer of Winter');
    expect(document.querySelector('.prayer-dates')?.textContent).toBe('2024-01-01 – 2024-01-10');
    expect(screen.getByText('One free pull a day.')).toBeTruthy();
    const newOnes = screen.getByRole('heading', { name: 'New Friends' }).nextElementSibling as HTMLElement;
    expect([...newOnes.querySelectorAll('[data-slug]')].map((b) => b.getAttribute('data-slug'))).toEqual(['l1-reimu']);
    const friends = document.querySelector('.forever-characters') as HTMLElement;
    expect([...friends.querySelectorAll('.prayer-character-name')].map((n) => n.textContent)).toEqual(['Reimu', 'Marisa', 'Sakuya']);
    const rates = [...document.querySelectorAll('.thresholds tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((d) => d.textContent),
    );
    expect(rates).toEqual([
      [' General', '2024-01-01', '1.000%', '2', '0.50000%'],
      [' Festival (L1)', '2024-01-01', '0.200%', '1', '0.20000%'],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Forever prayers' });
    expect(within(nav).getByText('Forever Prayer of Winter').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Long Forever Prayer' }).getAttribute('href')).toBe('/prayer/forever-prayer?id=2');
  });

  it('works out the chance of the Friends chosen one by one or by rarity over the days counted', async () => {
    await foreverPage();
    // The prayer has ended: the calculator starts hidden.
    expect(screen.queryByTestId('forever-chance')).toBeNull();
    act(() => {
      fireEvent.change(screen.getByLabelText('Days counted'), { target: { value: '1' } });
    });
    const chance = () => screen.getByTestId('forever-chance').textContent;
    expect(chance()).toBe('Choose Friends to see the chance of getting at least one of them.');
    const friends = document.querySelector('.forever-characters') as HTMLElement;
    const reimu = friends.querySelector('[data-slug="l1-reimu"]') as HTMLElement;
    act(() => {
      fireEvent.click(reimu);
    });
    expect(reimu.getAttribute('aria-pressed')).toBe('true');
    expect(chance()).toBe('4.89% to get at least one of the 1 chosen Friend in 10 daily pulls (0.50000% a day).');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /General: 2/ }));
    });
    expect([...friends.querySelectorAll('[aria-pressed="true"]')].map((b) => b.getAttribute('data-slug'))).toEqual([
      'l1-reimu',
      'l1-marisa',
    ]);
    expect(chance()).toBe('9.56% to get at least one of the 2 chosen Friends in 10 daily pulls (1.00000% a day).');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /General: 2/ }));
    });
    expect(chance()).toBe('Choose Friends to see the chance of getting at least one of them.');
  });
});
