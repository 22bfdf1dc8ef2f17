// The story card facts a visitor may suggest: the day a card came to the global server, while no
// source gives it (one given may be corrected), and its art.
import { cardArtFileName, cardArtHashOf } from '../shared/cardArt.ts';
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

/**
 * A story card's art, while it has none (art it has may be replaced too): the picture uploaded with
 * the suggestion, seen by the maintainers only until one accepts it; accepted, it is drawn as the
 * card's art (server/shared/cardArt.ts) and the card names it.
 */
export const cardArtField: SuggestionFieldSpec = {
  file: 'storyCards/storyCards.json',
  kind: 'picture',
  picture: 'art',
  label: 'Card art',
  description: "A story card's art (the key is the card's id; `picture` is the token of the image uploaded to POST /suggestions/evidence).",
  recordName: (record) => String(record.name ?? ''),
  isOpen: (record) => !record.image,
  held: (record) => {
    const hash = typeof record.image === 'string' ? cardArtHashOf(record.image) : undefined;
    return hash ? { picture: hash } : null;
  },
  apply: (record, value, source) => {
    const { picture } = value as { picture: string };
    // The data names an image by its file under /images.
    return { ...record, image: cardArtFileName(picture), source: withSource(record, 'art', source) };
  },
};
