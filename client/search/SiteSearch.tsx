// The header's search, on every page: a plain GET form to /search (it works without scripts),
// which with scripts also shows the best matches of each kind as the visitor types, as a combobox
// whose options are the results' links. `/` or Ctrl+K (Cmd+K) opens it from anywhere but a text
// field; Escape closes it and gives the focus back to where it was.
import './siteSearch.css';
import { type FocusEvent, type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Portrait, type PortraitFiles } from '../shared/Portrait.tsx';
import { useSettings } from '../shared/settings.ts';
import type { SiteSearchResults } from './fetchSearch.ts';
import {
  characterOption,
  hasSearchableText,
  illustratorPath,
  MAX_SEARCH_LENGTH,
  prayerPath,
  searchableText,
  searchPath,
  storyCardPath,
} from './paths.ts';

/** How long typing must pause before the field asks for results. */
export const SEARCH_DELAY_MS = 150;

interface Option {
  key: string;
  to: string;
  label: string;
  detail?: string | null;
  image?: string;
  portrait?: PortraitFiles | null;
}

interface Group {
  id: string;
  title: string;
  total: number;
  options: Option[];
}

function groupsOf(r: SiteSearchResults): Group[] {
  return [
    {
      id: 'characters',
      title: 'Characters',
      total: r.characterCount,
      options: r.characters.map(characterOption),
    },
    {
      id: 'cards',
      title: 'Story cards',
      total: r.storyCardCount,
      options: r.storyCards.map((c) => ({ key: String(c.cardId), to: storyCardPath(c.cardId), label: c.name })),
    },
    {
      id: 'prayers',
      title: 'Prayers',
      total: r.prayerCount,
      options: r.prayers.map((p) => ({ key: String(p.prayerId), to: prayerPath(p.prayerId), label: p.name })),
    },
    {
      id: 'illustrators',
      title: 'Illustrators',
      total: r.illustratorCount,
      options: r.illustrators.map((a) => ({ key: a.slug, to: illustratorPath(a.name), label: a.name })),
    },
  ].filter((g) => g.options.length > 0);
}

/** Whether keys typed now go into a field of the page (the shortcuts then stay out of the way). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

/** The text the search page was opened with, for the field to show there. */
function pageText(location: { pathname: string; search: string }): string {
  return location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

export function SiteSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => pageText(location));
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<{ text: string; data: SiteSearchResults } | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const latest = useRef('');
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // A new page closes the results; the field shows the search page's text, or nothing.
  useEffect(() => {
    const next = pageText(location);
    window.clearTimeout(timer.current);
    latest.current = next;
    setOpen(false);
    setActive(-1);
    setText(next);
    setResults(null);
  }, [location]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The spoiler switch changes what may be found: results shown for the other position are asked again.
  const { jpContent } = useSettings();
  const switched = useRef(jpContent);
  useEffect(() => {
    if (switched.current === jpContent) return;
    switched.current = jpContent;
    setResults(null);
    if (latest.current) request(latest.current);
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      const k = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      if (!slash && !k) return;
      if (isTyping(event.target)) return;
      // A dialog over the page keeps the keyboard.
      if (document.querySelector('[aria-modal="true"], dialog[open]')) return;
      const input = inputRef.current;
      if (!input) return;
      event.preventDefault();
      const before = document.activeElement;
      returnFocus.current = before instanceof HTMLElement && before !== document.body && before !== input ? before : null;
      input.focus();
      input.select();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const searchable = searchableText(text);
  const wanted = searchable !== null && hasSearchableText(searchable);
  const current = results && results.text === text ? results.data : null;
  // While the answer for the latest text is on its way, the previous one stays (no flicker per key).
  const pending = wanted && !current && !failed;
  const shown = current ?? (pending && results ? results.data : null);
  const groups = shown ? groupsOf(shown) : [];
  const options: Option[] = groups.flatMap((g) => g.options);
  if (wanted) options.push({ key: 'all', to: searchPath(searchable), label: `See all results for “${searchable}”` });
  const expanded = open && text.trim() !== '';

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function change(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    request(value);
  }

  /** Asks for the results of `value` once typing pauses (only the latest text's answer is shown). */
  function request(value: string) {
    setFailed(false);
    latest.current = value;
    window.clearTimeout(timer.current);
    const t = searchableText(value);
    if (t === null || !hasSearchableText(t)) return;
    timer.current = window.setTimeout(async () => {
      try {
        const { fetchSearch } = await import('./fetchSearch.ts');
        const data = await fetchSearch(t);
        if (latest.current === value) setResults({ text: value, data });
      } catch {
        if (latest.current === value) setFailed(true);
      }
    }, SEARCH_DELAY_MS);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(to: string) {
    close();
    inputRef.current?.blur();
    navigate(to);
  }

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

  let status = '';
  if (expanded) {
    if (searchable === null) status = `The search text is at most ${MAX_SEARCH_LENGTH} characters long.`;
    else if (!wanted) status = 'Type a letter or a digit to search.';
    else if (failed) status = 'The search is not answering: press Enter to open the search page.';
    else if (!current) status = groups.length ? '' : 'Searching…';
    else if (!groups.length) status = `No results for “${searchable}”.`;
    else {
      const n = groups.reduce((sum, g) => sum + g.total, 0);
      status = `${n} result${n === 1 ? '' : 's'}.`;
    }
  }

  let index = -1;
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
        <div role="listbox" id={listId} aria-label="Search results" aria-busy={pending}>
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
          {wanted ? (
            <Link
              id={optionId(options.length - 1)}
              role="option"
              aria-selected={active === options.length - 1}
              tabIndex={-1}
              className="site-search-option site-search-all"
              to={searchPath(searchable)}
              onClick={(e) => {
                e.preventDefault();
                go(searchPath(searchable));
              }}
            >
              {options[options.length - 1].label}
            </Link>
          ) : null}
        </div>
        {status && !groups.length ? <p className="site-search-note">{status}</p> : null}
      </div>
      <output className="visually-hidden">{status}</output>
    </search>
  );
}
