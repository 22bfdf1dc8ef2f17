// Normalising what visitors type into searches.

/**
 * Name search terms: lowercased, stripped of everything but letters, digits and commas (any
 * script), split on commas, empty terms dropped: `"Scarlet Moon, , Ghost!"` -> `["scarletmoon", "ghost"]`.
 */
export function splitSearchTerms(query: string): string[] {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N},]/gu, '')
    .split(',')
    .filter((term) => term.length > 0);
}

/** What a chip input matches on: lowercase letters, digits, hyphens and apostrophes only. */
export function chipKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]/gu, '');
}

/** Lowercases and keeps only `a-z`, `0-9` and `'`: `"Marisa (Kirisame)!"` -> `"marisakirisame"` (character aliases). */
export function normaliseAlias(alias: string): string {
  return alias.toLowerCase().replace(/[^a-z0-9']/g, '');
}
