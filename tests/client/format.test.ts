import { describe, expect, it } from 'vitest';
import { countdown, formatOffset, ordinal, universeColumns } from '../../client/shared/format';

describe('ordinal', () => {
  it.each([
    [0, '0th'],
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [19, '19th'],
    [20, '20th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [101, '101st'],
    [102, '102nd'],
    [103, '103rd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [1011, '1011th'],
    [1021, '1021st'],
  ])('%s -> %s', (input, expected) => {
    expect(ordinal(input)).toBe(expected);
  });

  it('uses the magnitude for negative numbers', () => {
    expect(ordinal(-1)).toBe('-1st');
    expect(ordinal(-12)).toBe('-12th');
  });

  it('exposes the bare suffix', () => {
    expect(ordinal(42)).toBe('42nd');
    expect(ordinal(113)).toBe('113th');
  });

  it('rejects non-integers', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinal(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatOffset', () => {
  it.each([
    [540, '+9:00'],
    [-210, '-3:30'],
    [0, '+0:00'],
    [345, '+5:45'],
    [-300, '-5:00'],
    [330, '+5:30'],
    [765, '+12:45'],
    [-720, '-12:00'],
    [840, '+14:00'],
    [-30, '-0:30'],
  ])('%s minutes -> %s', (input, expected) => {
    expect(formatOffset(input)).toBe(expected);
  });

  it('never prints a negative zero', () => {
    expect(formatOffset(-0)).toBe('+0:00');
  });

  it('rejects non-finite offsets', () => {
    expect(() => formatOffset(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRemaining / countdown', () => {
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;

  it('pads every field to two digits', () => {
    expect(countdown(3 * d + 4 * h + 5 * m + 6 * s, 0)).toBe('03:04:05:06');
    expect(countdown(0, 0)).toBe('00:00:00:00');
    expect(countdown(s, 0)).toBe('00:00:00:01');
  });

  it('rolls fields over at their limits', () => {
    expect(countdown(59 * s, 0)).toBe('00:00:00:59');
    expect(countdown(60 * s, 0)).toBe('00:00:01:00');
    expect(countdown(d - s, 0)).toBe('00:23:59:59');
    expect(countdown(d, 0)).toBe('01:00:00:00');
    expect(countdown(12 * d + 13 * h + 14 * m + 15 * s, 0)).toBe('12:13:14:15');
  });

  it('does not truncate more than 99 days', () => {
    expect(countdown(123 * d, 0)).toBe('123:00:00:00');
  });

  it('drops partial seconds', () => {
    expect(countdown(1999, 0)).toBe('00:00:00:01');
    expect(countdown(999, 0)).toBe('00:00:00:00');
  });

  it('clamps negative durations to zero', () => {
    expect(countdown(-1, 0)).toBe('00:00:00:00');
    expect(countdown(-5 * d, 0)).toBe('00:00:00:00');
  });

  it('counts down from now to the target', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(countdown(now + 2 * d + 3 * h, now)).toBe('02:03:00:00');
    expect(countdown(now - 1000, now)).toBe('00:00:00:00');
    expect(countdown(now, now)).toBe('00:00:00:00');
  });

  it('shows "?" for an unknown target', () => {
    expect(countdown(null, 0)).toBe('?');
    expect(countdown(undefined, 0)).toBe('?');
  });

  it('treats a target of 0 (the epoch) as known', () => {
    expect(countdown(0, -1000)).toBe('00:00:00:01');
  });
});

describe('universeColumns', () => {
  it.each([
    [0, 0],
    [1, 2],
    [45, 10],
    [180, 20],
    [181, 21],
    [720, 40],
    [1000, 48],
  ])('%s groups -> %s columns', (groups, expected) => {
    expect(universeColumns(groups)).toBe(expected);
  });

  it('treats negative counts as empty', () => {
    expect(universeColumns(-5)).toBe(0);
  });
});
