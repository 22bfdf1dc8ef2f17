// The spoiler rule shared by every domain: content whose reveal time is still in the future is
// hidden from global players unless they asked for JP content.
export function isRevealed(revealAt: Date | null | undefined, now: Date): boolean {
  return !revealAt || revealAt <= now;
}

/** A Prisma `where` fragment keeping only revealed rows, or nothing when jpContent is on. */
export function revealedWhere(jpContent: boolean, now: Date) {
  return jpContent ? {} : { OR: [{ revealAt: null }, { revealAt: { lte: now } }] };
}
