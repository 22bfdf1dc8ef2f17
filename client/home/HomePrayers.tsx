import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomePrayers_home$key } from '../__generated__/HomePrayers_home.graphql.ts';
import type { HomePrayers_prayer$key } from '../__generated__/HomePrayers_prayer.graphql.ts';
import { PrayerCharacter } from '../prayers/PrayerCharacter.tsx';
import { PrayerCountdown, PrayerDates } from '../prayers/PrayerTiming.tsx';
import { trimRateUps } from '../shared/trimRateUps.ts';

/** One prayer: name and type, its dates with a countdown (100 ms), its rate-up Friends. */
function HomePrayer({ prayer }: { prayer: HomePrayers_prayer$key }) {
  const p = useFragment(
    graphql`
      fragment HomePrayers_prayer on Prayer {
        prayerId
        name
        typeLabel
        startAt
        startPrecision
        endAt
        endPrecision
        status
        revealed
        sample
        rateUpCharacters {
          status
          character {
            slug
            ...PrayerCharacter_character
          }
        }
      }
    `,
    prayer,
  );
  const { shown, more } = trimRateUps(p.rateUpCharacters);
  return (
    <li className={`home-prayer status-${p.status.toLowerCase()}`} data-prayer={p.prayerId}>
      <p className="home-prayer-name">
        <Link to={`/prayer/info/${p.prayerId}`}>{p.name}</Link>
        {p.typeLabel ? <span className="tag">{p.typeLabel}</span> : null}
        {!p.revealed ? <span className="tag spoiler-tag">JP spoiler</span> : null}
        {p.sample ? <span className="sample-badge">sample data</span> : null}
      </p>
      <p className="prayer-when">
        <PrayerDates {...p} /> <PrayerCountdown {...p} />
      </p>
      {shown.length ? (
        <ul className="home-prayer-rate-ups" aria-label="Rate-up Friends">
          {shown.map((r) => (
            <li key={r.character.slug}>
              <PrayerCharacter character={r.character} badge={r.status} />
            </li>
          ))}
          {more ? <li className="rate-ups-more">and {more} more</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Prayers running and announced, each with its countdown; then the ones that ended last. */
export function HomePrayers({ home }: { home: HomePrayers_home$key }) {
  const { currentPrayers, endedPrayers } = useFragment(
    graphql`
      fragment HomePrayers_home on Home {
        currentPrayers {
          id
          ...HomePrayers_prayer
        }
        endedPrayers(count: 3) {
          id
          ...HomePrayers_prayer
        }
      }
    `,
    home,
  );
  return (
    <section className="home-card home-prayers">
      <h2>Prayers</h2>
      <h3>Ongoing and upcoming</h3>
      {currentPrayers.length === 0 ? <p className="empty">No prayer is running or announced in the tracker's data.</p> : null}
      <ul className="home-prayer-list" aria-label="Ongoing and upcoming prayers">
        {currentPrayers.map((p) => (
          <HomePrayer key={p.id} prayer={p} />
        ))}
      </ul>
      {endedPrayers.length ? (
        <>
          <h3>Ended last</h3>
          <ul className="home-prayer-list" aria-label="Prayers that ended last">
            {endedPrayers.map((p) => (
              <HomePrayer key={p.id} prayer={p} />
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to="/prayers">All prayers</Link>
      </p>
    </section>
  );
}
