// Friends' attacks and Japanese base stats.
//
// Attacks: every row of the lostwordchronicle attack table (AttackData.json), joined to the Friend
// its own `character` key was joined to when the characters were built (characters.ts keeps that
// key), with the table's codes turned into ours and its killer ids named from the same repository's
// killer filter (killers.json). A row whose variant joins to no Friend, or to a Friend that another
// key also joins to, is reported with the reason and left out, never guessed.
//
// Japanese base stats: thlost's JP unit pages (July 2021), for the Friends whose game unit id is a
// thlost unit with real figures (not one of its `_TEST` placeholder rows) and the same Japanese name.
import type { z } from 'zod';
import type { attack, japaneseBaseStats } from '../../server/characters/attackDataset.ts';
import { ATTACK_KINDS, type BULLET_TYPE_LABELS, type ELEMENT_LABELS, type YIN_YANG_LABELS } from '../../server/shared/vocabulary.ts';
import type { CharacterBuild } from './characters.ts';
import { compareStrings, readRawCsv, readRawJson } from './lib/io.ts';
import { RAW, SRC } from './sources.ts';

export type Attack = z.infer<typeof attack>;
export type JapaneseBaseStats = z.infer<typeof japaneseBaseStats>;
type Part<C extends string = string> = { code: C; base: number; hard: number; slice: number };
type KillerPart = Attack['killers'][number];

/** [base, Hard bonus, Slice bonus] by the table's own code. */
type Split = Record<string, [number, number, number]>;

export interface AttackRow {
  character: string;
  universe: string;
  name: string;
  which_attack: number;
  target: number;
  scale: string;
  duration: number | null;
  timing_rank: number | null;
  total_power: number;
  tao_power: Split;
  elemental_power: Split;
  bullet_power: Split;
  killer_power: Split;
  killer_power_display?: string;
}

export interface Killer {
  id: number;
  name: string;
}

/** The attack table snapshot: what every attack record's provenance names. */
export const ATTACK_TABLE = {
  source: `${SRC.attackData}; killer names: ${SRC.killers}`,
  sourceName: 'lostwordchronicle.com attack table',
  sourceUrl:
    'https://github.com/Escheria/lostwordchroniclepagesdesigns/blob/06feddd52299e76acb676555d8b6b96e39556ebd/AttackPowerTable_files/AttackData.js',
  sourceDate: '2024-10-26',
  sourceLabel: 'Global server, October 2024',
} as const;

/** The thlost snapshot: what every Japanese base stats record's provenance names. */
export const THLOST_UNITS = {
  source: SRC.thlost,
  sourceName: 'thlost unit pages (Japanese server)',
  sourceUrl: 'https://github.com/TouhouLostword/thlost/tree/3d7ea4c5c8824da32c9271a161448a3d70f8a28a/public/unit',
  sourceDate: '2021-07-18',
  sourceLabel: 'Japanese server, July 2021',
} as const;

/** The table's `which_attack` (its own labels: 0 Spr, 1 Fcs, 2 SC1, 3 SC2, 4 LW) to our kinds. */
const KIND_OF: Record<number, Attack['kind']> = { 2: 'spell-card-1', 3: 'spell-card-2', 4: 'last-word' };
const TARGET_OF: Record<number, Attack['target']> = { 1: 'single', 2: 'all' };
const YIN_YANG_OF: Record<string, keyof typeof YIN_YANG_LABELS> = { 0: 'yin', 1: 'yang' };
const ELEMENT_OF: Record<string, keyof typeof ELEMENT_LABELS> = {
  1: 'sun',
  2: 'moon',
  3: 'fire',
  4: 'water',
  5: 'wood',
  6: 'metal',
  7: 'earth',
  8: 'star',
  9: 'no',
};
const BULLET_TYPE_OF: Record<string, keyof typeof BULLET_TYPE_LABELS> = {
  1: 'normal',
  2: 'laser',
  3: 'body',
  4: 'slash',
  5: 'heavy',
  6: 'liquid',
  7: 'energy',
  8: 'ofuda',
  9: 'light',
  10: 'sharp',
  11: 'missile',
};

/** Figures to four decimals: the table's sums carry float noise (512.4000000000001). */
export const figure = (x: number) => Math.round(x * 10_000) / 10_000;
const partTotal = (p: { base: number; hard: number; slice: number }) => p.base + p.hard + p.slice;
/** Largest first; equal totals in the order of their codes. */
const byPower = (order: readonly string[]) => (a: Part, b: Part) =>
  partTotal(b) - partTotal(a) || order.indexOf(a.code) - order.indexOf(b.code);

