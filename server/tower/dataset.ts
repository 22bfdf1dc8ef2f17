// The tower domain's dataset files: the Scarlet Devil Tower's reward items and its floors with
// their enemies. Their record schemas, what their records point at, how they are written and who
// may see them.
import { z } from 'zod';
import {
  BUFF_TARGETS,
  date,
  fileSpec,
  int,
  json,
  optionalInstant,
  provenance,
  type RecordProblem,
  recordSource,
  rowWriter,
  slug,
  text,
} from '../shared/datasetSpec.ts';
import { TOWER_ABILITY_TYPES, TOWER_ANOMALIES, TOWER_ELEMENTS, TOWER_LIMITS } from './constants.ts';
import { floorHiddenUntil } from './reveal.ts';

const towerElement = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(TOWER_ELEMENTS, { error: (i) => `element not found! (${String(i.input)})` }));
/** An anomaly by name or by the game's index (5 meaning all five); stored by name. */
const towerAnomalies = z.array(z.union([z.enum([...TOWER_ANOMALIES, 'all']), int().min(0).max(5)])).transform((list) => {
  const names = list.flatMap((a) => (a === 'all' || a === 5 ? [...TOWER_ANOMALIES] : [typeof a === 'number' ? TOWER_ANOMALIES[a] : a]));
  return TOWER_ANOMALIES.filter((a) => names.includes(a));
});
export const towerEffect = z.strictObject({
  attrType: text,
  attr: text,
  attrName: text.nullish(),
  values: z.array(z.number()).nullish(),
  target: z.enum(BUFF_TARGETS).nullish(),
  rank: int().nullish(),
  turn: int().nullish(),
  role: slug.nullish(),
  metadata: text.nullish(),
  text: text.nullish(),
});
export const towerItem = z.strictObject({ id: slug, name: text, icon: text.nullish(), ...recordSource });
export const towerFloor = z.strictObject({
  floor: int().positive(),
  /** When the floor opens on the global server; before it, the floor is a JP spoiler. Null: always open. */
  releaseAt: optionalInstant,
  useGauge: z.boolean().optional(),
  /** What a visitor should know about the floor's facts (which server's guide, what the source leaves out). */
  note: text.nullish(),
  ...provenance,
  rewards: z.array(z.strictObject({ itemId: slug, amount: int().positive() })).max(TOWER_LIMITS.rewards),
  enemies: z
    .array(
      z.strictObject({
        slot: int().min(0).max(2),
        characterId: slug.nullish(),
        unitName: text,
        unitTranslit: text.nullish(),
        unitJpName: text.nullish(),
        unitImage: text.nullish(),
        unitWorld: text.nullish(),
        /** Total HP; absent where the source gives none. */
        hp: z.number().positive().nullish(),
        /** The HP is a round figure the source gives ("about 100,000"). */
        hpApprox: z.boolean().optional(),
        spells: int().nonnegative().optional(),
        /** One count for the whole enemy, or one per HP gauge. */
        barriers: z.union([int().nonnegative(), z.array(int().nonnegative()).min(1).max(TOWER_LIMITS.gauges)]).nullish(),
        weaks: z.array(towerElement).nullish(),
        resists: z.array(towerElement).nullish(),
        affinities: z.array(towerElement).nullish(),
        tags: z
          .array(z.strictObject({ id: slug, name: text }))
          .max(TOWER_LIMITS.tags)
          .nullish(),
        ability: z
          .strictObject({
            name: text.nullish(),
            effects: z
              .array(
                z.strictObject({
                  type: z.enum(TOWER_ABILITY_TYPES),
                  anomalies: towerAnomalies.nullish(),
                  elements: z.array(towerElement).nullish(),
                  value: z.number().nullish(),
                  text: text.nullish(),
                }),
              )
              .min(1)
              .max(TOWER_LIMITS.effects),
          })
          .nullish(),
        skills: z
          .array(
            z.strictObject({
              name: text,
              /** A spell card (the enemy's spells), rather than a skill. */
              spell: z.boolean().optional(),
              effects: z.array(towerEffect).max(TOWER_LIMITS.effects).optional(),
            }),
          )
          .max(TOWER_LIMITS.skills)
          .nullish(),
        /** HP of each gauge (green, yellow, red), summing to hp. */
        gauges: z.array(z.number().positive()).min(1).max(TOWER_LIMITS.gauges).nullish(),
      }),
    )
    .max(TOWER_LIMITS.enemies),
});

