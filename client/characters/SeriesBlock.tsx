import { graphql, useFragment } from 'react-relay/hooks';
import type { SeriesBlock_series$key } from '../__generated__/SeriesBlock_series.graphql.ts';
import { CharacterGrid } from './CharacterGrid.tsx';
import { Counter } from './Counter.tsx';

/** One series block of the conventional list: title, counter and its characters. */
export function SeriesBlock({ series, resetKey }: { series: SeriesBlock_series$key; resetKey?: unknown }) {
  const s = useFragment(
    graphql`
      fragment SeriesBlock_series on Series {
        enTitle
        jpTitle
        large
        total
        available
        characters {
          slug
          ...CharacterThumb_character
        }
      }
    `,
    series,
  );
  return (
    <section className={`series-block${s.large ? ' large' : ''}`}>
      <h2>
        {s.enTitle} {s.jpTitle ? <span lang="ja">{s.jpTitle}</span> : null} <Counter available={s.available} total={s.total} />
      </h2>
      <CharacterGrid characters={s.characters} resetKey={resetKey} />
    </section>
  );
}
