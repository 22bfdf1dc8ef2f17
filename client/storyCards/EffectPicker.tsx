import { useId, useState } from 'react';
import { chipKey } from '../shared/searchText.ts';

/** An effect a slot can sort or filter by: a General Effect or a Character Tag. */
export interface EffectTag {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

/** The effect picker: General Effects and Character Tags, with a filter. */
export function EffectPicker({ tags, value, onPick }: { tags: readonly EffectTag[]; value: string; onPick: (id: string) => void }) {
  const current = tags.find((t) => t.id === value);
  const [tab, setTab] = useState<'GENERAL' | 'CHARACTER_TAG'>(current?.kind === 'CHARACTER_TAG' ? 'CHARACTER_TAG' : 'GENERAL');
  const [filter, setFilter] = useState('');
  const id = useId();
  const key = chipKey(filter);
  const shown = tags.filter((t) => t.kind === tab && (!key || chipKey(t.name).includes(key) || t.id.includes(key)));
  return (
    <div className="effect-picker">
      <div role="tablist" aria-label="Effect kinds">
        {(
          [
            ['GENERAL', 'General Effects'],
            ['CHARACTER_TAG', 'Character Tags'],
          ] as const
        ).map(([kind, label]) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`${id}-${kind}`}
            aria-selected={tab === kind}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(kind)}
          >
            {label}
          </button>
        ))}
      </div>
      <input
        type="search"
        placeholder="Filter effects"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-label="Filter effects"
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="effect-options">
        {shown.length === 0 ? <p className="empty">No effect</p> : null}
        {shown.map((t) => (
          <button key={t.id} type="button" aria-pressed={t.id === value} onClick={() => onPick(t.id)}>
            {t.name}
          </button>
        ))}
      </div>
    </div>
  );
}
