// Scarlet Devil Tower. Real floors: GamePress's global "Floor Guide 111-120F" gives floor 111
// (GUIDE_FLOORS); Gamerch's Japanese LostWord wiki and the pixiv encyclopedia give floors of the
// Japanese server (curated/towerGuides.ts), each with its source and a note saying so. Sample floors
// (`sample: true`, seeded, so every build gives the same floors) fill floors 1-40 and 80 where no real
// floor has the number: a real floor replaces the sample floor it contradicts. Also real: the item
// names (all from official global news and guides, see ITEMS) and floor 80's reward, L1 Cirno, who
// joins the player at floor 80 (https://tvtropes.org/pmwiki/pmwiki.php/VideoGame/TouhouLostWord); its
// enemies are sample.
import type { z } from 'zod';
import type { towerFloor, towerItem } from '../../server/tower/dataset.ts';
import type { Character } from './characters.ts';
import { FLOOR_111_JP_NOTE, type GuideFloorJp, JP_GUIDE_FLOORS } from './curated/towerGuides.ts';
import { clean } from './lib/io.ts';
import { intBetween, pick, rng } from './lib/random.ts';

type TowerItem = z.input<typeof towerItem>;
type TowerFloor = z.input<typeof towerFloor>;
type Enemy = TowerFloor['enemies'][number];

const NEWS_HALF_ANNIV = 'https://global.touhoulostword.com/2021/11/09/186461/';
const NEWS_STAR_EX = 'https://global.touhoulostword.com/2023/09/12/193725/';
const TVTROPES = 'https://tvtropes.org/pmwiki/pmwiki.php/VideoGame/TouhouLostWord';

/** Item names as global news and guides write them. */
export const ITEMS: (TowerItem & { source: string })[] = [
  { id: 'seal-crystal', name: 'Seal Crystal', source: NEWS_HALF_ANNIV },
  { id: 'fortune-dust', name: 'Fortune Dust', source: NEWS_HALF_ANNIV },
  { id: 'coins', name: 'Coins', source: NEWS_HALF_ANNIV },
  { id: 'spirit-points', name: 'Spirit Points', source: NEWS_HALF_ANNIV },
  { id: 'wagashi', name: 'Wagashi', source: NEWS_HALF_ANNIV },
  { id: 'tiger-scroll', name: 'Tiger Scroll', source: NEWS_HALF_ANNIV },
  { id: 'serpent-scroll', name: 'Serpent Scroll', source: NEWS_HALF_ANNIV },
  { id: 'dragon-scroll', name: 'Dragon Scroll', source: NEWS_HALF_ANNIV },
  { id: 'book-of-attack', name: 'Book of Attack', source: NEWS_HALF_ANNIV },
  { id: 'superior-incense', name: 'Superior Incense', source: NEWS_STAR_EX },
  { id: 'superior-incense-burner', name: 'Superior Incense Burner', source: NEWS_STAR_EX },
  { id: 'blank-mirror-of-rebirth', name: 'Blank Mirror of Rebirth', source: NEWS_STAR_EX },
  { id: 'paper-doll', name: 'Paper Doll', source: 'https://gamepress.gg/lostword/guide/new-player-may-1st-anniversary-edition' },
  {
    id: 'divine-paper-doll',
    name: 'Divine Paper Doll',
    source: 'https://gamepress.gg/lostword/should-you-pull/should-you-pull-ultra-festival-tiny-chef-supernova',
  },
  { id: 'friend-l1-cirno', name: 'Friend: Cirno', source: TVTROPES },
];

const ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star'];
const ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
const TAGS = [
  { id: 'youkai', name: 'Youkai' },
  { id: 'human', name: 'Human' },
  { id: 'fairy', name: 'Fairy' },
  { id: 'oni', name: 'Oni' },
  { id: 'shrine-maiden', name: 'Shrine Maiden' },
  { id: 'magician', name: 'Magician' },
];
const STAT_EFFECTS = [
  { attr: 'yang-atk', attrName: 'Yang ATK' },
  { attr: 'yang-def', attrName: 'Yang DEF' },
  { attr: 'yin-atk', attrName: 'Yin ATK' },
  { attr: 'yin-def', attrName: 'Yin DEF' },
  { attr: 'agility', attrName: 'Agility' },
] as const;
const SAMPLE_FLOORS = 40;

const FLOOR_GUIDE_111 = 'https://gamepress.gg/node/69476';

/** An enemy as a floor guide's table gives it; its skill is one effect on the whole party for one turn, quoted. */
interface GuideEnemy {
  characterId: string;
  hp: number;
  weaks: string[];
  resists: string[];
  immune?: ('blind' | 'burn' | 'freeze' | 'paralyze' | 'poison')[];
  skill: { attrType: string; attr: string; attrName: string; values: number[]; text: string };
}

/**
 * Floors as a public floor guide gives them: enemy, HP, weak and resisted elements, barriers, spell
 * gauge and skills (quoted). The guide gives no rewards, HP gauges, tags or spell cards.
 */
