// The public data export's database access: the dataset as last applied (record by record, the
// bundle format) with the data version it belongs to, and the change sets of the data versions after
// one (the audit log's data changes, for the sync). Accounts, sessions and account events are not read.
import { DATASET_FILE_NAMES, type DatasetFile } from '../dataset/files.ts';
import { db } from '../db.ts';

export interface StoredRecords {
  dataVersion: number;
  importedAt: Date | null;
  /** Each file's records as stored (JSON text), in their order; null when no dataset was applied record by record. */
  files: Map<DatasetFile, string[]> | null;
}

/** Records read per query: each read holds the thread (SQLite answers synchronously) for a few ms only. */
const PAGE = 200;

/**
 * The dataset as last applied, read a page at a time with a turn of the event loop between pages
 * (`pause`), so no other request waits long behind it. An import landing between two pages is seen
 * by the data version changing, and the read starts again.
 */
export async function readStoredRecords(pause: () => Promise<void> = async () => {}): Promise<StoredRecords> {
  for (;;) {
    const version = await db.dataVersion.findUnique({ where: { id: 1 } });
    const rows: { file: string; body: string }[] = [];
    for (;;) {
      const page = await db.importedRecord.findMany({
        select: { file: true, body: true },
        orderBy: [{ file: 'asc' }, { position: 'asc' }, { key: 'asc' }],
        skip: rows.length,
        take: PAGE,
      });
      rows.push(...page);
      if (page.length < PAGE) break;
      await pause();
    }
    const after = await db.dataVersion.findUnique({ where: { id: 1 } });
    if ((after?.version ?? 0) !== (version?.version ?? 0)) continue;
    const base = { dataVersion: version?.version ?? 0, importedAt: version?.importedAt ?? null };
    if (!rows.length || rows.some((r) => r.body === '')) return { ...base, files: null };
    const files = new Map<DatasetFile, string[]>(DATASET_FILE_NAMES.map((f) => [f, []]));
    for (const r of rows) files.get(r.file as DatasetFile)?.push(r.body);
    return { ...base, files };
  }
}

/** The data version of the moment (read where the edge has no reader of its own). */

/** One data version's change, as the write path audited it. */
export interface AuditedChange {
  dataVersion: number;
  /** edit, import, undo, suggestion, or seed (a whole dataset loaded: no change set). */
  action: string;
  /** The change set (JSON text): each record's file, key, kind, place, and content before and after. */
  changes: string;
}

/** The audited changes of the data versions after `dataVersion`, newest first. */
export function changesSince(dataVersion: number): Promise<AuditedChange[]> {
  return db.auditEntry.findMany({
    where: { dataVersion: { gt: dataVersion } },
    orderBy: { dataVersion: 'desc' },
    select: { dataVersion: true, action: true, changes: true },
  }) as Promise<AuditedChange[]>;
}
