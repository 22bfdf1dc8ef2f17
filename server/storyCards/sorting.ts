// Ordering story cards by the search's sorting slots (effect values, stats, release). Each card's
// figure for a slot is derived once, on load (shared/cardFigures.ts, stored as StoryCardFigure rows), so
// the database orders the cards by the first slot and only the cards that tie with the page's
// edge are ordered here by the slots after it; ties fall back to the list's own order.
import { figureKey } from '../shared/cardFigures.ts';
import type { ParsedSlot, StoryCardOrder } from './search.ts';

export { figureKey };

/** What a card is ordered by: its list columns and its figures for the slots asked (key to value). */
export interface SortRow {
  id: number;
  sortKey: string;
  rarity: number;
  releaseAt: Date | null;
  figures: ReadonlyMap<string, number>;
}

export function baseCompare(order: StoryCardOrder): (a: SortRow, b: SortRow) => number {
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

/** A card's key for one sorting slot; null (unknown) sorts last either way. */
function slotKey(slot: ParsedSlot, row: SortRow): number | null {
  if (slot.kind === 'date') return row.releaseAt ? row.releaseAt.getTime() : null;
  return row.figures.get(figureKey(slot)) ?? null;
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
