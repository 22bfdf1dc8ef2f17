import type { Prisma } from '../../prisma/connect.ts';
import { visibleCharacters } from '../characters/reveal.ts';
import { nameSearchTerms, searchKeyOf } from '../shared/cardEffects.ts';
import type { TargetRule } from '../shared/cardFigures.ts';
import { dayBound } from '../shared/dayBounds.ts';
import { badUserInput } from '../shared/errors.ts';
import type { Viewer } from '../shared/reveal.ts';
import { isStatId, MAX_SLOTS, OBTAINING_GROUPS, RARITIES, RARITY_CHOICES, ROLES, SUITS, TARGETS, undefinedStat } from './constants.ts';
import { visibleCards } from './reveal.ts';

type Where = Prisma.StoryCardWhereInput;

export type SlotKind = 'effect' | 'stat' | 'date';
export type SortDirection = 'asc' | 'desc';
export type { TargetRule };

/** One sort/filter slot of the advanced search. */
export interface SlotInput {
  kind: SlotKind;
  /** The effect id (Effect) or stat id (Stat). */
  value?: string | null;
  /** Null: the slot filters only. */
  sort?: SortDirection | null;
  /** Effect slots: single (self or one enemy) or multi (party or all enemies) targets only. */
  target?: TargetRule | null;
  /** Date slots: YYYY-MM-DD (from 00:00 UTC) or "now". */
  start?: string | null;
  /** Date slots: YYYY-MM-DD (to 23:59:59 UTC), "now" or empty. */
  end?: string | null;
}

export interface StoryCardFilter {
  /** Comma list of name terms, each matched against the name, the original name and the aliases. */
  name?: string | null;
  /** Matched against the artist's names, ignoring case and anything but letters and digits. */
  artist?: string | null;
  /** Character slugs; a card must feature every one. */
  featured?: readonly string[] | null;
  rarities?: readonly number[] | null;
  suits?: readonly string[] | null;
  obtaining?: string | null;
  role?: string | null;
  slots?: readonly SlotInput[] | null;
}

export type StoryCardOrder = 'NEWEST' | 'OLDEST' | 'NAME' | 'RARITY';
/** Obtaining entries still current: an entry whose end has passed is hidden for every viewer. */
export function currentObtainingWhere(viewer: Viewer): Prisma.StoryCardObtainWhereInput {
  return { OR: [{ endsAt: null }, { endsAt: { gt: viewer.now } }] };
}

export interface ParsedSlot {
  kind: SlotKind;
  value: string;
  sort: SortDirection | null;
  targets: readonly string[] | null;
  start: Date | null;
  end: Date | null;
}

/** Checks the slots: at most three, one date at most, stat ids from the six, date bounds as days. */
export function parseSlots(slots: readonly SlotInput[] | null | undefined, viewer: Viewer): ParsedSlot[] {
  const list = slots ?? [];
  if (list.length > MAX_SLOTS) throw badUserInput(`At most ${MAX_SLOTS} sort/filter slots, not ${list.length}`);
  if (list.filter((s) => s.kind === 'date').length > 1) throw badUserInput('Only one sort/filter slot may be a date');
  return list.map((s) => {
    const value = (s.value ?? '').trim().toLowerCase();
    if (s.kind === 'stat' && !isStatId(value)) throw undefinedStat(value);
    if (s.kind === 'effect' && !/^[a-z0-9][a-z0-9-]{0,60}$/.test(value))
      throw badUserInput(`Unknown effect id ${JSON.stringify(value.slice(0, 40))}`);
    return {
      kind: s.kind,
      value,
      sort: s.sort ?? null,
      targets: s.kind === 'effect' && s.target ? TARGETS[s.target] : null,
      start: s.kind === 'date' ? dayBound(s.start, 'start', viewer) : null,
      end: s.kind === 'date' ? dayBound(s.end, 'end', viewer) : null,
    };
  });
}

