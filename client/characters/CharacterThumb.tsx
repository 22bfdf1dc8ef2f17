import { graphql, useFragment } from 'react-relay/hooks';
import type { CharacterThumb_character$key } from '../__generated__/CharacterThumb_character.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';
import { STATUS_STYLES } from './status.ts';

/** A character's square thumbnail; a click opens the character modal. */
export function CharacterThumb({ character, caption }: { character: CharacterThumb_character$key; caption?: string }) {
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
    <button
      type="button"
      className="character-thumb"
      style={{ borderColor: border }}
      onClick={() => openCharacter(c.slug)}
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
    </button>
  );
}
