import { createYogaApp } from '../../server/app.ts';

const yoga = createYogaApp();

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

/** Runs a GraphQL document through the real yoga app, in process. */
export async function graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body };
}
