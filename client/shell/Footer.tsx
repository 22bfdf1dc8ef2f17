import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { FooterQuery as FooterQueryType } from '../__generated__/FooterQuery.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';

export const FooterQuery = graphql`
  query FooterQuery {
    lastUpdate {
      number
      timestamp
    }
  }
`;

// The footer is not a route, so it fetches its one field itself (from the store when it has it).
export function Footer() {
  const { lastUpdate } = useLazyLoadQuery<FooterQueryType>(FooterQuery, {}, { fetchPolicy: 'store-or-network' });
  return (
    <footer className="site-footer">
      <p className="footer-update">
        {lastUpdate ? (
          <Link to="/update-log">
            Update #{lastUpdate.number} · <LocalDate value={lastUpdate.timestamp} />
          </Link>
        ) : (
          'No updates yet'
        )}
      </p>
      <p className="disclaimer">
        A fan-made site, not affiliated with or endorsed by the game's developers or publishers. Touhou Project belongs to Team Shanghai
        Alice; game names, characters and art belong to their owners. <Link to="/about">About and data sources</Link>.
      </p>
    </footer>
  );
}
