import { graphql, useFragment } from 'react-relay/hooks';
import type { VariantGroupSection_group$key } from '../__generated__/VariantGroupSection_group.graphql.ts';
import { useSettings } from '../shared/settings.ts';
import { CharacterGrid } from './CharacterGrid.tsx';
import { Counter } from './Counter.tsx';

/** A base character with the variants the viewer may see. */
export function VariantGroupSection({ group }: { group: VariantGroupSection_group$key }) {
  const g = useFragment(
    graphql`
      fragment VariantGroupSection_group on VariantGroup {
        enName
        jpName
        translitName
        available
        total
        characters {
          slug
          ...CharacterThumb_character
        }
      }
    `,
    group,
  );
  const { useTraditionalName } = useSettings();
  if (g.characters.length === 0) return null;
  return (
    <section className="variant-group">
      <h2>
        {(useTraditionalName && g.translitName) || g.enName} {g.jpName ? <span lang="ja">{g.jpName}</span> : null}{' '}
        <Counter available={g.available} total={g.total} />
      </h2>
      <CharacterGrid characters={g.characters} />
    </section>
  );
}
