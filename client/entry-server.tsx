// The server's entry to the client: draws one route to HTML with the site's own route table and
// components. Its data comes through `execute` (the server runs the stored operations the browser
// would send); the Relay records it drew from go into the page, for the browser to hydrate from.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { PageHead, RenderInput, RenderOutput, ServerEntry } from '../server/shared/pageContract.ts';
import type { LoaderContext } from './relay/queryLoader.tsx';
import { pageRoutes, routes, SITE_SECTIONS } from './router.tsx';
import type { PageMeta, RenderState } from './shared/renderState.tsx';
import { decodeSettingsCookie } from './shared/settingsCookie.ts';
import { AppProviders } from './shell/AppProviders.tsx';
import type { RouteHandle } from './shell/routeHandle.ts';
import { listedPaths as listedPathsOf } from './shell/routing.tsx';
import { pageTitle, SITE_DESCRIPTION } from './shell/title.ts';

/** What the page carries for the browser: the render state and the records drawn from. */
export interface PageState {
  /** The answer's status: a page that failed on the server is drawn again by the browser. */
  status: number;
  settings: RenderState['settings'];
  timeZone: string | undefined;
  rendered: number;
  records: unknown;
}

/** JSON that is safe inside a script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export const render: ServerEntry['render'] = async function render(input: RenderInput): Promise<RenderOutput> {
  const { settings, timeZone } = decodeSettingsCookie(input.cookie);
  const environment = new Environment({
    network: Network.create(async (operation, variables) => {
      if (!operation.id) throw new Error(`${operation.name} is not a stored operation`);
      return (await input.execute(operation.id, variables, settings.jpContent)) as never;
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')), {
    requestContext: { environment } satisfies LoaderContext,
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const named: NonNullable<RenderState['title']> = {};
  // Filled while the page renders, from the data its own query gave it.
  const meta: PageMeta = {};
  const state: RenderState = { settings, timeZone, rendered: input.now, environment: () => environment, title: named, meta };
  // A page that throws while rendering (an unknown id: the error says its status) leaves its part
  // to the browser, which shows the route's error view; the answer carries the status.
  let failed: number | undefined;
  const { prelude } = await prerenderToNodeStream(
    <AppProviders state={state}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      // Every boundary in place: no part is left to an inline script (the site's policy allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        const status = (error as { status?: unknown }).status;
        const known = typeof status === 'number' && status >= 400 && status < 500;
        failed = Math.max(failed ?? 0, known ? status : 500);
        if (!known) console.error(error);
      },
    },
  );
  const html = await streamText(prelude);
  let title: string | undefined;
  let description: string | undefined;
  let notFound = false;
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.title) title = handle.title;
    if (handle?.description) description = handle.description;
    else if (handle?.section) description = SITE_SECTIONS.find((s) => s.id === handle.section)?.description ?? description;
    if (match.route.path === '*' || match.route.path === '/404') notFound = true;
  }
  // A loader that refused its address (a malformed id: routeNotFound) leaves its status in the context.
  const refused = context.statusCode >= 400 ? context.statusCode : undefined;
  const status = failed ?? refused ?? meta.status ?? (notFound ? 404 : 200);
  const page: PageState = { status, settings, timeZone, rendered: input.now, records: environment.getStore().getSource().toJSON() };
  const head: PageHead = {
    // A page that failed says nothing of what it would have shown.
    description: (status === 200 ? meta.description : undefined) ?? (status === 200 ? description : undefined) ?? SITE_DESCRIPTION,
    images: status === 200 ? [meta.image ?? []].flat() : [],
    type: (status === 200 && meta.type) || 'website',
  };
  return { kind: 'page', status, title: pageTitle(named.named ? named.value : title), html, state: scriptJson(page), head };
};

/** The site's own pages, for the sitemap: each route's path, not its aliases nor a record's page. */
export const listedPaths: ServerEntry['listedPaths'] = listedPathsOf(pageRoutes);
