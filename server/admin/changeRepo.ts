// The one write road for the admin area's changes of game data: a change set written record by
// record with its audit entry in one transaction, refused when the data moved on meanwhile; an
// accepted suggestion is marked, and the one an undo takes back reopened, in that same transaction.
import type { Prisma } from '../../prisma/connect.ts';
import type { RecordChange } from '../dataset/diff.ts';
import type { Dataset } from '../dataset/files.ts';
import { applyChanges } from '../dataset/write.ts';
import { db } from '../db.ts';
import { markAccepted, reopenUndone } from '../suggestions/reviewRepo.ts';

export class StaleDataError extends Error {
  constructor(message = 'The data changed while this change was prepared: reload and try again.') {
    super(message);
  }
}

export interface AuditInput {
  userId: number;
  /** The account's name as it is now (its display name, or its user name): kept with the entry. */
  actorName: string;
  action: 'edit' | 'import' | 'undo' | 'suggestion';
  summary: string;
  source: string;
  changes: string;
  undoOf?: number;
  /** The suggestion the change accepts: marked accepted, crediting this entry, in the same transaction. */
  suggestionId?: number;
}

/** An uploaded portrait, kept with the change that sets it (the source its image files are drawn from). */
export interface UploadInput {
  hash: string;
  type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Applies a whole dataset as one change, with its audit entry in the same transaction, provided
 * the data is still at `basedOn` (the version the change was computed from). Returns the entry.
 */
export async function applyChange(
  before: Dataset,
  next: Dataset,
  changes: readonly RecordChange[],
  basedOn: number,
  audit: AuditInput,
  now: Date,
  upload?: UploadInput,
): Promise<{ auditId: number; dataVersion: number }> {
  let auditId = 0;
  const undone =
    audit.undoOf === undefined
      ? null
      : (await db.auditEntry.findUnique({ where: { id: audit.undoOf }, select: { dataVersion: true } }))?.dataVersion;
  const { dataVersion } = await applyChanges(db, before, next, changes, {
    now,
    undoes: undone,
    // The update log thanks the visitor whose suggestion the change accepts, linking it.
    credit:
      audit.suggestionId === undefined
        ? null
        : { text: `from a visitor's suggestion ${audit.suggestionId}`, url: `/suggestions/${audit.suggestionId}` },
    within: async (tx: Prisma.TransactionClient, version: number) => {
      if (version !== basedOn + 1) throw new StaleDataError();
      const entry = await tx.auditEntry.create({
        data: {
          at: now,
          userId: audit.userId,
          actorName: audit.actorName,
          action: audit.action,
          summary: audit.summary,
          source: audit.source,
          changes: audit.changes,
          dataVersion: version,
          // At most one undo of an entry: a second one fails the unique key (and the transaction).
          undoOfId: audit.undoOf ?? null,
        },
      });
      auditId = entry.id;
      // Undoing the change that accepted a suggestion puts the suggestion back in the queue.
      if (audit.undoOf !== undefined) await reopenUndone(tx, audit.undoOf, now);
      if (audit.suggestionId !== undefined && !(await markAccepted(tx, audit.suggestionId, audit.actorName, entry.id, now)))
        throw new StaleDataError(`Suggestion ${audit.suggestionId} was decided meanwhile.`);
      // The same picture uploaded again is one row.
      if (upload) {
        await tx.portraitUpload.upsert({
          where: { hash: upload.hash },
          create: { ...upload, bytes: new Uint8Array(upload.bytes), at: now, userId: audit.userId },
          update: {},
        });
      }
    },
  });
  return { auditId, dataVersion };
}
