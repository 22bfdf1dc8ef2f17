// Story cards and illustrators, from the CN wiki's pictures_wikidata.json (553 cards: id, rarity,
// suit, artist, stats at level 0 and 10, effect text at base and max, obtaining, lore).
// English names: official global names from the curated table (GamePress / official news pages);
// every other card gets an English translation of its CN/JP name, with nameOfficial false and the
// original name kept in nameOriginal.
import type { z } from 'zod';
import type { illustrator, storyCard } from '../../server/storyCards/dataset.ts';
import { describeBuff, effectLines, type ParsedBuff, parseEffectLine } from './buffs.ts';
import type { Character } from './characters.ts';
import { LORE_NAMES } from './curated/loreNames.ts';
import { PERSONS, type Person } from './curated/persons.ts';
import { OFFICIAL_CARDS } from './curated/storyCardsOfficial.ts';
import { CARD_TRANSLATIONS } from './curated/storyCardTranslations.ts';
import { clean, compareStrings, readRawCsv, readRawJson, shortHash, slugify, slugifyNative } from './lib/io.ts';
import { kanaToRomaji, titleCase } from './lib/kana.ts';
import { RAW, SRC, sources } from './sources.ts';

export type StoryCard = z.infer<typeof storyCard>;
export type Illustrator = z.infer<typeof illustrator>;
type Buff = NonNullable<StoryCard['buffs']>[number];
type Obtain = NonNullable<StoryCard['obtaining']>[number];

interface RawCard {
  名称: string;
  编号: number;
  类型: string;
  稀有度: number;
  画师: string;
  属性1: string;
  属性2: string;
  '0级属性1': string;
  '0级属性2': string;
  '10级属性1': string;
  '10级属性2': string;
  获取途径: string;
  特性1: string;
  特性2: string;
  解说1: string;
  解说2: string;
  解说3: string;
  解说4: string;
  解说5: string;
}

export const SUITS: Record<string, StoryCard['suit']> = { 梅: 'plum', 兰: 'orchid', 菊: 'chrysanthemum', 竹: 'bamboo' };
export const CARD_STATS: Record<string, NonNullable<StoryCard['stats']>[number]['stat']> = {
  体力: 'hp',
  速度: 'agi',
  阳攻: 'yang-atk',
  阳防: 'yang-def',
  阴攻: 'yin-atk',
  阴防: 'yin-def',
};

/**
 * Obtaining labels of the CN wiki mapped onto the format's source types. These describe the CN
 * server; the entry's metadata keeps the original label. Cards the CN wiki marks 国服暂无 ("not on
 * the CN server yet") get no CN-derived obtaining.
 */
export const CN_OBTAINING: Record<string, { type: Obtain['type']; display: string }> = {
  常驻祈愿: { type: 'standard-prayer', display: 'Standard prayer' },
  限定祈愿: { type: 'prayer', display: 'Limited prayer' },
  活动: { type: 'event', display: 'Event' },
  主线: { type: 'story', display: 'Main story / Hifuu stage drop' },
  '主线&秘封': { type: 'story', display: 'Main story / Hifuu stage drop' },
  复灵本: { type: 'event', display: 'Rerun event stages' },
  复灵祭绘马: { type: 'exchange-ema', display: 'Ema exchange' },
  限量绘卷: { type: 'pack', display: 'Limited picture-scroll pack' },
  特殊兑换: { type: 'exchange', display: 'Special exchange' },
  高难本掉落: { type: 'ex', display: 'High-difficulty stage drop' },
  命运掉落: { type: 'story', display: 'Stage drop' },
};

/** One illustrator per distinct artist credit; spellings that differ only by width or spacing merge. */
export const OFFICIAL_ART = '东方归言录';

function artistKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\s\u3000]+/g, '')
    .replace(/[（(]/g, '(')
    .replace(/[）)]/g, ')')
    .toLowerCase();
}

/** Credits the CN wiki writes two ways for one artist. */
const ARTIST_SAME_AS: Record<string, string> = {
  'るなむー(満福神社)': 'るなむー&満福神社',
};

