import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { PrayerCard_prayer$key } from '../__generated__/PrayerCard_prayer.graphql.ts';
import { WantedFriends } from '../shared/roster/WantedFriends.tsx';
import { trimRateUps } from '../shared/trimRateUps.ts';
import { PrayerCharacter } from './PrayerCharacter.tsx';
import { PrayerItemThumb } from './PrayerItemThumb.tsx';
import { PrayerCountdown, PrayerDates } from './PrayerTiming.tsx';
import { PRAYER_TYPE_LABELS, pullsText, STEP_UP_LABELS } from './search.ts';

const STEP_CODES: Record<string, string> = { asc: 'asc', 'asc*': 'asc-2', desc: 'desc', 'desc*': 'desc-2', special: 'special' };

/** One prayer of the list: name, types, dates with a countdown, pull limit, rate-ups and step-ups. */
export function PrayerCard({ prayer }: { prayer: PrayerCard_prayer$key }) {
  const p = useFragment(
    graphql`
      fragment PrayerCard_prayer on Prayer {
        prayerId
        name
        types
        typeLabel
        startAt
        startPrecision
        endAt
        endPrecision
        status
        maxPulls
        revealed
        sample
        image
        rateUpCharacters {
          status
          character {
            slug
            nameEn
            ...PrayerCharacter_character
          }
        }
        rateUpCards {
          isNew
          card {
            cardId
            ...PrayerItemThumb_item
          }
        }
        stepUps {
          code
          index
        }
      }
    `,
    prayer,
  );
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = trimRateUps(p.rateUpCharacters);
  const characters = expanded ? p.rateUpCharacters : shown;
  return (
    <article className={`prayer-card-item status-${p.status.toLowerCase()}`} data-prayer={p.prayerId}>
      <header>
        <h2>
          <Link to={`/prayer/info/${p.prayerId}`}>{p.name}</Link>
        </h2>
        <p className="prayer-meta">
          {p.typeLabel ? <span className="type-label">{p.typeLabel}</span> : null}
          {p.types.map((t) => (
            <span key={t} className="tag">
              {PRAYER_TYPE_LABELS[t] ?? t}
            </span>
          ))}
          {!p.revealed ? <span className="tag spoiler-tag">JP spoiler</span> : null}
          {p.sample ? <span className="sample-badge">sample data</span> : null}
        </p>
        <p className="prayer-when">
          <PrayerDates {...p} /> <PrayerCountdown {...p} />
        </p>
        {typeof p.maxPulls === 'number' ? <p className="pull-limit">Pull limit: {pullsText(p.maxPulls)}</p> : null}
      </header>
      <WantedFriends featured={p.rateUpCharacters.map((r) => ({ slug: r.character.slug, name: r.character.nameEn }))} />
      {p.rateUpCharacters.length ? (
        <ul className="rate-ups" aria-label="Rate-up Friends">
          {characters.map((r) => (
            <li key={r.character.slug}>
              <PrayerCharacter character={r.character} badge={r.status} />
            </li>
          ))}
          {more && !expanded ? (
            <li className="rate-ups-more">
              <button type="button" className="link-button" onClick={() => setExpanded(true)}>
                {more} more
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {p.rateUpCards.length ? (
        <ul className="rate-ups" aria-label="Rate-up story cards">
          {p.rateUpCards.map((r) => (
            <li key={r.card.cardId}>
              <PrayerItemThumb item={r.card}>{r.isNew ? <span className="rate-up-badge badge-new">new</span> : null}</PrayerItemThumb>
            </li>
          ))}
        </ul>
      ) : null}
      {p.stepUps.length ? (
        <p className="step-up-summary">
          Step-ups:{' '}
          {p.stepUps.map((s) => (
            <span key={s.index} className="tag">
              {STEP_UP_LABELS[STEP_CODES[s.code] ?? 'other'] ?? s.code}
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
