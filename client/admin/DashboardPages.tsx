// The dashboard (what can be edited, the latest changes) and the audit log with undo.
import './admin.css';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import { AUDIT_FIELDS, type AuditEntry, adminRequest, CHANGE_FIELDS, type ChangeResult } from './api.ts';
import { ChangeList, formatTime, Refusal, RequireSession } from './parts.tsx';

interface Entity {
  file: string;
  label: string;
  count: number;
}

export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  return <RequireSession>{() => <Dashboard />}</RequireSession>;
}

function Dashboard() {
  const [entities, setEntities] = useState<Entity[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    adminRequest<{ entities: Entity[] }>('{ entities { file label count } }').then(
      (d) => setEntities(d.entities),
      (e: Error) => setError(e),
    );
  }, []);
  return (
    <section>
      <h1>Admin Dashboard</h1>
      <Refusal error={error} />
      <h2>What can be edited</h2>
      {entities ? (
        <ul className="entity-list">
          {entities.map((e) => (
            <li key={e.file}>
              <Link to={`/admin/edit?file=${encodeURIComponent(e.file)}`}>{e.label}</Link> <span className="count">{e.count}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-wait">Loading…</p>
      )}
      <p>
        <Link to="/admin/import">Import a bundle</Link> · <a href="/admin/export">Export the data</a>
      </p>
      <h2>Latest changes</h2>
      <AuditList first={10} />
      <p>
        <Link to="/admin/audit">The whole audit log</Link>
      </p>
    </section>
  );
}

export function AuditPage() {
  usePageTitle('Audit Log');
  return (
    <RequireSession>
      {() => (
        <section>
          <h1>Audit Log</h1>
          <p>
            Every change: who made it, when, from which source, and what it changed. A change can be undone while its records are as it left
            them.
          </p>
          <AuditList first={50} />
        </section>
      )}
    </RequireSession>
  );
}

function AuditList({ first }: { first: number }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [undone, setUndone] = useState<ChangeResult | null>(null);
  const [more, setMore] = useState(true);
  const load = useCallback(
    async (before?: number) => {
      const d = await adminRequest<{ auditLog: AuditEntry[] }>(
        `query Audit($first: Int, $before: Int) { auditLog(first: $first, before: $before) { ${AUDIT_FIELDS} } }`,
        {
          first,
          before,
        },
      );
      setMore(d.auditLog.length === first);
      setEntries((old) => (before && old ? [...old, ...d.auditLog] : d.auditLog));
    },
    [first],
  );
  useEffect(() => {
    load().catch((e: Error) => setError(e));
  }, [load]);

  const undo = async (entry: AuditEntry) => {
    setError(null);
    if (!window.confirm(`Undo change ${entry.id} (${entry.summary})?`)) return;
    try {
      const d = await adminRequest<{ undo: ChangeResult }>(`mutation Undo($id: Int!) { undo(auditId: $id) { ${CHANGE_FIELDS} } }`, {
        id: entry.id,
      });
      setUndone(d.undo);
      await load();
    } catch (e) {
      setError(e as Error);
    }
  };

  if (!entries) return error ? <Refusal error={error} /> : <p className="admin-wait">Loading…</p>;
  return (
    <>
      <Refusal error={error} />
      {undone ? <output className="admin-done">Undone: {undone.summary}</output> : null}
      {entries.length === 0 ? <p className="empty">No change yet.</p> : null}
      <ol className="audit-list">
        {entries.map((e) => (
          <li key={e.id} className="audit-entry" data-audit={e.id}>
            <header>
              <strong>#{e.id}</strong> <span className="audit-action">{e.action}</span> by {e.user ?? 'a deleted account'} on{' '}
              <time dateTime={e.at}>{formatTime(e.at)}</time>
              {e.undoneBy ? <span className="badge"> undone by #{e.undoneBy}</span> : null}
              {e.undoOf ? <span className="badge"> undoes #{e.undoOf}</span> : null}
            </header>
            <p>{e.summary}</p>
            <p className="audit-source">
              Source:{' '}
              {/^https?:\/\//.test(e.source) ? (
                <a href={e.source.split(' ')[0]} rel="noopener noreferrer" target="_blank">
                  {e.source}
                </a>
              ) : (
                e.source
              )}
            </p>
            <details>
              <summary>What changed</summary>
              <ChangeList changes={e.changes} />
            </details>
            {!e.undoneBy && !e.undoOf ? (
              <button type="button" onClick={() => void undo(e)}>
                Undo
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {more && entries.length ? (
        <button type="button" onClick={() => void load(entries[entries.length - 1].id).catch((e: Error) => setError(e))}>
          Older changes
        </button>
      ) : null}
    </>
  );
}
