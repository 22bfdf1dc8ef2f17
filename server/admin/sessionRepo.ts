// The admin sessions: made at sign-in, found and touched on each request, ended at sign-out, by a
// password change (every session of the account, in the change's transaction) or once stale.
import { db } from '../db.ts';

export interface SessionRow {
  id: string;
  userId: number;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export const createSession = (row: SessionRow & { userAgent: string | null }) => db.adminSession.create({ data: row });

export const findSession = (id: string) =>
  db.adminSession.findUnique({ where: { id }, include: { user: { select: { id: true, username: true, displayName: true } } } });

export const touchSession = (id: string, lastSeenAt: Date) =>
  db.adminSession.updateMany({ where: { id }, data: { lastSeenAt } }).then(() => undefined);

export const deleteSession = (id: string) => db.adminSession.deleteMany({ where: { id } }).then(() => undefined);

/**
 * A password change, in one transaction: the new hash, every session of the account ended,
 * `row` (the session that made the change, under a new token) in their place, and its audit entry.
 */
export async function replacePassword(
  user: { id: number; actorName: string },
  passwordHash: string,
  row: SessionRow & { userAgent: string | null },
  now: Date,
): Promise<void> {
  const userId = user.id;
  await db.$transaction([
    db.adminUser.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } }),
    db.adminSession.deleteMany({ where: { userId } }),
    db.adminSession.create({ data: row }),
    db.auditEntry.create({
      data: {
        at: now,
        userId,
        actorName: user.actorName,
        action: 'password-change',
        summary: 'Changed the password; every other session of the account ended.',
      },
    }),
  ]);
}

export const deleteExpiredSessions = (now: Date, idleBefore: Date) =>
  db.adminSession.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: idleBefore } }] } });
