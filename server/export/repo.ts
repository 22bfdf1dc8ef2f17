// The public data export's database access: the dataset as last applied (record by record, the
// bundle format) with the data version it belongs to, read in one transaction so they agree.
// Nothing of the admin area (accounts, sessions, the audit log) is read here.
import { DATASET_FILE_NAMES, type DatasetFile } from '../../prisma/seed/format.ts';
import { db } from '../db.ts';

export interface StoredRecords {
  dataVersion: number;
  importedAt: Date | null;
  /** Each file's records as stored (JSON text), in their order; null when no dataset was applied record by record. */
  files: Map<DatasetFile, string[]> | null;
}

export async function readStoredRecords(): Promise<StoredRecords> {
  const [version, rows] = await db.$transaction([
    db.dataVersion.findUnique({ where: { id: 1 } }),
    db.importedRecord.findMany({ select: { file: true, body: true }, orderBy: [{ file: 'asc' }, { position: 'asc' }] }),
  ]);
  const base = { dataVersion: version?.version ?? 0, importedAt: version?.importedAt ?? null };
  if (!rows.length || rows.some((r) => r.body === '')) return { ...base, files: null };
  const files = new Map<DatasetFile, string[]>(DATASET_FILE_NAMES.map((f) => [f, []]));
  for (const r of rows) files.get(r.file as DatasetFile)?.push(r.body);
  return { ...base, files };
}

/** The data version of the moment (read where the edge has no reader of its own). */
export const currentDataVersion = async (): Promise<number> => (await db.dataVersion.findUnique({ where: { id: 1 } }))?.version ?? 0;
