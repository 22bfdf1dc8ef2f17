// Pages that show characters in groups: conventional list, batches, roles, variants, unreleased.
import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import type { BatchOrderPageQuery, CharacterBatchKind } from '../__generated__/BatchOrderPageQuery.graphql.ts';
import type { ConventionalListPageQuery } from '../__generated__/ConventionalListPageQuery.graphql.ts';
import type { RoleTypePageQuery } from '../__generated__/RoleTypePageQuery.graphql.ts';
import type { UnreleasedPageQuery } from '../__generated__/UnreleasedPageQuery.graphql.ts';
import type { VariantTrackerPageQuery } from '../__generated__/VariantTrackerPageQuery.graphql.ts';
import { Countdown } from '../shared/Countdown.tsx';
import { LocalDate } from '../shared/LocalDate.tsx';
import { useReplaceQuery } from '../shared/queryParams.ts';
import { useSettings } from '../shell/settings.ts';
import { usePageTitle } from '../shell/title.ts';
import { CharacterGrid } from './CharacterGrid.tsx';
import { HintPanel } from './HintPanel.tsx';
import { queryLoader } from './pageQuery.ts';

function Counter({ available, total }: { available: number; total: number }) {
  return (
    <span className="counter" title="Available on the global server / total">
      {available}/{total}
    </span>
  );
}

// ---------------------------------------------------------------- conventional list

const ConventionalQuery = graphql`
  query ConventionalListPageQuery($jpContent: Boolean!) {
    seriesTabs {
      id
      name
      series {
        id
        enTitle
        jpTitle
        large
        total(jpContent: $jpContent)
        available(jpContent: $jpContent)
        characters(jpContent: $jpContent) {
          slug
          ...CharacterThumb_character
        }
      }
    }
    upcomingCharacters(jpContent: $jpContent) {
      slug
      shortName
      debutAt
    }
  }
`;
export const conventionalListLoader = queryLoader<ConventionalListPageQuery>(ConventionalQuery, (_url, jpContent) => ({ jpContent }));

/** The tab a `type` value selects: its id, or an id the value starts with (a6 -> a...). */
export function pickTab<T extends { id: string }>(tabs: readonly T[], type: string | null): T | undefined {
  const value = (type ?? '').toLowerCase();
  return tabs.find((t) => t.id === value) ?? tabs.find((t) => value?.startsWith(t.id)) ?? tabs[Math.min(1, tabs.length - 1)];
}

export function ConventionalListPage() {
  usePageTitle('Conventional List');
  const data = usePreloadedQuery<ConventionalListPageQuery>(
    ConventionalQuery,
    useLoaderData() as PreloadedQuery<ConventionalListPageQuery>,
  );
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
      <HintPanel />
      {tab ? (
        tab.series.map((s) => (
          <section key={s.id} className={`series-block${s.large ? ' large' : ''}`}>
            <h2>
              {s.enTitle} {s.jpTitle ? <span lang="ja">{s.jpTitle}</span> : null} <Counter available={s.available} total={s.total} />
            </h2>
            <CharacterGrid characters={s.characters} resetKey={tab.id} />
          </section>
        ))
      ) : (
        <p className="empty">No series yet.</p>
      )}
    </section>
  );
}

// ---------------------------------------------------------------- batch order

const BatchQuery = graphql`
  query BatchOrderPageQuery($kind: CharacterBatchKind!) {
    characterBatches(kind: $kind) {
      no
      date
      characters {
        slug
        ...CharacterThumb_character
      }
    }
  }
`;
export const batchLoader = (kind: CharacterBatchKind) => queryLoader<BatchOrderPageQuery>(BatchQuery, () => ({ kind }));

const BATCH_TITLES: Record<string, string> = {
  REBIRTH: 'Rebirth Order',
  REBIRTH_COSTUME: 'Rebirth Costume Order',
  STANDARD: 'Standard Prayer Order',
  RITUAL: 'Ritual Prayer Order',
};

export function BatchOrderPage({ kind }: { kind: CharacterBatchKind }) {
  usePageTitle(BATCH_TITLES[kind]);
  const data = usePreloadedQuery<BatchOrderPageQuery>(BatchQuery, useLoaderData() as PreloadedQuery<BatchOrderPageQuery>);
  return (
    <section className="page characters-page">
      <h1>{BATCH_TITLES[kind]}</h1>
      {kind === 'STANDARD' || kind === 'RITUAL' ? (
        <p>
          <Link to="/characters/universe-tracker">See the characters by universe</Link>
        </p>
      ) : null}
      {data.characterBatches.length === 0 ? (
        <p className="empty">No batch is recorded yet: no public source gives these dates so far.</p>
      ) : null}
      {data.characterBatches.map((b) => (
        <section key={b.no} className="batch">
          <h2>
            Batch {b.no} · <LocalDate value={b.date} />
          </h2>
          <CharacterGrid characters={b.characters} />
        </section>
      ))}
    </section>
  );
}

