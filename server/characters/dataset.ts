// The character domain's dataset files: the universe's worlds and series, the characters with
// their debuts and portraits, and the release batches. Their record schemas, what their records
// point at, how they are written and who may see them.
import { z } from 'zod';
import {
  DATE_PRECISIONS,
  date,
  fileSpec,
  hexColour,
  instant,
  int,
  isoOf,
  json,
  nextId,
  optionalInstant,
  provenance,
  recordSource,
  rowWriter,
  slug,
  table,
  text,
  url,
  wholeRow,
} from '../shared/datasetSpec.ts';
import { normaliseSearchName } from '../shared/nameSearch.ts';
import { portraitFiles } from '../shared/portraits.ts';
import { groupHiddenUntil } from '../shared/reveal.ts';
import { normaliseAlias } from '../shared/text.ts';
import { CHARACTER_STATUSES, CHARACTER_TYPES, SOURCE_KINDS } from '../shared/vocabulary.ts';
import { characterHiddenUntil } from './reveal.ts';

/** Where a character's portrait comes from (see data/raw/SOURCES.md for the two sets). */
export const PORTRAIT_SETS = ['THLWTierlist', 'LostWordTracker', 'upload'] as const;

export const UNRELEASED_GROUPS = ['jp', 'announced', 'story', 'print-work', 'pc98', 'mv'] as const;
export const BATCH_KINDS = ['rebirth', 'standard', 'ritual', 'rebirth-costume'] as const;
/** The day the global server opened: a `launch` debut is this day. */
export const GLOBAL_LAUNCH = '2021-05-11T00:00:00Z';
/**
 * How exact a debut is: a date's precision, `between` (later than `debutAfter`, no later than
 * `debutAt`), or `launch` (there when the global server opened; `debutAt` is that day).
 */
