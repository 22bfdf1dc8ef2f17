// The story-card helpers the server reads input and computes figures with: the name search's
// terms and the total stat.
import { describe, expect, it } from 'vitest';
import { nameSearchTerms } from '../../server/shared/cardEffects.ts';
import { totalStat } from '../../server/storyCards/constants.ts';

describe('name search terms', () => {
  it('splits name searches on commas, keeping letters and digits of any script', () => {
    expect(nameSearchTerms('Scarlet Moon, , Ghost!')).toEqual(['scarletmoon', 'ghost']);
    expect(nameSearchTerms("Sakuya's Knives,東方 归言")).toEqual(['sakuyasknives', '東方归言']);
    expect(nameSearchTerms(' , ')).toEqual([]);
    // A full-width comma separates terms too.
    expect(nameSearchTerms('Dream，Moon')).toEqual(['dream', 'moon']);
  });
});

describe('total stat', () => {
  it('sums stats with HP weighted at 0.2', () => {
    expect(
      totalStat([
        { stat: 'hp', value: 1000 },
        { stat: 'agi', value: 100 },
        { stat: 'yang-atk', value: 200 },
        { stat: 'yang-def', value: 300 },
        { stat: 'yin-atk', value: 400 },
        { stat: 'yin-def', value: 500 },
      ]),
    ).toBe(1700);
    expect(totalStat([{ stat: 'hp', value: 3 }])).toBe(0.6);
    expect(totalStat([])).toBe(0);
    expect(() => totalStat([{ stat: 'luck', value: 2 }])).toThrow('Undefined stat id luck');
  });
});
