// Server rendering of the site's pages, where GraphQL executes (a worker, or in process): the
// client's own route table and components (built by `npm run build` into <client dist>/.ssr) draw
// the route, and its queries run as the browser would send them (stored operations by id, through
// the same handler and limits), for the visitor's spoiler switch. The page carries the Relay
// records it was drawn from, so the browser hydrates it without asking for them again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { discoverableFeeds } from '../feeds.ts';
import { type PageHead, persistedQueryUrl, type ServerEntry } from '../shared/pageContract.ts';
import { takeSnapshot } from '../shared/snapshot.ts';

/** What the renderer is asked (execution/handler.ts's request, the part it reads). */
interface PageRequest {
  /** The page's path and query string. */
  url: string;
  dataVersion: number;
  /** The instant (ms) the edge received it, the page is drawn at (else the renderer's clock). */
  at?: number;
  page?: { cookie: string };
}

/** What it answers, as execution answers any request. */
interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  cacheUntil?: number | null;
}

/** How it runs a query: the execution handler itself. */
type Execute = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  dataVersion: number;
  at: number;
}) => Promise<PageAnswer>;

/** The site's address when none is configured: `npm start` on its default port. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The site's preview image (client/public), for a page with no image of its own. */
export const DEFAULT_PREVIEW_IMAGE = '/preview.png';
const SITE_NAME = 'LostWord Global Tracker';

const HTML_TYPE = 'text/html; charset=utf-8';
const ACCEPT = 'application/graphql-response+json, application/json';

/** Where `npm run build` writes the server entry, inside the client's build (a dot folder sirv never serves). */
export const serverEntryPath = (clientDist: string) => join(clientDist, '.ssr', 'entry-server.js');

const entries = new Map<string, Promise<ServerEntry>>();

type Hooks = { AsyncLocalStorage: unknown };

/**
 * What React's server renderer is given for its AsyncLocalStorage: a store held while its callback
 * runs, and not carried into the promises made meanwhile. The renderer sets the request it draws
 * for each stretch of work it does, synchronously, and reads it back only within it. A real
 * AsyncLocalStorage, once used, stays on for the thread: every promise made afterwards, in any
 * query the worker runs, paid for the async hooks that carry it (some 7 % of a tool author's list
 * query); turning it off after each run instead changed the thread's promise hooks at every
 * stretch, and made pages slower to draw.
 */
class RunStorage<T> {
  #store: T | undefined;
  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const outer = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = outer;
    }
  }
  exit<R, A extends unknown[]>(callback: (...args: A) => R, ...args: A): R {
    return this.run(undefined as T, callback, ...args);
  }
  getStore(): T | undefined {
    return this.#store;
  }
  enterWith(store: T): void {
    this.#store = store;
  }
  disable(): void {
    this.#store = undefined;
  }
}

/** Loads the server entry with React's request storage a RunStorage (see above). */
async function importEntry(path: string): Promise<ServerEntry> {
  // The entry's bundled React requires the built-in module, and makes its storage, as it loads.
  const hooks = createRequire(import.meta.url)('node:async_hooks') as Hooks;
  const original = hooks.AsyncLocalStorage;
  hooks.AsyncLocalStorage = RunStorage;
  try {
    return (await import(pathToFileURL(path).href)) as ServerEntry;
  } finally {
    hooks.AsyncLocalStorage = original;
  }
}

/** The built server entry of a client build, loaded once (undefined when the build has none). */
export function loadServerEntry(clientDist: string): Promise<ServerEntry> | undefined {
  const path = serverEntryPath(clientDist);
  if (!existsSync(path)) return undefined;
  let entry = entries.get(path);
  if (!entry) {
    entry = importEntry(path);
    entries.set(path, entry);
  }
  return entry;
}

/** The site's fixed pages by the route table of a client build; without a server entry (dev mode) the home page alone. */
export async function listedPaths(clientDist: string | undefined): Promise<readonly string[]> {
  const entry = clientDist ? loadServerEntry(clientDist) : undefined;
  return entry ? (await entry).listedPaths : ['/'];
}

