import { graphql, useFragment } from 'react-relay/hooks';
import type { IllustratorRow_illustrator$key } from '../__generated__/IllustratorRow_illustrator.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';
import { Stars } from './Suit.tsx';

/** One illustrator: English id, Japanese name, card count, earliest date, links, then their cards. */
export function IllustratorRow({ illustrator }: { illustrator: IllustratorRow_illustrator$key }) {
  const a = useFragment(
    graphql`
      fragment IllustratorRow_illustrator on Illustrator
      @argumentDefinitions(cardOrder: { type: "IllustratorCardOrder", defaultValue: NAME }, cardsDescending: { type: "Boolean", defaultValue: false }) {
        slug
        name
        jpName
        cardCount
        earliestReleaseAt
        twitter
        pixiv
        website
        storyCards(orderBy: $cardOrder, descending: $cardsDescending) {
          cardId
          name
          nameOfficial
          rarity
          image
        }
      }
    `,
    illustrator,
  );
  return (
    <li className="illustrator" id={`artist-${encodeURIComponent(a.name)}`} data-slug={a.slug}>
      <header className="illustrator-head">
        <h2>
          {a.name}
          {a.jpName && a.jpName !== a.name ? <span className="jp-name"> {a.jpName}</span> : null}
        </h2>
        <span className="illustrator-meta">
          {a.cardCount} card{a.cardCount === 1 ? '' : 's'} · earliest{' '}
          {a.earliestReleaseAt ? <LocalDate value={a.earliestReleaseAt} /> : 'date unknown'}
        </span>
        <span className="illustrator-links">
          {a.twitter ? (
            <a href={a.twitter} target="_blank" rel="noreferrer noopener">
              Twitter
            </a>
          ) : null}
          {a.pixiv ? (
            <a href={a.pixiv} target="_blank" rel="noreferrer noopener">
              Pixiv
            </a>
          ) : null}
          {a.website ? (
            <a href={a.website} target="_blank" rel="noreferrer noopener">
              Website
            </a>
          ) : null}
        </span>
      </header>
      <ul className="illustrator-cards">
        {a.storyCards.map((c) => (
          <li key={c.cardId} className="mini-card" data-card={c.cardId}>
            {c.image ? <img src={c.image} alt="" loading="lazy" decoding="async" /> : <div className="no-image">No Image</div>}
            <Stars rarity={c.rarity} />
            <span className="mini-card-name">
              {c.name}
              {c.nameOfficial ? null : (
                <abbr className="unofficial" title="Unofficial translation">
                  *
                </abbr>
              )}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
