import { useCallback, useEffect, useState } from 'react';
import { AUDIT_FIELDS, type AuditEntry, adminRequest, CHANGE_FIELDS, type ChangeResult } from './api.ts';
import { ChangeList, formatTime, Refusal } from './parts.tsx';

/** The latest `first` changes of the audit log, newest first, each with what it changed and an Undo; older ones load on demand. */
export function AuditList({ first }: { first: number }) {
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
