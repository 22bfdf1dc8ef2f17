import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrayerItemThumb_item$key } from '../__generated__/PrayerItemThumb_item.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';
import { Stars } from './Stars.tsx';

/**
 * A PrayerItem (a Friend or a card in a pool, a pull or a rate-up card) as a small thumbnail with its
 * name: a Friend opens the character modal.
 */
export function PrayerItemThumb({ item, children }: { item: PrayerItemThumb_item$key; children?: ReactNode }) {
  const i = useFragment(
    graphql`
      fragment PrayerItemThumb_item on PrayerItem {
        kind
        slug
        cardId
        name
        shortName
        shortNameTranslit
        image
        rarity
        portrait {
          src
          avifSrcSet
          webpSrcSet
        }
      }
    `,
    item,
  );
  const { useTraditionalName } = useSettings();
  const name = (useTraditionalName && i.shortNameTranslit) || i.shortName;
  const body = (
    <>
      <Portrait portrait={i.portrait} fallback={i.image} size={56} />
      <span className="prayer-character-rarity">
        {i.kind === 'CHARACTER' ? <RarityIcon type={i.rarity} size={12} /> : <Stars count={Number(i.rarity)} />}
      </span>
      <span className="prayer-character-name">{name}</span>
      {children}
    </>
  );
  if (i.kind === 'CHARACTER' && i.slug) {
    const slug = i.slug;
    return (
      <button type="button" className="prayer-character" onClick={() => openCharacter(slug)} title={i.name} data-slug={slug}>
        {body}
      </button>
    );
  }
  return (
    <span className="prayer-character prayer-card" title={i.name} data-card={i.cardId ?? undefined}>
      {body}
    </span>
  );
}