// ---------------------------------------------------------------- roles

const RoleQuery = graphql`
  query RoleTypePageQuery($jpContent: Boolean!) {
    roleGroups {
      id
      name
      kanji
      characters(jpContent: $jpContent) {
        slug
        ...CharacterThumb_character
      }
    }
  }
`;
export const roleLoader = queryLoader<RoleTypePageQuery>(RoleQuery, (_url, jpContent) => ({ jpContent }));

export function RoleTypePage() {
  usePageTitle('Characters by Role');
  const data = usePreloadedQuery<RoleTypePageQuery>(RoleQuery, useLoaderData() as PreloadedQuery<RoleTypePageQuery>);
  return (
    <section className="page characters-page">
      <h1>Characters by Role</h1>
      {data.roleGroups.map((r) => (
        <section key={r.id} className="role-group" id={`role-${r.id}`}>
          <h2>
            <span className={`role-icon role-${r.id}`} lang="ja" aria-hidden="true">
              {r.kanji[0]}
            </span>
            {r.name} <span className="counter">{r.characters.length}</span>
          </h2>
          <CharacterGrid characters={r.characters} />
        </section>
      ))}
    </section>
  );
}

// ---------------------------------------------------------------- variants

const VariantQuery = graphql`
  query VariantTrackerPageQuery($jpContent: Boolean!) {
    variantGroups {
      id
      enName
      jpName
      translitName
      available(jpContent: $jpContent)
      total(jpContent: $jpContent)
      characters(jpContent: $jpContent) {
        slug
        ...CharacterThumb_character
      }
    }
  }
`;
export const variantLoader = queryLoader<VariantTrackerPageQuery>(VariantQuery, (_url, jpContent) => ({ jpContent }));

export function VariantTrackerPage() {
  usePageTitle('Variant Tracker');
  const data = usePreloadedQuery<VariantTrackerPageQuery>(VariantQuery, useLoaderData() as PreloadedQuery<VariantTrackerPageQuery>);
  const { useTraditionalName } = useSettings();
  const groups = data.variantGroups.filter((g) => g.characters.length > 0);
  return (
    <section className="page characters-page">
      <h1>Variant Tracker</h1>
      <p className="page-intro">{groups.length} characters with their variants.</p>
      {groups.map((g) => (
        <section key={g.id} className="variant-group">
          <h2>
            {(useTraditionalName && g.translitName) || g.enName} {g.jpName ? <span lang="ja">{g.jpName}</span> : null}{' '}
            <Counter available={g.available} total={g.total} />
          </h2>
          <CharacterGrid characters={g.characters} />
        </section>
      ))}
    </section>
  );
}

// ---------------------------------------------------------------- unreleased

const UnreleasedQuery = graphql`
  query UnreleasedPageQuery($jpContent: Boolean!) {
    unreleasedCharacters(jpContent: $jpContent) {
      jp {
        slug
        ...CharacterThumb_character
      }
      announced {
        slug
        ...CharacterThumb_character
      }
      story {
        slug
        ...CharacterThumb_character
      }
      printWork {
        slug
        ...CharacterThumb_character
      }
      pc98 {
        slug
        ...CharacterThumb_character
      }
      mv {
        slug
        ...CharacterThumb_character
      }
    }
  }
`;
export const unreleasedLoader = queryLoader<UnreleasedPageQuery>(UnreleasedQuery, (_url, jpContent) => ({ jpContent }));

export function UnreleasedPage() {
  usePageTitle('Unreleased Characters');
  const { unreleasedCharacters: u } = usePreloadedQuery<UnreleasedPageQuery>(
    UnreleasedQuery,
    useLoaderData() as PreloadedQuery<UnreleasedPageQuery>,
  );
  const { jpContent } = useSettings();
  const groups = [
    ...(jpContent ? ([['Released/Announced in JP', u.jp]] as const) : []),
    ['Announced', u.announced],
    ['Appeared in story', u.story],
    ['MV Project', u.mv],
    ['Print Works', u.printWork],
    ['PC98', u.pc98],
  ] as const;
  return (
    <section className="page characters-page">
      <h1>Unreleased Characters</h1>
      {!jpContent ? (
        <p className="page-intro">Turn on JP content in the settings to also see characters already out on the Japanese server.</p>
      ) : null}
      {groups.map(([title, list]) => (
        <section key={title} className="unreleased-group">
          <h2>
            {title} <span className="counter">{list.length}</span>
          </h2>
          <CharacterGrid characters={list} empty="None." />
        </section>
      ))}
    </section>
  );
}
