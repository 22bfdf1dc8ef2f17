// The six story-card stats: their ids, labels and the total with HP at a fifth (spec: hp weight 0.2).

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

/** Sum of stats with HP weighted at 0.2; unknown ids throw. */
export function totalStat(stats: readonly { id: string; value: number }[]): number {
  let total = 0;
  for (const { id, value } of stats) {
    if (!isStatId(id)) throw new Error(`Undefined stat id ${id}`);
    // Dividing by 5 is correctly rounded, whereas multiplying by 0.2 (itself inexact) can drift.
    total += id === 'hp' ? value / 5 : value;
  }
  return Math.round(total * 100) / 100;
}
