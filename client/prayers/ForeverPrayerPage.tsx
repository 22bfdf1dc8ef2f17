import './prayers.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { ForeverPrayerPageQuery } from '../__generated__/ForeverPrayerPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { recordNotFound } from '../shell/errors.ts';
import { usePageTitle } from '../shell/title.ts';
import { ForeverPrayerList } from './ForeverPrayerList.tsx';
import { ForeverPrayerView } from './ForeverPrayerView.tsx';

const Query = graphql`
  query ForeverPrayerPageQuery($id: Int) {
    foreverPrayer(id: $id) {
      foreverPrayerId
      title
      ...ForeverPrayerView_foreverPrayer
    }
    ...ForeverPrayerList_query
  }
`;

/** The spec's error for a forever prayer the data does not have. */
export function foreverPrayerMissing(): Error {
  return recordNotFound('data is null');
}

export function ForeverPrayerPage({ queryRef }: { queryRef: PreloadedQuery<ForeverPrayerPageQuery> }) {
  const data = usePreloadedQuery<ForeverPrayerPageQuery>(Query, queryRef);
  usePageTitle(data.foreverPrayer?.title ?? 'Forever Prayer');
  if (!data.foreverPrayer) throw foreverPrayerMissing();
  const current = data.foreverPrayer.foreverPrayerId;
  return (
    <section className="page prayers-page forever-page">
      <p className="breadcrumb">Forever Prayer</p>
      <ForeverPrayerView key={current} foreverPrayer={data.foreverPrayer} />
      <ForeverPrayerList query={data} current={current} />
    </section>
  );
}

export const loader = queryLoader<ForeverPrayerPageQuery>(Query, (url) => {
  const id = url.searchParams.get('id');
  return { id: id && /^\d{1,9}$/.test(id) ? Number(id) : null };
});
export const Component = preloadedPage<ForeverPrayerPageQuery>(ForeverPrayerPage);
