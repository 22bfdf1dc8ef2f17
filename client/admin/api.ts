// The admin area's link to /admin/graphql: a Relay environment of its own (the admin schema is not
// the site's), whose network POSTs each document as JSON with the session cookie, and the
// session's CSRF token in the x-csrf-token header once it is known. Documents are graphql`` tags
// compiled by relay-compiler's admin project (relay.config.js) against server/admin/schema.graphql; their
// types are generated in __generated__/. The session, shared by the pages, is kept here too.
import { useEffect, useSyncExternalStore } from 'react';
import { commitMutation, fetchQuery, graphql, readInlineData } from 'react-relay';
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
import type { apiChangePasswordMutation } from './__generated__/apiChangePasswordMutation.graphql';
import type { apiChangeProfileMutation } from './__generated__/apiChangeProfileMutation.graphql';
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
 * The admin area's own store. Its records have no global ids; an audit entry's `id` is a number,
 * unique among audit entries, so records are keyed by type and id.
 */
export const adminEnvironment = new Environment({
  network: Network.create(fetchAdmin),
  store: new Store(new RecordSource()),
  getDataID: (fieldValue, typeName) => (fieldValue.id == null ? undefined : `${typeName}:${String(fieldValue.id)}`),
});

/** Runs a query against the server (never answered from the store: another maintainer may have changed things). */
export function adminQuery<Q extends OperationType>(
  query: Parameters<typeof fetchQuery<Q>>[1],
  variables: Q['variables'],
): Promise<Q['response']> {
  return fetchQuery<Q>(adminEnvironment, query, variables, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => {
      if (data === undefined) throw new AdminApiError('The server sent no answer.', 0);
      return data;
    });
}

/** Runs a mutation; a refusal rejects with its AdminApiError. */
export function adminMutation<M extends MutationParameters>(
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

export async function refreshSession(): Promise<void> {
  try {
    const { me } = await adminQuery<apiMeQuery>(
      graphql`
        query apiMeQuery {
          me {
            ...api_session
          }
        }
      `,
      {},
    );
    setState(me ? { status: 'signed-in', session: readSession(me) } : { status: 'signed-out' });
  } catch {
    setState({ status: 'signed-out' });
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  const { signIn: session } = await adminMutation<apiSignInMutation>(
    graphql`
      mutation apiSignInMutation($username: String!, $password: String!) {
        signIn(username: $username, password: $password) {
          ...api_session
        }
      }
    `,
    { username, password },
  );
  setState({ status: 'signed-in', session: readSession(session) });
}

export async function signOut(): Promise<void> {
  try {
    await adminMutation<apiSignOutMutation>(
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

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { changePassword: session } = await adminMutation<apiChangePasswordMutation>(
    graphql`
      mutation apiChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
          ...api_session
        }
      }
    `,
    { currentPassword, newPassword },
  );
  setState({ status: 'signed-in', session: readSession(session) });
}

export async function changeProfile(displayName: string): Promise<void> {
  await adminMutation<apiChangeProfileMutation>(
    graphql`
      mutation apiChangeProfileMutation($displayName: String) {
        changeProfile(displayName: $displayName) {
          displayName
        }
      }
    `,
    { displayName },
  );
  await refreshSession();
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