export interface UnmatchedAttack {
  /** The table's own key, e.g. `L1_Reimu`, and which attack. */
  row: string;
  reason: string;
}

export interface AttackBuild {
  attacks: Attack[];
  unmatched: UnmatchedAttack[];
  stats: {
    /** Rows of the table, and the rows joined to a Friend. */
    rows: number;
    matched: number;
    /** Variants (the table's keys), and the variants joined to a Friend. */
    variants: number;
    variantsMatched: number;
    /** Friends the table gives no attack for. */
    friendsWithout: string[];
    /** Friends the table gives only some of the three attacks for, with the ones it gives. */
    partial: string[];
  };
}

function parts<C extends string>(split: Split, codes: Record<string, C>, what: string, row: string): Part<C>[] {
  const order: readonly string[] = Object.values(codes);
  return Object.entries(split)
    .map(([code, [base, hard, slice]]) => {
      const ours = codes[code];
      if (!ours) throw new Error(`AttackData ${row}: unknown ${what} code ${code}`);
      return { code: ours, base: figure(base), hard: figure(hard), slice: figure(slice) };
    })
    .sort(byPower(order));
}

function killerParts(split: Split, names: Map<number, string>, row: string): KillerPart[] {
  const order = [...names.keys()].map(String);
  return Object.entries(split)
    .map(([code, [base, hard, slice]]) => {
      const label = names.get(Number(code));
      if (!label) throw new Error(`AttackData ${row}: killer ${code} has no name in killers.json`);
      return { code, label, base: figure(base), hard: figure(hard), slice: figure(slice) };
    })
    .sort(byPower(order));
}

/** One attack row as our record, for the Friend `characterId`. */
export function attackRecord(row: AttackRow, characterId: string, killers: Map<number, string>): Attack {
  const key = `${row.character} ${row.which_attack}`;
  const kind = KIND_OF[row.which_attack];
  const target = TARGET_OF[row.target];
  if (!kind || !target) throw new Error(`AttackData ${key}: unknown attack ${row.which_attack} or target ${row.target}`);
  const yinYang = parts(row.tao_power, YIN_YANG_OF, 'yin/yang', key);
  const sum = (f: 'base' | 'hard' | 'slice') => figure(yinYang.reduce((n, p) => n + p[f], 0));
  // Built field by field (not through clean()): an attack without killers keeps its empty list.
  return {
    id: attackId(characterId, kind),
    characterId,
    kind,
    target,
    scale: row.scale,
    ...(row.duration == null ? {} : { durationSeconds: row.duration }),
    ...(row.timing_rank == null ? {} : { timingRank: row.timing_rank }),
    totalPower: figure(row.total_power),
    basePower: sum('base'),
    hardPower: sum('hard'),
    slicePower: sum('slice'),
    yinYang,
    elements: parts(row.elemental_power, ELEMENT_OF, 'element', key),
    bulletTypes: parts(row.bullet_power, BULLET_TYPE_OF, 'bullet type', key),
    killers: killerParts(row.killer_power, killers, key),
    sourceRow: row.character,
    ...ATTACK_TABLE,
  };
}

export const attackId = (characterId: string, kind: string) => `${characterId}.${kind}`;

export const readAttackRows = () => readRawJson<{ data: AttackRow[] }>(...RAW.attackData).data;
export const readKillers = () => new Map(readRawJson<Killer[]>(...RAW.killers).map((k) => [k.id, k.name]));

/**
 * The Friend each attack-table key joins to, and why a key joins to none: from the characters'
 * own join (characters.ts), which owns the rules that match a variant to a Friend.
 */
export function attackFriends(chars: Pick<CharacterBuild, 'origins' | 'joinIssues'>): {
  friendOf: Map<string, string>;
  refused: Map<string, string>;
} {
  const owners = new Map<string, string[]>();
  for (const [id, o] of chars.origins) for (const k of o.attackKeys) owners.set(k, [...(owners.get(k) ?? []), id]);
  const friendOf = new Map<string, string>();
  const refused = new Map<string, string>();
  for (const [key, ids] of owners) {
    if (ids.length === 1) friendOf.set(key, ids[0]);
    else refused.set(key, `joins to several Friends: ${ids.join(', ')}`);
  }
  // Two keys of the table joined to one Friend: which one is that Friend's is not known.
  for (const [id, o] of chars.origins)
    if (o.attackKeys.length > 1)
      for (const k of o.attackKeys) {
        friendOf.delete(k);
        refused.set(k, `${o.attackKeys.join(' and ')} both join to ${id}`);
      }
  for (const i of chars.joinIssues)
    if (i.source === 'attackData' && i.problem === 'short name matches no base character')
      refused.set(i.record, 'its short name matches no base character');
  return { friendOf, refused };
}

