// Pieces every admin page shares: the session gate (with the admin area's Relay environment, and
// what a page shows while its query loads or when it is refused), the admin menu, a change's diff
// (and the fragments a change's answer is read with), the source of a change, and a refusal with
// the fields it names, and the options of a choice from a list.
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { type GraphQLTaggedNode, graphql, type PreloadedQuery, RelayEnvironmentProvider, readInlineData, useMutation } from 'react-relay';
import { Link, Navigate, NavLink, useLoaderData, useLocation } from 'react-router-dom';
import type { MutationParameters, OperationType, SelectorStoreUpdater } from 'relay-runtime';
import { usePageTitle } from '../shell/title.ts';
import type { parts_change$data, parts_change$key } from './__generated__/parts_change.graphql';
import type { parts_result$data, parts_result$key } from './__generated__/parts_result.graphql';
import type { RecordEditorSaveMutation$variables } from './__generated__/RecordEditorSaveMutation.graphql';
import { type AdminApiError, type AdminSession, adminEnvironment, signOut, useAdminSession } from './api.ts';

/** Where a change comes from (the SourceInput of every change). */
export type Source = RecordEditorSaveMutation$variables['source'];

const changeFragment = graphql`
  fragment parts_change on RecordChange @inline {
    file
    key
    kind
    position
    from
    fields {
      field
      before
      after
    }
  }
`;

const resultFragment = graphql`
  fragment parts_result on ChangeResult @inline {
    applied
    summary
    auditId
    dataVersion
    changes {
      ...parts_change
    }
    kept {
      file
      key
      revision
      fields
    }
  }
`;

const readChange = (ref: parts_change$key): parts_change$data => readInlineData(changeFragment, ref);

/** The answer of a change: applied or not, its summary and what it changed. */
export type ChangeResult = parts_result$data;
export const readChangeResult = (ref: parts_result$key): ChangeResult => readInlineData(resultFragment, ref);
/**
 * A mutation that changes the data, as a hook: its commit takes the variables, what to do with the
 * answer (read as a ChangeResult) or with a refusal, and how the answer updates the store.
 */
export function useChangeMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  result: (response: M['response']) => parts_result$key,
) {
  const [commit, busy] = useMutation<M>(mutation);
  const run = (
    variables: M['variables'],
    onDone: (result: ChangeResult) => void,
    onError: (error: Error) => void,
    updater?: SelectorStoreUpdater<M['response']>,
  ) => commit({ variables, updater, onCompleted: (response) => onDone(readChangeResult(result(response))), onError });
  return [run, busy] as const;
}

/** The key a change's first record has (a new record's, once saved). */
export const firstChangedKey = (result: ChangeResult): string | undefined =>
  result.changes[0] ? readChange(result.changes[0]).key : undefined;

/**
 * Renders its children with the session, in the admin area's Relay environment, or sends the
 * visitor to sign in (and back here after). While a page's query loads the menu stays; a refusal
 * of the query shows below it until the next navigation.
 */
export function RequireSession({ children }: { children: (session: AdminSession) => ReactNode }) {
  const state = useAdminSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (state.status === 'unknown') return <p className="admin-wait">Checking your session…</p>;
  if (state.status === 'signed-out') return <Navigate replace to={`/admin/login?next=${encodeURIComponent(here)}`} />;
  return (
    <RelayEnvironmentProvider environment={adminEnvironment}>
      <div className="admin">
        <AdminMenu session={state.session} />
        <PageRefusal at={here}>
          <Suspense fallback={<p className="admin-wait">Loading…</p>}>{children(state.session)}</Suspense>
        </PageRefusal>
      </div>
    </RelayEnvironmentProvider>
  );
}

/** A route's page: with the session, the page drawn from the query its route's loader (adminLoader) started. */
export function adminPage<Q extends OperationType>(title: string, Page: ComponentType<{ queryRef: PreloadedQuery<Q> }>): ComponentType {
  return function AdminPage() {
    usePageTitle(title);
    const queryRef = useLoaderData() as PreloadedQuery<Q>;
    return <RequireSession>{() => <Page queryRef={queryRef} />}</RequireSession>;
  };
}

/**
 * A page whose query the server refused shows the refusal in place of the page (a session that
 * ended meanwhile is signed out by the network layer, and RequireSession then asks for a sign-in).
 * `at` is where the refusal happened: the next navigation tries the page again.
 */
class PageRefusal extends Component<{ at: string; children: ReactNode }, { error: Error | null; at: string | null }> {
  override state: { error: Error | null; at: string | null } = { error: null, at: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { at: string }, state: { error: Error | null; at: string | null }) {
    if (state.error && state.at === null) return { at: props.at };
    if (state.error && state.at !== props.at) return { error: null, at: null };
    return null;
  }