export interface CardBuild {
  illustrators: Illustrator[];
  storyCards: StoryCard[];
  unparsedEffects: { card: number; line: string }[];
  unmatchedLoreNames: Map<string, number>;
  stats: Record<string, number>;
}

export function buildStoryCards(characters: Character[], personOf: Map<string, Person>, cnNames: Map<string, Person>): CardBuild {
  const raw = readRawJson<Record<string, RawCard>>(...RAW.pictures);
  const pictureSource = new Map(readRawCsv(...RAW.pictureSource).map((r) => [Number(r.id), r.source]));

  // Illustrators.
  const artists = new Map<string, { names: Map<string, number>; cards: number[] }>();
  for (const card of Object.values(raw)) {
    let key = artistKey(card.画师);
    key = ARTIST_SAME_AS[key] ?? key;
    const a = artists.get(key) ?? { names: new Map<string, number>(), cards: [] as number[] };
    a.names.set(card.画师, (a.names.get(card.画师) ?? 0) + 1);
    a.cards.push(card.编号);
    artists.set(key, a);
  }
  const illustrators: Illustrator[] = [];
  const artistIdOf = new Map<string, string>();
  const usedSlugs = new Set<string>();
  for (const [key, a] of [...artists].sort((x, y) => compareStrings(x[0], y[0]))) {
    // Most frequent spelling, NFKC-normalised, ties broken by code point order.
    const spelling = [...a.names]
      .sort((x, y) => y[1] - x[1] || compareStrings(x[0], y[0]))[0][0]
      .normalize('NFKC')
      .replace(/\s+/g, ' ')
      .trim();
    let id: string;
    let name: string;
    let jpName: string | undefined;
    if (spelling === OFFICIAL_ART) {
      id = 'official-art';
      name = 'Official art';
      jpName = undefined;
    } else if (/^[\x20-\x7e\u00c0-\u024f]+$/.test(spelling)) {
      name = spelling;
      id = slugify(spelling) || `illustrator-${shortHash(key)}`;
    } else {
      const romaji = kanaToRomaji(spelling);
      jpName = spelling;
      if (romaji) {
        name = titleCase(romaji);
        id = slugify(romaji) || `illustrator-${shortHash(key)}`;
      } else {
        name = spelling;
        id = slugifyNative(spelling) || `illustrator-${shortHash(key)}`;
      }
    }
    if (usedSlugs.has(id)) id = `${id}-${shortHash(key, 4)}`;
    usedSlugs.add(id);
    artistIdOf.set(key, id);
    illustrators.push(clean({ id, name, jpName, source: SRC.pictures }));
  }
  illustrators.sort((a, b) => compareStrings(a.id, b.id));

  // Featured characters: the 【name】 headers of the lore texts, matched to the base (L1) variant, or
  // to the only variant when the character has no L1 one.
  const variantsByPerson = new Map<string, string[]>();
  const l1ByPerson = new Map<string, string>();
  for (const c of characters) {
    const p = personOf.get(c.id);
    if (!p) continue;
    variantsByPerson.set(p.key, [...(variantsByPerson.get(p.key) ?? []), c.id]);
    if (c.worldId === 'L1') l1ByPerson.set(p.key, c.id);
  }
  const featuredFor = (p: Person) =>
    l1ByPerson.get(p.key) ?? (variantsByPerson.get(p.key)?.length === 1 ? variantsByPerson.get(p.key)?.[0] : undefined);
  const names = new Map<string, Person>();
  for (const [n, p] of cnNames) names.set(loreKey(n), p);
  for (const [n, key] of Object.entries(LORE_NAMES)) {
    const p = PERSONS.find((x) => x.key === key);
    if (!p) throw new Error(`Lore name ${n} points to unknown person ${key}`);
    names.set(loreKey(n), p);
  }
  const unmatchedLoreNames = new Map<string, number>();
  const unparsedEffects: { card: number; line: string }[] = [];

  const cards: StoryCard[] = [];
  let official = 0;
  for (const [cnName, card] of Object.entries(raw)) {
    const id = card.编号;
    const off = OFFICIAL_CARDS[id];
    const translation = CARD_TRANSLATIONS[id];
    const original = card.名称 || cnName;
    let name: string;
    let nameOfficial: boolean;
    if (off) {
      name = off.name;
      nameOfficial = true;
      official++;
    } else if (translation) {
      name = translation;
      nameOfficial = false;
    } else {
      throw new Error(`Story card ${id} (${original}) has neither an official English name nor a translation`);
    }

    const stats: NonNullable<StoryCard['stats']> = [];
    for (const i of [1, 2] as const) {
      const stat = CARD_STATS[card[`属性${i}`]];
      if (!stat) continue;
      stats.push({ stat, min: Number(card[`0级属性${i}`]), max: Number(card[`10级属性${i}`]) });
    }

    const baseLines = effectLines(card.特性1);
    const maxLines = effectLines(card.特性2);
    const buffs: Buff[] = [];
    baseLines.forEach((line, i) => {
      const b = parseEffectLine(line);
      const m = maxLines[i] ? parseEffectLine(maxLines[i]) : undefined;
      if (!b) {
        unparsedEffects.push({ card: id, line });
        return;
      }
      const max = m && m.attr === b.attr && m.metadata === b.metadata ? m.value : b.value;
      buffs.push(toBuff(b, b.value, max));
    });

    const featured = new Set<string>();
    for (const k of ['解说1', '解说2', '解说3', '解说4', '解说5'] as const) {
      const head = /^【([^】]+)】/.exec(card[k] ?? '');
      if (!head) continue;
      for (const part of head[1].split(/[＆&、]|和/)) {
        const n = part.trim();
        if (!n) continue;
        const person = names.get(loreKey(n));
        const charId = person ? featuredFor(person) : undefined;
        if (charId) featured.add(charId);
        else unmatchedLoreNames.set(n, (unmatchedLoreNames.get(n) ?? 0) + 1);
      }
    }

    const obtaining: Obtain[] = [];
    if (off?.obtained) obtaining.push(clean({ type: off.obtained.type, display: off.obtained.display, metadata: 'global' }));
    const cnLabel = card.获取途径 !== '国服暂无' ? card.获取途径 : pictureSource.get(id);
    const mapped = cnLabel ? CN_OBTAINING[cnLabel] : undefined;
    if (mapped && !off?.obtained) obtaining.push({ type: mapped.type, display: mapped.display, metadata: `CN server: ${cnLabel}` });

    cards.push(
      clean({
        id,
        name,
        nameOfficial,
        nameOriginal: original,
        rarity: card.稀有度,
        suit: SUITS[card.类型],
        artistId: artistIdOf.get(ARTIST_SAME_AS[artistKey(card.画师)] ?? artistKey(card.画师)),
        releaseAt: off?.releaseAt,
        stats,
        buffs,
        featured: [...featured].sort(),
        obtaining,
        source: sources(SRC.pictures, mapped && cnLabel === pictureSource.get(id) ? SRC.pictureSource : undefined, off?.source),
      }),
    );
  }
  cards.sort((a, b) => a.id - b.id);
  return {
    illustrators,
    storyCards: cards,
    unparsedEffects,
    unmatchedLoreNames,
    stats: { official, translated: cards.length - official },
  };
}

function loreKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[・·･]/g, '·')
    .replace(/\s+/g, '');
}

function toBuff(b: ParsedBuff, base: number, max: number): Buff {
  const meta = b.user ? `${b.metadata}; user: ${b.user}` : b.metadata;
  return clean({
    attr: b.attr,
    attrName: b.attrName,
    attrType: b.attrType,
    values: [base, max],
    turn: b.turn,
    target: b.target,
    role: b.role,
    rank: b.rank,
    metadata: meta,
    text: describeBuff(b, base, max),
  });
}
