// How the site-wide search compares what a visitor typed with the names of things: accents,
// case and punctuation do not count, words may be partial and in any order, and a thing is ranked
// by its best name (an exact name first, then a name that starts with the text, then a word that
// does, then a name that holds it anywhere). Plain string comparisons only: what is typed is
// never a pattern, so %, _, regex or SQL characters are just characters that match nothing.

/** Longest search text accepted, in characters. */
export const MAX_QUERY_LENGTH = 100;
/** Most results of one kind in one answer. */
export const MAX_RESULTS = 20;
export const DEFAULT_RESULTS = 5;

/**
 * Lowercase letters (any script) and digits, accents removed, every other run of characters one
 * space: "Réimu  Hakurei!" is "reimu hakurei".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as the search compares it. */
export interface FoldedName {
  /** Without spaces: "reimuhakurei". */
  whole: string;
  words: readonly string[];
}

export function foldName(text: string): FoldedName | null {
  const folded = foldText(text);
  if (!folded) return null;
  const words = folded.split(' ');
  return { whole: words.join(''), words };
}

/** The names of one thing, its main name first. */
export function foldNames(names: readonly (string | null | undefined)[]): FoldedName[] {
  const seen = new Set<string>();
  const out: FoldedName[] = [];
  for (const name of names) {
    const f = name ? foldName(name) : null;
    if (f && !seen.has(f.whole)) {
      seen.add(f.whole);
      out.push(f);
    }
  }
  return out;
}

/** What was typed, folded once per search; null when nothing searchable is left. */
export type SearchText = FoldedName;
export const searchText = foldName;

/** How well a name answers the text: 0 is best; null when it does not. */
function nameRank(name: FoldedName, text: SearchText): number | null {
  if (name.whole === text.whole) return 0;
  if (name.whole.startsWith(text.whole)) return 1;
  // Every typed word starts a word of the name ("hak rei", "reimu h").
  if (text.words.every((t) => name.words.some((w) => w.startsWith(t)))) return 2;
  if (name.whole.includes(text.whole)) return 3;
  return null;
}

/**
 * The rank of a thing (lower is better), or null when none of its names answers the text. Among
 * equal ranks, a shorter name (closer to the text) counts for more, then an earlier one. A thing
 * whose names only answer the typed words between them ("hakurei l1") comes last.
 */
export function rankNames(names: readonly FoldedName[], text: SearchText): number | null {
  let best: number | null = null;
  for (let i = 0; i < names.length; i++) {
    const r = nameRank(names[i], text);
    if (r !== null) {
      const score = r * 1_000_000 + Math.min(names[i].whole.length, 9999) * 100 + Math.min(i, 99);
      if (best === null || score < best) best = score;
      if (r === 0) break;
    }
  }
  if (best !== null || text.words.length < 2) return best;
  return text.words.every((t) => names.some((n) => n.whole.includes(t))) ? 4_000_000 : null;
}
