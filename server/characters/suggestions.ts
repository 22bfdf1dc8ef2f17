// The character facts a visitor may suggest: a Friend's global debut, while it is a bound, a month
// or unknown.
import { exactDate, type SuggestedPrecision, type SuggestionFieldSpec, suggestedInstant } from '../shared/suggestedFacts.ts';

export const debutField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'date',
  label: 'Global debut',
  description: "A Friend's global debut (the key is the character's id).",
  isOpen: (record) => !exactDate(record.debutAt, record.debutPrecision),
  apply: (record, value, source, sourceKind) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    // An exact date replaces a bound and the lower bound that went with it.
    const { debutAfter: _a, debutAfterSource: _s, debutAfterSourceKind: _k, debutAfterTimeKnown: _t, ...rest } = record;
    return {
      ...rest,
      debutAt: suggestedInstant(date, precision),
      debutPrecision: precision,
      debutTimeKnown: precision === 'instant',
      debutSource: source,
      debutSourceKind: sourceKind,
    };
  },
};
