import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ForeverPrayerList_query$key } from '../__generated__/ForeverPrayerList_query.graphql.ts';

/** Every forever prayer, linked, the one shown marked as current; nothing when there is only one. */
export function ForeverPrayerList({ query, current }: { query: ForeverPrayerList_query$key; current: number }) {
  const data = useFragment(
    graphql`
      fragment ForeverPrayerList_query on Query {
        foreverPrayers {
          foreverPrayerId
          title
        }
      }
    `,
    query,
  );
  if (data.foreverPrayers.length <= 1) return null;
  return (
    <nav className="forever-list" aria-label="Forever prayers">
      <h2>Every forever prayer</h2>
      <ul>
        {data.foreverPrayers.map((f) => (
          <li key={f.foreverPrayerId}>
            {f.foreverPrayerId === current ? (
              <strong aria-current="page">{f.title}</strong>
            ) : (
              <Link to={`/prayer/forever-prayer?id=${f.foreverPrayerId}`}>{f.title}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
