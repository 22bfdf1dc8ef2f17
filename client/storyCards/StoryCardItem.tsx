import { memo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { StoryCardItem_card$data, StoryCardItem_card$key } from '../__generated__/StoryCardItem_card.graphql.ts';
import { Countdown } from '../shared/Countdown.tsx';
import { LocalDate } from '../shared/LocalDate.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { describeBuff } from './effects.ts';
import { FeaturedCharacter } from './FeaturedCharacter.tsx';
import { Stars, SuitIcon } from './Suit.tsx';

const figure = (v: number | null | undefined) => (v === null || v === undefined ? '?' : String(Math.round(v * 100) / 100));

/** One story card of the list: name, suit, art, stars, stats, effects, artist, release, obtaining and links. */
/** One card; `heading` h1 on the card's own page, where its name is the page's title rather than a link to it. */
export const StoryCardItem = memo(function StoryCardItem({
  card,
  heading = 'h2',
}: {
  card: StoryCardItem_card$key;
  heading?: 'h1' | 'h2';
}) {
  const c = useFragment(
    graphql`
      fragment StoryCardItem_card on StoryCard {
        cardId
        name
        nameOfficial
        nameOriginal
        rarity
        suit
        image
        revealed
        released
        releaseAt
        stats {
          stat
          label
          min
          max
          randomMin
          randomMax
        }
        totalStat {
          min
          max
        }
        buffs {
          attr
          attrName
          attrType
          values
          turn
          target
          role
          metadata
          character {
            shortName
          }
        }
        randomBuffs {
          attr
          attrName
          attrType
          values
          turn
          target
          role
          metadata
          character {
            shortName
          }
        }
        artist {
          name
          jpName
        }
        featuredCharacters {
          slug
          ...FeaturedCharacter_character
        }
        obtaining {
          type
          display
          endsAt
        }
        links {
          gameWiki
          loreWiki
        }
      }
    `,
    card,
  );
  const effects = c.buffs.map((b) => (b.character ? `${b.character.shortName}: ${describeBuff(b)}` : describeBuff(b)));
  const random = c.randomBuffs.map((b) => describeBuff(b));
  return (
    <article className={`story-card suit-${c.suit}${c.revealed ? '' : ' unrevealed'}`} data-card={c.cardId} aria-label={c.name}>
      <StoryCardHead card={c} heading={heading} />
      <div className="story-card-body">
        <div className="story-card-art">
          {c.image ? (
            <img src={c.image} alt={c.name} loading="lazy" decoding="async" />
          ) : (
            <div className="no-image">
              No Image
              {heading === 'h1' ? <SuggestLink field="art" recordKey={c.cardId} label="Have it? Suggest it" /> : null}
            </div>
          )}
          <Stars rarity={c.rarity} />
        </div>
        <div className="story-card-details">
          <StoryCardStats stats={c.stats} total={c.totalStat} />
          <StoryCardEffects effects={effects} random={random} />
          {c.featuredCharacters.length ? (
            <fieldset className="story-card-featured">
              <legend className="visually-hidden">Featured characters</legend>
              {c.featuredCharacters.map((f) => (
                <FeaturedCharacter key={f.slug} character={f} />
              ))}
            </fieldset>
          ) : null}
          <StoryCardFacts
            cardId={heading === 'h1' ? c.cardId : null}
            artist={c.artist}
            releaseAt={c.releaseAt}
            released={c.released}
            obtaining={c.obtaining}
          />
          <StoryCardLinks links={c.links} />
        </div>
      </div>
    </article>
  );
});

type Card = StoryCardItem_card$data;

/** The card's name (a link to its own page but on that page), whether the name is official, its suit and whether it is out. */
function StoryCardHead({
  card: c,
  heading,
}: {
  card: Pick<Card, 'cardId' | 'name' | 'nameOfficial' | 'nameOriginal' | 'suit' | 'revealed'>;
  heading: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <header className="story-card-head">
      <Heading className="story-card-name">
        {/* The card's own page: an address to keep or share. */}
        {heading === 'h1' ? c.name : <Link to={`/story-cards/${c.cardId}`}>{c.name}</Link>}
        {c.nameOfficial ? null : (
          <abbr
            className="unofficial"
            title={`Unofficial translation${c.nameOriginal ? ` of ${c.nameOriginal}` : ''}: no official English name found yet`}
          >
            unofficial
          </abbr>
        )}
      </Heading>
      <SuitIcon suit={c.suit} />
      {c.revealed ? null : (
        <span className="jp-badge" title="Not revealed on the global server yet">
          JP
        </span>
      )}
    </header>
  );
}

/** The card's pages on the wikis, where it has any. */
function StoryCardLinks({ links }: { links: Card['links'] }) {
  if (!links.gameWiki && !links.loreWiki) return null;
  return (
    <p className="story-card-links">
      {links.gameWiki ? (
        <a href={links.gameWiki} target="_blank" rel="noreferrer noopener">
          Game wiki
        </a>
      ) : null}
      {links.loreWiki ? (
        <a href={links.loreWiki} target="_blank" rel="noreferrer noopener">
          Lore wiki
        </a>
      ) : null}
    </p>
  );
}

/** Each stat's range (a random one where the card rolls it) and the total. */
function StoryCardStats({ stats, total }: { stats: Card['stats']; total: Card['totalStat'] }) {
  return (
    <table className="story-card-stats">
      <tbody>
        {stats.map((s) => (
          <tr key={s.stat}>
            <th scope="row">{s.label}</th>
            <td>
              {figure(s.min)} –{' '}
              {s.randomMin !== null && s.randomMax !== null ? `${figure(s.randomMin)}~${figure(s.randomMax)}` : figure(s.max)}
            </td>
          </tr>
        ))}
        <tr className="total">
          <th scope="row">Total</th>
          <td>
            {figure(total.min)} – {figure(total.max)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The card's effects, described, and its random ones apart. */
function StoryCardEffects({ effects, random }: { effects: string[]; random: string[] }) {
  return (
    <>
      {effects.length ? (
        <ul className="story-card-effects">
          {effects.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: effects are positional and never reorder
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : (
        <p className="story-card-effects empty">No effect</p>
      )}
      {random.length ? (
        <div className="story-card-random">
          <span>Random effects:</span>
          <ul>
            {random.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: effects are positional and never reorder
              <li key={i}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** Who drew the card, when it comes out, and how it is obtained. */
function StoryCardFacts({
  cardId,
  artist,
  releaseAt,
  released,
  obtaining,
}: Pick<Card, 'artist' | 'releaseAt' | 'released' | 'obtaining'> & {
  /** On the card's own page: the link to suggest its release (a list asks for none, one per card). */
  cardId: number | null;
}) {
  return (
    <dl className="story-card-facts">
      <dt>Artist</dt>
      <dd>
        {artist ? <Link to={`/story-cards/illustrators#artist-${encodeURIComponent(artist.name)}`}>{artist.name}</Link> : 'Unknown'}
        {artist?.jpName && artist.jpName !== artist.name ? <span className="jp-name"> ({artist.jpName})</span> : null}
      </dd>
      <dt>Release</dt>
      <dd>
        {releaseAt ? <LocalDate value={releaseAt} /> : 'Unknown'}
        {releaseAt || cardId === null ? null : <SuggestLink field="release" recordKey={cardId} />}
        {releaseAt && !released ? (
          <span className="release-countdown">
            {' '}
            (in <Countdown target={releaseAt} />)
          </span>
        ) : null}
      </dd>
      {obtaining.length ? (
        <>
          <dt>Obtained</dt>
          <dd>
            <ul className="story-card-obtaining">
              {obtaining.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
                <li key={i}>
                  {o.display ?? o.type}
                  {o.endsAt ? (
                    <span className="until">
                      {' '}
                      · Until <LocalDate value={o.endsAt} withTime />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
