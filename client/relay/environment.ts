import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  let json: { data?: unknown; errors?: { message: string }[] };
  try {
    json = await response.json();
  } catch {
    throw new NetworkError('Server is not responding the request', response.status || 500);
  }
  if (!json.data && json.errors?.length) throw new NetworkError(json.errors.map((e) => e.message).join('; '), response.status);
  return json as never;
};

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
