// Where each kind of search result leads, how a character result is told from its other variants,
// and the limits the search field sets (the API's own).
import type { PortraitFiles } from '../shared/Portrait.tsx';
import { TYPE_LABELS } from '../shared/RarityIcon.tsx';

/** Longest search text the API accepts, in characters. */
export const MAX_SEARCH_LENGTH = 100;

export const characterPath = (slug: string) => `/characters/${encodeURIComponent(slug)}`;
export const storyCardPath = (cardId: number) => `/story-cards/${cardId}`;
export const prayerPath = (prayerId: number) => `/prayer/info/${prayerId}`;
/** An illustrator's cards: the card list filtered by their name. */
export const illustratorPath = (name: string) => `/story-cards?${new URLSearchParams({ artist: name })}`;
export const searchPath = (text: string) => `/search?${new URLSearchParams({ q: text })}`;

/**
 * The text as the search takes it (control characters, which no name holds and the API refuses,
 * are spaces), or null when it is too long for the API.
 */
export function searchableText(text: string): string | null {
  const trimmed = text.replace(/\p{Cc}/gu, ' ').trim();
  return [...trimmed].length > MAX_SEARCH_LENGTH ? null : trimmed;
}

/** Whether the text holds anything the search matches on (a letter or a digit). */
export const hasSearchableText = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** A world code as players write it: the data spells a sharp world `Cf1sharp`, the game Cf1♯. */
export const worldLabel = (code: string) => code.replace(/sharp$/i, '♯');

/** A character as a search result gives it. */
export interface CharacterResult {
  readonly slug: string;
  readonly nameEn: string;
  readonly titleEn: string | null | undefined;
  readonly worldCode: string | null | undefined;
  readonly worldName: string | null | undefined;
  readonly type: string;
  readonly images: { readonly thumbnail: string };
  readonly portrait: PortraitFiles | null | undefined;
}

/**
 * What tells a character from its other variants, which share its name (13 Reimu Hakurei): the
 * world with its name where it has one, the rarity type, and the title where there is one.
 */
export function variantDetail(c: Pick<CharacterResult, 'titleEn' | 'worldCode' | 'worldName' | 'type'>): string {
  const world = c.worldCode ? `${worldLabel(c.worldCode)}${c.worldName ? ` ${c.worldName}` : ''}` : null;
  return [world, TYPE_LABELS[c.type] ?? c.type, c.titleEn].filter(Boolean).join(' · ');
}

/** A character result as a link: where it leads, its name, what tells it apart and its portrait. */
export const characterOption = (c: CharacterResult) => ({
  key: c.slug,
  to: characterPath(c.slug),
  label: c.nameEn,
  detail: variantDetail(c),
  image: c.images.thumbnail,
  portrait: c.portrait,
});
