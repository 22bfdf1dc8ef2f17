import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeUpcoming_home$key } from '../__generated__/HomeUpcoming_home.graphql.ts';
import { CharacterThumb } from '../characters/CharacterThumb.tsx';
import { Countdown } from '../shared/Countdown.tsx';
import { markIn } from '../shared/roster/marks.ts';
import { useRoster } from '../shared/roster/store.ts';

/**
 * Characters with a global debut to come, each with its countdown (200 ms) and the player's mark
 * (a Friend on the wishlist says so), read from the device once the page is live.
 */
export function HomeUpcoming({ home }: { home: HomeUpcoming_home$key }) {
  const { upcomingCharacters } = useFragment(
    graphql`
      fragment HomeUpcoming_home on Home {
        upcomingCharacters {
          slug
          debutAt
          ...CharacterThumb_character
        }
      }
    `,
    home,
  );
  const { roster } = useRoster();
  return (
    <section className="home-card home-upcoming">
      <h2>Upcoming characters</h2>
      {upcomingCharacters.length === 0 ? <p className="empty">No debut is announced for now.</p> : null}
      <ul className="upcoming-list">
        {upcomingCharacters.map((c) => (
          <li key={c.slug}>
            <CharacterThumb character={c} mark={markIn(roster.friends, c.slug)} />
            <Countdown target={c.debutAt} intervalMs={200} />
          </li>
        ))}
      </ul>
    </section>
  );
}
