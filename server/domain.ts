// What a domain of the game's data declares of itself, once: its dataset files, its /api table, the
// module of its GraphQL types, its records' pages as far as a viewer may see them, and the facts a
// visitor may suggest. server/domains.ts lists the domains; the schema, the legacy tables, the
// dataset, the sitemap and the suggestions are read from that list, so no shared code names a
// domain's file.
import type { LegacyTable } from './legacy/types.ts';
import type { FileSpec } from './shared/datasetSpec.ts';
import type { Viewer } from './shared/reveal.ts';
import type { SuggestionFieldSpec } from './shared/suggestedFacts.ts';

export interface DomainManifest<Files extends readonly FileSpec[] = readonly FileSpec[]> {
  /** The domain's folder under server/ (and under client/, where it has pages). */
  readonly name: string;
  /** Its dataset files, parents before the records that point at them. */
  readonly files: Files;
  /** Its documented /api paths. */
  readonly legacy?: LegacyTable;
  /**
   * Loads the modules that declare its GraphQL types on the builder. Loaded only where the schema
   * is built, so the edge, the seed command and the writer read the manifest without the schema.
   */
  readonly types?: () => Promise<unknown>;
  /**
   * Its records that are pages of their own or that a visitor may name (in a suggestion), by dataset
   * file: each file's page of a record and its records as far as a viewer may see them.
   */
  readonly records?: Partial<Record<Files[number]['file'], RecordAccess>>;
  /** The facts of its records a visitor may suggest a value for, by field name (lower case; the GraphQL enum's value). */
  readonly suggestions?: Record<string, SuggestionFieldSpec>;
}

/** A file's records as the reveal rule of their kind lets a viewer see them, by the key the file knows them by. */
export interface RecordAccess {
  /** The record's page (its canonical address on the site). */
  path(key: string): string;
  /** How many records the viewer may see. */
  count(viewer: Viewer): Promise<number>;
  /**
   * The keys of the records the viewer may see, in a stable order, from `skip` on (at most
   * `take`), or only those of `among`.
   */
  keys(viewer: Viewer, part: { skip?: number; take?: number; among?: readonly string[] }): Promise<string[]>;
}

/** A domain's manifest, typed by what it declares (the dataset's types are read from it). */
export const domain = <const Files extends readonly FileSpec[]>(manifest: DomainManifest<Files>) => manifest;
