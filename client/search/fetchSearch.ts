// The header search's data: loaded with the data layer only once the visitor types, so the
// shell paints without it. Answers come from the environment of the visitor's spoiler switch.
import { fetchQuery, graphql } from 'relay-runtime';
import type { SiteSearchQuery, SiteSearchQuery$data } from '../__generated__/SiteSearchQuery.graphql.ts';
import { currentEnvironment } from '../relay/environment.ts';

const Query = graphql`
  query SiteSearchQuery($query: String!) {
    search(query: $query, first: 5) {
      query
      characters {
        slug
        nameEn
        titleEn
        worldCode
        worldName
        type
        images {
          thumbnail
        }
        portrait {
          src
          avifSrcSet
          webpSrcSet
        }
      }
      characterCount
      storyCards {
        cardId
        name
      }
      storyCardCount
      prayers {
        prayerId
        name
      }
      prayerCount
      illustrators {
        slug
        name
      }
      illustratorCount
    }
  }
`;

export type SiteSearchResults = SiteSearchQuery$data['search'];

export async function fetchSearch(text: string): Promise<SiteSearchResults> {
  const data = await fetchQuery<SiteSearchQuery>(
    currentEnvironment(),
    Query,
    { query: text },
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  if (!data) throw new Error('The search gave no answer');
  return data.search;
}
