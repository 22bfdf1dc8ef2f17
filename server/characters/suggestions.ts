// The character facts a visitor may suggest: a Friend's global debut, while it is a bound, a month
// or unknown, and the day of its Fantasy Rebirth on the global server, while it is not known to the day.
import { dateFact, exactDate, type SuggestedPrecision, type SuggestionFieldSpec, suggestedInstant } from '../shared/suggestedFacts.ts';

export const debutField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'date',
  label: 'Global debut',
  description: "A Friend's global debut (the key is the character's id).",
  dateFields: { at: 'debutAt', precision: 'debutPrecision' },
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

export const rebirthField: SuggestionFieldSpec = dateFact({
  file: 'characters/characters.json',
  label: 'Fantasy Rebirth',
  description: "The day a Friend's Fantasy Rebirth came to the global server, for a Friend that has one (the key is the character's id).",
  at: 'rebirthAt',
  precision: 'rebirthPrecision',
  what: 'Fantasy Rebirth',
  applies: (record) => record.hasRebirth === true,
});

/** The day a release batch came (a rebirth batch, an addition to the standard or ritual prayer), while it is a bound, a span or a month. */
export const batchDateField: SuggestionFieldSpec = {
  file: 'characters/batches.json',
  kind: 'date',
  label: 'Batch date',
  description: 'The day a release batch came (the key is its kind and number, e.g. rebirth-1).',
  dateFields: { at: 'date', precision: 'datePrecision' },
  recordName: (record) => `${record.kind} batch ${record.no}`,
  isOpen: (record) => !exactDate(record.date, record.datePrecision),
  apply: (record, value, source, sourceKind) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    // An exact date replaces the span's lower bound.
    const { dateAfter: _a, dateAfterSource: _s, dateAfterSourceKind: _k, ...rest } = record;
    return { ...rest, date: suggestedInstant(date, precision), datePrecision: precision, source, sourceKind };
  },
};

/**
 * A Friend's portrait, while she has none (one she has may be replaced too): the picture uploaded
 * with the suggestion, seen by the maintainers only until one accepts it, and then drawn in every
 * size the site uses like a maintainer's own upload.
 */
export const portraitField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'picture',
  label: 'Portrait',
  description:
    "A Friend's portrait (the key is the character's id; `picture` is the token of the image uploaded to POST /suggestions/evidence).",
  isOpen: (record) => !record.portraitHash,
  held: (record) => (typeof record.portraitHash === 'string' ? { picture: record.portraitHash } : null),
  // The picture is set through the portrait road (drawn, then the record's portrait fields), not here.
  apply: (record) => record,
};
