// The data layer's network: the site's queries are persisted, so each is sent as its id over GET
// (browsers and proxies can cache the answer, and the server runs only operations it knows);
// mutations go by POST. The spoiler switch travels as the `jpContent` query parameter, the same
// convention tool authors and /api use, and each switch position has its own environment, so no
// answer fetched for one position is ever shown for the other.
import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { persistedQueryBody, persistedQueryUrl, SPOILER_PARAM } from '../../server/shared/pageContract.ts';
import { ConnectionError } from '../shared/connection.ts';
import { getSettings } from '../shared/settings.ts';

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

const ACCEPT = 'application/graphql-response+json, application/json';

/** The request for one operation: GET with the persisted id, or POST with the text. */
export function graphqlRequest(
  operation: { id?: string | null; text?: string | null; operationKind: string },
  variables: Record<string, unknown>,
  jpContent: boolean,
): { url: string; init: RequestInit } {
  if (operation.id && operation.operationKind === 'query') {
    return { url: persistedQueryUrl(operation.id, variables, jpContent), init: { method: 'GET', headers: { accept: ACCEPT } } };
  }
  const body = operation.id ? persistedQueryBody(operation.id, variables) : JSON.stringify({ query: operation.text, variables });
  return {
    url: jpContent ? `/graphql?${SPOILER_PARAM}=1` : '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT }, body },
  };
}

function fetchFor(jpContent: boolean): FetchFunction {
  return async (operation, variables) => {
    const { url, init } = graphqlRequest(operation, variables, jpContent);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      // No answer at all (offline, and not kept by the service worker): the page says so.
      throw new ConnectionError({ cause });
    }
    let json: { data?: unknown; errors?: { message: string }[] };
    try {
      json = await response.json();
    } catch {
      throw new NetworkError('Server is not responding the request', response.status || 500);
    }
    if (!json.data && json.errors?.length) throw new NetworkError(json.errors.map((e) => e.message).join('; '), response.status);
    return json as never;
  };
}

/** An environment for a position of the switch; `records` are the store of a server render. */
export function createEnvironment(jpContent: boolean, records?: RecordMap): Environment {
  return new Environment({ network: Network.create(fetchFor(jpContent)), store: new Store(new RecordSource(records)) });
}

/** Starts the environment of a position of the switch from the records a server render wrote. */
export function hydrateEnvironment(jpContent: boolean, records: RecordMap): void {
  environments.set(jpContent, createEnvironment(jpContent, records));
}

const environments = new Map<boolean, Environment>();

/** The environment for a position of the spoiler switch (each keeps its own store). */
export function environmentFor(jpContent: boolean): Environment {
  let environment = environments.get(jpContent);
  if (!environment) {
    environment = createEnvironment(jpContent);
    environments.set(jpContent, environment);
  }
  return environment;
}

/** The environment for the switch as the visitor has it now. */
export function currentEnvironment(): Environment {
  return environmentFor(getSettings().jpContent);
}
