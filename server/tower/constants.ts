// Fixed vocabularies and bounds of the tower domain. The vocabularies are the seed format's, so the
// API and the import accept the same words.
import { TOWER_ABILITY_TYPES, TOWER_ANOMALIES, TOWER_EFFECT_TYPES, TOWER_ELEMENTS, TOWER_LIMITS } from '../../prisma/seed/format.ts';

export { TOWER_ABILITY_TYPES, TOWER_ANOMALIES, TOWER_EFFECT_TYPES, TOWER_ELEMENTS, TOWER_LIMITS };

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
