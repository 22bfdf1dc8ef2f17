// Scarlet Devil Tower floors from the public floor guides found in the stored pages. Gamerch's
// Japanese LostWord wiki (東方ロストワード攻略wiki) has one guide per ten floors; only the opening of
// each page is stored, so only its first floors are here, and a floor the stored text breaks off in
// is marked as partial in its note. These are the Japanese server's floors: the global tower may
// differ (its floor 111, from GamePress's global guide, has the same enemies, weaknesses, resistances,
// barriers and spell gauges as the Japanese guide's). HP: the guides give none; the pixiv
// encyclopedia gives it, roughly, for floors 1 and 240.
//
// Elements: 日 sun, 月 moon, 火 fire, 水 water, 木 wood, 金 metal, 土 earth, 星 star, 無 none.
// Skill texts are English renderings of the guide's Japanese lines, written for this dataset.

export type Element = 'sun' | 'moon' | 'fire' | 'water' | 'wood' | 'metal' | 'earth' | 'star' | 'no';

export interface GuideEffect {
  attrType: string;
  attr: string;
  attrName: string;
  values?: number[];
  target: 'self' | 'party' | 'aoe' | 'solo';
  turn?: number;
  metadata?: string;
  text: string;
}

export interface GuideEnemyJp {
  /** The L1 Friend the guide names, or null for a generic enemy (fairies, spirits). */
  characterId: string | null;
  unitName: string;
  unitJpName: string;
  hp?: number;
  /** The HP is a round figure the source gives ("about 100,000"). */
  hpApprox?: boolean;
  gauges?: number[];
  barriers?: number;
  spells?: number;
  weaks?: Element[];
  resists?: Element[];
  affinities?: Element[];
  skills?: { name: string; nameJp: string; effects: GuideEffect[] }[];
}

export interface GuideFloorJp {
  floor: number;
  source: string;
  note: string;
  useGauge?: boolean;
  enemies: GuideEnemyJp[];
}

const GAMERCH = 'https://gamerch.com/touhou-lw/entry';
const PIXIV = 'https://dic.pixiv.net/history/view/5133823';
const JP = "From the Japanese server's guide (Gamerch's Japanese LostWord wiki); the global floor may differ.";

const guard = (attr: Element | string, name: string, pct: number, target: GuideEffect['target'] = 'party', turn = 1): GuideEffect => ({
  attrType: ['normal', 'sharp', 'liquid', 'light'].includes(attr) ? 'bullet' : 'elem',
  attr,
  attrName: `${name} damage taken Down`,
  values: [pct],
  target,
  turn,
  metadata: 'damage-taken',
  text: `${target === 'self' ? 'Own' : "All allies'"} damage taken from ${name} ${['normal', 'sharp', 'liquid', 'light'].includes(attr) ? 'bullets' : 'attacks'} down ${pct}% (${turn}T)`,
});
const stat = (attr: string, name: string, levels: number, target: GuideEffect['target'], turn: number): GuideEffect => ({
  attrType: 'stat',
  attr,
  attrName: `${name} ${levels > 0 ? 'Up' : 'Down'}`,
  values: [Math.abs(levels)],
  target,
  turn,
  text: `${target === 'aoe' ? "All enemies'" : target === 'self' ? 'Own' : "All allies'"} ${name} ${levels > 0 ? 'up' : 'down'} ${Math.abs(levels)} level${Math.abs(levels) > 1 ? 's' : ''} (${turn}T)`,
});
const freeze2: GuideEffect = {
  attrType: 'misc',
  attr: 'freeze',
  attrName: 'Freeze barrier anomaly',
  values: [2],
  target: 'aoe',
  turn: 2,
  text: 'Inflicts 2 Freeze barrier anomalies on all enemies (2T)',
};

/** Floors 1-4: the guide's table names each floor's enemies with their element, and the elements to bring. */
const table = (floor: number, rows: [string, string, Element][], recommended: string, hp?: number): GuideFloorJp => ({
  floor,
  source: `${GAMERCH}/202845 (紅魔塔1階~10階の攻略, table of floors 1-5)${hp ? `; HP: ${PIXIV} ("最初のステージから敵HPが10万")` : ''}`,
  note: `${JP} The guide's table gives each enemy's element and the elements to bring (${recommended}), not its weaknesses, barriers or skills.${hp ? ' HP: the pixiv encyclopedia says enemies have about 100,000 HP from the first floor.' : ' HP not given.'}`,
  enemies: rows.map(([unitName, unitJpName, el]) => ({
    characterId: null,
    unitName,
    unitJpName,
    affinities: [el],
    ...(hp ? { hp, hpApprox: true } : {}),
  })),
});

