// The character domain: the universe's worlds and series, the characters and their release batches,
// and the figures of each character (attacks, Japanese base stats).
import { domain } from '../domain.ts';
import { ATTACK_FILES } from './attackDataset.ts';
import { CHARACTER_FILES } from './dataset.ts';
import { charactersLegacy } from './legacy.ts';
import { batchRecords, characterRecords } from './repo.ts';
import { batchDateField, debutField, newFriendField, portraitField, rebirthField } from './suggestions.ts';

export const charactersDomain = domain({
  name: 'characters',
  files: [...CHARACTER_FILES, ...ATTACK_FILES],
  legacy: charactersLegacy,
  records: { 'characters/characters.json': characterRecords, 'characters/batches.json': batchRecords },
  suggestions: { debut: debutField, rebirth: rebirthField, batch: batchDateField, portrait: portraitField, new_friend: newFriendField },
  tasks: { 'new-friend': { file: 'characters/characters.json', lists: { worlds: 'characters/worlds.json' } } },
  types: () => Promise.all([import('./character.ts'), import('./groups.ts'), import('./attack.ts')]),
});
