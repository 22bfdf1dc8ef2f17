import { db } from '../db.ts';

/** The home page's notice as maintainers last saved it (site/notices.json, id "home"); null when there is none. */
export async function homeNotice(): Promise<string | null> {
  const notice = await db.siteNotice.findUnique({ where: { id: 'home' }, select: { text: true } });
  return notice?.text ?? null;
}
