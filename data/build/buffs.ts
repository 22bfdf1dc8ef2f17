// Parses story-card effect text (Chinese, or Japanese for cards not yet on the CN server) into
// structured buffs. The effect text at level 0 (特性1) gives the base value and the text at max
// limit break (特性2) the max value: values = [base, max].
//
// Buff fields as used here:
//   attr      slug of the thing affected: a stat (yin-atk, crit-acc, focus...), an element (moon,
//             fire...), a bullet type (laser, ofuda...), a race tag (human, fairy...), or one of
//             spirit-power, spirit-recovery, hp, barrier.
//   attrType  stat | elem | bullet | tag | layer (barriers) | misc (spirit power, healing).
//   metadata  the effect's direction: up / down (stat levels), power (equipped spell card's damage
//             up), damage-taken (damage taken from that source down), gain (spirit power, barrier),
//             recover (HP, barrier) — plus a "user: ..." note when only one character triggers it.
//   values    magnitudes, never signed: levels for stats, percent for power / damage-taken / HP
//             recovery / spirit recovery, spirit power in units, barriers in count.
//   target    self (the unit using the card), party (all allies), solo (one enemy), aoe (all enemies).
//   role      the unit role that must use the card for the effect to trigger (e.g. speed).
//   rank      1 for ordinary stat buffs, 2 for the "Ⅱ" tier of stat buffs.
//   text      an English rendering of the effect, written by the build from these fields.

export interface ParsedBuff {
  attr: string;
  attrName: string;
  attrType: 'stat' | 'elem' | 'bullet' | 'tag' | 'layer' | 'misc';
  metadata: string;
  value: number;
  turn?: number;
  target: 'self' | 'solo' | 'party' | 'aoe';
  role?: string;
  rank?: number;
  user?: string;
}

type Entry = [slug: string, name: string];

export const ELEMENTS: Record<string, Entry> = {
  日: ['sun', 'Sun'],
  月: ['moon', 'Moon'],
  火: ['fire', 'Fire'],
  水: ['water', 'Water'],
  木: ['wood', 'Wood'],
  金: ['metal', 'Metal'],
  土: ['earth', 'Earth'],
  星: ['star', 'Star'],
  无: ['none', 'No-element'],
  無: ['none', 'No-element'],
};

export const BULLETS: Record<string, Entry> = {
  通常弹: ['normal', 'Normal'],
  通常弾: ['normal', 'Normal'],
  能量弹: ['energy', 'Energy'],
  エネルギー弾: ['energy', 'Energy'],
  光弹: ['light', 'Light'],
  光弾: ['light', 'Light'],
  镭射弹: ['laser', 'Laser'],
  レーザー弾: ['laser', 'Laser'],
  尖头弹: ['sharp', 'Sharp'],
  尖弾: ['sharp', 'Sharp'],
  御符弹: ['ofuda', 'Ofuda'],
  御符弾: ['ofuda', 'Ofuda'],
  御札弾: ['ofuda', 'Ofuda'],
  斩击: ['slash', 'Slash'],
  斩击弹: ['slash', 'Slash'],
  斬撃: ['slash', 'Slash'],
  体术: ['body', 'Body'],
  体术弹: ['body', 'Body'],
  肉弾: ['body', 'Body'],
  流体弹: ['liquid', 'Liquid'],
  流体弾: ['liquid', 'Liquid'],
  追踪弹: ['homing', 'Homing'],
  追尾弾: ['homing', 'Homing'],
  动能弹: ['heavy', 'Heavy'],
  質量弾: ['heavy', 'Heavy'],
};

