import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdvancedSearch_options$key } from '../__generated__/AdvancedSearch_options.graphql.ts';
import { Modal } from '../shared/Modal.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import {
  CHARACTER_TYPE_LABELS,
  chipText,
  DEFAULT_START,
  EMPTY_SEARCH,
  PRAYER_TYPE_LABELS,
  type PrayerSearch,
  readDate,
  STEP_UP_LABELS,
} from './search.ts';

function Toggles({
  legend,
  options,
  chosen,
  label,
  icon,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  label: (id: string) => string;
  icon?: (id: string) => string | undefined;
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="filter-chips">
      <legend>{legend}</legend>
      {options.map((id) => {
        const on = chosen.includes(id);
        const type = icon?.(id);
        return (
          <label key={id} className={`chip${on ? ' on' : ''}`}>
            <input
              type="checkbox"
              checked={on}
              onChange={(e) => onChange(e.target.checked ? [...chosen, id] : chosen.filter((v) => v !== id))}
            />
            {type ? <RarityIcon type={type} size={14} /> : null}
            {label(id)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A multi-select of chips: chosen ones first (click to remove), then the matches of what is typed. */
function ChipPicker<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly { id: T; label: string; keys: string }[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const term = chipText(text);
  const matches = term ? options.filter((o) => !chosen.includes(o.id) && o.keys.includes(term)).slice(0, 12) : [];
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <div className="chip-picker">
      <label htmlFor={inputId} className="chip-picker-label">
        {legend}
      </label>
      <div className="chips">
        {chosen.map((id) => (
          <button
            key={String(id)}
            type="button"
            className="chip on"
            onClick={() => onChange(chosen.filter((v) => v !== id))}
            aria-label={`Remove ${byId.get(id)?.label ?? id}`}
          >
            {byId.get(id)?.label ?? String(id)} ×
          </button>
        ))}
      </div>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder="Type to find…"
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {matches.length ? (
        <ul className="chip-options">
          {matches.map((o) => (
            <li key={String(o.id)}>
              <button
                type="button"
                className="chip"
                onClick={() => {
                  onChange([...chosen, o.id]);
                  setText('');
                }}
              >
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      ) : term ? (
        <p className="empty">No match.</p>
      ) : null}
    </div>
  );
}

function DateField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const invalid = text.trim() !== '' && readDate(text) === '';
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={text}
        placeholder={placeholder}
        aria-invalid={invalid}
        onChange={(e) => {
          setText(e.target.value);
          const v = readDate(e.target.value);
          if (e.target.value.trim() === '' || v) onChange(v);
        }}
      />
      <button
        type="button"
        className="chip"
        onClick={() => {
          setText('now');
          onChange('now');
        }}
      >
        now
      </button>
      {invalid ? <span className="field-error">YYYY-MM-DD or now</span> : null}
    </div>
  );
}

/**
 * The advanced search ("Prayer Search and Filter"): name, rate-up Friends and cards (all must be
 * rate-ups), prayer and character types (any), step-ups (all; "No step-up"), and a date range.
 * Every change applies at once.
 */
export function AdvancedSearch({
  options,
  search,
  open,
  onClose,
  onChange,
}: {
  options: AdvancedSearch_options$key;
  search: PrayerSearch;
  open: boolean;
  onClose: () => void;
  onChange: (next: PrayerSearch) => void;
}) {
  const o = useFragment(
    graphql`
      fragment AdvancedSearch_options on PrayerFilterOptions {
        characters {
          slug
          shortName
          nameEn
        }
        cards {
          cardId
          name
        }
        prayerTypes
        characterTypes
        stepUps
      }
    `,
    options,
  );
  const set = (patch: Partial<PrayerSearch>) => onChange({ ...search, ...patch });
  const characters = o.characters.map((c) => ({
    id: c.slug,
    label: c.shortName,
    keys: `${chipText(c.slug)} ${chipText(c.shortName)} ${chipText(c.nameEn)}`,
  }));
  const cards = o.cards.map((c) => ({ id: c.cardId as number, label: c.name, keys: `${chipText(c.name)} ${c.cardId}` }));
  const nameId = useId();
  return (
    <Modal open={open} title="Prayer Search and Filter" onClose={onClose} className="prayer-search-modal">
      <div className="advanced-search">
        <div className="name-field">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            type="search"
            value={search.name}
            placeholder="e.g. festival, tiny chef"
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <ChipPicker
          legend="Rate-up Friends (all of)"
          options={characters}
          chosen={search.characters}
          onChange={(next) => set({ characters: next })}
        />
        <ChipPicker legend="Rate-up story cards (all of)" options={cards} chosen={search.cards} onChange={(next) => set({ cards: next })} />
        <Toggles
          legend="Prayer type (any of)"
          options={o.prayerTypes}
          chosen={search.prayerTypes}
          label={(id) => PRAYER_TYPE_LABELS[id] ?? id}
          onChange={(next) => set({ prayerTypes: next })}
        />
        <Toggles
          legend="Rate-up character type (any of)"
          options={o.characterTypes}
          chosen={search.characterTypes}
          label={(id) => CHARACTER_TYPE_LABELS[id]?.[0] ?? id}
          icon={(id) => CHARACTER_TYPE_LABELS[id]?.[1]}
          onChange={(next) => set({ characterTypes: next })}
        />
        <Toggles
          legend="Step-ups (all of)"
          options={o.stepUps}
          chosen={search.stepUps}
          label={(id) => STEP_UP_LABELS[id] ?? id}
          onChange={(next) => set({ stepUps: next })}
        />
        <div className="date-range">
          <DateField
            key={`start-${search.start}`}
            label="From"
            value={search.start || DEFAULT_START}
            placeholder="YYYY-MM-DD"
            onChange={(v) => set({ start: v })}
          />
          <DateField
            key={`end-${search.end}`}
            label="To"
            value={search.end}
            placeholder="YYYY-MM-DD or now"
            onChange={(v) => set({ end: v })}
          />
        </div>
        <p className="hint">
          A prayer is kept when it ends on or after the first day (from 00:00 UTC) and starts on or before the last (to 23:59:59 UTC). A
          date no source states never excludes it.
        </p>
        <div className="modal-actions">
          <button type="button" className="chip" onClick={() => onChange({ ...EMPTY_SEARCH })}>
            Reset
          </button>
          <button type="button" className="chip" onClick={() => onChange({ ...EMPTY_SEARCH, name: search.name })}>
            Clear filters
          </button>
          <button type="button" className="chip" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
