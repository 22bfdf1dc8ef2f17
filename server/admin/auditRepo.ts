// The audit log, append-only: its entries listed and found, account events appended, and the
// changes of the data made after a data version (who changed what since a record was loaded).
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';

export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  summary: string;
  source: string;
  changes: string;
  dataVersion: number | null;
  undoOfId: number | null;
  actorName: string | null;
  undoneBy: { id: number } | null;
}

const AUDIT_ROW = { undoneBy: { select: { id: true } } } as const;

export const listAudit = (first: number, before?: number): Promise<AuditRow[]> =>
  db.auditEntry.findMany({
    where: before ? { id: { lt: before } } : undefined,
    orderBy: { id: 'desc' },
    take: first,
    include: AUDIT_ROW,
  });

export const findAudit = (id: number): Promise<AuditRow | null> => db.auditEntry.findUnique({ where: { id }, include: AUDIT_ROW });

/** An account event: a sign-in, a sign-out, a burst of failed sign-ins that started a wait, a password change. */
export interface AccountEvent {
  userId: number | null;
  actorName: string | null;
  action: 'sign-in' | 'sign-out' | 'sign-in-blocked' | 'password-change';
  summary: string;
}

/** Appends an account event to the audit log (in a transaction when given one). */
export async function recordAccountEvent(
  event: AccountEvent,
  now: Date,
  tx: Pick<Prisma.TransactionClient, 'auditEntry'> = db,
): Promise<void> {
  await tx.auditEntry.create({ data: { at: now, ...event } });
}

/** The audited changes of the data made after a data version: what they changed, and who made them. */
export async function changesAfter(
  dataVersion: number,
): Promise<{ id: number; actorName: string | null; action: string; changes: string }[]> {
  return db.auditEntry.findMany({
    where: { dataVersion: { gt: dataVersion } },
    orderBy: { id: 'asc' },
    select: { id: true, actorName: true, action: true, changes: true },
  });
}