export const STATS: Record<string, Entry> = {
  阳攻: ['yang-atk', 'Yang ATK'],
  陽攻: ['yang-atk', 'Yang ATK'],
  阳防: ['yang-def', 'Yang DEF'],
  陽防: ['yang-def', 'Yang DEF'],
  阴攻: ['yin-atk', 'Yin ATK'],
  陰攻: ['yin-atk', 'Yin ATK'],
  阴防: ['yin-def', 'Yin DEF'],
  陰防: ['yin-def', 'Yin DEF'],
  速度: ['agi', 'Agility'],
  速力: ['agi', 'Agility'],
  命中: ['acc', 'Accuracy'],
  回避: ['eva', 'Evasion'],
  会心攻击: ['crit-atk', 'CRIT ATK'],
  CRI攻撃: ['crit-atk', 'CRIT ATK'],
  会心防御: ['crit-def', 'CRIT DEF'],
  CRI防御: ['crit-def', 'CRIT DEF'],
  会心命中: ['crit-acc', 'CRIT Accuracy'],
  CRI命中: ['crit-acc', 'CRIT Accuracy'],
  会心回避: ['crit-eva', 'CRIT Evasion'],
  CRI回避: ['crit-eva', 'CRIT Evasion'],
  仇恨值: ['focus', 'Focus'],
};

