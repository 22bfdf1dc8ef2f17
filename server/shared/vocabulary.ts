// The game's fixed vocabularies, from the spec: the values the data, the API and the pages share,
// with the labels the pages show. One copy for the whole project: the dataset format, the server
// and the client import it (the one module of the server the client may import, so it imports
// nothing itself).

/** Story-card suits. */
export const SUITS = ['plum', 'orchid', 'chrysanthemum', 'bamboo'] as const;
export type Suit = (typeof SUITS)[number];

/** The six story-card stats, and their labels. */
export const STAT_IDS = ['hp', 'agi', 'yang-atk', 'yang-def', 'yin-atk', 'yin-def'] as const;
export type StatId = (typeof STAT_IDS)[number];
export const STAT_LABELS: Readonly<Record<StatId, string>> = {
  hp: 'HP',
  agi: 'Agility',
  'yang-atk': 'Yang ATK',
  'yang-def': 'Yang DEF',
  'yin-atk': 'Yin ATK',
  'yin-def': 'Yin DEF',
};

export function isStatId(id: string): id is StatId {
  return Object.hasOwn(STAT_LABELS, id);
}

/** The permanent prayers, whose pools hold the non-limited Friends (and every prayer's base pool). */
export const PERMANENT_POOLS = ['standard', 'ritual'] as const;

/**
 * What kind of source gives a date or a bound: an official global news post, a guide page (GamePress
 * and other public pages), a fan tracker's row (LostWordTracker's history), a repository snapshot (a
 * commit of a data repository), a derivation from several sources (the rule is in the source text),
 * or a player who saw it in the game (a suggestion with a screenshot, checked by a maintainer).
 */
export const SOURCE_KINDS = ['official-post', 'guide-page', 'fan-tracker', 'repository-snapshot', 'derived', 'in-game'] as const;

/** Character types (rarities): a character's, and a forever prayer's daily-pull thresholds'. */
/** A character's status on the global server (the data's values). */
export const CHARACTER_STATUSES = [
  'not-available',
  'announced',
  'story',
  'enemy',
  'both',
  'guest',
  'non-limited',
  'limited',
  'upcoming',
] as const;

export const CHARACTER_TYPES = [
  'gen',
  'fes',
  'afes',
  'sfes',
  'mfes',
  'exfes',
  'relic',
  'genic',
  'epic',
  'wfes',
  'ds',
  'yukkuri',
  'aya-assistance',
  'vs-ds',
] as const;

/** Prayer types (the data's values, which the search filters by), and their labels. */
export const PRAYER_TYPES = [
  'debut',
  'rerun',
  'rerun-only',
  'seal-crystal',
  'event',
  'god-crystal',
  '72-hour',
  'class-gc',
  'story-card',
  'forever-prayer',
  'free-ritual',
  'other',
] as const;
export type PrayerType = (typeof PRAYER_TYPES)[number];
export const PRAYER_TYPE_LABELS: Readonly<Record<PrayerType, string>> = {
  debut: 'Debut',
  rerun: 'Rerun',
  'rerun-only': 'Rerun only',
  'seal-crystal': 'Seal Crystal',
  event: 'Event',
  'god-crystal': 'God Crystal',
  '72-hour': '72-Hour',
  'class-gc': 'Class GC',
  'story-card': 'Story Card',
  'forever-prayer': 'Forever Prayer',
  'free-ritual': 'Free Ritual',
  other: 'Other',
};

/** How a prayer is pulled. */
export const LISTING_KINDS = ['single', 'multi', 'gc', 'step-up'] as const;

/** Stored step-up codes (an asterisk: the second round of that order). */
export const STEP_UP_CODES = ['asc', 'asc*', 'desc', 'desc*', 'special'] as const;

/** Sections of an update-log entry. */
export const UPDATE_SECTIONS = ['features', 'contents', 'fixes', 'data'] as const;

/**
 * Query values of the character type filters (the release order, the prayer-type list, the
 * roulette), and the rarity types each one selects.
 */
export const TYPE_FILTER_VALUES: Record<string, readonly string[]> = {
  gen: ['gen'],
  fes: ['fes'],
  afes: ['afes'],
  // Ultra festival covers the main-story and Hifuu ultra festivals.
  ufes: ['sfes', 'mfes'],
  sfes: ['sfes'],
  mfes: ['mfes'],
  exfes: ['exfes'],
  relic: ['relic'],
  genic: ['genic'],
  epic: ['epic'],
  // Pure festival.
  pfes: ['wfes'],
  wfes: ['wfes'],
  ds: ['ds', 'vs-ds'],
  yukkuri: ['yukkuri'],
  'aya-assistance': ['aya-assistance'],
};

/** A Friend's attacks that an attack table gives figures for: the two spell cards and the last word. */
export const ATTACK_KINDS = ['spell-card-1', 'spell-card-2', 'last-word'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];
export const ATTACK_KIND_LABELS: Readonly<Record<AttackKind, string>> = {
  'spell-card-1': 'Spell Card 1',
  'spell-card-2': 'Spell Card 2',
  'last-word': 'Last Word',
};

/** Whom an attack hits: one enemy, or all of them. */
export const ATTACK_TARGETS = ['single', 'all'] as const;

/** The two sides of a bullet's power, and their labels. */
export const YIN_YANG_LABELS = { yin: 'Yin', yang: 'Yang' } as const;
/** Bullet elements, as the story cards' effects spell them ("no": non-elemental), and their labels. */
export const ELEMENT_LABELS = {
  sun: 'Sun',
  moon: 'Moon',
  fire: 'Fire',
  water: 'Water',
  wood: 'Wood',
  metal: 'Metal',
  earth: 'Earth',
  star: 'Star',
  no: 'Non-elemental',
} as const;
/** Bullet types, and their labels. */
export const BULLET_TYPE_LABELS = {
  normal: 'Normal',
  laser: 'Laser',
  body: 'Body',
  slash: 'Slash',
  heavy: 'Heavy',
  liquid: 'Liquid',
  energy: 'Energy',
  ofuda: 'Ofuda',
  light: 'Light',
  sharp: 'Sharp',
  missile: 'Missile',
} as const;
