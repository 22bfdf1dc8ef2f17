// The spec's character list form, shared by every /api path that lists characters (the character
// pages, the prayers' rate-ups and pools, the home page). Each domain's stored operation selects
// these fields in a fragment of its own; the form is the same.
import type { LegacyCharacterListItemFragment } from './operations.generated.ts';

/** `type` is the rarity a player sees now, as on the home counter. */
export function toListForm(c: LegacyCharacterListItemFragment) {
  return {
    id: c.slug,
    status: c.status,
    type: c.currentRarity,
    announced: c.announced,
    image: c.thumbnail,
    spoilerSafeImage: c.spoilerSafeThumbnail,
    metadata: [c.worldCode, c.role].filter(Boolean).join(' · '),
    role: c.role,
    universe: c.worldCode,
    bottom: c.shortName,
    releaseDate: c.debutAt,
  };
}

/**
 * The list form with fields of a path's own after it. `Object.assign` onto the form: a spread of it
 * followed by more fields takes V8's slow path, ten times the cost (release-date's 463 rows: 1.2 ms).
 */
export function toListFormWith<E extends Record<string, unknown>>(
  c: LegacyCharacterListItemFragment,
  extra: E,
): ReturnType<typeof toListForm> & E {
  return Object.assign(toListForm(c), extra);
}
