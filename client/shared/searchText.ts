// Normalising what visitors type into searches.

/** What a chip input matches on: lowercase letters, digits, hyphens and apostrophes only. */
export function chipKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]/gu, '');
}
