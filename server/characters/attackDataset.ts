// The character domain's figure files: each Friend's attacks as a fan site's attack table gives
// them (power split by yin and yang, element, bullet type and killer), and base stats from the
// Japanese server where a source gives them. Their record schemas, the rules a record keeps, how
// they are written and who may see them: a record is shown exactly when its Friend is.
import { z } from 'zod';
import { fileSpec, int, json, listedTwice, provenance, type RecordProblem, rowWriter, slug, text, url } from '../shared/datasetSpec.ts';
import { ATTACK_KINDS, ATTACK_TARGETS, BULLET_TYPE_LABELS, ELEMENT_LABELS, YIN_YANG_LABELS } from '../shared/vocabulary.ts';

const CHARACTERS = 'characters/characters.json';
export const ATTACKS = 'characters/attacks.json';
export const JAPANESE_BASE_STATS = 'characters/japaneseBaseStats.json';

const codes = <T extends object>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
export const YIN_YANG_CODES = codes(YIN_YANG_LABELS);
export const ELEMENT_CODES = codes(ELEMENT_LABELS);
export const BULLET_TYPE_CODES = codes(BULLET_TYPE_LABELS);

const power = z.number().min(0).max(1e9);
const split = { base: power, hard: power, slice: power };
const part = <C extends [string, ...string[]]>(known: C) => z.strictObject({ code: z.enum(known), ...split });
const killerPart = z.strictObject({
  /** The source's killer id, as a string ("1"). */
  code: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a killer\'s numeric id, e.g. "1"'),
  /** Its English name ("Human"). */
  label: text,
  ...split,
});

/** Where a record's figures come from, as the API's FigureSource gives it. */
const figureSource = {
  /** e.g. "lostwordchronicle.com attack table". */
  sourceName: text,
  /** The page or repository file. */
  sourceUrl: url,
  /** The day the figures are from (the snapshot's date). */
  sourceDate: z.iso.date(),
  /** What the figures describe: "Global server, October 2024". */
  sourceLabel: text,
};

/** The most killers one attack may list: the API's bound on the list (the attack table's most is 21). */
export const MAX_KILLERS = 30;

export const attackRecordId = (characterId: string, kind: string) => `${characterId}.${kind}`;

export const attack = z.strictObject({
  /** `<character id>.<kind>`, e.g. l1-reimu.spell-card-1. */
  id: z.string().regex(new RegExp(`^[a-z0-9][a-z0-9-]*\\.(${ATTACK_KINDS.join('|')})$`), 'the character id, a dot and the kind'),
  characterId: slug,
  kind: z.enum(ATTACK_KINDS),
  target: z.enum(ATTACK_TARGETS),
  /** Power step of each bullet line per level, as the source writes it ("3-1-1"). */
  scale: text,
  durationSeconds: z.number().positive().max(600).nullish(),
  timingRank: int().positive().nullish(),
  totalPower: power,
  basePower: power,
  hardPower: power,
  slicePower: power,
  yinYang: z.array(part(YIN_YANG_CODES)).min(1),
  elements: z.array(part(ELEMENT_CODES)).min(1),
  bulletTypes: z.array(part(BULLET_TYPE_CODES)).min(1),
  /** Bullets carrying each killer (a bullet may carry several, so these overlap). */
  killers: z.array(killerPart).max(MAX_KILLERS, `at most ${MAX_KILLERS} killers (the API prices an attack by this bound)`),
  /** The source's own key of the row ("L1_Reimu"). */
  sourceRow: text.nullish(),
  ...figureSource,
  ...provenance,
});
export type AttackRecord = z.infer<typeof attack>;

export const japaneseBaseStats = z.strictObject({
  /** The character's id: one record per character. */
  id: slug,
  /** The unit of the source the figures are read from. */
  gameUnitId: int().positive(),
  hp: int().positive(),
  yangAttack: int().positive(),
  yangDefense: int().positive(),
  agility: int().positive(),
  yinAttack: int().positive(),
  yinDefense: int().positive(),
  ...figureSource,
  ...provenance,
});
type JapaneseBaseStatsRecord = z.infer<typeof japaneseBaseStats>;

