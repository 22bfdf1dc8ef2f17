// Sign-in, change password and change profile.
import './admin.css';
import { type FormEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import type { AccountPagesChangePasswordMutation } from './__generated__/AccountPagesChangePasswordMutation.graphql';
import type { AccountPagesChangeProfileMutation } from './__generated__/AccountPagesChangeProfileMutation.graphql';
import { type AdminApiError, adoptSession, refreshSession, signIn, useAdminSession } from './api.ts';
import { Refusal, RequireSession } from './parts.tsx';

/** Where to go after signing in: a path of the admin area only, never another site. */
function safeNext(next: string | null): string {
  return next?.startsWith('/admin/') && !next.startsWith('//') ? next : '/admin/dashboard';
}

export function LoginPage() {
  usePageTitle('Admin Sign-in');
  const state = useAdminSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const next = safeNext(params.get('next'));
  if (state.status === 'signed-in' && !busy) return <Navigate replace to={next} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
      navigate(next, { replace: true });
    } catch (err) {
      setError(err as AdminApiError);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin admin-login">
      <h1>Admin Sign-in</h1>
      <p>For the tracker's maintainers. Visitors need no account: every page of the tracker is open to all.</p>
      <form onSubmit={submit} className="admin-form">
        <label>
          Account name
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        </label>
        <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <Refusal error={error} />
    </section>
  );
}

/** Changes the password: the session goes on with the new CSRF token the answer carries. */
function useChangePasswordMutation() {
  const [commit, busy] = useMutation<AccountPagesChangePasswordMutation>(graphql`
    mutation AccountPagesChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
        ...api_session
      }
    }
  `);
  const change = (currentPassword: string, newPassword: string, onDone: () => void, onError: (e: Error) => void) =>
    commit({
      variables: { currentPassword, newPassword },
      onCompleted: (data) => {
        adoptSession(data.changePassword);
        onDone();
      },
      onError,
    });
  return [change, busy] as const;
}

/**
 * Changes the display name. The menu shows it from the session, which api.ts keeps beside the
 * store (the network layer reads its CSRF token), so the session is asked for again.
 */
function useChangeProfileMutation() {
  const [commit, busy] = useMutation<AccountPagesChangeProfileMutation>(graphql`
    mutation AccountPagesChangeProfileMutation($displayName: String) {
      changeProfile(displayName: $displayName) {
        displayName
      }
    }
  `);
  const change = (displayName: string, onDone: () => void, onError: (e: Error) => void) =>
    commit({
      variables: { displayName },
      onCompleted: () => void refreshSession().then(onDone),
      onError,
    });
  return [change, busy] as const;
}

export function ChangePasswordPage() {
  usePageTitle('Change Password');
  return <RequireSession>{() => <PasswordForm />}</RequireSession>;
}

function PasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    if (fresh !== again) return setError(new Error('The two new passwords differ.'));
    changePassword(
      current,
      fresh,
      () => {
        setDone(true);
        setCurrent('');
        setFresh('');
        setAgain('');
      },
      setError,
    );
  };
  return (
    <section>
      <h1>Change Password</h1>
      <p>At least 12 characters. Every other session of your account ends; this one goes on.</p>
      <form onSubmit={submit} className="admin-form">
        <PasswordField label="Current password" autoComplete="current-password" value={current} onChange={setCurrent} />
        <PasswordField label="New password" autoComplete="new-password" minLength={12} value={fresh} onChange={setFresh} />
        <PasswordField label="New password again" autoComplete="new-password" value={again} onChange={setAgain} />
        <button type="submit">Change password</button>
      </form>
      {done ? <output className="admin-done">Your password is changed; your other sessions have ended.</output> : null}
      <Refusal error={error} />
    </section>
  );
}

export function ChangeProfilePage() {
  usePageTitle('Change Profile');
  return (
    <RequireSession>
      {(session) => <ProfileForm initial={session.user.displayName ?? ''} username={session.user.username} />}
    </RequireSession>
  );
}

function ProfileForm({ initial, username }: { initial: string; username: string }) {
  const [changeProfile] = useChangeProfileMutation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<Error | null>(null);
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    changeProfile(name, () => setDone(true), setError);
  };
  return (
    <section>
      <h1>Change Profile</h1>
      <form onSubmit={submit} className="admin-form">
        <label>
          Account name <input value={username} readOnly />
        </label>
        <label>
          Display name (shown in the audit log)
          <input maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit">Save</button>
      </form>
      {done ? <output className="admin-done">Saved.</output> : null}
      <Refusal error={error} />
    </section>
  );
}

function PasswordField({
  label,
  name,
  autoComplete,
  minLength,
  value,
  onChange,
}: {
  label: string;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type="password"
        autoComplete={autoComplete}
        minLength={minLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </label>
  );
}