/** A multi-choice filter: none or every choice is no filter; unknown values are ignored. */
function choice<T>(values: readonly T[] | null | undefined, known: readonly T[], all: readonly T[] = known): T[] | undefined {
  const chosen = [...new Set((values ?? []).filter((v) => known.includes(v)))];
  if (chosen.length === 0 || all.every((v) => chosen.includes(v))) return undefined;
  return chosen;
}

/** The buffs an effect slot matches: enabled, of the effect, on the slot's targets. */
export function effectBuffWhere(slot: ParsedSlot): Prisma.StoryCardBuffWhereInput {
  return { effect: slot.value, enabled: true, random: false, ...(slot.targets ? { target: { in: [...slot.targets] } } : {}) };
}

/** What the search asks of a card beyond the reveal rule (none: every card the viewer may see). */
export function searchConstraints(f: StoryCardFilter, slots: ParsedSlot[], viewer: Viewer, named?: readonly number[]): Where[] {
  const and: Where[] = [];
  const terms = nameSearchTerms(f.name);
  // The cards the name index found (storyCardsNamed), or, where it cannot tell, a match of every card's key.
  if (terms.length) and.push(named ? { id: { in: [...named] } } : { OR: terms.map((t) => ({ searchKey: { contains: t } })) });
  const artist = searchKeyOf(f.artist);
  if (artist) and.push({ artist: { searchKey: { contains: artist } } });
  for (const slug of new Set(f.featured ?? [])) {
    and.push({ featured: { some: { characterId: slug, character: visibleCharacters(viewer) } } });
  }
  const rarities = choice(f.rarities, RARITIES, RARITY_CHOICES);
  if (rarities) and.push({ rarity: { in: rarities } });
  const suits = choice(
    (f.suits ?? []).map((s) => s.toLowerCase()),
    SUITS as readonly string[],
  );
  if (suits) and.push({ suit: { in: suits } });
  const group = OBTAINING_GROUPS.find((g) => g.id === f.obtaining);
  if (f.obtaining && f.obtaining !== 'any' && !group)
    throw badUserInput(`Unknown obtaining group ${JSON.stringify(f.obtaining.slice(0, 40))}`);
  if (group) and.push({ obtaining: { some: { type: { in: [...group.types] }, ...currentObtainingWhere(viewer) } } });
  const role = f.role?.trim().toLowerCase();
  if (role && role !== 'any') {
    if (!(ROLES as readonly string[]).includes(role)) throw badUserInput(`Unknown role ${JSON.stringify(role.slice(0, 40))}`);
    // A card whose effects need another role is not compatible with this one.
    and.push({ NOT: { buffs: { some: { AND: [{ role: { not: null } }, { role: { not: role } }] } } } });
  }
  for (const slot of slots) {
    if (slot.kind === 'effect') and.push({ buffs: { some: effectBuffWhere(slot) } });
    // A stat slot with a direction only orders (cards without the stat last, as a date slot
    // without bounds does); without one it keeps the cards that have the stat.
    if (slot.kind === 'stat' && !slot.sort) and.push({ stats: { some: { stat: slot.value } } });
    if (slot.kind === 'date' && (slot.start || slot.end)) {
      and.push({ releaseAt: { not: null, ...(slot.start ? { gte: slot.start } : {}), ...(slot.end ? { lte: slot.end } : {}) } });
    }
  }
  return and;
}

export function cardWhere(f: StoryCardFilter, slots: ParsedSlot[], viewer: Viewer, named?: readonly number[]): Where {
  return { AND: [visibleCards(viewer), ...searchConstraints(f, slots, viewer, named)] };
}

export function baseOrderBy(order: StoryCardOrder): Prisma.StoryCardOrderByWithRelationInput[] {
  switch (order) {
    case 'OLDEST':
      return [{ id: 'asc' }];
    case 'NAME':
      return [{ sortKey: 'asc' }, { id: 'asc' }];
    case 'RARITY':
      return [{ rarity: 'desc' }, { id: 'desc' }];
    default:
      return [{ id: 'desc' }];
  }
}