type Floor = z.infer<typeof towerFloor>;

const FLOORS = 'tower/floors.json';
const CHARACTERS = 'characters/characters.json';
const ITEMS = 'tower/items.json';

/** An enemy's slots, gauges and barriers agree: one enemy per slot, gauges summing to the HP, a barrier count per gauge. */
function floorProblems(fl: Floor): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const slots = new Set<number>();
  fl.enemies.forEach((e, j) => {
    if (slots.has(e.slot)) problems.push({ field: `enemies.${j}.slot`, message: `slot ${e.slot} is taken twice` });
    slots.add(e.slot);
    // Gauges split the enemy's HP (rounding allowed); per-gauge barriers need one count per gauge.
    const sum = e.gauges?.reduce((a, b) => a + b, 0) ?? 0;
    if (e.gauges && (e.hp == null || Math.abs(sum - e.hp) > e.gauges.length)) {
      problems.push({ field: `enemies.${j}.gauges`, message: `gauges sum to ${sum}, not hp ${e.hp}` });
    }
    const gauges = e.gauges?.length ?? 1;
    if (Array.isArray(e.barriers) && e.barriers.length !== gauges) {
      problems.push({
        field: `enemies.${j}.barriers`,
        message: `${e.barriers.length} barrier counts for ${gauges} gauge${gauges === 1 ? '' : 's'}`,
      });
    }
  });
  return problems;
}

/** The tower domain's files. */
export const TOWER_FILES = [
  fileSpec({
    file: ITEMS,
    label: 'Tower items',
    schema: towerItem,
    models: ['TowerItem'],
    writer: rowWriter<z.infer<typeof towerItem>>({
      model: 'TowerItem',
      key: 'id',
      keyOf: (i) => i.id,
      row: (item, position) => ({ ...item, position }),
      positioned: true,
    }),
    // Known through the floors that give them: shown once one of them is.
    hiddenUntil: (item, lookup) => lookup.throughReferrers(FLOORS, ITEMS, item.id),
  }),
  fileSpec({
    file: FLOORS,
    label: 'Tower floors',
    schema: towerFloor,
    models: ['TowerFloor', 'TowerReward', 'TowerEnemy'],
    references: (fl) => [
      ...fl.rewards.map((r, j) => ({ field: `rewards.${j}.itemId`, file: ITEMS, key: r.itemId, what: 'tower item' })),
      ...fl.enemies.map((e, j) => ({
        field: `enemies.${j}.characterId`,
        file: CHARACTERS,
        key: e.characterId,
        what: 'character',
      })),
    ],
    problems: floorProblems,
    writer: rowWriter<z.infer<typeof towerFloor>>({
      model: 'TowerFloor',
      key: 'floor',
      keyOf: (f) => f.floor,
      row: ({ rewards: _r, enemies: _e, releaseAt, ...f }) => ({ ...f, releaseAt: date(releaseAt) }),
      children: [
        { model: 'TowerReward', parent: 'floor', rows: (f) => f.rewards },
        {
          model: 'TowerEnemy',
          parent: 'floor',
          rows: (f) =>
            f.enemies.map(({ barriers, weaks, resists, affinities, tags, ability, skills, gauges, ...e }) => ({
              ...e,
              barriers: json(barriers),
              weaks: json(weaks),
              resists: json(resists),
              affinities: json(affinities),
              tags: json(tags),
              ability: json(ability),
              skills: json(skills),
              gauges: json(gauges),
            })),
        },
      ],
    }),
    hiddenUntil: (fl) => floorHiddenUntil({ releaseAt: date(fl.releaseAt) }),
    // An enemy that is a character the visitor may not see is left out (one that is no character stays).
    asSeen: (fl, see) => ({ ...fl, enemies: fl.enemies.filter((e) => !e.characterId || see.shown(CHARACTERS, e.characterId)) }),
  }),
];
