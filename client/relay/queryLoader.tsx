// Route loaders: start a page's query before it renders, in the environment of the visitor's
// spoiler switch (on the server, the render's own, given as the loader's context). Variables come
// from the URL only; the switch is not a variable.
import type { ComponentType } from 'react';
import { type GraphQLTaggedNode, loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Environment, OperationType } from 'relay-runtime';
import { currentEnvironment } from './environment.ts';

/** What a server render gives its route loaders. */
export interface LoaderContext {
  environment: Environment;
}

export function queryLoader<Q extends OperationType>(query: GraphQLTaggedNode, variables: (url: URL) => Q['variables'] = () => ({})) {
  return ({ request, context }: LoaderFunctionArgs) =>
    loadQuery<Q>((context as LoaderContext | undefined)?.environment ?? currentEnvironment(), query, variables(new URL(request.url)), {
      fetchPolicy: 'store-or-network',
    });
}

/**
 * A route's component: renders the page with the query its loader started, inside that query's
 * environment (so a page never reads one switch position's data in the other's store).
 */
export function preloadedPage<Q extends OperationType>(Page: ComponentType<{ queryRef: PreloadedQuery<Q> }>): ComponentType {
  return function PreloadedPage() {
    const queryRef = useLoaderData() as PreloadedQuery<Q>;
    return (
      <RelayEnvironmentProvider environment={queryRef.environment}>
        <Page queryRef={queryRef} />
      </RelayEnvironmentProvider>
    );
  };
}