export const JP_GUIDE_FLOORS: GuideFloorJp[] = [
  table(
    1,
    [
      ['Small spirit', '小さな精霊', 'moon'],
      ['Fairy', '妖精', 'fire'],
      ['Larger fairy', '大きめの妖精', 'star'],
    ],
    'Star, Water, Sun',
    100_000,
  ),
  table(
    2,
    [
      ['Ghost', '幽霊', 'wood'],
      ['Kappa', '河童', 'water'],
      ['Crow tengu', '鴉天狗', 'sun'],
    ],
    'Metal, Earth, Moon',
  ),
  table(
    3,
    [
      ['Fairy maid', '妖精メイド', 'no'],
      ['Bake-danuki', '化け狸', 'metal'],
      ['Moon rabbit', '玉兎', 'earth'],
    ],
    'Fire, Wood',
  ),
  table(
    4,
    [
      ['Little devil', '小悪魔', 'sun'],
      ['Crow tengu', '鴉天狗', 'fire'],
      ['Ghost', '幽霊', 'metal'],
    ],
    'Moon, Water, Fire',
  ),
  {
    floor: 221,
    source: `${GAMERCH}/364535 (紅魔塔221階~230階の攻略)`,
    note: `${JP} Partial: the stored copy of the guide breaks off in the first enemy's skill, so the floor may have more enemies and the skill more effects. HP not given.`,
    enemies: [
      {
        characterId: 'l1-alice',
        unitName: 'Alice Margatroid',
        unitJpName: 'アリス・マーガトロイド',
        weaks: ['metal', 'earth'],
        resists: ['sun', 'fire'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Barrier Cleanse!+',
            nameJp: 'みんな結界浄化!+',
            effects: [
              {
                attrType: 'layer',
                attr: 'barrier',
                attrName: 'Barrier anomalies recovered',
                values: [3],
                target: 'party',
                text: 'Recovers 3 barrier anomalies of all allies',
              },
              {
                ...stat('yang-atk', 'Yang ATK', 1, 'self', 0),
                turn: undefined,
                text: 'Own Yang ATK up 1 level (the rest is not in the stored text)',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    floor: 240,
    source: `${PIXIV} ("240Fに至ってはHPは実質約210万×3体(HPは約70万だが体力ゲージが3段階ある)")`,
    note: "From the Japanese pixiv encyclopedia: three enemies of about 700,000 HP per gauge, three gauges each (about 2,100,000 each). It does not name them; the tower's global floor may differ.",
    useGauge: true,
    enemies: [1, 2, 3].map((n) => ({
      characterId: null,
      unitName: `Enemy ${n} (not named by the source)`,
      unitJpName: '敵',
      hp: 2_100_000,
      hpApprox: true,
      gauges: [700_000, 700_000, 700_000],
    })),
  },
  {
    floor: 241,
    source: `${GAMERCH}/383528 (紅魔塔241階~250階の攻略)`,
    note: `${JP} Partial: the stored copy breaks off in the second enemy (Yukari's resistances after Star and her skill are not in it), so the floor may have more enemies. Every enemy of floors 241-250 resists Star, the guide says. HP not given.`,
    enemies: [
      {
        characterId: 'l1-yuyuko',
        unitName: 'Yuyuko Saigyouji',
        unitJpName: '西行寺幽々子',
        weaks: ['fire', 'earth'],
        resists: ['water', 'star'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Bullet Guard! (Liquid+Light)',
            nameJp: 'みんな弾種ガード!(流+光)',
            effects: [guard('liquid', 'Liquid', 75), guard('light', 'Light', 75)],
          },
        ],
      },
      { characterId: 'l1-yukari', unitName: 'Yukari Yakumo', unitJpName: '八雲紫', weaks: ['sun', 'moon'], resists: ['star'] },
    ],
  },
  {
    floor: 251,
    source: `${GAMERCH}/394290 (紅魔塔251階~260階の攻略)`,
    note: `${JP} Partial: the stored copy breaks off in the second enemy's skill, so the floor may have a third enemy. Shots of both have the Hard bullet effect. HP not given.`,
    enemies: [
      {
        characterId: 'l1-nazrin',
        unitName: 'Nazrin',
        unitJpName: 'ナズーリン',
        weaks: ['moon', 'water'],
        resists: ['wood', 'earth'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Element Guard! (Fire+Water)',
            nameJp: 'みんな属性ガード!(火+水)',
            effects: [guard('fire', 'Fire', 75), guard('water', 'Water', 75)],
          },
        ],
      },
      {
        characterId: 'l1-shou',
        unitName: 'Shou Toramaru',
        unitJpName: '寅丸星',
        weaks: ['metal', 'star'],
        resists: ['sun', 'fire'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Element Guard! (Earth+Star)',
            nameJp: 'みんな属性ガード!(土+星)',
            effects: [
              guard('earth', 'Earth', 75),
              { ...guard('star', 'Star', 75), turn: undefined, text: "All allies' damage taken from Star attacks down 75%" },
            ],
          },
        ],
      },
    ],
  },
  {
    floor: 301,
    source: `${GAMERCH}/653692 (紅魔塔301階~310階の攻略)`,
    note: `${JP} The guide lists Rumia's skill twice, the second time with one more effect. Mystia's shots have the Melt bullet effect. HP not given.`,
    enemies: [
      {
        characterId: 'l1-rumia',
        unitName: 'Rumia',
        unitJpName: 'ルーミア',
        weaks: ['fire', 'star'],
        resists: ['sun', 'metal'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Element Guard!+ (Wood)',
            nameJp: 'みんな属性ガード!+(木)',
            effects: [guard('wood', 'Wood', 75), stat('agi', 'Agility', 1, 'party', 6)],
          },
          {
            name: 'All Element Guard!+ (Wood)',
            nameJp: 'みんな属性ガード!+(木)',
            effects: [guard('wood', 'Wood', 75), stat('agi', 'Agility', 1, 'party', 6), stat('crit-atk', 'CRIT ATK', -2, 'aoe', 6)],
          },
        ],
      },
      {
        characterId: 'l1-mystia',
        unitName: 'Mystia Lorelei',
        unitJpName: 'ミスティア・ローレライ',
        weaks: ['star', 'water'],
        resists: ['sun', 'wood'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Bullet & Element Guard!+',
            nameJp: 'みんな弾種&属性ガード!+',
            effects: [freeze2, guard('metal', 'Metal', 75), guard('normal', 'Normal', 75)],
          },
        ],
      },
    ],
  },
  {
    floor: 311,
    source: `${GAMERCH}/685555 (紅魔塔311階~320階の攻略)`,
    note: `${JP} Shots of both have the Hard bullet effect. HP not given.`,
    enemies: [
      {
        characterId: 'l1-cirno',
        unitName: 'Cirno',
        unitJpName: 'チルノ',
        weaks: ['fire', 'wood'],
        resists: ['water', 'metal'],
        barriers: 6,
        spells: 2,
        skills: [
          {
            name: 'All Bullet Guard!+ (Sharp)',
            nameJp: 'みんな弾種ガード!+(尖)',
            effects: [stat('yang-atk', 'Yang ATK', -1, 'aoe', 5), guard('sharp', 'Sharp', 75)],
          },
        ],
      },
      {
        characterId: 'l1-komachi',
        unitName: 'Komachi Onozuka',
        unitJpName: '小野塚小町',
        weaks: ['star', 'water'],
        resists: ['sun', 'moon'],
        barriers: 6,
        spells: 3,
        skills: [
          {
            name: 'All Element Guard!+',
            nameJp: 'みんな属性ガード!+',
            effects: [stat('yin-atk', 'Yin ATK', -1, 'aoe', 5), guard('moon', 'Moon', 90)],
          },
        ],
      },
    ],
  },
  {
    floor: 401,
    source: `${GAMERCH}/815163 (紅魔塔401階~410階の攻略)`,
    note: `${JP} One enemy. Her shots have the Hard bullet effect. HP not given.`,
    enemies: [
      {
        characterId: 'l1-seiran',
        unitName: 'Seiran',
        unitJpName: '清蘭',
        weaks: ['metal', 'earth'],
        resists: ['star', 'wood'],
        barriers: 7,
        spells: 1,
        skills: [
          {
            name: 'Element Guard! (Sun+Moon+Fire)',
            nameJp: '属性ガード!(日+月+火)',
            effects: [guard('sun', 'Sun', 75, 'self'), guard('moon', 'Moon', 75, 'self'), guard('fire', 'Fire', 75, 'self')],
          },
        ],
      },
    ],
  },
  {
    floor: 402,
    source: `${GAMERCH}/815163 (紅魔塔401階~410階の攻略)`,
    note: `${JP} Partial: the stored copy breaks off in the skill's second effect. Her shots have the Melt bullet effect. HP not given.`,
    enemies: [
      {
        characterId: 'l1-ringo',
        unitName: 'Ringo',
        unitJpName: '鈴瑚',
        weaks: ['metal', 'fire'],
        resists: ['sun', 'moon'],
        barriers: 7,
        spells: 1,
        skills: [{ name: 'Bullet & Element Guard!', nameJp: '弾種&属性ガード!', effects: [freeze2] }],
      },
    ],
  },
];

/**
 * The Japanese guide's floor 111 (https://gamerch.com/touhou-lw/entry/271676) against GamePress's
 * global one: same enemies, weaknesses, resistances, barriers and spell gauges; two skills worded
 * differently.
 */
export const FLOOR_111_JP_NOTE =
  "Gamerch's Japanese guide (https://gamerch.com/touhou-lw/entry/271676) gives the same three enemies, weaknesses, resistances, barriers and spell gauges; it gives Reimu's skill as CRIT Accuracy up 8 levels (みんなCRI命中アップ!) and Meiling's as Yin DEF up 5 levels (みんな陰防アップ!), where GamePress's global guide writes CRIT ATK and Yin ATK.";
