import type { ComponentType } from 'react';
import { type LoaderFunction, Navigate, type RouteObject, redirect, useLocation, useParams } from 'react-router-dom';
import type { RouteHandle } from './routeHandle.ts';

/** Redirects to `to`, keeping the query string, the hash and (for `*` routes) the rest of the path. */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  const rest = useParams()['*'];
  const pathname = rest ? `${to.replace(/\/$/, '')}/${rest}` : to;
  return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
}

/** On the server, an alias answers with a redirect (the browser keeps the hash across it). */
const redirectLoader =
  (to: string): LoaderFunction =>
  ({ request, params }) => {
    const url = new URL(request.url);
    const rest = params['*'];
    return redirect(`${rest ? `${to.replace(/\/$/, '')}/${rest}` : to}${url.search}`, 301);
  };

/** Routes for each alias path, all redirecting to `to`. */
export function aliases(paths: string[], to: string): RouteObject[] {
  return paths.map((path) => ({ path, element: <Redirect to={to} />, loader: import.meta.env.SSR ? redirectLoader(to) : undefined }));
}

/** A route module: the page (and the loader that starts its query) load together with the route. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** A page route whose code and query load when it is visited. */
export function page(path: string, handle: RouteHandle, load: () => Promise<PageModule>): RouteObject {
  return { path, handle, lazy: async () => ({ ...(await load()) }) };
}

/**
 * The paths the sitemap lists of a route table: each page's own path (never an alias, which has no
 * handle), without parameters (a record's page is listed from the data) and outside the admin area.
 */
export function listedPaths(routes: readonly RouteObject[]): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const handle = route.handle as RouteHandle | undefined;
    if (route.children) paths.push(...listedPaths(route.children));
    if (!route.path || !handle || handle.unlisted || handle.section === 'admin' || /[:*]/.test(route.path)) continue;
    if (!paths.includes(route.path)) paths.push(route.path);
  }
  return paths;
}
