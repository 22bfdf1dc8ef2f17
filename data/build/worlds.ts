// World codes ("universes") and their grouping.
//
// Codes come from the sources as written in-game: L1, A6, B3, and decorated ones such as A14.5&,
// C3>>, F1;4 or Cz1#. The dataset's world id must match /^[A-Z][A-Z0-9a-z]*$/, so every symbol is
// spelled out in lowercase letters (SYMBOLS below): A14.5& -> A14p5and, C3>> -> C3gtgt,
// F1;4 -> F1sc4, Cz1# -> Cz1sharp. The original code stays readable in each character's aliases
// and in data/README.md; the build fails if two codes would map to the same id.
//
// Case: the sources disagree on the case of a few codes (tierlist Lr1/Lm1/Aa against LR1/LM1/AA in
// the attack table and in UnitDate.csv, which follows the game's own symbol names). Codes that differ
// only in case are one world, written the way UnitDate.csv writes it when it has the code.

import { SRC } from './sources.ts';

export const SYMBOLS: [string, string][] = [
  ['.', 'p'],
  ['-', 'm'],
  ['&', 'and'],
  ['#', 'sharp'],
  ['>', 'gt'],
  ['<', 'lt'],
  ['≥', 'ge'],
  ['≦', 'le'],
  ['=', 'eq'],
  ['~', 'tilde'],
  ["'", 'prime'],
  ['∫', 'int'],
  [';', 'sc'],
  ['æ', 'ae'],
];

export function encodeWorldId(code: string): string {
  let out = '';
  for (const ch of code) {
    const sym = SYMBOLS.find(([s]) => s === ch);
    if (sym) out += sym[1];
    else if (/[A-Za-z0-9]/.test(ch)) out += ch;
    else throw new Error(`World code ${code} has a character with no spelling: ${ch}`);
  }
  if (!/^[A-Z][A-Z0-9a-z]*$/.test(out)) throw new Error(`World code ${code} gives an invalid id ${out}`);
  return out;
}

/** Names exist for A6..A13 only (the alternate worlds of the Windows-era games). */
export const WORLD_NAMES: Record<string, string> = {
  L1: 'Main world',
  A6: 'Scarlet',
  A7: 'Cherry Blossom',
  A8: 'Eternal',
  A9: 'Flower',
  A10: 'Faith',
  A11: 'Subterranean',
  A12: 'Fantastic',
  A13: 'Desires',
};

/** Group of a world: `l1` for the main world alone, otherwise the code's first letter. */
export function worldGroupOf(code: string): string {
  if (code === 'L1') return 'l1';
  return code[0].toLowerCase();
}

const TRACKER_ROWS = SRC.tracker;
/**
 * Where each world name comes from. LostWordTracker names Friends of five of these worlds after them
 * ("Reimu Hakurei (Scarlet)"); the rest follow the same rule, the world named after the Windows game
 * its code stands for (A10 = Mountain of Faith, A11 = Subterranean Animism, A13 = Ten Desires).
 */
export const WORLD_NAME_SOURCES: Record<string, string> = {
  L1: 'derived: L1 is the main story world of every source (the tierlist and LostWordTracker list L1 Friends without a world suffix)',
  A6: `${TRACKER_ROWS} ("Reimu Hakurei (Scarlet)")`,
  A7: `${TRACKER_ROWS} ("Youmu Konpaku (Cherry Blossom)"); https://gamepress.gg/lostword/other/introduction-perfect-cherry-blossom`,
  A8: `${TRACKER_ROWS} ("Reisen Udongein Inaba (Eternal)")`,
  A9: `${TRACKER_ROWS} ("Aya Shameimaru (Flower)")`,
  A10: 'derived: named like A6-A9 after its Windows game, Mountain of Faith (no source names the world)',
  A11: 'derived: named like A6-A9 after its Windows game, Subterranean Animism (no source names the world)',
  A12: `${TRACKER_ROWS} ("Byakuren Hijiri (Fantastic)")`,
  A13: 'derived: named like A6-A9 after its Windows game, Ten Desires (no source names the world)',
};

export const WORLD_GROUP_NAMES: Record<string, string> = {
  l1: 'L1 (main world)',
  l: 'Other L worlds',
};

/** The leading integer of the code (A14.5& -> 14, Cz1# -> 1); null when there is none. */
export function worldNumber(code: string): number | null {
  const m = /^[A-Za-z]+(\d+)/.exec(code);
  return m ? Number(m[1]) : null;
}
