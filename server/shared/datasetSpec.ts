// What every domain's dataset module is made of: the field types its record schemas share, and the
// shape of a dataset file's description (its schema, the records it points at, the checks of one
// record, how its records are written, who may see them). server/dataset/ puts the domains' files
// together and works on whole datasets and change sets; a domain module knows only its own files.
import { z } from 'zod';
import { Prisma } from '../../prisma/generated/client/client.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import type { Viewer } from './reveal.ts';
import { holdsUserInfo, USER_INFO_REFUSAL } from './webAddress.ts';

/**
 * The range of GraphQL's Int: the public API serves every whole number of the data as one, and a
 * number outside it would make every read of its record fail.
 */
export const GRAPHQL_INT = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;
export const int = () =>
  z
    .int()
    .min(GRAPHQL_INT.min, `must be at least ${GRAPHQL_INT.min} (a GraphQL Int)`)
    .max(GRAPHQL_INT.max, `must be at most ${GRAPHQL_INT.max} (a GraphQL Int)`);
/** The years an instant of the data may fall in: the game's history and its foreseeable future. */
export const INSTANT_YEARS = { from: 2000, to: 2199 } as const;
const INSTANT_FROM = Date.UTC(INSTANT_YEARS.from, 0, 1);
const INSTANT_TO = Date.UTC(INSTANT_YEARS.to + 1, 0, 1);
/**
 * The one spelling of an instant in the data: to the second, milliseconds only where there are
 * some. Two spellings of one instant (`...00Z` and `...00.000Z`) are then the same record, and a
 * save or a suggestion that only respells one changes nothing.
 */
export const canonicalInstant = (iso: string): string => new Date(iso).toISOString().replace('.000Z', 'Z');
/** An instant in UTC, written as an ISO-8601 string ending in Z, within INSTANT_YEARS; kept in its canonical spelling. */
export const instant = z.iso
  .datetime({ offset: false })
  .refine(
    (s) => {
      const t = Date.parse(s);
      // Not a date at all: the format's own error says so, once.
      return Number.isNaN(t) || (t >= INSTANT_FROM && t < INSTANT_TO);
    },
    { error: `must fall in the years ${INSTANT_YEARS.from} to ${INSTANT_YEARS.to}` },
  )
  .transform(canonicalInstant);
export const optionalInstant = instant.nullish();
export const text = z.string().min(1);
/**
 * A web address, http or https only: the site and the API serve these as links, so a
 * `javascript:`, `data:` or `vbscript:` address would run or show whatever it holds, and one with
 * user information would lead somewhere other than the host it seems to name.
 */
export const url = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .refine((address) => !holdsUserInfo(address), { error: USER_INFO_REFUSAL });
/** Where a record's facts come from: repo/path@commit or a page address. */
export const provenance = {
  source: z.string().min(1).nullish(),
  sample: z.boolean().optional(),
  synthetic: z.boolean().optional(),
};
/** Where a record of a small reference file comes from (a page, a raw file, or how it is derived). */
export const recordSource = { source: z.string().min(1).nullish() };
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens');
/**
 * An illustrator's id: as a slug, but the letters of a name with no Latin spelling stay as written
 * (a pen name in kanji or kana); no capitals, spaces or punctuation.
 */
export const nameSlug = z
  .string()
  .max(100)
  .regex(/^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{N}-]*$/u, 'lowercase letters (any script), digits and hyphens');
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

/**
 * How exact a date is: `instant` (the time is stated), `day`, `month` (the first instant of the day
 * or month is stored), or `by` (released no later than the stored instant: an upper bound).
 */
export const DATE_PRECISIONS = ['instant', 'day', 'month', 'by'] as const;
/** Who a buff or an effect reaches. */
export const BUFF_TARGETS = ['self', 'solo', 'party', 'aoe'] as const;

/** An instant of the data as the database stores it. */
/** A stored instant as the dataset writes it (ISO, UTC), or null. */
export const isoOf = (d: Date | null): string | null => d?.toISOString() ?? null;

export const date = (s: string | null | undefined) => (s ? new Date(s) : null);

/** What a record points at: a record of `file` by its key, named by the field that holds it. */
export interface Reference {
  field: string;
  file: string;
  key: string | number | null | undefined;
  /** What the record pointed at is, as an error names it ("character"). */
  what: string;
}

