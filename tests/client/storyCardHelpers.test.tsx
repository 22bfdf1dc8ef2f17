// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chipKey } from '../../client/shared/searchText.ts';
import { setSetting } from '../../client/shared/settings.ts';
import { isStatId, STAT_IDS, statLabel } from '../../client/shared/storyCardStats.ts';
import { BATCH_SETTLE_MS, useProgressiveList } from '../../client/shared/useProgressiveList.ts';
import { describeBuff, valueRange } from '../../client/storyCards/effects.ts';
import { useRevealTimer } from '../../client/storyCards/useRevealTimer.ts';

describe('stats', () => {
  it('labels every stat id', () => {
    expect(STAT_IDS.map(statLabel)).toEqual(['HP', 'Agility', 'Yang ATK', 'Yang DEF', 'Yin ATK', 'Yin DEF']);
  });

  it('throws for an unknown id', () => {
    expect(() => statLabel('mp')).toThrow(new Error('Undefined stat id mp'));
    expect(() => statLabel('toString')).toThrow('Undefined stat id toString');
    expect(isStatId('hp')).toBe(true);
    expect(isStatId('constructor')).toBe(false);
  });
});

describe('search text', () => {
  it('keeps letters, digits, hyphens and apostrophes for chips', () => {
    expect(chipKey("Reimu (A6)-Hakurei's!")).toBe("reimua6-hakurei's");
  });
});

describe('effects in words', () => {
  it('give ranges from base to max, "?" for a hidden base', () => {
    expect(valueRange([1, 2])).toBe('1 → 2');
    expect(valueRange([2, 2])).toBe('2');
    expect(valueRange([null, 50], '%')).toBe('?% → 50%');
    expect(valueRange([])).toBe('');
  });

  it('describe each kind of effect', () => {
    const base = { turn: 3, target: 'self', role: null, attrName: 'Yang ATK' };
    expect(describeBuff({ ...base, attr: 'yang-atk', attrType: 'stat', values: [1, 2], metadata: 'up' })).toBe(
      'Yang ATK of the user up 1 → 2 levels for 3 turns',
    );
    expect(
      describeBuff({
        attr: 'yang-def',
        attrName: 'Yang DEF',
        attrType: 'stat',
        values: [1, 1],
        turn: 1,
        target: 'aoe',
        role: 'attack',
        metadata: 'down',
      }),
    ).toBe('Attack units: Yang DEF of all enemies down 1 level for 1 turn');
    expect(
      describeBuff({ attr: 'sun', attrName: 'Sun', attrType: 'elem', values: [null, 40], turn: 1, target: 'self', metadata: 'power' }),
    ).toBe('Sun element power of the equipped spell card +?% → 40% for 1 turn');
    expect(
      describeBuff({
        attr: 'human',
        attrName: 'Human',
        attrType: 'tag',
        values: [20, 35],
        turn: 2,
        target: 'self',
        metadata: 'damage-taken',
      }),
    ).toBe('Damage the user takes from Human (character tag) −20% → 35% for 2 turns');
    expect(describeBuff({ attr: 'hp', attrName: 'HP', attrType: 'misc', values: [10, 20], target: 'party', metadata: 'recover' })).toBe(
      'All allies recover 10% → 20% HP',
    );
    expect(
      describeBuff({ attr: 'barrier', attrName: 'Barrier', attrType: 'layer', values: [1, 1], target: 'self', metadata: 'gain' }),
    ).toBe('The user gain 1 barrier');
  });
});

function Batched({ total, resetKey }: { total: number; resetKey: string }) {
  const { count, limit } = useProgressiveList(total, resetKey, { settle: true });
  return (
    <p>
      {count}/{limit}
    </p>
  );
}

describe('the rendering batches of the card and illustrator lists', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    // A page that never scrolls near its bottom, so only the timers grow the batch.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('start at 10, grow by 5 every 100 ms, and take the scroll-batch setting after 500 ms', () => {
    act(() => setSetting('scrollBatch', 40));
    const view = render(<Batched total={100} resetKey="a" />);
    expect(view.container.textContent).toBe('10/10');
    act(() => vi.advanceTimersByTime(BATCH_SETTLE_MS));
    expect(view.container.textContent).toBe('10/40');
    for (let i = 0; i < 6; i++) act(() => vi.advanceTimersByTime(100));
    expect(view.container.textContent).toBe('40/40');
    act(() => vi.advanceTimersByTime(1000));
    expect(view.container.textContent).toBe('40/40');
    view.rerender(<Batched total={100} resetKey="b" />);
    expect(view.container.textContent).toBe('10/10');
  });

  it('extend by the setting near the bottom of the page', () => {
    act(() => setSetting('scrollBatch', 10));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 0 });
    const view = render(<Batched total={25} resetKey="a" />);
    // Each step renders before the next timer is set.
    act(() => vi.advanceTimersByTime(100));
    expect(view.container.textContent).toBe('15/20');
    for (let i = 0; i < 20; i++) act(() => vi.advanceTimersByTime(100));
    expect(view.container.textContent).toBe('25/30');
  });
});

function Timer({ at, onFire }: { at: string | null; onFire: () => void }) {
  useRevealTimer(at, onFire);
  return null;
}

describe('the reveal timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fires once the instant has come, checking every 100 ms, and retries a second later', () => {
    vi.setSystemTime(new Date('2031-01-01T05:59:59.750Z'));
    const fire = vi.fn();
    render(<Timer at="2031-01-01T06:00:00.000Z" onFire={fire} />);
    act(() => vi.advanceTimersByTime(200));
    expect(fire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(fire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(500));
    expect(fire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('without an instant, asks again only on the whole five minutes, and a second later', () => {
    vi.setSystemTime(new Date('2031-01-01T06:00:01Z'));
    const fire = vi.fn();
    render(<Timer at={null} onFire={fire} />);
    act(() => vi.advanceTimersByTime(298_000));
    expect(fire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1100));
    expect(fire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(fire).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(200_000));
    expect(fire).toHaveBeenCalledTimes(2);
  });
});
