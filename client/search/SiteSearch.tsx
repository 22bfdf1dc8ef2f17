// The header's search, on every page: a plain GET form to /search (it works without scripts),
// which with scripts also shows the best matches of each kind as the visitor types, as a combobox
// whose options are the results' links. `/` or Ctrl+K (Cmd+K) opens it from anywhere but a text
// field; Escape closes it and gives the focus back to where it was.
import './siteSearch.css';
import type { FocusEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Portrait } from '../shared/Portrait.tsx';
import { searchPath } from './paths.ts';
import { type Group, type Option, useSiteSearch } from './useSiteSearch.ts';

export { SEARCH_DELAY_MS } from './useSiteSearch.ts';

export function SiteSearch() {
  const search = useSiteSearch();
  const { id, optionId, inputRef, returnFocus, text, searchable, wanted, current, failed, expanded, options, active } = search;
  const { setOpen, setActive, change, request, close, go } = search;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  function onKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!n) return;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < n) {
      event.preventDefault();
      go(options[active].to);
    } else if (event.key === 'Escape') {
      // Escape in a search field would also empty it: the first one only closes the results.
      event.preventDefault();
      if (expanded) {
        close();
        return;
      }
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
      else inputRef.current?.blur();
    } else if (event.key === 'Tab') {
      close();
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      close();
      returnFocus.current = null;
    }
  }

  return (
    <search className="site-search" aria-label="Site" onBlur={onBlur}>
      <form
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          go(searchable === null || !searchable ? '/search' : searchPath(searchable));
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search characters, story cards, prayers and illustrators
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          onChange={(e) => change(e.target.value)}
          onFocus={() => {
            setOpen(true);
            // The search page fills the field with its text: its results are asked for when it is used.
            if (wanted && !current && !failed) request(text);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <span className="site-search-key" aria-hidden="true">
          /
        </span>
      </form>
      {/* Clicks on the results keep the focus in the field (the results stay open until chosen). */}
      <div className="site-search-popup" hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
        <SearchListbox
          id={id}
          listId={listId}
          optionId={optionId}
          groups={search.groups}
          options={options}
          active={active}
          pending={search.pending}
          all={wanted ? searchable : null}
          go={go}
        />
        {search.status && !search.groups.length ? <p className="site-search-note">{search.status}</p> : null}
      </div>
      <output className="visually-hidden">{search.status}</output>
    </search>
  );
}

/** The results as the combobox's listbox: the options of each kind in a group, then the link to all of them. */
function SearchListbox(props: {
  id: string;
  listId: string;
  optionId: (i: number) => string;
  groups: Group[];
  options: Option[];
  active: number;
  pending: boolean;
  /** The text whose search page the last option opens, or null when there is none to open. */
  all: string | null;
  go: (to: string) => void;
}) {
  const { id, optionId, groups, options, active, all, go } = props;
  let index = -1;
  return (
    <div role="listbox" id={props.listId} aria-label="Search results" aria-busy={props.pending}>
      {groups.map((g) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is no listbox child)
        <div key={g.id} role="group" aria-labelledby={`${id}-${g.id}`}>
          <div id={`${id}-${g.id}`} className="site-search-group">
            {g.title}
            {g.total > g.options.length ? <span className="site-search-more"> ({g.total})</span> : null}
          </div>
          {g.options.map((o) => {
            index++;
            const i = index;
            return (
              <Link
                key={o.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className="site-search-option"
                to={o.to}
                onClick={(e) => {
                  e.preventDefault();
                  go(o.to);
                }}
              >
                {o.image ? <Portrait portrait={o.portrait} fallback={o.image} size={28} /> : null}
                <span className="site-search-label">{o.label}</span>
                {o.detail ? <span className="site-search-detail">{o.detail}</span> : null}
              </Link>
            );
          })}
        </div>
      ))}
      {all !== null ? (
        <Link
          id={optionId(options.length - 1)}
          role="option"
          aria-selected={active === options.length - 1}
          tabIndex={-1}
          className="site-search-option site-search-all"
          to={searchPath(all)}
          onClick={(e) => {
            e.preventDefault();
            go(searchPath(all));
          }}
        >
          {options[options.length - 1].label}
        </Link>
      ) : null}
    </div>
  );
}
