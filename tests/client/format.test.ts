import { describe, expect, it } from 'vitest';
import {
  countdown,
  formatOffset,
  formatRemaining,
  formatThousands,
  isStatId,
  normaliseAlias,
  ordinal,
  ordinalSuffix,
  parseDuration,
  STAT_IDS,
  scrollPosition,
  shortenNumber,
  splitSearchTerms,
  statLabel,
  toRoman,
  totalStat,
  trimRateUps,
  universeColumns,
} from '../../client/shared/format';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [-0.25, '-0.25'],
    [1.5e21, '1,500,000,000,000,000,000,000'],
  ])('%s -> %s', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });

  it('does not group the fractional part', () => {
    expect(formatThousands(1.23456)).toBe('1.23456');
  });

  it('passes non-finite values through', () => {
    expect(formatThousands(Number.NaN)).toBe('NaN');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('shortenNumber', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.23k'],
    [1236, '1.24k'],
    [12345, '12.3k'],
    [123456, '123k'],
    [999499, '999k'],
    [999999, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [1e9, '1B'],
    [4.56e12, '4.56T'],
    [7.89e15, '7.89q'],
    [999.9e15, '1Q'],
    [1e18, '1Q'],
    [1.5e18, '1.5Q'],
  ])('%s -> %s', (input, expected) => {
    expect(shortenNumber(input)).toBe(expected);
  });

  it('keeps 3 significant digits for small fractional values', () => {
    expect(shortenNumber(12.345)).toBe('12.3');
    expect(shortenNumber(0.5)).toBe('0.5');
  });

  it('carries a rounded 999.5 into the next suffix', () => {
    expect(shortenNumber(999.6)).toBe('1k');
  });

  it('handles negative numbers symmetrically', () => {
    expect(shortenNumber(-999)).toBe('-999');
    expect(shortenNumber(-1234)).toBe('-1.23k');
    expect(shortenNumber(-999999)).toBe('-1M');
    expect(shortenNumber(-1.5e18)).toBe('-1.5Q');
  });

  it('grows the mantissa past the largest suffix instead of inventing one', () => {
    expect(shortenNumber(1.5e21)).toBe('1,500Q');
  });

  it('passes non-finite values through', () => {
    expect(shortenNumber(Number.NaN)).toBe('NaN');
    expect(shortenNumber(Number.NEGATIVE_INFINITY)).toBe('-Infinity');
  });
});

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
    expect(ordinalSuffix(42)).toBe('nd');
    expect(ordinalSuffix(113)).toBe('th');
  });

  it('rejects non-integers', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinal(Number.NaN)).toThrow(RangeError);
  });
});

