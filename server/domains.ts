// The one list of the game data's domains, each declared once in server/<domain>/index.ts. The
// schema, the /api tables, the dataset and the reveal lookups are read from it: adding a domain is
// its folder and a line here. The order is the dataset's, where relations leave a choice.
import { charactersDomain } from './characters/index.ts';
import { homeDomain } from './home/index.ts';
import { prayersDomain } from './prayers/index.ts';
import { storyCardsDomain } from './storyCards/index.ts';
import { towerDomain } from './tower/index.ts';
import { updatesDomain } from './updates/index.ts';

export const DOMAINS = [charactersDomain, storyCardsDomain, prayersDomain, towerDomain, updatesDomain, homeDomain] as const;
