// Ordering story cards by the search's sorting slots (effect values, stats, release), in memory on
// each matching card's few sort columns; ties fall back to the list's own order.
import type { ParsedSlot, StoryCardOrder } from './search.ts';

export interface SortRow {
  id: number;
  sortKey: string;
  rarity: number;
  releaseAt: Date | null;
  stats: { stat: string; max: number; randomMax: number | null }[];
  buffs: { effect: string; target: string | null; values: unknown }[];
}

function baseCompare(order: StoryCardOrder): (a: SortRow, b: SortRow) => number {
  switch (order) {
    case 'OLDEST':
      return (a, b) => a.id - b.id;
    case 'NAME':
      return (a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id);
    case 'RARITY':
      return (a, b) => b.rarity - a.rarity || b.id - a.id;
    default:
      return (a, b) => b.id - a.id;
  }
}

/** The figure a buff sorts by: its value at max limit break (its base value when it has one only). */
function buffValue(values: unknown): number {
  if (!Array.isArray(values) || values.length === 0) return 0;
  const v = Number(values[values.length - 1]);
  return Number.isFinite(v) ? v : 0;
}

/** A card's key for one sorting slot; null (unknown) sorts last either way. */
function slotKey(slot: ParsedSlot, row: SortRow): number | null {
  if (slot.kind === 'date') return row.releaseAt ? row.releaseAt.getTime() : null;
  if (slot.kind === 'stat') {
    const s = row.stats.find((x) => x.stat === slot.value);
    return s ? (s.randomMax ?? s.max) : null;
  }
  let best: number | null = null;
  for (const b of row.buffs) {
    if (b.effect !== slot.value || (slot.targets && !slot.targets.includes(b.target ?? ''))) continue;
    const v = buffValue(b.values);
    if (best === null || v > best) best = v;
  }
  return best;
}

/**
 * The ids of the rows ordered by the sorting slots in turn (a card without the slot's figure last
 * either way), then by the list's own order.
 */
export function orderBySlots(rows: readonly SortRow[], sorting: readonly ParsedSlot[], order: StoryCardOrder): number[] {
  const keyed = rows.map((row) => ({ row, keys: sorting.map((s) => slotKey(s, row)) }));
  const base = baseCompare(order);
  keyed.sort((a, b) => {
    for (let i = 0; i < sorting.length; i++) {
      const x = a.keys[i];
      const y = b.keys[i];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return sorting[i].sort === 'asc' ? x - y : y - x;
    }
    return base(a.row, b.row);
  });
  return keyed.map((k) => k.row.id);
}
