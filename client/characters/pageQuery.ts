// Route loaders of the character pages: start the page's query before it renders.
import { type GraphQLTaggedNode, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { environment } from '../relay/environment.ts';
import { getSettings } from '../shell/settings.ts';

export function queryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (url: URL, jpContent: boolean) => Q['variables'],
) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<Q>(environment, query, variables(new URL(request.url), getSettings().jpContent), { fetchPolicy: 'store-or-network' });
}
