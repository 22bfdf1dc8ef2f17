// Builds the schema: the scalars, every domain's types (server/domains.ts), then the features that
// read across the domains (search, suggestions).
import { builder } from './builder.ts';
import { DOMAINS } from './domains.ts';
import './scalars.ts';
import './search/search.ts';
import './suggestions/suggestion.ts';

// In the list's order, one after another, so the types are declared in the same order every time.
for (const d of DOMAINS) await d.types?.();

export const schema = builder.toSchema({ sortSchema: true });
