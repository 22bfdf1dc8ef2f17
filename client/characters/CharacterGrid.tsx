import type { CharacterThumb_character$key } from '../__generated__/CharacterThumb_character.graphql.ts';
import { useProgressiveList } from '../shared/useProgressiveList.ts';
import { CharacterThumb } from './CharacterThumb.tsx';

type Item = CharacterThumb_character$key & { readonly slug: string };

/** A grid of thumbnails rendered progressively (long lists stay fast on phones). */
export function CharacterGrid({
  characters,
  resetKey,
  empty = 'No character here yet.',
}: {
  characters: readonly Item[];
  resetKey?: unknown;
  empty?: string;
}) {
  const shown = useProgressiveList(characters.length, resetKey).count;
  if (characters.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="character-grid">
      {characters.slice(0, shown).map((c) => (
        <li key={c.slug}>
          <CharacterThumb character={c} />
        </li>
      ))}
    </ul>
  );
}
