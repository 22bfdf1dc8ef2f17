import './characters.css';
import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { UniverseTrackerPageQuery } from '../__generated__/UniverseTrackerPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { universeColumns } from '../shared/format.ts';
import { Modal } from '../shared/Modal.tsx';
import { useReplaceQuery } from '../shared/queryParams.ts';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { HintPanel } from './HintPanel.tsx';
import { WorldBlock } from './WorldBlock.tsx';

const Query = graphql`
  query UniverseTrackerPageQuery {
    worldGroups {
      id
      name
      worlds {
        code
        total
        available
        ...WorldBlock_world
      }
    }
  }
`;

export const DEFAULT_UNIVERSE = 'l1';

export function UniverseTrackerPage({ queryRef }: { queryRef: PreloadedQuery<UniverseTrackerPageQuery> }) {
  usePageTitle('Universe Tracker');
  const data = usePreloadedQuery<UniverseTrackerPageQuery>(Query, queryRef);
  const [params] = useSearchParams();
  const replace = useReplaceQuery();
  const [pickerOpen, setPickerOpen] = useState(false);
  const wanted = (params.get('universe') ?? DEFAULT_UNIVERSE).toLowerCase();
  const group =
    data.worldGroups.find((g) => g.id === wanted) ?? data.worldGroups.find((g) => g.id === DEFAULT_UNIVERSE) ?? data.worldGroups[0];
  const available = group?.worlds.reduce((n, w) => n + w.available, 0) ?? 0;
  const total = group?.worlds.reduce((n, w) => n + w.total, 0) ?? 0;
  return (
    <section className="page characters-page">
      <h1>Universe Tracker</h1>
      <p>
        <button type="button" className="picker-button" onClick={() => setPickerOpen(true)}>
          Universe: {group?.name ?? 'none'} ▾
        </button>
      </p>
      <Modal open={pickerOpen} title="Choose a universe" onClose={() => setPickerOpen(false)}>
        {(close) => (
          <ul
            className="universe-picker"
            style={{ gridTemplateColumns: `repeat(${Math.min(universeColumns(data.worldGroups.length), 4)}, minmax(0, 1fr))` }}
          >
            {data.worldGroups.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  aria-pressed={g.id === group?.id}
                  onClick={() => close(() => replace({ universe: g.id === DEFAULT_UNIVERSE ? null : g.id }))}
                >
                  {g.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {group ? (
        <>
          <div className="count-bar">
            <div className="count-bar-fill" aria-hidden="true" style={{ width: total ? `${(available / total) * 100}%` : '0%' }} />
            <span>
              {available} of {total} playable
            </span>
          </div>
          <MineFilterBar />
          <HintPanel />
          {group.worlds
            .filter((w) => w.total > 0)
            .map((w) => (
              <WorldBlock key={w.code} world={w} resetKey={group.id} />
            ))}
        </>
      ) : (
        <p className="empty">No universe yet.</p>
      )}
    </section>
  );
}

export const loader = queryLoader<UniverseTrackerPageQuery>(Query);
export const Component = preloadedPage<UniverseTrackerPageQuery>(UniverseTrackerPage);
