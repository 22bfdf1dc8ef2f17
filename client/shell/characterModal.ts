// Which character the character modal shows. Any page can open it; the characters section
// renders the modal itself.
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

export function openCharacter(slug: string): void {
  current = slug;
  for (const l of listeners) l();
}

export function closeCharacter(): void {
  current = null;
  for (const l of listeners) l();
}

export function useOpenCharacter(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
