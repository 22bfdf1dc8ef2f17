import { useRef, useState } from 'react';
import { STAT_IDS, type StatId, statLabel } from '../shared/storyCardStats.ts';
import { EffectPicker, type EffectTag } from './EffectPicker.tsx';
import { LabelledSelect } from './LabelledSelect.tsx';
import { defaultSlot, kindsFor, type Slot, type SlotKind, type SortChoice, type TargetChoice } from './search.ts';

const KIND_LABELS: Record<SlotKind, string> = { none: 'None', effect: 'Effect', stat: 'Stat', date: 'Date' };
const TARGET_OPTIONS: readonly (readonly [TargetChoice, string])[] = [
  ['any', 'Any'],
  ['single', 'Single (user, one enemy)'],
  ['multi', 'Multi (party, all enemies)'],
];
const SORT_OPTIONS: readonly (readonly [SortChoice, string])[] = [
  ['desc', 'Highest first'],
  ['asc', 'Lowest first'],
  ['none', 'Filter only'],
];
const DATE_SORT_OPTIONS: readonly (readonly ['desc' | 'asc', string])[] = [
  ['desc', 'Newest first'],
  ['asc', 'Oldest first'],
];
const STAT_OPTIONS: readonly (readonly [StatId, string])[] = STAT_IDS.map((s) => [s, statLabel(s)]);

/** One of the search's sort/filter slots: its kind, then what that kind needs (effect, stat or dates) and the order. */
export function SlotEditor({
  index,
  slot,
  slots,
  tags,
  onChange,
}: {
  index: number;
  slot: Slot;
  slots: readonly Slot[];
  tags: readonly EffectTag[];
  onChange: (slot: Slot) => void;
}) {
  const [picking, setPicking] = useState(false);
  const choice = useRef<HTMLButtonElement>(null);
  const label = `Sort/Filter ${index + 1}`;
  return (
    <fieldset className={`search-slot slot-${index + 1}`} data-testid={`slot-${index + 1}`}>
      <legend>{label}</legend>
      <LabelledSelect
        label="Kind"
        aria-label={`${label} kind`}
        value={slot.kind}
        options={kindsFor(slots, index).map((k) => [k, KIND_LABELS[k]] as const)}
        onChange={(kind) => onChange(defaultSlot(kind))}
      />
      {slot.kind === 'effect' ? (
        <>
          <button type="button" className="effect-choice" ref={choice} onClick={() => setPicking((p) => !p)} aria-expanded={picking}>
            Effect: {tags.find((t) => t.id === slot.value)?.name ?? slot.value} ▾
          </button>
          <LabelledSelect
            label="Target"
            value={slot.target}
            options={TARGET_OPTIONS}
            onChange={(target) => onChange({ ...slot, target })}
          />
          <LabelledSelect label="Order" value={slot.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ ...slot, sort })} />
          {picking ? (
            <EffectPicker
              tags={tags}
              value={slot.value}
              onPick={(value) => {
                setPicking(false);
                onChange({ ...slot, value });
                // The picker closes with the option chosen: the focus goes back to its button.
                choice.current?.focus();
              }}
            />
          ) : null}
        </>
      ) : null}
      {slot.kind === 'stat' ? (
        <>
          <LabelledSelect label="Stat" value={slot.value} options={STAT_OPTIONS} onChange={(value) => onChange({ ...slot, value })} />
          <LabelledSelect label="Order" value={slot.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ ...slot, sort })} />
        </>
      ) : null}
      {slot.kind === 'date' ? (
        <>
          <label>
            From <input type="date" value={slot.start} onChange={(e) => onChange({ ...slot, start: e.target.value })} />
          </label>
          <label>
            To{' '}
            <input
              type="date"
              value={slot.end === 'now' ? '' : slot.end}
              disabled={slot.end === 'now'}
              onChange={(e) => onChange({ ...slot, end: e.target.value })}
            />
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={slot.end === 'now'}
              onChange={(e) => onChange({ ...slot, end: e.target.checked ? 'now' : '' })}
            />{' '}
            Now
          </label>
          <LabelledSelect label="Order" value={slot.sort} options={DATE_SORT_OPTIONS} onChange={(sort) => onChange({ ...slot, sort })} />
        </>
      ) : null}
    </fieldset>
  );
}
