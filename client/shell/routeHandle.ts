import { useMatches } from 'react-router-dom';

/** The id of the section a page belongs to (client/<section>/section.ts), or 'shell' for the shell's own. */
export type Section = string;

/** Route `handle`: what the shell needs to know about the page. */
export interface RouteHandle {
  title?: string;
  section?: Section;
  /** What the page is about, for link previews (else its section's description). */
  description?: string;
  /** Left out of the sitemap: a page with nothing of its own to find (a fallback, a placeholder, results of a query). */
  unlisted?: boolean;
}

/** The deepest route handle that says something. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle: RouteHandle = {};
  for (const m of matches) {
    const h = m.handle as RouteHandle | undefined;
    if (h?.title) handle.title = h.title;
    if (h?.section) handle.section = h.section;
  }
  return handle;
}