describe('toRoman', () => {
  it.each([
    [1, 'I'],
    [3, 'III'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [900, 'CM'],
    [1994, 'MCMXCIV'],
    [2026, 'MMXXVI'],
    [3888, 'MMMDCCCLXXXVIII'],
    [3999, 'MMMCMXCIX'],
  ])('%s -> %s', (input, expected) => {
    expect(toRoman(input)).toBe(expected);
  });

  it.each([0, -1, 4000, 10000, 1.5, Number.NaN])('throws a RangeError for %s', (input) => {
    expect(() => toRoman(input)).toThrow(RangeError);
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
    expect(formatRemaining(3 * d + 4 * h + 5 * m + 6 * s)).toBe('03:04:05:06');
    expect(formatRemaining(0)).toBe('00:00:00:00');
    expect(formatRemaining(s)).toBe('00:00:00:01');
  });

  it('rolls fields over at their limits', () => {
    expect(formatRemaining(59 * s)).toBe('00:00:00:59');
    expect(formatRemaining(60 * s)).toBe('00:00:01:00');
    expect(formatRemaining(d - s)).toBe('00:23:59:59');
    expect(formatRemaining(d)).toBe('01:00:00:00');
    expect(formatRemaining(12 * d + 13 * h + 14 * m + 15 * s)).toBe('12:13:14:15');
  });

  it('does not truncate more than 99 days', () => {
    expect(formatRemaining(123 * d)).toBe('123:00:00:00');
  });

  it('drops partial seconds', () => {
    expect(formatRemaining(1999)).toBe('00:00:00:01');
    expect(formatRemaining(999)).toBe('00:00:00:00');
  });

  it('clamps negative durations to zero', () => {
    expect(formatRemaining(-1)).toBe('00:00:00:00');
    expect(formatRemaining(-5 * d)).toBe('00:00:00:00');
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

describe('parseDuration', () => {
  it.each([
    ['1d 2h 3m 4s 5ms', 86_400_000 + 2 * 3_600_000 + 3 * 60_000 + 4000 + 5],
    ['1h30m', 5_400_000],
    ['500ms', 500],
    ['2d', 172_800_000],
    ['45s', 45_000],
    ['10m', 600_000],
    ['0s', 0],
    ['  1h  ', 3_600_000],
    ['1 h 30 m', 5_400_000],
    ['1d2h3m4s5ms', 93_784_005],
    ['1.5h', 5_400_000],
    ['1h 1h', 7_200_000],
    ['1m1ms', 60_001],
    ['\t3s\n', 3000],
  ])('%j -> %d ms', (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });

  it('does not confuse "ms" with "m" followed by "s"', () => {
    expect(parseDuration('5ms')).toBe(5);
    expect(parseDuration('5m5s')).toBe(305_000);
  });

  it('rejects empty input', () => {
    expect(() => parseDuration('')).toThrow(/empty/);
    expect(() => parseDuration('   ')).toThrow(/empty/);
  });

  it('names an unknown unit', () => {
    expect(() => parseDuration('5x')).toThrow(/unknown unit "x"/);
    expect(() => parseDuration('1w')).toThrow(/unknown unit "w"/);
    expect(() => parseDuration('1h 2min')).toThrow(/unknown unit "min"/);
    expect(() => parseDuration('3H')).toThrow(/unknown unit "H"/);
  });

  it('requires a unit after every number', () => {
    expect(() => parseDuration('5')).toThrow(/missing unit after "5"/);
    expect(() => parseDuration('1h 30')).toThrow(/missing unit after "30"/);
  });

  it('rejects garbage and signs', () => {
    expect(() => parseDuration('h')).toThrow(/expected a number at position 0/);
    expect(() => parseDuration('abc')).toThrow(Error);
    expect(() => parseDuration('-5s')).toThrow(/expected a number/);
    expect(() => parseDuration('1h, 2m')).toThrow(/expected a number at position 2/);
    expect(() => parseDuration('1..5h')).toThrow(Error);
  });
});

describe('scrollPosition', () => {
  it('is "none" without scroll room', () => {
    expect(scrollPosition({ scrollTop: 0, scrollHeight: 500, clientHeight: 500 })).toBe('none');
    expect(scrollPosition({ scrollTop: 0, scrollHeight: 300, clientHeight: 500 })).toBe('none');
  });

  it('is "top" at the top', () => {
    expect(scrollPosition({ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 })).toBe('top');
  });

  it('is "bottom" within 2 px of the end', () => {
    expect(scrollPosition({ scrollTop: 500, scrollHeight: 1000, clientHeight: 500 })).toBe('bottom');
    expect(scrollPosition({ scrollTop: 498, scrollHeight: 1000, clientHeight: 500 })).toBe('bottom');
    expect(scrollPosition({ scrollTop: 498.5, scrollHeight: 1000, clientHeight: 500 })).toBe('bottom');
  });

  it('is "middle" anywhere else', () => {
    expect(scrollPosition({ scrollTop: 1, scrollHeight: 1000, clientHeight: 500 })).toBe('middle');
    expect(scrollPosition({ scrollTop: 250, scrollHeight: 1000, clientHeight: 500 })).toBe('middle');
    expect(scrollPosition({ scrollTop: 497, scrollHeight: 1000, clientHeight: 500 })).toBe('middle');
  });

  it('prefers "top" when the room is smaller than the bottom slack', () => {
    expect(scrollPosition({ scrollTop: 0, scrollHeight: 501, clientHeight: 500 })).toBe('top');
    expect(scrollPosition({ scrollTop: 1, scrollHeight: 501, clientHeight: 500 })).toBe('bottom');
  });
});

describe('normaliseAlias', () => {
  it('lowercases and keeps only letters, digits and apostrophes', () => {
    expect(normaliseAlias('Reimu Hakurei')).toBe('reimuhakurei');
    expect(normaliseAlias("Marisa's  Broom!")).toBe("marisa'sbroom");
    expect(normaliseAlias('PC-98 Reimu (v2)')).toBe('pc98reimuv2');
    expect(normaliseAlias('  ')).toBe('');
  });

  it('drops non-ASCII letters and typographic apostrophes', () => {
    expect(normaliseAlias('Café Déjà')).toBe('cafdj');
    expect(normaliseAlias('Remilia’s')).toBe('remilias');
    expect(normaliseAlias('博麗 霊夢')).toBe('');
  });
});

describe('splitSearchTerms', () => {
  it('splits by comma after normalising', () => {
    expect(splitSearchTerms('Scarlet Moon, Ghost!')).toEqual(['scarletmoon', 'ghost']);
    expect(splitSearchTerms('A,B,C')).toEqual(['a', 'b', 'c']);
  });

  it('drops empty terms, including ones that only held stripped characters', () => {
    expect(splitSearchTerms(',, ,foo,,')).toEqual(['foo']);
    expect(splitSearchTerms('!!!, bar')).toEqual(['bar']);
    expect(splitSearchTerms('')).toEqual([]);
    expect(splitSearchTerms(' , ')).toEqual([]);
  });

  it('strips apostrophes (unlike aliases) and keeps digits', () => {
    expect(splitSearchTerms("Yuyuko's Fan 2")).toEqual(['yuyukosfan2']);
  });
});

describe('trimRateUps', () => {
  const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

  it('keeps lists of up to 10 items whole', () => {
    expect(trimRateUps([])).toEqual({ shown: [], more: 0 });
    expect(trimRateUps(range(3))).toEqual({ shown: [0, 1, 2], more: 0 });
    expect(trimRateUps(range(10))).toEqual({ shown: range(10), more: 0 });
  });

  it('cuts longer lists to 9 items plus a remainder', () => {
    expect(trimRateUps(range(11))).toEqual({ shown: range(9), more: 2 });
    expect(trimRateUps(range(25))).toEqual({ shown: range(9), more: 16 });
  });

  it('never mutates or aliases the input', () => {
    const list = range(5);
    const { shown } = trimRateUps(list);
    shown.push(99);
    expect(list).toEqual(range(5));
  });
});

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

  it('sums stats with HP weighted at 0.2', () => {
    expect(
      totalStat([
        { id: 'hp', value: 1000 },
        { id: 'agi', value: 100 },
        { id: 'yang-atk', value: 200 },
        { id: 'yang-def', value: 300 },
        { id: 'yin-atk', value: 400 },
        { id: 'yin-def', value: 500 },
      ]),
    ).toBe(1700);
    expect(totalStat([{ id: 'hp', value: 1234 }])).toBe(246.8);
    // 3 * 0.2 would be 0.6000000000000001.
    expect(totalStat([{ id: 'hp', value: 3 }])).toBe(0.6);
    expect(totalStat([])).toBe(0);
  });

  it('throws for an unknown id inside a total', () => {
    expect(() =>
      totalStat([
        { id: 'hp', value: 1 },
        { id: 'luck', value: 2 },
      ]),
    ).toThrow('Undefined stat id luck');
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