export const DEBUT_PRECISIONS = [...DATE_PRECISIONS, 'between', 'launch'] as const;
export const worldGroup = z.strictObject({ id: slug, name: text, sortKey: int().optional(), ...recordSource });
export const world = z.strictObject({
  id: z.string().regex(/^[A-Z][A-Z0-9a-z]*$/, 'a world code such as L1, A6 or B3'),
  name: text.nullish(),
  number: int().nullish(),
  sortKey: int().optional(),
  groupId: slug.nullish(),
  ...recordSource,
});
export const seriesTab = z.strictObject({ id: slug, name: text, sortKey: int().optional(), ...recordSource });
export const series = z.strictObject({
  id: slug,
  enTitle: text,
  jpTitle: text.nullish(),
  large: z.boolean().optional(),
  sortKey: int().optional(),
  tabId: slug.nullish(),
  ...recordSource,
});
export const variantGroup = z.strictObject({
  id: slug,
  enName: text,
  jpName: text.nullish(),
  translitName: text.nullish(),
  jpSize: text.nullish(),
  ...recordSource,
});
export const character = z
  .strictObject({
    id: slug,
    gameUnitId: int().positive().nullish(),
    releaseNo: int().positive().nullish(),
    titleEn: text.nullish(),
    titleJp: text.nullish(),
    nameEn: text,
    shortNameEn: text,
    nameJp: text.nullish(),
    nameKana: text.nullish(),
    nameTranslit: text.nullish(),
    shortNameTranslit: text.nullish(),
    nameModalSmall: z.boolean().optional(),
    nameKanaStructure: text.nullish(),
    nameTrackerSize: text.nullish(),
    colors: z.array(hexColour).nullish(),
    status: z.enum(CHARACTER_STATUSES),
    type: z.enum(CHARACTER_TYPES),
    announced: z.boolean().optional(),
    role: slug.nullish(),
    worldId: text.nullish(),
    seriesId: slug.nullish(),
    variantGroupId: slug.nullish(),
    unreleasedGroup: z.enum(UNRELEASED_GROUPS).nullish(),
    debutAt: optionalInstant,
    debutPrecision: z.enum(DEBUT_PRECISIONS).nullish(),
    /** The page that states the debut or its (upper) bound. */
    debutSource: text.nullish(),
    /** What kind of source `debutSource` is. */
    debutSourceKind: z.enum(SOURCE_KINDS).nullish(),
    /** Whether the source gives the time of `debutAt`; false: it gives the day only (stored as 00:00 UTC). */
    debutTimeKnown: z.boolean().nullish(),
    /** A lower bound: not yet out at this instant (with `debutPrecision` `between`). */
    debutAfter: optionalInstant,
    /** The page or snapshot that shows the character not yet out at `debutAfter`. */
    debutAfterSource: text.nullish(),
    /** What kind of source `debutAfterSource` is. */
    debutAfterSourceKind: z.enum(SOURCE_KINDS).nullish(),
    /** Whether the source gives the time of `debutAfter`; false: the day only (not yet out on that day). */
    debutAfterTimeKnown: z.boolean().nullish(),
    /** CN-server release: orders characters within one global bound, never shown as a global date. */
    cnDebutAt: optionalInstant,
    generalAt: optionalInstant,
    ritualAt: optionalInstant,
    rebirthAt: optionalInstant,
    rebirthPrecision: z.enum(DATE_PRECISIONS).nullish(),
    rebirthCostumeAt: optionalInstant,
    jpDebutAt: optionalInstant,
    revealAt: optionalInstant,
    hasRebirth: z.boolean().optional(),
    imgFull: text.nullish(),
    imgRebirthFull: text.nullish(),
    imgThumb: text.nullish(),
    imgRebirthThumb: text.nullish(),
    imgAltThumb: text.nullish(),
    imgSpoilerSafe: text.nullish(),
    imgCard: text.nullish(),
    /** Which set the portrait comes from: one of the two fan sites' sets, or an admin upload. */
    portraitSet: z.enum(PORTRAIT_SETS).nullish(),
    /**
     * The portrait's source file: a path under the data folder (`raw/THLWTierlist/chara/l1 reimu.webp`),
     * or `upload/<hash>` for an upload (kept in the database).
     */
    portraitFile: z
      .string()
      .regex(/^(raw(\/[^/\\\0]+)+|upload\/[0-9a-f]{16})$/, 'must be raw/<folder>/<file> or upload/<hash>')
      .refine((f) => !f.split('/').includes('..'), 'must not leave the data folder')
      .nullish(),
    /** The first 16 hex digits of the source file's SHA-256: the portrait's image files are named by it. */
    portraitHash: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'must be 16 lowercase hex digits')
      .nullish(),
    /** The source picture's side in pixels (the smaller of width and height): no variant is drawn larger. */
    portraitSize: int().min(16).max(8192).nullish(),
    gamepressUrl: url.nullish(),
    youtubeUrl: url.nullish(),
    touhouWikiUrl: url.nullish(),
    lwChronUrl: url.nullish(),
    note: text.nullish(),
    /** Search aliases; normalised on load. */
    aliases: z.array(text).optional(),
    ...provenance,
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.debutPrecision === 'between') {
      if (!c.debutAfter || !c.debutAt) issue('debutAfter', 'a debut "between" needs debutAfter and debutAt');
      else if (Date.parse(c.debutAfter) >= Date.parse(c.debutAt)) issue('debutAfter', 'must be earlier than debutAt');
    } else if (c.debutAfter) issue('debutAfter', 'is a lower bound: only with debutPrecision "between"');
    if (c.debutAfter && !c.debutAfterSource) issue('debutAfterSource', 'a lower bound needs its source');
    if (c.debutSourceKind && !c.debutSource) issue('debutSourceKind', 'a source kind needs its source');
    if (c.debutAfterSourceKind && !c.debutAfterSource) issue('debutAfterSourceKind', 'a source kind needs its source');
    if (c.debutPrecision === 'launch' && c.debutAt?.slice(0, 10) !== GLOBAL_LAUNCH.slice(0, 10))
      issue('debutAt', `a launch debut is the launch day, ${GLOBAL_LAUNCH.slice(0, 10)}`);
    const portrait = [c.portraitSet, c.portraitFile, c.portraitHash, c.portraitSize];
    if (portrait.some((v) => v != null) && portrait.some((v) => v == null))
      issue('portraitFile', 'a portrait needs portraitSet, portraitFile, portraitHash and portraitSize together');
    if (c.portraitFile && c.portraitSet && c.portraitFile.startsWith('upload/') !== (c.portraitSet === 'upload'))
      issue('portraitFile', 'an uploaded portrait (portraitSet "upload") is upload/<hash>; a set\'s is raw/...');
    if (c.portraitSet === 'upload' && c.portraitFile && c.portraitFile !== `upload/${c.portraitHash}`)
      issue('portraitFile', 'an upload is named by its hash: upload/<portraitHash>');
  });
