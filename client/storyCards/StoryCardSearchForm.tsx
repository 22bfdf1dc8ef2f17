import { useId } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { StoryCardSearchForm_query$key } from '../__generated__/StoryCardSearchForm_query.graphql.ts';
import type { StoryCardSearchOptionsQuery } from '../__generated__/StoryCardSearchOptionsQuery.graphql.ts';
import { DebouncedInput } from './DebouncedInput.tsx';
import { FeaturedChips } from './FeaturedChips.tsx';
import { LabelledSelect } from './LabelledSelect.tsx';
import { SlotEditor } from './SlotEditor.tsx';
import { OptionsQuery } from './StoryCardSearchOptions.ts';
import { SuitIcon } from './Suit.tsx';
import {
  type CardSearch,
  countText,
  DEFAULT_DATE_START,
  EMPTY_SEARCH,
  OBTAINING_OPTIONS,
  RARITIES,
  ROLE_OPTIONS,
  SUIT_LABELS,
  SUITS,
  type Suit,
} from './search.ts';

/** The search being edited, its changes, and how many cards it shows (null while they load). */
export interface SearchFormProps {
  search: CardSearch;
  onChange: (next: CardSearch) => void;
  shown: number | null;
}

/** The fields of "Story Card Search and Filter", over the options loaded for them. */
export function StoryCardSearchForm({
  options,
  close,
  search,
  onChange,
  shown,
}: SearchFormProps & { options: PreloadedQuery<StoryCardSearchOptionsQuery>; close: () => void }) {
  const query: StoryCardSearchForm_query$key = usePreloadedQuery<StoryCardSearchOptionsQuery>(OptionsQuery, options);
  const data = useFragment(
    graphql`
      fragment StoryCardSearchForm_query on Query {
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
      <LabelledSelect label="Obtaining" value={search.obtaining} options={OBTAINING_OPTIONS} onChange={(obtaining) => set({ obtaining })} />
      <LabelledSelect label="Compatible Role (Buff)" value={search.role} options={ROLE_OPTIONS} onChange={(role) => set({ role })} />
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
