import { Suspense, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import type { StoryCardSearchModal_query$key } from '../__generated__/StoryCardSearchModal_query.graphql.ts';
import type { StoryCardSearchOptionsQuery } from '../__generated__/StoryCardSearchOptionsQuery.graphql.ts';
import { Modal } from '../shared/Modal.tsx';
import { chipKey } from '../shared/searchText.ts';
import { STAT_IDS, statLabel } from '../shared/storyCardStats.ts';
import { SuitIcon } from './Suit.tsx';
import {
  type CardSearch,
  countText,
  DEFAULT_DATE_START,
  defaultSlot,
  EMPTY_SEARCH,
  kindsFor,
  OBTAINING_OPTIONS,
  RARITIES,
  ROLE_OPTIONS,
  type Slot,
  type SlotKind,
  SUIT_LABELS,
  SUITS,
  type Suit,
} from './search.ts';

/** Text inputs apply this long after the last keystroke. */
export const TYPING_DELAY_MS = 300;

const KIND_LABELS: Record<SlotKind, string> = { none: 'None', effect: 'Effect', stat: 'Stat', date: 'Date' };

/** A text input that reports its value once typing pauses, and follows outside changes (Reset). */
export function DebouncedInput({
  value,
  onChange,
  ...props
}: { value: string; onChange: (v: string) => void } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <input
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          sent.current = next;
          onChange(next);
        }, TYPING_DELAY_MS);
      }}
    />
  );
}

interface Tag {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
}

