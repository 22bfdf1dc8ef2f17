// The standard and ritual prayer pages: which pool a path shows, and its three children.
import type { PrayerPoolKind } from '../__generated__/SpecialPoolPageQuery.graphql.ts';

export interface SpecialPool {
  kind: PrayerPoolKind;
  base: string;
  title: string;
}

export const SPECIAL_POOLS: Record<'STANDARD' | 'RITUAL', SpecialPool> = {
  STANDARD: { kind: 'STANDARD', base: '/prayer/standard-prayer', title: 'Standard Prayer' },
  RITUAL: { kind: 'RITUAL', base: '/prayer/ritual-prayer', title: 'Ritual Prayer' },
};

export function specialPoolOf(pathname: string): SpecialPool {
  return pathname.startsWith(SPECIAL_POOLS.RITUAL.base) ? SPECIAL_POOLS.RITUAL : SPECIAL_POOLS.STANDARD;
}
