// The admin area's link to /admin/graphql: JSON POSTs with the session cookie, and the session's
// CSRF token in the x-csrf-token header of every request once it is known.
import { useEffect, useSyncExternalStore } from 'react';

export interface AdminSession {
  csrfToken: string;
  expiresAt: string;
  user: { username: string; displayName: string | null };
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface RecordChange {
  file: string;
  key: string;
  kind: 'added' | 'changed' | 'removed';
  fields: FieldChange[];
}

export interface ChangeResult {
  applied: boolean;
  summary: string;
  auditId: number | null;
  dataVersion: number;
  changes: RecordChange[];
}

export interface AuditEntry {
  id: number;
  at: string;
  user: string | null;
  action: string;
  summary: string;
  source: string;
  undoneBy: number | null;
  undoOf: number | null;
  changes: RecordChange[];
}

export interface Source {
  url?: string;
  inGameOn?: string;
  note?: string;
}

export const CHANGE_FIELDS = 'applied summary auditId dataVersion changes { file key kind fields { field before after } }';
export const AUDIT_FIELDS = `id at user action summary source undoneBy undoOf changes { file key kind fields { field before after } }`;
const SESSION_FIELDS = 'csrfToken expiresAt user { username displayName }';

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

export async function adminRequest<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = state.status === 'signed-in' ? state.session.csrfToken : undefined;
  const res = await fetch('/admin/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  let body: { data?: T; errors?: { message: string; extensions?: { issues?: AdminApiError['issues'] } }[] };
  try {
    body = await res.json();
  } catch {
    throw new AdminApiError(`The server answered ${res.status} without a readable body.`, res.status);
  }
  if (res.status === 401 && state.status === 'signed-in') setState({ status: 'signed-out' });
  const error = body.errors?.[0];
  if (error) throw new AdminApiError(error.message, res.status, error.extensions?.issues ?? []);
  return body.data as T;
}

export async function refreshSession(): Promise<void> {
  try {
    const { me } = await adminRequest<{ me: AdminSession | null }>(`{ me { ${SESSION_FIELDS} } }`);
    setState(me ? { status: 'signed-in', session: me } : { status: 'signed-out' });
  } catch {
    setState({ status: 'signed-out' });
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  const { signIn: session } = await adminRequest<{ signIn: AdminSession }>(
    `mutation SignIn($username: String!, $password: String!) { signIn(username: $username, password: $password) { ${SESSION_FIELDS} } }`,
    { username, password },
  );
  setState({ status: 'signed-in', session });
}

export async function signOut(): Promise<void> {
  try {
    await adminRequest('mutation SignOut { signOut }');
  } finally {
    setState({ status: 'signed-out' });
  }
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { changePassword: session } = await adminRequest<{ changePassword: AdminSession }>(
    `mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { ${SESSION_FIELDS} } }`,
    { currentPassword, newPassword },
  );
  setState({ status: 'signed-in', session });
}

export async function changeProfile(displayName: string): Promise<void> {
  await adminRequest('mutation ChangeProfile($displayName: String) { changeProfile(displayName: $displayName) { displayName } }', {
    displayName,
  });
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