/** The built page around the rendered route: the head's title and link preview, the root's HTML and its data. */
function pageTemplate(clientDist: string) {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8')
    // The cover and the no-script notice are for the page the browser draws alone.
    .replace(/<div id="loading-cover"[\s\S]*?<\/p>\s*<\/div>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    // Each page writes its own description.
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const [head, rest] = html.split(/<title>[\s\S]*?<\/title>/);
  const [middle, tail] = rest.split('<div id="root"></div>');
  if (head === undefined || middle === undefined || tail === undefined)
    throw new Error(`${clientDist}/index.html has no <title> or root element`);
  return (title: string, meta: string, body: string, state: string) =>
    `${head}<title>${escapeHtml(title)}</title>${meta}${middle}<div id="root">${body}</div><script type="application/json" id="ssr-state">${state}</script>${tail}`;
}

/** Image types link previews show (a missing file is drawn as an SVG placeholder, which they do not). */
const PREVIEW_TYPES = /\.(png|jpe?g|webp|gif)$/i;

/** The first of the page's images that is a picture file under /images, else null (the site's preview image). */
function previewImage(imagesDir: string | undefined, images: readonly string[]): string | null {
  for (const image of images) if (servesAsPreview(imagesDir, image)) return image;
  return null;
}

function servesAsPreview(imagesDir: string | undefined, image: string): boolean {
  if (!imagesDir || !image.startsWith('/images/')) return false;
  let file: string;
  try {
    file = decodeURIComponent(image.slice('/images/'.length));
  } catch {
    return false;
  }
  if (!PREVIEW_TYPES.test(file) || file.includes('/') || file.includes('..')) return false;
  const path = join(imagesDir, file);
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The head's link preview: description, Open Graph and Twitter card, and the canonical address
 * (for a page that answered 200), all absolute under the configured public URL, never the
 * request's Host.
 */
function previewTags(
  publicUrl: string,
  url: string,
  status: number,
  title: string,
  head: Omit<PageHead, 'images'> & { image: string | null },
): string {
  const absolute = (path: string) => `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const page = absolute(url);
  const image = absolute(head.image ?? DEFAULT_PREVIEW_IMAGE);
  const tags: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', head.type],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:image', image],
    ['property', 'og:url', page],
    ['name', 'twitter:card', head.image ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
  const meta =
    tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`).join('') +
    // The feeds, for feed readers to discover (server/feeds.ts).
    discoverableFeeds
      .map(
        ([name, path]) =>
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(name)}" href="${escapeHtml(absolute(path))}" />`,
      )
      .join('');
  return status === 200 ? `${meta}<link rel="canonical" href="${escapeHtml(page)}" />` : meta;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A renderer of pages, or undefined when the client was built without its server entry. */
export function createPageRenderer(options: {
  clientDist: string;
  handle: Execute;
  now: () => number;
  publicUrl: string;
  /** Where /images is served from; without it, every page shows the site's preview image. */
  imagesDir?: string;
}) {
  const entry = loadServerEntry(options.clientDist);
  if (!entry) return undefined;
  let loaded: Promise<{ entry: ServerEntry; page: ReturnType<typeof pageTemplate> }> | undefined;
  const load = () => {
    loaded ??= entry.then((entry) => ({ entry, page: pageTemplate(options.clientDist) }));
    return loaded;
  };

  return async (request: PageRequest): Promise<PageAnswer> => {
    const { entry, page } = await load();
    // The page and every one of its queries are answered at one instant: it holds as long as the
    // snapshot of that instant does, if each of its queries may be kept. (The spoiler switch,
    // which the page's cookie decides, does not move the instants: the page's queries carry it.)
    const snapshot = await takeSnapshot(false, new Date(request.at ?? options.now()), request.dataVersion);
    const at = snapshot.now.getTime();
    let keep = true;
    let failed = false;
    const execute = async (id: string, variables: Record<string, unknown>, jpContent: boolean) => {
      const answer = await options.handle({
        method: 'GET',
        url: persistedQueryUrl(id, variables, jpContent),
        headers: { accept: ACCEPT },
        dataVersion: request.dataVersion,
        at,
      });
      if (answer.status !== 200) failed = true;
      if (answer.cacheUntil === undefined) keep = false;
      return JSON.parse(answer.body);
    };
    const result = await entry.render({ url: request.url, cookie: request.page?.cookie || undefined, now: at, execute });
    if (result.kind === 'redirect') {
      return { status: result.status, headers: { location: result.location, 'content-type': HTML_TYPE }, body: '' };
    }
    const status = failed ? 500 : result.status;
    const head = { ...result.head, image: previewImage(options.imagesDir, result.head.images) };
    const body = page(result.title, previewTags(options.publicUrl, request.url, status, result.title, head), result.html, result.state);
    return {
      status,
      headers: { 'content-type': HTML_TYPE },
      body,
      cacheUntil: failed || !keep || result.status !== 200 ? undefined : snapshot.until,
    };
  };
}
