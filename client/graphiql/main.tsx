// GraphiQL's page at /graphql, built with the client (server/startup.ts) and sent by the edge
// (server/http/graphiql.ts). The page paints its own small shell at once; GraphiQL, its styles and
// its editor (CodeMirror, which GraphiQL itself loads in parts) come in chunks after it.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './page.css';

const Explorer = lazy(() => import('./Explorer.tsx').then((m) => ({ default: m.Explorer })));

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <Suspense fallback={<p className="graphiql-loading">Loading GraphiQL…</p>}>
      <Explorer />
    </Suspense>,
  );
}
