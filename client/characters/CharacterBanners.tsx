import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CharacterBanners_character$key } from '../__generated__/CharacterBanners_character.graphql.ts';
import { PrayerDates } from '../shared/PeriodDates.tsx';

const Fragment = graphql`
  fragment CharacterBanners_character on Character {
    nameEn
    banners {
      status
      prayer {
        prayerId
        name
        startAt
        startPrecision
        endAt
        endPrecision
        status
        typeLabel
        types
        sample
      }
    }
  }
`;

const STATUS_WORDS: Record<string, string> = { UPCOMING: 'upcoming', ONGOING: 'running now', ENDED: 'ended', UNKNOWN: 'dates unknown' };

/** Why the Friend was featured: its debut, a rerun, or a rate-up among others. */
function featuredAs(status: string | null | undefined, types: readonly string[]): string {
  if (status === 'new' || types.includes('debut')) return 'debut';
  if (types.includes('rerun') || types.includes('rerun-only')) return 'rerun';
  return 'rate-up';
}

/** Every prayer that featured the Friend, newest first, with its dates and kind. */
export function CharacterBanners({ character }: { character: CharacterBanners_character$key }) {
  const c = useFragment(Fragment, character);
  const headingId = useId();
  return (
    <section className="character-banners" aria-labelledby={headingId}>
      <h2 id={headingId}>Banner history</h2>
      {c.banners.length === 0 ? (
        <p className="empty">No prayer in the data featured {c.nameEn} as a rate-up.</p>
      ) : (
        <table className="banner-history">
          <thead>
            <tr>
              <th scope="col">Prayer</th>
              <th scope="col">Dates (UTC day or your zone)</th>
              <th scope="col">Kind</th>
            </tr>
          </thead>
          <tbody>
            {c.banners.map(({ prayer: p, status }) => (
              <tr key={p.prayerId} data-testid="banner-row">
                <td>
                  <Link to={`/prayer/info/${p.prayerId}`}>{p.name}</Link>
                  {p.sample ? <span className="sample-badge">sample data</span> : null}
                </td>
                <td>
                  <PrayerDates startAt={p.startAt} startPrecision={p.startPrecision} endAt={p.endAt} endPrecision={p.endPrecision} />
                  <span className="banner-status"> · {STATUS_WORDS[p.status] ?? p.status}</span>
                </td>
                <td>
                  {featuredAs(status, p.types)}
                  {p.typeLabel ? ` · ${p.typeLabel}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
