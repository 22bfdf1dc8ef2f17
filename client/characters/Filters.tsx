import { type ReactNode, useState } from 'react';
import { Modal } from '../shared/Modal.tsx';
import { listParam, readList, useQueryState } from '../shared/queryParams.ts';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { REBIRTH_IDS, readTypes, TYPE_FILTERS, TYPE_ICONS, TYPE_IDS } from './filters.ts';

/** The rarity icon of a type filter value. */
export const typeIcon = (id: string) => <RarityIcon type={TYPE_ICONS[id] ?? id} size={14} />;

/** A group of checkbox chips, one per option, `icon` drawn before each label. */
export function Chips({
  legend,
  options,
  chosen,
  onChange,
  icon,
}: {
  legend: string;
  options: readonly (readonly [string, string])[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  icon?: (id: string) => ReactNode;
}) {
  return (
    <fieldset className="filter-chips">
      <legend>{legend}</legend>
      {options.map(([id, label]) => (
        <label key={id} className={`chip${chosen.includes(id) ? ' on' : ''}`}>
          <input
            type="checkbox"
            value={id}
            checked={chosen.includes(id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, id] : chosen.filter((v) => v !== id))}
          />
          {icon?.(id)}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

interface ChosenFilters {
  types: string[];
  /** The rebirth chips chosen (both or neither: no filter). */
  rebirth: string[];
}

const readFilters = (params: URLSearchParams): ChosenFilters => ({
  types: readTypes(params),
  rebirth: readList(params, 'rebirth', REBIRTH_IDS),
});
const writeFilters = ({ types, rebirth }: ChosenFilters) => ({
  type: listParam(types, TYPE_IDS),
  rebirth: listParam(rebirth, REBIRTH_IDS),
});

/**
 * Type (and optionally rebirth) filters. They write the query string, replacing the history
 * entry and leaving a parameter out when all or none of its values are chosen. On phones they
 * live in a modal.
 */
export function CharacterFilters({ rebirth = false }: { rebirth?: boolean }) {
  // The chips lead the URL: a second click while the first one's list loads builds on it.
  const [filters, setFilters] = useQueryState(readFilters, writeFilters);
  const [open, setOpen] = useState(false);
  const { types, rebirth: rawRebirth } = filters;
  const rebirthChosen = rawRebirth.length === 1 ? rawRebirth : [];
  const replace = (next: Partial<ChosenFilters>) => setFilters({ ...filters, ...next });

  const panel = (
    <div className="filters-panel">
      <Chips legend="Type" options={TYPE_FILTERS} chosen={types} icon={typeIcon} onChange={(next) => replace({ types: next })} />
      {rebirth ? (
        <Chips
          legend="Rebirth"
          options={[
            ['yes', 'Rebirthable'],
            ['no', 'Not rebirthable'],
          ]}
          chosen={rawRebirth}
          onChange={(next) => replace({ rebirth: next })}
        />
      ) : null}
      {types.length || rebirthChosen.length ? (
        <button type="button" className="link-button" onClick={() => replace({ types: [], rebirth: [] })}>
          Clear filters
        </button>
      ) : null}
    </div>
  );

  return (
    <div className="character-filters">
      <div className="filters-inline">{panel}</div>
      <button type="button" className="filters-button" onClick={() => setOpen(true)}>
        Filters{types.length + rebirthChosen.length ? ` (${types.length + rebirthChosen.length})` : ''}
      </button>
      <Modal open={open} title="Filters" onClose={() => setOpen(false)}>
        {panel}
      </Modal>
    </div>
  );
}
