// The prayer facts a visitor may suggest: a prayer's start and end, the Friends a prayer features,
// and a forever prayer's Friends (open to help while unknown, a bound, only a month, or sample; a
// known one may be corrected).
import { dateFact, type SuggestionFieldSpec, withSource } from '../shared/suggestedFacts.ts';

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
