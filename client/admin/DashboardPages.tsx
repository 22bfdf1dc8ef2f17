// The dashboard (what can be edited, the latest changes) and the audit log with undo.
import './admin.css';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import type { DashboardPagesEntitiesQuery, DashboardPagesEntitiesQuery$data } from './__generated__/DashboardPagesEntitiesQuery.graphql';
import { AuditList } from './AuditList.tsx';
import { adminQuery } from './api.ts';
import { Refusal, RequireSession } from './parts.tsx';

type Entity = DashboardPagesEntitiesQuery$data['entities'][number];

export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  return <RequireSession>{() => <Dashboard />}</RequireSession>;
}

function Dashboard() {
  const [entities, setEntities] = useState<readonly Entity[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    adminQuery<DashboardPagesEntitiesQuery>(
      graphql`
        query DashboardPagesEntitiesQuery {
          entities {
            file
            label
            count
          }
        }
      `,
      {},
    ).then(
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
        <Link to="/admin/suggestions">Suggestions from visitors</Link> · <Link to="/admin/import">Import a bundle</Link> ·{' '}
        <a href="/admin/export">Export the data</a>
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
