// Where each kind of search result leads, and the limits the search field sets (the API's own).

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
