import { graphql, useFragment } from 'react-relay/hooks';
import type { PrayerHeader_prayer$data, PrayerHeader_prayer$key } from '../__generated__/PrayerHeader_prayer.graphql.ts';
import { sourceHref } from '../shared/PreciseDate.tsx';
import { WantedFriends } from '../shared/roster/WantedFriends.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { PrayerCharacter } from './PrayerCharacter.tsx';
import { PrayerItemThumb } from './PrayerItemThumb.tsx';
import { PrayerCountdown, PrayerDates } from './PrayerTiming.tsx';
import { PRAYER_TYPE_LABELS, pullsText } from './search.ts';

const TRACKS: Record<string, string> = {
  asc: 'Ascending',
  'asc*': 'Ascending (2nd)',
  desc: 'Descending',
  'desc*': 'Descending (2nd)',
  special: 'Special',
};

function duration(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  return hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} hours`;
}

/** Whether a date of this precision is placed in a calendar (to the instant, or to the day). */
const placed = (precision: string | null | undefined) => precision === 'INSTANT' || precision === 'DAY' || precision === 'LAUNCH';

/** The prayer's calendar file (server/feeds): a prayer not yet revealed needs the spoiler switch there too. */
export const prayerCalendarHref = (id: number, revealed: boolean) => `/calendar/prayer/${id}.ics${revealed ? '' : '?jpContent=1'}`;

/** The prayer's facts: types, dates and countdown, limits and prices, rate-ups and step-ups. */
export function PrayerHeader({ prayer }: { prayer: PrayerHeader_prayer$key }) {
  const p = useFragment(
    graphql`
      fragment PrayerHeader_prayer on Prayer {
        prayerId
        name
        types
        typeLabel
        startAt
        startPrecision
        endAt
        endPrecision
        duration
        maxPulls
        disableSc
        gcCost
        dust
        revealed
        sample
        source
        note
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
          exchange
          exchangeAmount
          card {
            cardId
            ...PrayerItemThumb_item
          }
        }
        stepUps {
          code
          index
          startAt
          endAt
          sample
          items {
            position
            cost
            guaranteed
            multiplier
            pickUpGuaranteed
            dust
          }
        }
      }
    `,
    prayer,
  );
  const href = p.source ? sourceHref(p.source) : null;
  return (
    <header className="prayer-header">
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
        {!p.startAt || p.startPrecision === 'BY' || p.startPrecision === 'MONTH' ? (
          <SuggestLink field="start" recordKey={p.prayerId} />
        ) : null}
        {p.startAt && (!p.endAt || p.endPrecision === 'BY' || p.endPrecision === 'MONTH') ? (
          <SuggestLink field="end" recordKey={p.prayerId} />
        ) : null}
        {typeof p.duration === 'number' ? <span className="prayer-duration"> · {duration(p.duration)}</span> : null}
      </p>
      <ul className="prayer-facts">
        {typeof p.maxPulls === 'number' ? <li>Pull limit: {pullsText(p.maxPulls)}</li> : null}
        {typeof p.gcCost === 'number' ? <li>God crystal pull: {p.gcCost} GC</li> : null}
        {typeof p.dust === 'number' ? <li>Dust per ten pulls: {p.dust}</li> : null}
        {p.disableSc ? <li>Seal crystals cannot be used</li> : null}
        {href ? (
          <li>
            <a href={href} target="_blank" rel="noreferrer noopener">
              Source
            </a>
          </li>
        ) : null}
        {placed(p.startPrecision) || placed(p.endPrecision) ? (
          <li>
            <a href={prayerCalendarHref(p.prayerId, p.revealed)} download={`prayer-${p.prayerId}.ics`}>
              Add to calendar
            </a>
          </li>
        ) : null}
      </ul>
      {p.note ? <p className="prayer-note">{p.note}</p> : null}
      <WantedFriends featured={p.rateUpCharacters.map((r) => ({ slug: r.character.slug, name: r.character.nameEn }))} />
      <RateUps characters={p.rateUpCharacters} cards={p.rateUpCards} />
      <UnknownFeatures prayerId={p.prayerId} friends={p.rateUpCharacters.length} cards={p.rateUpCards.length} />
      {p.stepUps.map((s) => (
        <StepUpTable key={s.index} stepUp={s} />
      ))}
    </header>
  );
}

type Prayer = PrayerHeader_prayer$data;

/** What the site does not know the prayer features yet, each with its suggestion form. */
function UnknownFeatures({ prayerId, friends, cards }: { prayerId: number; friends: number; cards: number }) {
  return (
    <>
      {friends ? null : (
        <p className="prayer-featured-unknown">
          The Friends this prayer features are not known here yet.
          <SuggestLink field="featured" recordKey={prayerId} />
        </p>
      )}
      {cards ? null : (
        <p className="prayer-featured-unknown">
          No story card is known to be featured.
          <SuggestLink field="cards" recordKey={prayerId} label="Does it feature some? Name them" />
        </p>
      )}
    </>
  );
}

/** The rate-up Friends and story cards, each list under its heading where the prayer has any. */
function RateUps({ characters, cards }: { characters: Prayer['rateUpCharacters']; cards: Prayer['rateUpCards'] }) {
  return (
    <>
      {characters.length ? (
        <>
          <h2>Rate-up Friends</h2>
          <ul className="rate-ups">
            {characters.map((r) => (
              <li key={r.character.slug}>
                <PrayerCharacter character={r.character} badge={r.status} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cards.length ? (
        <>
          <h2>Rate-up story cards</h2>
          <ul className="rate-ups">
            {cards.map((r) => (
              <li key={r.card.cardId}>
                <PrayerItemThumb item={r.card}>
                  {r.isNew ? <span className="rate-up-badge badge-new">new</span> : null}
                  {r.exchange ? <span className="rate-up-badge badge-exchange">exchange {r.exchangeAmount}</span> : null}
                </PrayerItemThumb>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** One step-up track: its dates, then each step's cost, guarantee, rates and dust. */
function StepUpTable({ stepUp: s }: { stepUp: Prayer['stepUps'][number] }) {
  return (
    <table className="step-up-table">
      <caption>
        Step-up: {TRACKS[s.code] ?? s.code}
        {s.startAt || s.endAt ? (
          <>
            {' '}
            (<PrayerDates startAt={s.startAt} endAt={s.endAt} />)
          </>
        ) : null}
        {s.sample ? (
          <>
            {' '}
            <span className="sample-badge" title="Made-up stand-in: no public source states these steps">
              sample data
            </span>
          </>
        ) : null}
      </caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Cost</th>
          <th scope="col">Guaranteed</th>
          <th scope="col">Rates</th>
          <th scope="col">Dust</th>
        </tr>
      </thead>
      <tbody>
        {s.items.map((i) => (
          <tr key={i.position}>
            <td>{i.position + 1}</td>
            <td>{i.cost}</td>
            <td>
              {i.guaranteed ?? '–'}
              {i.pickUpGuaranteed ? ' (rate-up)' : ''}
            </td>
            <td>{i.multiplier ? `Friends ×${i.multiplier}` : '–'}</td>
            <td>{i.dust ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
