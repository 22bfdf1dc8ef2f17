// The repo of what every domain shares: the data version, bumped by each import.
import { currentDatabaseUrl, db } from '../db.ts';

/** Names the data a request is answered from: the database and its data version (read here when the edge did not). */
export async function dataVersionKey(dataVersion: number | undefined): Promise<string> {
  const version = dataVersion ?? (await db.dataVersion.findUnique({ where: { id: 1 }, select: { version: true } }))?.version ?? 0;
  return `${currentDatabaseUrl()}#${version}`;
}
