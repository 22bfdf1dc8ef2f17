// A story card's figures for the advanced search's sort slots: what each stat and effect slot
// orders cards by, derived once when cards are loaded (the StoryCardFigure rows) and named by one
// key per slot.

/** The targets of an effect slot's target rule: single (the user or one enemy), multi (the party or all enemies). */
export const TARGETS = { single: ['self', 'solo'], multi: ['party', 'aoe'] } as const;
export type TargetRule = keyof typeof TARGETS;

/** The figure key of an effect or stat slot (see StoryCardFigure in prisma/schema.prisma). */
export function figureKey(slot: { kind: string; value: string; targets: readonly string[] | null }): string {
  if (slot.kind === 'stat') return `stat:${slot.value}`;
  const rule = (Object.keys(TARGETS) as TargetRule[]).find((r) => TARGETS[r] === slot.targets);
  return rule ? `effect:${slot.value}:${rule}` : `effect:${slot.value}`;
}

/** The figure a buff sorts by: its value at max limit break (its base value when it has one only). */
function buffValue(values: unknown): number {
  if (!Array.isArray(values) || values.length === 0) return 0;
  const v = Number(values[values.length - 1]);
  return Number.isFinite(v) ? v : 0;
}

interface FigureSource {
  stats?: readonly { stat: string; max: number; randomMax?: number | null }[] | null;
  buffs?: readonly { effect: string; target?: string | null; values?: unknown; enabled?: boolean; random?: boolean }[] | null;
}

/** A card's figure for every key it has one for: each stat, and each effect on any target and per target rule. */
export function cardFigures(card: FigureSource): Map<string, number> {
  const figures = new Map<string, number>();
  const best = (key: string, value: number) => {
    const was = figures.get(key);
    if (was === undefined || value > was) figures.set(key, value);
  };
  for (const s of card.stats ?? []) figures.set(`stat:${s.stat}`, s.randomMax ?? s.max);
  for (const b of card.buffs ?? []) {
    if (b.enabled === false || b.random === true || !b.effect) continue;
    const value = buffValue(b.values);
    best(`effect:${b.effect}`, value);
    for (const rule of Object.keys(TARGETS) as TargetRule[]) {
      if ((TARGETS[rule] as readonly string[]).includes(b.target ?? '')) best(`effect:${b.effect}:${rule}`, value);
    }
  }
  return figures;
}
