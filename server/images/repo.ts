// The images' one read of the database: a portrait an admin uploaded (or a card's art accepted), as
// uploaded (PortraitUpload), for a process whose images folder lacks its drawn files (the upload went
// through another process).
import { db } from '../db.ts';

/** The uploaded picture with this hash and the side of its square crop, or null when none was uploaded. */
export async function uploadedPortrait(hash: string): Promise<{ bytes: Uint8Array; side: number } | null> {
  const row = await db.portraitUpload.findUnique({ where: { hash }, select: { bytes: true, width: true, height: true } });
  return row ? { bytes: row.bytes, side: Math.min(row.width, row.height) } : null;
}