/** Race tags ("damage taken from ... down"). English names are the build's own renderings. */
export const TAGS: Record<string, Entry> = {
  不死族: ['undead', 'Undead'],
  与不幸有缘的人: ['misfortune', 'Those Tied to Misfortune'],
  与人偶有缘者: ['doll-related', 'Those Tied to Dolls'],
  与冬季有缘者: ['winter', 'Those Tied to Winter'],
  与冬有缘者: ['winter', 'Those Tied to Winter'],
  並行存在: ['parallel-existence', 'Parallel Existences'],
  主人: ['master', 'Masters'],
  亡灵: ['departed-spirit', 'Departed Spirits'],
  人偶: ['doll', 'Dolls'],
  人类: ['human', 'Humans'],
  人类村落住民: ['human-village', 'Human Village Dwellers'],
  从者: ['servant', 'Servants'],
  付丧神: ['tsukumogami', 'Tsukumogami'],
  仙人: ['hermit', 'Hermits'],
  使魔: ['familiar', 'Familiars'],
  兔: ['rabbit', 'Rabbits'],
  冰之存在: ['ice', 'Beings of Ice'],
  半人半灵: ['half-phantom', 'Half-Human Half-Phantoms'],
  博丽神社住民: ['hakurei-shrine', 'Hakurei Shrine Dwellers'],
  吸血鬼: ['vampire', 'Vampires'],
  命莲寺住民: ['myouren-temple', 'Myouren Temple Dwellers'],
  地底住民: ['underground', 'Underground Dwellers'],
  地灵殿住民: ['palace-earth-spirits', 'Palace of the Earth Spirits Dwellers'],
  基底存在: ['base-existence', 'Base Existences'],
  天狗: ['tengu', 'Tengu'],
  天鹰神兔: ['divine-rabbit', 'Divine Rabbits'],
  太阳关联人: ['sun-related', 'Those Related to the Sun'],
  女仆: ['maid', 'Maids'],
  妖兽: ['youkai-beast', 'Youkai Beasts'],
  妖怪: ['youkai', 'Youkai'],
  妖怪之山住民: ['youkai-mountain', 'Youkai Mountain Dwellers'],
  妖精: ['fairy', 'Fairies'],
  妹妹: ['younger-sister', 'Younger Sisters'],
  妹妹类型角色: ['younger-sister', 'Younger Sisters'],
  姐姐: ['older-sister', 'Older Sisters'],
  宗教家: ['religious', 'Religious Figures'],
  室内派: ['indoor', 'Indoor Types'],
  巫女: ['shrine-maiden', 'Shrine Maidens'],
  幻想乡住民: ['gensokyo', 'Gensokyo Dwellers'],
  幻想郷に住む者: ['gensokyo', 'Gensokyo Dwellers'],
  幻想乡的贤者: ['gensokyo-sage', 'Sages of Gensokyo'],
  幽灵: ['ghost', 'Ghosts'],
  异变解决者: ['incident-resolver', 'Incident Resolvers'],
  異変解決に縁がある者: ['incident-related', 'Those Tied to Incident Resolving'],
  式神: ['shikigami', 'Shikigami'],
  恶魔: ['devil', 'Devils'],
  携带冷气的人: ['cold', 'Those Carrying Cold Air'],
  春: ['spring', 'Spring'],
  暗的存在: ['darkness', 'Beings of Darkness'],
  月の都に住む者: ['lunar-capital', 'Lunar Capital Dwellers'],
  月之都住民: ['lunar-capital', 'Lunar Capital Dwellers'],
  月之使者: ['lunar-emissary', 'Lunar Emissaries'],
  月之民: ['lunarian', 'Lunarians'],
  月关联人: ['moon-related', 'Those Related to the Moon'],
  毒: ['poison', 'Poison'],
  水栖: ['aquatic', 'Aquatic Beings'],
  河童: ['kappa', 'Kappa'],
  灵体类型: ['spirit-being', 'Spiritual Beings'],
  霊的存在: ['spirit-being', 'Spiritual Beings'],
  灵魂: ['soul', 'Souls'],
  霊魂: ['soul', 'Souls'],
  爱书家: ['bibliophile', 'Bibliophiles'],
  狐: ['fox', 'Foxes'],
  猫: ['cat', 'Cats'],
  獣: ['beast', 'Beasts'],
  野兽: ['beast', 'Beasts'],
  玉兔: ['moon-rabbit', 'Moon Rabbits'],
  现人神: ['living-god', 'Living Gods'],
  白玉楼住民: ['hakugyokurou', 'Hakugyokurou Dwellers'],
  神明: ['god', 'Gods'],
  神様: ['god', 'Gods'],
  神格: ['divinity', 'Divinities'],
  神灵: ['divine-spirit', 'Divine Spirits'],
  秋: ['autumn', 'Autumn'],
  红魔馆住民: ['scarlet-devil-mansion', 'Scarlet Devil Mansion Dwellers'],
  花: ['flower', 'Flowers'],
  药师: ['pharmacist', 'Pharmacists'],
  蒐集家: ['collector', 'Collectors'],
  蓬莱人: ['hourai', 'Hourai Immortals'],
  贤者: ['sage', 'Sages'],
  超能力者: ['psychic', 'Psychics'],
  阿礼少女: ['child-of-miare', 'Children of Miare'],
  风祝: ['wind-priestess', 'Wind Priestesses'],
  骚灵: ['poltergeist', 'Poltergeists'],
  高貴な者: ['noble', 'Nobles'],
  鬼: ['oni', 'Oni'],
  魔法之森住民: ['forest-of-magic', 'Forest of Magic Dwellers'],
  魔法使: ['magician', 'Magicians'],
  魔法使い: ['magician', 'Magicians'],
  魔法少女: ['magical-girl', 'Magical Girls'],
};

export const ROLES: Record<string, string> = {
  攻击式: 'attack',
  攻撃式: 'attack',
  防御式: 'defense',
  速攻式: 'speed',
  回复式: 'heal',
  回復式: 'heal',
  支援式: 'support',
  干扰式: 'debuff',
  妨害式: 'debuff',
  破坏式: 'destroy',
  破壊式: 'destroy',
  技巧式: 'technical',
};

const TARGETS: Record<string, ParsedBuff['target']> = {
  自身: 'self',
  己方全体: 'party',
  味方全体: 'party',
  敌方单体: 'solo',
  目标单体: 'solo',
  対象単体: 'solo',
  敌方全体: 'aoe',
  目标全体: 'aoe',
  対象全体: 'aoe',
  相手全体: 'aoe',
};

