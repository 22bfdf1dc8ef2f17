// Imports every domain for its side effects on the builder, then builds the schema.
import { builder } from './builder.ts';
import './scalars.ts';
import './characters/character.ts';
import './characters/groups.ts';
import './tower/floor.ts';
import './tower/hpGraph.ts';
import './tower/item.ts';
import './storyCards/storyCard.ts';
import './storyCards/illustrator.ts';
import './updates/updateEntry.ts';
import './updates/maintenance.ts';
import './home/home.ts';
import './prayers/prayer.ts';
import './prayers/pool.ts';
import './prayers/foreverPrayer.ts';
import './prayers/mutations.ts';
import './search/search.ts';
import './suggestions/suggestion.ts';

export const schema = builder.toSchema({ sortSchema: true });
