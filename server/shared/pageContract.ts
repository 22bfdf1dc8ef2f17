// What the server and the browser agree on about pages: the server entry's contract (what
// server/pages/render.ts gives client/entry-server.tsx and gets back) and the one way a stored
// operation is asked for by URL (the browser's network and the server's renderer both build it
// here). Like the vocabularies, the client may import it, so it imports nothing.

/** The spoiler switch's query parameter, on /graphql and /api alike (server/shared/reveal.ts reads it). */
export const SPOILER_PARAM = 'jpContent';

/** What the server entry is asked to draw. */
export interface RenderInput {
  /** The page's path and query string. */
  url: string;
  /** The settings cookie's value. */
  cookie: string | undefined;
  /** The instant the page stands for (ms). */
  now: number;
  /** Runs a stored operation by id with its variables, for a position of the spoiler switch. */
  execute(id: string, variables: Record<string, unknown>, jpContent: boolean): Promise<unknown>;
}

/**
 * What the page's head says of it for link previews. `images` are paths on this site, best first:
 * the renderer uses the first it can serve as a preview, else the site's own picture.
 */
export interface PageHead {
  description: string;
  images: readonly string[];
  type: 'website' | 'article' | 'profile';
}

/** What the server entry answers: a redirect, or the page's HTML with its title, head and state. */
export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; title: string; html: string; state: string; head: PageHead };

/** The server entry's module, as the renderer loads it. */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
  /** The paths of the site's fixed pages (the route table's, without aliases, parameters or the admin area), for the sitemap. */
  listedPaths: readonly string[];
}

const persistedQuery = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

/** The address of a stored (persisted) query: GET /graphql with its id, variables and spoiler switch. */
export function persistedQueryUrl(id: string, variables: Record<string, unknown>, jpContent: boolean): string {
  const params = new URLSearchParams();
  if (jpContent) params.set(SPOILER_PARAM, '1');
  params.set('extensions', JSON.stringify(persistedQuery(id)));
  if (Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
  return `/graphql?${params}`;
}

/** The body of a stored operation sent by POST (a mutation, which GET does not run), to persistedQueryUrl's address. */
export function persistedQueryBody(id: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ extensions: persistedQuery(id), ...(Object.keys(variables).length ? { variables } : {}) });
}
