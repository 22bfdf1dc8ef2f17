import './characters.css';
import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { UniverseTrackerPageQuery } from '../__generated__/UniverseTrackerPageQuery.graphql.ts';
import { universeColumns } from '../shared/format.ts';
import { Modal } from '../shared/Modal.tsx';
import { useReplaceQuery } from '../shared/queryParams.ts';
import { MenuSections } from '../shell/MenuPage.tsx';
import { usePageTitle } from '../shell/title.ts';
import { CharacterGrid } from './CharacterGrid.tsx';
import { HintPanel } from './HintPanel.tsx';
import { queryLoader } from './pageQuery.ts';

const UniverseQuery = graphql`
  query UniverseTrackerPageQuery($jpContent: Boolean!) {
    worldGroups {
      id
      name
      worlds {
        code
        name
        total(jpContent: $jpContent)
        available(jpContent: $jpContent)
        characters(jpContent: $jpContent) {
          slug
          ...CharacterThumb_character
        }
      }
    }
  }
`;
export const universeLoader = queryLoader<UniverseTrackerPageQuery>(UniverseQuery, (_url, jpContent) => ({ jpContent }));

export const DEFAULT_UNIVERSE = 'l1';

export function UniverseTrackerPage() {
  usePageTitle('Universe Tracker');
  const data = usePreloadedQuery<UniverseTrackerPageQuery>(UniverseQuery, useLoaderData() as PreloadedQuery<UniverseTrackerPageQuery>);
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
          <HintPanel />
          {group.worlds
            .filter((w) => w.total > 0)
            .map((w) => (
              <section key={w.code} className="series-block">
                <h2>
                  {w.code}
                  {w.name ? ` · ${w.name}` : ''}{' '}
                  <span className="counter">
                    {w.available}/{w.total}
                  </span>
                </h2>
                <CharacterGrid characters={w.characters} resetKey={group.id} />
              </section>
            ))}
        </>
      ) : (
        <p className="empty">No universe yet.</p>
      )}
    </section>
  );
}

export function NavigatorPage() {
  usePageTitle('Characters');
  return (
    <section className="page characters-page">
      <h1>Characters</h1>
      <MenuSections titles={['Characters', 'Prayers']} />
    </section>
  );
}
