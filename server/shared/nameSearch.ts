// The name search of the prayer list: case and punctuation do not count, so "tiny chef" finds
// "Ultra Festival: Tiny Chef & Supernova". Names are stored in this form on load.

/** Lowercase letters and digits only. */
export function normaliseSearchName(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