/** Element, bullet or tag behind a source name such as 月属性, 镭射弹 or 人类. */
function lookupSource(name: string): { attr: string; attrName: string; attrType: ParsedBuff['attrType'] } | undefined {
  const n = name.trim();
  const elem = /^(.)属性$/.exec(n);
  if (elem && ELEMENTS[elem[1]]) return { attr: ELEMENTS[elem[1]][0], attrName: ELEMENTS[elem[1]][1], attrType: 'elem' };
  if (BULLETS[n]) return { attr: BULLETS[n][0], attrName: BULLETS[n][1], attrType: 'bullet' };
  if (TAGS[n]) return { attr: TAGS[n][0], attrName: TAGS[n][1], attrType: 'tag' };
  return undefined;
}

function lookupStat(name: string): { attr: string; attrName: string; rank: number } | undefined {
  const n = name.trim();
  const tier2 = n.endsWith('Ⅱ');
  const base = tier2 ? n.slice(0, -1) : n;
  const s = STATS[base];
  return s ? { attr: s[0], attrName: s[1], rank: tier2 ? 2 : 1 } : undefined;
}

/** Strips the CN wiki's HTML colouring and splits the text into one line per effect. */
export function effectLines(html: string): string[] {
  return html
    .replace(/<font[^>]*>|<\/font>/g, '')
    .split(/<br\s*\/?>/)
    .map((l) => l.replace(/[\s\u3000]+/g, ' ').trim())
    .filter((l) => l !== '' && l !== '无特性');
}

/** Who must use the card: a role ("速攻式"), the card's holder, or a named character ("紫苑(LN)"). */
function parseTrigger(prefix: string): { role?: string; user?: string } {
  const p = prefix.replace(/[，,]/g, '').trim();
  for (const [k, role] of Object.entries(ROLES)) if (p.startsWith(k)) return { role };
  const who = /^(.+?)が$/.exec(p);
  if (who && !/^(装備スペカ|装备符卡)/.test(who[1])) return { user: who[1] };
  return {};
}

const NUM = '(\\d+(?:\\.\\d+)?)';
const TURN_CN = `\\s*[（(]\\s*(\\d+)\\s*回合\\s*[)）]`;
const TURN_JP = '\\s*[（(]\\s*(\\d+)\\s*T\\s*[)）]';

