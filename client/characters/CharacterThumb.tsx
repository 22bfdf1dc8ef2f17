import { memo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CharacterThumb_character$key } from '../__generated__/CharacterThumb_character.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';
import { STATUS_STYLES } from './status.ts';

/**
 * A character's square thumbnail, a link to the character's page: a click opens the character
 * modal instead (where JavaScript runs). Memoised: a list of hundreds
 * re-renders only the thumbnails whose data changed.
 */
export const CharacterThumb = memo(function CharacterThumb({
  character,
  caption,
}: {
  character: CharacterThumb_character$key;
  caption?: string;
}) {
  const c = useFragment(
    graphql`
      fragment CharacterThumb_character on Character {
        slug
        shortName
        shortNameTranslit
        currentRarity
        status
        worldCode
        hasRebirth
        revealed
        sample
        thumbnail
        altThumbnail
        spoilerSafeThumbnail
        portrait {
          src
          avifSrcSet
          webpSrcSet
        }
      }
    `,
    character,
  );
  const { useTraditionalName, prioritizePC98 } = useSettings();
  const name = (useTraditionalName && c.shortNameTranslit) || c.shortName;
  // A chosen stand-in (the older-style or the spoiler-safe picture) comes before the portrait.
  const special = (prioritizePC98 && c.altThumbnail) || (!c.revealed && c.spoilerSafeThumbnail);
  const border = STATUS_STYLES[c.status]?.colour ?? '#4f4f4f';
  return (
    <a
      href={`/characters/${c.slug}`}
      className="character-thumb"
      style={{ borderColor: border }}
      onClick={(event) => {
        if (!opensModal(event)) return;
        event.preventDefault();
        openCharacter(c.slug);
      }}
      title={`${name} (${c.worldCode ?? '?'})`}
      data-slug={c.slug}
    >
      <Portrait portrait={special ? null : c.portrait} fallback={special || c.thumbnail} size={72} />
      <span className="thumb-rarity">
        <RarityIcon type={c.currentRarity} size={14} />
      </span>
      {c.hasRebirth ? (
        <span className="thumb-rebirth" title="Can be reborn">
          ♥
        </span>
      ) : null}
      <span className="thumb-name">{caption ?? name}</span>
      {c.worldCode ? <span className="thumb-world">{c.worldCode}</span> : null}
      {c.sample ? <span className="sample-badge">sample data</span> : null}
    </a>
  );
});

/**
 * A plain click on a thumbnail opens the character modal; a click with a modifier key or another
 * button keeps the link's own meaning (a new tab or window on the character's page).
 */
export function opensModal(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