/** Every attack row joined to its Friend, with the rows that join to none and why. */
export function buildAttacks(chars: Pick<CharacterBuild, 'origins' | 'joinIssues' | 'characters'>): AttackBuild {
  const rows = readAttackRows();
  const killers = readKillers();
  const { friendOf, refused } = attackFriends(chars);
  const attacks: Attack[] = [];
  const unmatched: UnmatchedAttack[] = [];
  for (const row of rows) {
    const friend = friendOf.get(row.character);
    if (friend) attacks.push(attackRecord(row, friend, killers));
    else
      unmatched.push({
        row: `${row.character} ${KIND_OF[row.which_attack] ?? row.which_attack}`,
        reason: refused.get(row.character) ?? 'its variant was joined to no Friend that the build kept (no rarity type derivable)',
      });
  }
  // In the Friends' order (characters.json), then spell card 1, 2, last word.
  const place = new Map(chars.characters.map((c, i) => [c.id, i]));
  attacks.sort(
    (a, b) =>
      (place.get(a.characterId) ?? 0) - (place.get(b.characterId) ?? 0) ||
      ATTACK_KINDS.indexOf(a.kind) - ATTACK_KINDS.indexOf(b.kind) ||
      compareStrings(a.id, b.id),
  );
  const withData = new Set(attacks.map((a) => a.characterId));
  const variants = new Set(rows.map((r) => r.character));
  return {
    attacks,
    unmatched,
    stats: {
      rows: rows.length,
      matched: attacks.length,
      variants: variants.size,
      variantsMatched: [...variants].filter((v) => friendOf.has(v)).length,
      friendsWithout: chars.characters.filter((c) => !withData.has(c.id)).map((c) => c.id),
      partial: [...withData].flatMap((id) => {
        const kinds = attacks.filter((a) => a.characterId === id).map((a) => a.kind);
        return kinds.length < ATTACK_KINDS.length ? [`${id} (${kinds.join(', ')})`] : [];
      }),
    },
  };
}

const STAT_COLUMNS = ['hp', 'yang_atk', 'yang_def', 'agi', 'yin_atk', 'yin_def'] as const;

/**
 * Japanese base stats of the Friends whose game unit id is a thlost unit: only a unit with real
 * figures (thlost's `_TEST` rows are placeholders that copy another unit's or flat figures), whose
 * Japanese name is the Friend's, and that one Friend alone carries.
 */
export function buildJapaneseBaseStats(characters: CharacterBuild['characters']) {
  const rows = readRawCsv(...RAW.thlost);
  const byUnit = new Map<number, CharacterBuild['characters']>();
  for (const c of characters) if (c.gameUnitId) byUnit.set(c.gameUnitId, [...(byUnit.get(c.gameUnitId) ?? []), c]);
  const records: JapaneseBaseStats[] = [];
  const refused: { unit: number; reason: string }[] = [];
  let placeholders = 0;
  for (const r of rows) {
    const unit = Number(r.unit_id);
    if (r.jp_alias === '_TEST') {
      placeholders++;
      refused.push({ unit, reason: `a _TEST placeholder row (${r.jp_name})` });
      continue;
    }
    const friends = byUnit.get(unit) ?? [];
    if (friends.length !== 1) {
      refused.push({ unit, reason: friends.length ? `carried by ${friends.length} Friends` : 'no Friend has this game unit id' });
      continue;
    }
    const c = friends[0];
    if (c.nameJp !== r.jp_name) {
      refused.push({ unit, reason: `its name ${r.jp_name} is not ${c.id}'s (${c.nameJp ?? 'none'})` });
      continue;
    }
    const stats = STAT_COLUMNS.map((k) => Number(r[k]));
    if (!stats.every((n) => Number.isInteger(n) && n > 0)) {
      refused.push({ unit, reason: 'a stat is missing or not a whole number' });
      continue;
    }
    const [hp, yangAttack, yangDefense, agility, yinAttack, yinDefense] = stats;
    records.push({ id: c.id, gameUnitId: unit, hp, yangAttack, yangDefense, agility, yinAttack, yinDefense, ...THLOST_UNITS });
  }
  const place = new Map(characters.map((c, i) => [c.id, i]));
  records.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return { records, refused, rows: rows.length, placeholders };
}
