import './prayerCharacter.css';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrayerCharacter_character$key } from '../__generated__/PrayerCharacter_character.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';

/**
 * A Friend in a prayer: thumbnail, rarity and short name. A click opens the character modal, or,
 * given `onSelect`, toggles the Friend's selection (`pressed`).
 */
export function PrayerCharacter({
  character,
  badge,
  onSelect,
  pressed,
}: {
  character: PrayerCharacter_character$key;
  badge?: string | null;
  onSelect?: () => void;
  pressed?: boolean;
}) {
  const c = useFragment(
    graphql`
      fragment PrayerCharacter_character on Character {
        slug
        shortName
        shortNameTranslit
        currentRarity
        worldCode
        revealed
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
  const special = (prioritizePC98 && c.altThumbnail) || (!c.revealed && c.spoilerSafeThumbnail);
  return (
    <button
      type="button"
      className={`prayer-character${c.revealed ? '' : ' spoiler'}${pressed ? ' chosen' : ''}`}
      onClick={onSelect ?? (() => openCharacter(c.slug))}
      aria-pressed={onSelect ? !!pressed : undefined}
      title={`${name} (${c.worldCode ?? '?'})`}
      data-slug={c.slug}
    >
      <Portrait portrait={special ? null : c.portrait} fallback={special || c.thumbnail} size={56} />
      <span className="prayer-character-rarity">
        <RarityIcon type={c.currentRarity} size={12} />
      </span>
      <span className="prayer-character-name">{name}</span>
      {badge ? <span className={`rate-up-badge badge-${badge}`}>{badge}</span> : null}
    </button>
  );
}