const GUIDE_FLOORS: { floor: number; source: string; barriers: number; spells: number; enemies: GuideEnemy[] }[] = [
  {
    floor: 111,
    source: `${FLOOR_GUIDE_111} (Scarlet Devil Tower Floor Guide 111-120F, GamePress); rewards not given`,
    barriers: 6,
    spells: 3,
    enemies: [
      {
        characterId: 'l1-reimu',
        hp: 567843,
        weaks: ['moon', 'earth'],
        resists: ['water', 'star'],
        skill: {
          attrType: 'stat',
          attr: 'crit-atk',
          attrName: 'CRIT ATK Up',
          values: [8],
          text: 'Increases the CRIT ATK of all allies by 8 levels (1T)',
        },
      },
      {
        characterId: 'l1-flandre',
        hp: 569734,
        weaks: ['fire', 'wood'],
        resists: ['moon', 'earth'],
        immune: ['blind'],
        skill: {
          attrType: 'misc',
          attr: 'aoe',
          attrName: 'All-target resistance Up, Solo-target resistance Down',
          values: [5, -5],
          text: "Raises all allies' resistance to All-target attacks by 5 levels and decreases all allies' resistance to Solo-target attacks by 5 levels (1T)",
        },
      },
      {
        characterId: 'l1-meiling',
        hp: 563456,
        weaks: ['sun', 'earth'],
        resists: ['fire', 'wood'],
        skill: {
          attrType: 'stat',
          attr: 'yin-atk',
          attrName: 'Yin ATK Up',
          values: [5],
          text: 'Increases the Yin ATK of all allies by 5 levels (1T)',
        },
      },
    ],
  },
];

const withoutText = ({ text: _text, ...effect }: GuideEnemy['skill']) => effect;

/** A guide's floor in the dataset's format, each enemy named as its character is. */
function guideFloor(g: (typeof GUIDE_FLOORS)[number], byId: Map<string, Character>): TowerFloor {
  return {
    floor: g.floor,
    source: g.source,
    note: `From GamePress's global floor guide. ${FLOOR_111_JP_NOTE}`,
    rewards: [],
    enemies: g.enemies.map((e, slot) => {
      const c = byId.get(e.characterId);
      if (!c) throw new Error(`Floor ${g.floor}: no character ${e.characterId}`);
      return clean({
        slot,
        characterId: c.id,
        unitName: c.nameEn,
        unitJpName: c.nameJp ?? undefined,
        unitWorld: c.worldId ?? undefined,
        hp: e.hp,
        spells: g.spells,
        barriers: g.barriers,
        weaks: e.weaks,
        resists: e.resists,
        ability: e.immune ? { effects: [{ type: 'anomaly-immunity' as const, anomalies: e.immune }] } : undefined,
        skills: [{ name: 'Skill', effects: [{ ...withoutText(e.skill), target: 'party' as const, turn: 1, text: e.skill.text }] }],
      });
    }),
  };
}

/** A floor of the Japanese guides in the dataset's format; only what the source gives is filled in. */
function jpGuideFloor(g: GuideFloorJp, byId: Map<string, Character>): TowerFloor {
  return clean({
    floor: g.floor,
    source: g.source,
    note: g.note,
    useGauge: g.useGauge,
    rewards: [],
    enemies: g.enemies.map((e, slot) => {
      const c = e.characterId ? byId.get(e.characterId) : undefined;
      if (e.characterId && !c) throw new Error(`Floor ${g.floor}: no character ${e.characterId}`);
      return clean({
        slot,
        characterId: c?.id,
        unitName: e.unitName,
        unitJpName: e.unitJpName,
        unitWorld: c?.worldId ?? undefined,
        hp: e.hp,
        hpApprox: e.hpApprox,
        gauges: e.gauges,
        spells: e.spells,
        barriers: e.barriers,
        weaks: e.weaks,
        resists: e.resists,
        affinities: e.affinities,
        skills: e.skills?.map((s) => ({ name: `${s.name} (${s.nameJp})`, effects: s.effects.map((x) => clean({ ...x })) })),
      });
    }),
  });
}

/** Sample rewards: a fixed pattern by floor number. */
function rewardsFor(floor: number): TowerFloor['rewards'] {
  const r: TowerFloor['rewards'] = [
    { itemId: 'coins', amount: 1000 + floor * 100 },
    { itemId: 'spirit-points', amount: 500 + floor * 50 },
  ];
  if (floor % 5 === 0) r.push({ itemId: 'seal-crystal', amount: floor % 10 === 0 ? 10 : 5 });
  if (floor % 10 === 0) r.push({ itemId: 'divine-paper-doll', amount: 1 });
  else if (floor % 3 === 0) r.push({ itemId: pick(rng(floor), ['tiger-scroll', 'serpent-scroll', 'dragon-scroll'] as const), amount: 1 });
  return r;
}

/**
 * Sample tags, ability and skills for an enemy, from their own seeded generator (so the values the
 * floors had before these were added stay the same): every boss has spell cards and an ability
 * (often an anomaly immunity), other enemies sometimes an ability.
 */