  override render() {
    return this.state.error ? <Refusal error={this.state.error} /> : this.props.children;
  }
}

function AdminMenu({ session }: { session: AdminSession }) {
  return (
    <nav className="admin-menu" aria-label="Admin">
      <NavLink to="/admin/dashboard">Dashboard</NavLink>
      <NavLink to="/admin/edit">Edit records</NavLink>
      <NavLink to="/admin/new-prayer">New prayer</NavLink>
      <NavLink to="/admin/new-friend">New Friend</NavLink>
      <NavLink to="/admin/import">Import / export</NavLink>
      <NavLink to="/admin/audit">Audit log</NavLink>
      <span className="admin-user">
        Signed in as <Link to="/admin/change-profile">{session.user.displayName ?? session.user.username}</Link> ·{' '}
        <Link to="/admin/change-pwd">Change password</Link> ·{' '}
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </span>
    </nav>
  );
}

const show = (json: string) => {
  if (json === 'null') return '—';
  const value = JSON.parse(json) as unknown;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * The records an import left as they are: each changed after the data version its bundle was made
 * from, so the bundle's copy is older than what another change wrote since.
 */
export function KeptList({ kept }: { kept: ChangeResult['kept'] }) {
  if (!kept.length) return null;
  return (
    <section className="kept" aria-label="Kept as they are">
      <h4>Kept as they are ({kept.length}): changed after this bundle was made, so its older copy was left out</h4>
      <ul>
        {kept.map((k) => (
          <li key={`${k.file}|${k.key}`}>
            {k.file} · record {k.key} (revision {k.revision}){k.fields.length ? `: ${k.fields.join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A change record by record, and field by field for changed records. */
export function ChangeList({ changes: refs }: { changes: readonly parts_change$key[] }) {
  if (!refs.length) return <p className="empty">No change.</p>;
  const changes = refs.map(readChange);
  return (
    <ul className="change-list">
      {changes.map((c) => (
        <li key={`${c.file}|${c.key}`} className={`change change-${c.kind}`}>
          <span className="change-kind">{c.kind}</span> <code>{c.file}</code> <strong>{c.key}</strong>
          {c.from != null ? (
            <span className="change-move">
              {' '}
              moved from place {c.from + 1} to {c.position + 1}
            </span>
          ) : null}
          {c.fields.length ? (
            <table className="field-changes">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {c.fields.map((f) => (
                  <tr key={f.field}>
                    <th scope="row">{f.field}</th>
                    <td>
                      <del>{show(f.before)}</del>
                    </td>
                    <td>
                      <ins>{show(f.after)}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Where a change comes from: a web address, or the game on a day. */
export function SourceFields({ value, onChange }: { value: Source; onChange: (s: Source) => void }) {
  const inGame = value.inGameOn !== undefined;
  return (
    <fieldset className="source-fields">
      <legend>Source (required)</legend>
      <label>
        <input type="radio" name="source-kind" checked={!inGame} onChange={() => onChange({ url: '', note: value.note })} /> A web page
      </label>
      <label>
        <input
          type="radio"
          name="source-kind"
          checked={inGame}
          onChange={() => onChange({ inGameOn: new Date().toISOString().slice(0, 10), note: value.note })}
        />{' '}
        Seen in the game
      </label>
      {inGame ? (
        <label>
          Day seen in game{' '}
          <input type="date" value={value.inGameOn ?? ''} onChange={(e) => onChange({ ...value, inGameOn: e.target.value })} required />
        </label>
      ) : (
        <label>
          Address{' '}
          <input
            type="url"
            placeholder="https://"
            value={value.url ?? ''}
            onChange={(e) => onChange({ ...value, url: e.target.value })}
            required
          />
        </label>
      )}
      <label>
        Note <input type="text" maxLength={200} value={value.note ?? ''} onChange={(e) => onChange({ ...value, note: e.target.value })} />
      </label>
    </fieldset>
  );
}

/** A refusal: its message and each field it names. */
export function Refusal({ error }: { error: AdminApiError | Error | null }) {
  if (!error) return null;
  const issues = 'issues' in error ? error.issues : [];
  return (
    <div className="admin-error" role="alert">
      <p>{error.message}</p>
      {issues.length ? (
        <ul>
          {issues.map((i) => (
            <li key={`${i.file}|${i.record}|${i.field}|${i.message}`}>
              {[i.file, i.record && `record ${i.record}`, i.field && `field ${i.field}`].filter(Boolean).join(' · ')}: {i.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const formatTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The options of a `<select>` over a list of values, each shown as itself or by `label`. */
export function Options({ values, label }: { values: readonly string[]; label?: (value: string) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}
