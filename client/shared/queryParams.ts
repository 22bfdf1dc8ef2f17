import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Reads a comma list parameter, keeping only known ids (unknown ones are ignored). */
export function readList(params: URLSearchParams, name: string, known: readonly string[]): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  const allowed = new Set(known);
  return [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()))].filter((v) => allowed.has(v));
}

/**
 * The value to put in the URL for a multi-choice filter: omitted (null) when all or none are
 * chosen, since both mean "no filter".
 */
export function listParam<T extends string | number>(chosen: readonly T[], all: readonly T[]): string | null {
  const set = new Set(chosen);
  if (set.size === 0 || all.every((v) => set.has(v))) return null;
  return all.filter((v) => set.has(v)).join(',');
}

/** The query parameters with `changes` applied: null or empty removes a parameter. */
function withChanges(current: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Updates query parameters by replacing the history entry, so filters do not pile up in Back. */
export function useReplaceQuery(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) => setParams((current) => withChanges(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
}

let editors = 0;

/** What the history state of an edit made by `useQueryState` carries. */
interface QueryEdit {
  /** The hook instance that made the edit. */
  editor: number;
  /** The edit's number in that instance. */
  seq: number;
}

/**
 * A value kept in the query string that the visitor edits faster than the page follows the URL:
 * the router renders a new URL in a transition, so while the route's new query loads the page
 * still renders the old URL, and an edit made meanwhile (a second click in a search form) would be
 * built on the old value and undo the one before it. So the value returned leads: an edit shows at
 * once and the URL follows it (replacing the history entry). The URL takes over again once the
 * page renders the URL of the latest edit, or any URL the page did not write (a link, Back).
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => Record<string, string | null>,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [editor] = useState(() => ++editors);
  const lastEdit = useRef(0);
  // The latest edit not yet on screen, and the first edit of that run of edits.
  const [draft, setDraft] = useState<{ value: T; seq: number; since: number } | null>(null);
  const fromUrl = useMemo(() => read(params), [read, params]);

  const edit = (location.state as { queryEdit?: QueryEdit } | null)?.queryEdit;
  const renderedEdit = edit?.editor === editor ? edit.seq : -1;
  // Runs when a new location is on screen, before paint: the draft stays only while the location
  // is one of the edits on their way to it (Back to an older edit of ours is not).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (even at the same URL) is what settles the draft
  useLayoutEffect(() => {
    setDraft((d) => (d !== null && renderedEdit >= d.since && renderedEdit < d.seq ? d : null));
  }, [location.key, renderedEdit]);

  const change = useCallback(
    (next: T) => {
      const seq = ++lastEdit.current;
      setDraft((d) => ({ value: next, seq, since: d?.since ?? seq }));
      const changes = write(next);
      setParams((current) => withChanges(current, changes), {
        replace: true,
        preventScrollReset: true,
        state: { queryEdit: { editor, seq } satisfies QueryEdit },
      });
    },
    [write, setParams, editor],
  );
  return [draft ? draft.value : fromUrl, change];
}
