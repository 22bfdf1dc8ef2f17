// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import RewardsPageQueryNode, { type RewardsPageQuery } from '../../client/__generated__/RewardsPageQuery.graphql.ts';
import TowerPageQueryNode, { type TowerPageQuery } from '../../client/__generated__/TowerPageQuery.graphql.ts';
import { setSetting } from '../../client/shared/settings.ts';
import { SWIPE_MAX_ANGLE, SWIPE_MIN_DISTANCE, swipeDirection } from '../../client/shared/useSwipe.ts';
import { barsClickable, CHART, chartLayout, labelIndexes, labelStep, niceStep, shortNumber, yScale } from '../../client/tower/chart.ts';
import { nextGauge } from '../../client/tower/EnemyCard.tsx';
import { RewardsPage } from '../../client/tower/RewardsPage.tsx';
import { TowerPage } from '../../client/tower/TowerPage.tsx';
import {
  ANOMALY_COLOURS,
  anomalyList,
  clampFloor,
  effectTypeLabel,
  elementLabel,
  floorDigits,
  readFloorParam,
  rewardGlow,
} from '../../client/tower/vocabulary.ts';

describe('tower vocabulary', () => {
  it('labels elements in English or kanji, in any case, and refuses unknown ones', () => {
    expect(elementLabel('SUN', 'en')).toBe('Sun');
    expect(elementLabel('sun', 'jp')).toBe('日');
    expect(['MOON', 'FIRE', 'WATER', 'WOOD', 'METAL', 'EARTH', 'STAR', 'NO'].map((e) => elementLabel(e, 'jp'))).toEqual([
      '月',
      '火',
      '水',
      '木',
      '金',
      '土',
      '星',
      '無',
    ]);
    expect(() => elementLabel('plasma', 'en')).toThrow('element not found!');
  });

  it('makes six items glow red and ids ending in -3 glow gold', () => {
    for (const id of ['kyara-2', 'rakoku-2', 'manaka-2', 'manaban-2', 'sumotara-2', 'sasora-2']) expect(rewardGlow(id)).toBe('red');
    expect(rewardGlow('manaka-3')).toBe('gold');
    expect(rewardGlow('kyara-1')).toBeNull();
    expect(rewardGlow('coins')).toBeNull();
  });

  it('keeps anomaly badge text legible: 4.5:1 contrast (WCAG AA) on every badge colour and every stop of the "all" badge', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../client/tower/tower.css'), 'utf8');
    const rule = (selector: string) => new RegExp(`\\${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const text = /color: (#[0-9a-f]{3,6})/.exec(rule('.anomaly'))?.[1] as string;
    const stops = rule('.anomaly-all').match(/#[0-9a-f]{6}/g) ?? [];
    expect(stops).toHaveLength(5);
    for (const background of [...Object.values(ANOMALY_COLOURS), ...stops]) {
      expect(contrast(text, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows all five anomalies as "all" and unknown effect types as NOT FOUND', () => {
    expect(anomalyList(['POISON', 'BLIND'])).toEqual(['blind', 'poison']);
    expect(anomalyList(['blind', 'burn', 'freeze', 'paralyze', 'poison'])).toEqual(['all']);
    expect(effectTypeLabel('stat')).toBe('Stat');
    expect(effectTypeLabel('mystery')).toBe('NOT FOUND mystery');
  });

  it('keeps digits only in the floor selector and clamps the floor', () => {
    expect(floorDigits('1a2-3 ')).toBe('123');
    expect(floorDigits('abc')).toBe('');
    expect(clampFloor(0, 40)).toBe(1);
    expect(clampFloor(99, 40)).toBe(40);
    expect(clampFloor(12, 40)).toBe(12);
    expect(readFloorParam(new URLSearchParams('floor=12'))).toBe(12);
    expect(readFloorParam(new URLSearchParams('floor=-3'))).toBe(-3);
    expect(readFloorParam(new URLSearchParams('floor=x'))).toBeNull();
    expect(readFloorParam(new URLSearchParams(''))).toBeNull();
  });

  it('cycles the gauge toggle: all, each gauge, all', () => {
    const seen: (number | null)[] = [];
    let g: number | null = null;
    for (let i = 0; i < 5; i++) {
      g = nextGauge(g, 3);
      seen.push(g);
    }
    expect(seen).toEqual([0, 1, 2, null, 0]);
    expect(nextGauge(null, 1)).toBeNull();
  });
});

describe('swipes', () => {
  it('count from 75 px within 30 degrees of the horizontal', () => {
    expect(SWIPE_MIN_DISTANCE).toBe(75);
    expect(SWIPE_MAX_ANGLE).toBe(30);
    expect(swipeDirection(80, 0)).toBe('right');
    expect(swipeDirection(-80, 10)).toBe('left');
    expect(swipeDirection(70, 0)).toBeNull();
    // 100 px at 35 degrees is too steep; at 25 degrees it counts.
    const at = (deg: number) => [100 * Math.cos((deg * Math.PI) / 180), 100 * Math.sin((deg * Math.PI) / 180)] as const;
    expect(swipeDirection(...at(35))).toBeNull();
    expect(swipeDirection(...at(25))).toBe('right');
  });
});

describe('HP chart geometry', () => {
  it('uses the spec constants', () => {
    expect(CHART).toMatchObject({
      gridlines: 10,
      barWidth: 5,
      barGap: 2,
      leftAxis: 96,
      leftAxisNarrow: 64,
      top: 16,
      bottom: 40,
      labelTarget: 40,
    });
    expect(CHART.logBase).toBeCloseTo(Math.sqrt(10));
  });

  it('fits the width when compact and uses 5 px bars with 2 px gaps otherwise', () => {
    const compact = chartLayout(41, 1000, 1280, true);
    expect(compact).toMatchObject({ width: 1000, left: 96 });
    expect(compact.plotWidth).toBe(1000 - 96 - CHART.right);
    expect(compact.slot * 41).toBeCloseTo(compact.plotWidth);
    const wide = chartLayout(400, 1000, 1280, false);
    expect(wide).toMatchObject({ slot: 7, barWidth: 5, plotWidth: 2800, left: 96 });
    expect(chartLayout(41, 340, 360, true).left).toBe(64);
  });

  it('picks label steps from the spec list, at least 40 px apart, skipping labels that would touch', () => {
    expect(labelStep(50)).toBe(1);
    expect(labelStep(7)).toBe(10);
    expect(labelStep(21)).toBe(2);
    expect(labelStep(0.1)).toBe(100);
    const sample = [...Array.from({ length: 40 }, (_, i) => i + 1), 80];
    expect(labelIndexes(sample, { slot: 7, step: 10 })).toEqual([9, 19, 29, 39]);
    expect(labelIndexes([1, 2, 3], { slot: 50, step: 1 })).toEqual([0, 1, 2]);
  });

  it('draws ten gridlines on the linear scale, and powers of sqrt(10) on the logarithmic one', () => {
    const linear = yScale([12000, 997678], false);
    expect(linear.ticks).toHaveLength(10);
    expect(linear.ticks.at(-1)).toBeGreaterThanOrEqual(997678);
    expect(linear.domain).toEqual([0, 1_000_000]);
    expect(niceStep(99767.8)).toBe(100000);
    const log = yScale([12000, 997678], true);
    expect(log.ticks.map((t) => Math.round(log.invert(t)))).toEqual([10000, 31623, 100000, 316228, 1000000]);
    expect(log.transform(100000)).toBeCloseTo(10);
    expect(log.ticks.length).toBeLessThanOrEqual(10);
  });

  it('lets bars click through only on windows of 1080 px and more, or when not compact', () => {
    expect(barsClickable(1080, true)).toBe(true);
    expect(barsClickable(1079, true)).toBe(false);
    expect(barsClickable(360, false)).toBe(true);
  });

  it('writes axis labels short', () => {
    expect(shortNumber(1_000_000)).toBe('1M');
    expect(shortNumber(31622.8)).toBe('31.6k');
    expect(shortNumber(950)).toBe('950');
  });
});

// The pages with a mock network.
let environment: ReturnType<typeof createMockEnvironment>;
beforeEach(() => {
  localStorage.clear();
  setSetting('timeZone', 'UTC');
  setSetting('dateFormat', 2);
  environment = createMockEnvironment();
});
afterEach(cleanup);

/** WCAG 2's contrast ratio of two sRGB colours given as #rgb or #rrggbb. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function Location() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

/** Answers the page's query with the given Query fields. */
async function answer(query: () => Record<string, unknown>) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Query: query }));
  });
}

const sakuya = {
  slot: 0,
  unit: {
    slug: 'a6-sakuya',
    name: 'Sakuya Izayoi (Scarlet)',
    translit: null,
    jpName: null,
    image: '/images/a6-sakuya.png',
    universe: 'A6',
    revealed: true,
  },
  hp: 60000,
  hpApprox: false,
  gauges: [10000, 20000, 30000],
  spells: 2,
  barriers: [3, 4, 5],
  barriersPerGauge: true,
  weaks: ['MOON'],
  resists: ['NO'],
  affinities: [],
  tags: [],
  ability: {
    name: null,
    effects: [
      { type: 'anomaly-immunity', anomalies: ['BLIND', 'BURN', 'FREEZE', 'PARALYZE', 'POISON'], elements: [], value: null, text: null },
    ],
  },
  skills: [
    {
      name: 'Killing Doll',
      spell: true,
      effects: [{ attrType: 'mystery', attr: 'x', attrName: null, values: [], target: null, turn: null, text: null }],
    },
  ],
};

async function towerPage(path: string, floor: number | null, rewards = true) {
  const ref = loadQuery<TowerPageQuery>(environment, TowerPageQueryNode, { floor });
  await act(async () => renderAt(path, <TowerPage queryRef={ref as PreloadedQuery<TowerPageQuery>} />));
  await answer(() => ({
    towerFloors: {
      edges: [1, 2, 3].map((n) => ({
        node: { number: n, sample: true, released: true, releaseAt: null, rewards: [] },
      })),
    },
    towerFloor: {
      number: 3,
      releaseAt: '2031-01-01T06:00:00.000Z',
      released: false,
      sample: true,
      totalHp: 60000,
      rewards: rewards
        ? [
            { amount: 1, item: { slug: 'kyara-2', name: 'Character Fragment', icon: '/images/k.png' } },
            { amount: 2, item: { slug: 'manaka-3', name: 'Manaka Crystal', icon: '/images/m.png' } },
          ]
        : [],
      enemies: [sakuya],
    },
  }));
}

/** A real floor from a guide that gives no HP (floor 2), beside a sample floor (1) and one with a round HP figure (3). */
async function guideFloorPage() {
  const ref = loadQuery<TowerPageQuery>(environment, TowerPageQueryNode, { floor: 2 });
  await act(async () => renderAt('/stages/scarlet-devil-tower?floor=2', <TowerPage queryRef={ref as PreloadedQuery<TowerPageQuery>} />));
  await answer(() => ({
    towerFloors: {
      edges: [1, 2, 3].map((n) => ({ node: { number: n, sample: n === 1, released: true, releaseAt: null, rewards: [] } })),
    },
    towerFloor: {
      number: 2,
      releaseAt: null,
      released: true,
      sample: false,
      source: 'https://gamerch.com/touhou-lw/entry/202845 (guide)',
      note: "From the Japanese server's guide; HP not given.",
      totalHp: null,
      rewards: [],
      enemies: [
        {
          ...sakuya,
          unit: { ...sakuya.unit, slug: null, name: 'Ghost', jpName: '幽霊' },
          hp: null,
          hpApprox: false,
          gauges: [],
          barriers: [],
          barriersPerGauge: false,
        },
      ],
    },
  }));
}

describe('tower page', () => {
  it('tells real floors from sample ones, gives a real floor its note, and says "not given" for HP no guide gives', async () => {
    await guideFloorPage();
    const detail = screen.getByRole('article', { name: /Floor 2/ });
    expect(within(detail).queryByText('sample data')).toBeNull();
    expect(detail.querySelector('.floor-real')?.textContent).toBe("Real data: From the Japanese server's guide; HP not given.");
    expect(detail.querySelector('.floor-total-hp')?.textContent).toBe('not given');
    expect(detail.querySelector('.enemy-hp')?.textContent).toBe('not given');
    const badges = [...document.querySelectorAll('.floor-item')].map((li) => li.querySelector('.sample-badge, .real-badge')?.textContent);
    expect(badges).toEqual(['sample', 'real', 'real']);
  });

  it('shows the floor with its JP marker, sample badge, glowing rewards and enemies', async () => {
    await towerPage('/stages/scarlet-devil-tower?floor=3', 3);
    const detail = screen.getByRole('article', { name: /Floor 3/ });
    expect(within(detail).getByText('JP')).toBeTruthy();
    expect(within(detail).getByText('sample data')).toBeTruthy();
    expect(detail.querySelector('[data-item="kyara-2"]')?.className).toContain('glow-red');
    expect(detail.querySelector('[data-item="manaka-3"]')?.className).toContain('glow-gold');
    expect(within(detail).getByText('All anomalies')).toBeTruthy();
    expect(within(detail).getByText('NOT FOUND mystery')).toBeTruthy();
    expect(detail.querySelectorAll('.spell-icon')).toHaveLength(2);
    expect([...detail.querySelectorAll('.spell-icon')].map((s) => s.getAttribute('data-level'))).toEqual(['1', '2']);
  });

  it('says so when a floor has no reward listed, under its Rewards heading', async () => {
    await towerPage('/stages/scarlet-devil-tower?floor=3', 3, false);
    const detail = screen.getByRole('article', { name: /Floor 3/ });
    expect(within(detail).getByRole('heading', { name: 'Rewards' })).toBeTruthy();
    expect(within(detail).getByText('No reward listed for this floor.')).toBeTruthy();
  });

  it('says which floor it shows in place of one past the top of the list', async () => {
    await towerPage('/stages/scarlet-devil-tower?floor=999', 999);
    expect(screen.getByText(/^There is no floor/).textContent).toBe('There is no floor 999; showing floor 3, the highest listed.');
    expect(screen.getByRole('article', { name: /Floor 3/ })).toBeTruthy();
  });

  it('cycles the gauge toggle through every gauge and back to all', async () => {
    await towerPage('/stages/scarlet-devil-tower?floor=3', 3);
    const hp = () => document.querySelector('.enemy-hp')?.textContent;
    const barriers = () => document.querySelector('.enemy-barriers')?.textContent;
    const toggle = screen.getByRole('button', { name: 'All gauges' });
    expect([hp(), barriers()]).toEqual(['60,000', '3 / 4 / 5']);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(toggle);
      seen.push(`${toggle.textContent} ${hp()} ${barriers()}`);
    }
    expect(seen).toEqual([
      'Gauge 1 (green) 10,000 3',
      'Gauge 2 (yellow) 20,000 4',
      'Gauge 3 (red) 30,000 5',
      'All gauges 60,000 3 / 4 / 5',
    ]);
  });

  it('labels elements in kanji when the element setting is Japanese', async () => {
    setSetting('jpElement', 'jp');
    await towerPage('/stages/scarlet-devil-tower?floor=3', 3);
    expect(document.querySelector('[data-element="moon"]')?.textContent).toBe('月');
    expect(document.querySelector('[data-element="no"]')?.textContent).toBe('無');
  });

  it('keeps digits only in the floor selector, submits nothing when empty, and clamps to the floors listed', async () => {
    await towerPage('/stages/scarlet-devil-tower?floor=3', 3);
    const input = screen.getByRole('textbox', { name: 'Floor number' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2b' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input.value).toBe('');
    fireEvent.submit(input.form as HTMLFormElement);
    expect(screen.getByTestId('location').textContent).toBe('/stages/scarlet-devil-tower?floor=3');
    fireEvent.change(input, { target: { value: '99' } });
    await act(async () => fireEvent.submit(input.form as HTMLFormElement));
    expect(screen.getByTestId('location').textContent).toBe('/stages/scarlet-devil-tower?floor=3');
    fireEvent.change(input, { target: { value: '0' } });
    await act(async () => fireEvent.submit(input.form as HTMLFormElement));
    expect(screen.getByTestId('location').textContent).toBe('/stages/scarlet-devil-tower?floor=1');
  });
});

describe('rewards page', () => {
  it('marks floors whose release time is still to come with JP, and links every floor', async () => {
    const ref = loadQuery<RewardsPageQuery>(environment, RewardsPageQueryNode, {});
    await act(async () =>
      renderAt('/stages/scarlet-devil-tower/rewards', <RewardsPage queryRef={ref as PreloadedQuery<RewardsPageQuery>} />),
    );
    await answer(() => ({
      towerRewards: [
        {
          slug: 'kyara-2',
          name: 'Character Fragment',
          icon: '/images/k.png',
          total: 3,
          rewards: [
            { amount: 1, floor: { number: 3, releaseAt: null, sample: true } },
            { amount: 2, floor: { number: 6, releaseAt: '2999-01-01T00:00:00.000Z', sample: true } },
          ],
        },
      ],
    }));
    const item = document.querySelector('[data-item="kyara-2"]') as HTMLElement;
    expect(item.querySelector('.reward-head')?.className).toContain('glow-red');
    expect(within(item).getByText('×3')).toBeTruthy();
    const floors = [...item.querySelectorAll('.reward-floors li')];
    expect(floors.map((f) => f.querySelector('.jp-marker') !== null)).toEqual([false, true]);
    expect(floors.map((f) => f.querySelector('a')?.getAttribute('href'))).toEqual([
      '/stages/scarlet-devil-tower?floor=3',
      '/stages/scarlet-devil-tower?floor=6',
    ]);
    expect(screen.getByText('sample data')).toBeTruthy();
  });
});
