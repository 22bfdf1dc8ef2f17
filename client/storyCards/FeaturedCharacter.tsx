import { graphql, useFragment } from 'react-relay/hooks';
import type { FeaturedCharacter_character$key } from '../__generated__/FeaturedCharacter_character.graphql.ts';
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
      }
    `,
    character,
  );
  const src = (!c.revealed && c.spoilerSafeThumbnail) || c.thumbnail;
  return (
    <button type="button" className="featured-character" onClick={() => openCharacter(c.slug)} title={c.shortName} data-slug={c.slug}>
      <img src={src} alt="" width={32} height={32} loading="lazy" decoding="async" />
      <span>{c.shortName}</span>
    </button>
  );
}