export const batch = z
  .strictObject({
    kind: z.enum(BATCH_KINDS),
    no: int().positive(),
    date: instant,
    datePrecision: z.enum([...DATE_PRECISIONS, 'between']).nullish(),
    /** A lower bound: the batch was not yet out at this instant (with `datePrecision` `between`). */
    dateAfter: optionalInstant,
    dateAfterSource: text.nullish(),
    /** What kind of source `dateAfterSource` is. */
    dateAfterSourceKind: z.enum(SOURCE_KINDS).nullish(),
    characters: z.array(slug).min(1),
    source: text.nullish(),
    /** What kind of source `source` is. */
    sourceKind: z.enum(SOURCE_KINDS).nullish(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.datePrecision === 'between') {
      if (!b.dateAfter) issue('dateAfter', 'a batch "between" needs dateAfter');
      else if (Date.parse(b.dateAfter) >= Date.parse(b.date)) issue('dateAfter', 'must be earlier than date');
    } else if (b.dateAfter) issue('dateAfter', 'is a lower bound: only with datePrecision "between"');
    if (b.dateAfter && !b.dateAfterSource) issue('dateAfterSource', 'a lower bound needs its source');
  });

type Character = z.infer<typeof character>;
type Batch = z.infer<typeof batch>;

const MS_DIGITS = 16;
const instantDigits = (iso: string | null | undefined, missing: '0' | '9') =>
  iso ? String(Date.parse(iso)).padStart(MS_DIGITS, '0') : missing.repeat(MS_DIGITS);

/**
 * Where a character stands in the global release order, as digits that sort in that order under
 * any collation: by debut, a bound counting as its upper bound (a launch debut is the launch day,
 * before any bound a later source gives); within one upper bound, by the lower bound where one is
 * known (a character with none may be out earlier); then by the release number, then by the CN
 * server's release as a tie-breaker only; undated last. The id breaks what is left (the query's
 * second key). Stored with the character, so the order is one index at any data size and a change
 * of one debut rewrites one row.
 */
export function releaseKey(c: Pick<Character, 'debutAt' | 'debutAfter' | 'releaseNo' | 'cnDebutAt'>): string {
  const releaseNo = c.releaseNo == null ? '9'.repeat(10) : String(c.releaseNo).padStart(10, '0');
  return `${instantDigits(c.debutAt, '9')}${instantDigits(c.debutAfter, '0')}${releaseNo}${instantDigits(c.cnDebutAt, '9')}`;
}

