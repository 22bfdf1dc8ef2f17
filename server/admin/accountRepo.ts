// The admin accounts: found by name or id, made or reset from the command line (a reset ends the
// account's sessions and clears the sign-in failures counted against its name), and their display names.
import { db, disconnectDatabase } from '../db.ts';
import { throttleKeys } from './throttleRepo.ts';

export { disconnectDatabase };

export interface AdminAccount {
  id: number;
  username: string;
  displayName: string | null;
  passwordHash: string;
  passwordChangedAt: Date | null;
}

export const findAccountByName = (username: string): Promise<AdminAccount | null> => db.adminUser.findUnique({ where: { username } });

export const findAccount = (id: number): Promise<AdminAccount | null> => db.adminUser.findUnique({ where: { id } });

export async function upsertAccount(username: string, passwordHash: string, now: Date): Promise<{ created: boolean }> {
  const existing = await findAccountByName(username);
  if (existing) {
    // A reset ends every session of the account, and clears the sign-in failures counted against
    // its name (from every address, and account-wide): the owner who resets a locked account can
    // sign in at once. The addresses it signed in from are kept.
    const { account, pair } = throttleKeys('', username);
    await db.$transaction([
      db.adminUser.update({ where: { id: existing.id }, data: { passwordHash, passwordChangedAt: now } }),
      db.adminSession.deleteMany({ where: { userId: existing.id } }),
      db.signInThrottle.deleteMany({
        where: { OR: [{ key: account }, { key: { startsWith: 'pair:', endsWith: pair.slice('pair:'.length) } }] },
      }),
      db.auditEntry.create({
        data: {
          at: now,
          userId: existing.id,
          actorName: ADMIN_COMMAND,
          action: 'password-change',
          summary: `Reset the password of ${username} from the command line; its sessions ended.`,
        },
      }),
    ]);
    return { created: false };
  }
  await db.$transaction(async (tx) => {
    const user = await tx.adminUser.create({ data: { username, passwordHash, passwordChangedAt: now } });
    await tx.auditEntry.create({
      data: { at: now, userId: user.id, actorName: ADMIN_COMMAND, action: 'password-change', summary: `Created the account ${username}.` },
    });
  });
  return { created: true };
}

/** Who acts when an account is made or reset from the command line. */
export const ADMIN_COMMAND = 'npm run admin:create';

export const setDisplayName = (userId: number, displayName: string | null) =>
  db.adminUser.update({ where: { id: userId }, data: { displayName } });
