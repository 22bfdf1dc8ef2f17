// Pages of rows in an order computed in memory (Relay connections over ids sorted here), loaded
// with the selection Pothos asks for, in parts small enough for one statement each.

export type Page<C> = { take?: number; skip?: number; cursor?: C };

/**
 * Rows of one page out of an ordered list of ids, with Prisma's cursor semantics (what Pothos's
 * connection asks for): from the cursor (skipping it with skip 1), forward for a positive take,
 * backward for a negative one; an id not in the list gives an empty page, as Prisma does.
 */
export function pageOfIds<T>(ids: readonly T[], page: Page<{ id?: T }>): T[] {
  const take = page.take ?? ids.length;
  const skip = page.skip ?? 0;
  const cursor = page.cursor?.id;
  let at = 0;
  if (cursor !== undefined) {
    at = ids.indexOf(cursor);
    if (at === -1) return [];
  }
  if (take >= 0) {
    const from = at + skip;
    return ids.slice(from, from + take);
  }
  const end = cursor !== undefined ? at + 1 - skip : ids.length;
  return ids.slice(Math.max(0, end + take), Math.max(0, end));
}

/**
 * The most rows loaded in one statement. Prisma loads a relation it orders (a card's stats, an
 * artist's cards) for all the parent rows in one statement, binding every parent id; longer pages
 * are loaded in parts, so no statement nears the bound-value limit (SQLITE_MAX_BOUND_VALUES) and
 * each answer is built from rows of a few parts at a time.
 */
export const ROWS_PER_STATEMENT = 500;

/** Runs `load` on parts of `keys` of at most ROWS_PER_STATEMENT, one after another, and joins the results. */
export async function inParts<K, R>(keys: readonly K[], load: (keys: K[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < keys.length; at += ROWS_PER_STATEMENT) results.push(...(await load(keys.slice(at, at + ROWS_PER_STATEMENT))));
  return results;
}

/** Loads the rows of the given ids with Pothos's selection, in the order of the ids. */
export async function rowsInOrder<K, R extends { id: K }>(ids: K[], load: (ids: K[]) => Promise<R[]>): Promise<R[]> {
  const byId = new Map((await inParts(ids, load)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A Pothos selection that also reads `columns` (`true` or an include loads every column already). */
export function withColumns<S>(selection: S, columns: Record<string, true>): S {
  if (selection && typeof selection === 'object' && 'select' in selection && selection.select) {
    return { ...selection, select: { ...selection.select, ...columns } } as S;
  }
  return selection;
}

/** A Pothos selection that also reads the id (to put rows back in order). */
export const withId = <Q>(query: Q): Q => withColumns(query, { id: true });

/** The keys of `keys` that are whole numbers, as numbers (the ids of a file whose records are numbered). */
export const numericKeys = (keys: readonly string[]): number[] => keys.map(Number).filter(Number.isInteger);
