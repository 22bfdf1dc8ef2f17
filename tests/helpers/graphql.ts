import { createYogaApp } from '../../server/execution/yoga.ts';

const yoga = createYogaApp();

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

/**
 * Runs a GraphQL document through the real yoga app, in process. `jpContent` sets the request's
 * spoiler switch the way the site and tool authors do, with the `jpContent` query parameter;
 * `trusted` runs it as one of the site's own operations (persisted or stored), unpriced.
 */
export async function graphql<T = Record<string, any>>(
  query: string,
  variables?: Record<string, unknown>,
  options: { jpContent?: boolean; trusted?: boolean } = {},
): Promise<GraphQLResponse<T>> {
  const response = await yoga.fetch(
    `http://localhost/graphql${options.jpContent ? '?jpContent=1' : ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    },
    { trusted: options.trusted },
  );
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body };
}
