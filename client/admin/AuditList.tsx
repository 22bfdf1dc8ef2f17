import { useCallback, useEffect, useState } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { AuditList_entry$data, AuditList_entry$key } from './__generated__/AuditList_entry.graphql';
import type { AuditListQuery } from './__generated__/AuditListQuery.graphql';
import type { AuditListUndoMutation } from './__generated__/AuditListUndoMutation.graphql';
import { adminMutation, adminQuery } from './api.ts';
import { ChangeList, type ChangeResult, formatTime, Refusal, readChangeResult } from './parts.tsx';

const entryFragment = graphql`
  fragment AuditList_entry on AuditEntry @inline {
    id
    at
    user
    action
    summary
    source
    dataVersion
    undoneBy
    undoOf
    changes {
      ...parts_change
    }
  }
`;

type AuditEntry = AuditList_entry$data;
const readEntry = (ref: AuditList_entry$key): AuditEntry => readInlineData(entryFragment, ref);

/**
 * The latest `first` entries of the audit log, newest first: each change of the data with what it
 * changed and an Undo, and each account event; older ones load on demand.
 */
export function AuditList({ first }: { first: number }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [undone, setUndone] = useState<ChangeResult | null>(null);
  const [more, setMore] = useState(true);
  const load = useCallback(
    async (before?: number) => {
      const d = await adminQuery<AuditListQuery>(
        graphql`
          query AuditListQuery($first: Int, $before: Int) {
            auditLog(first: $first, before: $before) {
              ...AuditList_entry
            }
          }
        `,
        { first, before },
      );
      const page = d.auditLog.map(readEntry);
      setMore(page.length === first);
      setEntries((old) => (before && old ? [...old, ...page] : page));
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
      const d = await adminMutation<AuditListUndoMutation>(
        graphql`
          mutation AuditListUndoMutation($id: Int!) {
            undo(auditId: $id) {
              ...parts_result
            }
          }
        `,
        { id: entry.id },
      );
      setUndone(readChangeResult(d.undo));
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
              <strong>#{e.id}</strong> <span className="audit-action">{e.action}</span> by {e.user ?? 'no account'} on{' '}
              <time dateTime={e.at}>{formatTime(e.at)}</time>
              {e.undoneBy ? <span className="badge"> undone by #{e.undoneBy}</span> : null}
              {e.undoOf ? <span className="badge"> undoes #{e.undoOf}</span> : null}
            </header>
            <p>{e.summary}</p>
            {e.dataVersion === null ? null : (
              <>
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
                {e.action === 'seed' ? null : (
                  <details>
                    <summary>What changed</summary>
                    <ChangeList changes={e.changes} />
                  </details>
                )}
                {!e.undoneBy && !e.undoOf && e.action !== 'seed' ? (
                  <button type="button" onClick={() => void undo(e)}>
                    Undo
                  </button>
                ) : null}
              </>
            )}
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
