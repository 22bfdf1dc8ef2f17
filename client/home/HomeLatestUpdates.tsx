import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomeLatestUpdates_home$key } from '../__generated__/HomeLatestUpdates_home.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';

/** The newest entries of the update log, linking to them. */
export function HomeLatestUpdates({ home }: { home: HomeLatestUpdates_home$key }) {
  const { latestUpdates } = useFragment(
    graphql`
      fragment HomeLatestUpdates_home on Home {
        latestUpdates(count: 3) {
          number
          title
          subtitle
          timestamp
        }
      }
    `,
    home,
  );
  return (
    <section className="home-card home-updates">
      <h2>
        <Link to="/update-log">Latest updates</Link>
      </h2>
      <ul>
        {latestUpdates.map((u) => (
          <li key={u.number}>
            <Link to={`/update-log#update-${u.number}`}>
              #{u.number} {u.title}
            </Link>
            {u.subtitle ? <span className="update-subtitle"> · {u.subtitle}</span> : null} · <LocalDate value={u.timestamp} />
          </li>
        ))}
      </ul>
    </section>
  );
}