/** Parses one effect line; returns undefined when the line is not understood. */
export function parseEffectLine(line: string): ParsedBuff | undefined {
  const l = line.replace(/\s+/g, ' ').trim();
  let m: RegExpExecArray | null;

  // Power of the equipped spell card: 装备符卡的星属性的威力上升15% (1回合)
  m = new RegExp(`^(?:装备符卡的?|使用时自身的?)(.+?)的?威力(?:将)?上升\\s*${NUM}\\s*%\\s*(?:上升)?${TURN_CN}$`).exec(l);
  if (m) {
    const src = lookupSource(m[1]);
    if (src && src.attrType !== 'tag') return { ...src, metadata: 'power', value: Number(m[2]), turn: Number(m[3]), target: 'self' };
  }
  m = new RegExp(`^装備スペカの(.+?)の威力を${NUM}%アップ${TURN_JP}$`).exec(l);
  if (m) {
    const src = lookupSource(m[1]);
    if (src && src.attrType !== 'tag') return { ...src, metadata: 'power', value: Number(m[2]), turn: Number(m[3]), target: 'self' };
  }

  // Spirit-power recovery efficiency: 装备符卡的灵力回收效率上升12% (1回合)
  m =
    new RegExp(`^装备符卡的灵力回收效率(?:将)?上升${NUM}%${TURN_CN}$`).exec(l) ??
    new RegExp(`^装備スペカの霊力回収効率を${NUM}%アップ${TURN_JP}$`).exec(l);
  if (m)
    return {
      attr: 'spirit-recovery',
      attrName: 'Spirit Power recovery',
      attrType: 'misc',
      metadata: 'power',
      value: Number(m[1]),
      turn: Number(m[2]),
      target: 'self',
    };

  // Prefix (trigger) + target + rest, Chinese.
  m = /^(.*?使用时|使用装备符卡时|装备符卡使用时)[，,]?\s*(自身|己方全体|敌方全体|敌方单体|目标全体|目标单体)?\s*(.+)$/.exec(l);
  if (m) {
    const trigger = parseTrigger(m[1].replace(/(装备符卡)?使用时$|使用装备符卡时$/, ''));
    const target = m[2] ? TARGETS[m[2]] : 'self';
    const rest = m[3].trim();
    let r: RegExpExecArray | null;
    r = new RegExp(`^(?:受到来自)?(.+?)的伤害(?:下降)?\\s*${NUM}\\s*%\\s*(?:下降)?${TURN_CN}$`).exec(rest);
    if (r) {
      const src = lookupSource(r[1]);
      if (src) return { ...src, ...trigger, metadata: 'damage-taken', value: Number(r[2]), turn: Number(r[3]), target };
    }
    r = new RegExp(`^(.+?)(?:将)?(上升|下降)\\s*${NUM}\\s*等级${TURN_CN}$`).exec(rest);
    if (r) {
      const stat = lookupStat(r[1]);
      if (stat) {
        return {
          attr: stat.attr,
          attrName: stat.attrName,
          attrType: 'stat',
          rank: stat.rank,
          ...trigger,
          metadata: r[2] === '上升' ? 'up' : 'down',
          value: Number(r[3]),
          turn: Number(r[4]),
          target,
        };
      }
    }
    r = new RegExp(`^(.+?)的威力上升\\s*${NUM}%${TURN_CN}$`).exec(rest);
    if (r) {
      const src = lookupSource(r[1]);
      if (src && src.attrType !== 'tag') return { ...src, ...trigger, metadata: 'power', value: Number(r[2]), turn: Number(r[3]), target };
    }
    r = new RegExp(`^灵力(?:将)?上升\\s*${NUM}(?:${TURN_CN})?$`).exec(rest);
    if (r)
      return {
        attr: 'spirit-power',
        attrName: 'Spirit Power',
        attrType: 'misc',
        ...trigger,
        metadata: 'gain',
        value: Number(r[1]),
        turn: r[2] ? Number(r[2]) : undefined,
        target,
      };
    r = new RegExp(`^体力(?:将)?回复\\s*${NUM}%$`).exec(rest);
    if (r) return { attr: 'hp', attrName: 'HP', attrType: 'misc', ...trigger, metadata: 'recover', value: Number(r[1]), target };
    r = new RegExp(`^结界(?:将)?(增加|回复)\\s*${NUM}\\s*[枚张](?:${TURN_CN})?$`).exec(rest);
    if (r)
      return {
        attr: 'barrier',
        attrName: 'Barrier',
        attrType: 'layer',
        ...trigger,
        metadata: r[1] === '增加' ? 'gain' : 'recover',
        value: Number(r[2]),
        turn: r[3] ? Number(r[3]) : undefined,
        target,
      };
  }

  // Japanese: [X式が|装備スペカ]使用時に<target>の<rest>
  m = /^(.*?)使用時に(自身|味方全体|対象単体|対象全体|相手全体)の(.+)$/.exec(l);
  if (m) {
    const trigger = parseTrigger(m[1]);
    const target = TARGETS[m[2]];
    const rest = m[3].trim();
    let r: RegExpExecArray | null;
    r = new RegExp(`^(.+?)を${NUM}段階(アップ|ダウン)${TURN_JP}$`).exec(rest);
    if (r) {
      const stat = lookupStat(r[1]);
      if (stat) {
        return {
          attr: stat.attr,
          attrName: stat.attrName,
          attrType: 'stat',
          rank: stat.rank,
          ...trigger,
          metadata: r[3] === 'アップ' ? 'up' : 'down',
          value: Number(r[2]),
          turn: Number(r[4]),
          target,
        };
      }
    }
    r = new RegExp(`^(.+?)から受けるダメージを${NUM}%ダウン${TURN_JP}$`).exec(rest);
    if (r) {
      const src = lookupSource(r[1]);
      if (src) return { ...src, ...trigger, metadata: 'damage-taken', value: Number(r[2]), turn: Number(r[3]), target };
    }
    r = new RegExp(`^霊力を${NUM}上昇$`).exec(rest);
    if (r)
      return {
        attr: 'spirit-power',
        attrName: 'Spirit Power',
        attrType: 'misc',
        ...trigger,
        metadata: 'gain',
        value: Number(r[1]),
        target,
      };
    r = new RegExp(`^体力を${NUM}%回復$`).exec(rest);
    if (r) return { attr: 'hp', attrName: 'HP', attrType: 'misc', ...trigger, metadata: 'recover', value: Number(r[1]), target };
    r = new RegExp(`^結界を${NUM}枚増加$`).exec(rest);
    if (r) return { attr: 'barrier', attrName: 'Barrier', attrType: 'layer', ...trigger, metadata: 'gain', value: Number(r[1]), target };
  }
  return undefined;
}

