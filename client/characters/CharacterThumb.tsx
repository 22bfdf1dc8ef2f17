import { memo, type ReactNode } from 'react';
import '../shared/roster/toggles.css';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CharacterThumb_character$key } from '../__generated__/CharacterThumb_character.graphql.ts';
import { Portrait, type PortraitFiles } from '../shared/Portrait.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { cycleMark, MARK_BADGE, MARK_TEXT, type Mark } from '../shared/roster/marks.ts';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';
import { STATUS_STYLES } from './status.ts';

/**
 * A character's square thumbnail, a link to the character's page: a click opens the character
 * modal instead (where JavaScript runs), or, while the list's "Tap to mark" is on, moves the
 * Friend's mark on. `mark` is the player's mark, kept on the device. Memoised: a list of hundreds
 * re-renders only the thumbnails whose data or mark changed.
 */
export const CharacterThumb = memo(function CharacterThumb({
  character,
  caption,
  mark = 'none',
  marking = false,
}: {
  character: CharacterThumb_character$key;
  caption?: string;
  mark?: Mark;
  marking?: boolean;
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
  return (
    <CharacterLink
      slug={c.slug}
      status={c.status}
      className="character-thumb"
      title={`${name} (${c.worldCode ?? '?'})${mark === 'none' ? '' : `: ${MARK_TEXT[mark]}`}`}
      onActivate={marking ? cycleMark : undefined}
    >
      <CharacterPicture c={c} prioritizePC98={prioritizePC98} size={72} />
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
      {mark === 'none' ? null : <span className={`thumb-mark ${mark}`}>{MARK_BADGE[mark]}</span>}
    </CharacterLink>
  );
});

/**
 * A link to a character's page in the colour of its status: a plain click opens the character
 * modal instead (where JavaScript runs), or does `onActivate` when given.
 */
export function CharacterLink({
  slug,
  status,
  className,
  title,
  onActivate,
  children,
}: {
  slug: string;
  status: string;
  className: string;
  title?: string;
  onActivate?: (slug: string) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={`/characters/${slug}`}
      className={className}
      style={{ borderColor: STATUS_STYLES[status]?.colour ?? '#4f4f4f' }}
      onClick={(event) => {
        if (!opensModal(event)) return;
        event.preventDefault();
        if (onActivate) onActivate(slug);
        else openCharacter(slug);
      }}
      title={title}
      data-slug={slug}
    >
      {children}
    </a>
  );
}

interface PictureFiles {
  readonly revealed: boolean;
  readonly thumbnail: string;
  readonly altThumbnail: string | null | undefined;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly portrait: PortraitFiles | null | undefined;
}

/** A character's picture: a chosen stand-in (the older-style or the spoiler-safe picture) comes before the portrait. */
export function CharacterPicture({
  c,
  prioritizePC98,
  size,
  eager,
}: {
  c: PictureFiles;
  prioritizePC98: boolean;
  size: number;
  eager?: boolean;
}) {
  const special = (prioritizePC98 && c.altThumbnail) || (!c.revealed && c.spoilerSafeThumbnail);
  return <Portrait portrait={special ? null : c.portrait} fallback={special || c.thumbnail} size={size} eager={eager} />;
}

/**
 * A plain click on a thumbnail opens the character modal; a click with a modifier key or another
 * button keeps the link's own meaning (a new tab or window on the character's page).
 */
export function opensModal(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
