// Text normalisation shared by search and the seed loader.

/** Lowercase letters, digits and apostrophes only: the form aliases are stored and searched in. */
export function normaliseAlias(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9']/g, '');
}
