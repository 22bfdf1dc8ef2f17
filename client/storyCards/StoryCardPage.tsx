import './storyCards.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import type { StoryCardPageQuery } from '../__generated__/StoryCardPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { recordNotFound, routeNotFound } from '../shell/errors.ts';
import { previewDate, usePageMeta, usePageTitle } from '../shell/title.ts';
import { StoryCardItem } from './StoryCardItem.tsx';

const Query = graphql`
  query StoryCardPageQuery($cardId: Int!) {
    storyCard(cardId: $cardId) {
      name
      rarity
      suit
      image
      releaseAt
      artist {
        name
      }
      ...StoryCardItem_card
    }
  }
`;

/** A card that does not exist, or that the visitor may not see yet: a 404. */
function cardNotFound(cardId: number): Error {
  return recordNotFound(`Story card ${cardId} does not exist`);
}

/** What a link to the page shows: name, rarity, suit, illustrator and release. */
function describe(c: NonNullable<StoryCardPageQuery['response']['storyCard']>): string {
  const release = previewDate(c.releaseAt);
  return [
    `${c.name}: a ${c.rarity}★ ${c.suit} story card of Touhou LostWord`,
    c.artist ? `, illustrated by ${c.artist.name}` : '',
    '.',
    release ? ` Global release: ${release}.` : '',
  ].join('');
}

/** /story-cards/{id}: one story card, as the list shows it. */
export function StoryCardPage({ queryRef }: { queryRef: PreloadedQuery<StoryCardPageQuery> }) {
  const { storyCard: c } = usePreloadedQuery<StoryCardPageQuery>(Query, queryRef);
  usePageTitle(c?.name ?? 'Story Card');
  usePageMeta(c ? { description: describe(c), image: c.image, type: 'article' } : {});
  if (!c) throw cardNotFound(queryRef.variables.cardId);
  return (
    <section className="page story-cards-page story-card-page">
      <p className="breadcrumb">
        <Link to="/story-cards">Story Cards</Link>
      </p>
      <StoryCardItem card={c} heading="h1" />
    </section>
  );
}

const load = queryLoader<StoryCardPageQuery>(Query, (url) => ({ cardId: Number(url.pathname.split('/').filter(Boolean).pop()) }));

/** Only a card number is asked about: anything else is a 404 at once. */
export function loader(args: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,8}$/.test(args.params.id ?? '')) throw routeNotFound(new URL(args.request.url).pathname);
  return load(args);
}
export const Component = preloadedPage<StoryCardPageQuery>(StoryCardPage);
