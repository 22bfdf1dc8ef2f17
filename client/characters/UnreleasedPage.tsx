import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { UnreleasedPageQuery } from '../__generated__/UnreleasedPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { MineFilterBar } from '../shared/roster/MineFilterBar.tsx';
import { useSettings } from '../shared/settings.ts';
import { usePageTitle } from '../shell/title.ts';
import { CharacterGrid } from './CharacterGrid.tsx';

const Query = graphql`
  query UnreleasedPageQuery {
    unreleasedCharacters {
      jp {
        slug
        ...CharacterThumb_character
      }
      announced {
        slug
        ...CharacterThumb_character
      }
      story {
        slug
        ...CharacterThumb_character
      }
      printWork {
        slug
        ...CharacterThumb_character
      }
      pc98 {
        slug
        ...CharacterThumb_character
      }
      mv {
        slug
        ...CharacterThumb_character
      }
    }
  }
`;

export function UnreleasedPage({ queryRef }: { queryRef: PreloadedQuery<UnreleasedPageQuery> }) {
  usePageTitle('Unreleased Characters');
  const { unreleasedCharacters: u } = usePreloadedQuery<UnreleasedPageQuery>(Query, queryRef);
  const { jpContent } = useSettings();
  const groups = [
    ...(jpContent ? ([['Released/Announced in JP', u.jp]] as const) : []),
    ['Announced', u.announced],
    ['Appeared in story', u.story],
    ['MV Project', u.mv],
    ['Print Works', u.printWork],
    ['PC98', u.pc98],
  ] as const;
  return (
    <section className="page characters-page">
      <h1>Unreleased Characters</h1>
      {!jpContent ? (
        <p className="page-intro">Turn on JP content in the settings to also see characters already out on the Japanese server.</p>
      ) : null}
      <MineFilterBar />
      {groups.map(([title, list]) => (
        <section key={title} className="unreleased-group">
          <h2>
            {title} <span className="counter">{list.length}</span>
          </h2>
          <CharacterGrid characters={list} empty="None." />
        </section>
      ))}
    </section>
  );
}

export const loader = queryLoader<UnreleasedPageQuery>(Query);
export const Component = preloadedPage<UnreleasedPageQuery>(UnreleasedPage);
