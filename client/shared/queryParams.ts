import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

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
export function listParam(chosen: readonly string[], all: readonly string[]): string | null {
  const set = new Set(chosen);
  if (set.size === 0 || all.every((v) => set.has(v))) return null;
  return all.filter((v) => set.has(v)).join(',');
}

/** Updates query parameters by replacing the history entry, so filters do not pile up in Back. */
export function useReplaceQuery(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
}