function withSampleKit(floor: number, slot: number, boss: boolean, enemy: Enemy): Enemy {
  const rand = rng(floor * 16 + slot + 0x70e4);
  const tags = [pick(rand, TAGS)];
  if (rand() < 0.3)
    tags.push(
      pick(
        rand,
        TAGS.filter((t) => t !== tags[0]),
      ),
    );
  let ability: Enemy['ability'];
  if (boss || rand() < 0.35) {
    const kind = boss
      ? pick(rand, ['anomaly-immunity', 'anomaly-nullify', 'dmg-reduction'] as const)
      : pick(rand, ['graze', 'boost', 'anomaly-counter'] as const);
    const anomalies = rand() < 0.25 ? ['all' as const] : [pick(rand, ANOMALIES), pick(rand, ANOMALIES)];
    ability = {
      name: 'Sample ability',
      effects: [
        kind === 'dmg-reduction' || kind === 'boost' || kind === 'graze'
          ? { type: kind, value: intBetween(rand, 1, 5) * 10 }
          : { type: kind, anomalies: [...new Set(anomalies)] },
      ],
    };
  }
  const spells = enemy.spells ?? 0;
  const skills: NonNullable<Enemy['skills']> = [];
  for (let i = 1; i <= spells; i++) {
    const stat = pick(rand, STAT_EFFECTS);
    skills.push({
      name: `Spell card ${i}`,
      spell: true,
      effects: [
        { attrType: 'stat', attr: stat.attr, attrName: `${stat.attrName} Up`, values: [intBetween(rand, 1, 3)], target: 'self', turn: 3 },
        { attrType: 'attack', attr: pick(rand, ELEMENTS), attrName: 'Elemental attack', target: rand() < 0.5 ? 'solo' : 'aoe' },
      ],
    });
  }
  return clean({
    ...enemy,
    affinities: boss ? [pick(rand, ELEMENTS)] : undefined,
    tags,
    ability,
    skills: skills.length ? skills : undefined,
  });
}

export function buildTower(characters: Character[]): { items: TowerItem[]; floors: TowerFloor[] } {
  const rand = rng(0x5dc0ffee);
  const pool = characters.filter((c) => c.worldId === 'L1');
  const makeFloor = (floor: number, extra?: { rewards?: TowerFloor['rewards']; source?: string }): TowerFloor => {
    const boss = floor % 10 === 0;
    const count = boss ? intBetween(rand, 1, 2) : intBetween(rand, 1, 3);
    const enemies: TowerFloor['enemies'] = [];
    const used = new Set<string>();
    for (let slot = 0; slot < count; slot++) {
      let c = pick(rand, pool);
      while (used.has(c.id)) c = pick(rand, pool);
      used.add(c.id);
      const hp = Math.round((boss ? 60000 : 12000) * (1 + floor / 10) * (0.8 + rand() * 0.4));
      const weak = pick(rand, ELEMENTS);
      const resist = pick(
        rand,
        ELEMENTS.filter((e) => e !== weak),
      );
      enemies.push(
        withSampleKit(floor, slot, boss, {
          slot,
          characterId: c.id,
          unitName: c.nameEn,
          unitJpName: c.nameJp ?? undefined,
          unitWorld: 'L1',
          hp,
          spells: boss ? 3 : intBetween(rand, 0, 2),
          barriers: boss ? [4, 4, 5] : intBetween(rand, 2, 4),
          weaks: [weak],
          resists: [resist],
          gauges: boss ? [Math.round(hp / 3), Math.round(hp / 3), hp - 2 * Math.round(hp / 3)] : undefined,
        }),
      );
    }
    return clean({
      floor,
      useGauge: boss ? true : undefined,
      sample: true,
      source: extra?.source ?? 'Sample floor generated by data/build/tower.ts; no public floor-by-floor source',
      rewards: extra?.rewards ?? rewardsFor(floor),
      enemies,
    });
  };
  const floors: TowerFloor[] = [];
  for (let f = 1; f <= SAMPLE_FLOORS; f++) floors.push(makeFloor(f));
  floors.push(
    makeFloor(80, {
      rewards: [{ itemId: 'friend-l1-cirno', amount: 1 }],
      source: `Reward: ${TVTROPES} (Cirno joins at floor 80); enemies are sample values`,
    }),
  );
  const byId = new Map(characters.map((c) => [c.id, c]));
  const real = [...GUIDE_FLOORS.map((g) => guideFloor(g, byId)), ...JP_GUIDE_FLOORS.map((g) => jpGuideFloor(g, byId))];
  const realNumbers = new Set(real.map((f) => f.floor));
  if (realNumbers.size !== real.length) throw new Error('Two real tower floors share a number');
  // A sample floor where a real one is known would contradict it: the real one replaces it.
  const all = [...floors.filter((f) => !realNumbers.has(f.floor)), ...real];
  all.sort((a, b) => a.floor - b.floor);
  return { items: ITEMS, floors: all };
}
