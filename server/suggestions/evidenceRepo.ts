// The screenshots handed in as evidence (evidence.ts): stored in the database, so every process
// behind a load balancer serves the same to the maintainers; claimed by the suggestion that names
// it; and removed with the suggestion's rejection or expiry, after EVIDENCE_KEPT_MS once accepted,
// or an hour after upload when no suggestion named it (sweepEvidence, with the queue's other sweeps).
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import type { Evidence } from './evidence.ts';

type Tx = Prisma.TransactionClient;

/** How long an uploaded screenshot waits for a suggestion to name it. */
export const EVIDENCE_UNCLAIMED_MS = 3600_000;
/** How long an accepted suggestion's screenshots are kept after it was accepted (its undo would want them). */
export const EVIDENCE_KEPT_MS = 90 * 24 * 3600_000;

/** Keeps an uploaded screenshot until a suggestion claims it (or the hour passes). */
export async function storeEvidence(evidence: Evidence, now: Date): Promise<void> {
  await db.suggestionEvidence.create({
    data: { token: evidence.token, bytes: evidence.bytes, width: evidence.width, height: evidence.height, createdAt: now },
  });
}

/** Gives an unclaimed screenshot to a suggestion (within its filing's transaction); false when it was claimed or is gone. */
export async function claimEvidence(tx: Tx, token: string, suggestionId: number, now: Date): Promise<boolean> {
  const claimed = await tx.suggestionEvidence.updateMany({
    where: { token, suggestionId: null, createdAt: { gt: new Date(now.getTime() - EVIDENCE_UNCLAIMED_MS) } },
    data: { suggestionId },
  });
  return claimed.count === 1;
}

/** The picture of an upload still waiting for its suggestion (claimed by none, within its hour); null when there is none. */
export async function waitingPicture(token: string, now: Date): Promise<Uint8Array | null> {
  const row = await db.suggestionEvidence.findFirst({
    where: { token, suggestionId: null, createdAt: { gt: new Date(now.getTime() - EVIDENCE_UNCLAIMED_MS) } },
    select: { bytes: true },
  });
  return row?.bytes ?? null;
}

/** The pictures a suggestion holds, oldest first (its proposed portrait is among them). */
export async function picturesOf(suggestionId: number): Promise<Uint8Array[]> {
  const rows = await db.suggestionEvidence.findMany({ where: { suggestionId }, select: { bytes: true }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.bytes);
}

/** The screenshots of suggestions, without their bytes, oldest first. */
export async function evidenceOf(
  suggestionIds: readonly number[],
): Promise<{ id: number; suggestionId: number; width: number; height: number }[]> {
  if (!suggestionIds.length) return [];
  const rows = await db.suggestionEvidence.findMany({
    where: { suggestionId: { in: [...suggestionIds] } },
    select: { id: true, suggestionId: true, width: true, height: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => ({ ...r, suggestionId: r.suggestionId as number }));
}

/** One screenshot's picture, for a maintainer; null when there is none (or none claimed). */
export async function evidencePicture(id: number): Promise<Uint8Array | null> {
  const row = await db.suggestionEvidence.findFirst({ where: { id, suggestionId: { not: null } }, select: { bytes: true } });
  return row?.bytes ?? null;
}

/** Removes the screenshots of suggestions (rejected: within the rejection's transaction). */
export async function removeEvidenceOf(tx: Tx, suggestionIds: readonly number[]): Promise<void> {
  await tx.suggestionEvidence.deleteMany({ where: { suggestionId: { in: [...suggestionIds] } } });
}

/** Removes what is kept past its time: unclaimed uploads, and screenshots of suggestions expired, rejected, or accepted long ago. */
export async function sweepEvidence(now: Date, client: Pick<typeof db, 'suggestionEvidence'> = db): Promise<void> {
  await client.suggestionEvidence.deleteMany({
    where: {
      OR: [
        { suggestionId: null, createdAt: { lte: new Date(now.getTime() - EVIDENCE_UNCLAIMED_MS) } },
        { suggestion: { status: { in: ['expired', 'rejected'] } } },
        { suggestion: { status: 'accepted', decidedAt: { lte: new Date(now.getTime() - EVIDENCE_KEPT_MS) } } },
      ],
    },
  });
}
