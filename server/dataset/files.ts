// The dataset as a whole: every domain's files, in the order the database's relations ask for
// (a file before the files whose rows point at its rows), and the bundle that carries them.
import type { z } from 'zod';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import { DOMAINS } from '../domains.ts';
import type { FileSpec } from '../shared/datasetSpec.ts';

const DOMAIN_FILES: readonly FileSpec[] = DOMAINS.flatMap((d): readonly FileSpec[] => d.files as readonly FileSpec[]);
type Spec = (typeof DOMAINS)[number]['files'][number];

export type DatasetFile = Spec['file'];
/** The dataset: every file's records, validated. */
export type Dataset = { [S in Spec as S['file']]: z.infer<S['schema']>[] };
type Schemas = { [S in Spec as S['file']]: S['schema'] };

/**
 * The files in the order their rows are written: a file after every file whose models its models
 * point at (a foreign key in prisma/schema.prisma), in the domains' order otherwise. Removals go
 * the other way.
 */
function relationOrder(specs: readonly FileSpec[]): FileSpec[] {
  const models = getDatamodel().datamodel.models;
  const owner = new Map(specs.flatMap((s) => s.models.map((m) => [m, s] as const)));
  const needs = new Map(
    specs.map((s) => [
      s,
      new Set(
        s.models.flatMap((m) =>
          (models[m]?.fields ?? []).flatMap((f) => {
            const target = f.kind === 'object' && f.relationFromFields?.length ? owner.get(f.type) : undefined;
            return target && target !== s ? [target] : [];
          }),
        ),
      ),
    ]),
  );
  const ordered: FileSpec[] = [];
  const placed = new Set<FileSpec>();
  while (ordered.length < specs.length) {
    const next = specs.find((s) => !placed.has(s) && [...(needs.get(s) ?? [])].every((t) => placed.has(t)));
    if (!next) throw new Error('the dataset files point at each other in a circle');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** Every file's description, in write order. */
export const FILE_SPECS = relationOrder(DOMAIN_FILES as unknown as FileSpec[]);
const SPEC_BY_FILE = new Map(FILE_SPECS.map((s) => [s.file, s]));

/** The description of one file. */
export const specOf = (file: DatasetFile): FileSpec => SPEC_BY_FILE.get(file) as FileSpec;

/** Every file of the dataset and the record schema it holds, in write order. */
export const DATASET_FILES = Object.fromEntries(FILE_SPECS.map((s) => [s.file, s.schema])) as unknown as Schemas;

/** The files of the dataset, in write order. */
export const DATASET_FILE_NAMES = FILE_SPECS.map((s) => s.file) as DatasetFile[];

export const isDatasetFile = (file: string): file is DatasetFile => SPEC_BY_FILE.has(file);

/** What each file holds, as the update log and the admin area name it. */
export const DATASET_FILE_LABELS = Object.fromEntries(FILE_SPECS.map((s) => [s.file, s.label])) as Record<DatasetFile, string>;

/** The files that may hold no record. */
export const MAY_BE_EMPTY: ReadonlySet<DatasetFile> = new Set(FILE_SPECS.filter((s) => s.mayBeEmpty).map((s) => s.file as DatasetFile));

/** The key a record is known by in its file (its id, number, floor, kind and number, or time). */
export function recordKey(record: unknown, index: number): string {
  const r = record as Record<string, unknown>;
  const key = r.id ?? r.number ?? r.floor ?? (r.kind !== undefined && r.no !== undefined ? `${r.kind}-${r.no}` : undefined) ?? r.at;
  return key === undefined ? `#${index}` : String(key);
}

/** The field a record's key is read from (`kind-no` for a kind and number), or undefined for none. */
export function recordKeyField(record: unknown): string | undefined {
  const r = record as Record<string, unknown>;
  if (r.id != null) return 'id';
  if (r.number != null) return 'number';
  if (r.floor != null) return 'floor';
  if (r.kind !== undefined && r.no !== undefined) return 'kind-no';
  return r.at != null ? 'at' : undefined;
}

/**
 * A bundle (the admin area's import and export, and the public data export) is a JSON object of
 * dataset files. It may carry, under this key, what it is: the format's name and version, the
 * data version it was made from and whether it holds content not yet revealed on the global
 * server. An import reads it only to refuse a format it does not know.
 */
export const BUNDLE_INFO_KEY = 'bundle';
export const BUNDLE_FORMAT = 'lostword-data';
/** Raised when a bundle's files change in a way an older reader would misread. */
export const BUNDLE_FORMAT_VERSION = 1;

export interface BundleInfo {
  format: typeof BUNDLE_FORMAT;
  formatVersion: number;
  /** The data version the bundle was made from. */
  dataVersion: number;
  /** When that data version was applied (UTC). */
  importedAt: string | null;
  /** Whether content not yet revealed on the global server is included (the spoiler switch). */
  jpContent: boolean;
  /**
   * The image files of each character's portrait in the bundle, by character id: the names under
   * /images the site serves (a character hidden from global players needs ?jpContent=1 there).
   * Derived from each record's portraitHash and portraitSize; an import ignores it.
   */
  portraitFiles?: Record<string, string[]>;
  /**
   * The public export's place in time: its data version and the instant whose reveal rule it
   * follows (`<version>.<ms>`), the `since` of its first sync (server/export/sync.ts). An import ignores it.
   */
  cursor?: string;
}
