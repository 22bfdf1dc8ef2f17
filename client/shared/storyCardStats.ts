// The six story-card stats: their ids and labels.

export const STAT_IDS = ['hp', 'agi', 'yang-atk', 'yang-def', 'yin-atk', 'yin-def'] as const;
export type StatId = (typeof STAT_IDS)[number];

const STAT_LABELS: Readonly<Record<StatId, string>> = {
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

/** Display label of a stat id; an unknown id throws "Undefined stat id <id>". */
export function statLabel(id: string): string {
  if (!isStatId(id)) throw new Error(`Undefined stat id ${id}`);
  return STAT_LABELS[id];
}
