// The sitemap's database access: the records that have a page of their own (as the domains'
// manifests declare them), as far as the viewer may see them by the reveal rule of their kind,
// counted and read a part at a time, each with the instant its stored record took its present
// content (the data change that made its revision, else the last import).

import { db } from '../db.ts';
import type { RecordAccess } from '../domain.ts';
import { DOMAINS } from '../domains.ts';
import type { Viewer } from '../shared/reveal.ts';

/** A page of the site and when what it shows last changed (null: never recorded). */
export interface ListedPage {
  path: string;
  lastmod: Date | null;
}

/** The kinds of record with a page of their own, as the domains declare them, each with its dataset file. */
const RECORD_PAGES: readonly (RecordAccess & { file: string })[] = DOMAINS.flatMap((d) =>
  Object.entries(d.records ?? {})
    .filter(([, access]) => (access as RecordAccess).listed !== false)
    .map(([file, access]) => ({ ...(access as RecordAccess), file })),
);

/** Keys per `in` list: well under every database's limit of bound values. */
const KEYS_PER_QUERY = 1000;

/** When the data last changed (the data version's import), and when each data version was made (its audit entry). */
export async function changeTimes(): Promise<ChangeTimes> {
  const [version, entries] = await Promise.all([
    db.dataVersion.findUnique({ where: { id: 1 }, select: { version: true, importedAt: true } }),
    db.auditEntry.groupBy({ by: ['dataVersion'], where: { dataVersion: { not: null } }, _max: { at: true } }),
  ]);
  const versions = new Map<number, Date>();
  for (const e of entries) if (e.dataVersion !== null && e._max.at) versions.set(e.dataVersion, e._max.at);
  // The current version was made at its import, audited or not (a dataset loaded by a script is not).
  if (version && !versions.has(version.version)) versions.set(version.version, version.importedAt);
  return { importedAt: version?.importedAt ?? null, versions };
}

/** How many record pages the viewer may open. */
export async function recordPageCount(viewer: Viewer): Promise<number> {
  let total = 0;
  for (const kind of RECORD_PAGES) total += await kind.count(viewer);
  return total;
}

/** When the data last changed, and when each data version was made. */
export interface ChangeTimes {
  importedAt: Date | null;
  versions: Map<number, Date>;
}

/** The record pages from `skip` on (at most `take`), kind after kind, each with its record's last change. */
export async function recordPages(
  viewer: Viewer,
  skip: number,
  take: number,
  { importedAt, versions }: ChangeTimes,
): Promise<ListedPage[]> {
  const pages: ListedPage[] = [];
  for (const kind of RECORD_PAGES) {
    if (pages.length >= take) break;
    const count = await kind.count(viewer);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const keys = await kind.keys(viewer, { skip, take: take - pages.length });
    skip = 0;
    const revisions = new Map<string, number>();
    for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
      const rows = await db.importedRecord.findMany({
        where: { file: kind.file, key: { in: keys.slice(i, i + KEYS_PER_QUERY) } },
        select: { key: true, revision: true },
      });
      for (const r of rows) revisions.set(r.key, r.revision);
    }
    for (const key of keys) {
      const revision = revisions.get(key);
      pages.push({ path: kind.path(key), lastmod: (revision !== undefined ? versions.get(revision) : undefined) ?? importedAt });
    }
  }
  return pages;
}
