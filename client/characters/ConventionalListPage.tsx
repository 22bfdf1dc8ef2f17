import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { ConventionalListPageQuery } from '../__generated__/ConventionalListPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { Countdown } from '../shared/Countdown.tsx';
import { useReplaceQuery } from '../shared/queryParams.ts';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { HintPanel } from './HintPanel.tsx';
import { SeriesBlock } from './SeriesBlock.tsx';

const Query = graphql`
  query ConventionalListPageQuery {
    seriesTabs {
      id
      name
      series {
        id
        ...SeriesBlock_series
      }
    }
    upcomingCharacters {
      slug
      shortName
      debutAt
    }
  }
`;

/** The tab a `type` value selects: its id, or an id the value starts with (a6 -> a...). */
export function pickTab<T extends { id: string }>(tabs: readonly T[], type: string | null): T | undefined {
  const value = (type ?? '').toLowerCase();
  return tabs.find((t) => t.id === value) ?? tabs.find((t) => value?.startsWith(t.id)) ?? tabs[Math.min(1, tabs.length - 1)];
}

export function ConventionalListPage({ queryRef }: { queryRef: PreloadedQuery<ConventionalListPageQuery> }) {
  usePageTitle('Conventional List');
  const data = usePreloadedQuery<ConventionalListPageQuery>(Query, queryRef);
  const [params] = useSearchParams();
  const replace = useReplaceQuery();
  const tab = pickTab(data.seriesTabs, params.get('type'));
  const next = data.upcomingCharacters[0];
  return (
    <section className="page characters-page">
      <h1>Conventional List</h1>
      {next ? (
        <p className="upcoming-hint">
          Next: <strong>{next.shortName}</strong> in <Countdown target={next.debutAt} intervalMs={200} />
        </p>
      ) : null}
      <div className="tabs" role="tablist">
        {data.seriesTabs.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={t.id === tab?.id} onClick={() => replace({ type: t.id })}>
            {t.name}
          </button>
        ))}
      </div>
      <MineFilterBar />
      <HintPanel />
      {tab ? tab.series.map((s) => <SeriesBlock key={s.id} series={s} resetKey={tab.id} />) : <p className="empty">No series yet.</p>}
    </section>
  );
}

export const loader = queryLoader<ConventionalListPageQuery>(Query);
export const Component = preloadedPage<ConventionalListPageQuery>(ConventionalListPage);
