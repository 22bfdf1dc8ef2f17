import { graphql, useFragment } from 'react-relay/hooks';
import type { BatchSection_batch$key } from '../__generated__/BatchSection_batch.graphql.ts';
import { PreciseDate } from '../shared/PreciseDate.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { CharacterGrid } from './CharacterGrid.tsx';

/** One release batch: its number, date and characters. */
export function BatchSection({ batch }: { batch: BatchSection_batch$key }) {
  const b = useFragment(
    graphql`
      fragment BatchSection_batch on CharacterBatch {
        kind
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
      {['INSTANT', 'DAY', 'LAUNCH'].includes(b.datePrecision) ? null : (
        <p className="batch-suggest">
          The day is not known here yet.
          <SuggestLink field="batch" recordKey={`${b.kind}-${b.no}`} />
        </p>
      )}
      <CharacterGrid characters={b.characters} />
    </section>
  );
}
