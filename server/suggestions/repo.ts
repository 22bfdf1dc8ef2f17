// The suggestions' database access: a record as last applied and whether a viewer may see it, a
// suggestion made (or merged into the same one made before) within the queue's caps, and the
// suggestions a page lists.
import { createHmac, randomBytes } from 'node:crypto';
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { forgetOldAddresses } from '../shared/repo.ts';
import { type Viewer, visibleCharacters, visibleFloors, visibleForeverPrayers, visiblePrayers } from '../shared/reveal.ts';

export type SuggestionRow = Prisma.SuggestionGetPayload<object>;

/** Open suggestions one address may have at once, and in all. */
export const QUEUE_CAPS = { perAddress: 10, total: 2000 } as const;

/**
 * The key of the hashes of addresses: SUGGESTION_SECRET when several processes share a database
 * (so they count one address alike), else a random one for this process. Only the keyed hash of
 * an address is stored, never the address.
 */
const secret = process.env.SUGGESTION_SECRET || randomBytes(32).toString('hex');
export const addressHash = (client: string) => createHmac('sha256', secret).update(client).digest('base64url');

/** Whether the viewer may see the record (the reveal rule of its kind): a suggestion about a hidden one is refused and never shown. */
export async function isRecordVisible(file: string, key: string, viewer: Viewer): Promise<boolean> {
  const id = Number(key);
  switch (file) {
    case 'characters/characters.json':
      return (await db.character.count({ where: { AND: [{ id: key }, visibleCharacters(viewer)] } })) > 0;
    case 'prayers/prayers.json':
      return Number.isInteger(id) && (await db.prayer.count({ where: { AND: [{ id }, visiblePrayers(viewer)] } })) > 0;
    case 'prayers/foreverPrayers.json':
      return Number.isInteger(id) && (await db.foreverPrayer.count({ where: { AND: [{ id }, visibleForeverPrayers(viewer)] } })) > 0;
    case 'tower/floors.json':
      return Number.isInteger(id) && (await db.towerFloor.count({ where: { AND: [{ floor: id }, visibleFloors(viewer)] } })) > 0;
    default:
      return false;
  }
}

export interface NewSuggestion {
  file: string;
  recordKey: string;
  field: string;
  value: string;
  dedupeKey: string;
  sourceUrl: string | null;
  inGameOn: string | null;
  screenshotUrl: string | null;
  note: string;
  addressHash: string | null;
}

export class QueueFullError extends Error {}

/**
 * Files a suggestion: the same one made before (same record, field and value) counts once more and
 * keeps the new source among its others; a new one is refused when its address has QUEUE_CAPS.perAddress
 * open, or the queue QUEUE_CAPS.total. Address hashes past their week are cleared on the way.
 */
export async function fileSuggestion(s: NewSuggestion, now: Date): Promise<{ suggestion: SuggestionRow; merged: boolean }> {
  return db.$transaction(async (tx) => {
    await forgetOldAddresses(now, tx);
    const same = await tx.suggestion.findUnique({ where: { dedupeKey: s.dedupeKey } });
    if (same) {
      const sources = JSON.parse(same.moreSources) as string[];
      const source = s.sourceUrl ?? s.screenshotUrl;
      const known = source === same.sourceUrl || source === same.screenshotUrl || (source !== null && sources.includes(source));
      const moreSources = source && !known && sources.length < 5 ? JSON.stringify([...sources, source]) : same.moreSources;
      const suggestion = await tx.suggestion.update({
        where: { id: same.id },
        data: same.status === 'open' ? { count: { increment: 1 }, moreSources, updatedAt: now } : {},
      });
      return { suggestion, merged: true };
    }
    const open = { status: 'open' };
    if (s.addressHash && (await tx.suggestion.count({ where: { ...open, addressHash: s.addressHash } })) >= QUEUE_CAPS.perAddress) {
      throw new QueueFullError(`This address has ${QUEUE_CAPS.perAddress} suggestions waiting already; wait until they are checked.`);
    }
    if ((await tx.suggestion.count({ where: open })) >= QUEUE_CAPS.total) {
      throw new QueueFullError('The queue of suggestions is full for now; try again in a few days.');
    }
    const suggestion = await tx.suggestion.create({ data: { ...s, createdAt: now, updatedAt: now } });
    return { suggestion, merged: false };
  });
}

export const findSuggestion = (id: number): Promise<SuggestionRow | null> => db.suggestion.findUnique({ where: { id } });

/** The open suggestions about one record, most made first. */
export const openSuggestions = (file: string, recordKey: string, first: number): Promise<SuggestionRow[]> =>
  db.suggestion.findMany({
    where: { file, recordKey, status: 'open' },
    orderBy: [{ count: 'desc' }, { id: 'asc' }],
    take: first,
  });

/** How many of these characters the viewer may see. */
export const visibleCharacterCount = (ids: string[], viewer: Viewer): Promise<number> =>
  db.character.count({ where: { AND: [{ id: { in: ids } }, visibleCharacters(viewer)] } });
