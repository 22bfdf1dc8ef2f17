import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { SearchResultList_results$key } from '../__generated__/SearchResultList_results.graphql.ts';
import { Portrait, type PortraitFiles } from '../shared/Portrait.tsx';
import { MARK_BADGE, markIn } from '../shared/roster/marks.ts';
import { useMineFilter } from '../shared/roster/mine.ts';
import { useRoster } from '../shared/roster/store.ts';
import { characterOption, illustratorPath, prayerPath, storyCardPath } from './paths.ts';

const Fragment = graphql`
  fragment SearchResultList_results on SearchResults {
    query
    searched
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
      rarity
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
      cardCount
    }
    illustratorCount
  }
`;

interface Group {
  id: string;
  title: string;
  total: number;
  /** What the group says when the "My Friends" filter leaves none of what was found. */
  none?: string;
  items: { key: string; to: string; label: string; detail?: string | null; image?: string; portrait?: PortraitFiles | null }[];
}

/** Every kind the search found, each a list of links, with how many it found in all. */
export function SearchResultList({ results }: { results: SearchResultList_results$key }) {
  const r = useFragment(Fragment, results);
  // The device's marks: the URL's "My Friends" filter keeps some of the characters found, and each
  // one found says its mark.
  const filter = useMineFilter();
  const { roster } = useRoster();
  const characters = filter ? r.characters.filter((c) => filter.keep(c.slug)) : r.characters;
  const groups: Group[] = [
    {
      id: 'characters',
      title: filter ? `Characters: ${filter.label}` : 'Characters',
      total: filter ? characters.length : r.characterCount,
      none:
        filter && r.characters.length
          ? `None of the ${r.characters.length} characters found here is ${filter.label === 'wishlist' ? 'on your wishlist' : filter.label}.`
          : undefined,
      items: characters.map((c) => {
        const option = characterOption(c);
        const mark = markIn(roster.friends, c.slug);
        return mark === 'none' ? option : { ...option, detail: [option.detail, MARK_BADGE[mark]].filter(Boolean).join(' · ') };
      }),
    },
    {
      id: 'story-cards',
      title: 'Story cards',
      total: r.storyCardCount,
      items: r.storyCards.map((c) => ({ key: String(c.cardId), to: storyCardPath(c.cardId), label: c.name, detail: `${c.rarity}★` })),
    },
    {
      id: 'prayers',
      title: 'Prayers',
      total: r.prayerCount,
      items: r.prayers.map((p) => ({ key: String(p.prayerId), to: prayerPath(p.prayerId), label: p.name })),
    },
    {
      id: 'illustrators',
      title: 'Illustrators',
      total: r.illustratorCount,
      items: r.illustrators.map((a) => ({
        key: a.slug,
        to: illustratorPath(a.name),
        label: a.name,
        detail: `${a.cardCount} card${a.cardCount === 1 ? '' : 's'}`,
      })),
    },
  ].filter((g) => g.items.length > 0 || g.none);

  if (!r.searched) {
    return <p className="search-empty">Type a name to find characters, story cards, prayers and illustrators.</p>;
  }
  if (groups.length === 0) {
    return (
      <p className="search-empty">
        No results for “<bdi>{r.query}</bdi>”.
      </p>
    );
  }
  return (
    <div className="search-results">
      {groups.map((g) => (
        <section key={g.id} className="search-group" aria-labelledby={`search-group-${g.id}`}>
          <h2 id={`search-group-${g.id}`}>
            {g.title} <span className="search-count">({g.total > g.items.length ? `${g.items.length} of ${g.total}` : g.total})</span>
          </h2>
          {g.items.length === 0 ? <p className="search-empty">{g.none}</p> : null}
          <ul>
            {g.items.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>
                  {item.image ? <Portrait portrait={item.portrait} fallback={item.image} size={32} /> : null}
                  <span className="search-label">{item.label}</span>
                  {item.detail ? <span className="search-detail">{item.detail}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
