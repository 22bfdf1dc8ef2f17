// The prayer facts a visitor may suggest: a prayer's start and end while they are unknown or only a
// month, a prayer's featured Friends while it lists none, and a forever prayer's Friends while they
// are unknown or sample.
import {
  dateFact,
  exactDate,
  type SuggestedPrecision,
  type SuggestionFieldSpec,
  suggestedInstant,
  withSource,
} from '../shared/suggestedFacts.ts';

export const startField: SuggestionFieldSpec = {
  file: 'prayers/prayers.json',
  kind: 'date',
  label: 'Start',
  description: "A prayer's start (the key is the prayer's id).",
  dateFields: { at: 'startAt', precision: 'startPrecision' },
  isOpen: (record) => !exactDate(record.startAt, record.startPrecision),
  apply: (record, value, source) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    return {
      ...record,
      startAt: suggestedInstant(date, precision),
      startPrecision: precision,
      source: withSource(record, 'start', source),
    };
  },
};

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