/** A rule one record breaks on its own (a list naming a value twice, an end before a start). */
export interface RecordProblem {
  field?: string;
  message: string;
}

/** The values a list names twice, each as a problem of its place. */
export function listedTwice(field: string, values: readonly (string | number)[]): RecordProblem[] {
  const seen = new Set<string | number>();
  return values.flatMap((v, j) => {
    const twice = seen.has(v);
    seen.add(v);
    return twice ? [{ field: `${field}.${j}`, message: `listed twice: ${v}` }] : [];
  });
}

/** The database a change is written in: one transaction. */
export type Tx = Prisma.TransactionClient;

/** A record and its place in its file. */
export interface Placed<R> {
  record: R;
  position: number;
}

/** What a record's reveal may ask of the rest of the dataset. */
export interface RevealLookup {
  /** Until when (ms) a record of a file is hidden from a visitor without the spoiler switch. */
  hiddenUntilOf(file: string, key: string | number): number;
  /**
   * The reveal of a record known through the records of `fromFile` that point at it (a variant
   * group through its characters): shown once one of them is, and always when none does.
   */
  throughReferrers(fromFile: string, file: string, key: string | number): number;
}

/** What a visitor who may see a record may see of the records it names. */
export interface VisitorLookup {
  viewer: Viewer;
  /** Whether the visitor may see the record `key` of `file` (false for one that does not exist). */
  shown(file: string, key: string | number | null | undefined): boolean;
}

/** How the records of a file are written: in bulk (a whole dataset), or one change at a time. */
export interface FileWriter<R> {
  /** Writes new records and their derived rows (aliases, figures, sort keys). */
  insert(tx: Tx, records: readonly Placed<R>[]): Promise<void>;
  /**
   * Writes a record's new content in place of its old one, keeping its own row (so the rows of other
   * records that point at it stay), and replacing the rows derived from it.
   */
  update(tx: Tx, before: R, after: Placed<R>): Promise<void>;
  /** Removes records with every row derived from them. */
  remove(tx: Tx, records: readonly R[]): Promise<void>;
  /** Records whose place in the file changed, for a file whose rows keep their place. */
  reposition?(tx: Tx, records: readonly Placed<R>[]): Promise<void>;
}

/** One file of the dataset, as its domain describes it. */
export interface FileSpec<R = unknown, F extends string = string> {
  /** `<domain>/<file>.json`, as the dataset folder and a bundle name it. */
  file: F;
  /** What the file holds, as the update log and the admin area name it. */
  label: string;
  schema: z.ZodType<R, unknown>;
  /** A file that may hold no record. */
  mayBeEmpty?: boolean;
  /** The Prisma models the file's records are written to: its own first, then the rows derived from it. */
  models: readonly string[];
  /** What a record points at in other files (or its own). */
  references?(record: R): Reference[];
  /** The rules a record breaks on its own, beyond its schema. */
  problems?(record: R): RecordProblem[];
  writer: FileWriter<R>;
  /**
   * Until when (ms; Infinity: for ever) a visitor without the spoiler switch may not see the record
   * (the reveal rule of server/shared/reveal.ts); absent: always public.
   */
  hiddenUntil?(record: R, lookup: RevealLookup): number;
  /**
   * The record as a visitor who may see it sees it: lists trimmed of records they may not see,
   * figures not yet public blanked. Absent: the record as it is.
   */
  asSeen?(record: R, see: VisitorLookup): unknown;
  /**
   * Fills the sort keys of the file's rows stored before the keys were (a database migrated from one
   * that kept ranks), each from its own row, as the writer computes them.
   */
  fillKeys?(tx: Tx): Promise<void>;
  /**
   * What tells a record of the file the same as another under another key (a prayer's name; a
   * Friend's world and name): a new record sharing one of these with a held one may be a duplicate,
   * which the admin's task pages show before it is added. Written so two spellings of one name match.
   */
  sameAs?(record: R): string[];
  /** The file's records have portraits a maintainer may upload (the characters'). */
  portrait?: {
    /** The image files of a record's portrait that the site serves (a bundle lists them), if it has one. */
    files(record: R): string[] | undefined;
    /** The record with an uploaded portrait (its hash, and the side of its square in pixels). */
    uploaded(record: R, hash: string, side: number): R;
  };
}

