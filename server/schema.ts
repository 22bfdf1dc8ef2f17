// Imports every domain for its side effects on the builder, then builds the schema.
import { builder } from './builder.ts';
import './shared/scalars.ts';
import './characters/character.ts';
import './characters/groups.ts';
import './storyCards/storyCard.ts';
import './storyCards/illustrator.ts';
import './updates/updateEntry.ts';

export const schema = builder.toSchema({ sortSchema: true });