/** How far apart two figures that should agree may be (the figures are kept to four decimals). */
const TOLERANCE = 0.01;
const close = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;
const fmt = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * An attack's figures agree with each other: total = base + Hard + Slice, and each of the three
 * splits that divide every bullet (yin/yang, elements, bullet types) adds up to them; a killer's
 * bullets are some of the attack's, so its part is no larger than the whole.
 */
function attackProblems(a: AttackRecord): RecordProblem[] {
  const problems: RecordProblem[] = [];
  if (a.id !== attackRecordId(a.characterId, a.kind))
    problems.push({ field: 'id', message: `must be ${attackRecordId(a.characterId, a.kind)} (the character id, a dot and the kind)` });
  const whole = a.basePower + a.hardPower + a.slicePower;
  if (!close(a.totalPower, whole))
    problems.push({
      field: 'totalPower',
      message: `is ${fmt(a.totalPower)}, but basePower + hardPower + slicePower is ${fmt(whole)}`,
    });
  for (const field of ['yinYang', 'elements', 'bulletTypes'] as const) {
    const list = a[field];
    problems.push(
      ...listedTwice(
        field,
        list.map((p) => p.code),
      ),
    );
    for (const f of ['base', 'hard', 'slice'] as const) {
      const sum = list.reduce((n, p) => n + p[f], 0);
      const expected = a[`${f}Power`];
      if (!close(sum, expected))
        problems.push({ field, message: `its ${f} parts add up to ${fmt(sum)}, not the attack's ${f}Power ${fmt(expected)}` });
    }
  }
  problems.push(
    ...listedTwice(
      'killers',
      a.killers.map((k) => k.code),
    ),
  );
  a.killers.forEach((k, j) => {
    const total = k.base + k.hard + k.slice;
    if (total > a.totalPower + TOLERANCE)
      problems.push({
        field: `killers.${j}`,
        message: `its power ${fmt(total)} is more than the attack's totalPower ${fmt(a.totalPower)}`,
      });
  });
  return problems;
}

const attackRow = ({ yinYang, elements, bulletTypes, killers, ...a }: AttackRecord) => ({
  ...a,
  yinYang: json(yinYang),
  elements: json(elements),
  bulletTypes: json(bulletTypes),
  killers: json(killers),
});

/** The figure files of the character domain, after the characters they belong to. */
export const ATTACK_FILES = [
  fileSpec({
    file: ATTACKS,
    label: 'Attacks',
    schema: attack,
    mayBeEmpty: true,
    models: ['Attack'],
    references: (a) => [{ field: 'characterId', file: CHARACTERS, key: a.characterId, what: 'character' }],
    problems: attackProblems,
    writer: rowWriter<AttackRecord>({ model: 'Attack', key: 'id', keyOf: (a) => a.id, row: attackRow }),
    // A Friend's attacks are shown exactly when the Friend is.
    hiddenUntil: (a, lookup) => lookup.hiddenUntilOf(CHARACTERS, a.characterId),
  }),
  fileSpec({
    file: JAPANESE_BASE_STATS,
    label: 'Japanese base stats',
    schema: japaneseBaseStats,
    mayBeEmpty: true,
    models: ['JapaneseBaseStats'],
    references: (s) => [{ field: 'id', file: CHARACTERS, key: s.id, what: 'character' }],
    writer: rowWriter<JapaneseBaseStatsRecord>({ model: 'JapaneseBaseStats', key: 'characterId', keyOf: (s) => s.id, row: statsRow }),
    hiddenUntil: (s, lookup) => lookup.hiddenUntilOf(CHARACTERS, s.id),
  }),
];

function statsRow({ id, ...s }: JapaneseBaseStatsRecord) {
  return { characterId: id, ...s };
}
