// The story card facts a visitor may suggest: the day a card came to the global server, while no
// source gives it (one given may be corrected).
import { type SuggestedPrecision, type SuggestionFieldSpec, suggestedInstant, withSource } from '../shared/suggestedFacts.ts';

export const cardReleaseField: SuggestionFieldSpec = {
  file: 'storyCards/storyCards.json',
  kind: 'date',
  label: 'Release',
  description: "The day a story card came to the global server (the key is the card's id).",
  // The data keeps the instant alone: a day or a month given is its first instant, the precision told in the source.
  dateFields: { at: 'releaseAt', precision: 'releasePrecision' },
  recordName: (record) => String(record.name ?? ''),
  isOpen: (record) => typeof record.releaseAt !== 'string',
  apply: (record, value, source) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    const what = precision === 'instant' ? 'release' : `release (to the ${precision})`;
    return { ...record, releaseAt: suggestedInstant(date, precision), source: withSource(record, what, source) };
  },
};
