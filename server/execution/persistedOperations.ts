// The site's own operations, by the id relay-compiler gave each one (client/__generated__/persisted-queries.json).
import { readFileSync } from 'node:fs';

const PERSISTED_FILE = new URL('../../client/__generated__/persisted-queries.json', import.meta.url);

/** The site's operations by id, read now (a Map: an id is never a prototype's name); empty before the client is compiled. */
export function loadPersistedOperations(): ReadonlyMap<string, string> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

let mutations: ReadonlySet<string> | undefined;

/** Whether `id` names one of the site's persisted mutations (read once per process). */
export function isPersistedMutation(id: string): boolean {
  mutations ??= new Set([...loadPersistedOperations()].filter(([, text]) => /^\s*mutation\b/.test(text)).map(([key]) => key));
  return mutations.has(id);
}
