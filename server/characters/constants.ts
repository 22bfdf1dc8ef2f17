// Fixed vocabularies of the character domain, from the spec.
import { TYPE_FILTER_VALUES } from '../shared/vocabulary.ts';

/** A character counts as released (playable on the global server) with these statuses. */
export const RELEASED_STATUSES = ['non-limited', 'limited', 'upcoming'] as const;

/** Turns filter values into character types, ignoring unknown ids. */
export function typesForFilter(values: readonly string[] | null | undefined): string[] | undefined {
  if (!values) return undefined;
  const types = new Set(values.flatMap((v) => TYPE_FILTER_VALUES[v.trim().toLowerCase()] ?? []));
  return types.size ? [...types] : undefined;
}

/** World numbers 6 to 13 of the alternate worlds have names. */
export const WORLD_NAMES: Record<number, string> = {
  6: 'Scarlet',
  7: 'Cherry Blossom',
  8: 'Eternal',
  9: 'Flower',
  10: 'Faith',
  11: 'Subterranean',
  12: 'Fantastic',
  13: 'Desires',
};

export const ROLES = [
  { id: 'attack', name: 'Attack', kanji: '攻撃' },
  { id: 'defense', name: 'Defense', kanji: '防御' },
  { id: 'speed', name: 'Speed', kanji: '速攻' },
  { id: 'heal', name: 'Heal', kanji: '回復' },
  { id: 'support', name: 'Support', kanji: '支援' },
  { id: 'debuff', name: 'Debuff', kanji: '妨害' },
  { id: 'destroy', name: 'Destroy', kanji: '破壊' },
  { id: 'technical', name: 'Technical', kanji: '技巧' },
] as const;

export const BATCH_KINDS = {
  REBIRTH: 'rebirth',
  STANDARD: 'standard',
  RITUAL: 'ritual',
  REBIRTH_COSTUME: 'rebirth-costume',
} as const;

/**
 * Bounds the API prices tool authors' queries with (see README, limits): the most characters the
 * game can have, and the most a single group (series, world, role, batch) lists.
 */
export const ROSTER_BOUND = 2000;
export const GROUP_BOUND = 500;

/**
 * Keys of the home and conventional-order counters, the current rarities each one counts, and the
 * prayer-type filter value that lists them.
 */
export const COUNTER_KEYS: Record<string, { types: readonly string[]; filter: string }> = {
  gen: { types: ['gen'], filter: 'gen' },
  fes: { types: ['fes'], filter: 'fes' },
  afes: { types: ['afes'], filter: 'afes' },
  // The ultra festival segment covers both ultra festivals, as the type filter's ufes does.
  sfes: { types: ['sfes', 'mfes'], filter: 'ufes' },
  exfes: { types: ['exfes'], filter: 'exfes' },
  relic: { types: ['relic'], filter: 'relic' },
  genic: { types: ['genic'], filter: 'genic' },
  epic: { types: ['epic'], filter: 'epic' },
  wfes: { types: ['wfes'], filter: 'pfes' },
  ds: { types: ['ds', 'vs-ds'], filter: 'ds' },
  yukkuri: { types: ['yukkuri'], filter: 'yukkuri' },
  aa: { types: ['aya-assistance'], filter: 'aya-assistance' },
};
