import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { BatchOrderPageQuery, CharacterBatchKind } from '../__generated__/BatchOrderPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { BatchSection } from './BatchSection.tsx';

const Query = graphql`
  query BatchOrderPageQuery($kind: CharacterBatchKind!) {
    characterBatches(kind: $kind) {
      no
      ...BatchSection_batch
    }
  }
`;

/** Which batches each batch-order page lists, by its path (standard and ritual ones sit in the prayer section). */
export const BATCH_PAGES: Record<string, { kind: CharacterBatchKind; title: string; unknown: string }> = {
  '/characters/rebirth-order': {
    kind: 'REBIRTH',
    title: 'Rebirth Order',
    unknown:
      'Which Friends could be reborn, and when, is known only where a page or a tracker snapshot shows it; later rebirth batches have no dated source yet.',
  },
  '/characters/rebirth-costume-order': {
    kind: 'REBIRTH_COSTUME',
    title: 'Rebirth Costume Order',
    unknown: 'No public page found so far dates a rebirth costume batch on the global server, so none is listed rather than a guess.',
  },
  '/prayer/standard-prayer/date-order': {
    kind: 'STANDARD',
    title: 'Standard Prayer Order',
    unknown: 'Additions to the standard prayer are listed only where a page dates them.',
  },
  '/prayer/ritual-prayer/date-order': {
    kind: 'RITUAL',
    title: 'Ritual Prayer Order',
    unknown:
      'No public page found so far dates an addition to the ritual prayer on the global server, so none is listed rather than a guess.',
  },
};

export function batchPageOf(pathname: string) {
  return BATCH_PAGES[pathname.replace(/\/+$/, '')] ?? BATCH_PAGES['/characters/rebirth-order'];
}

export function BatchOrderPage({ queryRef }: { queryRef: PreloadedQuery<BatchOrderPageQuery> }) {
  const data = usePreloadedQuery<BatchOrderPageQuery>(Query, queryRef);
  const { kind, title, unknown } = batchPageOf(useLocation().pathname);
  usePageTitle(title);
  return (
    <section className="page characters-page">
      <h1>{title}</h1>
      {kind === 'STANDARD' || kind === 'RITUAL' ? (
        <p>
          <Link to="/characters/universe-tracker">See the characters by universe</Link>
        </p>
      ) : null}
      <p className={data.characterBatches.length === 0 ? 'empty' : 'page-intro'}>{unknown}</p>
      <MineFilterBar />
      {data.characterBatches.map((b) => (
        <BatchSection key={b.no} batch={b} />
      ))}
    </section>
  );
}

export const loader = queryLoader<BatchOrderPageQuery>(Query, (url) => ({ kind: batchPageOf(url.pathname).kind }));
export const Component = preloadedPage<BatchOrderPageQuery>(BatchOrderPage);
