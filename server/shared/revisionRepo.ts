// Each record's revision, the data version of its last change (the write road keeps it per dataset
// record): what a calendar event raises its SEQUENCE by.
import { db } from '../db.ts';

/** Each record's revision in a dataset file, by key (a record never changed since the import has the import's). */
export async function revisionsOf(file: string, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.importedRecord.findMany({ where: { file, key: { in: [...keys] } }, select: { key: true, revision: true } });
  return new Map(rows.map((r) => [r.key, r.revision]));
}
