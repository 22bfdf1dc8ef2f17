// The prayer facts a visitor may suggest: a prayer's start and end, the Friends a prayer features,
// and a forever prayer's Friends (open to help while unknown, a bound, only a month, or sample; a
// known one may be corrected); and a whole prayer the site does not list yet.
import { normaliseSearchName } from '../shared/nameSearch.ts';
import {
  dateFact,
  plainName,
  SUGGESTED_PRECISIONS,
  type SuggestedPrecision,
  type SuggestionFieldSpec,
  suggestedInstant,
  withSource,
} from '../shared/suggestedFacts.ts';
import { PRAYER_TYPES } from '../shared/vocabulary.ts';

export const startField: SuggestionFieldSpec = dateFact({
  file: 'prayers/prayers.json',
  label: 'Start',
  description: "A prayer's start (the key is the prayer's id).",
  at: 'startAt',
  precision: 'startPrecision',
  what: 'start',
});

export const endField: SuggestionFieldSpec = dateFact({
  file: 'prayers/prayers.json',
  label: 'End',
  description: "A prayer's end (the key is the prayer's id).",
  at: 'endAt',
  precision: 'endPrecision',
  what: 'end',
});

export const featuredField: SuggestionFieldSpec = {
  file: 'prayers/prayers.json',
  kind: 'characters',
  valueFile: 'characters/characters.json',
  label: 'Featured Friends',
  description: "The Friends a prayer features (the key is the prayer's id).",
  isOpen: (record) => !(record.characters as unknown[] | undefined)?.length,
  apply: (record, value, source) => {
    const { characters } = value as { characters: string[] };
    return { ...record, characters: characters.map((id) => ({ id })), source: withSource(record, 'featured Friends', source) };
  },
};

export const featuredCardsField: SuggestionFieldSpec = {
  file: 'prayers/prayers.json',
  kind: 'cards',
  valueFile: 'storyCards/storyCards.json',
  label: 'Featured story cards',
  description: "The story cards a prayer features (the key is the prayer's id).",
  isOpen: (record) => !(record.cards as unknown[] | undefined)?.length,
  held: (record) => {
    const ids = ((record.cards as { id: number }[] | undefined) ?? []).map((c) => String(c.id));
    return ids.length ? { cards: ids } : null;
  },
  apply: (record, value, source) => {
    const { cards } = value as { cards: string[] };
    // A card listed already keeps what the record says of it (new, its exchange price).
    const was = (record.cards as { id: number }[] | undefined) ?? [];
    const next = cards.map((id) => was.find((c) => c.id === Number(id)) ?? { id: Number(id) });
    return { ...record, cards: next, source: withSource(record, 'featured story cards', source) };
  },
};

export const foreverFriendsField: SuggestionFieldSpec = {
  file: 'prayers/foreverPrayers.json',
  kind: 'characters',
  valueFile: 'characters/characters.json',
  label: 'Friends',
  description: "A forever prayer's Friends (the key is the forever prayer's id).",
  isOpen: (record) => record.sample === true || !(record.characters as unknown[] | undefined)?.length,
  apply: (record, value, source) => {
    const { characters } = value as { characters: string[] };
    return { ...record, characters: characters.map((id) => ({ id })), source: withSource(record, 'Friends', source) };
  },
};

/** The longest name a proposed prayer may have. */
const NAME_MAX = 120;

/** A proposed date (an ISO instant, checked by the filing) with how exact it is, as the record keeps it. */
export function proposedDate(
  at: string | null,
  precision: unknown,
  what: string,
): { at: string | null; precision: SuggestedPrecision | null } {
  if (at === null) return { at: null, precision: null };
  const p = (precision ?? 'day') as SuggestedPrecision;
  if (!SUGGESTED_PRECISIONS.includes(p)) throw new Error(`Say how exact the ${what} is.`);
  return { at: suggestedInstant(at, p), precision: p };
}

/**
 * A prayer the site does not list yet, as a visitor proposes it: its name, kinds, start and end,
 * and the Friends it features. Filed under its name (normalised), so the same banner sent by many
 * players is one suggestion; a prayer the viewer can see already by that name is a duplicate. A
 * maintainer opens it in the "New prayer" page, filled in, and adds it from there.
 */
export const newPrayerField: SuggestionFieldSpec = {
  file: 'prayers/prayers.json',
  kind: 'record',
  valueFile: 'characters/characters.json',
  label: 'New prayer',
  description: 'A prayer the site does not list yet (the key is `new`; the prayer is `prayer`).',
  isOpen: () => true,
  recordName: (record) => String(record.name ?? ''),
  apply: (record) => record,
  newRecord: {
    input: 'prayer',
    task: 'new-prayer',
    check(proposal, date) {
      const name = plainName(proposal.name, 'name', NAME_MAX);
      if (!name) throw new Error("Give the prayer's name.");
      if (!normaliseSearchName(name)) throw new Error('The name needs letters or digits.');
      const types = [...new Set((proposal.types as unknown[] | undefined) ?? [])].map(String);
      if (!types.length) throw new Error('Say what kind of prayer it is (types).');
      const unknown = types.find((t) => !(PRAYER_TYPES as readonly string[]).includes(t));
      if (unknown) throw new Error(`Unknown prayer type: ${unknown.slice(0, 40)}.`);
      const start = proposedDate(date(proposal.start), proposal.startPrecision, 'start');
      const end = proposedDate(date(proposal.end), proposal.endPrecision, 'end');
      if (!start.at) throw new Error('Give the start.');
      if (end.at && end.at <= start.at) throw new Error('The end must come after the start.');
      const characters = [
        ...new Set(((proposal.characters as unknown[] | undefined) ?? []).map((id) => String(id).trim()).filter(Boolean)),
      ];
      return {
        name,
        types: [...types].sort(),
        startAt: start.at,
        startPrecision: start.precision,
        endAt: end.at,
        endPrecision: end.precision,
        characters: [...characters].sort(),
      };
    },
    groupKey: (proposal) => normaliseSearchName(String(proposal.name)).slice(0, 100),
    identity: (proposal) => ({ ...proposal, name: normaliseSearchName(String(proposal.name)) }),
    name: (proposal) => normaliseSearchName(String(proposal.name)),
    characters: (proposal) => (proposal.characters as string[] | undefined) ?? [],
    create(records, proposal, source) {
      const id = Math.max(0, ...records.map((r) => Number((r as { id?: unknown }).id) || 0)) + 1;
      const characters = (proposal.characters as string[]).map((c) => ({ id: c }));
      return {
        id,
        name: proposal.name,
        types: proposal.types,
        startAt: proposal.startAt,
        startPrecision: proposal.startPrecision,
        ...(proposal.endAt ? { endAt: proposal.endAt, endPrecision: proposal.endPrecision } : {}),
        ...(characters.length ? { characters } : {}),
        source,
      };
    },
  },
};
