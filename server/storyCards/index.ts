// The story card domain: the cards, their effects and illustrators.
import { domain } from '../domain.ts';
import { STORY_CARD_FILES } from './dataset.ts';
import { storyCardsLegacy } from './legacy.ts';
import { storyCardRecords } from './repo.ts';
import { cardArtField, cardReleaseField } from './suggestions.ts';

export const storyCardsDomain = domain({
  name: 'storyCards',
  files: STORY_CARD_FILES,
  legacy: storyCardsLegacy,
  records: { 'storyCards/storyCards.json': storyCardRecords },
  suggestions: { release: cardReleaseField, art: cardArtField },
  types: () => Promise.all([import('./storyCard.ts'), import('./illustrator.ts')]),
});
