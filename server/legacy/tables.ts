// Every domain's legacy table, in one list.
import { charactersLegacy } from '../characters/legacy.ts';
import { updatesLegacy } from '../updates/legacy.ts';
import type { LegacyTable } from './types.ts';

export const legacyTables: LegacyTable[] = [updatesLegacy, charactersLegacy];
