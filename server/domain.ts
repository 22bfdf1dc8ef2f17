// What a domain of the game's data declares of itself, once: its dataset files, its /api table, the
// module of its GraphQL types, its records' pages as far as a viewer may see them, and the facts a
// visitor may suggest. server/domains.ts lists the domains; the schema, the legacy tables, the
// dataset, the sitemap, the feeds and the suggestions are read from that list, so no shared code names a
// domain's file.
import type { LegacyTable } from './legacy/types.ts';
import type { FileSpec } from './shared/datasetSpec.ts';
import type { FeedDeclaration } from './shared/feeds.ts';
import type { RecordAccess } from './shared/recordAccess.ts';
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
  /**
   * Its task pages in the admin area (a new prayer, a new Friend), by name: the file a task adds a
   * record to and the files its pickers choose from, so the admin client names no dataset file.
   */
  readonly tasks?: Record<string, TaskDeclaration>;
  /** Its Atom, RSS and iCalendar feeds (server/shared/feeds.ts), each maker loaded where queries run. */
  readonly feeds?: readonly FeedDeclaration[];
}

/** A task page of the admin area: the file it adds a record to, and the files its pickers list, by the page's name for each. */
export interface TaskDeclaration {
  readonly file: string;
  readonly lists: Readonly<Record<string, string>>;
}

/** A domain's manifest, typed by what it declares (the dataset's types are read from it). */
export const domain = <const Files extends readonly FileSpec[]>(manifest: DomainManifest<Files>) => manifest;

export type { RecordAccess };