/** A file's description, typed by its schema. */
export const fileSpec = <const F extends string, S extends z.ZodType>(spec: FileSpec<z.infer<S>, F> & { schema: S }) => spec;

interface Delegate {
  createMany(args: { data: readonly Record<string, unknown>[] }): Promise<unknown>;
  updateMany(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<unknown>;
  deleteMany(args: { where: Record<string, unknown> }): Promise<unknown>;
  aggregate(args: { _max: { id: true } }): Promise<{ _max: { id: number | null } }>;
}

/** A model's table in the transaction (`StoryCard` → tx.storyCard). */
export const table = (tx: Tx, model: string): Delegate =>
  (tx as unknown as Record<string, Delegate>)[model[0].toLowerCase() + model.slice(1)];

/** The next free id of a table whose rows other rows of the same record point at (numbered here, not by the database). */
export async function nextId(tx: Tx, model: string): Promise<number> {
  return ((await table(tx, model).aggregate({ _max: { id: true } }))._max.id ?? 0) + 1;
}

const scalarFields = new Map(
  Object.entries(getDatamodel().datamodel.models).map(([name, m]) => [
    name,
    m.fields.filter((f) => f.kind === 'scalar' && !f.isId && !f.isUpdatedAt),
  ]),
);

/**
 * A row's every column for an update in place: a column the row leaves out takes what a new row
 * would (null, or the zero of its type where the schema gives a default), so nothing of the
 * record's old content stays.
 */
export function wholeRow(model: string, row: Record<string, unknown>): Record<string, unknown> {
  const fields = scalarFields.get(model);
  if (!fields) throw new Error(`unknown model ${model}`);
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = row[f.name];
    if (value !== undefined && value !== null) out[f.name] = value;
    else if (f.type === 'Json') out[f.name] = Prisma.DbNull;
    else if (!f.isRequired || !f.hasDefaultValue) out[f.name] = null;
    else out[f.name] = f.type === 'Boolean' ? false : f.type === 'String' ? '' : 0;
  }
  return out;
}

/** A Json column's value for a new row: a missing list is no value. */
export const json = <T>(value: T | null | undefined) => value ?? undefined;

/**
 * The writer of a file whose records are each one row (keyed by `key`) and rows derived from it
 * that hang off that key (children: an alias list, a card's stats), none of which other rows point at.
 */
export function rowWriter<R>(spec: {
  model: string;
  key: string;
  keyOf(record: R): string | number | Date;
  row(record: R, position: number): Record<string, unknown>;
  children?: readonly { model: string; parent: string; rows(record: R): Record<string, unknown>[] }[];
  /** Writes the place of each record (a file whose order is shown). */
  positioned?: boolean;
}): FileWriter<R> {
  const children = spec.children ?? [];
  const writeChildren = async (tx: Tx, records: readonly R[]) => {
    for (const c of children) {
      const data = records.flatMap((r) => c.rows(r).map((row) => ({ [c.parent]: spec.keyOf(r), ...row })));
      if (data.length) await table(tx, c.model).createMany({ data });
    }
  };
  const removeChildren = async (tx: Tx, keys: (string | number | Date)[]) => {
    for (const c of children) await table(tx, c.model).deleteMany({ where: { [c.parent]: { in: keys } } });
  };
  return {
    async insert(tx, records) {
      if (!records.length) return;
      await table(tx, spec.model).createMany({ data: records.map(({ record, position }) => spec.row(record, position)) });
      await writeChildren(
        tx,
        records.map((p) => p.record),
      );
    },
    async update(tx, _before, { record, position }) {
      const key = spec.keyOf(record);
      await table(tx, spec.model).updateMany({ where: { [spec.key]: key }, data: wholeRow(spec.model, spec.row(record, position)) });
      await removeChildren(tx, [key]);
      await writeChildren(tx, [record]);
    },
    async remove(tx, records) {
      if (!records.length) return;
      const keys = records.map(spec.keyOf);
      await removeChildren(tx, keys);
      await table(tx, spec.model).deleteMany({ where: { [spec.key]: { in: keys } } });
    },
    ...(spec.positioned
      ? {
          async reposition(tx: Tx, records: readonly Placed<R>[]) {
            for (const { record, position } of records)
              await table(tx, spec.model).updateMany({ where: { [spec.key]: spec.keyOf(record) }, data: { position } });
          },
        }
      : {}),
  };
}
