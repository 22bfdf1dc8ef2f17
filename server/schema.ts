// Imports every domain for its side effects on the builder, then builds the schema.
import { builder } from './builder.ts';
import './shared/scalars.ts';
import './characters/character.ts';
import './characters/groups.ts';
import './updates/updateEntry.ts';
import './prayers/prayer.ts';
import './prayers/pool.ts';
import './prayers/foreverPrayer.ts';
import './prayers/mutations.ts';

export const schema = builder.toSchema({ sortSchema: true });
