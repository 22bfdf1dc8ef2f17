import { useState } from 'react';
import type { CharacterThumb_character$key } from '../__generated__/CharacterThumb_character.graphql.ts';
import { useHydrating } from '../shared/renderState.tsx';
import { type Mark, markIn } from '../shared/roster/marks.ts';
import { type MineFilter, useMarking, useMineFilter } from '../shared/roster/mine.ts';
import { useRoster } from '../shared/roster/store.ts';
import { useSettings } from '../shared/settings.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { openCharacter } from '../shell/characterModal.ts';
import { CharacterThumb, opensModal } from './CharacterThumb.tsx';

type Item = CharacterThumb_character$key & { readonly slug: string };

/** What the server drew: the list (by its slugs), under its filters and settings. */
interface Drawn {
  resetKey: unknown;
  slugs: string;
  settings: unknown;
}

/** A click anywhere on a thumbnail the server drew opens its character, as the thumbnail's own button would. */
function openFromServerHtml(event: React.MouseEvent<HTMLUListElement>) {
  const thumb = (event.target as Element).closest<HTMLElement>('.character-thumb[data-slug]');
  if (!thumb?.dataset.slug || !opensModal(event)) return;
  event.preventDefault();
  openCharacter(thumb.dataset.slug);
}

/**
 * A grid of thumbnails. A list the server drew is whole in its HTML (for visitors without
 * JavaScript and for search engines) and stays that HTML in the browser: React does not hydrate
 * its hundreds of thumbnails, one listener on the list opens the one clicked. Once anything it
 * shows changes (filters, data, settings), React draws the list itself, progressively, as it does
 * for a list first drawn in the browser. The player's marks and the URL's "My Friends" filter
 * (`mine`) come from the device, so they show once the page is live.
 */
export function CharacterGrid({
  characters,
  resetKey,
  empty = 'No character here yet.',
}: {
  characters: readonly Item[];
  resetKey?: unknown;
  empty?: string;
}) {
  const hydrating = useHydrating();
  const settings = useSettings();
  const filter = useMineFilter();
  const { roster } = useRoster();
  const marking = useMarking();
  const kept = filter ? characters.filter((c) => filter.keep(c.slug)) : characters;
  const marks: Mark[] = kept.map((c) => markIn(roster.friends, c.slug));
  const marked = marking || marks.some((m) => m !== 'none');
  const slugs = kept.map((c) => c.slug).join(' ');
  const [drawn] = useState<Drawn | null>(() => (hydrating ? { resetKey, slugs, settings } : null));
  const asDrawn = drawn !== null && !marked && drawn.resetKey === resetKey && drawn.slugs === slugs && drawn.settings === settings;
  // A list kept as the server drew it has nothing to reveal step by step: no timer runs for it.
  const shown = useProgressiveList(asDrawn ? 0 : kept.length, resetKey).count;
  if (kept.length === 0) return <p className="empty">{characters.length && filter ? emptyUnder(filter) : empty}</p>;
  if (asDrawn && typeof window !== 'undefined') {
    // The server's HTML is kept as it is: React leaves the inside of an element with inner HTML
    // alone while hydrating, and never writes this empty value over it afterwards. (The
    // thumbnails are links: their clicks, from a pointer or the Enter key, bubble here.)
    return (
      <ul
        key="server"
        className="character-grid"
        onClick={openFromServerHtml}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, kept only so React leaves the server's HTML in place
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <ul key="browser" className="character-grid">
      {kept.slice(0, asDrawn ? kept.length : shown).map((c, i) => (
        <li key={c.slug}>
          <CharacterThumb character={c} mark={marks[i]} marking={marking} />
        </li>
      ))}
    </ul>
  );
}

/** What a list shows when the "My Friends" filter leaves none of its Friends. */
export function emptyUnder(filter: MineFilter): string {
  if (filter.mine === 'owned') return 'None of these Friends is marked owned on this device.';
  if (filter.mine === 'not-owned') return 'Every Friend here is marked owned on this device.';
  return 'None of these Friends is on your wishlist.';
}
