// Every domain's legacy table, in one list: the /api counterpart of schema.ts, importing each
// domain's legacy.ts so that server/legacy itself depends on no domain.
import { charactersLegacy } from './characters/legacy.ts';
import { homeLegacy } from './home/legacy.ts';
import type { LegacyTable } from './legacy/types.ts';
import { prayersLegacy } from './prayers/legacy.ts';
import { storyCardsLegacy } from './storyCards/legacy.ts';
import { towerLegacy } from './tower/legacy.ts';
import { updatesLegacy } from './updates/legacy.ts';

export const legacyTables: LegacyTable[] = [updatesLegacy, charactersLegacy, prayersLegacy, storyCardsLegacy, towerLegacy, homeLegacy];
