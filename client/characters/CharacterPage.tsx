import './characters.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import type { CharacterPageQuery } from '../__generated__/CharacterPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { recordNotFound, routeNotFound } from '../shell/errors.ts';
import { previewDate, usePageMeta, usePageTitle } from '../shell/title.ts';
import { AttackSection } from './AttackSection.tsx';
import { CharacterBanners } from './CharacterBanners.tsx';
import { CharacterView } from './CharacterModal.tsx';

const Query = graphql`
  query CharacterPageQuery($slug: String!) {
    character(slug: $slug) {
      nameEn
      titleEn
      type
      role
      worldCode
      worldName
      release {
        debut
        debutPrecision
      }
      images {
        full
      }
      portrait {
        src
      }
      ...CharacterModal_character
      ...AttackSection_character
      ...CharacterBanners_character
    }
  }
`;

/** A character that does not exist, or that the visitor may not see yet: a 404. */
function characterNotFound(slug: string): Error {
  return recordNotFound(`Character ${slug} does not exist`);
}

/** What a link to the page shows: name, title, type, role, world and debut. */
function describe(c: NonNullable<CharacterPageQuery['response']['character']>): string {
  const facts = [
    `${TYPE_LABELS[c.type] ?? c.type} character`,
    c.role ? `${c.role} role` : null,
    c.worldCode ? `world ${c.worldCode}${c.worldName ? ` (${c.worldName})` : ''}` : null,
  ].filter(Boolean);
  const debut = previewDate(c.release.debut, c.release.debutPrecision);
  return `${c.nameEn}${c.titleEn ? `, ${c.titleEn}` : ''}: ${facts.join(', ')} in Touhou LostWord.${debut ? ` Global debut: ${debut}.` : ''}`;
}

/** /characters/{slug}: one character, as its modal shows it. */
export function CharacterPage({ queryRef }: { queryRef: PreloadedQuery<CharacterPageQuery> }) {
  const { character: c } = usePreloadedQuery<CharacterPageQuery>(Query, queryRef);
  usePageTitle(c?.nameEn ?? 'Character');
  // The full art where there is one, else the portrait's largest WebP file.
  usePageMeta(
    c ? { description: describe(c), image: [c.images.full, c.portrait?.src].filter((x) => !!x) as string[], type: 'article' } : {},
  );
  if (!c) throw characterNotFound(queryRef.variables.slug);
  return (
    <section className="page character-page">
      <p className="breadcrumb">
        <Link to="/characters">Characters</Link>
      </p>
      <CharacterView character={c} heading="h1" />
      <AttackSection character={c} />
      <CharacterBanners character={c} />
    </section>
  );
}

const load = queryLoader<CharacterPageQuery>(Query, (url) => ({ slug: url.pathname.split('/').filter(Boolean).pop() ?? '' }));

/** Only a slug's form is asked about: anything else is a 404 at once. */
export function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(args.params.slug ?? '')) throw routeNotFound(pathname);
  return load(args);
}
export const Component = preloadedPage<CharacterPageQuery>(CharacterPage);
