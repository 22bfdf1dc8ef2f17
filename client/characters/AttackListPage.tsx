import './characters.css';
import { useEffect, useMemo } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { AttackListPageQuery } from '../__generated__/AttackListPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { useQueryState } from '../shared/queryParams.ts';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { usePageTitle } from '../shell/title.ts';
import { AttackFilters } from './AttackFilters.tsx';
import { AttackList } from './AttackList.tsx';
import {
  type AttackSearch,
  attackVariables,
  formatDay,
  readAttackSearch,
  SORTS,
  type SortId,
  sortApplies,
  startsDescending,
  withKnownValues,
  withoutFilters,
  writeAttackSearch,
} from './attacks.ts';

const Query = graphql`
  query AttackListPageQuery(
    $kind: [AttackKind!]
    $target: AttackTarget
    $yinYang: YinYang
    $element: [String!]
    $bulletType: [String!]
    $killer: [String!]
    $world: [String!]
    $type: [String!]
    $role: [String!]
    $orderBy: AttackOrder!
    $descending: Boolean
  ) {
    attackParts {
      killers {
        code
      }
      source {
        name
        url
        asOf
        label
      }
    }
    worldGroups {
      worlds {
        code
      }
    }
    ...AttackFilters_query
    ...AttackList_query
      @arguments(
        kind: $kind
        target: $target
        yinYang: $yinYang
        element: $element
        bulletType: $bulletType
        killer: $killer
        world: $world
        type: $type
        role: $role
        orderBy: $orderBy
        descending: $descending
      )
  }
`;

export const ATTACKS_TITLE = 'Attack Comparison';

/** The sort field and its direction; a part's power is offered once its filter is chosen. */
function SortField({ search, onChange }: { search: AttackSearch; onChange: (sort: SortId, descending: boolean) => void }) {
  return (
    <div className="attack-sort">
      <label>
        Sort by{' '}
        <select value={search.sort} onChange={(e) => onChange(e.target.value as SortId, startsDescending(e.target.value as SortId))}>
          {SORTS.map(([id, , label]) => (
            <option key={id} value={id} disabled={!sortApplies(id, search)}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => onChange(search.sort, !search.descending)} title="Reverse the order">
        {search.descending ? 'Descending ↓' : 'Ascending ↑'}
        <span className="visually-hidden">, reverse the order</span>
      </button>
    </div>
  );
}

/** /characters/attacks: every attack the visitor may see, filtered and sorted, the search in the URL. */
export function AttackListPage({ queryRef }: { queryRef: PreloadedQuery<AttackListPageQuery> }) {
  usePageTitle(ATTACKS_TITLE);
  const data = usePreloadedQuery<AttackListPageQuery>(Query, queryRef);
  const [search, change] = useQueryState(readAttackSearch, writeAttackSearch);
  const known = useMemo(
    () => ({ killers: data.attackParts.killers.map((k) => k.code), worlds: data.worldGroups.flatMap((g) => g.worlds.map((w) => w.code)) }),
    [data],
  );
  // A link naming a killer no attack has, or a world that does not exist, is corrected in place.
  useEffect(() => {
    const fixed = withKnownValues(search, known);
    if (fixed !== search) change(fixed);
  }, [search, known, change]);
  const sort = (next: SortId, descending: boolean) => change({ ...search, sort: next, descending });
  const source = data.attackParts.source;
  return (
    <section className="page characters-page attack-list-page">
      <p className="breadcrumb">
        <Link to="/characters">Characters</Link>
      </p>
      <h1>{ATTACKS_TITLE}</h1>
      <p className="page-intro">
        Every spell card and last word of the Friends, with its total power and how it splits into yin and yang, elements, bullet types and
        killers. Filter and sort them; the address keeps the search, to share it. A Friend's page shows its attacks in full.
      </p>
      <p className="figure-source">
        Figures:{' '}
        <a href={source.url} target="_blank" rel="noreferrer noopener">
          {source.name}
        </a>{' '}
        ({source.label}), as of <time dateTime={source.asOf}>{formatDay(source.asOf)}</time>.
      </p>
      <AttackFilters query={data} search={search} onChange={change} />
      <MineFilterBar marking={false} />
      <SortField search={search} onChange={sort} />
      <AttackList
        query={data}
        search={search}
        resetKey={JSON.stringify(queryRef.variables)}
        onSort={sort}
        onClear={() => change(withoutFilters(search))}
      />
    </section>
  );
}

// Persisted GET variables: the same search always sends the same URL, so caches share it.
export const loader = queryLoader<AttackListPageQuery>(Query, (url) => attackVariables(readAttackSearch(url.searchParams)));
export const Component = preloadedPage<AttackListPageQuery>(AttackListPage);
