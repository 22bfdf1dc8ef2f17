// Fixed vocabularies of the story-card domain, from the spec.
import { GraphQLError } from 'graphql';
import { isStatId, STAT_LABELS } from '../shared/vocabulary.ts';

export { isStatId, STAT_IDS, STAT_LABELS, type StatId, SUITS, type Suit } from '../shared/vocabulary.ts';

/** Rarities a card can have (the search offers 1, 3, 4 and 5: no card has 2 stars). */
export const RARITIES = [1, 2, 3, 4, 5] as const;
export const RARITY_CHOICES = [1, 3, 4, 5] as const;

/** The spec's error for a stat id outside the six: a client error when it comes from input. */
export function undefinedStat(id: string): GraphQLError {
  return new GraphQLError(`Undefined stat id ${id.slice(0, 40)}`, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

export function statLabel(id: string): string {
  if (!isStatId(id)) throw undefinedStat(id);
  return STAT_LABELS[id];
}

/** HP counts a fifth in the total stat. Dividing by 5 is exact where multiplying by 0.2 drifts. */
export function weightedStat(id: string, value: number): number {
  if (!isStatId(id)) throw undefinedStat(id);
  return id === 'hp' ? value / 5 : value;
}

/** Sum of the stats with HP weighted at 0.2; an unknown id is an error. */
export function totalStat(stats: readonly { stat: string; value: number }[]): number {
  let total = 0;
  for (const s of stats) total += weightedStat(s.stat, s.value);
  // Sums of fifths are kept to two decimals so 0.6 + 0.2 reads 0.8.
  return Math.round(total * 100) / 100;
}

/**
 * The obtaining groups of the advanced search (its dropdown, in order), with the source types each
 * covers. "Any" is no filter.
 */
export const OBTAINING_GROUPS = [
  { id: 'prayer', label: 'Any Prayer', types: ['standard-prayer', 'prayer', 'epic-prayer', 'sc-prayer'] },
  { id: 'standard', label: 'Standard Prayer', types: ['standard-prayer'] },
  { id: 'relic', label: 'Relic Prayer Exchange', types: ['relic-prayer-exchange'] },
  { id: 'epic-prayer', label: 'Epic Prayer', types: ['epic-limited', 'epic-prayer'] },
  { id: 'story', label: 'Main/Hifuu Story', types: ['story', 'story-limited'] },
  { id: 'challenge-quest', label: 'Challenge Quest', types: ['ex', 'vs', 'eternal-battle', 'exchange-ema'] },
  { id: 'event', label: 'Events', types: ['event'] },
  { id: 'ruins', label: 'Ruins of Memory', types: ['ruins'] },
  { id: 'travelogue', label: 'Story Card Travelogue', types: ['travelogue'] },
  { id: 'others', label: 'Others', types: ['pack', 'mini-game', 'task', 'login', 'exchange'] },
] as const;

/** The roles of the "Compatible Role (Buff)" dropdown. */
export const ROLES = ['attack', 'debuff', 'defense', 'destroy', 'heal', 'speed', 'support', 'technical'] as const;

/** Sort/filter slots of the advanced search; at most one of them may be a date. */
export const MAX_SLOTS = 3;

export { TARGETS } from '../shared/cardFigures.ts';

/** Bounds the API prices tool authors' queries with: the most cards and illustrators the game can have, and per card. */
export const CARD_BOUND = 5000;
export const ILLUSTRATOR_BOUND = 2000;
export const CARD_STATS_BOUND = 6;
export const CARD_BUFFS_BOUND = 30;
export const CARD_LIST_BOUND = 20;

/** The longest page of the storyCards connection: the legacy list answers every card in one page. */
export const CARD_PAGE_MAX = 1000;