const TARGET_WORDS: Record<ParsedBuff['target'], string> = {
  self: 'the user',
  party: 'all allies',
  solo: 'one enemy',
  aoe: 'all enemies',
};

const ROLE_WORDS: Record<string, string> = {
  attack: 'an Attack',
  defense: 'a Defense',
  speed: 'a Speed',
  heal: 'a Heal',
  support: 'a Support',
  debuff: 'a Debuff',
  destroy: 'a Destroy',
  technical: 'a Technical',
};

/** English rendering of a parsed buff with its base and max values. */
export function describeBuff(b: ParsedBuff, base: number, max: number): string {
  const fmt = (unit: string) => (base === max ? `${base}${unit}` : `${base}${unit} (${max}${unit} at max)`);
  const turns = b.turn ? ` for ${b.turn} turn${b.turn === 1 ? '' : 's'}` : '';
  const when = b.role ? `When used by ${ROLE_WORDS[b.role] ?? b.role} unit: ` : b.user ? `When used by ${b.user}: ` : '';
  const plural = (word: string) => (base === 1 && max === 1 ? word : `${word}s`);
  const who = TARGET_WORDS[b.target];
  const verb = (v: string) => (b.target === 'self' ? `${v}s` : v);
  let body: string;
  switch (b.metadata) {
    case 'power':
      body =
        b.attr === 'spirit-recovery'
          ? `Spirit Power recovery of the equipped spell card +${fmt('%')}${turns}`
          : `${b.attrName}${b.attrType === 'bullet' ? ' bullet' : b.attrType === 'elem' ? ' element' : ''} power of ${b.target === 'self' ? 'the equipped spell card' : who} +${fmt('%')}${turns}`;
      break;
    case 'damage-taken':
      body = `Damage ${who} ${verb('take')} from ${b.attrName}${b.attrType === 'elem' ? ' element' : b.attrType === 'bullet' ? ' bullets' : ''} -${fmt('%')}${turns}`;
      break;
    case 'up':
    case 'down':
      body = `${b.attrName}${b.rank === 2 ? ' II' : ''} of ${who} ${b.metadata} ${fmt('')} ${plural('level')}${turns}`;
      break;
    case 'gain':
      body =
        b.attr === 'barrier'
          ? `${who} ${verb('gain')} ${fmt('')} ${plural('barrier')}${turns}`
          : `Spirit Power of ${who} +${fmt('')}${turns}`;
      break;
    case 'recover':
      body =
        b.attr === 'barrier'
          ? `${who} ${verb('recover')} ${fmt('')} ${plural('barrier')}${turns}`
          : `${who} ${verb('recover')} ${fmt('%')} HP`;
      break;
    default:
      body = `${b.attrName} ${fmt('')}`;
  }
  const text = when + body;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
