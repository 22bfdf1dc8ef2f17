// What a domain of the game's data declares of itself, once: its dataset files, its /api table, the
// module of its GraphQL types, and which of its records a viewer may see. server/domains.ts lists
// the domains; the schema, the legacy tables, the dataset and the reveal lookups are read from
// that list, so no shared code names a domain's file.
import type { LegacyTable } from './legacy/types.ts';
import type { FileSpec } from './shared/datasetSpec.ts';
import type { Viewer } from './shared/reveal.ts';

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
   * Which of `keys` (records of one of its files, by the key the file knows them by) the viewer may
   * see, by the reveal rule of the file's kind, asked of the database. A file that is absent has no
   * record a visitor may name.
   */
  readonly visibleKeys?: Partial<Record<Files[number]['file'], (keys: readonly string[], viewer: Viewer) => Promise<Set<string>>>>;
}

/** A domain's manifest, typed by what it declares (the dataset's types are read from it). */
export const domain = <const Files extends readonly FileSpec[]>(manifest: DomainManifest<Files>) => manifest;
