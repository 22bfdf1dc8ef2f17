import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { chipKey } from '../shared/searchText.ts';

/** An effect a slot can sort or filter by: a General Effect or a Character Tag. */
export interface EffectTag {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

const KINDS = [
  ['GENERAL', 'General Effects'],
  ['CHARACTER_TAG', 'Character Tags'],
] as const;

/** The effect picker: General Effects and Character Tags, with a filter. */
export function EffectPicker({ tags, value, onPick }: { tags: readonly EffectTag[]; value: string; onPick: (id: string) => void }) {
  const current = tags.find((t) => t.id === value);
  const [tab, setTab] = useState<'GENERAL' | 'CHARACTER_TAG'>(current?.kind === 'CHARACTER_TAG' ? 'CHARACTER_TAG' : 'GENERAL');
  const [filter, setFilter] = useState('');
  const id = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const key = chipKey(filter);
  const shown = tags.filter((t) => t.kind === tab && (!key || chipKey(t.name).includes(key) || t.id.includes(key)));
  // The tabs are one stop for Tab; the arrow keys, Home and End move between them and select.
  const onTabKey = (event: KeyboardEvent) => {
    const at = KINDS.findIndex(([kind]) => kind === tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: KINDS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const [kind] = KINDS[(next + KINDS.length) % KINDS.length];
    setTab(kind);
    tabList.current?.querySelector<HTMLElement>(`[data-kind="${kind}"]`)?.focus();
  };
  return (
    <div className="effect-picker">
      <div role="tablist" aria-label="Effect kinds" ref={tabList} onKeyDown={onTabKey}>
        {KINDS.map(([kind, label]) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`${id}-${kind}`}
            data-kind={kind}
            aria-selected={tab === kind}
            aria-controls={`${id}-panel`}
            tabIndex={tab === kind ? 0 : -1}
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
