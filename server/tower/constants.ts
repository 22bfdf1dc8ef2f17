// Fixed vocabularies and bounds of the tower domain: the dataset's records (dataset.ts), the API
// and the import accept the same words.

/** Elements of the game, by id (the spec's list; `no` is "no element"). Names are read in any case. */
export const TOWER_ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'] as const;
/** The five anomalies, in the game's order (index 0 to 4; index 5, or `all`, means all five). */
export const TOWER_ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
export const TOWER_ABILITY_TYPES = [
  'anomaly-counter',
  'anomaly-effect',
  'anomaly-immunity',
  'anomaly-nullify',
  'boost',
  'graze',
  'dmg-boost',
  'dmg-reduction',
] as const;
/** Effect types the site knows; an effect of another type is kept and shown as "NOT FOUND <type>". */
export const TOWER_EFFECT_TYPES = [
  'layer',
  'bullet',
  'tag',
  'elem',
  'immune',
  'disable',
  'stat',
  'attack',
  'temp',
  'turn',
  'delay',
  'random',
  'misc',
] as const;
/** Most enemies on a floor, HP gauges of an enemy, rewards of a floor, and tags, skills and effects of an enemy. */
export const TOWER_LIMITS = { enemies: 3, gauges: 3, rewards: 20, tags: 10, skills: 10, effects: 10 } as const;

/** Bounds the cost limit prices tower lists with (see server/execution/limits.ts). */
export const TOWER_BOUNDS = {
  /** Floors of the tower: the HP chart's entries, and an item's rewards (one per floor at most). */
  floors: 1000,
  /** Reward items. */
  items: 200,
  /** Rows of the reward table (each belongs to one floor and one item). */
  rewards: 5000,
  /** Rows of the enemy table (each belongs to one floor). */
  enemies: 3000,
} as const;

export type TowerElement = (typeof TOWER_ELEMENTS)[number];
