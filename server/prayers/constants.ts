// Fixed vocabularies of the prayer domain, from the spec (sections 3, 5 and 9), and the simulator's
// own figures where no public source states the game's.

import { PERMANENT_POOLS, PRAYER_TYPES } from '../shared/vocabulary.ts';

/** Prayer type filter values (any of): the data's prayer types. Unknown values are ignored. */
export const PRAYER_TYPE_OPTIONS = PRAYER_TYPES;

/** Character type filter values of the prayer search and the character types each one selects (any of). */
export const CHARACTER_TYPE_FILTERS: Record<string, readonly string[]> = {
  standard: ['gen'],
  'l1-festival': ['fes'],
  'a-festival': ['afes'],
  'main-ufes': ['sfes'],
  'hifuu-ufes': ['mfes'],
  ufes: ['sfes', 'mfes'],
  exfes: ['exfes'],
  genic: ['genic'],
  relic: ['relic'],
  epic: ['epic'],
  pfes: ['wfes'],
};

/** Character types for filter values, unknown ones ignored; undefined when nothing is left. */
export function characterTypesFor(values: readonly string[] | null | undefined): string[] | undefined {
  if (!values) return undefined;
  const types = new Set(values.flatMap((v) => CHARACTER_TYPE_FILTERS[v.trim().toLowerCase()] ?? []));
  return types.size ? [...types] : undefined;
}

/** Step-up filter values (all of); `none` means a prayer without step-ups. */
export const STEP_UP_OPTIONS = ['asc', 'asc-2', 'desc', 'desc-2', 'special', 'other', 'none'] as const;
export type StepUpOption = (typeof STEP_UP_OPTIONS)[number];

/** The stored step-up code of each filter value (`other`: any code not listed here). */
export const STEP_UP_CODES: Record<Exclude<StepUpOption, 'other' | 'none'>, string> = {
  asc: 'asc',
  'asc-2': 'asc*',
  desc: 'desc',
  'desc-2': 'desc*',
  special: 'special',
};

/**
 * A step-up filter value as the search reads it: values starting with asc or desc become asc or
 * asc-2 (desc or desc-2) by whether they carry a hyphen (or the stored form's asterisk); others are
 * kept when known and dropped otherwise.
 */
export function normaliseStepUp(value: string): StepUpOption | null {
  const v = value.trim().toLowerCase();
  for (const base of ['asc', 'desc'] as const) {
    if (v.startsWith(base)) return v.includes('-') || v.includes('*') ? `${base}-2` : base;
  }
  return (STEP_UP_OPTIONS as readonly string[]).includes(v) ? (v as StepUpOption) : null;
}

/** What kind of prayer this is, for its label: the spec's type meta values. */
export type PrayerTypeMeta = 'normal' | 'gc' | 'story-card' | 'standard' | 'ritual' | 'forever-prayer' | 'free-ritual' | 'other';

export function typeMetaOf(p: { types: readonly string[]; listingKind: string; poolId: string | null }): PrayerTypeMeta {
  if (p.poolId === 'standard' || p.poolId === 'ritual') return p.poolId;
  const has = (t: string) => p.types.includes(t);
  if (has('forever-prayer')) return 'forever-prayer';
  if (has('free-ritual')) return 'free-ritual';
  if (has('story-card')) return 'story-card';
  if (p.listingKind === 'gc' || has('god-crystal') || has('72-hour') || has('class-gc')) return 'gc';
  return 'normal';
}

/** The label of a type meta; the standard and ritual prayers are paid with seal crystals; an unknown meta has none. */
export function typeLabelOf(meta: string, disableSc: boolean): string {
  switch (meta) {
    case 'normal':
    case 'standard':
    case 'ritual':
      return disableSc ? 'God Crystal' : 'Seal Crystal';
    case 'gc':
      return 'God Crystal';
    case 'story-card':
      return 'Story Card';
    case 'forever-prayer':
      return 'Forever';
    case 'free-ritual':
      return 'Free Ritual';
    case 'other':
      return 'Misc';
    default:
      return '';
  }
}

/** The pools the prayer section has pages for. */
export const SPECIAL_POOLS = PERMANENT_POOLS;
export type SpecialPool = (typeof SPECIAL_POOLS)[number];

/**
 * The simulator's prices where the data gives none (no public source found states the game's):
 * a single pull and a multi (10) pull, in the prayer's currency (seal crystals, or god crystals when
 * seal crystals are disabled). God crystal pulls cost the prayer's gcCost, steps their own cost.
 */
export const SINGLE_PULL_COST = 30;
export const MULTI_PULL_COST = 300;
export const PULLS_PER_MULTI = 10;

/** Tokens (coins) a pulled item earns, by kind: the spec's token values. */
export const TOKENS = { character: 10, card5: 5, card4: 3, card3: 1 } as const;

/**
 * Sample rates for a prayer without a pool of its own (no public source states any prayer's
 * rates): each rate-up Friend and each rate-up card gets this chance per pull, the rest is the
 * standard pool scaled to fill the remainder; rate-ups together get at most RATE_UP_MAX.
 */
export const RATE_UP_CHARACTER_CHANCE = 0.01;
export const RATE_UP_CARD_CHANCE = 0.01;
export const RATE_UP_MAX = 0.5;

/** The most rate-up characters, cards and step-ups one prayer may list (prices tool authors' queries). */
export const RATE_UP_BOUND = 100;
export const STEP_UP_BOUND = 20;
export const POOL_BOUND = 2000;
