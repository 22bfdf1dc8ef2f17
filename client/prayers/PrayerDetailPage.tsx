import './prayers.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { PrayerDetailPageQuery } from '../__generated__/PrayerDetailPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { recordNotFound } from '../shell/errors.ts';
import { previewDate, usePageMeta, usePageTitle } from '../shell/title.ts';
import { PoolTable } from './PoolTable.tsx';
import { PrayerHeader } from './PrayerHeader.tsx';
import { PrayerSimulator } from './PrayerSimulator.tsx';
import { RateUpChance } from './RateUpChance.tsx';

const Query = graphql`
  query PrayerDetailPageQuery($id: Int!) {
    pullPrices {
      pullsPerMulti
    }
    prayer(id: $id) {
      name
      startAt
      startPrecision
      endAt
      endPrecision
      image
      largeImage
      ...PrayerHeader_prayer
      ...PrayerSimulator_prayer
      ...RateUpChance_prayer
      pool {
        ...PoolTable_pool
        ...RateUpChance_pool
      }
    }
  }
`;

/** The spec's not-found error for a prayer: a 404 whose message starts "Prayer id". */
export function prayerNotFound(id: number): Error {
  return recordNotFound(`Prayer id ${id} does not exist`);
}

/** What a link to the page shows: the prayer's name and dates, in UTC. */
function describe(p: NonNullable<PrayerDetailPageQuery['response']['prayer']>): string {
  const start = previewDate(p.startAt, p.startPrecision) ?? 'an unknown date';
  const end = previewDate(p.endAt, p.endPrecision);
  return `${p.name}: a Touhou LostWord global prayer, from ${start}${end ? ` to ${end}` : ''}. Rate-ups, pool chances and a pull simulator.`;
}

export function PrayerDetailPage({ queryRef }: { queryRef: PreloadedQuery<PrayerDetailPageQuery> }) {
  const data = usePreloadedQuery<PrayerDetailPageQuery>(Query, queryRef);
  const p = data.prayer;
  usePageTitle(p?.name ?? 'Prayer');
  usePageMeta(p ? { description: describe(p), image: p.largeImage ?? p.image, type: 'article' } : {});
  if (!p) throw prayerNotFound(queryRef.variables.id);
  return (
    <section className="page prayers-page prayer-detail">
      <p className="breadcrumb">
        <Link to="/prayers">Prayer Tracker</Link>
      </p>
      <h1>{p.name}</h1>
      <PrayerHeader prayer={p} />
      <div className="simulator-area">
        <PrayerSimulator prayer={p} />
        {p.pool ? <RateUpChance pool={p.pool} prayer={p} pullsPerMulti={data.pullPrices.pullsPerMulti} /> : null}
      </div>
      {p.pool ? <PoolTable pool={p.pool} /> : null}
    </section>
  );
}

export const loader = queryLoader<PrayerDetailPageQuery>(Query, (url) => ({ id: Number(url.pathname.split('/').filter(Boolean).pop()) }));
export const Component = preloadedPage<PrayerDetailPageQuery>(PrayerDetailPage);
