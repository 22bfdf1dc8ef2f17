import { graphql, useFragment } from 'react-relay/hooks';
import type { BatchSection_batch$key } from '../__generated__/BatchSection_batch.graphql.ts';
import { PreciseDate } from '../shared/PreciseDate.tsx';
import { CharacterGrid } from './CharacterGrid.tsx';

/** One release batch: its number, date and characters. */
export function BatchSection({ batch }: { batch: BatchSection_batch$key }) {
  const b = useFragment(
    graphql`
      fragment BatchSection_batch on CharacterBatch {
        no
        date
        datePrecision
        dateAfter
        characters {
          slug
          ...CharacterThumb_character
        }
      }
    `,
    batch,
  );
  return (
    <section className="batch">
      <h2>
        Batch {b.no} · <PreciseDate value={b.date} precision={b.datePrecision} after={b.dateAfter} />
      </h2>
      <CharacterGrid characters={b.characters} />
    </section>
  );
}
