import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomeStoryCards_home$key } from '../__generated__/HomeStoryCards_home.graphql.ts';

const SUIT_NAMES: Record<string, string> = { plum: 'Plum', orchid: 'Orchid', chrysanthemum: 'Chrysanthemum', bamboo: 'Bamboo' };

/** Usable story cards by star and by suit. */
export function HomeStoryCards({ home }: { home: HomeStoryCards_home$key }) {
  const { storyCardCounts: c } = useFragment(
    graphql`
      fragment HomeStoryCards_home on Home {
        storyCardCounts {
          total
          stars {
            rarity
            count
          }
          suits {
            suit
            count
          }
        }
      }
    `,
    home,
  );
  return (
    <section className="home-card home-cards">
      <h2>
        <Link to="/story-cards">Story cards</Link> <span className="counter">{c.total}</span>
      </h2>
      <ul className="count-list">
        {[...c.stars].reverse().map((s) => (
          <li key={s.rarity}>
            <span className="stars" title={`${s.rarity} star${s.rarity === 1 ? '' : 's'}`}>
              {'★'.repeat(s.rarity)}
            </span>{' '}
            <strong>{s.count}</strong>
          </li>
        ))}
      </ul>
      <ul className="count-list">
        {c.suits.map((s) => (
          <li key={s.suit}>
            <span className={`suit suit-${s.suit}`}>{SUIT_NAMES[s.suit] ?? s.suit}</span> <strong>{s.count}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
