import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './phone.css';

/** The query a first visit shows: small, one field a line so a phone shows it whole. */
const DEFAULT_QUERY = `{
  lastUpdate {
    number
    timestamp
  }
  characters(first: 5) {
    totalCount
    edges {
      node {
        id
        nameEn
        type
      }
    }
  }
}
`;

// Queries go to this site's own endpoint; GraphiQL asks it for the schema the same way.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

export function Explorer() {
  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />;
}
