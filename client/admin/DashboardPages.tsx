// The dashboard (what can be edited, the latest changes) and the audit log with undo.
import './admin.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardPagesAuditQuery } from './__generated__/DashboardPagesAuditQuery.graphql';
import type { DashboardPagesDashboardQuery } from './__generated__/DashboardPagesDashboardQuery.graphql';
import { AuditList } from './AuditList.tsx';
import { adminLoader } from './api.ts';
import { adminPage } from './parts.tsx';

const DashboardQuery = graphql`
  query DashboardPagesDashboardQuery {
    entities {
      file
      label
      count
    }
    ...AuditList_query @arguments(count: 10)
  }
`;

const AuditQuery = graphql`
  query DashboardPagesAuditQuery {
    ...AuditList_query @arguments(count: 50)
  }
`;

export const dashboardLoader = adminLoader<DashboardPagesDashboardQuery>(DashboardQuery);
export const auditLoader = adminLoader<DashboardPagesAuditQuery>(AuditQuery);

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<DashboardPagesDashboardQuery> }) {
  const data = usePreloadedQuery<DashboardPagesDashboardQuery>(DashboardQuery, queryRef);
  return (
    <section>
      <h1>Admin Dashboard</h1>
      <h2>What can be edited</h2>
      <ul className="entity-list">
        {data.entities.map((e) => (
          <li key={e.file}>
            <Link to={`/admin/edit?file=${encodeURIComponent(e.file)}`}>{e.label}</Link> <span className="count">{e.count}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin/suggestions">Suggestions from visitors</Link> · <Link to="/admin/import">Import a bundle</Link> ·{' '}
        <a href="/admin/export">Export the data</a>
      </p>
      <h2>Latest changes</h2>
      <AuditList query={data} first={10} />
      <p>
        <Link to="/admin/audit">The whole audit log</Link>
      </p>
    </section>
  );
}

function Audit({ queryRef }: { queryRef: PreloadedQuery<DashboardPagesAuditQuery> }) {
  const data = usePreloadedQuery<DashboardPagesAuditQuery>(AuditQuery, queryRef);
  return (
    <section>
      <h1>Audit Log</h1>
      <p>
        Every change: who made it, when, from which source, and what it changed. A change can be undone while its records are as it left
        them.
      </p>
      <AuditList query={data} first={50} />
    </section>
  );
}

export const DashboardPage = adminPage<DashboardPagesDashboardQuery>('Admin Dashboard', Dashboard);
export const AuditPage = adminPage<DashboardPagesAuditQuery>('Audit Log', Audit);
