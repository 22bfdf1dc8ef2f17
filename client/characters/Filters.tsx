import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Modal } from '../shared/Modal.tsx';
import { listParam, useReplaceQuery } from '../shared/queryParams.ts';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { REBIRTH_IDS, readRebirth, readTypes, TYPE_FILTERS, TYPE_ICONS, TYPE_IDS } from './filters.ts';

function Chips({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [string, string])[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="filter-chips">
      <legend>{legend}</legend>
      {options.map(([id, label]) => (
        <label key={id} className={`chip${chosen.includes(id) ? ' on' : ''}`}>
          <input
            type="checkbox"
            checked={chosen.includes(id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, id] : chosen.filter((v) => v !== id))}
          />
          {legend === 'Type' ? <RarityIcon type={TYPE_ICONS[id] ?? id} size={14} /> : null}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Type (and optionally rebirth) filters. They write the query string, replacing the history
 * entry and leaving a parameter out when all or none of its values are chosen. On phones they
 * live in a modal.
 */
export function CharacterFilters({ rebirth = false }: { rebirth?: boolean }) {
  const [params] = useSearchParams();
  const replace = useReplaceQuery();
  const [open, setOpen] = useState(false);
  const types = readTypes(params);
  const rebirthValue = readRebirth(params);
  const rebirthChosen = rebirthValue === null ? [] : [rebirthValue ? 'yes' : 'no'];
  const rawRebirth = (params.get('rebirth') ?? '').split(',').filter((v) => (REBIRTH_IDS as readonly string[]).includes(v));

  const panel = (
    <div className="filters-panel">
      <Chips legend="Type" options={TYPE_FILTERS} chosen={types} onChange={(next) => replace({ type: listParam(next, TYPE_IDS) })} />
      {rebirth ? (
        <Chips
          legend="Rebirth"
          options={[
            ['yes', 'Rebirthable'],
            ['no', 'Not rebirthable'],
          ]}
          chosen={rawRebirth}
          onChange={(next) => replace({ rebirth: listParam(next, REBIRTH_IDS) })}
        />
      ) : null}
      {types.length || rebirthChosen.length ? (
        <button type="button" className="link-button" onClick={() => replace({ type: null, rebirth: null })}>
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
