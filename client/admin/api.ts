// The admin area's link to /admin/graphql: a Relay environment of its own (the admin schema is not
// the site's), whose network POSTs each document as JSON with the session cookie, and the
// session's CSRF token in the x-csrf-token header once it is known. Documents are graphql`` tags
// compiled by relay-compiler's admin project (relay.config.js) against server/admin/schema.graphql; their
// types are generated in __generated__/. Each page's query is started by its route's loader
// (adminLoader) once the session is known. The session, shared by the pages, is kept here too.
import { useEffect, useSyncExternalStore } from 'react';
import { commitMutation, fetchQuery, type GraphQLTaggedNode, graphql, loadQuery, readInlineData } from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  type MutationParameters,
  Network,
  type OperationType,
  RecordSource,
  Store,
} from 'relay-runtime';
import type { api_session$data, api_session$key } from './__generated__/api_session.graphql';
import type { apiMeQuery } from './__generated__/apiMeQuery.graphql';
import type { apiSignInMutation } from './__generated__/apiSignInMutation.graphql';
import type { apiSignOutMutation } from './__generated__/apiSignOutMutation.graphql';

export type AdminSession = api_session$data;

/** A refusal from the admin API: its message, HTTP status and the fields it names. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: { file: string; record?: string; field?: string; message: string }[] = [],
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------- the session, shared by the pages

type SessionState = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; session: AdminSession };
let state: SessionState = { status: 'unknown' };
const listeners = new Set<() => void>();
function setState(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

// ---------------------------------------------------------------- the environment

const fetchAdmin: FetchFunction = async (operation, variables) => {
  const csrf = state.status === 'signed-in' ? state.session.csrfToken : undefined;
  const res = await fetch('/admin/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  let body: GraphQLResponse & { errors?: { message: string; extensions?: { issues?: AdminApiError['issues'] } }[] };
  try {
    body = await res.json();
  } catch {
    throw new AdminApiError(`The server answered ${res.status} without a readable body.`, res.status);
  }
  if (res.status === 401 && state.status === 'signed-in') setState({ status: 'signed-out' });
  const error = body.errors?.[0];
  if (error) throw new AdminApiError(error.message, res.status, error.extensions?.issues ?? []);
  return body;
};

/**
 * The store's key of a record of the admin schema. Its records have no global ids; an audit entry's
 * `id` is a number, unique among audit entries, so records are keyed by type and id.
 */
export const adminRecordID = (typeName: string, id: unknown) => `${typeName}:${String(id)}`;

/** The admin area's own store. */
export const adminEnvironment = new Environment({
  network: Network.create(fetchAdmin),
  store: new Store(new RecordSource()),
  getDataID: (fieldValue, typeName) => (fieldValue.id == null ? undefined : adminRecordID(typeName, fieldValue.id)),
});

/**
 * A route's loader: once the session is known (a signed-out visitor is sent to sign in, and back
 * after), starts the page's query. The store never answers it alone: another maintainer may have
 * changed things since it was filled.
 */
export function adminLoader<Q extends OperationType>(query: GraphQLTaggedNode, variables: (url: URL) => Q['variables'] = () => ({})) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (state.status === 'unknown') await refreshSession();
    if (state.status !== 'signed-in') return redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    return loadQuery<Q>(adminEnvironment, query, variables(url), { fetchPolicy: 'network-only' });
  };
}

/**
 * Runs a mutation outside any page: signing in and out happen before a session exists or as it
 * ends, when no page's store is there to update, so they are plain commits.
 */
function commitSessionMutation<M extends MutationParameters>(
  mutation: Parameters<typeof commitMutation<M>>[1]['mutation'],
  variables: M['variables'],
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(adminEnvironment, {
      mutation,
      variables,
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}

// ---------------------------------------------------------------- signing in and out

const sessionFragment = graphql`
  fragment api_session on AdminSession @inline {
    csrfToken
    expiresAt
    user {
      username
      displayName
    }
  }
`;
const readSession = (ref: api_session$key): AdminSession => readInlineData(sessionFragment, ref);

/** Asks the server for the session (never the store: it may have ended since). */
export async function refreshSession(): Promise<void> {
  try {
    const data = await fetchQuery<apiMeQuery>(
      adminEnvironment,
      graphql`
        query apiMeQuery {
          me {
            ...api_session
          }
        }
      `,
      {},
      { fetchPolicy: 'network-only' },
    ).toPromise();
    setState(data?.me ? { status: 'signed-in', session: readSession(data.me) } : { status: 'signed-out' });
  } catch {
    setState({ status: 'signed-out' });
  }
}

/** The session a mutation answered with (a new CSRF token after a password change). */
export function adoptSession(ref: api_session$key): void {
  setState({ status: 'signed-in', session: readSession(ref) });
}

export async function signIn(username: string, password: string): Promise<void> {
  const { signIn: session } = await commitSessionMutation<apiSignInMutation>(
    graphql`
      mutation apiSignInMutation($username: String!, $password: String!) {
        signIn(username: $username, password: $password) {
          ...api_session
        }
      }
    `,
    { username, password },
  );
  adoptSession(session);
}

export async function signOut(): Promise<void> {
  try {
    await commitSessionMutation<apiSignOutMutation>(
      graphql`
        mutation apiSignOutMutation {
          signOut
        }
      `,
      {},
    );
  } finally {
    setState({ status: 'signed-out' });
  }
}

/** The session as the pages see it; asks the server once on first use. */
export function useAdminSession(): SessionState {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  useEffect(() => {
    if (state.status === 'unknown') void refreshSession();
  }, []);
  return current;
}
