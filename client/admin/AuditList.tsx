import { useState } from 'react';
import { graphql, useFragment, useMutation, usePaginationFragment } from 'react-relay';
import type { AuditList_entry$key } from './__generated__/AuditList_entry.graphql';
import type { AuditList_query$key } from './__generated__/AuditList_query.graphql';
import type { AuditListUndoMutation } from './__generated__/AuditListUndoMutation.graphql';
import { adminRecordID } from './api.ts';
import { ChangeList, type ChangeResult, formatTime, Refusal, readChangeResult } from './parts.tsx';

const listFragment = graphql`
  fragment AuditList_query on Query
  @refetchable(queryName: "AuditListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    auditEntries(first: $count, after: $cursor) @connection(key: "AuditList_query_auditEntries") {
      __id
      edges {
        node {
          id
          ...AuditList_entry
        }
      }
    }
  }
`;

const entryFragment = graphql`
  fragment AuditList_entry on AuditEntry {
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

/**
 * Undoes an audited change. The answer's audit entry (the undo) goes on top of the list, and the
 * entry it undoes is marked undone in the store, so every list of the log shows both at once.
 */
function useUndoChangeMutation(connection: string) {
  const [commit, busy] = useMutation<AuditListUndoMutation>(graphql`
    mutation AuditListUndoMutation($id: Int!, $connections: [ID!]!) {
      undo(auditId: $id) {
        ...parts_result
        audit @prependNode(connections: $connections, edgeTypeName: "AuditEntryEdge") {
          ...AuditList_entry
        }
      }
    }
  `);
  const undo = (id: number, onDone: (result: ChangeResult) => void, onError: (error: Error) => void) =>
    commit({
      variables: { id, connections: [connection] },
      updater: (store, data) => {
        const auditId = data ? readChangeResult(data.undo).auditId : null;
        if (auditId != null) store.get(adminRecordID('AuditEntry', id))?.setValue(auditId, 'undoneBy');
      },
      onCompleted: (data) => onDone(readChangeResult(data.undo)),
      onError,
    });
  return [undo, busy] as const;
}

/**
 * The latest entries of the audit log (the page's query says how many), newest first: each change
 * of the data with what it changed and an Undo, and each account event; older ones load `first` at
 * a time.
 */
export function AuditList({ query, first }: { query: AuditList_query$key; first: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(listFragment, query);
  const [undo] = useUndoChangeMutation(data.auditEntries.__id);
  const [error, setError] = useState<Error | null>(null);
  const [undone, setUndone] = useState<ChangeResult | null>(null);
  const entries = data.auditEntries.edges;

  const askUndo = (id: number, summary: string) => {
    setError(null);
    if (!window.confirm(`Undo change ${id} (${summary})?`)) return;
    undo(id, setUndone, setError);
  };

  return (
    <>
      <Refusal error={error} />
      {undone ? <output className="admin-done">Undone: {undone.summary}</output> : null}
      {entries.length === 0 ? <p className="empty">No change yet.</p> : null}
      <ol className="audit-list">
        {entries.map(({ node }) => (
          <AuditEntry key={node.id} entry={node} onUndo={askUndo} />
        ))}
      </ol>
      {hasNext && entries.length ? (
        <button type="button" disabled={isLoadingNext} onClick={() => loadNext(first, { onComplete: (e) => e && setError(e) })}>
          Older changes
        </button>
      ) : null}
    </>
  );
}

function AuditEntry({ entry, onUndo }: { entry: AuditList_entry$key; onUndo: (id: number, summary: string) => void }) {
  const e = useFragment(entryFragment, entry);
  return (
    <li className="audit-entry" data-audit={e.id}>
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
            <button type="button" onClick={() => onUndo(e.id, e.summary)}>
              Undo
            </button>
          ) : null}
        </>
      )}
    </li>
  );
}
