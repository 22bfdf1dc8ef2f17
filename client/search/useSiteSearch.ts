// The state of the header's search: the text, the results asked for as the visitor types (only the
// latest text's answer is shown), the option the arrow keys reached, and the `/` and Ctrl+K (Cmd+K)
// shortcuts that open it from anywhere but a text field.
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PortraitFiles } from '../shared/Portrait.tsx';
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

export interface Option {
  key: string;
  to: string;
  label: string;
  detail?: string | null;
  image?: string;
  portrait?: PortraitFiles | null;
}

export interface Group {
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

/** What the field says of its results, to the eye when there are none and to screen readers always. */
function statusOf(searchable: string | null, wanted: boolean, failed: boolean, answered: boolean, groups: Group[]): string {
  if (searchable === null) return `The search text is at most ${MAX_SEARCH_LENGTH} characters long.`;
  if (!wanted) return 'Type a letter or a digit to search.';
  if (failed) return 'The search is not answering: press Enter to open the search page.';
  if (!answered) return groups.length ? '' : 'Searching…';
  if (!groups.length) return `No results for “${searchable}”.`;
  const n = groups.reduce((sum, g) => sum + g.total, 0);
  return `${n} result${n === 1 ? '' : 's'}.`;
}

/**
 * `/` or Ctrl+K (Cmd+K) outside a text field focuses the search and opens it, remembering where the
 * focus was so that Escape can give it back.
 */
function useSearchShortcut(
  inputRef: RefObject<HTMLInputElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
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
  }, [inputRef, returnFocus, setOpen]);
}

export function useSiteSearch() {
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

  useSearchShortcut(inputRef, returnFocus, setOpen);

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
  const status = expanded ? statusOf(searchable, wanted, failed, current !== null, groups) : '';

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

  return {
    id,
    optionId,
    inputRef,
    returnFocus,
    text,
    searchable,
    wanted,
    current,
    failed,
    pending,
    groups,
    options,
    expanded,
    status,
    active,
    setActive,
    setOpen,
    change,
    request,
    close,
    go,
  };
}
