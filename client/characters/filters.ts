// Filter vocabularies of the character pages and how they read from the URL.
import { readList } from '../shared/queryParams.ts';

/** The release-order and prayer-type `type` values, in display order, with their labels. */
export const TYPE_FILTERS = [
  ['gen', 'General'],
  ['fes', 'Festival (L1)'],
  ['afes', 'Festival'],
  ['ufes', 'Ultra Festival'],
  ['exfes', 'Extra Festival'],
  ['relic', 'Relic'],
  ['genic', 'Genic'],
  ['epic', 'Epic'],
  ['pfes', 'Pure Festival'],
  ['ds', 'Divergent Spirit'],
  ['yukkuri', 'Yukkuri'],
  ['aya-assistance', 'Aya Assistance'],
] as const;

export const TYPE_IDS = TYPE_FILTERS.map(([id]) => id);
/** The icon shown for each filter value. */
export const TYPE_ICONS: Record<string, string> = { ufes: 'sfes', pfes: 'wfes' };
export const REBIRTH_IDS = ['yes', 'no'] as const;

export function readTypes(params: URLSearchParams): string[] {
  return readList(params, 'type', TYPE_IDS);
}

/** yes: rebirthable only; no: non-rebirthable only; both or neither: no rebirth filter. */
export function readRebirth(params: URLSearchParams): boolean | null {
  const chosen = readList(params, 'rebirth', REBIRTH_IDS);
  return chosen.length === 1 ? chosen[0] === 'yes' : null;
}
