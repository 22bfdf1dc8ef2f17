// A dataset file's records as a viewer may see them, for what reads across the domains (the
// sitemap, the suggestions): each domain declares its files' records in its manifest through this.
import { numericKeys } from './paging.ts';
import type { Viewer } from './reveal.ts';

/** A file's records as the reveal rule of their kind lets a viewer see them, by the key the file knows them by. */
export interface RecordAccess {
  /** The record's page (its canonical address on the site). */
  path(key: string): string;
  /** False for records shown within a page of many (a release batch): the sitemap lists only records with a page of their own. */
  readonly listed?: false;
  /** How many records the viewer may see. */
  count(viewer: Viewer): Promise<number>;
  /**
   * The keys of the records the viewer may see, in a stable order, from `skip` on (at most
   * `take`), or only those of `among`.
   */
  keys(viewer: Viewer, part: { skip?: number; take?: number; among?: readonly string[] }): Promise<string[]>;
  /** The key of a record the viewer may see by the name given (normalised for search), or null: a proposed new record it would repeat. */
  named?(viewer: Viewer, searchName: string): Promise<string | null>;
}

/** What the records of a file need of the model's table (its Prisma delegate). */
interface Table {
  count(args: { where: object }): Promise<number>;
  findMany(args: { where: object; select: object; orderBy: object; skip?: number; take?: number }): Promise<Record<string, unknown>[]>;
  findFirst(args: { where: object; select: object; orderBy: object }): Promise<Record<string, unknown> | null>;
}

/**
 * The records of a model's table (`table`, the repo's Prisma delegate, asked for at each read: the
 * process's client may be replaced) known by the column `key` (whole numbers when `numeric`),
 * shown by `where`, the reveal rule of their kind, with their page; `searchName`, the column of
 * their names normalised for search, where a record may be proposed new.
 */
export function recordsOf(
  table: () => object,
  {
    key,
    numeric,
    where,
    path,
    searchName,
  }: { key: string; numeric: boolean; where: (viewer: Viewer) => object; path: (key: string) => string; searchName?: string },
): RecordAccess {
  const rows = () => table() as Table;
  return {
    path,
    ...(searchName
      ? {
          named: async (viewer: Viewer, name: string) => {
            const found = await rows().findFirst({
              where: { AND: [where(viewer), { [searchName]: name }] },
              select: { [key]: true },
              orderBy: { [key]: 'asc' },
            });
            return found ? String(found[key]) : null;
          },
        }
      : {}),
    count: (viewer) => rows().count({ where: where(viewer) }),
    keys: async (viewer, { skip, take, among }) => {
      const only = among ? { [key]: { in: numeric ? numericKeys(among) : [...among] } } : {};
      const found = await rows().findMany({
        where: { AND: [where(viewer), only] },
        select: { [key]: true },
        orderBy: { [key]: 'asc' },
        skip,
        take,
      });
      return found.map((r) => String(r[key]));
    },
  };
}
