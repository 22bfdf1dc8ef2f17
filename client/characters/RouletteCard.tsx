import { graphql, useFragment } from 'react-relay/hooks';
import type { RouletteCard_character$key } from '../__generated__/RouletteCard_character.graphql.ts';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { CharacterLink, CharacterPicture } from './CharacterThumb.tsx';

/**
 * One drawn Friend: portrait, name, rarity, role and world, a link to the Friend's page (a plain
 * click opens the character modal, as a thumbnail does).
 */
export function RouletteCard({ character }: { character: RouletteCard_character$key }) {
  const c = useFragment(
    graphql`
      fragment RouletteCard_character on Character {
        slug
        nameEn
        nameTranslit
        type
        role
        status
        worldCode
        worldName
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
  const name = (useTraditionalName && c.nameTranslit) || c.nameEn;
  return (
    <CharacterLink slug={c.slug} status={c.status} className="roulette-card">
      <CharacterPicture c={c} prioritizePC98={prioritizePC98} size={112} eager />
      <span className="roulette-name">{name}</span>
      <span className="roulette-facts">
        <span className="roulette-type">
          <span aria-hidden="true">
            <RarityIcon type={c.type} size={14} />
          </span>
          {TYPE_LABELS[c.type] ?? c.type}
        </span>
        {c.role ? <span className="roulette-role">{c.role[0].toUpperCase() + c.role.slice(1)}</span> : null}
        {c.worldCode ? (
          <span className="roulette-world">
            {c.worldCode}
            {c.worldName ? ` · ${c.worldName}` : ''}
          </span>
        ) : null}
      </span>
      {c.sample ? <span className="sample-badge">sample data</span> : null}
    </CharacterLink>
  );
}
