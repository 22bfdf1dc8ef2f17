import { graphql, useFragment } from 'react-relay/hooks';
import type { FeaturedCharacter_character$key } from '../__generated__/FeaturedCharacter_character.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { openCharacter } from '../shell/characterModal.ts';

/** A character a card features: a small thumbnail that opens the character modal. */
export function FeaturedCharacter({ character }: { character: FeaturedCharacter_character$key }) {
  const c = useFragment(
    graphql`
      fragment FeaturedCharacter_character on Character {
        slug
        shortName
        revealed
        thumbnail
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
  const special = !c.revealed && c.spoilerSafeThumbnail;
  return (
    <button type="button" className="featured-character" onClick={() => openCharacter(c.slug)} title={c.shortName} data-slug={c.slug}>
      <Portrait portrait={special ? null : c.portrait} fallback={special || c.thumbnail} size={32} />
      <span>{c.shortName}</span>
    </button>
  );
}