/** Positions in the global release order (1-based), as the release-order page lists them. */
export function rankReleaseOrder(chars: readonly Pick<Character, 'id' | 'debutAt' | 'debutAfter' | 'releaseNo' | 'cnDebutAt'>[]) {
  const keyed = chars.map((c) => ({ id: c.id, key: releaseKey(c) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(keyed.map((c, i) => [c.id, i + 1]));
}

/** The names a character is found by (its names and aliases, normalised), once each. */
const aliasesOf = (c: Character) => [...new Set([c.shortNameEn, c.nameEn, ...(c.aliases ?? [])].map(normaliseAlias).filter(Boolean))];

const characterRow = ({
  aliases: _a,
  colors,
  debutAt,
  debutAfter,
  cnDebutAt,
  generalAt,
  ritualAt,
  rebirthAt,
  rebirthCostumeAt,
  jpDebutAt,
  revealAt,
  ...c
}: Character) => ({
  ...c,
  colors: json(colors),
  releaseKey: releaseKey({ debutAt, debutAfter, cnDebutAt, releaseNo: c.releaseNo }),
  debutAt: date(debutAt),
  debutAfter: date(debutAfter),
  cnDebutAt: date(cnDebutAt),
  generalAt: date(generalAt),
  ritualAt: date(ritualAt),
  rebirthAt: date(rebirthAt),
  rebirthCostumeAt: date(rebirthCostumeAt),
  jpDebutAt: date(jpDebutAt),
  revealAt: date(revealAt),
});

const CHARACTERS = 'characters/characters.json';

const batchRow = (b: Batch) => ({
  kind: b.kind,
  no: b.no,
  date: new Date(b.date),
  datePrecision: b.datePrecision,
  dateAfter: date(b.dateAfter),
  dateAfterSource: b.dateAfterSource,
  dateAfterSourceKind: b.dateAfterSourceKind,
  source: b.source,
  sourceKind: b.sourceKind,
});
const batchEntries = (b: Batch, batchId: number) =>
  [...new Set(b.characters)].map((characterId, position) => ({ batchId, characterId, position }));
const batchWhere = (b: Batch) => ({ kind_no: { kind: b.kind, no: b.no } });

/** The character domain's files, parents before the records that point at them. */
export const CHARACTER_FILES = [
  fileSpec({
    file: 'characters/worldGroups.json',
    label: 'Universe groups',
    schema: worldGroup,
    models: ['WorldGroup'],
    writer: rowWriter<z.infer<typeof worldGroup>>({ model: 'WorldGroup', key: 'id', keyOf: (r) => r.id, row: (r) => r }),
  }),
  fileSpec({
    file: 'characters/worlds.json',
    label: 'Worlds',
    schema: world,
    models: ['World'],
    references: (r) => [{ field: 'groupId', file: 'characters/worldGroups.json', key: r.groupId, what: 'world group' }],
    writer: rowWriter<z.infer<typeof world>>({ model: 'World', key: 'id', keyOf: (r) => r.id, row: (r) => r }),
  }),
  fileSpec({
    file: 'characters/seriesTabs.json',
    label: 'Series tabs',
    schema: seriesTab,
    models: ['SeriesTab'],
    writer: rowWriter<z.infer<typeof seriesTab>>({ model: 'SeriesTab', key: 'id', keyOf: (r) => r.id, row: (r) => r }),
  }),
  fileSpec({
    file: 'characters/series.json',
    label: 'Series',
    schema: series,
    models: ['Series'],
    references: (r) => [{ field: 'tabId', file: 'characters/seriesTabs.json', key: r.tabId, what: 'series tab' }],
    writer: rowWriter<z.infer<typeof series>>({ model: 'Series', key: 'id', keyOf: (r) => r.id, row: (r) => r }),
  }),
  fileSpec({
    file: 'characters/variantGroups.json',
    label: 'Variant groups',
    schema: variantGroup,
    models: ['VariantGroup'],
    writer: rowWriter<z.infer<typeof variantGroup>>({ model: 'VariantGroup', key: 'id', keyOf: (r) => r.id, row: (r) => r }),
    // Known through its characters: shown once one of them is.
    hiddenUntil: (g, lookup) => lookup.throughReferrers(CHARACTERS, 'characters/variantGroups.json', g.id),
  }),
  fileSpec({
    file: CHARACTERS,
    label: 'Characters',
    schema: character,
    // The same Friend entered twice: her world and her name.
    sameAs: (c) => [`${c.worldId ?? ''}:${normaliseSearchName(c.nameEn)}`],
    models: ['Character', 'CharacterAlias'],
    references: (r) => [
      { field: 'worldId', file: 'characters/worlds.json', key: r.worldId, what: 'world' },
      { field: 'seriesId', file: 'characters/series.json', key: r.seriesId, what: 'series' },
      { field: 'variantGroupId', file: 'characters/variantGroups.json', key: r.variantGroupId, what: 'variant group' },
    ],
    writer: rowWriter<z.infer<typeof character>>({
      model: 'Character',
      key: 'id',
      keyOf: (r) => r.id,
      row: characterRow,
      children: [{ model: 'CharacterAlias', parent: 'characterId', rows: (c) => aliasesOf(c).map((value) => ({ value })) }],
    }),
    hiddenUntil: (c) => characterHiddenUntil({ revealAt: date(c.revealAt), unreleasedGroup: c.unreleasedGroup ?? null }),
    portrait: {
      files: (c) => (c.portraitHash && c.portraitSize ? portraitFiles(c.portraitHash, c.portraitSize) : undefined),
      uploaded: (c, hash, side) => ({
        ...c,
        portraitSet: 'upload' as const,
        portraitFile: `upload/${hash}`,
        portraitHash: hash,
        portraitSize: side,
      }),
    },
    fillKeys: async (tx) => {
      const rows = await tx.character.findMany({
        where: { releaseKey: '' },
        select: { id: true, debutAt: true, debutAfter: true, releaseNo: true, cnDebutAt: true },
      });
      for (const c of rows) {
        const key = releaseKey({
          debutAt: isoOf(c.debutAt),
          debutAfter: isoOf(c.debutAfter),
          releaseNo: c.releaseNo,
          cnDebutAt: isoOf(c.cnDebutAt),
        });
        await tx.character.update({ where: { id: c.id }, data: { releaseKey: key } });
      }
    },
  }),
  fileSpec({
    file: 'characters/batches.json',
    label: 'Release batches',
    schema: batch,
    mayBeEmpty: true,
    models: ['CharacterBatch', 'CharacterBatchEntry'],
    references: (b) => b.characters.map((c, j) => ({ field: `characters.${j}`, file: CHARACTERS, key: c, what: 'character' })),
    writer: {
      async insert(tx, records) {
        if (!records.length) return;
        let id = await nextId(tx, 'CharacterBatch');
        const rows = records.map(({ record }) => ({ id: id++, record }));
        await tx.characterBatch.createMany({ data: rows.map(({ id, record }) => ({ id, ...batchRow(record) })) });
        await tx.characterBatchEntry.createMany({ data: rows.flatMap(({ id, record }) => batchEntries(record, id)) });
      },
      async update(tx, _before, { record }) {
        const { id } = await tx.characterBatch.update({ where: batchWhere(record), data: wholeRow('CharacterBatch', batchRow(record)) });
        await tx.characterBatchEntry.deleteMany({ where: { batchId: id } });
        await tx.characterBatchEntry.createMany({ data: batchEntries(record, id) });
      },
      async remove(tx, records) {
        for (const b of records) {
          const found = await tx.characterBatch.findUnique({ where: batchWhere(b), select: { id: true } });
          if (!found) continue;
          await tx.characterBatchEntry.deleteMany({ where: { batchId: found.id } });
          await table(tx, 'CharacterBatch').deleteMany({ where: { id: found.id } });
        }
      },
    },
    hiddenUntil: (b, lookup) => groupHiddenUntil(b.characters.map((id) => lookup.hiddenUntilOf(CHARACTERS, id))),
    asSeen: (b, see) => ({ ...b, characters: b.characters.filter((id) => see.shown(CHARACTERS, id)) }),
  }),
];
