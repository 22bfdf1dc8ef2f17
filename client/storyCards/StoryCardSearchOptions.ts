// The search modal's options (the effect picker's effects, the featured chips): they grow with the
// whole dataset, so they load when the search is first wanted (pointer over or focus on its button,
// or opening it), not with every visit of the list.
import { startTransition, useCallback } from 'react';
import { graphql, useQueryLoader } from 'react-relay/hooks';
import type { StoryCardSearchOptionsQuery } from '../__generated__/StoryCardSearchOptionsQuery.graphql.ts';

export const OptionsQuery = graphql`
  query StoryCardSearchOptionsQuery {
    ...StoryCardSearchForm_query
  }
`;

/** The options' query reference (null until wanted), `want` to load them once, `refresh` to load them again. */
export function useSearchOptions() {
  const [options, load] = useQueryLoader<StoryCardSearchOptionsQuery>(OptionsQuery);
  const loaded = options !== null && options !== undefined;
  const want = useCallback(() => {
    if (!loaded) load({}, { fetchPolicy: 'store-or-network' });
  }, [loaded, load]);
  /** Fetches them again (a card's reveal time has come), if they were wanted. */
  const refresh = useCallback(() => {
    // As a transition: an open modal keeps its form until the new options are there.
    if (loaded) startTransition(() => load({}, { fetchPolicy: 'network-only' }));
  }, [loaded, load]);
  return { options: options ?? null, want, refresh };
}
