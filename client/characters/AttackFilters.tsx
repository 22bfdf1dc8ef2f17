import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AttackFilters_query$key } from '../__generated__/AttackFilters_query.graphql.ts';
import { Modal } from '../shared/Modal.tsx';
import {
  ATTACK_KINDS,
  type AttackSearch,
  filterCount,
  KIND_LABELS,
  ROLE_IDS,
  SIDE_LABELS,
  SIDES,
  type SideId,
  TARGET_LABELS,
  TARGETS,
  type TargetId,
  withoutFilters,
} from './attacks.ts';
import { Chips, typeIcon } from './Filters.tsx';
import { TYPE_FILTERS } from './filters.ts';

const Fragment = graphql`
  fragment AttackFilters_query on Query {
    attackParts {
      elements {
        code
        label
        attackCount
      }
      bulletTypes {
        code
        label
        attackCount
      }
      killers {
        code
        label
        attackCount
      }
    }
    worldGroups {
      name
      worlds {
        code
        name
      }
    }
  }
`;

const ROLE_OPTIONS = ROLE_IDS.map((id) => [id, id[0].toUpperCase() + id.slice(1)] as const);
const KIND_OPTIONS = ATTACK_KINDS.map((k) => [k, KIND_LABELS[k]] as const);

type Options = readonly (readonly [string, string])[];
const withCounts = (parts: readonly { code: string; label: string; attackCount: number }[]): Options =>
  parts.map((p) => [p.code, `${p.label} (${p.attackCount})`] as const);

/** One choice of a few, or none ("Any"): radio buttons drawn as chips. */
function OneOf<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T | null;
  onChange: (next: T | null) => void;
}) {
  const name = useId();
  const all: (readonly [T | null, string])[] = [[null, 'Any'], ...options];
  return (
    <fieldset className="filter-chips">
      <legend>{legend}</legend>
      {all.map(([id, label]) => (
        <label key={id ?? 'any'} className={`chip${value === id ? ' on' : ''}`}>
          <input type="radio" name={name} value={id ?? ''} checked={value === id} onChange={() => onChange(id)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A long list of checkboxes with a field that narrows it (killers, worlds); the chosen ones always show. */
function SearchableChecks({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Options;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const needle = text.trim().toLowerCase();
  const shown = options.filter(([code, label]) => !needle || chosen.includes(code) || label.toLowerCase().includes(needle));
  return (
    <fieldset className="filter-chips searchable-checks">
      <legend>{legend}</legend>
      <label className="visually-hidden" htmlFor={id}>
        Find {legend.toLowerCase()}
      </label>
      <input id={id} type="search" value={text} placeholder={`Find ${legend.toLowerCase()}`} onChange={(e) => setText(e.target.value)} />
      <div className="check-list">
        {shown.map(([code, label]) => (
          <label key={code} className={`chip${chosen.includes(code) ? ' on' : ''}`}>
            <input
              type="checkbox"
              value={code}
              checked={chosen.includes(code)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, code] : chosen.filter((v) => v !== code))}
            />
            {label}
          </label>
        ))}
        {shown.length === 0 ? <span className="unknown">none found</span> : null}
      </div>
    </fieldset>
  );
}

/** Every filter of the attack comparison. Each applies at once (the URL follows, replaced). */
function FilterFields({
  query,
  search,
  onChange,
}: {
  query: AttackFilters_query$key;
  search: AttackSearch;
  onChange: (next: AttackSearch) => void;
}) {
  const data = useFragment(Fragment, query);
  const set = (patch: Partial<AttackSearch>) => onChange({ ...search, ...patch });
  const worlds: Options = data.worldGroups.flatMap((g) =>
    g.worlds.map((w) => [w.code, w.name ? `${w.code} · ${w.name}` : w.code] as const),
  );
  return (
    <div className="filters-panel attack-filter-fields">
      <Chips
        legend="Attack"
        options={KIND_OPTIONS}
        chosen={search.kinds}
        onChange={(next) => set({ kinds: next as AttackSearch['kinds'] })}
      />
      <OneOf<TargetId>
        legend="Target"
        options={TARGETS.map((t) => [t, TARGET_LABELS[t]] as const)}
        value={search.target}
        onChange={(target) => set({ target })}
      />
      <OneOf<SideId>
        legend="Yin or yang"
        options={SIDES.map((s) => [s, SIDE_LABELS[s]] as const)}
        value={search.side}
        onChange={(side) => set({ side })}
      />
      <Chips
        legend="Element"
        options={withCounts(data.attackParts.elements)}
        chosen={search.elements}
        onChange={(elements) => set({ elements })}
      />
      <Chips
        legend="Bullet type"
        options={withCounts(data.attackParts.bulletTypes)}
        chosen={search.bullets}
        onChange={(bullets) => set({ bullets })}
      />
      <SearchableChecks
        legend="Killers"
        options={withCounts(data.attackParts.killers)}
        chosen={search.killers}
        onChange={(killers) => set({ killers })}
      />
      <SearchableChecks legend="Worlds" options={worlds} chosen={search.worlds} onChange={(next) => set({ worlds: next })} />
      <Chips legend="Rarity type" options={TYPE_FILTERS} chosen={search.types} icon={typeIcon} onChange={(types) => set({ types })} />
      <Chips legend="Role" options={ROLE_OPTIONS} chosen={search.roles} onChange={(roles) => set({ roles })} />
    </div>
  );
}

/**
 * The filters: on a wide screen on the page, on a phone in a dialog behind a "Filters" button.
 * Both show the same fields; either clears them all.
 */
export function AttackFilters({
  query,
  search,
  onChange,
}: {
  query: AttackFilters_query$key;
  search: AttackSearch;
  onChange: (next: AttackSearch) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = filterCount(search);
  const clear = count ? (
    <button type="button" className="link-button" onClick={() => onChange(withoutFilters(search))}>
      Clear filters
    </button>
  ) : null;
  return (
    <div className="character-filters attack-filters">
      <div className="filters-inline">
        <FilterFields query={query} search={search} onChange={onChange} />
        {clear}
      </div>
      <button type="button" className="filters-button" onClick={() => setOpen(true)}>
        Filters{count ? ` (${count})` : ''}
      </button>
      <Modal open={open} title="Filters" onClose={() => setOpen(false)}>
        <FilterFields query={query} search={search} onChange={onChange} />
        {clear}
      </Modal>
    </div>
  );
}
