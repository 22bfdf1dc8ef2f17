import { graphql, useFragment } from 'react-relay/hooks';
import type { RoleSection_role$key } from '../__generated__/RoleSection_role.graphql.ts';
import { CharacterGrid } from './CharacterGrid.tsx';

/** The characters of one role, under its icon. */
export function RoleSection({ role }: { role: RoleSection_role$key }) {
  const r = useFragment(
    graphql`
      fragment RoleSection_role on RoleGroup {
        id
        name
        kanji
        characters {
          slug
          ...CharacterThumb_character
        }
      }
    `,
    role,
  );
  return (
    <section className="role-group" id={`role-${r.id}`}>
      <h2>
        <span className={`role-icon role-${r.id}`} lang="ja" aria-hidden="true">
          {r.kanji[0]}
        </span>
        {r.name} <span className="counter">{r.characters.length}</span>
      </h2>
      <CharacterGrid characters={r.characters} />
    </section>
  );
}