/** The effect picker: General Effects and Character Tags, with a filter. */
function EffectPicker({ tags, value, onPick }: { tags: readonly Tag[]; value: string; onPick: (id: string) => void }) {
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

function SlotEditor({
  index,
  slot,
  slots,
  tags,
  onChange,
}: {
  index: number;
  slot: Slot;
  slots: readonly Slot[];
  tags: readonly Tag[];
  onChange: (slot: Slot) => void;
}) {
  const [picking, setPicking] = useState(false);
  const kinds = kindsFor(slots, index);
  const label = `Sort/Filter ${index + 1}`;
  return (
    <fieldset className={`search-slot slot-${index + 1}`} data-testid={`slot-${index + 1}`}>
      <legend>{label}</legend>
      <label>
        Kind{' '}
        <select value={slot.kind} onChange={(e) => onChange(defaultSlot(e.target.value as SlotKind))} aria-label={`${label} kind`}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      {slot.kind === 'effect' ? (
        <>
          <button type="button" className="effect-choice" onClick={() => setPicking((p) => !p)} aria-expanded={picking}>
            Effect: {tags.find((t) => t.id === slot.value)?.name ?? slot.value} ▾
          </button>
          <label>
            Target{' '}
            <select value={slot.target} onChange={(e) => onChange({ ...slot, target: e.target.value as typeof slot.target })}>
              <option value="any">Any</option>
              <option value="single">Single (user, one enemy)</option>
              <option value="multi">Multi (party, all enemies)</option>
            </select>
          </label>
          <label>
            Order{' '}
            <select value={slot.sort} onChange={(e) => onChange({ ...slot, sort: e.target.value as typeof slot.sort })}>
              <option value="desc">Highest first</option>
              <option value="asc">Lowest first</option>
              <option value="none">Filter only</option>
            </select>
          </label>
          {picking ? (
            <EffectPicker
              tags={tags}
              value={slot.value}
              onPick={(value) => {
                setPicking(false);
                onChange({ ...slot, value });
              }}
            />
          ) : null}
        </>
      ) : null}
      {slot.kind === 'stat' ? (
        <>
          <label>
            Stat{' '}
            <select value={slot.value} onChange={(e) => onChange({ ...slot, value: e.target.value as typeof slot.value })}>
              {STAT_IDS.map((s) => (
                <option key={s} value={s}>
                  {statLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Order{' '}
            <select value={slot.sort} onChange={(e) => onChange({ ...slot, sort: e.target.value as typeof slot.sort })}>
              <option value="desc">Highest first</option>
              <option value="asc">Lowest first</option>
              <option value="none">Filter only</option>
            </select>
          </label>
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
          <label>
            Order{' '}
            <select value={slot.sort} onChange={(e) => onChange({ ...slot, sort: e.target.value as 'asc' | 'desc' })}>
              <option value="desc">Newest first</option>
              <option value="asc">Oldest first</option>
            </select>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}

/** The featured-characters chips: type to find a character, click to add, × to remove. */
function FeaturedChips({
  options,
  chosen,
  onChange,
}: {
  options: readonly { slug: string; shortName: string; nameEn: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState('');
  const key = chipKey(text);
  const byId = useMemo(() => new Map(options.map((o) => [o.slug, o])), [options]);
  const matches = key
    ? options
        .filter(
          (o) =>
            !chosen.includes(o.slug) && (chipKey(o.nameEn).includes(key) || chipKey(o.shortName).includes(key) || o.slug.includes(key)),
        )
        .slice(0, 12)
    : [];
  return (
    <div className="featured-chips">
      <ul className="chips" aria-label="Chosen characters">
        {chosen.map((slug) => (
          <li key={slug} className="chip on">
            {byId.get(slug)?.shortName ?? slug}
            <button
              type="button"
              aria-label={`Remove ${byId.get(slug)?.shortName ?? slug}`}
              onClick={() => onChange(chosen.filter((s) => s !== slug))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        type="text"
        value={text}
        placeholder="Type a character's name"
        aria-label="Featured characters"
        // Letters, digits, hyphens and apostrophes are what chips match on.
        onChange={(e) => setText(e.target.value.replace(/[^\p{L}\p{N}'\- ]/gu, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            onChange([...chosen, matches[0].slug]);
            setText('');
          }
        }}
      />
      {matches.length ? (
        <ul className="chip-options">
          {matches.map((o) => (
            <li key={o.slug}>
              <button
                type="button"
                onClick={() => {
                  onChange([...chosen, o.slug]);
                  setText('');
                }}
              >
                {o.nameEn}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const OptionsQuery = graphql`
  query StoryCardSearchOptionsQuery {
    ...StoryCardSearchModal_query
  }
`;

/**
 * The modal's options (the effect picker's effects, the featured chips): they grow with the whole
 * dataset, so they load when the search is first wanted (pointer over or focus on its button, or
 * opening it), not with every visit of the list.
 */
export function useSearchOptions() {
  const [options, load] = useQueryLoader<StoryCardSearchOptionsQuery>(OptionsQuery);
  const loaded = options !== null && options !== undefined;
  const want = useCallback(() => {
    if (!loaded) load({}, { fetchPolicy: 'store-or-network' });
  }, [loaded, load]);
  /** Fetches them again (a card's reveal time has come), if they were wanted. */
  const refresh = useCallback(() => {
    // As a transition: an open modal keeps its form until the new options are there.
    if (loaded) startTransition(() => load({}, { fetchPolicy: 'network-only' }));
  }, [loaded, load]);
  return { options: options ?? null, want, refresh };
}

interface ModalProps {
  options: PreloadedQuery<StoryCardSearchOptionsQuery> | null;
  open: boolean;
  onClose: () => void;
  search: CardSearch;
  onChange: (next: CardSearch) => void;
  shown: number | null;
}

const loadingText = (
  <p className="search-count" aria-live="polite" data-testid="search-count">
    Loading...
  </p>
);

/** "Story Card Search and Filter": every field applies at once (the URL follows, replaced). */
export function StoryCardSearchModal({ options, open, onClose, ...form }: ModalProps) {
  return (
    <Modal open={open} title="Story Card Search and Filter" onClose={onClose} className="card-search-modal">
      {(close) =>
        options ? (
          <Suspense fallback={loadingText}>
            <SearchForm options={options} close={close} {...form} />
          </Suspense>
        ) : (
          loadingText
        )
      }
    </Modal>
  );
}

function SearchForm({
  options,
  close,
  search,
  onChange,
  shown,
}: Omit<ModalProps, 'open' | 'onClose' | 'options'> & { options: PreloadedQuery<StoryCardSearchOptionsQuery>; close: () => void }) {
  const query: StoryCardSearchModal_query$key = usePreloadedQuery<StoryCardSearchOptionsQuery>(OptionsQuery, options);
  const data = useFragment(
    graphql`
      fragment StoryCardSearchModal_query on Query {
        storyCardCount
        storyCardTags {
          id
          name
          kind
        }
        storyCardChips {
          slug
          shortName
          nameEn
        }
      }
    `,
    query,
  );
  const ids = useId();
  const set = (patch: Partial<CardSearch>) => onChange({ ...search, ...patch });
  const toggle = <T,>(list: readonly T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  return (
    <form className="card-search" onSubmit={(e) => e.preventDefault()}>
      <p className="search-count" aria-live="polite" data-testid="search-count">
        {shown === null ? 'Loading...' : countText(shown, data.storyCardCount)}
      </p>
      <label className="wide" htmlFor={`${ids}-name`}>
        Name
        <DebouncedInput
          id={`${ids}-name`}
          type="search"
          value={search.name}
          onChange={(name) => set({ name })}
          placeholder="e.g. Ordinary Magician, Yakumo, 東方"
          aria-describedby={`${ids}-name-hint`}
        />
        <small id={`${ids}-name-hint`}>Separate names or aliases with commas to find several cards.</small>
      </label>
      <div className="wide">
        <span className="field-label">Featured characters</span>
        <FeaturedChips options={data.storyCardChips} chosen={search.featured} onChange={(featured) => set({ featured })} />
      </div>
      <label className="wide" htmlFor={`${ids}-artist`}>
        Artist
        <DebouncedInput
          id={`${ids}-artist`}
          type="search"
          value={search.artist}
          onChange={(artist) => set({ artist })}
          placeholder="e.g. Official art"
        />
      </label>
      <fieldset className="toggles">
        <legend>Rarity</legend>
        {RARITIES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={search.rarities.includes(r)}
            onClick={() => set({ rarities: toggle(search.rarities, r) })}
          >
            {r}★
          </button>
        ))}
      </fieldset>
      <fieldset className="toggles">
        <legend>Type</legend>
        {SUITS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={search.suits.includes(s)}
            onClick={() => set({ suits: toggle<Suit>(search.suits, s) })}
          >
            <SuitIcon suit={s} size={16} /> {SUIT_LABELS[s]}
          </button>
        ))}
      </fieldset>
      <label>
        Obtaining
        <select value={search.obtaining} onChange={(e) => set({ obtaining: e.target.value })}>
          {OBTAINING_OPTIONS.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Compatible Role (Buff)
        <select value={search.role} onChange={(e) => set({ role: e.target.value })}>
          {ROLE_OPTIONS.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="search-slots wide">
        {search.slots.map((slot, i) => (
          <SlotEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: the three slots are positions
            key={i}
            index={i}
            slot={slot}
            slots={search.slots}
            tags={data.storyCardTags}
            onChange={(next) => set({ slots: search.slots.map((s, j) => (j === i ? next : s)) })}
          />
        ))}
      </div>
      <div className="search-buttons wide">
        <button type="button" onClick={() => onChange(EMPTY_SEARCH)}>
          Reset
        </button>
        <button type="button" onClick={() => set({ name: '' })}>
          Clear Search
        </button>
        <button type="button" onClick={() => close()}>
          Close
        </button>
      </div>
      <p className="search-note wide">
        A date filter counts from its start day's 00:00 UTC (by default {DEFAULT_DATE_START}, the global launch) to its end day's 23:59:59
        UTC; cards with no known release date are left out by it.
      </p>
    </form>
  );
}
