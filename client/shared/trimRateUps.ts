// Long rate-up lists: more than 10 entries show the first 9 and a line saying how many more.

export const RATE_UP_LIMIT = 10;

/** The entries to show and how many are left out: a list over `limit` keeps `limit - 1`. */
export function trimRateUps<T>(list: readonly T[], limit = RATE_UP_LIMIT): { shown: readonly T[]; more: number } {
  if (list.length <= limit) return { shown: list, more: 0 };
  return { shown: list.slice(0, limit - 1), more: list.length - (limit - 1) };
}
