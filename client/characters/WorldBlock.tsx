import { graphql, useFragment } from 'react-relay/hooks';
import type { WorldBlock_world$key } from '../__generated__/WorldBlock_world.graphql.ts';
import { CharacterGrid } from './CharacterGrid.tsx';
import { Counter } from './Counter.tsx';

/** One world of the universe tracker: code, name, counter and characters. */
export function WorldBlock({ world, resetKey }: { world: WorldBlock_world$key; resetKey?: unknown }) {
  const w = useFragment(
    graphql`
      fragment WorldBlock_world on World {
        code
        name
        total
        available
        characters {
          slug
          ...CharacterThumb_character
        }
      }
    `,
    world,
  );
  return (
    <section className="series-block">
      <h2>
        {w.code}
        {w.name ? ` · ${w.name}` : ''} <Counter available={w.available} total={w.total} />
      </h2>
      <CharacterGrid characters={w.characters} resetKey={resetKey} />
    </section>
  );
}
