import { describe, expect, it } from 'vitest';
import { describeBuff, effectLines, parseEffectLine } from '../../data/build/buffs.ts';

describe('story-card effect parser', () => {
  it('reads a stat buff with a role condition', () => {
    const b = parseEffectLine('速攻式使用时己方全体速度上升2等级 (2回合)');
    expect(b).toMatchObject({ attr: 'agi', attrType: 'stat', target: 'party', role: 'speed', metadata: 'up', value: 2, turn: 2, rank: 1 });
  });

  it('reads element and bullet power of the equipped spell card', () => {
    expect(parseEffectLine('装备符卡的星属性的威力上升15% (1回合)')).toMatchObject({
      attr: 'star',
      attrType: 'elem',
      metadata: 'power',
      value: 15,
      turn: 1,
      target: 'self',
    });
    expect(parseEffectLine('装備スペカのレーザー弾の威力を50%アップ (1T)')).toMatchObject({ attr: 'laser', attrType: 'bullet', value: 50 });
  });

  it('reads damage taken from a race tag, spirit power, healing and barriers', () => {
    expect(parseEffectLine('装备符卡使用时受到来自人类的伤害下降25% (3回合)')).toMatchObject({
      attr: 'human',
      attrType: 'tag',
      metadata: 'damage-taken',
      value: 25,
    });
    expect(parseEffectLine('使用时自身灵力上升1.5')).toMatchObject({ attr: 'spirit-power', value: 1.5 });
    expect(parseEffectLine('使用时己方全体体力回复20%')).toMatchObject({ attr: 'hp', target: 'party', value: 20 });
    expect(parseEffectLine('使用時に味方全体の結界を1枚増加')).toMatchObject({ attr: 'barrier', attrType: 'layer', value: 1 });
  });

  it('reads the II tier of stat buffs as rank 2', () => {
    expect(parseEffectLine('装備スペカ使用時に自身の陰攻ⅡをN段階アップ (2T)'.replace('N', '2'))).toMatchObject({
      attr: 'yin-atk',
      rank: 2,
    });
  });

  it('strips the wiki colouring and renders English text', () => {
    const lines = effectLines('使用时<font color=#CCAA00>阳攻</font><font color=#FF6600>上升</font>2等级 (2回合)<br>无特性');
    expect(lines).toEqual(['使用时阳攻上升2等级 (2回合)']);
    const b = parseEffectLine(lines[0]);
    expect(b && describeBuff(b, 2, 3)).toBe('Yang ATK of the user up 2 (3 at max) levels for 2 turns');
  });
});
